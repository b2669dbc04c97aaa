// do_test.go: Do answers every call by name as the typed calls do, JSON in and out; bad requests are *Errors with their place.

package calls

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func errAs(err error, target **Error) bool { return errors.As(err, target) }

const testDeal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"

// TestDo: each call by name gives the typed call's answer as JSON.
func TestDo(t *testing.T) {
	e := &Engine{Threads: 1}
	ctx := context.Background()
	do := func(name, req string, files Files) map[string]any {
		t.Helper()
		b, err := e.Do(ctx, name, []byte(req), files, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			var list []any
			if json.Unmarshal(b, &list) != nil {
				t.Fatalf("%s: not JSON: %s", name, b)
			}
			return map[string]any{"list": list}
		}
		return m
	}
	if m := do("templates", "", nil); len(m["list"].([]any)) != len(Templates) {
		t.Errorf("templates: %v", m)
	}
	if m := do("scorings", "", nil); len(m["list"].([]any)) != len(Scorings()) {
		t.Errorf("scorings: %v", m)
	}
	if m := do("defaults", "", nil); m["samples"] != float64(EngineDefaults().Samples) {
		t.Errorf("defaults: %v", m)
	}
	if m := do("deal", `{"deal": "`+testDeal+`"}`, nil); m["complete"] != true || m["deal"] != testDeal {
		t.Errorf("deal: %v", m)
	}
	if m := do("build", `{"seats": {"E": {"hearts": {"min": 6, "max": 6}}}}`, nil); m["condition"] != "hearts(east) == 6" {
		t.Errorf("build: %v", m)
	}
	if m := do("condition", `{"deal": "`+testDeal+`", "condition": "hearts(east) >= 5", "known": "NS", "tries": 1000}`, nil); m["meets"] != true || m["tries"] != float64(1000) {
		t.Errorf("condition: %v", m)
	}
	form := `{"title": "Board 7", "board": 7, "seed": 3, "deal": "` + testDeal + `", "scoring": "matchpoints", "field": ["+620", "+170"], "non_offending": "NS",
		"table_result": "3H= E", "options": {}, "scenarios": [{"name": "4S", "contract": "4S", "declarer": "N", "tricks": "dd", "weight": "100%"}]}`
	m := do("case", form, nil)
	text, _ := m["case"].(string)
	if !strings.Contains(text, `contract = "4S"`) {
		t.Fatalf("case: %v", m)
	}
	if m := do("load", text, nil); m["form"].(map[string]any)["title"] != "Board 7" {
		t.Errorf("load: %v", m)
	}
	progress := 0
	b, err := e.Do(ctx, "adjust", []byte(text), nil, func(Progress) { progress++ })
	rep, _ := e.Adjust(ctx, []byte(text), nil, nil, nil)
	want, _ := EncodeJSON(rep)
	if err != nil || string(b) != string(want) {
		t.Errorf("adjust: %v\n%.300s\nwant\n%.300s", err, b, want)
	}
	pbn := Files{"club.pbn": readEventFile(t, "club.pbn")}
	if m := do("event", `{"file": "club.pbn", "format": "pbn", "board": 7, "table_pairs": ["4", "11"], "scoring": "matchpoints"}`, pbn); m["form"].(map[string]any)["deal"] == "" {
		t.Errorf("event: %v", m)
	}
	if m := do("solve", `{"deal": "`+testDeal+`"}`, nil); m["par"].(map[string]any)["pbn"] != "NS 4S" || len(m["tricks"].([]any)) != 20 {
		t.Errorf("solve: %v", m)
	}
}

// TestDoErrors: bad requests are *Errors — unknown calls and fields, a
// case's line, a condition's line and column.
func TestDoErrors(t *testing.T) {
	e := &Engine{Threads: 1}
	for _, c := range []struct {
		name, req string
		msg       string
		line, col int
	}{
		{"nothing", "", `no call "nothing"`, 0, 0},
		{"deal", `{"dael": "x"}`, "bad JSON", 0, 0},
		{"deal", `{"deal": "x"} {}`, "more than one JSON value", 0, 0},
		{"condition", `{"deal": "` + testDeal + `", "condition": "hcp(east) >= 11 &&"}`, "condition: ", 1, 0},
		{"adjust", "scoring = \"matchpoints\"\nnon_offending = \"NS\"\nbogus = 1\n", "unknown key", 3, 0},
	} {
		_, err := e.Do(context.Background(), c.name, []byte(c.req), nil, nil)
		var ce *Error
		if !errAs(err, &ce) || !strings.Contains(ce.Msg, c.msg) || ce.Line != c.line {
			t.Errorf("%s %s: %v (%+v), want %q at line %d", c.name, c.req, err, ce, c.msg, c.line)
			continue
		}
		if body, bad := BodyOf(err); !bad || body.Error != ce.Msg || body.Line != c.line {
			t.Errorf("%s: body %+v", c.name, body)
		}
	}
	if body, bad := BodyOf(context.Canceled); bad || body.Error != "the run was cancelled" {
		t.Errorf("cancelled: %+v %v", body, bad)
	}
}

// readEventFile reads one of the event package's test files.
func readEventFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "..", "weighting", "event", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestEventLIN: a LIN record given as text (a #lin= link) reads as the
// same record uploaded as a file.
func TestEventLIN(t *testing.T) {
	lin := readEventFile(t, "bbo-wronie-board1.lin")
	fromFile, err := Event(EventRequest{File: "bbo-wronie-board1.lin", Format: "lin", Scoring: "imps"}, Files{"bbo-wronie-board1.lin": lin})
	if err != nil {
		t.Fatal(err)
	}
	fromText, err := Event(EventRequest{Format: "lin", LIN: string(lin), Scoring: "imps"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if fromText.Form.Deal == "" || fromText.Form.Deal != fromFile.Form.Deal || fromText.Form.Auction != fromFile.Form.Auction || fromText.Form.Dealer != fromFile.Form.Dealer {
		t.Errorf("from the text %+v, from the file %+v", fromText.Form, fromFile.Form)
	}
	if _, err := Event(EventRequest{Format: "pbn", LIN: string(lin)}, nil); err == nil {
		t.Error("a LIN record read as PBN")
	}
	var ce *Error
	if _, err := Event(EventRequest{Format: "lin", LIN: "md|3SAKQ|"}, nil); !errAs(err, &ce) {
		t.Errorf("a bad record: %v", err)
	}
}

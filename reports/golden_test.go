// golden_test.go: the text, Markdown and JSON reports against golden files, and determinism.

package reports

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/weighting/engine"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden from the current output")

func encode(t *testing.T, e Encoder, r *engine.Ruling) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := e.Encode(&b, r); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestGolden(t *testing.T) {
	rulings := map[string]func(testing.TB) *engine.Ruling{"weighted": weightedRuling, "split": splitRuling, "thirds": thirdsRuling, "nodamage": noDamageRuling}
	for _, name := range []string{"weighted", "split", "thirds", "nodamage"} {
		for _, format := range []string{"text", "md", "json"} {
			t.Run(name+"."+format, func(t *testing.T) {
				e, err := ByName(format)
				if err != nil {
					t.Fatal(err)
				}
				got := encode(t, e, rulings[name](t))
				path := filepath.Join("testdata", name+"."+format+".golden")
				if *update {
					if err := os.WriteFile(path, got, 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%v (run go test ./reports -update to create it)", err)
				}
				if !bytes.Equal(got, want) {
					t.Errorf("%s differs from %s:\n%s", format, path, firstDiff(string(got), string(want)))
				}
			})
		}
	}
}

// firstDiff shows the first differing line.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return "line " + itoa(i+1) + ":\n got: " + gl + "\nwant: " + wl
		}
	}
	return "(no line differs)"
}

func itoa(i int) string { return strings.TrimSpace(strings.Repeat(" ", 0) + fmtInt(i)) }

func fmtInt(i int) string {
	var b []byte
	if i == 0 {
		return "0"
	}
	for ; i > 0; i /= 10 {
		b = append([]byte{byte('0' + i%10)}, b...)
	}
	return string(b)
}

// The figures a Director reads must be right, whatever the golden files say.
func TestKeyFigures(t *testing.T) {
	text := string(encode(t, Text{}, weightedRuling(t)))
	for _, want := range []string{
		// 6.296 of 12 = 52.47 %
		"Score adjusted (Law 12C1(c)) for both sides: 52.8 % 4♠= by N, 7.2 % 4♠-1 by N, 40 % 3♥×-2 by E — NS 6.3 of 12 matchpoints (52.5 %), EW 5.7 of 12 matchpoints (47.5 %).",
		"NS               1             6.3  6.21 – 6.37    6.3 of 12 matchpoints (52.5 %)",
		"Seed: 42",
		"10.1 – 14.2 %",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("text report lacks %q", want)
		}
	}
	split := string(encode(t, Text{}, splitRuling(t)))
	for _, want := range []string{
		// Each side on its own line: NS -12 - 3.6 + 10 = -5.6 (A + B - C);
		// EW their adjusted score, 0.2 x 12 = +2.4.
		"Score adjusted, each side on its own (the scores do not balance):\n" +
			"NS (non-offending): A + B − C = -12 − 3.6 + 10 — NS -5.6 IMPs; Law 12C1(c) and 12C1(e)(ii): no relief for the self-inflicted part of the damage (A < C < B).\n" +
			"EW (offending): 80 % 4♠= by N, 20 % 4♠-1 by N (the adjusted score) — EW +2.4 IMPs; Law 12C1(e)(i): the score allotted as the consequence of rectifying their infraction.",
		"Part of the damage is self-inflicted (A < C < B): non-offenders get A + B − C.",
	} {
		if !strings.Contains(split, want) {
			t.Errorf("split text report lacks %q", want)
		}
	}
	thirds := string(encode(t, Text{}, thirdsRuling(t)))
	for _, want := range []string{
		// (400 - 50 + 0) / 3 = 116.67
		"Score adjusted (Law 12C1(c)) for both sides: 33.3 % 3NT= by S, 33.3 % 3NT-1 by S, 33.3 % Pass — NS +116.67 points, EW -116.67 points.",
		"Pass               0  33.3 % (1/3)          0          0",
		"♠3               3.5    3.39 – 3.61    20.0 %  16.3 – 24.3 %          -95.5  -110.2 – -80.8",
		"or fewer once every 95 % interval's half-width was below 0.05",
	} {
		if !strings.Contains(thirds, want) {
			t.Errorf("thirds text report lacks %q", want)
		}
	}
	nodamage := string(encode(t, Text{}, noDamageRuling(t)))
	for _, want := range []string{
		"Result stands (Law 12B1): the non-offending side was not damaged. The table result, 3NT-2 by S, stands for both sides: NS -100 points, EW +100 points.",
		"EW            +100         -116.67  +100 points",
	} {
		if !strings.Contains(nodamage, want) {
			t.Errorf("no-damage text report lacks %q", want)
		}
	}
	if strings.Contains(split, "Seed") {
		t.Error("a ruling with nothing simulated prints a seed")
	}
}

func TestJSONFields(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal(encode(t, JSON{}, weightedRuling(t)), &doc); err != nil {
		t.Fatal(err)
	}
	if doc["schema"] != SchemaName || doc["version"] != float64(SchemaVersion) {
		t.Errorf("schema/version = %v/%v", doc["schema"], doc["version"])
	}
	for _, k := range []string{"title", "board", "dealer", "vulnerability", "deal", "scoring", "table_result",
		"non_offending", "scenarios", "adjustments", "scores", "serious_error", "method", "notes", "wording"} {
		if _, ok := doc[k]; !ok {
			t.Errorf("no field %q", k)
		}
	}
	if doc["deal"] != testDeal {
		t.Errorf("deal = %v, want %v", doc["deal"], testDeal)
	}
	if _, ok := doc["method"].(map[string]any)["threads"]; ok {
		t.Error("the method names the thread count")
	}
}

// TestJSONPercentAsText: a score's percentage of the top in JSON is the
// figure the text writes (52.5, not 52.46666666666667): one rounding.
func TestJSONPercentAsText(t *testing.T) {
	var doc struct {
		Scores, Adjusted []struct {
			Percent *float64
			Text    string
		}
	}
	if err := json.Unmarshal(encode(t, JSON{}, weightedRuling(t)), &doc); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, s := range append(doc.Scores, doc.Adjusted...) {
		_, inText, _ := strings.Cut(s.Text, "(")
		inText, _, _ = strings.Cut(inText, " %)")
		if s.Percent == nil || strconv.FormatFloat(*s.Percent, 'f', -1, 64) != inText {
			t.Errorf("percent %v, the text %q", s.Percent, s.Text)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no scores")
	}
}

func TestDeterministic(t *testing.T) {
	for _, format := range Formats {
		e, _ := ByName(format)
		for _, r := range []func(testing.TB) *engine.Ruling{weightedRuling, splitRuling, thirdsRuling} {
			a, b := encode(t, e, r(t)), encode(t, e, r(t))
			if !bytes.Equal(a, b) {
				t.Errorf("%s: two encodings of the same ruling differ", format)
			}
		}
	}
}

func TestByName(t *testing.T) {
	for name, want := range map[string]Encoder{"text": Text{}, "md": Markdown{}, "markdown": Markdown{}, "JSON": JSON{}, "html": HTML{}} {
		e, err := ByName(name)
		if err != nil || e != want {
			t.Errorf("ByName(%q) = %T, %v", name, e, err)
		}
	}
	if _, err := ByName("pdf"); err == nil || !strings.Contains(err.Error(), "text, md, json, html") {
		t.Errorf("ByName(pdf) error = %v", err)
	}
	for _, f := range Formats {
		if err := mustEncoder(f).Encode(&bytes.Buffer{}, nil); err == nil {
			t.Errorf("%s encodes a nil ruling", f)
		}
	}
}

func mustEncoder(name string) Encoder {
	e, _ := ByName(name)
	return e
}

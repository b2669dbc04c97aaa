package web

import (
	"bytes"
	"encoding/json"
	"mime/multipart"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/sim/singledummy"
	"github.com/ruling-bridge/ruling/weighting/engine"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// eventData is the event package's test files.
var eventData = filepath.Join("..", "..", "weighting", "event", "testdata")

// eventForm posts an event request (and the file it names, when in
// eventData) to /api/event.
func eventForm(t *testing.T, req eventRequest) (int, map[string]any) {
	t.Helper()
	_, ts := newTestServer(t, Options{})
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	if data, err := os.ReadFile(filepath.Join(eventData, req.File)); err == nil {
		req.File = filepath.Base(req.File) // real/x.pbn is uploaded as x.pbn
		fw, _ := mw.CreateFormFile("file", req.File)
		fw.Write(data)
	}
	rj, _ := json.Marshal(req)
	mw.WriteField("request", string(rj))
	mw.Close()
	res, body := postCase(t, ts, "/api/event", mw.FormDataContentType(), &b)
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatalf("not JSON: %s", body)
	}
	return res.StatusCode, m
}

// engineBoard is what the engine reads from a case naming an event file.
func engineBoard(t *testing.T, keys string) *engine.Case {
	t.Helper()
	text := keys + "\nnon_offending = \"NS\"\n[[scenario]]\ncontract = \"Pass\"\nweight = \"100%\"\n"
	c, err := engine.ParseCaseData("case.toml", []byte(text), os.DirFS(eventData), ".")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func strs(v any) []string {
	var out []string
	list, _ := v.([]any)
	for _, x := range list {
		out = append(out, x.(string))
	}
	return out
}

// TestEvent: a board read from each kind of event file gives the page
// the engine's deal, table result and field (or other room).
func TestEvent(t *testing.T) {
	code, m := eventForm(t, eventRequest{File: "club.pbn", Format: "pbn", Board: 7, TablePairs: []string{"4", "11"}, Scoring: "matchpoints"})
	if code != 200 {
		t.Fatalf("club.pbn: %d %v", code, m)
	}
	c := engineBoard(t, `pbn = "club.pbn"`+"\nboard = 7\ntable_pairs = [4, 11]\nscoring = \"matchpoints\"")
	f := m["form"].(map[string]any)
	var want []string
	for _, r := range c.Field {
		want = append(want, r.String())
	}
	if got := strs(f["field"]); strings.Join(got, "|") != strings.Join(want, "|") || len(got) != 8 {
		t.Errorf("field %v, the engine's %v", got, want)
	}
	if f["table_result"] != c.TableResult.String() || f["deal"] != c.Deal.String() || f["dealer"] != "S" || f["vulnerability"] != "All" {
		t.Errorf("club.pbn: %v", f)
	}
	// Teams: the other room, and the auction.
	code, m = eventForm(t, eventRequest{File: "teams.pbn", Format: "pbn", Board: 7, TablePairs: []string{"3", "4"}, Scoring: "imps"})
	if f := m["form"].(map[string]any); code != 200 || f["vs"] != "4S+1 N" || !strings.HasPrefix(f["auction"].(string), "1S") {
		t.Errorf("teams.pbn: %d %v", code, m)
	}
	// USEBIO.
	code, m = eventForm(t, eventRequest{File: "club-usebio.xml", Format: "usebio", Board: 7, TablePairs: []string{"4", "11"}, Scoring: "matchpoints"})
	if f, _ := m["form"].(map[string]any); code != 200 || len(strs(f["field"])) == 0 || f["deal"] == "" {
		t.Errorf("club-usebio.xml: %d %v", code, m)
	}
	// A handviewer link: no file.
	link, err := os.ReadFile(filepath.Join(eventData, "handviewer-board7.url"))
	if err != nil {
		t.Fatal(err)
	}
	code, m = eventForm(t, eventRequest{File: strings.TrimSpace(string(link)), Format: "lin", Scoring: "imps"})
	if f, _ := m["form"].(map[string]any); code != 200 || f["board"] != 7.0 || !strings.Contains(f["auction"].(string), "2C") ||
		f["table_result"] != "4S+1 S" || !strings.Contains(m["note"].(string), "other room") {
		t.Errorf("handviewer link: %d %v", code, m)
	}
	// A pair not in the file: the engine's message names the file and the board.
	code, m = eventForm(t, eventRequest{File: "club.pbn", Format: "pbn", Board: 7, TablePairs: []string{"4", "99"}, Scoring: "matchpoints"})
	if code != 400 || !strings.Contains(m["error"].(string), "club.pbn") {
		t.Errorf("pair 99: %d %v", code, m)
	}
	// A file that was not uploaded is not read from the disk.
	code, m = eventForm(t, eventRequest{File: "/etc/hostname", Format: "pbn", Board: 1, TablePairs: []string{"1", "2"}})
	if code != 400 {
		t.Errorf("a file on the server's disk: %d %v", code, m)
	}
}

// starterError is ruling case new's error for a starter: the message the
// command line prints after "ruling: error: ".
func starterError(t *testing.T, st engine.Starter) string {
	t.Helper()
	fsys := os.DirFS(eventData)
	ev, err := engine.ReadEventFile(fsys, ".", st.File, st.Format)
	if err != nil {
		return err.Error()
	}
	if _, err := engine.StarterCase(ev, st, fsys, "."); err != nil {
		return err.Error()
	}
	return ""
}

// TestEventAsCaseNew: the page reads a board as ruling case new does —
// the form of scoring from the file (or a guess it names), and what the
// file does not give, or cannot, in the command line's words.
func TestEventAsCaseNew(t *testing.T) {
	// The form of scoring: the file's (USEBIO's MATCH_POINTS), or the
	// other room's presence (teams.pbn names none).
	code, m := eventForm(t, eventRequest{File: "club-usebio.xml", Format: "usebio", Board: 7, TablePairs: []string{"4", "11"}})
	if f, _ := m["form"].(map[string]any); code != 200 || f["scoring"] != "matchpoints" || m["scoring_note"] != nil || f["title"] != "Board 7" || f["event"] != "Tuesday Pairs" {
		t.Errorf("club-usebio.xml: %d %v", code, m)
	}
	code, m = eventForm(t, eventRequest{File: "teams.pbn", Format: "pbn", Board: 7, TablePairs: []string{"3", "4"}})
	if f, _ := m["form"].(map[string]any); code != 200 || f["scoring"] != "imps" || f["vs"] != "4S+1 N" || !strings.Contains(m["scoring_note"].(string), "the table's match has its other room") {
		t.Errorf("teams.pbn: %d %v", code, m)
	}
	// A table named by one player (a BBO tournament's PBN), its own auction.
	code, m = eventForm(t, eventRequest{File: "real/aba_17901_aba_pairs.pbn", Format: "pbn", Board: 1, TablePairs: []string{"Sheldoon"}, Scoring: "matchpoints"})
	if f, _ := m["form"].(map[string]any); code != 200 || f["table_result"] != "3C+2 N" || len(strs(f["field"])) != 27 || !strings.HasPrefix(f["auction"].(string), "1C(") || f["table"] != "N GiB, S Sheldoon v E GiB, W Scotty48" {
		t.Errorf("Sheldoon: %d %v", code, m)
	}
	// What the file does not give: the note is ruling case new's error.
	for _, tt := range []struct {
		req eventRequest
		st  engine.Starter
	}{
		{eventRequest{File: "bbo-wronie-board1.lin", Format: "lin"}, engine.Starter{File: "bbo-wronie-board1.lin", Format: event.LIN}},
		{eventRequest{File: "bbo-wronie-board1.lin", Format: "lin", Scoring: "matchpoints"}, engine.Starter{File: "bbo-wronie-board1.lin", Format: event.LIN, Scoring: "matchpoints"}},
		{eventRequest{File: "real/bbo-skyclub-20784108.lin", Format: "lin", Scoring: "imps"}, engine.Starter{File: "real/bbo-skyclub-20784108.lin", Shown: "bbo-skyclub-20784108.lin", Format: event.LIN, Scoring: "imps"}},
		{eventRequest{File: "real/bigdeal-psbridge.pbn", Format: "pbn", Board: 3}, engine.Starter{File: "real/bigdeal-psbridge.pbn", Shown: "bigdeal-psbridge.pbn", Format: event.PBN, Board: 3}},
	} {
		code, m := eventForm(t, tt.req)
		want := starterError(t, tt.st)
		note, _ := m["note"].(string)
		if code != 200 || want == "" || note == "" || !strings.HasSuffix(want, ": "+note) {
			t.Errorf("%s: %d %v\nruling case new: %s", tt.req.File, code, m, want)
		}
	}
	// What the file cannot give: the error is ruling case new's.
	for _, tt := range []struct {
		req eventRequest
		st  engine.Starter
	}{
		{eventRequest{File: "club.pbn", Format: "pbn", Board: 7, TablePairs: []string{"4", "99"}}, engine.Starter{File: "club.pbn", Format: event.PBN, Board: 7, Pairs: []string{"4", "99"}}},
		{eventRequest{File: "real/aba_17901_aba_pairs.pbn", Format: "pbn", Board: 1, TablePairs: []string{"GiB"}}, engine.Starter{File: "real/aba_17901_aba_pairs.pbn", Shown: "aba_17901_aba_pairs.pbn", Format: event.PBN, Board: 1, Pairs: []string{"GiB"}}},
		{eventRequest{File: "club.pbn", Format: "pbn", Board: 8, TablePairs: []string{"4", "11"}}, engine.Starter{File: "club.pbn", Format: event.PBN, Board: 8, Pairs: []string{"4", "11"}}},
	} {
		code, m := eventForm(t, tt.req)
		want := starterError(t, tt.st)
		if tt.st.Shown != "" {
			want = strings.ReplaceAll(want, tt.st.File, tt.st.Shown)
		}
		if code != 400 || want == "" || m["error"] != want {
			t.Errorf("%s: %d %v\nruling case new: %s", tt.req.File, code, m["error"], want)
		}
	}
}

// TestDefaults: the defaults the page shows are the engine's.
func TestDefaults(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	res, err := ts.Client().Get(ts.URL + "/api/defaults")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var d engineDefaults
	if err := json.NewDecoder(res.Body).Decode(&d); err != nil || d.Samples != engine.DefaultSamples || d.Playouts != engine.DefaultPlayouts || d.Layouts != singledummy.DefaultSamples {
		t.Errorf("defaults %+v, %v", d, err)
	}
}

// TestLoadCaseWithFiles: a saved case naming an event file loads with the
// file uploaded beside it, the board written out in the form.
func TestLoadCaseWithFiles(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	text := "pbn = \"club.pbn\"\nboard = 7\ntable_pairs = [4, 11]\nscoring = \"matchpoints\"\nnon_offending = \"NS\"\n" +
		"[[scenario]]\nresult = \"4S= S\"\nweight = \"100%\"\n"
	data, err := os.ReadFile(filepath.Join(eventData, "club.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	mw.WriteField("case", text)
	fw, _ := mw.CreateFormFile("file", "club.pbn")
	fw.Write(data)
	mw.Close()
	res, body := postCase(t, ts, "/api/case/load", mw.FormDataContentType(), &b)
	var ans struct {
		Form caseForm `json:"form"`
	}
	json.Unmarshal(body, &ans)
	c := engineBoard(t, `pbn = "club.pbn"`+"\nboard = 7\ntable_pairs = [4, 11]\nscoring = \"matchpoints\"")
	if res.StatusCode != 200 || ans.Form.Deal != c.Deal.String() || len(ans.Form.Field) != len(c.Field) || ans.Form.TableResult != c.TableResult.String() {
		t.Errorf("%d %s", res.StatusCode, body)
	}
	// Without the file, the engine says which file is missing.
	res, body = postCase(t, ts, "/api/case/load", "application/toml", strings.NewReader(text))
	if res.StatusCode != 400 || !strings.Contains(string(body), "club.pbn") {
		t.Errorf("without the file: %d %s", res.StatusCode, body)
	}
}

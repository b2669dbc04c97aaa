package web

import (
	"bytes"
	"encoding/json"
	"mime/multipart"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/weighting/engine"
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

package web

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// testCase is examples/misinformation-mp.toml cut to 20 samples: one
// simulated scenario, one double dummy.
const testCase = `title = "Board 7: misexplained 3♥"
board = 7
deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
scoring = "matchpoints"
field = ["+620", "+620", "+650", "4S-1 N", "+170", "3HX-2 E"]
non_offending = "NS"
table_result = "3H= E"
samples = 20
seed = 7

[[scenario]]
name = "North bids 4♠"
contract = "4S"
declarer = "N"
tricks = "simulate"
condition = "hearts(east) >= 5 && hcp(east) >= 8 && hcp(east) <= 11"
weight = "60%"

[[scenario]]
name = "North doubles 3♥"
contract = "3HX"
declarer = "E"
tricks = "dd"
weight = "40%"
`

// engineReports runs a case through the engine as the command line does.
func engineReports(t *testing.T, text string) (*engine.Ruling, map[string]string) {
	t.Helper()
	c, err := engine.ParseCaseData("case.toml", []byte(text), nil, ".")
	if err != nil {
		t.Fatal(err)
	}
	res, err := engine.Adjust(context.Background(), c, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range []string{"json", "html", "md", "text"} {
		enc, _ := reports.ByName(f)
		var b bytes.Buffer
		if err := enc.Encode(&b, res); err != nil {
			t.Fatal(err)
		}
		out[f] = b.String()
	}
	return res, out
}

func postCase(t *testing.T, ts *httptest.Server, path, ctype string, body io.Reader) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest("POST", ts.URL+path, body)
	req.Header.Set("Content-Type", ctype)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	res, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, b
}

// TestAdjustAPI: the JSON report of /api/adjust is the command line's
// (--format json), byte for byte; the other formats too.
func TestAdjustAPI(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	_, want := engineReports(t, testCase)
	for _, f := range []string{"json", "html", "md", "text"} {
		res, body := postCase(t, ts, "/api/adjust?format="+f, "application/toml", strings.NewReader(testCase))
		if res.StatusCode != 200 {
			t.Fatalf("%s: status %d: %s", f, res.StatusCode, body)
		}
		if strings.TrimSpace(string(body)) != strings.TrimSpace(want[f]) {
			t.Errorf("format %s: the API's report differs from the engine's", f)
		}
	}
	res, body := postCase(t, ts, "/api/adjust?format=toml", "application/toml", strings.NewReader(testCase))
	if c, err := engine.ParseCaseData("saved.toml", body, nil, "."); res.StatusCode != 200 || err != nil || c.Title != "Board 7: misexplained 3♥" {
		t.Errorf("the case file back: %d %v", res.StatusCode, err)
	}
}

// TestAdjustErrors: a bad case is 400 with the line.
func TestAdjustErrors(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	for _, c := range []struct {
		name, text string
		line       int
		msg        string
	}{
		{"bad TOML", "title = \"x\"\nboard = = 7\n", 2, ""},
		{"weights", strings.Replace(testCase, `weight = "40%"`, `weight = "35%"`, 1), 0, "95"},
		{"unknown key", testCase + "colour = \"red\"\n", 0, "colour"},
		{"a file not uploaded", strings.Replace(testCase, `deal = "N:AKQ2`, `pbn = "/etc/passwd"`+"\n"+`# "N:AKQ2`, 1), 0, "passwd"},
	} {
		res, body := postCase(t, ts, "/api/adjust", "application/toml", strings.NewReader(c.text))
		var e apiError
		json.Unmarshal(body, &e)
		if res.StatusCode != 400 || e.Error == "" || c.line != 0 && e.Line != c.line || !strings.Contains(e.Error, c.msg) {
			t.Errorf("%s: %d %s", c.name, res.StatusCode, body)
		}
	}
	res, body := postCase(t, ts, "/api/adjust", "application/json", strings.NewReader(`{}`))
	if res.StatusCode != 415 {
		t.Errorf("JSON body: %d %s", res.StatusCode, body)
	}
	big := strings.Repeat("# padding\n", maxCaseBody/10+1)
	res, body = postCase(t, ts, "/api/adjust", "application/toml", strings.NewReader(big))
	if res.StatusCode != 413 {
		t.Errorf("oversized case: %d %s", res.StatusCode, body)
	}
}

// TestAdjustFiles: a multipart case reads the files uploaded with it, and
// nothing else.
func TestAdjustFiles(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	pbn := "[Event \"club\"]\n[Board \"7\"]\n[Dealer \"S\"]\n[Vulnerable \"All\"]\n[Deal \"N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765\"]\n\n"
	text := strings.Replace(testCase, `deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"`, `pbn = "event.pbn"`, 1)
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	mw.WriteField("case", text)
	fw, _ := mw.CreateFormFile("file", "event.pbn")
	io.WriteString(fw, pbn)
	mw.Close()
	res, body := postCase(t, ts, "/api/adjust", mw.FormDataContentType(), &b)
	_, want := engineReports(t, testCase)
	if res.StatusCode != 200 || strings.TrimSpace(string(body)) != strings.TrimSpace(want["json"]) {
		t.Errorf("case with its PBN file: %d %.300s", res.StatusCode, body)
	}
	// Without the file: the engine cannot read it.
	res, body = postCase(t, ts, "/api/adjust", "application/toml", strings.NewReader(text))
	if res.StatusCode != 400 || !strings.Contains(string(body), "event.pbn") {
		t.Errorf("case without its PBN file: %d %s", res.StatusCode, body)
	}
}

// formCase posts a form to /api/case and reads the case file it becomes,
// which the engine must accept.
func formCase(t *testing.T, ts *httptest.Server, form string) (string, *engine.Case) {
	t.Helper()
	res, m := postJSON(t, ts, "/api/case", form)
	if res.StatusCode != 200 {
		t.Fatalf("form: %d %v", res.StatusCode, m)
	}
	text := m["case"].(string)
	c, err := engine.ParseCaseData("case.toml", []byte(text), nil, ".")
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	return text, c
}

// TestCaseForm: the page's form becomes a case file the engine checks;
// a saved case file loads back into the same form.
func TestCaseForm(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	form := `{"title": "Board 7", "board": 7, "deal": "` + testDeal + `", "scoring": "matchpoints",
		"field": ["+620", "+620", "4S-1 N", "+170"], "non_offending": "NS", "table_result": "3H= E", "seed": 3,
		"options": {"round": 5},
		"scenarios": [
			{"name": "4S", "contract": "4S", "declarer": "N", "tricks": "simulate", "condition": "hcp(east) >= 8", "weight": "60%", "weight_ew": "70%"},
			{"name": "made", "tricks": "fixed", "result": "4S-1 N", "weight": "20%", "weight_ew": "10%"},
			{"name": "lead", "contract": "4S", "declarer": "N", "tricks": "lead", "lead": "hearts", "weight": "20%", "weight_ew": "20%"}]}`
	text, c := formCase(t, ts, form)
	if len(c.Scenarios) != 3 || !c.Split() || c.Round != 5 || *c.Seed != 3 || c.Scenarios[2].How != engine.Lead || c.Scenarios[1].How != engine.Fixed {
		t.Errorf("the case written:\n%s", text)
	}
	// Load it back.
	res2, body := postCase(t, ts, "/api/case/load", "application/toml", strings.NewReader(text))
	var loaded struct {
		Form caseForm `json:"form"`
		Note string   `json:"note"`
	}
	json.Unmarshal(body, &loaded)
	f := loaded.Form
	if res2.StatusCode != 200 || f.Title != "Board 7" || len(f.Scenarios) != 3 || f.Scenarios[0].WeightEW != "70%" ||
		f.Scenarios[1].Tricks != "fixed" || f.Scenarios[1].Result == "" || f.Scenarios[2].Tricks != "lead" || f.Options.Round != 5 {
		t.Errorf("loaded: %d %s", res2.StatusCode, body)
	}
	// A single-dummy scenario with a breakdown: the engine's keys.
	sdForm := strings.Replace(form, `"tricks": "simulate", "condition": "hcp(east) >= 8",`,
		`"tricks": "single-dummy", "samples": 4, "layouts": 3, "view": "declarer", "condition": "hcp(east) >= 8", "breakdown": ["hcp(east) >= 10", "hearts(west) >= 3"],`, 1)
	sdText, sc := formCase(t, ts, sdForm)
	if s := sc.Scenarios[0]; s.How != engine.SingleDummy || s.Play.Samples != 4 || s.Play.Layouts != 3 || s.Play.View != "declarer" ||
		len(s.Play.Breakdown) != 2 || s.Play.Breakdown[1] != "hearts(west) >= 3" || s.Condition == "" {
		t.Errorf("single-dummy scenario: %+v\n%s", s, sdText)
	}
	res2, body = postCase(t, ts, "/api/case/load", "application/toml", strings.NewReader(sdText))
	json.Unmarshal(body, &loaded)
	if g := loaded.Form.Scenarios[0]; res2.StatusCode != 200 || g.Tricks != "single-dummy" || g.Samples != 4 || g.Layouts != 3 || g.View != "declarer" || len(g.Breakdown) != 2 {
		t.Errorf("single-dummy loaded: %d %s", res2.StatusCode, body)
	}
	// A form the engine refuses: the message names the problem.
	res, m := postJSON(t, ts, "/api/case", strings.Replace(form, `"60%"`, `"50%"`, 1))
	if res.StatusCode != 400 || !strings.Contains(m["error"].(string), "%") {
		t.Errorf("bad weights: %d %v", res.StatusCode, m)
	}
	// A saved case with a syntax error: the line.
	res2, body = postCase(t, ts, "/api/case/load", "application/toml", strings.NewReader("title = \"x\"\n\nboard = \n"))
	if res2.StatusCode != 400 || !strings.Contains(string(body), `"line":3`) {
		t.Errorf("bad case file: %d %s", res2.StatusCode, body)
	}
}

// The page's forms of scoring are weighting's list, in its order.
func TestScoringsEndpoint(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	res, err := ts.Client().Get(ts.URL + "/api/scorings")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var got []struct{ Name, Title string }
	if err := json.NewDecoder(res.Body).Decode(&got); err != nil || res.StatusCode != 200 {
		t.Fatalf("GET /api/scorings: %d %v", res.StatusCode, err)
	}
	names := weighting.ScoringNames()
	if len(got) != len(names) {
		t.Fatalf("got %v, want %v", got, names)
	}
	for i, f := range got {
		if f.Name != names[i] || f.Title == "" {
			t.Errorf("form %d: %+v, want name %s with a title", i, f, names[i])
		}
	}
}

// A scenario's play rules go through the form to the case file and back.
func TestCaseFormRules(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	form := `{"title": "Board 7", "board": 7, "deal": "` + testDeal + `", "scoring": "imps", "vs": "4S= N",
		"non_offending": "NS", "table_result": "4S-1 N",
		"scenarios": [{"name": "refused", "contract": "4S", "declarer": "N", "tricks": "dd", "rules": ["penalty E HQ", "lead W not D"], "weight": "100%"}]}`
	text, c := formCase(t, ts, form)
	if got := dds.RulesText(c.Scenarios[0].Rules); got != "penalty E HQ, lead W not D" {
		t.Errorf("rules %q in\n%s", got, text)
	}
	res2, body := postCase(t, ts, "/api/case/load", "application/toml", strings.NewReader(text))
	var loaded struct {
		Form caseForm `json:"form"`
	}
	json.Unmarshal(body, &loaded)
	if res2.StatusCode != 200 || len(loaded.Form.Scenarios) != 1 || strings.Join(loaded.Form.Scenarios[0].Rules, "|") != "penalty E HQ|lead W not D" {
		t.Errorf("loaded: %d %s", res2.StatusCode, body)
	}
	// A rule the deal does not allow: the engine's message.
	res, m := postJSON(t, ts, "/api/case", strings.Replace(form, "penalty E HQ", "penalty E SA", 1))
	if res.StatusCode != 400 || !strings.Contains(m["error"].(string), "East does not hold ♠A") {
		t.Errorf("bad rule: %d %v", res.StatusCode, m)
	}
}

// handlers_test.go: the builder's endpoint, /api/solve and /api/options — the answers of package calls over HTTP.

package web

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/reports/web/calls"
)

func TestBuildEndpoint(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	res, m := postJSON(t, ts, "/api/condition/build", `{"seats": {"W": {"hcp": {"max": 9}}, "E": {"hearts": {"min": 6, "max": 6}}}}`)
	if res.StatusCode != 200 || m["condition"] != "hearts(east) == 6\n&& hcp(west) <= 9" {
		t.Errorf("build: %d %q", res.StatusCode, m)
	}
	res, m = postJSON(t, ts, "/api/condition/build", `{"seats": {"X": {}}}`)
	if res.StatusCode != 400 || !strings.Contains(m["error"].(string), "not a seat") {
		t.Errorf("bad seat: %d %v", res.StatusCode, m)
	}
	if res, err := ts.Client().Post(ts.URL+"/api/templates", "application/json", nil); err != nil || res.StatusCode != 405 {
		t.Errorf("POST /api/templates: %v %v", res, err)
	}
}

// TestSolveEndpoint: /api/solve answers the call's table and par; a deal
// that cannot be solved is 400 with the reason.
func TestSolveEndpoint(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	res, m := postJSON(t, ts, "/api/solve", `{"deal": "`+testDeal+`", "board": 7}`)
	want, err := (&calls.Engine{}).Solve(calls.SolveRequest{Deal: testDeal, Board: 7})
	if err != nil {
		t.Fatal(err)
	}
	par, _ := m["par"].(map[string]any)
	if res.StatusCode != 200 || fmt.Sprint(m["tricks"]) != fmt.Sprint(want.Tricks) || par["pbn"] != want.Par.PBN || m["dealer"] != "S" || m["vulnerability"] != "All" {
		t.Errorf("solve: %d %v, want %v %+v", res.StatusCode, m, want.Tricks, want.Par)
	}
	res, m = postJSON(t, ts, "/api/solve", `{"deal": "N:AKQ2.T98.KJ5.A43"}`)
	if res.StatusCode != 400 || !strings.HasPrefix(fmt.Sprint(m["error"]), "deal: ") {
		t.Errorf("a partial deal: %d %v", res.StatusCode, m)
	}
}

// TestOptionsEndpoint: /api/options answers the call's report (ruling
// options'); a lead in turn is 400 with the reason.
func TestOptionsEndpoint(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	const loot = "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94"
	req := `{"deal": "` + loot + `", "contract": "4S", "declarer": "S", "irregularity": "lead-out-of-turn", "card": "%s"}`
	res, m := postJSON(t, ts, "/api/options", fmt.Sprintf(req, "E:D7"))
	want, err := (&calls.Engine{}).Options(context.Background(), calls.OptionsRequest{Deal: loot, Contract: "4S", Declarer: "S", Irregularity: "lead-out-of-turn", Card: "E:D7"})
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != 200 || m["text"] != want.Text || !strings.Contains(fmt.Sprint(m["html"]), "Law 54D") {
		t.Errorf("options: %d %.300v\nwant\n%s", res.StatusCode, m, want.Text)
	}
	res, m = postJSON(t, ts, "/api/options", fmt.Sprintf(req, "W:DA"))
	if res.StatusCode != 400 || m["error"] != "card W:DA: West is on lead: the lead is in turn" {
		t.Errorf("a lead in turn: %d %v", res.StatusCode, m)
	}
}

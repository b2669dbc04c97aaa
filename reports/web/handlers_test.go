// handlers_test.go: the builder's endpoint and /api/solve — the answers of package calls over HTTP.

package web

import (
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

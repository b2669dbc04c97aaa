package web_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/ruling-bridge/ruling/reports/web"
)

// The page's API from a script: a case file posted to /api/adjust comes
// back as the JSON report ruling adjust --format json writes (here its
// damage check and each side's award: 60 % of 6 and 40 % of 1
// matchpoints of 8). ruling serve serves the same Handler on
// 127.0.0.1:8080.
func Example() {
	srv := httptest.NewServer(web.New(web.Options{Threads: 1}).Handler())
	defer srv.Close()
	const caseFile = `board = 7
deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
scoring = "matchpoints"
field = ["+620", "+620", "4S-1 N", "+170"]
non_offending = "NS"
table_result = "3H= E"

[[scenario]]
result = "4S= N"
weight = "60%"

[[scenario]]
result = "4S-1 N"
weight = "40%"
`
	resp, err := http.Post(srv.URL+"/api/adjust", "application/toml", strings.NewReader(caseFile))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer resp.Body.Close()
	var report struct {
		Damage string
		Scores []struct {
			Side    string
			Value   float64
			Percent float64
		}
	}
	if err := json.NewDecoder(resp.Body).Decode(&report); err != nil {
		fmt.Println(resp.Status, err)
		return
	}
	fmt.Println(resp.Status, report.Damage)
	for _, s := range report.Scores {
		fmt.Printf("%s %v (%v %%)\n", s.Side, s.Value, s.Percent)
	}
	// Output:
	// 200 OK damaged
	// NS 4 (50 %)
	// EW 4 (50 %)
}

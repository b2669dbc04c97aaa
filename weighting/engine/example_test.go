// example_test.go: the package doc's runnable example.

package engine_test

import (
	"context"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// A misinformation case at matchpoints: the Director judges that without
// the infraction North-South would have bid 4♠, making 60 % of the time.
// Board 7, all vulnerable: 4♠= is +620, beating -100 and +170 and tying
// the two +620s (6 of 8); 4♠-1 is -100, tying the field's -100 (1); the
// table's 3♥= by East, -140, beats nothing (0).
func Example() {
	text := `board = 7
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
	c, err := engine.ParseCaseData("case.toml", []byte(text), nil, ".")
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := engine.Adjust(context.Background(), c, engine.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, o := range res.Adjustments[0].Outcomes {
		fmt.Printf("%s %s: %v matchpoints to NS\n", o.Result, weighting.FormatPercent(o.Weight), o.Value[dds.NS])
	}
	ns, _ := res.Score(dds.NS)
	adj := res.Adjusted[dds.NS]
	fmt.Printf("NS adjusted %.1f of %v, table result %v: %s\n", adj.Value, res.Scoring.Top, res.TableValue[dds.NS], res.Damage)
	fmt.Printf("NS receive %.1f\n", ns.Value)
	// Output:
	// 4S= N 60%: 6 matchpoints to NS
	// 4S-1 N 40%: 1 matchpoints to NS
	// NS adjusted 4.0 of 8, table result 0: damaged
	// NS receive 4.0
}

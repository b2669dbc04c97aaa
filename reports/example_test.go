// example_test.go: runnable examples of building and encoding a ruling.

package reports_test

import (
	"fmt"
	"os"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
)

// A 60/40 matchpoint ruling on a top of 12: the values (8 and 3.5
// matchpoints to NS) come from the weighting engine; reports only words them.
func ExampleWording() {
	made := reports.Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 10, NSScore: 620}
	down := reports.Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 9, NSScore: -100}
	r := &reports.Ruling{
		Scoring: reports.Scoring{Name: "matchpoints", Unit: "matchpoints", Top: 12},
		Adjustments: []reports.Adjustment{{Sides: []dds.Side{dds.NS, dds.EW}, Outcomes: []reports.Outcome{
			{Played: made, Weight: 0.6, Value: [2]float64{8, 4}},
			{Played: down, Weight: 0.4, Value: [2]float64{3.5, 8.5}},
		}}},
		// 0.6 × 8 + 0.4 × 3.5 = 6.2 matchpoints; 6.2 / 12 = 51.7 %.
		Scores: []reports.SideScore{{Side: dds.NS, Value: 6.2}, {Side: dds.EW, Value: 5.8}},
	}
	fmt.Println(reports.Wording(r))
	// Output:
	// Score adjusted (Law 12C1(c)) for both sides: 60 % of 4♠ by North making, 40 % of 4♠ by North one off: NS 6.2 matchpoints of 12 (51.7 %).
}

// Choosing a format by name and encoding a one-outcome ruling in Markdown.
func ExampleByName() {
	enc, err := reports.ByName("md")
	if err != nil {
		fmt.Println(err)
		return
	}
	d, _ := dds.ParseDeal("N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765")
	r := &reports.Ruling{
		Title: "Board 7", Board: 7, Dealer: dds.South, Vulnerability: dds.VulAll, Deal: d,
		Scoring:     reports.Scoring{Name: "imps", Unit: "IMPs"},
		TableResult: reports.Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 9, NSScore: -100},
		Adjustments: []reports.Adjustment{{Sides: []dds.Side{dds.NS, dds.EW}, Outcomes: []reports.Outcome{
			{Played: reports.Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 10, NSScore: 620}, Weight: 1, Value: [2]float64{0, 0}},
		}}},
		Scores: []reports.SideScore{{Side: dds.NS, Value: 0}, {Side: dds.EW, Value: 0}},
	}
	if err := enc.Encode(os.Stdout, r); err != nil {
		fmt.Println(err)
	}
	// Output:
	// # Board 7
	//
	// - **Board:** 7
	// - **Dealer:** South
	// - **Vulnerable:** All
	// - **Scoring:** imps
	// - **Table result:** 4♠ by North one off, NS -100
	// - **Non-offending side:** NS
	//
	// ```text
	//                   ♠ AKQ2
	//                   ♥ T98
	//                   ♦ KJ5
	//                   ♣ A43
	// ♠ 3                   N             ♠ T965
	// ♥ KJ6             W       E         ♥ Q5432
	// ♦ 7643                S             ♦ A2
	// ♣ 98765                             ♣ K2
	//                   ♠ J874
	//                   ♥ A7
	//                   ♦ QT98
	//                   ♣ QJT
	// ```
	//
	// ## Outcomes for both sides
	//
	// | result | NS score | weight | NS IMPs | EW IMPs |
	// |---|---:|---:|---:|---:|
	// | 4♠= N | +620 | 100 % | 0 | 0 |
	//
	// ## Weighted scores
	//
	// | side | score |
	// |---|---|
	// | NS | 0 IMPs |
	// | EW | 0 IMPs |
	//
	// ## Method
	//
	// - The scores use the exact weights.
	// - Each outcome is valued under the form of scoring first, then the values are weighted.
	//
	// ## Ruling
	//
	// **Score adjusted (Law 12C1(b)) for both sides: 4♠ by North making: NS 0 IMPs.**
}

// example_test.go: runnable examples of building and encoding a ruling.

package reports_test

import (
	"fmt"
	"math/big"
	"os"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// A 60/40 matchpoint ruling on a top of 12: the values (8 and 3.5
// matchpoints to NS) come from the weighting engine; reports only words them.
func ExampleWording() {
	made, _ := weighting.ParseResult("4S= N")
	down, _ := weighting.ParseResult("4S-1 N")
	r := &engine.Ruling{
		Scoring: engine.ScoringInfo{Form: weighting.MatchpointScoring{}, Top: 12},
		Adjustments: []engine.Adjustment{{Sides: []dds.Side{dds.NS, dds.EW}, Outcomes: []engine.Outcome{
			{Played: engine.Played{Result: made, NSScore: 620}, Weight: big.NewRat(3, 5), Value: [2]float64{8, 4}},
			{Played: engine.Played{Result: down, NSScore: -100}, Weight: big.NewRat(2, 5), Value: [2]float64{3.5, 8.5}},
		}}},
		// 0.6 × 8 + 0.4 × 3.5 = 6.2 matchpoints; 6.2 / 12 = 51.7 %.
		Scores: []engine.SideScore{{Side: dds.NS, Value: 6.2}, {Side: dds.EW, Value: 5.8}},
	}
	fmt.Println(reports.Wording(r))
	// Output:
	// Score adjusted (Law 12C1(c)) for both sides: 60 % 4♠= by N, 40 % 4♠-1 by N — NS 6.2 of 12 matchpoints (51.7 %), EW 5.8 of 12 matchpoints (48.3 %).
}

// Choosing a format by name and encoding a one-outcome ruling in Markdown.
func ExampleByName() {
	enc, err := reports.ByName("md")
	if err != nil {
		fmt.Println(err)
		return
	}
	d, _ := dds.ParseDeal("N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765")
	made, _ := weighting.ParseResult("4S= N")
	down, _ := weighting.ParseResult("4S-1 N")
	r := &engine.Ruling{
		Title: "Board 7", Board: 7, Dealer: dds.South, Vulnerability: dds.VulAll, Deal: d,
		Scoring:     engine.ScoringInfo{Form: weighting.IMPScoring{}},
		TableResult: engine.Played{Result: down, NSScore: -100},
		Adjustments: []engine.Adjustment{{Sides: []dds.Side{dds.NS, dds.EW}, Outcomes: []engine.Outcome{
			{Played: engine.Played{Result: made, NSScore: 620}, Weight: big.NewRat(1, 1), Value: [2]float64{0, 0}},
		}}},
		Scores:     []engine.SideScore{{Side: dds.NS, Value: 0}, {Side: dds.EW, Value: 0}},
		TableValue: [2]float64{-12, 12}, // -100 against the other room's +620
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
	// - **Scoring:** IMPs (teams)
	// - **Table result:** 4♠-1 by N, NS -100; its own score: NS -12, EW +12 IMPs
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
	// | 4♠= by N | +620 | 100 % | 0 | 0 |
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
	// **Score adjusted (Law 12C1(b)) for both sides: 4♠= by N — NS 0 IMPs, EW 0 IMPs.**
	//
	// *Either side may appeal against this ruling (Law 92A). The right to appeal expires 30 minutes after the official score has been made available for inspection, unless the regulations of the event say otherwise (Law 92B).*
}

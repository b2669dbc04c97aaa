// wording_test.go: the ruling's wording leaves out outcomes that rounding took to 0 %.

package reports

import (
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

func TestWordingOmitsRoundedZero(t *testing.T) {
	made := Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 10, NSScore: 620}
	down := Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 9, NSScore: -100}
	down3 := Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 7, NSScore: -300}
	r := &Ruling{
		Scoring: Scoring{Name: "matchpoints", Unit: "matchpoints", Top: 12},
		Method:  Method{Round: 5},
		Adjustments: []Adjustment{{Sides: []dds.Side{dds.NS, dds.EW}, Outcomes: []Outcome{
			{Played: made, Weight: 0.61, Rounded: 0.6, Value: [2]float64{8, 4}},
			{Played: down, Weight: 0.38, Rounded: 0.4, Value: [2]float64{3.5, 8.5}},
			{Played: down3, Weight: 0.01, Rounded: 0, Value: [2]float64{0, 12}},
		}}},
		Scores: []SideScore{{Side: dds.NS, Value: 6.2}, {Side: dds.EW, Value: 5.8}},
	}
	got := Wording(r)
	if strings.Contains(got, "three off") || strings.Contains(got, ", 0 % of") {
		t.Errorf("wording names an outcome rounded to 0 %%: %s", got)
	}
	if !strings.Contains(got, "60 % of 4♠ by North making, 40 % of 4♠ by North one off") {
		t.Errorf("wording %q lacks the two outcomes", got)
	}
	// Without rounding the exact weights are used, 1 % included.
	r.Method.Round = 0
	if got := Wording(r); !strings.Contains(got, "1 % of 4♠ by North three off") {
		t.Errorf("unrounded wording %q lacks the 1 %% outcome", got)
	}
}

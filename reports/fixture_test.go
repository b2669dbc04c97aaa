// fixture_test.go: hand-built rulings the tests encode, with their arithmetic worked by hand.

package reports

import (
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// testDeal is board 7's deal, written out by hand (every card once).
const testDeal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"

func mustDeal(t testing.TB) dds.Deal {
	t.Helper()
	d, err := dds.ParseDeal(testDeal)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// weightedRuling is a matchpoint ruling with one simulated scenario.
//
// Board 7, all vulnerable, seven results (top 12, EBU units). The field's
// NS scores are +620 +620 +650 -100 +170 +500. Matchpoints for NS, by hand
// (2 per score beaten, 1 per tie, against the six others):
//
//	+620: beats -100 +170 +500 (6), ties +620 +620 (2)  = 8; EW 4
//	-100: ties -100 (1)                                  = 1; EW 11
//	+500: beats -100 +170 (4), ties +500 (1)             = 5; EW 7
//
// Scenario 1 (weight 60 %): 4♠ by North simulated 1000 times: 9 tricks 120
// times, 10 tricks 880 times. Wilson 95 % intervals (z = 1.96):
// 120/1000 → 0.1013–0.1416, 880/1000 → 0.8584–0.8987.
// Scenario 2 (weight 40 %): 3♥ doubled by East two off, fixed: +500.
// Outcome weights: 0.6 × 0.88 = 52.8 %, 0.6 × 0.12 = 7.2 %, 40 %.
// NS = 0.528×8 + 0.072×1 + 0.4×5 = 6.296 (52.5 %); EW = 12 − 6.296 = 5.704.
// NS as a function of p(10 tricks): 0.6×(1 + 7p) + 2, so the interval is
// 6.2052–6.3745 for p in 0.8584–0.8987; EW 5.6255–5.7948.
func weightedRuling(t testing.TB) *Ruling {
	return &Ruling{
		Title:         "Board 7: misinformation about 2♦",
		Board:         7,
		Dealer:        dds.South,
		Vulnerability: dds.VulAll,
		Deal:          mustDeal(t),
		Scoring: Scoring{Name: "matchpoints", Unit: "matchpoints", Top: 12,
			Options: []string{"field: +620, +620, +650, -100, +170, +500", "units: EBU"}},
		TableResult:  Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 9, NSScore: -100},
		NonOffending: dds.NS,
		Scenarios: []Scenario{
			{Name: "No double of 3♥", Description: "With the correct explanation North bids 4♠.",
				Contract: "4♠", Declarer: dds.North, Level: 4, How: Simulate, Weight: "60 %",
				Condition: "hcp(east) >= 10 && hearts(east) >= 5", Samples: 1000,
				Tricks: []TrickCount{
					{Tricks: 9, Count: 120, P: 0.12, CI: Interval{Low: 0.1013, High: 0.1416}},
					{Tricks: 10, Count: 880, P: 0.88, CI: Interval{Low: 0.8584, High: 0.8987}},
				}},
			{Name: "Double of 3♥", Contract: "3♥×", Declarer: dds.East, Level: 3, How: Fixed, Weight: "40 %",
				Tricks: []TrickCount{{Tricks: 7, Count: 1, P: 1}}},
		},
		Adjustments: []Adjustment{{Sides: []dds.Side{dds.NS, dds.EW}, Outcomes: []Outcome{
			{Played: Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 10, NSScore: 620}, Weight: 0.528, Value: [2]float64{8, 4}},
			{Played: Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 9, NSScore: -100}, Weight: 0.072, Value: [2]float64{1, 11}},
			{Played: Result{Contract: "3♥×", Declarer: dds.East, Level: 3, Tricks: 7, NSScore: 500}, Weight: 0.4, Value: [2]float64{5, 7}},
		}}},
		Scores: []SideScore{
			{Side: dds.NS, Value: 6.296, CI: Interval{Low: 6.2052, High: 6.3745}},
			{Side: dds.EW, Value: 5.704, CI: Interval{Low: 5.6255, High: 5.7948}},
		},
		Adjusted: []SideScore{
			{Side: dds.NS, Value: 6.296, CI: Interval{Low: 6.2052, High: 6.3745}},
			{Side: dds.EW, Value: 5.704, CI: Interval{Low: 5.6255, High: 5.7948}},
		},
		// The table's 4♠-1 (-100) ties the field's -100: 1 for NS, 11 for EW.
		TableValue: [2]float64{1, 11},
		Damage:     Damaged,
		Method:     Method{Samples: 1000, Seed: 42, Solver: "go"},
	}
}

// splitRuling is a teams (IMPs) ruling with split weights, rounding, a lead
// table and a serious error by the non-offending side.
//
// Other room: +620 to NS. At IMPs (WBF scale): +620 v +620 = 0;
// -100 v +620 = -720 → -12; +170 v +620 = -450 → -10.
// NS (70 % / 30 %): B = 0.3 × -12 = -3.6. EW (80 % / 20 %): 0.2 × 12 = +2.4.
// Law 12C1(e) for NS: A = -12 (table, 4♠-1), C = -10 (3♠ making 10 tricks,
// without the serious error), B = -3.6; A < C < B so NS receive
// A + B − C = -12 - 3.6 + 10 = -5.6.
func splitRuling(t testing.TB) *Ruling {
	made := Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 10, NSScore: 620}
	down := Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 9, NSScore: -100}
	return &Ruling{
		Title:         "Board 7 | <script>alert(1)</script> & co",
		Board:         7,
		Dealer:        dds.South,
		Vulnerability: dds.VulAll,
		Deal:          mustDeal(t),
		Scoring:       Scoring{Name: "imps", Unit: "IMPs", Options: []string{"other room: 4♠= N, +620"}},
		TableResult:   down,
		NonOffending:  dds.NS,
		Scenarios: []Scenario{
			{Name: "Heart lead prohibited", Contract: "4♠", Declarer: dds.North, Level: 4, How: Lead,
				Lead: "not hearts", Weight: "NS 70 %, EW 80 %",
				Tricks: []TrickCount{{Tricks: 10, Count: 1, P: 1}},
				Leads: []LeadRow{
					{Lead: "♦A", Defence: 3, Beat: 0, Score: 0, Chosen: true},
					{Lead: "♣K", Defence: 3, Beat: 0, Score: 0},
					{Lead: "♠T", Defence: 2, Beat: 0, Score: -1},
				}},
			{Name: "Declarer misguesses", Contract: "4♠", Declarer: dds.North, Level: 4, How: Fixed,
				Weight: "NS 30 %, EW 20 %", Tricks: []TrickCount{{Tricks: 9, Count: 1, P: 1}}},
		},
		Adjustments: []Adjustment{
			{Sides: []dds.Side{dds.NS}, Outcomes: []Outcome{
				{Played: made, Weight: 0.7, Rounded: 0.7, Value: [2]float64{0, 0}},
				{Played: down, Weight: 0.3, Rounded: 0.3, Value: [2]float64{-12, 12}},
			}},
			{Sides: []dds.Side{dds.EW}, Outcomes: []Outcome{
				{Played: made, Weight: 0.8, Rounded: 0.8, Value: [2]float64{0, 0}},
				{Played: down, Weight: 0.2, Rounded: 0.2, Value: [2]float64{-12, 12}},
			}},
		},
		Scores:     []SideScore{{Side: dds.NS, Value: -5.6}, {Side: dds.EW, Value: 2.4}},
		Adjusted:   []SideScore{{Side: dds.NS, Value: -3.6}, {Side: dds.EW, Value: 2.4}},
		TableValue: [2]float64{-12, 12},
		Damage:     Damaged,
		SeriousError: &SeriousError{Side: dds.NS, Error: "South's double of 5♥ <wild>", A: -12, B: -3.6, C: -10,
			CResult: "3♠ by North making 10 tricks", Awarded: -5.6,
			Case: "part of the damage is self-inflicted (A < C < B): non-offenders get A + B − C"},
		Method: Method{Solver: "libdds", Round: 5, Version: "v0.1.0"},
		Notes:  []string{"EW's weights differ from NS's (a split score, Law 12C1(c))."},
	}
}

// thirdsRuling is a total-point ruling in thirds, with a passed-out
// outcome and a simulated lead table as evidence.
//
// Board 1, nobody vulnerable: 3NT= S is +400, 3NT-1 S is -50, a pass-out 0.
// NS = (400 − 50 + 0) / 3 = 116.67 points; EW = −116.67.
func thirdsRuling(t testing.TB) *Ruling {
	third := 1.0 / 3
	return &Ruling{
		Title:         "Board 1: a hesitation before pass",
		Board:         1,
		Dealer:        dds.North,
		Vulnerability: dds.VulNone,
		Deal:          mustDeal(t),
		Scoring:       Scoring{Name: "total", Unit: "points"},
		TableResult:   Result{Contract: "3NT", Declarer: dds.South, Level: 3, Tricks: 10, NSScore: 430},
		NonOffending:  dds.EW,
		Scenarios: []Scenario{
			{Name: "West's lead against 3NT", Contract: "3NT", Declarer: dds.South, Level: 3, How: Leads,
				Condition: "hcp(north) >= 15", Samples: 400,
				Leads: []LeadRow{
					{Lead: "♥K", Defence: 4.12, DefenceCI: Interval{Low: 4.02, High: 4.22}, Beat: 0.41, BeatCI: Interval{Low: 0.362, High: 0.459}, Score: 0},
					{Lead: "♠3", Defence: 3.5, DefenceCI: Interval{Low: 3.39, High: 3.61}, Beat: 0.2, BeatCI: Interval{Low: 0.163, High: 0.243},
						Score: -95.5, ScoreCI: Interval{Low: -110.2, High: -80.8}},
				}},
		},
		Adjustments: []Adjustment{{Sides: []dds.Side{dds.NS, dds.EW}, Outcomes: []Outcome{
			{Played: Result{Contract: "3NT", Declarer: dds.South, Level: 3, Tricks: 9, NSScore: 400}, Weight: third, Exact: "1/3", Value: [2]float64{400, -400}},
			{Played: Result{Contract: "3NT", Declarer: dds.South, Level: 3, Tricks: 8, NSScore: -50}, Weight: third, Exact: "1/3", Value: [2]float64{-50, 50}},
			{Played: Result{Contract: "Pass"}, Weight: third, Exact: "1/3", Value: [2]float64{0, 0}},
		}}},
		Scores: []SideScore{{Side: dds.NS, Value: 350.0 / 3}, {Side: dds.EW, Value: -350.0 / 3}},
		Method: Method{Samples: 400, Seed: 1, Solver: "go", Precision: 0.05},
	}
}

// noDamageRuling is thirdsRuling with the table result 3NT-2 by South:
// -100 to North-South, +100 to East-West, the non-offending side, whose
// adjusted score (-116.67) is worse: no damage (Law 12B1), the table
// result stands for both sides.
func noDamageRuling(t testing.TB) *Ruling {
	r := thirdsRuling(t)
	r.Title = "Board 1: no damage"
	r.TableResult = Result{Contract: "3NT", Declarer: dds.South, Level: 3, Tricks: 7, NSScore: -100}
	r.Adjusted = r.Scores
	r.Scores = []SideScore{{Side: dds.NS, Value: -100}, {Side: dds.EW, Value: 100}}
	r.TableValue = [2]float64{-100, 100}
	r.Damage = NoDamage
	return r
}

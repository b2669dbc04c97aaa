// fixture_test.go: hand-built rulings the tests encode, with their arithmetic worked by hand.

package reports

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// testDeal is board 7's deal, written out by hand (every card once).
const testDeal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"

// played is a result (as weighting.ParseResult reads it) with its NS
// score at vulnerability All.
func played(t testing.TB, text string) engine.Played {
	t.Helper()
	r, err := weighting.ParseResult(text)
	if err != nil {
		t.Fatal(err)
	}
	return engine.Played{Result: r, NSScore: r.Score(dds.VulAll)}
}

// played at a vulnerability.
func playedAt(t testing.TB, text string, v dds.Vulnerability) engine.Played {
	t.Helper()
	p := played(t, text)
	p.NSScore = p.Result.Score(v)
	return p
}

// contract is "4S N" as a contract with its declarer.
func contract(t testing.TB, text string) dds.Contract {
	t.Helper()
	con, decl, _ := strings.Cut(text, " ")
	c, err := engine.ContractBy(con, decl)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// weights is a scenario's weight for both sides: "60%", or "70%", "80%"
// for NS and EW.
func weights(t testing.TB, ns string, ew ...string) [2]engine.Weight {
	t.Helper()
	w := func(text string) engine.Weight {
		v, _, err := weighting.ParseWeight(text)
		if err != nil {
			t.Fatal(err)
		}
		return engine.Weight{Text: text, Value: v}
	}
	if len(ew) == 0 {
		return [2]engine.Weight{w(ns), w(ns)}
	}
	return [2]engine.Weight{w(ns), w(ew[0])}
}

// others are plain rulings from results.
func others(t testing.TB, texts ...string) []weighting.Ruling {
	t.Helper()
	var out []weighting.Ruling
	for _, s := range texts {
		out = append(out, weighting.Plain(played(t, s).Result))
	}
	return out
}

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
func weightedRuling(t testing.TB) *engine.Ruling {
	return &engine.Ruling{
		Title:         "Board 7: misinformation about 2♦",
		Board:         7,
		Dealer:        dds.South,
		Vulnerability: dds.VulAll,
		Deal:          mustDeal(t),
		Scoring: engine.ScoringInfo{Form: weighting.MatchpointScoring{}, Top: 12,
			Field: others(t, "+620", "+620", "+650", "-100", "+170", "+500")},
		TableResult:  played(t, "4S-1 N"),
		NonOffending: dds.NS,
		Scenarios: []engine.ScenarioReport{
			{Name: "No double of 3♥", Description: "With the correct explanation North bids 4♠.",
				Contract: contract(t, "4S N"), How: engine.Simulate, Weight: weights(t, "60%"),
				Condition: "hcp(east) >= 10 && hearts(east) >= 5", Samples: 1000,
				Tricks: []engine.TrickCount{
					{Tricks: 9, Count: 120, P: 0.12, CI: engine.Interval{Low: 0.1013, High: 0.1416}},
					{Tricks: 10, Count: 880, P: 0.88, CI: engine.Interval{Low: 0.8584, High: 0.8987}},
				}},
			{Name: "Double of 3♥", Contract: contract(t, "3HX E"), How: engine.Fixed, Weight: weights(t, "40%"),
				Tricks: []engine.TrickCount{{Tricks: 7, Count: 1, P: 1}}},
		},
		Adjustments: []engine.Adjustment{{Sides: []dds.Side{dds.NS, dds.EW}, Outcomes: []engine.Outcome{
			{Played: played(t, "4S= N"), Weight: big.NewRat(528, 1000), Value: [2]float64{8, 4}},
			{Played: played(t, "4S-1 N"), Weight: big.NewRat(72, 1000), Value: [2]float64{1, 11}},
			{Played: played(t, "3HX-2 E"), Weight: big.NewRat(4, 10), Value: [2]float64{5, 7}},
		}}},
		Scores: []engine.SideScore{
			{Side: dds.NS, Value: 6.296, CI: engine.Interval{Low: 6.2052, High: 6.3745}, Basis: engine.BasisAdjusted},
			{Side: dds.EW, Value: 5.704, CI: engine.Interval{Low: 5.6255, High: 5.7948}, Basis: engine.BasisAdjusted},
		},
		Adjusted: []engine.SideScore{
			{Side: dds.NS, Value: 6.296, CI: engine.Interval{Low: 6.2052, High: 6.3745}},
			{Side: dds.EW, Value: 5.704, CI: engine.Interval{Low: 5.6255, High: 5.7948}},
		},
		// The table's 4♠-1 (-100) ties the field's -100: 1 for NS, 11 for EW.
		TableValue: [2]float64{1, 11},
		Damage:     engine.Damaged,
		Method:     engine.Method{Samples: 1000, Seed: 42, Solver: "go"},
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
func splitRuling(t testing.TB) *engine.Ruling {
	hearts := dds.Hearts
	made, down := played(t, "4S= N"), played(t, "4S-1 N")
	vs := weighting.Plain(made.Result)
	return &engine.Ruling{
		Title:         "Board 7 | <script>alert(1)</script> & co",
		Board:         7,
		Dealer:        dds.South,
		Vulnerability: dds.VulAll,
		Deal:          mustDeal(t),
		Scoring:       engine.ScoringInfo{Form: weighting.IMPScoring{}, Vs: &vs},
		TableResult:   down,
		NonOffending:  dds.NS,
		Scenarios: []engine.ScenarioReport{
			{Name: "Heart lead prohibited", Contract: contract(t, "4S N"), How: engine.Lead,
				Lead: engine.OpeningLead{Text: "not hearts", Suit: &hearts, Not: true}, Weight: weights(t, "70%", "80%"),
				Tricks: []engine.TrickCount{{Tricks: 10, Count: 1, P: 1}},
				Leads: []engine.LeadRow{
					{Card: card(t, "DA"), Run: cards(t, "DA"), Defence: 3, Beat: 0, Score: 0, Chosen: true},
					{Card: card(t, "CK"), Run: cards(t, "CK"), Defence: 3, Beat: 0, Score: 0},
					{Card: card(t, "ST"), Run: cards(t, "ST"), Defence: 2, Beat: 0, Score: -1},
				}},
			{Name: "Declarer misguesses", Contract: contract(t, "4S N"), How: engine.Fixed,
				Weight: weights(t, "30%", "20%"), Tricks: []engine.TrickCount{{Tricks: 9, Count: 1, P: 1}}},
		},
		Adjustments: []engine.Adjustment{
			{Sides: []dds.Side{dds.NS}, Outcomes: []engine.Outcome{
				{Played: made, Weight: big.NewRat(7, 10), Rounded: big.NewRat(7, 10), Value: [2]float64{0, 0}},
				{Played: down, Weight: big.NewRat(3, 10), Rounded: big.NewRat(3, 10), Value: [2]float64{-12, 12}},
			}},
			{Sides: []dds.Side{dds.EW}, Outcomes: []engine.Outcome{
				{Played: made, Weight: big.NewRat(8, 10), Rounded: big.NewRat(8, 10), Value: [2]float64{0, 0}},
				{Played: down, Weight: big.NewRat(2, 10), Rounded: big.NewRat(2, 10), Value: [2]float64{-12, 12}},
			}},
		},
		Scores: []engine.SideScore{{Side: dds.NS, Value: -5.6, Basis: engine.BasisSeriousError},
			{Side: dds.EW, Value: 2.4, Basis: engine.BasisRectified}},
		Adjusted:   []engine.SideScore{{Side: dds.NS, Value: -3.6}, {Side: dds.EW, Value: 2.4}},
		TableValue: [2]float64{-12, 12},
		Damage:     engine.Damaged,
		SeriousError: &engine.SeriousErrorReport{Side: dds.NS, Error: "South's double of 5♥ <wild>", A: -12, B: -3.6, C: -10,
			Without: weighting.Single(played(t, "3S+1 N").Result), Awarded: -5.6, Case: weighting.PartSelfInflicted},
		Method: engine.Method{Solver: "libdds", Round: 5, Version: "v0.1.0"},
		Notes:  []string{"EW's weights differ from NS's (a split score, Law 12C1(c))."},
	}
}

// thirdsRuling is a total-point ruling in thirds, with a passed-out
// outcome and a simulated lead table as evidence.
//
// Board 1, nobody vulnerable: 3NT= S is +400, 3NT-1 S is -50, a pass-out 0.
// NS = (400 − 50 + 0) / 3 = 116.67 points; EW = −116.67.
func thirdsRuling(t testing.TB) *engine.Ruling {
	third := big.NewRat(1, 3)
	at := func(s string) engine.Played { return playedAt(t, s, dds.VulNone) }
	return &engine.Ruling{
		Title:         "Board 1: a hesitation before pass",
		Board:         1,
		Dealer:        dds.North,
		Vulnerability: dds.VulNone,
		Deal:          mustDeal(t),
		Scoring:       engine.ScoringInfo{Form: weighting.TotalPointScoring{}},
		TableResult:   at("3NT+1 S"),
		NonOffending:  dds.EW,
		Scenarios: []engine.ScenarioReport{
			{Name: "West's lead against 3NT", Contract: contract(t, "3NT S"), How: engine.Leads,
				Condition: "hcp(north) >= 15", Samples: 400,
				Leads: []engine.LeadRow{
					{Card: card(t, "HK"), Run: cards(t, "HK"), Defence: 4.12, DefenceCI: engine.Interval{Low: 4.02, High: 4.22}, Beat: 0.41, BeatCI: engine.Interval{Low: 0.362, High: 0.459}, Score: 0},
					{Card: card(t, "S3"), Run: cards(t, "S3"), Defence: 3.5, DefenceCI: engine.Interval{Low: 3.39, High: 3.61}, Beat: 0.2, BeatCI: engine.Interval{Low: 0.163, High: 0.243},
						Score: -95.5, ScoreCI: engine.Interval{Low: -110.2, High: -80.8}},
				}},
		},
		Adjustments: []engine.Adjustment{{Sides: []dds.Side{dds.NS, dds.EW}, Outcomes: []engine.Outcome{
			{Played: at("3NT= S"), Weight: third, Value: [2]float64{400, -400}},
			{Played: at("3NT-1 S"), Weight: third, Value: [2]float64{-50, 50}},
			{Played: at("Pass"), Weight: third, Value: [2]float64{0, 0}},
		}}},
		Scores: []engine.SideScore{{Side: dds.NS, Value: 350.0 / 3}, {Side: dds.EW, Value: -350.0 / 3}},
		Method: engine.Method{Samples: 400, Seed: 1, Solver: "go", Precision: 0.05},
	}
}

// noDamageRuling is thirdsRuling with the table result 3NT-2 by South:
// -100 to North-South, +100 to East-West, the non-offending side, whose
// adjusted score (-116.67) is worse: no damage (Law 12B1), the table
// result stands for both sides.
func noDamageRuling(t testing.TB) *engine.Ruling {
	r := thirdsRuling(t)
	r.Title = "Board 1: no damage"
	r.TableResult = playedAt(t, "3NT-2 S", dds.VulNone)
	r.Adjusted = r.Scores
	r.Scores = []engine.SideScore{{Side: dds.NS, Value: -100, Basis: engine.BasisTableResult}, {Side: dds.EW, Value: 100, Basis: engine.BasisTableResult}}
	r.TableValue = [2]float64{-100, 100}
	r.Damage = engine.NoDamage
	return r
}

// card is a card written "SK".
func card(t testing.TB, text string) dds.Card {
	t.Helper()
	c, err := dds.ParseCard(text)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// cards is a run of cards written "SKQJ" (one suit).
func cards(t testing.TB, text string) dds.Cards {
	t.Helper()
	var run dds.Cards
	for _, r := range text[1:] {
		run = run.With(card(t, string(text[0])+string(r)))
	}
	return run
}

// notation_test.go: the TD notation of every shape of result, weight and score.

package reports

import (
	"bytes"
	"math/big"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

func TestResultText(t *testing.T) {
	for _, tc := range []struct{ in, text, code string }{
		{"4S= N", "4♠= by N", "4♠="},          // made exactly
		{"4S+1 N", "4♠+1 by N", "4♠+1"},       // an overtrick
		{"3NT-1 S", "3NT-1 by S", "3NT-1"},    // down, no trumps
		{"4SX-2 E", "4♠×-2 by E", "4♠×-2"},    // doubled, down
		{"2HX= W", "2♥×= by W", "2♥×="},       // doubled, made
		{"6CXX+1 S", "6♣××+1 by S", "6♣××+1"}, // redoubled, over
		{"1D-7 E", "1♦-7 by E", "1♦-7"},       // declarer takes no trick
		{"Pass", "Pass", "Pass"},              // passed out
		{"+620", "NS +620", "NS +620"},        // a bare North-South score
		{"-50", "NS -50", "NS -50"},
	} {
		r, err := weighting.ParseResult(tc.in)
		if err != nil {
			t.Fatalf("%s: %v", tc.in, err)
		}
		if got := ResultText(r); got != tc.text {
			t.Errorf("ResultText(%s) = %q, want %q", tc.in, got, tc.text)
		}
		if got := ResultCode(r); got != tc.code {
			t.Errorf("ResultCode(%s) = %q, want %q", tc.in, got, tc.code)
		}
	}
	c, _ := weighting.ParseResult("3NTX-1 E")
	if got := ContractText(c.Contract); got != "3NT× by E" {
		t.Errorf("ContractText = %q", got)
	}
	if got := ContractText(dds.Contract{}); got != "Pass" {
		t.Errorf("ContractText(passed out) = %q", got)
	}
}

func TestWeightedAndAwardText(t *testing.T) {
	entry := func(s string) weighting.Ruling {
		r, _, err := weighting.ParseEntry(s, weighting.EntryOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, tc := range []struct{ in, want string }{
		{"60% 4S= N, 40% 4S-1 N", "60 % 4♠= by N, 40 % 4♠-1 by N"},
		{"1/3 3NT= S, 1/3 3NT-1 S, 1/3 Pass", "33.3 % 3NT= by S, 33.3 % 3NT-1 by S, 33.3 % Pass"},
		{"4S= N", "4♠= by N"},
		{"NS: 60% 4S= N, 40% 4S-1 N; EW: 4S-1 N", "NS: 60 % 4♠= by N, 40 % 4♠-1 by N; EW: 4♠-1 by N"},
		{"A60/40", "NS average plus (60 %), EW average minus (40 %)"},
		{"A50/50", "NS average (50 %), EW average (50 %)"},
	} {
		if got := AwardText(entry(tc.in)); got != tc.want {
			t.Errorf("AwardText(%s) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// Values as a ruling states them, with the unit's singular and plural.
func TestValueText(t *testing.T) {
	mp := engine.ScoringInfo{Form: weighting.MatchpointScoring{}, Top: 12}
	imps := engine.ScoringInfo{Form: weighting.IMPScoring{}}
	for _, tc := range []struct {
		s    engine.ScoringInfo
		side dds.Side
		x    float64
		want string
	}{
		{mp, dds.NS, 6.6, "NS 6.6 of 12 matchpoints (55 %)"},
		{mp, dds.EW, 1, "EW 1 of 12 matchpoints (8.3 %)"},
		{engine.ScoringInfo{Form: weighting.MatchpointScoring{}, Top: 1}, dds.NS, 0.5, "NS 0.5 of 1 matchpoint (50 %)"},
		{imps, dds.NS, 2.85, "NS +2.85 IMPs"},
		{imps, dds.EW, -1, "EW -1 IMP"},
		{imps, dds.NS, 1, "NS +1 IMP"},
		{imps, dds.NS, 0, "NS 0 IMPs"},
		{engine.ScoringInfo{Form: weighting.CrossIMPScoring{}}, dds.NS, -2.25, "NS -2.25 IMPs"},
		{engine.ScoringInfo{Form: weighting.BAMScoring{}}, dds.NS, 1, "NS 1 board"},
		{engine.ScoringInfo{Form: weighting.BAMScoring{}}, dds.EW, 0.5, "EW 0.5 boards"},
		{engine.ScoringInfo{Form: weighting.TotalPointScoring{}}, dds.NS, 279, "NS +279 points"},
		{mp, dds.NS, 56.25 * 12 / 100, "NS 6.75 of 12 matchpoints (56.3 %)"}, // halves away from zero
	} {
		if got := ScoreText(tc.s, tc.side, tc.x); got != tc.want {
			t.Errorf("ScoreText(%s, %v) = %q, want %q", tc.s.Name(), tc.x, got, tc.want)
		}
	}
	if got := WeightText(big.NewRat(1, 3)); got != "33.3 %" {
		t.Errorf("WeightText(1/3) = %q", got)
	}
}

// Percentages with a fixed number of decimals round as every figure does
// (half away from zero) and never write a negative zero.
func TestFixedPercentages(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{fixedPercent(0.6), "60.0 %"},
		{fixedPercent(0.0625), "6.3 %"}, // 6.25: not to the even digit
		{fixedPercent(-0.0001), "0.0 %"},
		{tablePercent(100 * 1.0 / 32), "3.13"}, // 3.125
		{tablePercent(100 * 17.33 / 18), "96.28"},
		{tablePercent(50), "50.00"},
		{tablePercent(-0.001), "0.00"},
		{fixed(100*0.125, makesDecimals) + " %", "13 %"}, // ruling play's chance of making
		{fixedSigned(0.125, 2), "+0.13"},
		{fixedSigned(-0.001, 2), "+0.00"},
		{fixedSigned(-1.125, 2), "-1.13"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

// The lead table of ruling leads rounds as every report does: a mean of
// 10.125 tricks is 10.13 (10.12 to the even digit), a chance of 1/16 is
// 6.3 %, a difference of −0.001 is +0.00 (not a negative zero).
func TestLeadsTextRounding(t *testing.T) {
	l := engine.LeadStudy{Contract: dds.Contract{Level: 3, Strain: dds.NoTrump, Declarer: dds.South}, Deals: 8, Scoring: "imps", Leads: []engine.LeadRow{
		{Card: dds.NewCard(dds.Spades, dds.King), Run: dds.NewCard(dds.Spades, dds.King).Bit(), Defence: 10.125, Beat: 0.0625, Score: -0.001,
			DefenceCI: engine.Interval{Low: 9.125, High: 11.125}, BeatCI: engine.Interval{Low: 0.0625, High: 0.1875}, ScoreCI: engine.Interval{Low: -0.125, High: 0.125}},
	}}
	var b bytes.Buffer
	writeLeadsText(&b, &l)
	if want := "10.13 (9.13–11.13)"; !strings.Contains(b.String(), want) {
		t.Errorf("no %q in\n%s", want, b.String())
	}
	if want := "6.3 % (6.3–18.8 %)"; !strings.Contains(b.String(), want) {
		t.Errorf("no %q in\n%s", want, b.String())
	}
	if want := "+0.00 (-0.13–+0.13)"; !strings.Contains(b.String(), want) {
		t.Errorf("no %q in\n%s", want, b.String())
	}
}

// The warning is in every format, the JSON's warnings always present.
func TestWarningsShown(t *testing.T) {
	r := weightedRuling(t)
	for _, name := range Formats {
		e, _ := ByName(name)
		var b strings.Builder
		if err := e.Encode(&b, r); err != nil {
			t.Fatal(err)
		}
		if name == "json" && !strings.Contains(b.String(), `"warnings": []`) {
			t.Errorf("json without warnings lacks the empty list")
		}
		if strings.Contains(b.String(), "Wrong-way") {
			t.Errorf("%s: a warning where there is none", name)
		}
	}
	r.Warnings = []engine.Warning{{Kind: engine.WrongWaySplit, Side: dds.EW, Own: 7.5, Fair: 6}}
	want := "Wrong-way split: EW, the offending side, get 7.5 of 12 matchpoints (62.5 %) from their own weights, more than the 6 of 12 matchpoints (50 %) the non-offending side"
	for _, name := range Formats {
		e, _ := ByName(name)
		var b strings.Builder
		if err := e.Encode(&b, r); err != nil {
			t.Fatal(err)
		}
		w := want
		if name == "html" {
			w = strings.ReplaceAll(want, "'", "&#39;")
		}
		if !strings.Contains(b.String(), w) {
			t.Errorf("%s report lacks the warning", name)
		}
	}
}

// adjust_test.go: Adjust on cases that need no solver — weights combined, rounded, valued and Law 12C1(e) — with figures worked by hand.

package engine

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

func analyseText(t *testing.T, name, text string, o Options) *Ruling {
	t.Helper()
	c, err := ParseCaseData(name, []byte(text), nil, ".")
	if err != nil {
		t.Fatal(err)
	}
	roundTrip(t, c) // every test case survives EncodeCase and ParseCase
	r, err := Adjust(context.Background(), c, o)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// totalHead is the head of the tests' plain case: board 7's deal at total
// points, North-South non-offending, the table's 4♠-1 by North; the
// scenarios follow (scenarioLines).
const totalHead = `board = 7
deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
scoring = "total"
non_offending = "NS"
table_result = "4S-1 N"
`

// scenarioLines is a [[scenario]] for each pair of a result and its weight,
// the weight as the file writes it (`"60%"`, or a bare 0.4).
func scenarioLines(resultWeight ...string) string {
	var b strings.Builder
	for i := 0; i+1 < len(resultWeight); i += 2 {
		fmt.Fprintf(&b, "[[scenario]]\nresult = %q\nweight = %s\n", resultWeight[i], resultWeight[i+1])
	}
	return b.String()
}

// examples/split-serious-error.toml at cross-IMPs, field +620 +650 +170
// -100 +620, all vulnerable. By hand (WBF scale, divided by 5):
//
//	+620: 0, -1 (30), +10 (450), +12 (720), 0         = +21 → +4.2
//	-100: -12 (720), -13 (750), -7 (270), 0, -12      = -44 → -8.8
//	+200 (5♥×-1, table, A): -9, -10, +1, +7, -9       = -20 → -4
//	+500 (5♥×-2, C): -3, -4, +8, +12, -3              = +10 → +2
//
// NS 70/30: B = 0.7 × 4.2 − 0.3 × 8.8 = +0.3; EW 80/20: −0.8 × 4.2 +
// 0.2 × 8.8 = −1.6. A < B ≤ C: the damage is all self-inflicted, so NS
// keep A, −4; EW keep their adjusted −1.6.
func TestAnalysisSplitSeriousError(t *testing.T) {
	r := analyseText(t, "split-serious-error.toml", exampleText(t, "split-serious-error.toml"), Options{})
	if len(r.Adjustments) != 2 {
		t.Fatalf("%d adjustments, want one per side", len(r.Adjustments))
	}
	ns := r.Adjustments[0].Outcomes
	if len(ns) != 2 || ns[0].NSScore != 620 || ns[1].NSScore != -100 || !near(ns[0].Value[dds.NS], 4.2) || !near(ns[1].Value[dds.NS], -8.8) {
		t.Errorf("NS outcomes %+v", ns)
	}
	e := r.SeriousError
	if e == nil || !near(e.A, -4) || !near(e.B, 0.3) || !near(e.C, 2) || !near(e.Awarded, -4) {
		t.Fatalf("serious error %+v", e)
	}
	want := map[dds.Side]float64{dds.NS: -4, dds.EW: -1.6}
	for _, s := range r.Scores {
		if !near(s.Value, want[s.Side]) || !s.CI.IsZero() {
			t.Errorf("%s: %v (interval %v), want %v exactly", s.Side, s.Value, s.CI, want[s.Side])
		}
	}
}

// Fixed results at matchpoints, rounded to 10 %. Field +620 +620 -100
// +170 (top 8): +650 beats all four (8), +620 beats two and ties two (6),
// -100 ties one (1). Weights 1/3 each: rounded by largest remainder to
// 10 units, 3.33 each → 3, 3, 3 and the spare unit to the heaviest, then
// the first: 40 / 30 / 30. Scores with the rounded weights:
// 0.4 × 8 + 0.3 × 6 + 0.3 × 1 = 5.3; exact: (8 + 6 + 1) / 3 = 5.
func TestAnalysisRounding(t *testing.T) {
	text := `board = 7
deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
scoring = "matchpoints"
field = ["+620", "+620", "4S-1 N", "+170"]
non_offending = "NS"
table_result = "3H= E"
[[scenario]]
result = "4S-1 N"
weight = "1/3"
[[scenario]]
result = "4S= N"
weight = "1/3"
[[scenario]]
result = "4S+1 N"
weight = "1/3"
`
	for _, tc := range []struct {
		round   int
		ns      float64
		rounded []float64
	}{
		{0, 5, nil},
		{10, 5.3, []float64{0.4, 0.3, 0.3}},
	} {
		r := analyseText(t, "round.toml", text, Options{Round: tc.round})
		out := r.Adjustments[0].Outcomes
		// Most tricks first within the contract.
		if len(out) != 3 || out[0].Result.Tricks != 11 || out[1].Result.Tricks != 10 || out[2].Result.Tricks != 9 {
			t.Fatalf("outcomes %+v", out)
		}
		for i, o := range out {
			if o.Weight.Cmp(big.NewRat(1, 3)) != 0 {
				t.Errorf("outcome %d: weight %v, want 1/3", i, o.Weight)
			}
			if tc.rounded != nil && !near(ratF(o.Rounded), tc.rounded[i]) {
				t.Errorf("round %d: outcome %d rounded to %v, want %v", tc.round, i, o.Rounded, tc.rounded[i])
			}
		}
		if s, _ := r.Score(dds.NS); !near(s.Value, tc.ns) || r.Scoring.Top != 8 {
			t.Errorf("round %d: NS %v of %v, want %v of 8", tc.round, s.Value, r.Scoring.Top, tc.ns)
		}
	}
}

// The same result from two scenarios is one outcome with the summed
// weight, and a passed-out board is an outcome of its own, listed last.
func TestAnalysisCombinesOutcomes(t *testing.T) {
	text := `board = 1
deal = "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94"
scoring = "total"
non_offending = "EW"
table_result = "4S-1 N"
[[scenario]]
contract = "Pass"
weight = "20%"
[[scenario]]
result = "2S+1 N"
weight = "50%"
[[scenario]]
name = "Also nine tricks"
result = "2S+1 N"
weight = "30%"
`
	r := analyseText(t, "combine.toml", text, Options{})
	out := r.Adjustments[0].Outcomes
	if len(out) != 2 || out[0].Result.String() != "2S+1 N" || ratF(out[0].Weight) != 0.8 || out[1].Result.Kind != weighting.PassedOut || ratF(out[1].Weight) != 0.2 {
		t.Fatalf("outcomes %+v", out)
	}
	// 2♠+1 by North at love all is +140: 0.8 × 140 = +112 points. The
	// table's 4♠-1 is +50 to East-West, the non-offending side, who would
	// get -112 from the adjustment: no damage, the table result stands.
	if s, _ := adjustedScore(r, dds.NS); !near(s.Value, 112) {
		t.Errorf("adjusted NS %v, want +112", s.Value)
	}
	if s, _ := r.Score(dds.EW); r.Damage != NoDamage || !near(s.Value, 50) {
		t.Errorf("%s, EW %v; want no damage, EW +50", r.Damage, s.Value)
	}
}

func adjustedScore(r *Ruling, side dds.Side) (SideScore, bool) {
	for _, s := range r.Adjusted {
		if s.Side == side {
			return s, true
		}
	}
	return SideScore{}, false
}

// ratF is an exact weight as a float64 (nil as NaN).
func ratF(r *big.Rat) float64 {
	if r == nil {
		return math.NaN()
	}
	f, _ := r.Float64()
	return f
}

// Rounding with and without the benefit of the doubt, worked by hand.
// Total points, nobody vulnerable, NS non-offending: 62 % 4♠= (+420),
// 36 % 4♠-1 (-50), 2 % 4♠-2 (-100). To multiples of 5 %: 2 % is below
// half a step and is counted with its neighbour 4♠-1 (38 %); 12.4 and
// 7.6 units leave one spare unit.
//
// Neutral: the spare unit to the larger remainder, 4♠-1: 60/40,
// NS 0.6 × 420 − 0.4 × 50 = +232.
// round_favour = "non-offending": to the outcome better for NS, 4♠=:
// 65/35, NS 0.65 × 420 − 0.35 × 50 = +255.5.
func TestRoundFavour(t *testing.T) {
	text := `board = 1
deal = "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94"
scoring = "total"
non_offending = "NS"
table_result = "2S= N"
[options]
round = 5
%s
[[scenario]]
result = "4S= N"
weight = "62%%"
[[scenario]]
result = "4S-1 N"
weight = "36%%"
[[scenario]]
result = "4S-2 N"
weight = "2%%"
`
	for _, tc := range []struct {
		name, key string
		o         Options
		ns        float64
		made      int64 // 4♠='s rounded weight, percent
		favour    bool
	}{
		{"neutral", "", Options{}, 232, 60, false},
		{"case key", `round_favour = "non-offending"`, Options{}, 255.5, 65, true},
		{"flag", "", Options{Favour: FavourNonOffending}, 255.5, 65, true},
		{"flag over the case", `round_favour = "non-offending"`, Options{Favour: FavourNeutral}, 232, 60, false},
	} {
		r := analyseText(t, "favour.toml", fmt.Sprintf(text, tc.key), tc.o)
		out := r.Adjustments[0].Outcomes
		if s, _ := r.Score(dds.NS); !near(s.Value, tc.ns) || out[0].Rounded.Cmp(big.NewRat(tc.made, 100)) != 0 || r.Method.Favour != tc.favour {
			t.Errorf("%s: NS %v with 4♠= at %v, favour %v; want %v, %d%%, %v", tc.name, s.Value, out[0].Rounded, r.Method.Favour, tc.ns, tc.made, tc.favour)
		}
		// The folded outcome is named with the one it joined.
		if w := out[2].CountedWith; out[2].Rounded.Sign() != 0 || w == nil || w.String() != "4S-1 N" {
			t.Errorf("%s: 4♠-2 rounded to %v, counted with %v", tc.name, out[2].Rounded, w)
		}
	}
	if _, err := ParseCaseData("bad.toml", []byte(fmt.Sprintf(text, `round_favour = "offenders"`)), nil, "."); err == nil ||
		!strings.Contains(err.Error(), "bad.toml:8: options.round_favour") {
		t.Errorf("a bad round_favour: %v", err)
	}
}

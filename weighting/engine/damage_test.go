// damage_test.go: Law 12B1 — with no damage the table result stands for both sides — and Law 12C1(e)'s no-damage case, with figures worked by hand.

package engine

import (
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// scores is each side's award and adjusted score.
func scores(t *testing.T, r *Ruling) (award, adjusted [2]float64) {
	t.Helper()
	for _, s := range r.Scores {
		award[s.Side] = s.Value
	}
	for _, s := range r.Adjusted {
		adjusted[s.Side] = s.Value
	}
	return award, adjusted
}

// Board 7, all vulnerable, matchpoints (EBU units), field +620 ×4, +650,
// +170, -100, -200 (top 16). The table's 4♠+1 by North, +650, beats the
// four +620s, +170, -100 and -200 (14) and ties the +650 (1): 15 of 16.
// The Director weights 60 % 4♠= (+620: beats three, ties four: 10) and
// 40 % 4♠-1 (-100: beats -200, ties -100: 3): 7.2. That is not better for
// North-South than 15: no damage, the table result stands — North-South
// keep 15, East-West 1.
func TestNoDamageMatchpoints(t *testing.T) {
	text := `board = 7
deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
scoring = "matchpoints"
field = ["+620", "+620", "+620", "+620", "+650", "+170", "-100", "-200"]
non_offending = "NS"
table_result = "+650"
[[scenario]]
result = "4S= N"
weight = "60%"
[[scenario]]
result = "4S-1 N"
weight = "40%"
`
	r := analyseText(t, "mp.toml", text, Options{})
	award, adjusted := scores(t, r)
	if r.Damage != NoDamage || !near(adjusted[dds.NS], 7.2) || !near(award[dds.NS], 15) || !near(award[dds.EW], 1) ||
		r.TableValue != [2]float64{15, 1} {
		t.Errorf("%s: award %v, adjusted %v, table %v; want no damage, award [15 1], adjusted NS 7.2", r.Damage, award, adjusted, r.TableValue)
	}
	if tr := r.TableResult; tr.Result.Kind != weighting.Points || tr.NSScore != 650 {
		t.Errorf("table result +650 read as %+v", tr)
	}
	// With the table result at -100 the same weights are damage: 7.2 > 3.
	r = analyseText(t, "mp.toml", strings.Replace(text, `table_result = "+650"`, `table_result = "4S-1 N"`, 1), Options{})
	award, _ = scores(t, r)
	if r.Damage != Damaged || !near(award[dds.NS], 7.2) || !near(award[dds.EW], 8.8) || r.TableValue != [2]float64{3, 13} {
		t.Errorf("%s: award %v, table %v; want damage, award [7.2 8.8], table [3 13]", r.Damage, award, r.TableValue)
	}
}

// Teams: the other room's 4♠= by North is +620 (all vulnerable). The table
// played 4♠= too (0 IMPs). The Director weights 3NT by North making (+600:
// 20 points, -1 IMP) 50 %, one off (-100: 720 points, -12) 50 %: -6.5 for North-South, the
// non-offending side: no damage, 0 IMPs each. East-West, the offenders,
// do not gain 6.5 IMPs from their own infraction.
func TestNoDamageIMPs(t *testing.T) {
	text := `board = 7
deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
scoring = "imps"
vs = "4S= N"
non_offending = "NS"
table_result = "4SN="
[[scenario]]
result = "3NT= N"
weight = "50%"
[[scenario]]
result = "3NT-1 N"
weight = "50%"
`
	r := analyseText(t, "imps.toml", text, Options{})
	award, adjusted := scores(t, r)
	if r.Damage != NoDamage || award != [2]float64{0, 0} || !near(adjusted[dds.NS], -6.5) || !near(adjusted[dds.EW], 6.5) {
		t.Errorf("%s: award %v, adjusted %v; want no damage, 0 each, adjusted -6.5/+6.5", r.Damage, award, adjusted)
	}
	if c := r.Scenarios[0].Contract; c.Level != 3 || c.Strain != dds.NoTrump || r.TableResult.Result.String() != "4S= N" {
		t.Errorf("scenario %v, table result %v", c, r.TableResult.Result)
	}
}

// examples/hesitation-butler.toml: East-West, the non-offending side, got
// +3 IMPs at the table (4♠-1 against the datum); the weighted ruling would
// give them less. No damage: East-West keep +3 and North-South -3.
func TestHesitationButlerNoDamage(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates 200 deals")
	}
	r := analyseText(t, "hesitation-butler.toml", exampleText(t, "hesitation-butler.toml"), Options{Samples: 60})
	award, adjusted := scores(t, r)
	if r.Damage != NoDamage || award != [2]float64{-3, 3} || r.TableValue != [2]float64{-3, 3} || adjusted[dds.EW] >= 3 {
		t.Errorf("%s: award %v, table %v, adjusted %v; want no damage, EW keep +3", r.Damage, award, r.TableValue, adjusted)
	}
}

// Law 12C1(e) with no damage: examples/split-serious-error.toml with the
// table result 5♥×-3 by East, +800 to North-South. Cross-IMPs against +620
// +650 +170 -100 +620: 180 (5), 150 (4), 630 (12), 900 (14), 180 (5) =
// 40 / 5 = +8 for North-South (A). B = +0.3 ≤ A: no damage, the table
// result stands for both sides — North-South +8, East-West -8 (not the
// -1.6 of their adjusted score).
func TestSeriousErrorNoDamage(t *testing.T) {
	text := strings.Replace(exampleText(t, "split-serious-error.toml"), `table_result = "5HX-1 E"`, `table_result = "5HX-3 E"`, 1)
	r := analyseText(t, "split-serious-error.toml", text, Options{})
	award, adjusted := scores(t, r)
	e := r.SeriousError
	if e == nil || !near(e.A, 8) || !near(e.B, 0.3) || r.Damage != NoDamage {
		t.Fatalf("serious error %+v, damage %s", e, r.Damage)
	}
	if !near(award[dds.NS], 8) || !near(award[dds.EW], -8) || !near(adjusted[dds.EW], -1.6) {
		t.Errorf("award %v (adjusted %v), want NS +8, EW -8", award, adjusted)
	}
	if e.Case != weighting.NoDamage {
		t.Errorf("case %q", e.Case)
	}
}

// Table results as Directors write them: "All pass", "4SN=", "+620", and
// a TOML number.
func TestTableResultForms(t *testing.T) {
	for _, tc := range []struct{ in, short string }{
		{`"All pass"`, "Pass"},
		{`"4SN="`, "4S= N"},
		{`"4♤= N"`, "4S= N"},
		{`"+620"`, "+620"},
		{`-200`, "-200"},
	} {
		text := strings.Replace(totalHead, `"4S-1 N"`, tc.in, 1) + scenarioLines("4S= N", `"100%"`)
		c, err := ParseCaseData("t.toml", []byte(text), nil, ".")
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if got := c.TableResult.String(); got != tc.short {
			t.Errorf("%s: read as %q, want %q", tc.in, got, tc.short)
		}
		roundTrip(t, c)
	}
}

// A bare number as a weight means the same as in ruling weigh: a whole
// number is refused with weighting's one message, a decimal is a
// probability.
func TestBareNumberWeights(t *testing.T) {
	two := func(a, b string) string { return totalHead + scenarioLines("4S= N", a, "4S-1 N", b) }
	_, err := ParseCaseData("t.toml", []byte(two("40", "60")), nil, ".")
	_, _, werr := weighting.ParseEntry("40 4S= N, 60 4S-1 N", weighting.EntryOptions{})
	want := weighting.BareNumberError(40).Error()
	if err == nil || !strings.HasSuffix(err.Error(), want) || werr == nil || !strings.HasSuffix(werr.Error(), want) {
		t.Errorf("bare 40: case file %v; weigh %v; want both to end %q", err, werr, want)
	}
	c, err := ParseCaseData("t.toml", []byte(two("0.4", "0.6")), nil, ".")
	w, _, werr := weighting.ParseEntry("0.4 4S= N, 0.6 4S-1 N", weighting.EntryOptions{})
	if err != nil || werr != nil || c.Scenarios[0].Weight[0].Value.Cmp(w.NS[0].Weight) != 0 || w.NS[0].Weight.Cmp(weighting.Percent(40)) != 0 {
		t.Errorf("0.4: case file %v %v; weigh %v %v; want 40 %% in both", c, err, w, werr)
	}
}

// butlerCase with trimming and a serious error, love all (board 1). Field
// +420 +420 +450 +170 -50; butler_drop 20 %: the whole part of 20 % of
// the entries is dropped at each end. With a serious error A, B and C are
// all valued against one datum, the board's with the adjusted score in
// it (the weighted table stays out): -50 +170 +420 +420 +450, 5 × 20 % →
// 1 each end (−50, +450): 1010 / 3 = 336.7 → +340.
//
//	A: the table's 4♠-2 by North (−100): −440 → −10.
//	B: 4♠= (+420): +80 → +2; 4♠-1 (−50): −390 → −9; 0.6 × 2 − 0.4 × 9 = −2.4
//	   (East-West +2.4).
//	C: 4♠-1 (−50): −390 → −9.
//
// A < C < B: North-South get A + B − C = −10 − 2.4 + 9 = −3.4; East-West
// their +2.4. (Against three datums — +240 with A in it, +340, +240 with C
// in it — A and C would be −8 and −7: the same award here, by chance.)
func TestButlerDatums(t *testing.T) {
	text := butlerCase + `[options]
butler_drop = "20%"
[serious_error]
error = "a wild double"
without = "4S-1 N"
`
	r := analyseText(t, "butler.toml", text, Options{})
	if len(r.Datums) != 1 {
		t.Fatalf("datums %+v, want the one datum of A, B and C", r.Datums)
	}
	d := r.Datums[0]
	var dropped []int
	for _, e := range d.Dropped {
		if e.Weight.Cmp(big.NewRat(1, 1)) == 0 && e.Score.IsInt() {
			dropped = append(dropped, int(e.Score.Num().Int64()))
		}
	}
	if d.Of != DatumOfSerious || d.Value != 340 || !slices.Equal(dropped, []int{-50, 450}) {
		t.Errorf("datum %+v dropping %v, want +340 for A, B and C dropping -50, +450", d, dropped)
	}
	e := r.SeriousError
	award, _ := scores(t, r)
	if e == nil || !near(e.A, -10) || !near(e.B, -2.4) || !near(e.C, -9) || !near(award[dds.NS], -3.4) || !near(award[dds.EW], 2.4) {
		t.Errorf("A %v B %v C %v, award %v; want -10, -2.4, -9, NS -3.4, EW +2.4", e.A, e.B, e.C, award)
	}
}

// A split score compares each side with its own weights. Total points,
// love all; the table's 4♠-1 by North is -50 for North-South (the
// non-offending side), +50 for East-West. North-South's weights (4♠= +420
// and 4♠-2 -100, half each) give them +160: damage. East-West's 10 % /
// 90 % give them -42 + 90 = +48, not better for them than +50: they get
// +48. With 0.1 % / 99.9 % their adjusted score (+99.5) would be better
// for the offenders than the table result: they keep the table's +50.
func TestSplitOffendersNeverGain(t *testing.T) {
	text := `board = 1
deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
scoring = "total"
non_offending = "NS"
table_result = "4S-1 N"
[[scenario]]
result = "4S= N"
weight = { NS = "50%", EW = "10%" }
[[scenario]]
result = "4S-2 N"
weight = { NS = "50%", EW = "90%" }
`
	r := analyseText(t, "split.toml", text, Options{})
	award, adjusted := scores(t, r)
	if r.Damage != Damaged || !near(award[dds.NS], 160) || !near(adjusted[dds.EW], 48) || !near(award[dds.EW], 48) {
		t.Errorf("%s: award %v, adjusted %v", r.Damage, award, adjusted)
	}
	r = analyseText(t, "split.toml", strings.Replace(strings.Replace(text, `EW = "10%"`, `EW = "0.1%"`, 1), `EW = "90%"`, `EW = "99.9%"`, 1), Options{})
	award, adjusted = scores(t, r)
	if r.Damage != Damaged || adjusted[dds.EW] <= 50 || !near(award[dds.EW], 50) {
		t.Errorf("%s: award %v, adjusted %v; want EW to keep +50", r.Damage, award, adjusted)
	}
}

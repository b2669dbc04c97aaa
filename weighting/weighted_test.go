package weighting

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// mustEntry parses a ruling or fails the test.
func mustEntry(t *testing.T, s string) Ruling {
	t.Helper()
	r, _, err := ParseEntry(s, EntryOptions{})
	if err != nil {
		t.Fatalf("ParseEntry(%q): %v", s, err)
	}
	return r
}

// plains makes plain rulings from results.
func plains(t *testing.T, rs ...string) []Ruling {
	t.Helper()
	out := make([]Ruling, len(rs))
	for i, s := range rs {
		out[i] = mustEntry(t, s)
	}
	return out
}

func ratEq(t *testing.T, what string, got *big.Rat, want *big.Rat) {
	t.Helper()
	if got == nil || got.Cmp(want) != 0 {
		t.Errorf("%s = %v, want %v", what, got, want.RatString())
	}
}

// The BBO thread 44800 figures: +620 worth 18 and −200 worth 3 on a top of
// 24 (13 results). 50 % of each is 10.5.
func TestPublishedMatchpoints(t *testing.T) {
	// Twelve other tables, NS vulnerable: +620 beats 8 (6 part-scores,
	// −200, −500), ties 2, loses to 2 × +650: 16 + 2 = 18. −200 beats −500
	// and ties −200: 2 + 1 = 3.
	field := plains(t, "+650", "+650", "+620", "+620", "+170", "+170", "+170", "+140", "+140", "+140", "-200", "-500")
	table := mustEntry(t, "50% 4S= N, 50% 5HX-1 S")
	tv, err := Adjust(MatchpointScoring{}, dds.VulNS, table, field)
	if err != nil {
		t.Fatal(err)
	}
	ratEq(t, "top", tv.Top, rat(24, 1))
	ratEq(t, "+620's value", tv.NS.Outcomes[0].Value, rat(18, 1))
	ratEq(t, "−200's value", tv.NS.Outcomes[1].Value, rat(3, 1))
	ratEq(t, "NS", tv.NS.Value, rat(21, 2))
	ratEq(t, "EW", tv.EW.Value, rat(27, 2)) // 50% × (24−18) + 50% × (24−3)
	// Matchpointing the weighted +210 instead: beats 8, worth 16 — wrong.
	wtv, err := Adjust(MatchpointScoring{}, dds.VulNS, mustEntry(t, "+210"), field)
	if err != nil {
		t.Fatal(err)
	}
	ratEq(t, "+210's value", wtv.NS.Value, rat(16, 1))
	if wrong := wtv.NS.Value; wrong.Cmp(tv.NS.Value) == 0 {
		t.Errorf("the weighted total points give the same value %v; the test cannot tell the mistake", wrong)
	}
}

// Lille 1998: 35 % of +980 and 65 % of +480 against +500 in the other
// room: 0.35 × 10 + 0.65 × −1 = 2.85 IMPs.
func TestPublishedIMPs(t *testing.T) {
	table := mustEntry(t, "35% 6S= N, 65% 4S+2 N")
	tv, err := Adjust(IMPScoring{}, dds.VulNone, table, plains(t, "+500"))
	if err != nil {
		t.Fatal(err)
	}
	ratEq(t, "+980 vs +500", tv.NS.Outcomes[0].Value, rat(10, 1))
	ratEq(t, "+480 vs +500", tv.NS.Outcomes[1].Value, rat(-1, 1))
	ratEq(t, "NS", tv.NS.Value, rat(285, 100))
	ratEq(t, "EW", tv.EW.Value, rat(-285, 100))
	// The weighted score +655 against +500 is 4 IMPs: not the answer.
	if dds.IMPs(655-500) == 3 {
		t.Error("weighted total points agree; the test cannot tell")
	}
}

// One case per form of scoring where valuing the weighted total points
// would give a different answer.
func TestEveryFormValuesOutcomesFirst(t *testing.T) {
	table := mustEntry(t, "50% 4S= N, 50% 4S-1 N") // +620 / −100 at NS vulnerable; weighted +260
	cases := []struct {
		scoring Scoring
		others  []string
		want    *big.Rat // by hand, outcome by outcome
		wrong   *big.Rat // by hand, from the weighted +260
	}{
		// Field +170 +170 +620 +140 (top 8): +620 beats 3, ties 1 = 7;
		// −100 = 0; value 3.5. +260 would beat 3: 6.
		{MatchpointScoring{}, []string{"+170", "+170", "+620", "+140"}, rat(7, 2), rat(6, 1)},
		// ACBL units: 3.5 and 0: 1.75; +260 would be 3.
		{MatchpointScoring{Units: ACBL}, []string{"+170", "+170", "+620", "+140"}, rat(7, 4), rat(3, 1)},
		// vs +170: +620 is 450 → 10, −100 is −270 → −7: 1.5; +260 is 90 → 3.
		{IMPScoring{}, []string{"+170"}, rat(3, 2), rat(3, 1)},
		// vs +170: win and loss: ½; +260 wins: 1.
		{BAMScoring{}, []string{"+170"}, rat(1, 2), rat(1, 1)},
		// +620 vs 170,170,620: 10+10+0 = 20; −100: −7−7−12 = −26; /3
		// each, weighted: −1. +260: 3+3−8 = −2, /3.
		{CrossIMPScoring{}, []string{"+170", "+170", "+620"}, rat(-1, 1), rat(-2, 3)},
		// Datum of +170 +170 +620 +140: 275 → 280 (a final 5 to the even
		// ten). +620: 340 → 8; −100: −380 → −9; −½. A plain +260 enters
		// the datum, (1100 + 260)/5 = 272 → 270, and scores −10 → 0.
		{ButlerScoring{}, []string{"+170", "+170", "+620", "+140"}, rat(-1, 2), rat(0, 1)},
	}
	for _, c := range cases {
		tv, err := Adjust(c.scoring, dds.VulNS, table, plains(t, c.others...))
		if err != nil {
			t.Fatalf("%s: %v", c.scoring.Name(), err)
		}
		ratEq(t, c.scoring.Name()+" NS", tv.NS.Value, c.want)
		if c.want.Cmp(c.wrong) == 0 {
			t.Errorf("%s: the case cannot tell the mistake", c.scoring.Name())
		}
		// The weighted total-point score, as a plain result, gets the wrong value.
		w, err := Adjust(c.scoring, dds.VulNS, Plain(Result{Kind: Points, NS: 260}), plains(t, c.others...))
		if err != nil {
			t.Fatalf("%s of +260: %v", c.scoring.Name(), err)
		}
		ratEq(t, c.scoring.Name()+" of +260", w.NS.Value, c.wrong)
	}
	// Total points, the exception: 70 % +420 / 30 % −50 is +279 either way.
	tv, err := Adjust(TotalPointScoring{}, dds.VulNone, mustEntry(t, "70% 4S= N, 30% 4S-1 N"), nil)
	if err != nil {
		t.Fatal(err)
	}
	ratEq(t, "total NS", tv.NS.Value, rat(279, 1))
	ratEq(t, "total EW", tv.EW.Value, rat(-279, 1))
}

func TestButlerDatum(t *testing.T) {
	// Bermuda Bowl 2011: 3 × 980, 11 × 480, 7 × 450, 1 × −50: mean 514.55,
	// datum 510; IMPs +10, −1, −2, −11.
	var tables []Ruling
	add := func(n int, r string) {
		for range n {
			tables = append(tables, mustEntry(t, r))
		}
	}
	add(3, "6S= N")
	add(11, "4S+2 N")
	add(7, "4H+1 S")
	add(1, "4S-1 N")
	b := &Board{Vul: dds.VulNone, Tables: tables}
	m := ButlerScoring{}
	d, err := m.DatumOf(b)
	if err != nil || d != 510 {
		t.Fatalf("datum %d, %v; want 510", d, err)
	}
	vals, err := m.Score(b)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range map[int]int64{0: 10, 3: -1, 14: -2, 21: -11} {
		ratEq(t, "Butler IMPs", vals[i].NS.Value, rat(want, 1))
		ratEq(t, "Butler IMPs EW", vals[i].EW.Value, rat(-want, 1))
	}
	// Trimming 5 % of 22 drops one at each end (−50 and a 980): mean of
	// 2×980 + 11×480 + 7×450 = 10390 / 20 = 519.5 → 520.
	m.Trim = rat(1, 20)
	if d, _ := m.DatumOf(b); d != 520 {
		t.Errorf("trimmed datum %d, want 520", d)
	}
	for _, c := range []struct {
		mean *big.Rat
		want int
	}{{rat(425, 1), 420}, {rat(435, 1), 440}, {rat(-425, 1), -420}, {rat(-435, 1), -440}, {rat(42499, 100), 420}, {rat(42501, 100), 430}, {rat(0, 1), 0}} {
		if got := roundDatum(c.mean); got != c.want {
			t.Errorf("roundDatum(%s) = %d, want %d", c.mean.RatString(), got, c.want)
		}
	}
	// A weighted table: not in the datum by default, as fractional
	// results or by its mean as options. Field +170 +170 +620 +140 and
	// a table 50% +620 / 50% −100.
	board := &Board{Vul: dds.VulNS, Tables: append([]Ruling{mustEntry(t, "50% 4S= N, 50% 4S-1 N")}, plains(t, "+170", "+170", "+620", "+140")...)}
	for _, c := range []struct {
		mode DatumMode
		want int
	}{
		{DatumExclude, 280},    // 1100/4 = 275 → 280
		{DatumFractional, 270}, // (1100 + ½×620 + ½×(−100))/5 = 272 → 270
		{DatumMean, 270},       // (1100 + 260)/5 = 272 → 270
	} {
		if d, _ := (ButlerScoring{Datum: c.mode}).DatumOf(board); d != c.want {
			t.Errorf("datum with %s: %d, want %d", c.mode, d, c.want)
		}
	}
	vals, _ = ButlerScoring{}.Score(board)
	if !strings.Contains(strings.Join(vals[0].Notes, "; "), "not in the datum") {
		t.Errorf("no note that the weighted table is not in the datum: %v", vals[0].Notes)
	}
}

// Each direction shares n(n−1) EBU matchpoints with a weighted and a
// split table, and n·top/2 after Neuberg factoring; cross-IMPs sum to 0.
func TestConservation(t *testing.T) {
	tables := []Ruling{
		mustEntry(t, "40% 4S= N, 60% 4S-1 N"),
		mustEntry(t, "NS: 60% 3NT= S, 40% 3NT-1 S; EW: 30% 3NT= S, 70% 3NT-1 S"),
		mustEntry(t, "+620"),
		mustEntry(t, "4S-1 N"),
		mustEntry(t, "+170"),
		mustEntry(t, "5DX-2 E"),
	}
	b := &Board{Vul: dds.VulNS, Tables: tables}
	sum := func(vals []TableValue, s dds.Side) *big.Rat {
		t := new(big.Rat)
		for _, v := range vals {
			t.Add(t, v.Side(s).Value)
		}
		return t
	}
	vals, err := MatchpointScoring{}.Score(b)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []dds.Side{dds.NS, dds.EW} {
		ratEq(t, "EBU total "+s.String(), sum(vals, s), rat(30, 1)) // 6 × 5
	}
	// The split table's own NS and EW need not add up to the top.
	own := new(big.Rat).Add(vals[1].NS.Value, vals[1].EW.Value)
	if own.Cmp(rat(10, 1)) == 0 {
		t.Errorf("split table's NS + EW is the top; the split had no effect")
	}
	vals, _ = MatchpointScoring{Units: ACBL}.Score(b)
	for _, s := range []dds.Side{dds.NS, dds.EW} {
		ratEq(t, "ACBL total "+s.String(), sum(vals, s), rat(15, 1))
	}
	// Neuberg: 8 results expected, 6 present: each real result averages
	// half of top 14, so the total is 6 × 7 = 42.
	b8 := &Board{Vul: dds.VulNS, Tables: tables, Expected: 8}
	vals, _ = MatchpointScoring{}.Score(b8)
	for _, s := range []dds.Side{dds.NS, dds.EW} {
		ratEq(t, "Neuberg total "+s.String(), sum(vals, s), rat(42, 1))
	}
	// An artificial table: the other five are factored to six.
	withAv := append(append([]Ruling{}, tables[:5]...), ArtificialScore(60, 40))
	vals, _ = MatchpointScoring{}.Score(&Board{Vul: dds.VulNS, Tables: withAv})
	ratEq(t, "A60 NS", vals[5].NS.Value, rat(6, 1))
	ratEq(t, "A40 EW", vals[5].EW.Value, rat(4, 1))
	real := new(big.Rat).Sub(sum(vals, dds.NS), vals[5].NS.Value)
	ratEq(t, "Neuberg with an average", real, rat(25, 1)) // 5 × 10/2
	xv, err := CrossIMPScoring{}.Score(b)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []dds.Side{dds.NS, dds.EW} {
		ratEq(t, "cross-IMP total "+s.String(), sum(xv, s), new(big.Rat))
	}
}

// A hand-worked split table: 4 tables, NS vulnerable, top 6.
func TestSplitMatchpoints(t *testing.T) {
	// Table 1: NS get 100% of +620, EW 50% +620 / 50% −100. Others +620, +170, −100.
	b := &Board{Vul: dds.VulNS, Tables: []Ruling{
		mustEntry(t, "NS: 4S= N; EW: 50% 4S= N, 50% 4S-1 N"),
		mustEntry(t, "+620"), mustEntry(t, "+170"), mustEntry(t, "-100"),
	}}
	vals, err := MatchpointScoring{}.Score(b)
	if err != nil {
		t.Fatal(err)
	}
	// Table 1 NS +620: ties 620, beats 170, −100: 1 + 2 + 2 = 5.
	ratEq(t, "T1 NS", vals[0].NS.Value, rat(5, 1))
	// Table 1 EW: +620 for EW loses to nothing... EW of −620: beats none,
	// ties 620: 1; EW of +100 (NS −100): beats 620 and 170, ties −100: 5.
	// Weighted: 3.
	ratEq(t, "T1 EW", vals[0].EW.Value, rat(3, 1))
	// Table 2 NS +620 against T1's NS (620: tie 1), 170 (2), −100 (2): 5.
	ratEq(t, "T2 NS", vals[1].NS.Value, rat(5, 1))
	// Table 2 EW (NS +620) against T1's EW (½ tie → ½, ½ lose → 0), 170 and −100 (0): ½.
	ratEq(t, "T2 EW", vals[1].EW.Value, rat(1, 2))
	// Table 4 EW (NS −100): beats T1 EW's ½ × 620 (1) and ties ½ × −100 (½), beats 620, 170 (4): 5.5.
	ratEq(t, "T4 EW", vals[3].EW.Value, rat(11, 2))
}

func TestSmallGroups(t *testing.T) {
	// Five tables, two artificial: three real results +620, +170, −100
	// get 70/60/50 % of top 8 under the ACBL rule: 5.6, 4.8, 4.0 (EBU)
	// — or in ACBL units 2.8, 2.4, 2.
	tables := append(plains(t, "+620", "+170", "-100"), ArtificialScore(60, 40), ArtificialScore(50, 50))
	b := &Board{Vul: dds.VulNS, Tables: tables}
	vals, err := MatchpointScoring{SmallGroups: true}.Score(b)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []*big.Rat{rat(28, 5), rat(24, 5), rat(4, 1)} {
		ratEq(t, "small group", vals[i].NS.Value, want)
	}
	vals, _ = MatchpointScoring{SmallGroups: true, Units: ACBL}.Score(b)
	for i, want := range []*big.Rat{rat(14, 5), rat(12, 5), rat(2, 1)} {
		ratEq(t, "small group ACBL", vals[i].NS.Value, want)
	}
	// Without the rule, Neuberg: (MP+1)·5/3 − 1: +620 (4) → 22/3.
	vals, _ = MatchpointScoring{}.Score(b)
	ratEq(t, "Neuberg", vals[0].NS.Value, rat(22, 3))
}

func TestSingleAndOrder(t *testing.T) {
	field := plains(t, "+170", "+620", "-100", "+140")
	for _, s := range []Scoring{MatchpointScoring{}, CrossIMPScoring{}, ButlerScoring{}, TotalPointScoring{}} {
		plain, err := Adjust(s, dds.VulNS, mustEntry(t, "4S= N"), field)
		if err != nil {
			t.Fatal(err)
		}
		full, _ := Adjust(s, dds.VulNS, mustEntry(t, "100% 4S= N"), field)
		ratEq(t, s.Name()+" 100%", full.NS.Value, plain.NS.Value)
		a, _ := Adjust(s, dds.VulNS, mustEntry(t, "30% 4S= N, 50% 4S-1 N, 20% 3NT+1 S"), field)
		b, _ := Adjust(s, dds.VulNS, mustEntry(t, "20% 3NT+1 S, 30% 4S= N, 50% 4S-1 N"), field)
		ratEq(t, s.Name()+" order NS", a.NS.Value, b.NS.Value)
		ratEq(t, s.Name()+" order EW", a.EW.Value, b.EW.Value)
	}
	// Plain IMPs: +620 vs +170 is 10.
	tv, _ := Adjust(IMPScoring{}, dds.VulNS, mustEntry(t, "100% 4S= N"), plains(t, "+170"))
	ratEq(t, "IMPs 100%", tv.NS.Value, rat(10, 1))
}

func TestSeriousError(t *testing.T) {
	for _, c := range []struct {
		a, b, c int64
		want    int64
		kase    SeriousErrorCase
	}{
		{5, 3, 4, 5, NoDamage},          // B ≤ A
		{2, 6, 8, 2, AllSelfInflicted},  // A < B ≤ C
		{2, 6, 6, 2, AllSelfInflicted},  // B = C
		{4, 9, 3, 9, NoneSelfInflicted}, // C ≤ A < B
		{2, 9, 5, 6, PartSelfInflicted}, // A < C < B: 2 + 9 − 5
		// At IMPs, BLML: V(1430) − V(50) + V(−980) style values: A −11, B +10, C −1: −11 + 10 + 1 = 0.
		{-11, 10, -1, 0, PartSelfInflicted},
	} {
		got, k := SeriousError(rat(c.a, 1), rat(c.b, 1), rat(c.c, 1))
		if k != c.kase {
			t.Errorf("A=%d B=%d C=%d: case %v, want %v", c.a, c.b, c.c, k, c.kase)
		}
		ratEq(t, "12C1(e) value", got, rat(c.want, 1))
	}
}

func TestKnockoutAndSessionPercent(t *testing.T) {
	// Non-balancing IMPs: NS's team +5, EW's team −1 (not −5): both get the average, ±3.
	ns, ew := Knockout(rat(5, 1), rat(-1, 1))
	ratEq(t, "knockout NS", ns, rat(3, 1))
	ratEq(t, "knockout EW", ew, rat(-3, 1))
	// 12C2(c): 24 other boards, top 10. A non-offender at 65 % (156 MPs)
	// gets 65 % rather than 60; an offender at 35 % (84 MPs) gets 35.
	p, _ := SessionPercent(AveragePlus, rat(156, 1), rat(10, 1), 24)
	ratEq(t, "non-offender 65%", p, rat(65, 1))
	p, _ = SessionPercent(AverageMinus, rat(84, 1), rat(10, 1), 24)
	ratEq(t, "offender 35%", p, rat(35, 1))
	// Below 60 and above 40 the averages stand.
	p, _ = SessionPercent(AveragePlus, rat(132, 1), rat(10, 1), 24) // 55 %
	ratEq(t, "non-offender 55%", p, rat(60, 1))
	p, _ = SessionPercent(AverageMinus, rat(108, 1), rat(10, 1), 24) // 45 %
	ratEq(t, "offender 45%", p, rat(40, 1))
	if _, err := SessionPercent(60, rat(1, 1), rat(10, 1), 0); err == nil {
		t.Error("no boards accepted")
	}
}

func TestAssigned1997(t *testing.T) {
	// NS declare; NS are the non-offenders. 10% 4S+1, 25% 4S=, 65% 4S−1
	// (best first for NS). Likely (≥ 1/3): cumulative 10%, 35% → 4S=.
	// At all probable (≥ 1/6): 10%, 35% → 4S= for the offenders too.
	w := mustEntry(t, "10% 4S+1 N, 25% 4S= N, 65% 4S-1 N").NS
	nos, os, err := Assigned1997(w, dds.NS, dds.VulNone, nil, nil)
	if err != nil || nos.String() != "4S= N" || os.String() != "4S= N" {
		t.Errorf("got %s / %s, %v; want 4S= N / 4S= N", nos, os, err)
	}
	// 20% 4S+1: at all probable → the offenders get 4S+1; the
	// non-offenders 4S= (20 + 25 = 45 ≥ 1/3).
	w = mustEntry(t, "20% 4S+1 N, 25% 4S= N, 55% 4S-1 N").NS
	nos, os, _ = Assigned1997(w, dds.NS, dds.VulNone, nil, nil)
	if nos.String() != "4S= N" || os.String() != "4S+1 N" {
		t.Errorf("got %s / %s; want 4S= N / 4S+1 N", nos, os)
	}
	// EW non-offenders: best for them first is 4S−1 (55%): both get it.
	nos, os, _ = Assigned1997(w, dds.EW, dds.VulNone, nil, nil)
	if nos.String() != "4S-1 N" || os.String() != "4S-1 N" {
		t.Errorf("EW: got %s / %s; want 4S-1 N twice", nos, os)
	}
	// Thresholds are options: likely at 1/2 → 4S−1 for NS non-offenders.
	nos, _, _ = Assigned1997(w, dds.NS, dds.VulNone, rat(1, 2), nil)
	if nos.String() != "4S-1 N" {
		t.Errorf("likely 1/2: got %s, want 4S-1 N", nos)
	}
}

func TestSeriousErrorValues(t *testing.T) {
	// Teams, other room +170 (NS vulnerable). EW are the non-offenders.
	// Table: NS made 4SX+1 after EW's wild double: +990 for NS, EW −13
	// IMPs (990 − 170 = 820). Adjusted: 50% 4S-1 N, 50% 3S+1 N: EW get
	// +7 (270) and −0 (+170 vs +170 → 0): 3.5. Without the serious error
	// (no double): 4S+1 N +650 → 480 → EW −10. A = −13 < C = −10 < B = 3.5:
	// EW get A + B − C = −13 + 3.5 + 10 = 0.5; NS (offenders) get B′ = −3.5.
	board := Board{Vul: dds.VulNS, Tables: plains(t, "+170")}
	actual := mustResult(t, "4SX+1 N")
	adjusted := mustEntry(t, "50% 4S-1 N, 50% 3S+1 N")
	aw, err := SeriousErrorValues(IMPScoring{}, board, dds.EW, actual, mustEntry(t, "4S+1 N"), adjusted, OffendersAdjusted)
	if err != nil {
		t.Fatal(err)
	}
	if aw.Case != PartSelfInflicted || aw.Datum != nil {
		t.Errorf("case %v, datum %v", aw.Case, aw.Datum)
	}
	ratEq(t, "A", aw.A, rat(-13, 1))
	ratEq(t, "B", aw.B, rat(7, 2))
	ratEq(t, "C", aw.C, rat(-10, 1))
	ratEq(t, "non-offenders", aw.NOS, rat(1, 2))
	ratEq(t, "offenders", aw.OS, rat(-7, 2))

	// offenders = "without": NS get C′, the other side of C: +10.
	aw, _ = SeriousErrorValues(IMPScoring{}, board, dds.EW, actual, mustEntry(t, "4S+1 N"), adjusted, OffendersWithout)
	ratEq(t, "offenders, without", aw.OS, rat(10, 1))
	ratEq(t, "non-offenders, without", aw.NOS, rat(1, 2))

	// C weighted: 50 % 4S+1 N (+650: EW −10) and 50 % 3S+1 N (+170: EW
	// 0): C = −5. A = −13 < C < B = 3.5: EW get −13 + 3.5 + 5 = −4.5;
	// under "without" NS get C′ = +5.
	weightedC := mustEntry(t, "50% 4S+1 N, 50% 3S+1 N")
	aw, _ = SeriousErrorValues(IMPScoring{}, board, dds.EW, actual, weightedC, adjusted, OffendersWithout)
	ratEq(t, "weighted C", aw.C, rat(-5, 1))
	ratEq(t, "non-offenders, weighted C", aw.NOS, rat(-9, 2))
	ratEq(t, "offenders, weighted C", aw.OS, rat(5, 1))

	// No damage (B ≤ A): the table result stands for both, whatever the
	// reading. Table 4S-1 N (−100 against +170: EW +7) is better for EW
	// than B (3.5): NS keep −7.
	aw, _ = SeriousErrorValues(IMPScoring{}, board, dds.EW, mustResult(t, "4S-1 N"), weightedC, adjusted, OffendersWithout)
	if aw.Case != NoDamage {
		t.Errorf("no damage: case %v", aw.Case)
	}
	ratEq(t, "no damage: non-offenders keep the table result", aw.NOS, rat(7, 1))
	ratEq(t, "no damage: offenders keep the table result", aw.OS, rat(-7, 1))
}

// At Butler, A, B and C are valued against one datum: the board's with
// the adjusted score in it (the weighted table out of the datum by
// default). Love all, field +420 +420 +450 +170 -50, 20 % dropped at
// each end: -50 +170 +420 +420 +450 less -50 and +450: 1010 / 3 = 336.7
// → +340. A: 4♠-2 by North (-100): −440 → −10. B: 60 % 4♠= (+420: +80 →
// +2), 40 % 4♠-1 (−50: −390 → −9): −2.4. C: 4♠-1 (−50): −9. A < C < B:
// NS get −10 − 2.4 + 9 = −3.4; EW +2.4.
func TestSeriousErrorOneDatum(t *testing.T) {
	m := ButlerScoring{Trim: rat(1, 5)}
	board := Board{Vul: dds.VulNone, Tables: plains(t, "+420", "+420", "+450", "+170", "-50")}
	aw, err := SeriousErrorValues(m, board, dds.NS, mustResult(t, "4S-2 N"), mustEntry(t, "4S-1 N"), mustEntry(t, "60% 4S= N, 40% 4S-1 N"), OffendersAdjusted)
	if err != nil {
		t.Fatal(err)
	}
	if aw.Datum == nil || *aw.Datum != 340 {
		t.Fatalf("datum %v, want +340", aw.Datum)
	}
	ratEq(t, "A", aw.A, rat(-10, 1))
	ratEq(t, "B", aw.B, rat(-12, 5))
	ratEq(t, "C", aw.C, rat(-9, 1))
	ratEq(t, "NS", aw.NOS, rat(-17, 5))
	ratEq(t, "EW", aw.OS, rat(12, 5))
}

func TestTeamsSingleAndOrder(t *testing.T) {
	other := plains(t, "+170")
	for _, s := range []Scoring{IMPScoring{}, BAMScoring{}} {
		plain, _ := Adjust(s, dds.VulNS, mustEntry(t, "4S= N"), other)
		full, _ := Adjust(s, dds.VulNS, mustEntry(t, "100% 4S= N"), other)
		ratEq(t, s.Name()+" 100%", full.NS.Value, plain.NS.Value)
		a, _ := Adjust(s, dds.VulNS, mustEntry(t, "30% 4S= N, 50% 4S-1 N, 20% 3NT+1 S"), other)
		b, _ := Adjust(s, dds.VulNS, mustEntry(t, "50% 4S-1 N, 20% 3NT+1 S, 30% 4S= N"), other)
		ratEq(t, s.Name()+" order", a.NS.Value, b.NS.Value)
	}
}

// Every form of scoring in the list is made by its name and its aliases,
// and its Scoring.Name is the list's name.
func TestScoringForms(t *testing.T) {
	if got := ScoringNameList("or"); got != "matchpoints, imps, cross-imps, butler, bam or total" {
		t.Errorf("the list reads %q", got)
	}
	for _, f := range ScoringForms() {
		for _, n := range append([]string{f.Name, strings.ToUpper(f.Name)}, f.Aliases...) {
			sc, err := ScoringByName(n)
			if err != nil || sc.Name() != f.Name {
				t.Errorf("ScoringByName(%q) = %v, %v; want %s", n, sc, err, f.Name)
			}
		}
		if f.Title == "" {
			t.Errorf("%s has no title", f.Name)
		}
	}
	if _, err := ScoringByName("rubber"); err == nil || !strings.Contains(err.Error(), "cross-imps, butler, bam or total") {
		t.Errorf("rubber: %v", err)
	}
}

// Law 12C2(c) from a session percentage: 63.5 % raises a non-offender's
// average plus, 35 % lowers an offender's average minus; 55 % leaves
// average plus alone, 45 % average minus; an average (50) is never
// changed. At IMPs 63.5 % is (63.5 − 50) × 3 / 10 = +4.05, 35 % −4.5.
func TestSessionCap(t *testing.T) {
	p := func(x string) *big.Rat { r, _ := new(big.Rat).SetString(x); return r }
	for _, tc := range []struct {
		award   int
		session string
		want    string
		capped  bool
	}{
		{60, "63.5", "63.5", true}, {40, "35", "35", true}, {60, "55", "60", false},
		{40, "45", "40", false}, {50, "70", "50", false}, {60, "60", "60", false},
	} {
		got, capped := SessionCap(tc.award, p(tc.session))
		ratEq(t, fmt.Sprintf("%d at %s", tc.award, tc.session), got, p(tc.want))
		if capped != tc.capped {
			t.Errorf("%d at %s: capped %v", tc.award, tc.session, capped)
		}
	}
	ratEq(t, "63.5 % in IMPs", SessionIMPs(p("63.5"), nil), p("4.05"))
	ratEq(t, "35 % in IMPs", SessionIMPs(p("35"), nil), p("-4.5"))
	ratEq(t, "63.5 % at 2 IMPs a 10 %", SessionIMPs(p("63.5"), rat(2, 1)), p("2.7"))
}

// published_test.go: published worked examples of adjusted and factored scores (testdata/published-examples.md, with their sources), recomputed.

package weighting

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// group is n tables of the result s, each valued mp.
type group struct {
	n  int
	s  string
	mp int64
}

// frequencies is a frequency table's tables, group by group, and each
// table's published value.
func frequencies(t *testing.T, groups []group) (tables []Ruling, want []int64) {
	for _, g := range groups {
		tables = append(tables, repeat(t, g.n, g.s)...)
		for range g.n {
			want = append(want, g.mp)
		}
	}
	return tables, want
}

// scoreBoard scores every table of a board at vulnerability v.
func scoreBoard(t *testing.T, s Scoring, v dds.Vulnerability, tables []Ruling) []TableValue {
	t.Helper()
	vals, err := s.Score(&Board{Vul: v, Tables: tables})
	if err != nil {
		t.Fatal(err)
	}
	return vals
}

// repeat is n plain tables of result r.
func repeat(t *testing.T, n int, r string) []Ruling {
	var out []Ruling
	for range n {
		out = append(out, mustEntry(t, r))
	}
	return out
}

func dec(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic(s)
	}
	return r
}

// E1: EBU forum, "Pairs, XIMPs and Weighted & Split Scoring"
// (forums.ebu.co.uk/discussion/969, citing White Book 4.1.1.4–5). Four
// tables −110, +50, +170, +120; table 5 split: NS 50 % −110 / 50 % +50,
// EW 50 % +170 / 50 % +120. Published: the split table NS −2.25, EW
// −2.25 XIMPs — and every other table's new value, which the scorer needs.
// By hand (IMPs against every other result, divided by 4 comparisons):
//
//	split NS: −110 v +50 +170 +120 = −4 −7 −6 = −17; +50 v −110 +170 +120 = +4 −3 −2 = −1:
//	          (0.5 × −17 + 0.5 × −1) / 4 = −2.25
//	split EW: −170 v +110 −50 −120 = −7 −3 −2 = −12; −120 v +110 −50 −170 = −6 −2 +2 = −6:
//	          (0.5 × −12 + 0.5 × −6) / 4 = −2.25
//	table 1 NS −110: v +50 −4, +170 −7, +120 −6, split NS (½ × 0 + ½ × −4) −2: −19 / 4 = −4.75
//	table 2 NS +50: +4 −3 −2, split (½ × 4 + ½ × 0) +2: 1 / 4 = +0.25
//	table 3 EW −170: v +110 −7, −50 −3, −120 −2, split EW (½ × 0 + ½ × −2) −1: −13 / 4 = −3.25
//	table 4 EW −120: v +110 −6, −50 −2, −170 +2, split EW (½ × 2 + ½ × 0) +1: −5 / 4 = −1.25
//
// the four values the forum lists; the rest worked the same way.
func TestPublishedE1CrossIMPSplit(t *testing.T) {
	tables := append(plains(t, "-110", "+50", "+170", "+120"), mustEntry(t, "NS: 50% -110, 50% +50; EW: 50% +170, 50% +120"))
	vals := scoreBoard(t, CrossIMPScoring{}, dds.VulNone, tables)
	ratEq(t, "split table NS", vals[4].NS.Value, dec("-2.25"))
	ratEq(t, "split table EW", vals[4].EW.Value, dec("-2.25"))
	for _, c := range []struct {
		table int
		side  dds.Side
		want  string
	}{
		{0, dds.NS, "-4.75"}, {1, dds.NS, "0.25"}, {2, dds.EW, "-3.25"}, {3, dds.EW, "-1.25"},
		// The others, by hand: table 1 EW +110 v −50 +4, −170 +7, −120 +6,
		// split EW (½ × 7 + ½ × 6) 6.5: 23.5 / 4 = 5.875; table 3 NS +170
		// v −110 +7, +50 +3, +120 +2, split NS (½ × 7 + ½ × 3) +5: 17 / 4 = 4.25.
		{0, dds.EW, "5.875"}, {2, dds.NS, "4.25"},
	} {
		ratEq(t, fmt.Sprintf("table %d %s", c.table+1, c.side), vals[c.table].Side(c.side).Value, dec(c.want))
	}
	// Without the split table the four score −5.667, −0.333, +4, +2.
	four := scoreBoard(t, CrossIMPScoring{}, dds.VulNone, tables[:4])
	for i, want := range []*big.Rat{rat(-17, 3), rat(-1, 3), rat(4, 1), rat(2, 1)} {
		ratEq(t, fmt.Sprintf("four tables, table %d", i+1), four[i].NS.Value, want)
	}
}

// E2: Bermuda Bowl 2011, Butler (bridgebase.com forums, "Bermuda Bowl 2011
// universal thread"): 3 × +980, 11 × +480, 7 × +450, 1 × −50: mean 514.55,
// datum 510; IMPs +10, −1, −2, −11 — TestButlerDatum. Here the same board
// with one +480 table weighted 50/50 with +980 instead, left out of the
// datum (the default) and entered fractionally: both keep the datum.
func TestPublishedE2ButlerWeighted(t *testing.T) {
	var tables []Ruling
	tables = append(tables, mustEntry(t, "50% 4S+2 N, 50% 6S= N"))
	tables = append(tables, repeat(t, 3, "6S= N")...)
	tables = append(tables, repeat(t, 10, "4S+2 N")...)
	tables = append(tables, repeat(t, 7, "4H+1 S")...)
	tables = append(tables, repeat(t, 1, "4S-1 N")...)
	for _, m := range []ButlerScoring{{}, {Datum: DatumFractional}} {
		d, err := m.DatumOf(&Board{Vul: dds.VulNone, Tables: tables})
		// Excluded: (3×980 + 10×480 + 7×450 − 50) / 21 = 516.19 → 520;
		// fractional: adds ½ × 480 + ½ × 980 = 730: (10840 + 730) / 22 = 525.9 → 530.
		want := map[DatumMode]int{DatumExclude: 520, DatumFractional: 530}[m.Datum]
		if err != nil || d != want {
			t.Errorf("datum %s: %d, %v; want %d", m.Datum, d, err, want)
		}
	}
}

// E3: Skanderborg Bridgeklub, "Hvordan man regner resultatet ud i imp"
// (8660bridge.dk/Imp-opg.html; the rows are in
// testdata/published-examples.md): Butler at a club, board 1 love all, each
// row its own field, the datum the plain mean of the row's North-South
// scores rounded to 10 (nothing dropped), IMPs on the difference. By hand:
//
//	A: 420 230 200 420 400: 1670 / 5 = 334 → 330; +90 3, −100 −3, −130 −4, +70 2.
//	B: 170 420 400 520 420 170 420: 2520 / 7 = 360; −190 −5, +60 2, +40 1, +160 4.
//	C: a sit-out ("OVERSID") gets 0 and is left out of the datum, entered as
//	   an average (A50/50); 450 450 170 170 260: 1500 / 5 = 300; +150 4,
//	   −130 −4, −40 −1.
func TestPublishedE3DanishClubButler(t *testing.T) {
	for _, row := range []struct {
		name   string
		scores []string
		datum  int
		imps   []int64
	}{
		{"A", []string{"+420", "+230", "+200", "+420", "+400"}, 330, []int64{3, -3, -4, 3, 2}},
		{"B", []string{"+170", "+420", "+400", "+520", "+420", "+170", "+420"}, 360, []int64{-5, 2, 1, 4, 2, -5, 2}},
		{"C", []string{"A50/50", "+450", "+450", "+170", "+170", "+260"}, 300, []int64{0, 4, 4, -4, -4, -1}},
	} {
		b := &Board{Vul: dds.VulNone, Tables: plains(t, row.scores...)}
		m := ButlerScoring{}
		if d, err := m.DatumOf(b); err != nil || d != row.datum {
			t.Errorf("row %s: datum %d, %v; want %d", row.name, d, err, row.datum)
		}
		vals := scoreBoard(t, m, dds.VulNone, b.Tables)
		for i, want := range row.imps {
			ratEq(t, fmt.Sprintf("row %s, %s NS", row.name, row.scores[i]), vals[i].NS.Value, rat(want, 1))
			ratEq(t, fmt.Sprintf("row %s, %s EW", row.name, row.scores[i]), vals[i].EW.Value, rat(-want, 1))
		}
	}
}

// E4: M. Di Sacco, "Illustrative tables", TD seminar Istanbul 2010, Table B
// (studylib.net/doc/5623438): ten results, top 18: 690:18, 590:16,
// 500:14, 100:12, −100:9, −400:4, −550:0 — the frequencies follow from
// the values (2 per score beaten, 1 per tie): one each of 690, 590, 500,
// 100, −550; two −100s; three −400s.
func TestPublishedE4DiSacco(t *testing.T) {
	var tables []Ruling
	for _, c := range []struct {
		n int
		s string
	}{{1, "+690"}, {1, "+590"}, {1, "+500"}, {1, "+100"}, {2, "-100"}, {3, "-400"}, {1, "-550"}} {
		tables = append(tables, repeat(t, c.n, c.s)...)
	}
	vals := scoreBoard(t, MatchpointScoring{}, dds.VulNone, tables)
	for i, want := range []int64{18, 16, 14, 12, 9, 9, 4, 4, 4, 0} {
		ratEq(t, tables[i].String(), vals[i].NS.Value, rat(want, 1))
	}
	ratEq(t, "top", vals[0].Top, rat(18, 1))
}

// E4, Table 5: Di Sacco's 100-result frequency table, top 198, with the
// values 198, 176, 101, 29, 7, 2, 0. The frequencies follow from the
// values (2 per score beaten, 1 per tie, 99 others): a group of n with b
// results below scores 2b + n − 1, so from the top 199 − n = 198: 1;
// 2 × (99 − n) + n − 1 = 197 − n = 176: 21; 155 − n = 101: 54;
// 47 − n = 29: 18; 11 − n = 7: 4; 3 − n = 2: 1; n − 1 = 0: 1 — 100 in
// all. The scores only need their order (North-South vulnerable, as the
// seminar's +1660, +1430 and +620 are).
func TestPublishedE4DiSaccoFrequencies(t *testing.T) {
	tables, want := frequencies(t, []group{{1, "+1660", 198}, {21, "+1430", 176}, {54, "+620", 101}, {18, "+170", 29}, {4, "+140", 7}, {1, "-100", 2}, {1, "-200", 0}})
	if len(tables) != 100 {
		t.Fatalf("%d results, want 100", len(tables))
	}
	vals := scoreBoard(t, MatchpointScoring{}, dds.VulNS, tables)
	for i, w := range want {
		ratEq(t, tables[i].String(), vals[i].NS.Value, rat(w, 1))
	}
	ratEq(t, "top", vals[0].Top, rat(198, 1))
}

// E5: nationwidepairs.com.au/scoring_explanation.html: eleven scores, top
// 20: +1430:20, +690:18, +680 ×3:14, +660 ×2:9, +650:6, −100 ×2:3, −200:0
// (vulnerable scores).
func TestPublishedE5Nationwide(t *testing.T) {
	tables, want := frequencies(t, []group{{1, "+1430", 20}, {1, "+690", 18}, {3, "+680", 14}, {2, "+660", 9}, {1, "+650", 6}, {2, "-100", 3}, {1, "-200", 0}})
	vals := scoreBoard(t, MatchpointScoring{}, dds.VulAll, tables)
	for i, w := range want {
		ratEq(t, tables[i].String(), vals[i].NS.Value, rat(w, 1))
	}
}

// E6: R. Pavlicek, "Instant Matchpoints" (rpbridge.net/7q41.htm), ACBL
// units, top 15: +450 ×2:14.5, +420 ×4:11.5, +400 ×3:8, +170 ×6:3.5, −50:0.
func TestPublishedE6PavlicekACBL(t *testing.T) {
	var tables []Ruling
	var want []*big.Rat
	for _, c := range []struct {
		n  int
		s  string
		mp string
	}{{2, "+450", "14.5"}, {4, "+420", "11.5"}, {3, "+400", "8"}, {6, "+170", "3.5"}, {1, "-50", "0"}} {
		tables = append(tables, repeat(t, c.n, c.s)...)
		for range c.n {
			want = append(want, dec(c.mp))
		}
	}
	vals := scoreBoard(t, MatchpointScoring{Units: ACBL}, dds.VulNone, tables)
	for i, w := range want {
		ratEq(t, tables[i].String(), vals[i].NS.Value, w)
	}
	ratEq(t, "top", vals[0].Top, rat(15, 1))
}

// E7: EBU forum, "Factoring manually" (forums.ebu.co.uk/discussion/535): a
// frequency table of 2, 1, 3 and 4 results (best first) gives 17, 14, 10
// and 3 on a top of 18. The scores only need their order: +620 +170 +140
// −100 stand for them.
func TestPublishedE7Frequencies(t *testing.T) {
	tables, want := frequencies(t, []group{{2, "+620", 17}, {1, "+170", 14}, {3, "+140", 10}, {4, "-100", 3}})
	vals := scoreBoard(t, MatchpointScoring{}, dds.VulNS, tables)
	for i, w := range want {
		ratEq(t, tables[i].String(), vals[i].NS.Value, rat(w, 1))
	}
}

// E8: S. Willner on the 2007 Law 12C1(e) (blml, 2008-January/037099): a
// slam bid after unauthorised information; East-West's irrational defence
// lets 6♠ make (+980). Adjusted: 4♠+1 (+450); without the serious error
// 6♠-1 (−50). Total points, EW the non-offenders: A = −980, B = −450,
// C = +50: A < B ≤ C, all the damage self-inflicted: EW keep −980. NS, the
// offenders, get +450 — the 2017 text, and the ACBL's election — or −50
// "in most of the world" under the 2007 reading, offenders = "without".
func TestPublishedE8SeriousError(t *testing.T) {
	for _, c := range []struct {
		o    Offenders
		want int64
	}{{OffendersAdjusted, 450}, {OffendersWithout, -50}} {
		aw, err := SeriousErrorValues(TotalPointScoring{}, Board{Vul: dds.VulNone}, dds.EW, mustResult(t, "6S= N"),
			mustEntry(t, "6S-1 N"), mustEntry(t, "4S+1 N"), c.o)
		if err != nil {
			t.Fatal(err)
		}
		if aw.Case != AllSelfInflicted {
			t.Errorf("%s: case %v", c.o, aw.Case)
		}
		ratEq(t, "EW (non-offending)", aw.NOS, rat(-980, 1))
		ratEq(t, fmt.Sprintf("NS (offending, %s)", c.o), aw.OS, rat(c.want, 1))
	}
}

package event

import (
	"math/big"
	"testing"

	"github.com/ruling-bridge/ruling/weighting"
)

// Board 1 of fouled.pbn and fouled-usebio.xml was played in three forms
// (Law 87): six tables as dealt, three with North's ♠A and East's ♥9
// exchanged, one with the vulnerability shown as All. Ten results: the
// full top is 2 × 9 = 18 (EBU units), and Neuberg's formula factors a
// group of n to ten results: MP′ = (MP + 1) × 10/n − 1.
//
// Form 1 (n = 6): +450 beats five (10), +430 four (8), each +420 two and
// ties one (5), +170 one (2), −50 none (0). Factored (MP+1) × 10/6 − 1:
// 52/3 = 17.33, 14, 9, 9, 4, 2/3 = 0.67; they sum to 54 = 6 × 9.
// Form 2 (n = 3): +140 beats two (4), −50 one (2), −100 none (0).
// Factored (MP+1) × 10/3 − 1: 47/3 = 15.67, 9, 7/3 = 2.33; sum 27 = 3 × 9.
// Form 3 (n = 1): nobody to compare with: average plus to both sides,
// 60 % of 18 = 10.8 (factored instead, (0+1) × 10 − 1 = 9, 50 %).
// With the ACBL small-group rule (groups of three or fewer): form 2 gets
// 70, 60, 50 % of 18 = 12.6, 10.8, 9; form 1 is factored as before.
func TestFouledBoardGroups(t *testing.T) {
	neuberg := [][]*big.Rat{
		{r(52, 3), r(14, 1), r(9, 1), r(9, 1), r(4, 1), r(2, 3)},
		{r(47, 3), r(9, 1), r(7, 3)},
		{r(54, 5)},
	}
	ns := [][]string{{"2", "5", "1", "3", "6", "4"}, {"8", "7", "9"}, {"10"}}
	for _, file := range []string{"testdata/fouled.pbn", "testdata/fouled-usebio.xml"} {
		f := PBN
		if file == "testdata/fouled-usebio.xml" {
			f = USEBIO
		}
		ev := mustLoad(t, file, f)
		forms := ev.Forms(1)
		if len(forms) != 3 || forms[0].Form != 1 || forms[2].Form != 3 || forms[1].Deal == forms[0].Deal || forms[2].Vulnerable.String() != "All" {
			t.Fatalf("%s: %d forms", file, len(forms))
		}
		if b, err := ev.TableBoard(1, []string{"8", "18"}); err != nil || b.Form != 2 {
			t.Errorf("%s: pairs 8 v 18 played form %v (%v), want 2", file, b.Form, err)
		}
		groups, rows := ev.Groups(1)
		vals, err := weighting.ScoreFouled(weighting.MatchpointScoring{}, groups, weighting.LoneAveragePlus)
		if err != nil {
			t.Fatal(err)
		}
		for g := range groups {
			// Each group's values in the order of the hand computation.
			for k, want := range neuberg[g] {
				i := indexOf(rows[g], ns[g][k])
				got := vals[g].Values[i].NS.Value
				if got.Cmp(want) != 0 {
					t.Errorf("%s: group %d, NS %s: %s, want %s", file, g+1, ns[g][k], got.FloatString(2), want.FloatString(2))
				}
				if top := vals[g].Values[i].Top; top.Cmp(r(18, 1)) != 0 {
					t.Errorf("%s: top %s, want 18", file, top)
				}
			}
		}
		if !vals[2].Lone || vals[0].Method != "Neuberg factoring from 6 to 10 results" {
			t.Errorf("%s: methods %q, %q, lone %v", file, vals[0].Method, vals[2].Method, vals[2].Lone)
		}
		// The ACBL small-group rule for the group of three; a lone result factored.
		small, err := weighting.ScoreFouled(weighting.MatchpointScoring{SmallGroups: true}, groups, weighting.LoneFactored)
		if err != nil {
			t.Fatal(err)
		}
		for k, want := range []*big.Rat{r(63, 5), r(54, 5), r(9, 1)} {
			if got := small[1].Values[indexOf(rows[1], ns[1][k])].NS.Value; got.Cmp(want) != 0 {
				t.Errorf("%s: small groups, NS %s: %s, want %s", file, ns[1][k], got.FloatString(2), want.FloatString(2))
			}
		}
		if got := small[2].Values[0].NS.Value; got.Cmp(r(54, 5)) != 0 {
			t.Errorf("%s: lone result under the small-group rule: %s, want 10.8 (60 %%)", file, got.FloatString(2))
		}
		fact, _ := weighting.ScoreFouled(weighting.MatchpointScoring{}, groups, weighting.LoneFactored)
		if got := fact[2].Values[0].NS.Value; got.Cmp(r(9, 1)) != 0 {
			t.Errorf("%s: lone result factored: %s, want 9", file, got.FloatString(2))
		}
		if _, err := weighting.ScoreFouled(weighting.IMPScoring{}, groups, weighting.LoneAveragePlus); err == nil {
			t.Errorf("%s: a fouled board scored at teams", file)
		}
	}
}

func r(a, b int64) *big.Rat { return big.NewRat(a, b) }

func indexOf(rows []Row, ns string) int {
	for i, row := range rows {
		if row.NS == ns {
			return i
		}
	}
	return -1
}

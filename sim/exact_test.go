// exact_test.go: shape-first dealing is exactly uniform over the accepted deals — checked by enumerating every deal of a small problem.

package sim

import (
	"context"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// smallProblem has 10 unknown cards: 4 spades, 3 hearts, 2 diamonds and a
// club, to be dealt 3 to North, 3 to East, 2 to South and 2 to West
// (25 200 deals in all).
func smallProblem(t *testing.T) dds.Deal {
	t.Helper()
	full, err := dds.ParseDeal("N:AK43.AKQJ.AKQ.AK QJ2.T98.JT98.QJT T98.765.765.8765 765.432.432.9432")
	if err != nil {
		t.Fatal(err)
	}
	// Take 10 cards out: 4 spades, 3 hearts, 2 diamonds, a club.
	out := []string{"S4", "S3", "S2", "SK", "HA", "H2", "H9", "D2", "DJ", "C9"}
	for _, s := range out {
		c, err := dds.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		seat, _ := full.Holder(c)
		full[seat] = full[seat].Without(c)
	}
	return full
}

// allCompletions enumerates every way to deal the unknown cards of known.
func allCompletions(known dds.Deal) []dds.Deal {
	var cards []dds.Card
	for c := known.Unknown(); c != 0; c = c.Without(c.Lowest()) {
		cards = append(cards, c.Lowest())
	}
	var out []dds.Deal
	var rec func(k int, d dds.Deal)
	rec = func(k int, d dds.Deal) {
		if k == len(cards) {
			out = append(out, d)
			return
		}
		for _, s := range dds.Seats {
			if d[s].Len() < 13 {
				e := d
				e[s] = e[s].With(cards[k])
				rec(k+1, e)
			}
		}
	}
	rec(0, known)
	return out
}

// checkExactUniform samples the condition on the small problem and checks,
// by chi-square against the enumerated accepted deals, that every accepted
// deal is equally likely; it also checks that no rejected deal appears.
func checkExactUniform(t *testing.T, condText string, accept func(d dds.Deal) bool, wantExact int) {
	t.Helper()
	known := smallProblem(t)
	var ok []dds.Deal
	index := map[dds.Deal]int{}
	for _, d := range allCompletions(known) {
		if accept(d) {
			index[d] = len(ok)
			ok = append(ok, d)
		}
	}
	if len(ok) < 10 {
		t.Fatalf("only %d accepted deals: the test problem is too tight", len(ok))
	}
	cond, err := ParseCondition(condText)
	if err != nil {
		t.Fatal(err)
	}
	n := 60 * len(ok)
	counts := make([]int, len(ok))
	st, err := Sample(context.Background(), SampleSpec{Known: known, Condition: cond, Seed: 21, N: n, Threads: 2}, func(i int, d dds.Deal) error {
		k, found := index[d]
		if !found {
			t.Fatalf("deal %v is not an accepted completion", d)
		}
		counts[k]++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(st.ExactSeats) != wantExact {
		t.Logf("%+v", st)
		t.Errorf("%s: %d seats dealt shape first, want %d", condText, len(st.ExactSeats), wantExact)
	}
	probs := make([]float64, len(ok))
	for i := range probs {
		probs[i] = 1 / float64(len(ok))
	}
	checkChi(t, condText+": each accepted deal equally likely", counts, probs)
}

func TestExactOneSeat(t *testing.T) {
	checkExactUniform(t, "spades(north) >= 2 && shape(east, xx1x + x2xx)",
		func(d dds.Deal) bool {
			e := d[dds.East]
			return d[dds.North].SuitLen(dds.Spades) >= 2 && (e.SuitLen(dds.Diamonds) == 1 || e.SuitLen(dds.Hearts) == 2)
		}, 2)
}

func TestExactWithRejection(t *testing.T) {
	// East's shape is dealt first; the hascard part is left to rejection.
	checkExactUniform(t, "hearts(east) == 2 and hascard(west, 4S) or 0",
		func(d dds.Deal) bool {
			return d[dds.East].SuitLen(dds.Hearts) == 2 && d[dds.West].Has(dds.NewCard(dds.Spades, dds.Four))
		}, 0)
	checkExactUniform(t, "hearts(east) == 2 and hascard(west, 4S)",
		func(d dds.Deal) bool {
			return d[dds.East].SuitLen(dds.Hearts) == 2 && d[dds.West].Has(dds.NewCard(dds.Spades, dds.Four))
		}, 1)
}

func TestSuitLengthPredeal(t *testing.T) {
	s, err := ParseScript("len.dl", "predeal spades(north)==1, hearts(south)==4\ncondition hcp(north) >= 8\n")
	if err != nil {
		t.Fatal(err)
	}
	hits := 0
	st, err := Sample(context.Background(), SampleSpec{Condition: s.Condition, Seed: 3, N: 2000, Threads: 2}, func(i int, d dds.Deal) error {
		if d[dds.North].SuitLen(dds.Spades) != 1 || d[dds.South].SuitLen(dds.Hearts) != 4 || d[dds.North].HCP() < 8 {
			t.Fatalf("deal %d breaks the predeal: %v", i, d)
		}
		hits++
		return nil
	})
	if err != nil || hits != 2000 {
		t.Fatal(err, hits)
	}
	if len(st.ExactSeats) != 2 {
		t.Errorf("suit-length predeals should be dealt exactly: %+v", st)
	}
	// Even with shape-first dealing turned off they are honoured.
	_, err = Sample(context.Background(), SampleSpec{Condition: s.Condition, Seed: 3, N: 200, NoExact: true}, func(i int, d dds.Deal) error {
		if d[dds.North].SuitLen(dds.Spades) != 1 || d[dds.South].SuitLen(dds.Hearts) != 4 {
			t.Fatalf("deal %d breaks the predeal: %v", i, d)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

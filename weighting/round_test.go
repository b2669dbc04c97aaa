// round_test.go: largest-remainder rounding of weights, worked by hand.

package weighting

import (
	"math/big"
	"testing"
)

func TestRoundWeights(t *testing.T) {
	p := func(n, d int64) *big.Rat { return big.NewRat(n, d) }
	for _, tc := range []struct {
		name  string
		w     []*big.Rat
		step  int
		group []int
		want  []int64 // percent
	}{
		// 20 units: 10.56, 1.44, 8 → 10, 1, 8 and the spare unit to .56.
		{"fives", []*big.Rat{p(528, 1000), p(72, 1000), p(40, 100)}, 5, nil, []int64{55, 5, 40}},
		// 10 units: 5.28, 0.72, 4 → 5, 0, 4 and the spare unit to .72.
		{"tens", []*big.Rat{p(528, 1000), p(72, 1000), p(40, 100)}, 10, nil, []int64{50, 10, 40}},
		// 2 % is below half a step (2.5 %): folded into 38 % → 60, 40, 0.
		{"fold", []*big.Rat{p(60, 100), p(38, 100), p(2, 100)}, 5, nil, []int64{60, 40, 0}},
		// The 2 % goes to its own contract's 48 %, not the heavier 50 % of another.
		{"fold within contract", []*big.Rat{p(48, 100), p(2, 100), p(50, 100)}, 5, []int{0, 0, 1}, []int64{50, 0, 50}},
		// Thirds: 6.67 units each → 6, 6, 6; two spare units to the first two.
		{"thirds", []*big.Rat{p(1, 3), p(1, 3), p(1, 3)}, 5, nil, []int64{35, 35, 30}},
		// Two tiny outcomes: 1 % folds into 3 % (4 %), which folds into 96 %.
		{"cascade", []*big.Rat{p(96, 100), p(3, 100), p(1, 100)}, 10, nil, []int64{100, 0, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := RoundWeights(tc.w, tc.step, tc.group)
			if err != nil {
				t.Fatal(err)
			}
			sum := new(big.Rat)
			for i, g := range got {
				sum.Add(sum, g)
				if want := big.NewRat(tc.want[i], 100); g.Cmp(want) != 0 {
					t.Errorf("outcome %d: got %s, want %d%%", i+1, FormatPercent(g), tc.want[i])
				}
			}
			if sum.Cmp(big.NewRat(1, 1)) != 0 {
				t.Errorf("rounded weights sum to %s", FormatPercent(sum))
			}
		})
	}
}

func TestRoundWeightsErrors(t *testing.T) {
	if _, err := RoundWeights([]*big.Rat{big.NewRat(1, 2)}, 5, nil); err == nil {
		t.Error("weights summing to 50 % accepted")
	}
	if _, err := RoundWeights([]*big.Rat{big.NewRat(1, 1)}, 7, nil); err == nil {
		t.Error("a step of 7 % accepted")
	}
}

// Rounding with the benefit of the doubt (Law 12C1(c)): 62 % of an
// outcome worth 8 to the non-offenders and 38 % of one worth 3, to
// multiples of 5 %: 12.4 and 7.6 units, 19 whole, one spare. Neutral
// rounding gives it to the larger remainder (.6): 60/40. With Favour it
// goes to the outcome better for the non-offenders: 65/35.
func TestRoundFavour(t *testing.T) {
	w := []*big.Rat{big.NewRat(62, 100), big.NewRat(38, 100)}
	neutral, err := Round(w, RoundOptions{Step: 5})
	if err != nil {
		t.Fatal(err)
	}
	favour, err := Round(w, RoundOptions{Step: 5, Favour: []*big.Rat{big.NewRat(8, 1), big.NewRat(3, 1)}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		got  Rounding
		want [2]int64
	}{{"neutral", neutral, [2]int64{60, 40}}, {"favour", favour, [2]int64{65, 35}}} {
		for i, g := range tc.got.Weights {
			if g.Cmp(big.NewRat(tc.want[i], 100)) != 0 {
				t.Errorf("%s: outcome %d rounded to %s, want %d%%", tc.name, i+1, FormatPercent(g), tc.want[i])
			}
		}
	}
	// Listed the other way round, the spare unit still goes to the
	// outcome better for the non-offenders: 35/65.
	rev, _ := Round([]*big.Rat{big.NewRat(38, 100), big.NewRat(62, 100)}, RoundOptions{Step: 5, Favour: []*big.Rat{big.NewRat(3, 1), big.NewRat(8, 1)}})
	if rev.Weights[0].Cmp(big.NewRat(35, 100)) != 0 || rev.Weights[1].Cmp(big.NewRat(65, 100)) != 0 {
		t.Errorf("reversed: %s, %s", FormatPercent(rev.Weights[0]), FormatPercent(rev.Weights[1]))
	}
	// An outcome with no remainder takes no spare unit, however good:
	// 60 % (worth 8) is 12 whole units; 37.5 % and 2.5 % (worth 3 and 1)
	// leave .5 and .5: the spare unit goes to the better of those two.
	w3 := []*big.Rat{big.NewRat(60, 100), big.NewRat(375, 1000), big.NewRat(25, 1000)}
	r3, _ := Round(w3, RoundOptions{Step: 5, Favour: []*big.Rat{big.NewRat(8, 1), big.NewRat(3, 1), big.NewRat(1, 1)}})
	if r3.Weights[0].Cmp(big.NewRat(60, 100)) != 0 || r3.Weights[1].Cmp(big.NewRat(40, 100)) != 0 || r3.Weights[2].Sign() != 0 {
		t.Errorf("no remainder: %s, %s, %s", FormatPercent(r3.Weights[0]), FormatPercent(r3.Weights[1]), FormatPercent(r3.Weights[2]))
	}
}

// Every folded outcome says where it went: 2 % of 4♠-2 is counted with
// 4♠-1, and in a cascade 1 % goes with the 3 % it joined, into 96 %.
func TestRoundInto(t *testing.T) {
	r, err := Round([]*big.Rat{big.NewRat(60, 100), big.NewRat(38, 100), big.NewRat(2, 100)}, RoundOptions{Step: 5, Group: []int{0, 0, 0}})
	if err != nil {
		t.Fatal(err)
	}
	if r.Into[0] != -1 || r.Into[1] != -1 || r.Into[2] != 1 {
		t.Errorf("into %v, want [-1 -1 1]", r.Into)
	}
	c, _ := Round([]*big.Rat{big.NewRat(96, 100), big.NewRat(3, 100), big.NewRat(1, 100)}, RoundOptions{Step: 10})
	if c.Into[1] != 0 || c.Into[2] != 0 {
		t.Errorf("cascade into %v, want [-1 0 0]", c.Into)
	}
}

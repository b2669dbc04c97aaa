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

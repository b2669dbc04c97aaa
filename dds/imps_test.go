package dds

import (
	"math/big"
	"testing"
)

// The Law 78B scale as printed in the Laws: each row's lowest and highest
// listed difference and its IMPs.
var law78B = []struct{ lo, hi, imps int }{
	{0, 10, 0}, {20, 40, 1}, {50, 80, 2}, {90, 120, 3}, {130, 160, 4},
	{170, 210, 5}, {220, 260, 6}, {270, 310, 7}, {320, 360, 8}, {370, 420, 9},
	{430, 490, 10}, {500, 590, 11}, {600, 740, 12}, {750, 890, 13}, {900, 1090, 14},
	{1100, 1290, 15}, {1300, 1490, 16}, {1500, 1740, 17}, {1750, 1990, 18},
	{2000, 2240, 19}, {2250, 2490, 20}, {2500, 2990, 21}, {3000, 3490, 22},
	{3500, 3990, 23}, {4000, 7600, 24},
}

func TestIMPScale(t *testing.T) {
	for _, row := range law78B {
		// At and around each boundary, whole and fractional, both signs.
		cases := []struct {
			diff float64
			imps int
		}{
			{float64(row.lo), row.imps},
			{float64(row.hi), row.imps},
			{float64(row.hi) + 9.99, row.imps}, // fractional differences below the next threshold
			{float64(row.lo) + 0.5, row.imps},
		}
		if row.lo > 0 {
			cases = append(cases, struct {
				diff float64
				imps int
			}{float64(row.lo) - 0.01, row.imps - 1})
		}
		for _, c := range cases {
			if got := IMPs(c.diff); got != c.imps {
				t.Errorf("IMPs(%v) = %d, want %d", c.diff, got, c.imps)
			}
			if got := IMPs(-c.diff); got != -c.imps {
				t.Errorf("IMPs(%v) = %d, want %d", -c.diff, got, -c.imps)
			}
			r := new(big.Rat).SetFloat64(c.diff)
			if got := IMPsRat(r); got != c.imps {
				t.Errorf("IMPsRat(%v) = %d, want %d", c.diff, got, c.imps)
			}
			if got := IMPsRat(r.Neg(r)); got != -c.imps {
				t.Errorf("IMPsRat(%v) = %d, want %d", -c.diff, got, -c.imps)
			}
		}
	}
	// Odd fractional differences, as weighted scores and datums give them.
	for _, c := range []struct {
		diff float64
		imps int
	}{{15, 0}, {19.999, 0}, {-45.5, -1}, {514.55 - 480, 1}, {980 - 514.55, 10}, {1e9, 24}, {-1e9, -24}} {
		if got := IMPs(c.diff); got != c.imps {
			t.Errorf("IMPs(%v) = %d, want %d", c.diff, got, c.imps)
		}
	}
	if got := IMPsRat(big.NewRat(-59, 3)); got != 0 { // −19⅔
		t.Errorf("IMPsRat(-59/3) = %d, want 0", got)
	}
	if got := IMPsRat(big.NewRat(1301, 3)); got != 10 { // 433⅓
		t.Errorf("IMPsRat(1301/3) = %d, want 10", got)
	}
}

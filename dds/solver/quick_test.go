// quick_test.go: the quick-trick helpers against their definitions.

package solver

import (
	"math/rand/v2"
	"testing"
)

// TestTopsOf checks topsOf (SWAR) against its definition, suit by suit:
// the suit's lane top bit is set exactly when the highest remaining card
// of the suit is one of ours.
func TestTopsOf(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 15))
	for range 20000 {
		p := randomEnding(rng, 1+rng.IntN(52))
		agg := p.Hands.Known()
		seat := rng.IntN(4)
		ours := p.Hands[seat] | p.Hands[(seat+2)&3]
		got := topsOf(ours, agg)
		var want uint64
		for su := range 4 {
			if highBit(agg&suitMask(su))&ours != 0 {
				want |= 0x8000 << (16 * su)
			}
		}
		if got != want {
			t.Fatalf("topsOf(%v, %v) = %#x, want %#x", ours, agg, got, want)
		}
	}
}

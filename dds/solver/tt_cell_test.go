// tt_cell_test.go: the arena's form of an entry (ttCell) against the entry it packs.

package solver

import (
	"math/rand/v2"
	"testing"
)

// TestPackCell packs random entries (masks from a suit's lowest relied-on
// rank to its top, as winToMask makes them) and checks that the cell
// gives back the entry, and that it settles exactly the keys and thetas
// the entry does, with the entry's mask and bounds.
func TestPackCell(t *testing.T) {
	rng := rand.New(rand.NewPCG(36, 1))
	for range 20000 {
		var full, mask, odd, high uint64
		for s := range 4 {
			sh := uint(16 * s)
			n := rng.IntN(14)
			full |= (1<<n - 1) << sh
			if n > 0 && rng.IntN(4) > 0 {
				d := rng.IntN(n) // fixes ranks d..n-1
				mask |= (1<<n - 1<<d) << sh
			}
		}
		odd, high = rng.Uint64()&full, rng.Uint64()&full
		lb := rng.IntN(14)
		ub := lb + rng.IntN(14-lb)
		e := ttEntry{odd: odd & mask, high: high & mask, mask: mask, lb: int8(lb), ub: int8(ub)}
		c := packCell(&e)
		if got := c.entry(full); got != e {
			t.Fatalf("packCell(%+v).entry = %+v", e, got)
		}
		for range 4 {
			k := ttKey{odd: rng.Uint64() & full, high: rng.Uint64() & full}
			if rng.IntN(2) == 0 { // agree where the entry fixes
				k.odd = k.odd&^mask | e.odd
				k.high = k.high&^mask | e.high
			}
			theta := rng.IntN(14) + 1
			want := ((e.odd^k.odd)|(e.high^k.high))&mask == 0 && (lb >= theta || ub < theta)
			gm, glb, gub, got := settlesCell(&c, &k, theta)
			if got != want {
				t.Fatalf("entry %+v, key odd %#x high %#x, theta %d: settles %v, want %v", e, k.odd, k.high, theta, got, want)
			}
			if gm&full != mask || glb != lb || gub != ub {
				t.Fatalf("entry %+v: settlesCell gives mask %#x (within the cards %#x), bounds %d..%d", e, gm, gm&full, glb, gub)
			}
		}
	}
}

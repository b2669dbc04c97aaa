// pext_test.go: keyLanes (PEXT and PDEP where the processor has them) against the definition of a key's lanes and signature.

package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestKeyLanes checks keyLanes on random cards, suits of every length
// (empty ones too), against the definition: the j-th lowest card of a
// suit gives bit j of the suit's lane of o and h, and the signature's
// nibble holds the odd bits of the top three cards and the high bit of
// the top one (see sigNibble). It fails on a wrong operand order of
// PEXT, PDEP, BZHI or SHRX, or a lane's bits in the wrong place.
func TestKeyLanes(t *testing.T) {
	t.Logf("PEXT used by makeKeyFrom: %v", hasFastPEXT)
	rng := rand.New(rand.NewPCG(7, 8))
	for n := range 20000 {
		var agg uint64
		for s := range 4 {
			lane := rng.Uint64() & uint64(dds.AllCards.SuitBits(dds.Clubs))
			switch n % 5 { // thin some suits out, empty others
			case 1:
				lane &= rng.Uint64()
			case 2:
				lane &= rng.Uint64() & rng.Uint64()
			case 3:
				if s == n%4 {
					lane = 0
				}
			}
			agg |= lane << (16 * s)
		}
		odd, high := rng.Uint64(), rng.Uint64()
		var wo, wh, wlow uint64
		var wsig uint16
		for s := range 4 {
			j := uint(0)
			var ob, hb [16]uint64
			for r := range 16 {
				bit := uint64(1) << (16*s + r)
				if agg&bit == 0 {
					continue
				}
				ob[j], hb[j] = b2u(odd&bit != 0), b2u(high&bit != 0)
				wo |= ob[j] << (16*uint(s) + j)
				wlow |= 1 << (16*uint(s) + j)
				wh |= hb[j] << (16*uint(s) + j)
				j++
			}
			if j == 0 {
				continue
			}
			top := j - 1
			nib := ob[top]<<2 | hb[top]<<3
			if top >= 1 {
				nib |= ob[top-1] << 1
			}
			if top >= 2 {
				nib |= ob[top-2]
			}
			wsig |= uint16(nib) << (4 * s)
		}
		o, h, low, sig := keyLanes(odd, high, agg)
		if o != wo || h != wh || low != wlow || sig != wsig {
			t.Fatalf("keyLanes(%#x, %#x, %#x) = %#x, %#x, %#x, %#x; want %#x, %#x, %#x, %#x", odd, high, agg, o, h, low, sig, wo, wh, wlow, wsig)
		}
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

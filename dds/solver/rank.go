// rank.go: relative ranks — precomputed, read-only tables over suit holdings.

package solver

import (
	"math/bits"

	"github.com/ruling-bridge/ruling/dds"
)

// compressTable[m<<8|x] is the bits of x at the set bits of m, packed
// towards bit 0 (a software PEXT over one byte). Go has no PEXT intrinsic,
// so the solver extracts relative ranks one byte at a time with this table.
var compressTable = buildCompressTable()

func buildCompressTable() *[1 << 16]uint8 {
	var t [1 << 16]uint8
	for m := range 256 {
		for x := range 256 {
			var out, k uint8
			for b := range 8 {
				if m&(1<<b) != 0 {
					if x&(1<<b) != 0 {
						out |= 1 << k
					}
					k++
				}
			}
			t[m<<8|x] = out
		}
	}
	return &t
}

// compress16 packs the bits of x found at the set bits of m towards bit 0:
// with m a suit's remaining cards and x one hand's cards of the suit, bit i
// of the result says whether the hand holds the suit's (i+1)-th lowest
// remaining card — the hand's holding in relative ranks.
func compress16(x, m uint16) uint16 {
	lo := uint16(compressTable[int(m&0xff)<<8|int(x&0xff)])
	hi := uint16(compressTable[int(m>>8)<<8|int(x>>8)])
	return lo | hi<<bits.OnesCount8(uint8(m))
}

// laneCounts is the number of cards in each 16-bit suit lane of c, each
// count in the low bits of its lane (SWAR popcount).
func laneCounts(c dds.Cards) uint64 {
	x := uint64(c)
	x -= x >> 1 & 0x5555_5555_5555_5555
	x = x&0x3333_3333_3333_3333 + x>>2&0x3333_3333_3333_3333
	x = (x + x>>4) & 0x0f0f_0f0f_0f0f_0f0f
	return (x + x>>8) & 0x00ff_00ff_00ff_00ff
}

// suitMask is the lane of suit s within a Cards word: dds.AllCards's
// lane of that suit. (Not by Cards.SuitCards: its shift count is a
// dds.Suit, a byte the compiler cannot prove under 64, so every call in
// the hot loops paid a guard for larger shifts; the shifts here are
// masked to 48. With suitCards below: 2.5 % of the search's instructions
// on the pinned searches, lost when the solver moved to its own package.)
// Read from a table: a load instead of a shift by a variable count, which
// the portable build makes through CX (five random tables 0.4 % fewer
// instructions, docs/solver-log.md).
func suitMask(s int) dds.Cards { return suitMasks[s&3] }

// suitMasks is suitMask's table: dds.AllCards's lane of each suit.
var suitMasks = [4]dds.Cards{
	dds.AllCards & 0xffff, dds.AllCards & 0xffff << 16,
	dds.AllCards & 0xffff << 32, dds.AllCards & 0xffff << 48,
}

// lowBit is the lowest card of c as a set (0 when c is empty).
func lowBit(c dds.Cards) dds.Cards { return c & -c }

// highBit is the highest card of c as a set (0 when c is empty).
func highBit(c dds.Cards) dds.Cards {
	if c == 0 {
		return 0
	}
	return 1 << ((bits.Len64(uint64(c)) - 1) & 63)
}

// suitLen is the length of seat's suit su in a shape (handShape): where
// the shape is at hand, cheaper than counting the cards (in the portable
// build, GOAMD64=v1, each count checks the processor for POPCNT and
// keeps a call for those without it, whose live values are spilled
// around it).
func suitLen(shape uint64, seat, su int) int {
	return int(shape >> (16*uint(su&3) + 4*uint(seat&3)) & 15)
}

// suitCount is the number of cards of suit su in a shape: the sum of its
// four hands' lengths (no nibble of the running sum carries, as the
// whole sum is at most 13).
func suitCount(shape uint64, su int) int {
	return int((shape>>(16*uint(su&3))&0xffff)*0x1111>>12) & 15
}

// suitCards is the number of cards of suit su in c, counted a byte at a
// time as Cards.SuitLen does, with the shift masked (see suitMask).
func suitCards(c dds.Cards, su int) int {
	v := uint16(c >> (16 * uint(su&3)))
	return bits.OnesCount8(uint8(v)) + bits.OnesCount8(uint8(v>>8))
}

// twoOrMore reports whether c holds two cards or more.
func twoOrMore(c dds.Cards) bool { return c&(c-1) != 0 }

// handShape is the suit lengths of the four hands: the length of hand h
// in suit s in the 4 bits from 16*s + 4*h.
func handShape(h *[4]dds.Cards) uint64 {
	return laneCounts(h[0]) | laneCounts(h[1])<<4 | laneCounts(h[2])<<8 | laneCounts(h[3])<<12
}

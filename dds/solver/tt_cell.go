//go:build !ttwide

// tt_cell.go: the table's entry as the arena stores it — 16 bytes, the bounds and the mask's extent in the lanes' spare bits.

package solver

import "math/bits"

// ttCell is an entry as the arena stores it (PACKED ENTRY: 16 bytes and 4
// of signature, against 32 and 4 unpacked, so that a table of a given
// size holds 1.8 times the positions). A suit's lane has at most 13
// cards, so bits 13-15 of each lane of odd and high are spare: 12 bits
// in each word (spareBits). Those of odd hold lb, d0 and d1, those of
// high ub, d2 and d3, 4 bits each, where ds is the number of suit s's
// lowest cards the entry does not fix (its mask runs from relative rank
// ds to the top, as winToMask makes it; 15 when it fixes none of the
// suit). Bits 0-12 of each lane are the owners of the fixed ranks, 0
// elsewhere. The build tag ttwide keeps the unpacked entry instead
// (tt_cell_wide.go), to time the two layouts against each other.
type ttCell struct {
	odd, high uint64
}

// Masks of a cell's lanes: the owners' 13 bits, and the spare 3.
const (
	cellOwners = 0x1fff_1fff_1fff_1fff
	cellSpare  = 0xe000_e000_e000_e000
	// spareGather moves the spare bits of the four lanes (3 at bits 13,
	// 29, 45 and 61) to bits 52-63 in one multiplication, lane 0's
	// lowest: no two of the shifted copies overlap, so nothing carries.
	spareGather = 1<<39 | 1<<26 | 1<<13 | 1
	// spareSpread puts 12 bits (times it, then & cellSpare) in the spare
	// bits of the four lanes, 3 a lane: spareGather's inverse (again the
	// shifted copies do not overlap).
	spareSpread = 1<<13 | 1<<26 | 1<<39 | 1<<52
)

// spareBits is the 12 spare bits of a word of a cell, at bits 52-63 (the
// bound at 52, the two suits' extents from 56; below 52 the result is
// not 0).
func spareBits(x uint64) uint64 { return x & cellSpare * spareGather }

// packCell is entry e in the arena's form.
func packCell(e *ttEntry) ttCell {
	m := e.mask
	// d in each lane: the cards below the lowest fixed one, its trailing
	// zeros; 15 in a lane the mask leaves empty (bit 15 of a lane, never
	// a rank, stops the count).
	d0 := uint64(bits.TrailingZeros64(m | 0x8000))
	d1 := uint64(bits.TrailingZeros64(m>>16 | 0x8000))
	d2 := uint64(bits.TrailingZeros64(m>>32 | 0x8000))
	d3 := uint64(bits.TrailingZeros64(m>>48 | 0x8000))
	lo := uint64(e.lb)&15 | d0<<4 | d1<<8
	hi := uint64(e.ub)&15 | d2<<4 | d3<<8
	return ttCell{
		odd:  e.odd&m&cellOwners | lo*spareSpread&cellSpare,
		high: e.high&m&cellOwners | hi*spareSpread&cellSpare,
	}
}

// fixedRuns[0][d0 | d1<<4] is the mask of the ranks an entry fixes in
// suits 0 and 1 (the owners' bits of each lane from d up), given its
// extents; fixedRuns[1] the same for suits 2 and 3.
var fixedRuns [2][256]uint64 // an array, not a pointer: no load and nil check a probe

func init() {
	for i := range fixedRuns[0] {
		low := uint64(1)<<(i&15) - 1 | (uint64(1)<<(i>>4)-1)<<16
		fixedRuns[0][i] = cellOwners & 0xffff_ffff &^ low
		fixedRuns[1][i] = fixedRuns[0][i] << 32
	}
}

// spareMask is the relevance mask of a cell whose words' spare bits are
// so and sh (spareBits): in the owners' 13 bits of each lane, above the
// position's cards too (where both the key and the cell hold 0).
func spareMask(so, sh uint64) uint64 {
	return fixedRuns[0][so>>56] | fixedRuns[1][sh>>56]
}

// settlesCell reports whether cell c matches k (the owners agree where it
// fixes them) and its bounds settle theta (ok), with the cell's
// relevance mask and bounds, which a hit answers with (gathered once).
func settlesCell(c *ttCell, k *ttKey, theta int) (mask uint64, lb, ub int, ok bool) {
	so, sh := c.odd&cellSpare*spareGather, c.high&cellSpare*spareGather
	mask = fixedRuns[0][so>>56] | fixedRuns[1][sh>>56]
	lb, ub = int(so>>52&15), int(sh>>52&15)
	return mask, lb, ub, ((c.odd^k.odd)|(c.high^k.high))&mask == 0 && (lb >= theta || ub < theta)
}

// bounds is the cell's bounds.
func (c *ttCell) bounds() (lb, ub int) {
	return int(spareBits(c.odd) >> 52 & 15), int(spareBits(c.high) >> 52 & 15)
}

// fixedMask is the cell's relevance mask; within the cards of a position
// after & full (each lane's low bits, as many as the suit has cards).
func (c *ttCell) fixedMask() uint64 {
	return spareMask(spareBits(c.odd), spareBits(c.high))
}

// link and setLink are a free list's link, kept in a list's first cell.
func (c *ttCell) link() int32       { return int32(c.odd) }
func (c *ttCell) setLink(off int32) { c.odd = uint64(off) }

// entry is the cell unpacked (full as for mask).
func (c *ttCell) entry(full uint64) ttEntry {
	lb, ub := c.bounds()
	return ttEntry{odd: c.odd & cellOwners, high: c.high & cellOwners, mask: c.fixedMask() & full, lb: int8(lb), ub: int8(ub)}
}

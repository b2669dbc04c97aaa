// counts.go: per-suit hand evaluation — point counts, controls, losers, suit quality and cccc — as lane tables.

package sim

import (
	"math/bits"

	"github.com/ruling-bridge/ruling/dds"
)

// A lane is one suit of a hand: bit r set for each rank r held (dds.Cards
// layout, ranks at bits 2 to 14). Every per-suit evaluator depends only on
// the lane, so each is a table of the 8192 possible holdings.
//
// Technique: table-driven evaluation — a hand's count is four lookups.
const laneCount = 1 << 13

// laneTable maps a holding (lane>>2) to a per-suit value.
type laneTable [laneCount]int16

// lookup is the table's value for suit s of hand h.
func (t *laneTable) lookup(h dds.Cards, s dds.Suit) int {
	return int(t[h.SuitBits(s)>>2&(laneCount-1)])
}

// total is the sum over the four suits of h.
func (t *laneTable) total(h dds.Cards) int {
	return int(t[uint16(h)>>2&(laneCount-1)]) + int(t[uint16(h>>16)>>2&(laneCount-1)]) +
		int(t[uint16(h>>32)>>2&(laneCount-1)]) + int(t[uint16(h>>48)>>2&(laneCount-1)])
}

// has reports whether holding i holds rank r.
func has(i int, r dds.Rank) bool { return i&(1<<(r-2)) != 0 }

// length is the number of cards in holding i.
func length(i int) int {
	n := 0
	for ; i != 0; i &= i - 1 {
		n++
	}
	return n
}

// rankValues is a value per rank, indexed by dds.Rank (2 … 14).
type rankValues [15]int

// countTable makes the table of an additive count: each holding's value
// is that of the holding without its lowest card, plus the card's (one
// step a holding, where summing every rank of every holding took the
// twelve default tables 21.6 M instructions at each start of a process:
// docs/adjust.md).
func countTable(v rankValues) *laneTable {
	var t laneTable
	for i := 1; i < laneCount; i++ {
		t[i] = t[i&(i-1)] + int16(v[dds.Two+dds.Rank(bits.TrailingZeros(uint(i)))])
	}
	return &t
}

// fromAce reads values listed from the ace down (pointcount, altcount);
// ranks not listed count 0.
func fromAce(list []int) rankValues {
	var v rankValues
	for k, x := range list {
		v[dds.Ace-dds.Rank(k)] = x
	}
	return v
}

// The default counts: hcp (4-3-2-1) and dealer's ten alternate counts
// pt0…pt9 (tens, jacks, queens, kings, aces, top2, top3, top4, top5, c13).
var (
	defaultPointCount = fromAce([]int{4, 3, 2, 1})
	defaultAltCounts  = [10]rankValues{
		fromAce([]int{0, 0, 0, 0, 1}), // tens
		fromAce([]int{0, 0, 0, 1}),    // jacks
		fromAce([]int{0, 0, 1}),       // queens
		fromAce([]int{0, 1}),          // kings
		fromAce([]int{1}),             // aces
		fromAce([]int{1, 1}),          // top2
		fromAce([]int{1, 1, 1}),       // top3
		fromAce([]int{1, 1, 1, 1}),    // top4
		fromAce([]int{1, 1, 1, 1, 1}), // top5
		fromAce([]int{6, 4, 2, 1}),    // c13
	}
)

// Fixed tables: controls, losers, suit quality and cccc's suit part.
var (
	controlsTable = countTable(fromAce([]int{2, 1}))
	losersTable   = makeTable(suitLosers)
	qualityTable  = makeTable(suitQuality)
	ccccTable     = makeTable(ccccSuit)
)

func makeTable(f func(int) int) *laneTable {
	var t laneTable
	for i := range laneCount {
		t[i] = int16(f(i))
	}
	return &t
}

// suitLosers is dealer's losing-trick count of one suit, without
// corrections: a void 0; a singleton 0 if the ace, else 1; a doubleton 0
// with AK, 1 with the ace or the king, else 2; three cards or more, 3
// less one for each of the ace, king and queen.
func suitLosers(i int) int {
	a, k, q := has(i, dds.Ace), has(i, dds.King), has(i, dds.Queen)
	switch n := length(i); {
	case n == 0:
		return 0
	case n == 1:
		return b2i(!a)
	case n == 2:
		if a && k {
			return 0
		}
		if a || k {
			return 1
		}
		return 2
	default:
		return 3 - b2i(a) - b2i(k) - b2i(q)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// suitQuality is the Kaplan–Rubens suit quality (The Bridge World,
// October 1982) times 100, as dealer's quality() gives it. With L the
// length, each of A K Q J is worth 4, 3, 2, 1 tenths of L. In a suit of
// seven cards or more the missing Q and J are made up, up to L−6 tenths
// of L per missing honour (Q counts 2, J 1, at most 3); in a shorter suit
// the ten adds L/10 with two higher honours or the jack (else half as
// much) and the nine adds L/20 with two higher honours, the ten or the
// eight.
func suitQuality(i int) int {
	n := length(i)
	unit := 10 * n // one tenth of the length, ×100
	a, k, q, j := has(i, dds.Ace), has(i, dds.King), has(i, dds.Queen), has(i, dds.Jack)
	higher := b2i(a) + b2i(k) + b2i(q) + b2i(j)
	v := unit * (4*b2i(a) + 3*b2i(k) + 2*b2i(q) + b2i(j))
	if n >= 7 {
		missing := 3 - 2*b2i(q) - b2i(j)
		v += unit * min(missing, n-6)
		return v
	}
	if has(i, dds.Ten) {
		if higher >= 2 || j {
			v += unit
		} else {
			v += unit / 2
		}
	}
	if has(i, dds.Nine) && (higher == 2 || has(i, dds.Ten) || has(i, dds.Eight)) {
		v += unit / 2
	}
	return v
}

// ccccSuit is one suit's share of the Kaplan–Rubens four Cs (×100): the
// honours (A 3, K 2, Q 1 with deductions when short or unsupported; J and
// T when they back higher honours) plus the suit quality. The shape part
// is added per hand by ccccHand.
func ccccSuit(i int) int {
	n := length(i)
	v := 0
	higher := 0
	if has(i, dds.Ace) {
		v += 300
		higher++
	}
	if has(i, dds.King) {
		v += 200
		if n == 1 {
			v -= 150
		}
		higher++
	}
	if has(i, dds.Queen) {
		v += 100
		switch n {
		case 1:
			v -= 75
		case 2:
			v -= 25
		}
		if higher == 0 {
			v -= 25
		}
		higher++
	}
	if has(i, dds.Jack) {
		switch higher {
		case 2:
			v += 50
		case 1:
			v += 25
		}
		higher++
	}
	if has(i, dds.Ten) {
		// higher counts A, K, Q and J here.
		if higher == 2 || higher == 1 && has(i, dds.Nine) {
			v += 25
		}
	}
	return v + suitQuality(i)
}

// ccccHand is the four Cs of a hand (×100): the suits' shares plus the
// shape points — 1 for each doubleton, 2 per singleton, 3 per void — less
// one, or −0.5 for a hand with no short suit.
func ccccHand(h dds.Cards) int {
	v := ccccTable.total(h)
	short := 0
	for _, s := range dds.Suits {
		if n := h.SuitLen(s); n < 3 {
			short += 3 - n
		}
	}
	if short == 0 {
		return v - 50
	}
	return v + 100*short - 100
}

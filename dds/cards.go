// cards.go: sets of cards as one 64-bit word, the representation every part of ruling shares.

package dds

import (
	"math/bits"
	"strings"
)

// Cards is a set of cards as a bit mask: one 16-bit lane per suit, the
// suit's ranks at bits 2 (the two) to 14 (the ace) of its lane — the layout
// of libdds's per-suit masks, so a lane converts by a shift.
//
//	bit:   63      48 47      32 31      16 15       0
//	lane:  | spades  | hearts   | diamonds | clubs    |
//	within a lane:  A K Q J T 9 8 7 6 5 4 3 2 . .
//	                14 ...                    2 1 0
//
// The bit of a Card c is 1<<c. A hand is a Cards with at most 13 cards.
type Cards uint64

// AllCards is the full pack.
const AllCards Cards = 0x7ffc_7ffc_7ffc_7ffc

// suitLane is the mask of the ranks in the clubs lane.
const suitLane = 0x7ffc

// Bit is the set holding only c.
func (c Card) Bit() Cards { return 1 << c }

// Has reports whether c is in the set.
func (h Cards) Has(c Card) bool { return h&(1<<c) != 0 }

// With is the set with c added.
func (h Cards) With(c Card) Cards { return h | 1<<c }

// Without is the set with c removed.
func (h Cards) Without(c Card) Cards { return h &^ (1 << c) }

// Len is the number of cards in the set.
func (h Cards) Len() int { return bits.OnesCount64(uint64(h)) }

// SuitBits is the lane of suit s: bit r set for each rank r held.
func (h Cards) SuitBits(s Suit) uint16 { return uint16(h >> (16 * s)) }

// SuitCards is the set restricted to suit s.
func (h Cards) SuitCards(s Suit) Cards { return h & (suitLane << (16 * s)) }

// FromSuitBits is the set holding the ranks of lane bits in suit s.
func FromSuitBits(s Suit, lane uint16) Cards { return Cards(lane&suitLane) << (16 * s) }

// SuitLen is the number of cards held in suit s, counted a byte at a time
// (no POPCNT: in a portable build each bits.OnesCount64 checks the
// processor, which costs the solver's hot loops a call).
func (h Cards) SuitLen(s Suit) int {
	v := uint16(h >> (16 * (s & 3)))
	return bits.OnesCount8(uint8(v)) + bits.OnesCount8(uint8(v>>8))
}

// Lengths is the number of cards in each suit, indexed by Suit.
func (h Cards) Lengths() [4]int {
	return [4]int{h.SuitLen(Clubs), h.SuitLen(Diamonds), h.SuitLen(Hearts), h.SuitLen(Spades)}
}

// Shape is the suit lengths in PBN order: spades, hearts, diamonds, clubs.
func (h Cards) Shape() [4]int {
	return [4]int{h.SuitLen(Spades), h.SuitLen(Hearts), h.SuitLen(Diamonds), h.SuitLen(Clubs)}
}

// Pattern is the suit lengths sorted longest first, e.g. [5 3 3 2].
func (h Cards) Pattern() [4]int {
	p := h.Shape()
	for i := 1; i < 4; i++ {
		for j := i; j > 0 && p[j] > p[j-1]; j-- {
			p[j], p[j-1] = p[j-1], p[j]
		}
	}
	return p
}

// hcpLane holds the Milton Work count of one suit lane's honours.
func laneHCP(lane uint16) int {
	return 4*int(lane>>14&1) + 3*int(lane>>13&1) + 2*int(lane>>12&1) + int(lane>>11&1)
}

// HCP is the Milton Work high-card point count (A 4, K 3, Q 2, J 1).
func (h Cards) HCP() int {
	return laneHCP(h.SuitBits(Clubs)) + laneHCP(h.SuitBits(Diamonds)) +
		laneHCP(h.SuitBits(Hearts)) + laneHCP(h.SuitBits(Spades))
}

// SuitHCP is the high-card points held in suit s.
func (h Cards) SuitHCP(s Suit) int { return laneHCP(h.SuitBits(s)) }

// Lowest is the lowest card of the set (by suit, then rank); the set must not be empty.
func (h Cards) Lowest() Card { return Card(bits.TrailingZeros64(uint64(h))) }

// Highest is the highest card of the set (by suit, then rank); the set must not be empty.
func (h Cards) Highest() Card { return Card(63 - bits.LeadingZeros64(uint64(h))) }

// List is the cards of the set, spades first and high to low within a suit.
// It allocates; hot loops walk the bits instead.
func (h Cards) List() []Card {
	out := make([]Card, 0, h.Len())
	for x := h; x != 0; {
		c := x.Highest()
		out = append(out, c)
		x = x.Without(c)
	}
	return out
}

// Holding is the set in PBN hand form: "AKQ2.T98.KJ5.A43", spades first, a
// void as nothing between the dots.
func (h Cards) Holding() string {
	var b strings.Builder
	for i, s := range SuitsPBN {
		if i > 0 {
			b.WriteByte('.')
		}
		lane := h.SuitBits(s)
		for r := Ace; r >= Two; r-- {
			if lane&(1<<r) != 0 {
				b.WriteByte(r.Letter())
			}
		}
	}
	return b.String()
}

// String is the set in PBN hand form (see Holding).
func (h Cards) String() string { return h.Holding() }

// Pretty is the set with suit symbols, one suit after another: "♠AKQ2 ♥T98 ♦KJ5 ♣A43", "—" for a void.
func (h Cards) Pretty() string {
	parts := make([]string, 0, 4)
	for _, s := range SuitsPBN {
		ranks := FromSuitBits(Clubs, h.SuitBits(s)).Holding()
		ranks = strings.TrimPrefix(ranks, "...")
		if ranks == "" {
			ranks = "—"
		}
		parts = append(parts, s.Symbol()+ranks)
	}
	return strings.Join(parts, " ")
}

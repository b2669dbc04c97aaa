package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestRunOf checks runOf against the definition, card by card: the run of
// a card of a hand is the hand's cards of its suit that it touches, no
// card remaining outside the hand lying between them.
func TestRunOf(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for range 2000 {
		// A random remaining set, and a hand drawn from it.
		var agg, hand dds.Cards
		for c := range 64 {
			if suitMask(c>>4)&(dds.Cards(1)<<c) == 0 || rng.IntN(3) == 0 {
				continue
			}
			agg |= dds.Cards(1) << c
			if rng.IntN(2) == 0 {
				hand |= dds.Cards(1) << c
			}
		}
		brk := agg&^hand | runSentinels
		for h := hand; h != 0; h &= h - 1 {
			bit := lowBit(h)
			want := bit
			// Walk up and down while the next remaining card is the hand's.
			for _, step := range []func(dds.Cards) dds.Cards{
				func(x dds.Cards) dds.Cards { return lowBit(agg & suitMask(int(x.Lowest().Suit())) &^ (x<<1 - 1)) },
				func(x dds.Cards) dds.Cards { return highBit(agg & suitMask(int(x.Lowest().Suit())) & (x - 1)) },
			} {
				for x := step(bit); x != 0 && x&hand != 0; x = step(x) {
					want |= x
				}
			}
			if got := runOf(bit, brk) & hand; got != want {
				t.Fatalf("agg %x hand %x card %x: run %x, want %x", agg, hand, bit, got, want)
			}
		}
	}
}

// TestRankWinner checks rankWinner against its definition, the loop it
// replaced: the card winning the first n cards wins by rank when another
// of them is of its suit.
func TestRankWinner(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 24))
	for range 20000 {
		var f trickFrame
		used := dds.Cards(0)
		trump := rng.IntN(5)
		for i := range 4 {
			c := dds.Card(rng.IntN(4)<<4 | (2 + rng.IntN(13)))
			for used&(dds.Cards(1)<<c) != 0 {
				c = dds.Card(rng.IntN(4)<<4 | (2 + rng.IntN(13)))
			}
			used |= dds.Cards(1) << c
			f.place(i, c, trump)
		}
		for n := 1; n <= 4; n++ {
			wp := f.winPos[n-1]
			w := f.played[wp]
			want := dds.Cards(0)
			for j := range n {
				if j != wp && f.played[j]>>4 == w>>4 {
					want = dds.Cards(1) << w
				}
			}
			if got := rankWinner(&f, n); got != want {
				t.Fatalf("trick %v, first %d cards: %x, want %x", f.played, n, got, want)
			}
		}
	}
}

// quick_test.go: the quick-trick helpers against their definitions.

package solver

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
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

// TestSecondHandBound checks that the second hand's quick tricks
// (secondHandTricks, with cashAfter's winners) are a lower bound of the
// minimax value of the second hand's side after a random lead.
func TestSecondHandBound(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	n := 3000
	if testing.Short() {
		n = 500
	}
	checked := 0
	for i := range n {
		p := randomEnding(rng, 8+rng.IntN(9))
		for len(p.Trick) != 0 {
			p.Play(p.Legal().Lowest())
		}
		s := New(Options{})
		s.trump = int(p.Trump)
		f := &s.stack[0]
		f.leader = int(p.Leader)
		f.agg = p.Hands.Known()
		h := [4]dds.Cards(p.Hands)
		f.shape = handShape(&h)
		legal := p.Legal().List()
		c := legal[rng.IntN(len(legal))]
		if err := p.Play(c); err != nil {
			t.Fatal(err)
		}
		s.hands = p.Hands
		f.place(0, c, s.trump)
		player := (f.leader + 1) & 3
		q, _ := s.secondHandTricks(f, player, 13)
		if q == 0 {
			continue
		}
		checked++
		if v := bruteValue(p); q > v {
			t.Fatalf("case %d: %s trump %v leader %v lead %v: second hand's side %d quick tricks, value %d", i, p.Hands, p.Trump, p.Leader, c, q, v)
		}
	}
	if checked < n/10 {
		t.Errorf("only %d of %d cases with quick tricks", checked, n)
	}
}

// trimBottomLoop is trimBottom's definition, suit by suit: where the
// suit's lowest card of win is below the first card above the bottom
// run (or the run is the whole suit), the suit's cards of win become
// that card.
func trimBottomLoop(hands *[4]dds.Cards, win, agg dds.Cards) dds.Cards {
	for w := win; w != 0; {
		low := lowBit(w)
		sm := suitMask(bits.TrailingZeros64(uint64(low)) >> 4)
		w &^= sm
		a := agg & sm
		b := lowBit(a)
		own := hands[0]
		for h := 1; own&b == 0 && h < 4; h++ {
			own = hands[h]
		}
		above := lowBit(a &^ own)
		if low < above || above == 0 {
			win = win&^sm | above
		}
	}
	return win
}

// TestTrimBottom checks the four-suits-at-once trimBottom against its
// definition on random hands and relied-on cards.
func TestTrimBottom(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 36))
	s := New(Options{})
	for range 200000 {
		var agg dds.Cards
		for h := range 4 {
			s.hands[h] = 0
		}
		for c := range 64 {
			if r := c & 15; r < 2 || r > 14 || rng.IntN(3) == 0 {
				continue
			}
			h := rng.IntN(4)
			s.hands[h] |= dds.Cards(1) << c
			agg |= dds.Cards(1) << c
		}
		win := agg & dds.Cards(rng.Uint64()) & dds.Cards(rng.Uint64())
		if got, want := s.trimBottom(win, agg), trimBottomLoop(&s.hands, win, agg); got != want {
			t.Fatalf("hands %v win %x: %x, want %x", s.hands, uint64(win), uint64(got), uint64(want))
		}
	}
}

// quickBoundLoop is quickBound's definition, suit by suit (the loop it
// replaced): over the suits the side of leader tops, the longer of its
// two holdings, cut to the side's winners above the opponents' cards
// where the suit is trumps or an opponent holds more cards than that,
// and, in a suit an opponent could ruff, to the rounds he follows.
func quickBoundLoop(s *Solver, leader int, agg dds.Cards, shape uint64) int {
	me, pd := s.hands[leader], s.hands[(leader+2)&3]
	lho, rho := s.hands[(leader+1)&3], s.hands[(leader+3)&3]
	lhoRuff, rhoRuff := false, false
	if s.trump < 4 {
		tm := suitMask(s.trump)
		lhoRuff, rhoRuff = lho&tm != 0, rho&tm != 0
	}
	n := 0
	for su := range 4 {
		m := suitMask(su)
		a := agg & m
		if highBit(a)&(me|pd) == 0 {
			continue
		}
		long := max(suitLen(shape, leader, su), suitLen(shape, leader+2, su))
		ll, lr := suitLen(shape, leader+1, su), suitLen(shape, leader+3, su)
		if su != s.trump {
			if lhoRuff {
				long = min(long, ll)
			}
			if rhoRuff {
				long = min(long, lr)
			}
		}
		if om := (lho | rho) & m; om != 0 {
			w := suitCards(a&^(highBit(om)<<1-1), su)
			if su == s.trump || w < max(ll, lr) {
				long = min(long, w)
			}
		}
		n += long
	}
	return n
}

// TestQuickBound checks quickBound (SWAR) against its definition on
// random endings in every strain, for every leader (it fails with a
// lane's winners counted one too many, or the trump lane cut to the
// rounds an opponent follows).
func TestQuickBound(t *testing.T) {
	rng := rand.New(rand.NewPCG(36, 1))
	s := New(Options{})
	for range 20000 {
		p := randomEnding(rng, 1+rng.IntN(52))
		s.hands = [4]dds.Cards(p.Hands)
		s.trump = rng.IntN(5)
		agg := p.Hands.Known()
		shape := handShape(&s.hands)
		for leader := range 4 {
			got, want := s.quickBound(leader, agg, shape), quickBoundLoop(s, leader, agg, shape)
			if got != want {
				t.Fatalf("quickBound(%d) in %v, trump %d = %d, want %d", leader, p.Hands, s.trump, got, want)
			}
		}
	}
}

// TestFastTricksRelied checks the cards a FAST TRICKS cutoff relies on
// (least, then trimBottom, as the search stores them), and a DRAW AND
// CASH cutoff's where fast tricks fall short: every position
// with the same shape and the same owners of those cards — the others
// dealt again at random among the hands holding the suit's other cards —
// gives the side on lead at least the tricks the cutoff needed. (As the
// table keys them, in each suit every card from the lowest relied on up.)
func TestFastTricksRelied(t *testing.T) {
	skipBruteUnderRace(t)
	rng := rand.New(rand.NewPCG(31, 32))
	n, checked := 800, 0
	if testing.Short() {
		n = 200
	}
	for i := range n {
		p, s, l, agg, shape := boundsCase(rng)
		var fp fastParts
		s.fastParts(l, agg, shape, &fp)
		q, w := fp.tricks(0)
		var qd int
		var wd dds.Cards
		if s.trump < 4 {
			qd, wd = s.drawTricks(l, agg, shape)
		}
		for theta := 1; theta <= max(q, qd); theta++ {
			var w2 dds.Cards
			if theta <= q {
				g := fp
				_, w2 = g.least(theta, q, w)
			} else {
				w2 = wd // DRAW AND CASH, where it decides and fast tricks do not
			}
			checkRelied(t, rng, s, p, i, theta, w2, 3)
			checked += 3
		}
	}
	if checked == 0 {
		t.Fatal("no cutoff checked")
	}
}

// checkRelied checks that a cutoff of case i needing theta tricks for
// the side on lead of p, relying on the ranks of w (before trimBottom),
// holds in reps positions with the same shape and the same owners of
// those cards (as the table keys them, in each suit every card from the
// lowest relied on up), the others dealt again.
func checkRelied(t *testing.T, rng *rand.Rand, s *Solver, p dds.Position, i, theta int, w dds.Cards, reps int) {
	t.Helper()
	agg := p.Hands.Known()
	w = s.trimBottom(w, agg)
	var keep dds.Cards
	for su := range 4 {
		if low := lowBit(w & suitMask(su)); low != 0 {
			keep |= agg & suitMask(su) &^ (low - 1)
		}
	}
	for range reps {
		o := p
		o.Hands = dealOthers(rng, p.Hands, keep)
		if v := bruteValue(o); v < theta {
			t.Fatalf("case %d: %s trump %v leader %v: the cutoff needs %d relying on %v, but %s takes %d", i, p.Hands, p.Trump, p.Leader, theta, keep, o.Hands, v)
		}
	}
}

// TestTopBothRelied checks TOP WINNERS where both hands of the side on
// lead hold winners (notrump, topBoth): at every FAST TRICKS cutoff
// where least relied on fewer of such a suit's winners, the cards relied
// on decide (checkRelied). It fails when topBoth relies on one card
// fewer of the top hand's than it counts.
func TestTopBothRelied(t *testing.T) {
	skipBruteUnderRace(t)
	rng := rand.New(rand.NewPCG(41, 42))
	want := 120
	if testing.Short() {
		want = 30
	}
	fired := 0
	for i := 0; fired < want && i < 100000; i++ {
		p := randomEnding(rng, 8+rng.IntN(5))
		p.Trump = dds.NoTrump
		for len(p.Trick) != 0 {
			p.Play(p.Legal().Lowest())
		}
		s := New(Options{})
		s.hands = p.Hands
		s.trump = 4
		var fp fastParts
		s.fastParts(int(p.Leader), p.Hands.Known(), handShape(&s.hands), &fp)
		if fp.both == 0 {
			continue
		}
		q, w := fp.tricks(0)
		for theta := 1; theta < q; theta++ {
			g := fp
			if _, w2 := g.least(theta, q, w); g.both != fp.both {
				checkRelied(t, rng, s, p, i, theta, w2, 4)
				fired++
			}
		}
	}
	if fired < want {
		t.Fatalf("%d cutoffs of topBoth checked, want %d", fired, want)
	}
}

// dealOthers deals the cards of d outside keep again at random, each
// suit's among the hands that hold its cards outside keep (the shape
// and the owners of keep stay).
func dealOthers(rng *rand.Rand, d dds.Deal, keep dds.Cards) dds.Deal {
	var out dds.Deal
	for su := range 4 {
		m := suitMask(su)
		var owners []int
		var cards []dds.Card
		for h := range 4 {
			out[h] |= d[h] & m & keep
			for x := d[h] & m &^ keep; x != 0; x &= x - 1 {
				owners = append(owners, h)
				cards = append(cards, x.Lowest())
			}
		}
		rng.Shuffle(len(owners), func(a, b int) { owners[a], owners[b] = owners[b], owners[a] })
		for k, c := range cards {
			out[owners[k]] = out[owners[k]].With(c)
		}
	}
	return out
}

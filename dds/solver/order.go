// order.go: move generation (one card per run of equivalent cards) and move ordering.

package solver

import (
	"math/bits"

	"github.com/ruling-bridge/ruling/dds"
)

// moveList is the ordered moves of one ply. It is filled lazily: first
// the cards that refuted this situation before, and only if they fail,
// every legal card by the suit heuristics.
type moveList struct {
	cards   [16]dds.Card // 13 used; 16 lets index j&15 go unchecked
	n       int
	added   dds.Cards // the cards in the list
	legal   dds.Cards
	ordered bool // every legal card is in the list
}

// add appends card c to the list unless it is there already.
func (ml *moveList) add(c dds.Card) {
	bit := dds.Cards(1) << (c & 63)
	if ml.added&bit != 0 {
		return
	}
	ml.added |= bit
	ml.cards[ml.n&15] = c
	ml.n++
}

// addHighFirst appends the cards of cs not in the list yet, from the
// highest down.
func (ml *moveList) addHighFirst(cs dds.Cards) {
	cs &^= ml.added
	ml.added |= cs
	for ; cs != 0; ml.n++ {
		k := bits.Len64(uint64(cs)) - 1 // the highest card
		ml.cards[ml.n&15] = dds.Card(k)
		cs &^= 1 << (k & 63)
	}
}

// addLowFirst appends the cards of cs not in the list yet, from the
// lowest up.
func (ml *moveList) addLowFirst(cs dds.Cards) {
	cs &^= ml.added
	ml.added |= cs
	for ; cs != 0; ml.n++ {
		ml.cards[ml.n&15] = cs.Lowest()
		cs &= cs - 1
	}
}

// genMoves starts the move list of ply i of trick t for player; need is
// the number of tricks the searching side still needs (it keys the
// cut-off card cache). Where the legal cards are one run (ONE CHOICE) it
// gives that run's card, forced, and leaves the list alone: a forced
// card has no slot in the cut-off card cache.
//
//go:nosplit
func (s *Solver) genMoves(t, i, player, need int) (dds.Card, bool) {
	t, i, player = t&15, i&3, player&3 // in range: no bounds checks below
	f := &s.stack[t]
	hand := s.hands[player]
	legal := hand
	if i > 0 {
		if fs := hand & suitMask(int(f.played[0]>>4)); fs != 0 {
			legal = fs
		}
	}
	// ONE CHOICE: the legal cards are one run of touching cards.
	// (No card outside the hand lies between the lowest legal card and
	// the highest, nor a lane's top bit: the cards are of one suit.)
	hi := bits.Len64(uint64(legal)) - 1 // the highest card
	if (f.agg&^hand|lanesTop)&(1<<(hi&63)-legal&-legal) == 0 {
		return dds.Card(hi), true
	}
	ml := &f.moves[i]
	ml.n, ml.added, ml.legal, ml.ordered = 0, 0, legal, false
	// CUT-OFF CARD CACHE: the card that last refuted the same situation.
	f.cutSlot[i] = s.cutKey(f, i, player, need)
	h := f.cutSlot[i]
	if e := s.cutCache[s.cutIndex(h)]; e>>8 == uint16(h&0xff) {
		if c := dds.Card(e); c != 0 && legal&(dds.Cards(1)<<(c&63)) != 0 {
			ml.add(c)
		}
	}
	if ml.n == 0 {
		s.orderRest(t, i, player)
	}
	return 0, false
}

// orderRest appends every legal card not yet in the list, best first.
//
//go:nosplit
func (s *Solver) orderRest(t, i, player int) {
	t, i = t&15, i&3
	f := &s.stack[t]
	f.moves[i].ordered = true
	if i == 0 {
		s.orderLeads(f, player, f.moves[i].legal)
	} else {
		s.orderFollows(f, i, player, f.moves[i].legal)
	}
}

// Lead categories, tried in this order (SUIT HEURISTICS for the leader).
const (
	leadGood   = iota // lead through the left-hand opponent towards partner's honours
	leadRuff          // give partner a ruff
	leadHigh          // a suit where the side holds two of the top three cards
	leadNormal        // nothing special
	leadBad           // gives the right-hand opponent a free finesse
	leadTrump         // trumps
	leadKinds
)

// orderLeads orders the leads by category; within a suit the top and
// bottom cards come first, the others after every category. In a suit
// where partner holds the side's top card (trumps, and the categories
// leadHigh and leadNormal), the leader's bottom card comes first, before
// the category's other cards (TOWARDS PARTNER: the lead that keeps his
// own high card back; its top card first lost in a fifth of the
// leader's cut nodes where the cut-off card cache had no card).
//
//go:nosplit
func (s *Solver) orderLeads(f *trickFrame, player int, legal dds.Cards) {
	ml := &f.moves[0]
	pd, lho, rho := s.hands[(player+2)&3], s.hands[(player+1)&3], s.hands[(player+3)&3]
	// kinds[k] is category k's cards; low[k] its bottom cards led
	// towards partner's top card, tried before them.
	var kinds, low [leadKinds]dds.Cards
	suitContract := s.trump < 4
	var tm dds.Cards
	if suitContract {
		tm = suitMask(s.trump)
	}
	for su := range 4 {
		m := suitMask(su)
		my := legal & m
		if my == 0 {
			continue
		}
		ends := highBit(my) | lowBit(my)
		// towards: partner holds the side's top card of the suit (his
		// cards and the leader's as numbers: the larger holds it).
		towards := pd&m > my
		if suitContract {
			if su == s.trump {
				kinds[leadTrump] |= ends
				if towards {
					low[leadTrump] |= lowBit(my)
				}
				continue
			}
			if (lho&tm != 0 && lho&m == 0) || (rho&tm != 0 && rho&m == 0) {
				continue // the opponents ruff: last
			}
		}
		// The suit's top three cards (the next two only where asked).
		a := f.agg & m
		A := highBit(a)
		K := highBit(a &^ A)
		Q := highBit(a &^ A &^ K)
		pds, lhos, rhos := pd&m, lho&m, rho&m
		ours := my | pds
		if twoOrMore(pds) && twoOrMore(lhos) {
			J := highBit(a &^ A &^ K &^ Q)
			T := highBit(a &^ A &^ K &^ Q &^ J)
			if (pds&K != 0 && lhos&A != 0) ||
				(pds&A != 0 && lhos&K != 0 && (pds&Q != 0 || (Q != 0 && J != 0 && ours&(Q|J) == Q|J))) ||
				(pds&K != 0 && lhos&Q != 0 && (pds&J != 0 || (J != 0 && T != 0 && ours&(J|T) == J|T))) {
				kinds[leadGood] |= ends
				continue
			}
		}
		if suitContract && twoOrMore(my) && twoOrMore(rhos) {
			if (my&A != 0 && rhos&K != 0) || (my&K != 0 && rhos&A != 0 && ours&Q == 0) {
				kinds[leadBad] |= highBit(my)
				continue
			}
		}
		if lhos != 0 && rhos != 0 && twoOrMore(ours&(A|K|Q)) {
			kinds[leadHigh] |= ends
			if towards {
				low[leadHigh] |= lowBit(my)
			}
			continue
		}
		if suitContract && pds == 0 && lhos != 0 && rhos != 0 && pd&tm != 0 &&
			suitCards(pd&tm, s.trump) <= suitCards(legal&tm, s.trump) && lowBit(my) != A {
			kinds[leadRuff] |= lowBit(my)
			continue
		}
		kinds[leadNormal] |= ends
		if towards {
			low[leadNormal] |= lowBit(my)
		}
	}
	for k, c := range kinds {
		if low[k] != 0 {
			ml.addHighFirst(low[k])
		}
		if c != 0 {
			ml.addHighFirst(c)
		}
	}
	ml.addHighFirst(legal)
}

// orderFollows orders the cards of the second, third or fourth hand
// (SUIT HEURISTICS for the followers): low when the trick is lost or
// partner has it, win as cheaply as will stand (in a suit contract,
// where the next hand can beat the cheapest winner, first the cheapest
// card above the next hand's, and ruffing where he could overruff,
// first the cheapest trump above his), ruff low, discard from the
// longest suit.
//
//go:nosplit
func (s *Solver) orderFollows(f *trickFrame, i, player int, legal dds.Cards) {
	i &= 3 // in range: no bounds checks below
	ml := &f.moves[i]
	wp := f.winPos[(i-1)&3] & 3
	wc := f.played[wp]
	winBit := dds.Cards(1) << (wc & 63)
	winner := (f.leader + wp) & 3
	partner := (player + 2) & 3
	last := i == 3
	led := int(f.played[0] >> 4)
	lm := suitMask(led)
	lhoSuit := s.hands[(player+1)&3] & lm
	pdSuit := s.hands[partner] & lm
	if legal&lm != 0 {
		top := highBit(legal)
		if !beats(dds.Card(bits.Len64(uint64(legal))-1), wc, s.trump) {
			ml.addLowFirst(legal)
			return
		}
		if winner == partner && (last || lhoSuit == 0 || beats(wc, dds.Card(bits.Len64(uint64(lhoSuit))-1), s.trump) ||
			lhoSuit&^(winBit<<1-1) == lhoSuit&^(top<<1-1)) {
			ml.addLowFirst(legal) // partner wins, or forces out the winner
			return
		}
		if i == 1 && pdSuit > winBit { // (winBit, played, is no card of a hand: highBit(pdSuit) > winBit)
			pt := highBit(pdSuit)
			if lhoSuit > pdSuit|legal && // (two hands' cards: their highest cards compared)
				lhoSuit&^(pt<<1-1) == lhoSuit&^(top<<1-1) {
				ml.addLowFirst(legal) // the fourth hand would cover anyway
				return
			}
			if pdSuit > lhoSuit {
				ml.addLowFirst(legal) // partner wins later
				return
			}
		}
		higher := legal &^ (winBit<<1 - 1)
		if last || lowBit(higher) > lhoSuit {
			ml.addLowFirst(higher) // the cheapest winner stands
		} else {
			if s.trump < 4 { // (in notrump too: thomas1 +5.8 % nodes)
				if sure := higher &^ (highBit(lhoSuit)<<1 - 1); sure != 0 {
					ml.add(sure.Lowest()) // the cheapest card above the next hand's
				}
			}
			ml.addHighFirst(higher)
		}
		ml.addLowFirst(legal &^ higher)
		return
	}
	rest := legal
	if s.trump < 4 {
		tm := suitMask(s.trump)
		if trumps := legal & tm; trumps != 0 {
			partnerHas := winner == partner && (last || (lhoSuit != 0 && beats(wc, dds.Card(bits.Len64(uint64(lhoSuit))-1), s.trump)))
			if !partnerHas {
				if int(wc>>4) == s.trump {
					if trumps > winBit {
						over := trumps &^ (winBit<<1 - 1)
						ml.addLowFirst(over) // overruff
						rest &^= over
					}
				} else if last || lhoSuit != 0 || s.hands[(player+1)&3]&tm == 0 {
					ml.addLowFirst(lowBit(trumps)) // the lowest trump wins
					rest &^= lowBit(trumps)
				} else {
					if sure := trumps &^ (highBit(s.hands[(player+1)&3]&tm)<<1 - 1); sure != 0 {
						ml.add(sure.Lowest()) // the cheapest trump above the next hand's
					}
					ml.addLowFirst(trumps)
					rest &^= trumps
				}
			}
		}
	}
	// DISCARDS: the lowest card of the longest suit first.
	var disc [4]dds.Card
	var dlen [4]int
	n := 0
	for su := range 4 {
		if su == s.trump {
			continue
		}
		if h := rest & suitMask(su); h != 0 {
			c, l := h.Lowest(), suitLen(f.shape, player, su) // (his hand is the trick's start's)
			j := n
			for j > 0 && dlen[j-1] < l {
				disc[j], dlen[j] = disc[j-1], dlen[j-1]
				j--
			}
			disc[j], dlen[j] = c, l
			n++
		}
	}
	for j := range n {
		ml.add(disc[j])
	}
	ml.addHighFirst(rest)
}

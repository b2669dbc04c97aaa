// order.go: move generation (one card per run of equivalent cards) and move ordering.

package dds

import "math/bits"

// moveList is the ordered moves of one ply.
type moveList struct {
	cards [13]Card
	low   [13]Cards // the lowest card of the run each move stands for
	w     [13]int
}

// Move-ordering weights (higher is tried first).
const (
	wTTBest   = 1000 // the best lead stored in the transposition table
	wKiller   = 500  // the card that last caused a cutoff at this ply
	wCutCache = 700  // the card that last caused a cutoff after the same cards, with the same holding
)

// genMoves fills the move list of ply i of trick t for player and returns
// its length. Touching cards — no card of another hand remaining between
// them — are equivalent, so only the highest of each run is generated.
func (s *GoSolver) genMoves(t, i, player int) int {
	f := &s.stack[t]
	hand := s.hands[player]
	legal := hand
	if i > 0 {
		if fs := hand & suitMask(int(f.played[0]>>4)); fs != 0 {
			legal = fs
		}
	}
	ml := &f.moves[i]
	n := 0
	killer := s.killer[t][i]
	cut := s.cutCache[s.cutKey(f, i, player)]
	var best Card
	if i == 0 && f.ttBest != 0 {
		best = decodeBest(f.ttBest, f.agg)
	}
	for x := legal; x != 0; {
		c := Card(63 - bits.LeadingZeros64(uint64(x)))
		bit := Cards(1) << c
		x &^= bit
		// Skip the rest of the run below c.
		for {
			below := f.agg & suitMask(int(c>>4)) & (bit - 1)
			if below == 0 {
				break
			}
			nb := highBit(below)
			if nb&hand == 0 {
				break
			}
			x &^= nb
			bit = nb
		}
		w := s.weigh(f, i, player, c)
		if c == killer {
			w += wKiller
		}
		if c == cut {
			w += wCutCache
		}
		if c == best {
			w += wTTBest
		}
		// insertion by weight, stable
		j := n
		for j > 0 && ml.w[j-1] < w {
			ml.cards[j], ml.w[j], ml.low[j] = ml.cards[j-1], ml.w[j-1], ml.low[j-1]
			j--
		}
		ml.cards[j], ml.w[j], ml.low[j] = c, w, bit
		n++
	}
	return n
}

// weigh is the heuristic value of playing c (suit heuristics).
func (s *GoSolver) weigh(f *trickFrame, i, player int, c Card) int {
	su := int(c >> 4)
	rank := int(c & 15)
	m := suitMask(su)
	partner := (player + 2) & 3
	if i == 0 {
		lho, rho := s.hands[(player+1)&3], s.hands[(player+3)&3]
		a := f.agg & m
		top := highBit(a)
		w := 0
		switch {
		case s.hands[player]&top != 0:
			if Cards(1)<<c == top {
				w = 40 // cash a winner
			} else {
				w = 5
			}
		case s.hands[partner]&top != 0:
			w = 30 - rank // low to partner's winner
		default:
			w = 10 - rank
		}
		if s.trump < 4 && su != s.trump {
			tm := suitMask(s.trump)
			if lho&m == 0 && lho&tm != 0 {
				w -= 30
			}
			if rho&m == 0 && rho&tm != 0 {
				w -= 30
			}
			if s.hands[partner]&m == 0 && s.hands[partner]&tm != 0 {
				w += 20
			}
		}
		return w
	}
	wp := f.winPos[i-1]
	wc := f.played[wp]
	partnerWins := (f.leader+wp)&1 == player&1
	led := int(f.played[0] >> 4)
	switch {
	case su == led:
		if partnerWins {
			w := 50 - rank
			if beats(c, wc, s.trump) {
				w -= 30
			}
			return w
		}
		if beats(c, wc, s.trump) {
			if i == 3 {
				return 80 - rank
			}
			// Does it stand against the players still to come?
			rest := f.agg & m &^ s.hands[player] &^ (Cards(1)<<(c+1) - 1)
			if rest&s.hands[(player+1)&3] == 0 {
				return 75 - rank
			}
			return 40 - rank
		}
		return 30 - rank
	case su == s.trump:
		if partnerWins {
			return -10 - rank
		}
		if beats(c, wc, s.trump) {
			return 70 - rank
		}
		return -20 - rank
	default:
		w := 20 - rank + 2*bits.OnesCount64(uint64(s.hands[player]&m))
		if highBit(f.agg&m) == Cards(1)<<c {
			w -= 15
		}
		return w
	}
}

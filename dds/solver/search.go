// search.go: the null-window alpha-beta search — "can the side of maxSide take at least target tricks?"

package solver

import (
	"math/bits"

	"github.com/ruling-bridge/ruling/dds"
)

// trickFrame is the search state of one trick: who led, the cards
// remaining at its start, the cards played to it so far, and the moves of
// each of its four plies. The solver keeps one frame per trick, allocated
// once, so the search itself allocates nothing.
type trickFrame struct {
	agg     dds.Cards // every card remaining at the start of the trick, those since played included
	shape   uint64    // the hands' suit lengths at the start of the trick (handShape)
	key     ttKey
	leader  int
	won     int // the tricks of s.maxSide won since the root before this trick (set at its start: search)
	r       int // the tricks left: each hand's cards at the trick's start (shapeTricks(shape), kept: read at every node)
	played  [4]dds.Card
	winPos  [4]int    // after the (i+1)-th card, the position (0 = leader) of the card winning so far
	keyOK   bool      // key is computed for this trick
	cutSlot [4]uint32 // each ply's hash in the cut-off card cache
	moves   [4]moveList
}

// beats reports whether card c, played after w, wins over it.
func beats(c, w dds.Card, trump int) bool {
	if c>>4 == w>>4 {
		return c > w
	}
	return int(c>>4) == trump
}

// place records c as the (i+1)-th card of the trick and which card now
// wins it.
func (f *trickFrame) place(i int, c dds.Card, trump int) {
	f.played[i] = c
	if i == 0 {
		f.winPos[0] = 0
	} else if wp := f.winPos[i-1]; beats(c, f.played[wp], trump) {
		f.winPos[i] = i
	} else {
		f.winPos[i] = wp
	}
}

// winner is the seat winning the trick's four cards.
func (f *trickFrame) winner() int { return (f.leader + f.winPos[3]) & 3 }

// rankWinner is the card winning the first n cards of the trick when it
// wins by rank (another card of its suit is among them), else the empty
// set: only such cards need to be remembered for partition search.
//
// The cards' suits are compared at once, a byte a card (SWAR): x is
// zero in the bytes of w's suit, one in the others' and in those of the
// cards not played yet; fewer than two zero bytes, no rank decides.
func rankWinner(f *trickFrame, n int) dds.Cards {
	p := &f.played
	w := p[f.winPos[(n-1)&3]&3]
	x := (uint32(p[0])|uint32(p[1])<<8|uint32(p[2])<<16|uint32(p[3])<<24)>>4&0x0303_0303 ^ uint32(w>>4)*0x0101_0101
	x = (x|x>>1)&0x0101_0101 | unplayedBytes[n&3]
	if x*0x0101_0101>>24 >= 3 {
		return 0
	}
	return dds.Cards(1) << (w & 63)
}

// unplayedBytes[n&3] marks the bytes of the cards after the first n of
// a trick (rankWinner).
var unplayedBytes = [4]uint32{0, 0x0101_0100, 0x0101_0000, 0x0100_0000}

// ttProbeFirst is the number of tricks left from which the table is
// probed before the quick-trick tests (with two tricks left they are
// cheaper). From 3, not 5: five random tables 3.1 % fewer instructions
// for 0.9 % more nodes, bridge-solver's hard deals 1, 3, 6, 10 and 13
// 1.1 % fewer nodes (docs/solver-log.md, the search helper's section).
const ttProbeFirst = 3

// search is a fail-soft null-window search at ply i of trick t: it
// returns a value v of the tricks of side s.maxSide in total (f.won of
// them won since the root before this trick) such that the side takes at least v
// tricks when v >= beta and at most v when v < beta, and the cards whose
// ranks the answer relies on (at a trick's start, left in s.win[t][0] too).
func (s *Solver) search(t, i, beta int) (int, dds.Cards) {
	t, i = t&15, i&3 // in range: no bounds checks below
	s.nodes++
	f := &s.stack[t]
	if i == 0 {
		if t > 0 {
			// THE TRICK WON: its winner leads this trick (the root's
			// leader, tricks won and tricks left are set by value).
			pf := &s.stack[(t-1)&15]
			w := pf.winner()
			f.leader, f.won, f.r = w, pf.won, pf.r-1
			if w&1 == s.maxSide {
				f.won++
			}
		}
		leader := f.leader & 3
		r := f.r
		if f.won >= beta {
			s.win[t][0] = 0
			return f.won, 0
		}
		if f.won+r < beta {
			s.win[t][0] = 0
			return f.won + r, 0
		}
		if r == 1 {
			return s.lastTrick(t)
		}
		f.agg = s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]
		f.keyOK = false
		if t > 0 {
			// The shape at the start of the last trick, less its four cards
			// (the root's is set by value).
			pf := &s.stack[(t-1)&15]
			l, p := pf.leader, &pf.played
			f.shape = pf.shape - shapeUnit[l&3][p[0]&63] - shapeUnit[(l+1)&3][p[1]&63] -
				shapeUnit[(l+2)&3][p[2]&63] - shapeUnit[(l+3)&3][p[3]&63]
		}
		if s.rules != nil {
			// PLAY RULES: a trick where a rule may bind is searched by
			// the rules' search (rules.go).
			if v, ok := s.ruledTrick(t, beta); ok {
				return v, s.win[t][0]
			}
		}
		leaderMax := leader&1 == s.maxSide
		// theta: the side on lead reaching theta tricks decides this search.
		theta := beta - f.won
		if !leaderMax {
			theta = r - theta + 1
		}
		if r >= ttProbeFirst {
			if s.pollIn--; s.pollIn < 0 && s.poll() {
				// Stopped (stop.go): unwind, the value unused.
				s.win[t][0] = 0
				return 0, 0
			}
			if v, ok := s.probe(t, r, theta, beta, leaderMax); ok {
				return v, s.win[t][0]
			}
		}
		// FAST TRICKS for the side on lead (unless it tops too few suits).
		if s.quickBound(leader, f.agg, f.shape) >= theta {
			var fp fastParts
			s.fastParts(leader, f.agg, f.shape, &fp)
			if q, w := fp.tricks(0); q >= theta {
				// Rely on as few suits as the cutoff needs.
				q, w = fp.least(theta, q, w)
				return s.quickCut(t, r, q, r, w, leaderMax, beta)
			}
		}
		if s.trump < 4 {
			// A RUFF: the side on lead needs one trick, and partner ruffs.
			if theta == 1 {
				if w, ok := s.partnerRuffs(leader); ok {
					return s.quickCut(t, r, 1, r, w, leaderMax, beta)
				}
			} else if q, w := s.drawTricks(leader, f.agg, f.shape); q >= theta { // DRAW AND CASH
				return s.quickCut(t, r, q, r, w, leaderMax, beta)
			}
			// SURE TRICKS: top trumps for the opponents, TRUMP LENGTH for either
			// side; each only where the side's longer trump holding could reach.
			oppNeed := r - theta + 1 // the opponents' tricks that decide
			ourLen := max(suitLen(f.shape, leader, s.trump), suitLen(f.shape, leader+2, s.trump))
			oppLen := max(suitLen(f.shape, leader+1, s.trump), suitLen(f.shape, leader+3, s.trump))
			if oppLen >= oppNeed {
				if q, w := s.topTrumps((leader+1)&3, (leader+3)&3, f.agg); r-q < theta {
					return s.quickCut(t, r, 0, r-q, w, leaderMax, beta)
				}
			}
			if ourLen >= theta {
				if q := s.trumpLength(leader, (leader+2)&3, f.shape); q >= theta {
					return s.quickCut(t, r, q, r, 0, leaderMax, beta)
				}
			}
			if oppLen >= oppNeed {
				if q := s.trumpLength((leader+1)&3, (leader+3)&3, f.shape); r-q < theta {
					return s.quickCut(t, r, 0, r-q, 0, leaderMax, beta)
				}
			}
			// SLOW TRUMP TRICKS (at most two), for either side.
			if theta <= 2 {
				if q, w := s.slowTrumps(leader, (leader+2)&3, true, r, f.agg, f.shape); q >= theta {
					return s.quickCut(t, r, q, r, w, leaderMax, beta)
				}
			}
			if oppNeed <= 2 {
				if q, w := s.slowTrumps((leader+1)&3, (leader+3)&3, false, r, f.agg, f.shape); r-q < theta {
					return s.quickCut(t, r, 0, r-q, w, leaderMax, beta)
				}
			}
		}
		// SLOW NOTRUMP TRICKS for the opponents (no trumps left).
		if s.trump == 4 || f.agg&suitMask(s.trump) == 0 {
			if q, w := s.slowNoTrump(leader, f.agg, f.shape, r-theta+1); q > 0 && r-q < theta {
				return s.quickCut(t, r, 0, r-q, w, leaderMax, beta)
			}
		}
		// LATER TRICKS: the side on lead needs every trick left, or all but one.
		var w dds.Cards
		if theta == r && s.laterTricksFail(leader, r, f.agg, f.shape, &w) {
			return s.quickCut(t, r, 0, r-1, w, leaderMax, beta)
		}
		if s.trump < 4 && theta >= r-1 && s.trumpLaterFail(leader, r, theta, f.agg, f.shape, &w) {
			return s.quickCut(t, r, 0, theta-1, w, leaderMax, beta)
		}
		if r < ttProbeFirst {
			if v, ok := s.probe(t, r, theta, beta, leaderMax); ok {
				return v, s.win[t][0]
			}
		}
	}
	player := (f.leader + i) & 3
	if i > 0 {
		// SURE TRICK: no opponent still to play can beat the card winning
		// the trick, and that trick alone decides the search. (Not at the
		// second hand of a trick whose start was searched: the side on
		// lead then needed one trick, and a sure winner led is among its
		// FAST TRICKS, which would have decided there.)
		if d := beta - f.won; (i > 1 || t == 0) && (d <= 1 || d >= f.r) {
			ws := (f.leader + f.winPos[i-1]) & 3
			if ws&1 == s.maxSide {
				if d <= 1 { // one trick decides
					if w, ok := s.sureTrick(f, i, ws); ok {
						return f.won + 1, w
					}
				}
			} else if r := f.r; d >= r { // one trick lost decides (player has yet to play to it)
				if w, ok := s.sureTrick(f, i, ws); ok {
					return f.won + r - 1, w
				}
			}
		}
		if i == 1 {
			// SECOND HAND: the side of the second hand wins the trick
			// whatever the third does (and, when the opponents have no
			// trumps, cashes winners after it), enough to decide
			// (isMax: the second hand's side is the searching side).
			r, isMax := f.r, player&1 == s.maxSide
			need := beta - f.won // the tricks the side of player needs
			if !isMax {
				need = f.won + r - beta + 1
			}
			// (More than one trick only in notrump or with the opponents
			// out of trumps: secondHandTricks.)
			if need == 1 || s.trumplessAfter(f, player) {
				if q, w := s.secondHandTricks(f, player, need); q >= need {
					if isMax {
						return f.won + q, w
					}
					return f.won + r - q, w
				}
			}
		}
	}
	fc, forced := s.genMoves(t, i, player, beta-f.won)
	if forced {
		// ONE CHOICE: the loop's one pass without its bookkeeping (the
		// same value and cards; a forced card has no cut-off slot).
		c := fc
		bit := dds.Cards(1) << (c & 63)
		s.hands[player] &^= bit
		f.place(i, c, s.trump)
		var v int
		var cw dds.Cards
		if i < 3 {
			v, cw = s.search(t, i+1, beta)
		} else {
			v, cw = s.search(t+1, 0, beta)
			cw |= rankWinner(f, 4)
		}
		s.hands[player] |= bit
		// c stood for the legal cards, one run (the loop's run below):
		// the hand's cards of c's suit, c the highest.
		sm := suitMask(int(c >> 4))
		if low := lowBit(cw & sm); low != 0 && low <= bit {
			cw |= lowBit(s.hands[player] & sm)
		}
		if i == 0 {
			s.storeTrick(t, beta, v, cw)
			return v, s.win[t][0]
		}
		return v, cw
	}
	ml := &f.moves[i]
	// win: the ranks relied on; skip: the runs of the cards tried, and
	// the cards shown irrelevant.
	var win, skip dds.Cards
	// The cards that break this hand's runs of touching cards (see runOf).
	brk := f.agg&^s.hands[player] | runSentinels
	// Every node maximizes: where the player minimizes (flip -1), values
	// are seen negated ((v^flip)-flip), beta as bu, and so is best.
	flip := -((player ^ s.maxSide) & 1)
	bu, best := (beta^flip)-2*flip, -1+13*flip
	for j := 0; ; j++ {
		if j == ml.n {
			if ml.ordered {
				break
			}
			s.orderRest(t, i, player)
			if j == ml.n {
				break
			}
		}
		c := ml.cards[j&15]
		bit := dds.Cards(1) << (c & 63)
		// EQUIVALENT CARDS: one card stands for its run of touching cards.
		if skip&bit != 0 {
			continue
		}
		run := runOf(bit, brk)
		skip |= run
		s.hands[player] &^= bit
		f.place(i, c, s.trump)
		var v int
		var cw dds.Cards
		if i < 3 {
			v, cw = s.search(t, i+1, beta)
		} else {
			v, cw = s.search(t+1, 0, beta)
			cw |= rankWinner(f, 4)
		}
		s.hands[player] |= bit
		sm := suitMask(int(c >> 4))
		low := lowBit(cw & sm) // the lowest rank of c's suit the answer relied on
		// c stood for its run of touching cards (cards of the run above or
		// below it are skipped as equivalent): if the answer relied on a
		// rank of the run or lower, it relied on the whole run touching.
		if run &= s.hands[player]; low != 0 && low <= run { // (low, one card, at most run's highest)
			cw |= lowBit(run)
		}
		u := (v ^ flip) - flip // v as the player sees it
		best = max(best, u)
		// CUTOFF at u >= bu: v >= beta where the player maximizes,
		// v < beta where he minimizes (bu is 1 - beta there, best
		// the least value found, negated).
		if u >= bu {
			// CUTOFF: remember the card for move ordering (cut-off card
			// cache; a forced card, with no slot of its own, is played
			// above, not in this loop: every card here has its ply's
			// slot).
			h := f.cutSlot[i]
			s.setCut(h, uint16(c))
			if i == 0 {
				s.storeTrick(t, beta, v, cw)
				return v, s.win[t][0]
			}
			return v, cw
		}
		win |= cw
		// IRRELEVANT RANKS: if c ranks below every card of its suit that
		// the answer relied on, any lower-ranking card of the suit in this
		// hand is an "x" card like c and gives the same answer.
		// (By the answer's own ranks: the run is the same in any position
		// the child's answer covers.)
		if low == 0 || bit < low {
			skip |= s.hands[player] & sm & (low - 1)
		}
	}
	if i == 0 {
		s.storeTrick(t, beta, (best^flip)-flip, win)
		return (best ^ flip) - flip, s.win[t][0]
	}
	return (best ^ flip) - flip, win
}

// trickAnswer is the cards whose ranks the value of the search after
// trick t (its four cards played) relies on: the next trick's, and the
// card winning trick t where it wins by rank.
func (s *Solver) trickAnswer(t int) dds.Cards {
	return s.win[(t+1)&15][0] | rankWinner(&s.stack[t&15], 4)
}

// partnerRuffs reports whether the leader, in a suit contract, can lead
// a side suit his partner ruffs to win the trick: partner void in it with
// trumps, and each opponent following suit, out of trumps, or holding no
// trump above partner's best. It also gives the cards whose ranks that
// relies on: partner's best trump, when an opponent could ruff too.
//
//go:nosplit
func (s *Solver) partnerRuffs(leader int) (dds.Cards, bool) {
	tm := suitMask(s.trump)
	me, pd := s.hands[leader], s.hands[(leader+2)&3]
	pdT := pd & tm
	if pdT == 0 {
		return 0, false
	}
	top := highBit(pdT)
	lho, rho := s.hands[(leader+1)&3], s.hands[(leader+3)&3]
	lhoT, rhoT := lho&tm, rho&tm
	for su := range 4 {
		m := suitMask(su)
		if su == s.trump || me&m == 0 || pd&m != 0 {
			continue
		}
		var w dds.Cards
		if lho&m == 0 && lhoT != 0 {
			if lhoT > top {
				continue
			}
			w = top
		}
		if rho&m == 0 && rhoT != 0 {
			if rhoT > top {
				continue
			}
			w = top
		}
		return w, true
	}
	return 0, false
}

// sureTrick reports whether no opponent of seat ws still to play to the
// trick (from ply i) can beat the card winning it so far, and the cards
// that relies on: the winning card, when a card of its suit was played to
// the trick or may be by an opponent.
//
//go:nosplit
func (s *Solver) sureTrick(f *trickFrame, i, ws int) (dds.Cards, bool) {
	w := f.played[f.winPos[i-1]]
	wb := dds.Cards(1) << (w & 63)
	led := int(f.played[0] >> 4)
	ranked := rankWinner(f, i) != 0
	for j := i; j < 4; j++ {
		o := (f.leader + j) & 3
		if o&1 == ws&1 {
			continue
		}
		h := s.hands[o]
		if fs := h & suitMask(led); fs != 0 {
			if int(w>>4) == led {
				if fs > wb { // (wb, played, is no card of a hand: highBit(fs) > wb)
					return 0, false
				}
				ranked = true
			}
			continue
		}
		if s.trump < 4 {
			if ts := h & suitMask(s.trump); ts != 0 {
				if int(w>>4) != s.trump || ts > wb {
					return 0, false
				}
				ranked = true
			}
		}
	}
	if !ranked {
		return 0, true
	}
	return wb, true
}

// secondHandTricks is a lower bound on the tricks the side of the second
// hand (player, on the lead of f.played[0]) takes from here, and the cards
// whose ranks it relies on; 0 unless it wins this trick whatever the third
// hand plays: the second hand with a card the third cannot beat, or the
// fourth with a card above the lead and every card the third can play.
// In notrump, or when the opponents have no trumps, and when need tricks
// are more than one, the hand that wins the trick then cashes its winners.
//
//go:nosplit
func (s *Solver) secondHandTricks(f *trickFrame, player, need int) (int, dds.Cards) {
	lead := f.played[0]
	led := int(lead >> 4)
	lm := suitMask(led)
	leadBit := dds.Cards(1) << (lead & 63)
	third := s.hands[(player+1)&3]
	thirdSuit := third & lm
	var thirdTrumps dds.Cards
	if s.trump < 4 && led != s.trump && thirdSuit == 0 {
		thirdTrumps = third & suitMask(s.trump) // the third hand can ruff
	}
	me, pd := s.hands[player], s.hands[(player+2)&3]
	if s.trumplessAfter(f, player) {
		// Notrump, or the opponents have no trumps left.
		// The side's top card of the suit led wins if it beats the lead
		// and the third hand's cards.
		if x := highBit((me | pd) & lm); x > leadBit && x > thirdSuit {
			if need == 1 {
				return 1, x
			}
			return cashAfter(f.agg, x, me, pd, f.shape, player, need)
		}
		if s.trump == 4 {
			return 0, 0
		}
	}
	for _, h := range [2]dds.Cards{me, pd} {
		if hs := h & lm; hs != 0 {
			// Win in the suit led: above the lead and the third hand's cards.
			x := highBit(hs)
			if x > leadBit && x > thirdSuit && thirdTrumps == 0 {
				return 1, x
			}
			continue
		}
		if led == s.trump {
			continue
		}
		// Ruff, above any trump of the third hand.
		if ts := h & suitMask(s.trump); ts != 0 {
			x := highBit(ts)
			if thirdTrumps == 0 {
				return 1, 0
			}
			if x > thirdTrumps {
				return 1, x
			}
		}
	}
	return 0, 0
}

// trumplessAfter reports, for the second hand player of trick f, that
// the play is as in notrump from there: no trumps, or none left to the
// opponents (the leader and the third hand).
func (s *Solver) trumplessAfter(f *trickFrame, player int) bool {
	return s.trump == 4 || (s.hands[f.leader]|s.hands[(player+1)&3])&suitMask(s.trump) == 0
}

// cashAfter counts, in notrump or with no trumps left to the opponents,
// the tricks of a side that wins the current trick with its card x (of
// the suit led; me and pd are the side's hands, the second hand's seat
// player, agg and shape the cards and suit lengths at the start of the
// trick): that trick, then the winners of the hand holding x — the next
// card of the suit led when it holds that too, and in every other suit
// its cards above all the others' (its top run), or all its cards of the
// suit when the run is at least as long as every other hand's holding
// (or only it holds the suit). It stops once it reaches need, and gives
// the cards whose ranks the count relies on.
func cashAfter(agg, x, me, pd dds.Cards, shape uint64, player, need int) (int, dds.Cards) {
	hh, o := me, player
	if pd&x != 0 {
		hh, o = pd, player+2
	}
	q, win := 1, x
	led := bits.TrailingZeros64(uint64(x)) >> 4
	for su := range 4 {
		m := suitMask(su)
		a := agg & m
		if su == led {
			// The top two cards of the suit in hh.
			if top := highBit(a); top == x {
				if second := highBit(a &^ top); second&hh != 0 {
					q++
					win |= second
				}
			}
		} else if rest := a &^ hh; a != 0 && rest == 0 {
			q += suitCards(a, su) // only hh holds the suit
		} else if run := hh & m & above(rest); run != 0 {
			win |= run
			k := suitCards(run, su)
			if k >= max(suitLen(shape, o+1, su), suitLen(shape, o+2, su), suitLen(shape, o+3, su)) {
				k = suitLen(shape, o, su) // the run outlasts the others: the small cards win too
			}
			q += k
		}
		if q >= need {
			break
		}
	}
	return q, win
}

// shapeUnit[seat][c] is card c's unit in a shape (see handShape): one
// in the seat's nibble of c's suit lane.
var shapeUnit = func() (u [4][64]uint64) {
	for seat := range 4 {
		for c := range 64 {
			u[seat][c] = 1 << (16*uint(c>>4&3) + 4*uint(seat))
		}
	}
	return u
}()

// probe looks the start of trick t up in the table (TT PROBE): a stored
// bound on an abstract position matching this one that settles whether the
// side on lead takes theta of the r tricks left gives the search's value.
// It first makes the key of the trick's start, from the previous trick's
// where it was made (one call: makeKey apart cost 0.5 % of a table's
// instructions). The bucket is looked up as soon as the shape is known,
// before the relative ranks are worked out: its load, often a cache
// miss, overlaps that work (LATENCY HIDING: over tables 1-40, about 4 %
// less time, the median of paired runs, 12 a side; the same
// instructions).
func (s *Solver) probe(t, r, theta, beta int, leaderMax bool) (int, bool) {
	t &= 15 // in range: no bounds checks below
	f := &s.stack[t]
	var prev *ttKey
	if pf := &s.stack[(t-1)&15]; t > 0 && pf.keyOK {
		prev = &pf.key
	}
	b := s.tt.bucket(f.shape, f.leader, false)
	makeKeyFrom(&f.key, prev, &s.hands, f.agg, f.leader, f.shape)
	f.keyOK = true
	lb, ub, w := s.tt.probeBucket(b, &f.key, theta)
	if lb < theta && ub >= theta {
		return 0, false
	}
	s.win[t][0] = w
	return s.bound(f.won, lb, ub, r, leaderMax, beta), true
}

// quickCut settles the start of trick t by a quick-trick bound: the side
// on lead takes from lb to ub of the r tricks left, relying on the ranks
// of w (less what the shape fixes: trimBottom). Where the table was
// probed first (r >= ttProbeFirst), the bound is stored (QUICK ENTRIES:
// the next probe of the same abstract position answers before the bounds
// are counted again).
func (s *Solver) quickCut(t, r, lb, ub int, w dds.Cards, leaderMax bool, beta int) (int, dds.Cards) {
	w = s.trimBottom(w, s.stack[t].agg)
	if r >= ttProbeFirst {
		s.tt.store(&s.stack[t].key, lb, ub, w)
	}
	s.win[t][0] = w
	return s.bound(s.stack[t].won, lb, ub, r, leaderMax, beta), w
}

// bound turns bounds lb <= x <= ub on the tricks x that the side on lead
// takes of the r left (won tricks won before) into the search's
// fail-soft value.
func (s *Solver) bound(won, lb, ub, r int, leaderMax bool, beta int) int {
	lo, hi := lb, ub
	if !leaderMax {
		lo, hi = r-ub, r-lb
	}
	if won+lo >= beta {
		return won + lo
	}
	return won + hi
}

// runSentinels holds, in every suit's lane, a bit below its lowest rank
// and one above its highest, so that every run is bounded in its lane
// (see runOf).
const runSentinels = 0x8002_8002_8002_8002

// runOf is the run of touching cards that the card bit belongs to: the
// cards between the nearest breakers below and above it, brk being the
// cards that break the hand's runs (those remaining at the start of the
// trick but not in the hand) with runSentinels. The run may hold cards
// gone in earlier tricks; with the hand, it is the hand's run.
func runOf(bit, brk dds.Cards) dds.Cards {
	hi := lowBit(brk &^ (bit<<1 - 1))
	lo := dds.Cards(1) << ((bits.Len64(uint64(brk&(bit-1))) - 1) & 63)
	return (hi - 1) &^ (lo<<1 - 1)
}

// storeTrick records the value v of a search from the start of trick t.
//
//go:nosplit
func (s *Solver) storeTrick(t, beta, v int, win dds.Cards) {
	t &= 15 // in range: no bounds checks below
	f := &s.stack[t]
	r := f.r
	x := v - f.won // the searching side's tricks from here
	if f.leader&1 != s.maxSide {
		x = r - x // the side on lead's
	}
	lb, ub := 0, r
	if (v >= beta) == (f.leader&1 == s.maxSide) {
		lb = x
	} else {
		ub = x
	}
	win = s.trimBottom(win, f.agg)
	if s.halted { // v is not a value: nothing stored
		return
	}
	s.tt.store(&f.key, lb, ub, win)
	s.win[t][0] = win
}

// lastTrick settles the last trick, where every hand holds one card.
//
//go:nosplit
func (s *Solver) lastTrick(t int) (int, dds.Cards) {
	f := &s.stack[t]
	for j := range 4 {
		c := dds.Card(bits.TrailingZeros64(uint64(s.hands[(f.leader+j)&3])))
		f.played[j] = c
		if j == 0 {
			f.winPos[0] = 0
		} else if wp := f.winPos[j-1]; beats(c, f.played[wp], s.trump) {
			f.winPos[j] = j
		} else {
			f.winPos[j] = wp
		}
	}
	w := rankWinner(f, 4)
	s.win[t][0] = w
	if f.winner()&1 == s.maxSide {
		return f.won + 1, w
	}
	return f.won, w
}

// cutKey is the hash of the cut-off card cache: its top bits pick the
// slot, its low byte is the slot's tag. The leader's key is his hand, the
// parity of partner's suit lengths and (in a suit contract) the tricks
// still needed; a follower's, the suit led as it was at the start of the
// trick, the card winning so far and the leader (not the tricks needed:
// the card that wins or ducks a trick serves whatever the target); a
// discarder's, his hand, the winning card (in notrump, its seat) and the
// tricks needed. Each also holds the ply and the searching side.
//
//go:nosplit
func (s *Solver) cutKey(f *trickFrame, i, player, need int) uint32 {
	hand := uint64(s.hands[player])
	needed := uint64(0)
	if s.trump < 4 {
		needed = uint64(need) & 15
	}
	var x, y uint64
	if i == 0 {
		parity := f.shape >> (4 * uint((player+2)&3)) & 0x0001_0001_0001_0001 // partner's lengths (the hands are the trick's start's)
		x = hand
		y = parity*0x1_0002_0004_0008>>48&15 | needed<<4 | uint64(player)<<8
	} else {
		wc := f.played[f.winPos[(i-1)&3]&3]
		led := int(f.played[0] >> 4)
		if hand&uint64(suitMask(led)) != 0 {
			x = uint64(f.agg & suitMask(led))
			y = uint64(wc) | uint64(f.leader)<<6 | 1<<16

		} else {
			w := uint64(wc)
			if s.trump == 4 {
				w = uint64((f.leader + f.winPos[i-1]) & 3)
			}
			x = hand
			y = w | uint64(need&15)<<6 | 2<<16
		}
	}
	y |= uint64(i)<<18 | uint64(s.maxSide)<<20
	return uint32((x*0x9e3779b97f4a7c15 ^ y*0xc2b2ae3d27d4eb4f) >> 32)
}

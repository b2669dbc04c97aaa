// quick.go: fast tricks and sure tricks — cheap bounds tried at the start of every trick.

package solver

import (
	"math/bits"

	"github.com/ruling-bridge/ruling/dds"
)

// The bounds take shape, the hands' suit lengths at the trick's start
// (handShape), and read suit lengths from it rather than count cards.

// above is the set of card positions strictly above the highest card of
// x (every position when x is empty).
func above(x dds.Cards) dds.Cards {
	if x == 0 {
		return ^dds.Cards(0)
	}
	return ^(highBit(x)<<1 - 1)
}

// quickBound is an upper bound on fastTricks: over the suits the side
// of leader tops, the longer of its two holdings, or only its winners
// above the opponents' cards when the opponents have more cards of the
// suit than it has such winners (or the suit is trumps), and in a suit
// an opponent could ruff, no more rounds than he can follow. The four
// suits at once (SWAR, one 16-bit lane a suit, every count in its lane's
// low bits), with no branch a suit: about half the instructions of a
// loop over the suits topped. (It no longer stops at the target: the
// callers compare the whole bound with theirs.)
//
//go:nosplit
func (s *Solver) quickBound(leader int, agg dds.Cards, shape uint64) int {
	me, pd := s.hands[leader&3], s.hands[(leader+2)&3]
	lho, rho := s.hands[(leader+1)&3], s.hands[(leader+3)&3]
	tops := topsOf(me|pd, agg)
	if tops == 0 {
		return 0
	}
	const nib = 0x000f_000f_000f_000f // each lane's low nibble
	ll := shape >> (4 * uint((leader+1)&3)) & nib
	lr := shape >> (4 * uint((leader+3)&3)) & nib
	long := laneMax(shape>>(4*uint(leader&3))&nib, shape>>(4*uint((leader+2)&3))&nib)
	// The winners: the cards above the opponents' top card of each suit
	// (all of the suit where they have none: never fewer than long).
	w := laneCounts(agg &^ dds.Cards(smearDown(uint64(lho|rho))))
	limit := laneLess(w, laneMax(ll, lr))
	if s.trump < 4 {
		trumps := uint64(0xffff) << (16 * uint(s.trump&3))
		tm := suitMask(s.trump)
		// Only as many rounds as an opponent who could ruff follows.
		follow := uint64(nib)
		if lho&tm != 0 {
			follow = laneMin(follow, ll)
		}
		if rho&tm != 0 {
			follow = laneMin(follow, lr)
		}
		long = laneMin(long, follow|trumps&nib)
		limit |= trumps
	}
	long ^= (long ^ laneMin(long, w)) & limit
	return int((long & (tops >> 15 * 0xffff)) * lanes16 >> 48)
}

// laneLess is, in each 16-bit lane, all ones where a's lane is below
// b's (lanes under 0x8000).
func laneLess(a, b uint64) uint64 {
	return (lanesTop &^ ((a | lanesTop) - b)) >> 15 * 0xffff
}

// laneMin and laneMax are the lane-wise minimum and maximum of a and b
// (lanes under 0x8000).
func laneMin(a, b uint64) uint64 { return b ^ (a^b)&laneLess(a, b) }
func laneMax(a, b uint64) uint64 { return a ^ (a^b)&laneLess(a, b) }

// smearDown sets in each 16-bit lane of x every bit below its highest.
func smearDown(x uint64) uint64 {
	x |= x >> 1 & 0x7fff_7fff_7fff_7fff
	x |= x >> 2 & 0x3fff_3fff_3fff_3fff
	x |= x >> 4 & 0x0fff_0fff_0fff_0fff
	return x | x>>8&0x00ff_00ff_00ff_00ff
}

// topsOf is the suits whose top remaining card (of agg) is in ours, as
// the top bit of each such suit's lane (SWAR: within a lane, ours holds
// the top card of the suit exactly when, as a number, it exceeds the
// others' cards; the lanes' top bits are free, and borrow nothing).
func topsOf(ours, agg dds.Cards) uint64 {
	d := (uint64(ours) | lanesTop) - uint64(agg&^ours)
	return d & lanesTop &^ zeroLanes(uint64(ours))
}

// topTrumps is a lower bound on the tricks the side of seats a and b
// takes with its top trumps (SURE TRICKS): every card of the run of top
// trumps the side holds wins a trick, and cards from one hand fall on
// different tricks.
func (s *Solver) topTrumps(a, b int, agg dds.Cards) (int, dds.Cards) {
	tm := suitMask(s.trump)
	ta, tb := s.hands[a]&tm, s.hands[b]&tm
	ours := ta | tb
	run := ours & above(agg&tm&^ours)
	n := max(suitCards(run&ta, s.trump), suitCards(run&tb, s.trump))
	if n == 0 {
		return 0, 0
	}
	return n, lowBit(run)
}

// laterTricksFail reports that the side of leader, needing all r tricks
// left, cannot take them (LATER TRICKS), in notrump or with no trump left:
// every trick must then be led by that side in a suit whose top card it
// holds, and an opponent keeps a top card until it wins (or is his last
// card), so that side wins at most, over the suits it tops, the longer of
// its two holdings. win receives the opponents' top cards relied on.
func (s *Solver) laterTricksFail(leader, r int, agg dds.Cards, shape uint64, win *dds.Cards) bool {
	if s.trump < 4 && agg&suitMask(s.trump) != 0 {
		return false
	}
	ours := s.hands[leader] | s.hands[(leader+2)&3]
	sum := 0
	var w dds.Cards
	for su := range 4 {
		m := suitMask(su)
		a := agg & m
		if a == 0 {
			continue
		}
		top := highBit(a)
		if top&ours != 0 {
			sum += max(suitLen(shape, leader, su), suitLen(shape, leader+2, su))
		} else if a&ours != 0 {
			w |= top
		}
	}
	if sum >= r {
		return false
	}
	// Rely on an opponent's top card only where the suit, were it ours,
	// could make up the tricks missing.
	for x := w; x != 0; x &= x - 1 {
		su := bits.TrailingZeros64(uint64(x)) >> 4
		if n := max(suitLen(shape, leader, su), suitLen(shape, leader+2, su)); sum+n < r {
			sum += n
			w &^= suitMask(su)
		}
	}
	*win = w
	return true
}

// trumpLaterFail reports that the side of leader cannot take theta of
// the r tricks left because of the opponents' trumps (LATER TRICKS, suit
// contracts): with the opponents holding the top two trumps and one of
// them two trumps or more, they take two tricks; with the second-best
// trump guarded (two trumps or more) and either behind the top one (its
// holder plays after it in every trick) or with the third best theirs
// too, they take one.
func (s *Solver) trumpLaterFail(leader, r, theta int, agg dds.Cards, shape uint64, win *dds.Cards) bool {
	tm := suitMask(s.trump)
	a := agg & tm
	if a == 0 || theta < r-1 {
		return false
	}
	ours := (s.hands[leader] | s.hands[(leader+2)&3]) & tm
	first := highBit(a)
	second := highBit(a &^ first)
	if second == 0 {
		return false
	}
	holder := func(c dds.Cards) int {
		for h := range 4 {
			if s.hands[h]&c != 0 {
				return h
			}
		}
		return -1
	}
	if first&ours == 0 {
		// The opponents hold the top trump (one trick: topTrumps).
		if second&ours != 0 {
			return false
		}
		h1, h2 := holder(first), holder(second)
		if h1 != h2 && (suitLen(shape, h1, s.trump) > 1 || suitLen(shape, h2, s.trump) > 1) && theta >= r-1 {
			*win = second
			return true
		}
		return false
	}
	if theta != r || second&ours != 0 {
		return false
	}
	hh := holder(second)
	if suitLen(shape, hh, s.trump) < 2 {
		return false
	}
	if holder(first) == (hh+3)&3 {
		*win = second
		return true
	}
	third := highBit(a &^ first &^ second)
	if third != 0 && third&ours == 0 {
		*win = third
		return true
	}
	return false
}

// fastTricks is another lower bound on the tricks of the side of leader
// (FAST TRICKS): its top trumps (each wins a trick in time, the longer
// hand keeping them apart), plus the side-suit winners it cashes from the
// leader's hand, crossing to partner and back within a suit where the
// cards allow, or from partner's hand once the leader can reach it. In a
// suit an opponent could ruff, only as many rounds as he can follow
// count. win is the set of cards whose ranks the bound relies on.
func (s *Solver) fastTricks(leader int, agg dds.Cards, shape uint64) (int, dds.Cards) {
	var fp fastParts
	s.fastParts(leader, agg, shape, &fp)
	return fp.tricks(0)
}

// fastParts is FAST TRICKS suit by suit, so that a cutoff can rely on
// the ranks of no more suits than it needs.
type fastParts struct {
	trump  int          // the trump suit, 4 in notrump
	trumps int          // top trump tricks
	cards  int          // the leader's cards: no bound exceeds them
	me     dds.Cards    // the leader's hand (TOP WINNERS where both hands hold winners)
	my, pd [4]int       // per side suit, the tricks cashed from the leader's hand and from partner's
	entry  uint         // the suits where the leader can reach partner
	both   uint         // the side suits where both hands hold winners
	win    [4]dds.Cards // per suit, the cards whose ranks its tricks rely on
	// The sums over the suits.
	myAll, pdAll int
	winAll       dds.Cards
}

// fastParts fills fp for the side of leader.
//
//go:nosplit
func (s *Solver) fastParts(leader int, agg dds.Cards, shape uint64, fp *fastParts) {
	me, pd := s.hands[leader], s.hands[(leader+2)&3]
	lho, rho := s.hands[(leader+1)&3], s.hands[(leader+3)&3]
	*fp = fastParts{trump: s.trump, cards: shapeTricks(shape), me: me}
	lhoRuff, rhoRuff := false, false
	if s.trump < 4 {
		tm := suitMask(s.trump)
		a := agg & tm
		myT, pdT := me&tm, pd&tm
		lhoRuff, rhoRuff = lho&tm != 0, rho&tm != 0
		switch {
		case a == 0:
		case myT == a || pdT == a:
			fp.trumps = suitCount(shape, s.trump) // all the trumps: no rank needed
		default:
			limit := max(suitLen(shape, leader, s.trump), suitLen(shape, leader+2, s.trump))
			run := keepTop((myT|pdT)&above(a&^(myT|pdT)), s.trump, limit)
			fp.trumps = suitCards(run, s.trump)
			fp.win[s.trump] = run
			fp.winAll = run
		}
	}
	// Only the side suits it tops: in the others it has no winner, and
	// every bound below is 0.
	tops := topsOf(me|pd, agg)
	if s.trump < 4 {
		tops &^= 0x8000 << (16 * uint(s.trump&3))
	}
	for ; tops != 0; tops &= tops - 1 {
		su := bits.TrailingZeros64(tops) >> 4
		m := suitMask(su)
		ms, ps := me&m, pd&m
		ll, lr := suitLen(shape, leader+1, su), suitLen(shape, leader+3, su)
		oppMax := max(ll, lr)
		myRank := max(suitLen(shape, leader+2, su), oppMax)
		pdRank := max(suitLen(shape, leader, su), oppMax)
		if lhoRuff || rhoRuff {
			limit := 13
			if lhoRuff {
				limit = ll
			}
			if rhoRuff {
				limit = min(limit, lr)
			}
			ms, ps = keepTop(ms, su, limit), keepTop(ps, su, limit)
		}
		// The side's winners: its cards above every other card of the suit
		// (the ones kept back for ruffs are not winners).
		ours := ms | ps
		run := ours & above(agg&m&^ours)
		myRun, pdRun := run&ms, run&ps
		myW, pdW := suitCards(myRun, su), suitCards(pdRun, su)
		if myW > myRank {
			myRun = keepTop(myRun, su, myRank)
		}
		if pdW > pdRank {
			pdRun = keepTop(pdRun, su, pdRank)
		}
		fp.win[su] = myRun | pdRun
		fp.my[su] = suitFastTricks(su, ms, myW, myRank, ps, pdW)
		fp.pd[su] = suitFastTricks(su, ps, pdW, pdRank, ms, myW)
		fp.myAll += fp.my[su]
		fp.pdAll += fp.pd[su]
		fp.winAll |= fp.win[su]
		if ms != 0 && pdW > 0 && highBit(ps) > lowBit(ms) {
			fp.entry |= 1 << su // the leader can reach partner's winners
		}
		if myW > 0 && pdW > 0 {
			fp.both |= 1 << su
		}
	}
}

// tricks is the bound from the suits not in skip (a bit per suit), and
// the cards it relies on.
//
//go:nosplit
func (fp *fastParts) tricks(skip uint) (int, dds.Cards) {
	my, pd, win, n := fp.myAll, fp.pdAll, fp.winAll, fp.trumps
	for x := skip; x != 0; x &= x - 1 {
		su := bits.TrailingZeros(x)
		my -= fp.my[su]
		pd -= fp.pd[su]
		win &^= suitMask(su)
		if su == fp.trump {
			n = 0
		}
	}
	if fp.entry&^skip != 0 {
		my = max(my, pd)
	}
	return min(n+my, fp.cards), win
}

// least is the bound from as few suits as keep it at theta or more (the
// ranks of the others do not matter to the cutoff, which makes the
// table's entries above more general) and, within those, as few top
// winners, and the cards it relies on; q and w are the bound from every
// suit. It leaves fp as the bound it returns.
func (fp *fastParts) least(theta, q int, w dds.Cards) (int, dds.Cards) {
	var skip uint
	for su := range 4 {
		if fp.win[su] == 0 {
			continue
		}
		if q2, w2 := fp.tricks(skip | 1<<su); q2 >= theta {
			skip |= 1 << su
			q, w = q2, w2
		}
	}
	// Then, in a suit whose winners one hand holds (or the trumps),
	// rely on as few of its top winners as keep the bound at theta: the
	// top k of them, ours, win k tricks (TOP WINNERS); in notrump, where
	// both hands hold winners, on the top hand's above the other's
	// (topBoth).
	for su := range 4 {
		if q <= theta {
			break
		}
		if skip&(1<<su) != 0 {
			continue
		}
		if fp.both&(1<<su) != 0 {
			if fp.trump == 4 && fp.topBoth(su, theta, skip) {
				q, w = fp.tricks(skip)
			}
			continue
		}
		c := suitCards(fp.win[su], su)
		if c < 2 {
			continue
		}
		g := *fp
		for k := 1; k < c; k++ {
			if su == g.trump {
				g.trumps = k
			} else {
				if fp.my[su] > 0 {
					g.my[su], g.myAll = k, fp.myAll-fp.my[su]+k
				}
				if fp.pd[su] > 0 {
					g.pd[su], g.pdAll = k, fp.pdAll-fp.pd[su]+k
				}
			}
			g.win[su] = keepTop(fp.win[su], su, k)
			g.winAll = fp.winAll&^suitMask(su) | g.win[su]
			if q2, w2 := g.tricks(skip); q2 >= theta {
				*fp = g
				q, w = q2, w2
				break
			}
		}
	}
	return q, w
}

// topBoth is TOP WINNERS in a notrump suit su where both hands of the
// side hold winners: the hand holding the suit's top card cashes its top
// k cards that are above all of the other hand's, from its own lead or
// from the other hand's small card led to them, as in a suit whose
// winners one hand holds; the suit stays an entry to partner's hand only
// where partner holds them. It leaves fp as the bound with the fewest
// such k that keeps theta, and reports whether there was one. (Notrump
// only: the champion's notrump, West leading, at 64 MB 633,727,902 ->
// 592,864,082 nodes; session 9's form in every strain took
// bridge-solver's 19 hard deals +0.23 %.)
func (fp *fastParts) topBoth(su, theta int, skip uint) bool {
	hw, ow := fp.win[su]&fp.me, fp.win[su]&^fp.me
	leaderTop := hw > ow
	if !leaderTop {
		hw, ow = ow, hw
	}
	top := hw &^ (highBit(ow)<<1 - 1) // the top hand's winners above the other's
	g := *fp
	g.both &^= 1 << su
	if leaderTop {
		g.entry &^= 1 << su // partner's winners no longer relied on
	}
	for k := 1; k <= suitCards(top, su); k++ {
		g.my[su], g.myAll = k, fp.myAll-fp.my[su]+k
		g.pd[su], g.pdAll = k, fp.pdAll-fp.pd[su]+k
		g.win[su] = keepTop(top, su, k)
		g.winAll = fp.winAll&^suitMask(su) | g.win[su]
		if q2, _ := g.tricks(skip); q2 >= theta {
			*fp = g
			return true
		}
	}
	return false
}

// keepTop keeps the n highest cards of x (of suit su).
func keepTop(x dds.Cards, su, n int) dds.Cards {
	if n <= 0 {
		return 0
	}
	for c := suitCards(x, su); c > n; c-- {
		x &= x - 1
	}
	return x
}

// suitFastTricks is the tricks one hand (own, of suit su, with ownW top
// winners, whose cards all win once ownRank rounds are played) cashes in
// the suit from its own lead, partner holding other with otherW winners:
// ending in the own hand where it crosses, or in partner's when only
// partner has winners.
func suitFastTricks(su int, own dds.Cards, ownW, ownRank int, other dds.Cards, otherW int) int {
	n := suitCards(own, su)
	switch {
	case otherW == 0:
		if ownW >= ownRank {
			return n // the winners outlast every other hand: the small cards win too
		}
		return ownW
	case ownW == 0:
		if own != 0 {
			return otherW // a small card to partner's winners
		}
		return 0
	case highBit(own) < lowBit(other):
		return otherW // blocked: partner wins every round
	case lowBit(own) > highBit(other):
		return ownW // blocked: partner's winners fall under ours
	}
	if otherW == suitCards(other, su) {
		otherW-- // partner needs a small card to come back
	}
	return min(n, ownW+otherW)
}

// trumpLength is a lower bound on the trump tricks of the side of seats
// a and b (TRUMP LENGTH): every trump of its longer hand wins a trick
// unless an opponent's trump falls on it, and each opponent's trump takes
// at most one. The suit lengths, fixed by the shape, are all it relies on.
func (s *Solver) trumpLength(a, b int, shape uint64) int {
	n := max(suitLen(shape, a, s.trump), suitLen(shape, b, s.trump)) -
		suitLen(shape, a+1, s.trump) - suitLen(shape, a+3, s.trump)
	return max(n, 0)
}

// slowTrumps is a lower bound on the trump tricks of the side of seat a
// (partner b) when the opponents hold the top trump (SLOW TRUMP TRICKS):
// a guarded king sitting over the ace, or against a singleton ace; KQ or
// KQJ against the ace; a queen guarded twice over or against a doubleton
// ace-king. leading says a is on lead (he then needs tricks to spare
// before he must lead away from his holding); r is the tricks left. win
// is the trumps the bound relies on.
func (s *Solver) slowTrumps(a, b int, leading bool, r int, agg dds.Cards, shape uint64) (int, dds.Cards) {
	tm := suitMask(s.trump)
	all := agg & tm
	nAll := suitCount(shape, s.trump)
	if nAll < 3 {
		return 0, 0
	}
	my, pd := s.hands[a]&tm, s.hands[b]&tm
	lho, rho := s.hands[(a+1)&3]&tm, s.hands[(a+3)&3]&tm
	ours, theirs := my|pd, lho|rho
	A := highBit(all)
	K := highBit(all &^ A)
	Q := highBit(all &^ A &^ K)
	nMy, nPd := suitLen(shape, a, s.trump), suitLen(shape, b, s.trump)
	nLho, nRho := suitLen(shape, a+1, s.trump), suitLen(shape, a+3, s.trump)
	spare3 := !leading || r >= 3
	spare4 := !leading || r >= 4
	// A guarded king over the ace, or against a singleton ace.
	if (pd&K != 0 && nPd >= 2 && lho&A != 0) || (my&K != 0 && nMy >= 2 && rho&A != 0 && spare3) {
		return 1, A | K
	}
	if ((pd&K != 0 && nPd >= 2) || (my&K != 0 && nMy >= 2)) && (rho == A || lho == A) && spare3 {
		return 1, A | K
	}
	if theirs&A != 0 && ours&(K|Q) == K|Q {
		if J := highBit(all &^ A &^ K &^ Q); nAll >= 4 && ours&J != 0 && (nMy >= 3 || nPd >= 3) {
			return 2, A | K | Q | J // KQJ against the ace
		}
		if nMy >= 2 || nPd >= 2 {
			return 1, A | K | Q // KQ against the ace
		}
	}
	if nAll >= 5 && ((pd&Q != 0 && nPd >= 3 && lho&(A|K) == A|K) ||
		(my&Q != 0 && nMy >= 3 && rho&(A|K) == A|K && spare4)) {
		return 1, A | K | Q // a queen guarded twice over the ace-king
	}
	if ((pd&Q != 0 && nPd >= 3) || (my&Q != 0 && nMy >= 3)) &&
		(lho == A|K || rho == A|K || (nLho == 1 && nRho == 1)) && spare4 {
		return 1, A | K | Q // against a doubleton ace-king (or one trump each)
	}
	return 0, 0
}

// slowNoTrump is a lower bound on the tricks the opponents of the leader
// take when no trumps are left (SLOW NOTRUMP TRICKS), and the cards it
// relies on: when the top card of every suit the leader holds is an
// opponent's, whatever he leads, the opponent holding its top card wins
// the trick and then cashes his own winners (runTricks); the bound is
// the fewer of the two opponents' (the leader picks the suit). It stops
// at 0 unless it reaches need.
func (s *Solver) slowNoTrump(leader int, agg dds.Cards, shape uint64, need int) (int, dds.Cards) {
	me, pd := s.hands[leader], s.hands[(leader+2)&3]
	ours := me | pd
	var tops dds.Cards
	for su := range 4 {
		m := suitMask(su)
		if me&m == 0 {
			continue
		}
		top := highBit(agg & m)
		if top&ours != 0 {
			return 0, 0
		}
		tops |= top
	}
	if tops == 0 {
		return 0, 0
	}
	lho, rho := s.hands[(leader+1)&3], s.hands[(leader+3)&3]
	q0 := 1
	if tops&^lho == 0 || tops&^rho == 0 {
		q0 = int(laneOnes(uint64(tops)) * lanes16 >> 48) // a card a suit
	}
	if q0 >= need {
		return q0, tops
	}
	q, w := 14, tops
	for _, o := range [2]int{(leader + 1) & 3, (leader + 3) & 3} {
		if s.hands[o]&tops == 0 {
			continue
		}
		n, wo := s.runTricks(o, agg, shape)
		if n < need {
			return 0, 0
		}
		q = min(q, n)
		w |= wo
	}
	return q, w
}

// runTricks is the tricks seat o, on lead with no trumps left, cashes
// from his own hand: in every suit his cards above all the others' (his
// top run), or all his cards of the suit when the run is at least as
// long as every other hand's holding; and the cards it relies on (the
// runs, except in suits only he holds).
func (s *Solver) runTricks(o int, agg dds.Cards, shape uint64) (int, dds.Cards) {
	h := s.hands[o]
	n := 0
	var w dds.Cards
	for x := topsOf(h, agg); x != 0; x &= x - 1 {
		su := bits.TrailingZeros64(x) >> 4
		m := suitMask(su)
		rest := agg & m &^ h
		if rest == 0 {
			n += suitLen(shape, o, su) // only he holds the suit
			continue
		}
		run := h & m & above(rest)
		k := suitCards(run, su)
		w |= run
		if k >= max(suitLen(shape, o+1, su), suitLen(shape, o+2, su), suitLen(shape, o+3, su)) {
			k = suitLen(shape, o, su)
		}
		n += k
	}
	return n, w
}

// trimBottom drops from win (the cards whose ranks an answer at the start
// of a trick relies on, agg the cards remaining) what the shape alone
// fixes (SUIT BOTTOM; every answer at a trick's start, stored or not,
// passes here): where a suit's lowest relied-on card is in the run of its
// lowest cards that one hand holds, the answer relies only on the cards
// above that run — none when the hand holds the whole suit — since any
// position with the same owners above the run and the same shape has the
// run in that hand too. The four suits at once (SWAR, 16-bit lanes; the
// ranks' lanes leave their top bit free): a suit's lowest card outside
// its bottom run is the lowest card outside some hand that is not the
// suit's lowest card, the hand holding that being the run's.
func (s *Solver) trimBottom(win, agg dds.Cards) dds.Cards {
	bottom := laneLows(agg)
	above := (laneLows(agg&^s.hands[0]) | laneLows(agg&^s.hands[1]) |
		laneLows(agg&^s.hands[2]) | laneLows(agg&^s.hands[3])) &^ bottom
	low := laneLows(win)
	// The lanes whose lowest relied-on card is below the card above the
	// run (every rank is, where there is none) take that card (or none);
	// the others keep their cards.
	below := ((above | lanesTop) - lanes16) &^ lanesTop
	trim := low & below
	lanes := ((trim + 0x7fff_7fff_7fff_7fff) & lanesTop >> 15) * 0xffff
	return win&^dds.Cards(lanes) | above&dds.Cards(lanes)
}

// laneLows is the lowest card of each suit of c (SWAR: with each lane's
// free top bit set, no lane is empty, and adding one to a lane of ^x
// carries into nothing beyond it).
func laneLows(c dds.Cards) dds.Cards {
	y := uint64(c) | lanesTop
	return dds.Cards(y & (^y + lanes16) &^ lanesTop)
}

// drawTricks is a lower bound on the tricks of the leader's side in a
// suit contract where the opponents still hold trumps (DRAW AND CASH):
// when the leader's trumps above every other trump (partner's too, so
// that partner never has to overtake) number at least the longer
// opponent's trumps, he leads them until the opponents have none, still
// on lead; then no side suit can be ruffed, and he cashes from his own
// hand, in each side suit, his cards above every other hand's (all his
// cards of the suit once they outlast every other holding); every trump
// of his wins a trick once theirs are gone. It is 0 where the leader
// cannot draw. win is the cards whose ranks the bound relies on.
func (s *Solver) drawTricks(leader int, agg dds.Cards, shape uint64) (int, dds.Cards) {
	tm := suitMask(s.trump)
	me := s.hands[leader]
	long := max(suitLen(shape, leader+1, s.trump), suitLen(shape, leader+3, s.trump))
	top := me & tm & above(agg&tm&^me)
	if long == 0 || suitCards(top, s.trump) < long {
		return 0, 0
	}
	n := suitLen(shape, leader, s.trump)
	win := keepTop(top, s.trump, long)
	for x := topsOf(me, agg) &^ (0x8000 << (16 * uint(s.trump&3))); x != 0; x &= x - 1 {
		su := bits.TrailingZeros64(x) >> 4
		m := suitMask(su)
		rest := agg & m &^ me
		run := me & m & above(rest)
		k := suitCards(run, su)
		if k >= max(suitLen(shape, leader+1, su), suitLen(shape, leader+2, su), suitLen(shape, leader+3, su)) {
			k = suitLen(shape, leader, su)
		}
		if rest != 0 {
			win |= run
		}
		n += k
	}
	return n, win
}

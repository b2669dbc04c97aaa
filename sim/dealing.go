// dealing.go: dealing the unknown cards — a Fisher–Yates shuffle, or exact shape-first sampling.

package sim

import (
	"fmt"
	"sort"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// maxExactCombos bounds the joint shape table of the seats dealt shape
// first; seats that would make it larger are left to rejection.
const maxExactCombos = 1 << 17

// exactWorthIt is the acceptance probability below which a seat's shape
// constraint is dealt exactly rather than filtered.
const exactWorthIt = 0.999

// plan deals the unknown cards of a partial deal: known cards stay where
// they are, the others are dealt uniformly so that every hand has 13.
type plan struct {
	known dds.Deal
	need  [4]int // cards each seat still needs

	// Plain dealing: the unknown cards and the seats that receive them.
	unknown []dds.Card
	order   []dds.Seat // seats with need > 0

	// Exact sampling (nil when no seat is dealt shape first).
	exact *exactPlan
}

// exactPlan deals some seats shape first.
//
// Technique: exact weighted shape sampling. For a seat whose shape must lie
// in a set S, the number of deals in which it has shape L is proportional
// to the number of ways to give it L's suit lengths from the unknown cards,
// Π_suits C(unknown in suit, cards still to give in suit), because the rest
// is then dealt to the other seats in a number of ways that does not depend
// on L. Choosing L with that weight, then the cards of each suit uniformly,
// then the rest by Fisher–Yates, is uniform over all deals with the seat's
// shape in S — no rejection. With several such seats the weight is the
// product over the joint choice.
type exactPlan struct {
	seats []dds.Seat
	take  [][4][4]uint8 // per combo, per seat in seats, per suit (dds.Suit): cards to give
	cum   []u128        // cumulative weights of the combos
	total u128
	rest  []dds.Seat // the other seats with need > 0
	// bySuit holds the unknown cards of each suit.
	bySuit [4][]dds.Card
	rate   float64 // the share of all deals the exact seats' shapes cover
}

// newPlan prepares dealing around the known cards. shapes[s], when not nil,
// is a set the shape of seat s must belong to; such seats are dealt shape
// first when it helps. An impossible constraint is an error.
func newPlan(known dds.Deal, shapes [4]*ShapeSet) (*plan, error) {
	if err := known.Check(); err != nil {
		return nil, fmt.Errorf("known cards: %v", err)
	}
	p := &plan{known: known}
	for _, s := range dds.Seats {
		p.need[s] = 13 - known[s].Len()
		if p.need[s] > 0 {
			p.order = append(p.order, s)
		}
	}
	for c := known.Unknown(); c != 0; c = c.Without(c.Lowest()) {
		p.unknown = append(p.unknown, c.Lowest())
	}
	// Seats constrained by shape, with their acceptance rates.
	type cand struct {
		seat  dds.Seat
		set   *ShapeSet
		rate  float64
		count int
	}
	var cands []cand
	var unknownBySuit [4]int
	for _, c := range p.unknown {
		unknownBySuit[c.Suit()]++
	}
	for _, s := range dds.Seats {
		if shapes[s] == nil {
			continue
		}
		var w u128
		n := 0
		for _, sh := range shapes[s].Shapes() {
			if t, ok := takeFor(known[s], sh); ok {
				w = w.add(weightOne(unknownBySuit, t))
				n++
			}
		}
		if w.isZero() {
			return nil, fmt.Errorf("impossible: no holding of %s fits its shape constraint (%s) with the known cards", s.Name(), describeSet(shapes[s]))
		}
		all := binomialU128(len(p.unknown), p.need[s])
		rate := w.float() / all.float()
		if rate < exactWorthIt {
			cands = append(cands, cand{s, shapes[s], rate, n})
		}
	}
	if len(cands) == 0 {
		return p, nil
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].rate < cands[j].rate })
	var seats []dds.Seat
	var sets []*ShapeSet
	combos := 1
	for _, c := range cands {
		if combos*c.count > maxExactCombos {
			continue
		}
		combos *= c.count
		seats = append(seats, c.seat)
		sets = append(sets, c.set)
	}
	ex, err := newExactPlan(p, seats, sets)
	if err != nil {
		return nil, err
	}
	p.exact = ex
	return p, nil
}

// binomialU128 is n choose k as a u128 (k ≤ 13, so it fits in 64 bits).
func binomialU128(n, k int) u128 {
	if k < 0 || k > n {
		return u128{}
	}
	return u128{0, binomial[n][k]}
}

// takeFor is the number of cards of each suit (indexed by dds.Suit) a seat
// holding known must still receive to reach shape sh.
func takeFor(known dds.Cards, sh Shape) (t [4]uint8, ok bool) {
	for i, s := range dds.SuitsPBN {
		k := sh[i] - known.SuitLen(s)
		if k < 0 {
			return t, false
		}
		t[s] = uint8(k)
	}
	return t, true
}

// weightOne is the number of ways to give take[s] cards of each suit from
// avail[s] unknown ones.
func weightOne(avail [4]int, take [4]uint8) u128 {
	w := u128{0, 1}
	for s := range 4 {
		if int(take[s]) > avail[s] {
			return u128{}
		}
		w = w.mul64(binomial[avail[s]][take[s]])
	}
	return w
}

func newExactPlan(p *plan, seats []dds.Seat, sets []*ShapeSet) (*exactPlan, error) {
	ex := &exactPlan{seats: seats}
	for _, c := range p.unknown {
		ex.bySuit[c.Suit()] = append(ex.bySuit[c.Suit()], c)
	}
	in := map[dds.Seat]bool{}
	for _, s := range seats {
		in[s] = true
	}
	for _, s := range p.order {
		if !in[s] {
			ex.rest = append(ex.rest, s)
		}
	}
	var avail [4]int
	for s := range 4 {
		avail[s] = len(ex.bySuit[s])
	}
	// Enumerate the joint choices seat by seat.
	lists := make([][]Shape, len(seats))
	for k := range seats {
		lists[k] = sets[k].Shapes()
	}
	cur := make([][4]uint8, len(seats))
	var walk func(k int, avail [4]int, w u128)
	walk = func(k int, avail [4]int, w u128) {
		if k == len(seats) {
			combo := [4][4]uint8{}
			copy(combo[:], cur)
			ex.total = ex.total.add(w)
			ex.take = append(ex.take, combo)
			ex.cum = append(ex.cum, ex.total)
			return
		}
		for _, sh := range lists[k] {
			t, ok := takeFor(p.known[seats[k]], sh)
			if !ok {
				continue
			}
			w1 := weightOne(avail, t)
			if w1.isZero() {
				continue
			}
			cur[k] = t
			next := avail
			for s := range 4 {
				next[s] -= int(t[s])
			}
			ww := w
			// w·w1: w1 < 2^64 always (one seat's holdings), w·w1 < 2^128.
			ww = mulU128(ww, w1)
			walk(k+1, next, ww)
		}
	}
	walk(0, avail, u128{0, 1})
	if ex.total.isZero() {
		names := make([]string, len(seats))
		for i, s := range seats {
			names[i] = s.Name()
		}
		return nil, fmt.Errorf("impossible: the shape constraints of %s cannot all be met with the known cards", strings.Join(names, " and "))
	}
	// The share of deals covered, for the acceptance report.
	all := u128{0, 1}
	left := len(p.unknown)
	for _, s := range seats {
		all = mulU128(all, binomialU128(left, p.need[s]))
		left -= p.need[s]
	}
	ex.rate = ex.total.float() / all.float()
	return ex, nil
}

// mulU128 multiplies a by b where b < 2^64 and the product fits.
func mulU128(a, b u128) u128 { return a.mul64(b.lo) }

// describeSet names a few shapes of a set for messages.
func describeSet(s *ShapeSet) string {
	sh := s.Shapes()
	if len(sh) == 0 {
		return "no shape at all"
	}
	var names []string
	for i, x := range sh {
		if i == 6 {
			names = append(names, fmt.Sprintf("… %d shapes in all", len(sh)))
			break
		}
		names = append(names, x.String())
	}
	return strings.Join(names, " ")
}

// deal fills d with the known cards and a random dealing of the rest,
// drawn from r.
func (p *plan) deal(r *stream, d *dds.Deal) {
	*d = p.known
	if p.exact != nil {
		p.exact.deal(p, r, d)
		return
	}
	dealSeats(r, p.unknown, p.order, &p.need, d)
}

// dealSeats deals cards to seats, need[s] each (the needs add up to
// len(cards)).
//
// Technique: Fisher–Yates shuffle, stopped early — the last seat takes
// what is left, so its cards need no draws. The cards sit in a 64-slot
// array indexed modulo 64 (no bounds checks), and each 64-bit draw gives
// two 32-bit halves for Lemire's bounded integers.
func dealSeats(r *stream, cards []dds.Card, seats []dds.Seat, need *[4]int, d *dds.Deal) {
	var a [64]dds.Card
	n := uint32(copy(a[:], cards))
	k := uint32(0)
	last := len(seats) - 1
	for si, s := range seats {
		h := d[s]
		if si == last {
			for ; k < n; k++ {
				h |= dds.Cards(1) << (a[k&63] & 63)
			}
			d[s] = h
			return
		}
		for end := k + uint32(need[s]); k < end; k++ {
			// r.intn(n-k), written out so that it is inlined.
			var x uint32
			if r.has {
				r.has = false
				x = r.spare
			} else {
				x = r.refill()
			}
			bound := n - k
			m := uint64(x) * uint64(bound)
			var j uint32
			if uint32(m) < bound {
				j = k + r.intnSlow(bound, m)
			} else {
				j = k + uint32(m>>32)
			}
			c := a[j&63]
			a[j&63] = a[k&63]
			a[k&63] = c
			h |= dds.Cards(1) << (c & 63)
		}
		d[s] = h
	}
}

// deal gives the exact seats their shapes and cards, then the rest.
func (ex *exactPlan) deal(p *plan, r *stream, d *dds.Deal) {
	x := r.below(ex.total)
	// The first combo whose cumulative weight exceeds x.
	i := sort.Search(len(ex.cum), func(i int) bool { return x.less(ex.cum[i]) })
	combo := &ex.take[i]
	var suits [4][13]dds.Card
	var left [4]int
	for s := range 4 {
		left[s] = copy(suits[s][:], ex.bySuit[s])
	}
	for k, seat := range ex.seats {
		h := d[seat]
		for s := range 4 {
			cs := suits[s][:left[s]]
			n := len(cs)
			// Partial Fisher–Yates: move the chosen cards to the end.
			for t := 0; t < int(combo[k][s]); t++ {
				j := int(r.intn(uint32(n - t)))
				last := n - 1 - t
				cs[j], cs[last] = cs[last], cs[j]
				h |= cs[last].Bit()
			}
			left[s] -= int(combo[k][s])
		}
		d[seat] = h
	}
	if len(ex.rest) == 0 {
		return
	}
	var cards [52]dds.Card
	n := 0
	for s := range 4 {
		n += copy(cards[n:], suits[s][:left[s]])
	}
	dealSeats(r, cards[:n], ex.rest, &p.need, d)
}

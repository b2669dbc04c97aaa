// layouts.go: dealing the cards one player cannot see — consistent with the cards he has seen, the show-outs and the auction's condition — one layout at a time, for a single-dummy player.

package sim

import (
	"errors"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

// Facts is what a player at the table knows of the deal as it was dealt:
// the cards whose holder he has seen (his own hand, dummy once faced,
// every card played, each at the seat that held it) and the suits in
// which a seat has shown out, which fix that seat's length in the suit.
type Facts struct {
	Known dds.Deal
	// Length[s][suit] is seat s's length in suit (indexed by dds.Suit) in
	// the deal as dealt, or -1 when nothing pins it.
	Length [4][4]int
}

// NoLengths is a Length table that pins nothing.
func NoLengths() (l [4][4]int) {
	for s := range l {
		for t := range l[s] {
			l[s][t] = -1
		}
	}
	return l
}

// Layouts deals the unknown cards of a player's view, one layout at a
// time from a counter-based stream: layout (seed, i) is a pure function of
// its arguments, so any worker deals the same layouts. A Layouts is used
// by one goroutine.
type Layouts struct {
	plan    *plan
	cond    *Condition
	lengths [4]*ShapeSet // the show-out constraints, checked on every layout
	ctx     evalCtx
	rng     stream
}

// ErrTricksInCondition is the error of a layout condition that calls
// tricks(): a player choosing a card cannot solve the deal to deal it.
var ErrTricksInCondition = errors.New("a condition for a single-dummy player cannot call tricks()")

// NewLayouts prepares dealing around the facts under cond (nil accepts
// every layout). A seat whose pinned lengths make its shape constrained
// is dealt shape first when the condition's own shape constraints allow
// it; every layout is checked against every fact. Facts that no layout
// can meet are an error.
func NewLayouts(f Facts, cond *Condition) (*Layouts, error) {
	if cond == nil {
		cond = trueCondition()
	}
	if cond.usesTricks {
		return nil, ErrTricksInCondition
	}
	for _, s := range dds.Seats {
		for _, t := range dds.Suits {
			if n := f.Length[s][t]; n >= 0 && f.Known[s].SuitLen(t) > n {
				return nil, fmt.Errorf("facts: %s shows %d %s but holds %d of them", s.Name(), n, t.Name(), f.Known[s].SuitLen(t))
			}
		}
	}
	l := &Layouts{cond: cond}
	var shapes [4]*ShapeSet
	for _, s := range dds.Seats {
		var set *ShapeSet
		for _, t := range dds.Suits {
			n := f.Length[s][t]
			if n < 0 {
				continue
			}
			if set == nil {
				all := *fullShapeSet
				set = &all
			}
			var one ShapeSet
			for _, sh := range allShapes {
				if sh[3-t] == n { // Shape is S H D C; dds.Suit is C D H S
					one.add(sh)
				}
			}
			set.intersect(&one)
		}
		l.lengths[s] = set
		switch {
		case set != nil && cond.shapes[s] != nil:
			both := *set
			both.intersect(cond.shapes[s])
			shapes[s] = &both
		case set != nil:
			shapes[s] = set
		default:
			shapes[s] = cond.shapes[s]
		}
	}
	p, err := newPlan(f.Known, shapes)
	if err != nil {
		return nil, err
	}
	l.plan = p
	l.ctx = evalCtx{counts: cond.counts, rng: &l.rng}
	return l, nil
}

// Deal deals layout i of the stream seed into d and reports whether it
// meets every fact and the condition.
func (l *Layouts) Deal(seed, i uint64, d *dds.Deal) bool {
	l.rng.reset(seed, i)
	l.plan.deal(&l.rng, d)
	for s, set := range l.lengths {
		if set != nil && !set.hasIndex(handShapeIndex(d[s])) {
			return false
		}
	}
	if !l.cond.holdsLengths(d) {
		return false
	}
	l.ctx.newDeal(d)
	l.ctx.err = nil
	ok := l.cond.root.eval(&l.ctx) != 0
	return ok && l.ctx.err == nil
}

// Holds reports whether deal d meets the condition.
func (c *Condition) Holds(d dds.Deal) (bool, error) {
	v, err := c.Value(d)
	return v != 0, err
}

// Value evaluates the condition's expression on deal d: 1 or 0 for a
// test, a number for an arithmetic expression (hcp(north), hearts(east)).
// An expression calling tricks() has no solver here and fails.
func (c *Condition) Value(d dds.Deal) (int, error) {
	ctx := evalCtx{counts: c.counts}
	ctx.newDeal(&d)
	if !c.holdsLengths(&d) {
		return 0, nil
	}
	v := c.root.eval(&ctx)
	return v, ctx.err
}

// UsesTricks reports whether the condition calls tricks().
func (c *Condition) UsesTricks() bool { return c.usesTricks }

// SubSeed derives the seed of sub-stream i of a run (a playout, a
// decision) from the run's seed, so that each has its own stream whatever
// worker handles it.
func SubSeed(seed, i uint64) uint64 { return splitmix64(seed ^ splitmix64(i+0x5851f42d4c957f2d)) }

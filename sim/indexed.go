// indexed.go: one numbered deal at a time — deal i of a run, under a condition, recomputed alone from (seed, i), for runs split across machines.

package sim

import (
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

// MaxIndexedDeals bounds the deal numbers of Dealer.Deal: the tries of
// deal i are i, i + MaxIndexedDeals, i + 2·MaxIndexedDeals, …, so no two
// deals below the bound share a try.
const MaxIndexedDeals = 1 << 40

// Dealer deals numbered deals one at a time, each a pure function of the
// seed and its number, so that a long run can be cut into ranges dealt on
// different machines with no coordination, and any deal recomputed alone:
//
//	d, _ := sim.NewDealer(sim.SampleSpec{Condition: cond, Seed: 42})
//	defer d.Close()
//	deal, err := d.Deal(123456) // the same deal on every machine
//
// Try i is the deal Sample, Script.Run and "ruling deal --seed" examine
// as their i-th (counting from 0). Deal i, under a condition, is the first
// of the tries i, i+MaxIndexedDeals, i+2·MaxIndexedDeals, … that the
// condition accepts: try i itself when it is accepted, so without a
// condition deal i is try i. The deals are uniform over those the
// condition accepts, as Sample's are, and independent of one another.
//
// A Dealer is not safe for concurrent use: give each goroutine its own.
type Dealer struct {
	w        *worker
	maxTries int
	st       Stats
}

// NewDealer prepares dealing from spec's Known cards, Condition, Seed,
// Solver (for tricks()) and NoExact; MaxTries bounds the tries of one
// Deal (0: DefaultMaxTries). N and Threads are not used.
func NewDealer(spec SampleSpec) (*Dealer, error) {
	cond, p, err := spec.plan()
	if err != nil {
		return nil, err
	}
	j := &job{plan: p, cond: cond, seed: spec.Seed, factory: spec.Solver}
	d := &Dealer{w: newWorker(j), maxTries: spec.maxTries()}
	d.st = p.stats(outcome{})
	return d, nil
}

// Try deals try i of the run and reports whether the condition accepts
// it. The error is the condition's failure to evaluate (tricks() without
// a solver, a division by zero).
func (d *Dealer) Try(i uint64) (dds.Deal, bool, error) {
	ok, err := d.w.try(i)
	d.st.Tries++
	if ok {
		d.st.Accepted++
	}
	return d.w.deal, ok, err
}

// Deal is deal i of the run (i below MaxIndexedDeals): the first of its
// tries the condition accepts. When none of MaxTries is, the error is a
// *TooRareError.
func (d *Dealer) Deal(i uint64) (dds.Deal, error) {
	if i >= MaxIndexedDeals {
		return dds.Deal{}, fmt.Errorf("deal number %d is not below %d", i, uint64(MaxIndexedDeals))
	}
	st := d.st
	for k := range uint64(d.maxTries) {
		deal, ok, err := d.Try(i + k*MaxIndexedDeals)
		if err != nil || ok {
			return deal, err
		}
	}
	st.Tries, st.Accepted = d.maxTries, 0
	return dds.Deal{}, &TooRareError{Stats: st, Want: 1}
}

// Stats are the tries made so far and how many the condition accepted,
// with the seats dealt shape first.
func (d *Dealer) Stats() Stats { return d.st }

// Close releases the solver tricks() made, if any.
func (d *Dealer) Close() error {
	d.w.close()
	return nil
}

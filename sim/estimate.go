// estimate.go: Monte Carlo estimates of double-dummy tricks from declarer's view, with Wilson intervals and a precision stopping rule.

package sim

import (
	"context"
	"errors"
	"fmt"
	"math"

	"github.com/ruling-bridge/ruling/dds"
	"gonum.org/v1/gonum/stat/distuv"
)

// Tuning of the estimates.
const (
	// Confidence is the level of every interval the estimates give.
	Confidence = 0.95
	// BatchSize is how many deals are solved between two looks at the
	// precision and the progress. It is fixed, not tied to the number of
	// workers, so where sampling stops does not depend on them.
	BatchSize = 50
	// MinPrecisionSamples is the fewest deals solved before the precision
	// stopping rule may stop a run: Wilson intervals of very few deals are
	// honest but say little.
	MinPrecisionSamples = 100
)

// z is the two-sided standard normal quantile for Confidence (1.96).
var z = distuv.UnitNormal.Quantile(1 - (1-Confidence)/2)

// Z is the normal quantile the intervals use (1.959964 for 95 %).
func Z() float64 { return z }

// Wilson is the Wilson score interval for k successes in n trials at the
// package's Confidence: unlike the normal approximation it stays inside
// [0, 1] and is sensible for k = 0 or k = n.
func Wilson(k, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	nf := float64(n)
	p := float64(k) / nf
	z2 := z * z
	centre := (p + z2/(2*nf)) / (1 + z2/nf)
	half := z / (1 + z2/nf) * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	return max(0, centre-half), min(1, centre+half)
}

// TrickDist is a distribution of declarer's tricks over N solved deals.
type TrickDist struct {
	Count [14]int // deals on which declarer took this many tricks
	N     int
}

// Add counts one deal on which declarer took t tricks.
func (d *TrickDist) Add(t int) { d.Count[t]++; d.N++ }

// P is the share of deals with t tricks.
func (d *TrickDist) P(t int) float64 {
	if d.N == 0 {
		return 0
	}
	return float64(d.Count[t]) / float64(d.N)
}

// Interval is the Wilson interval of P(t).
func (d *TrickDist) Interval(t int) (lo, hi float64) { return Wilson(d.Count[t], d.N) }

// HalfWidth is the largest half-width of the intervals of the trick
// counts seen.
func (d *TrickDist) HalfWidth() float64 {
	w := 0.0
	for t, c := range d.Count {
		if c > 0 {
			lo, hi := d.Interval(t)
			w = max(w, (hi-lo)/2)
		}
	}
	return w
}

// Exact reports whether every deal gave the same number of tricks.
func (d *TrickDist) Exact() bool {
	for _, c := range d.Count {
		if c != 0 {
			return c == d.N
		}
	}
	return false
}

// DeclarerView is declarer's view of a contract: declarer's and dummy's
// cards as dealt, the defenders' cards redealt under a condition.
type DeclarerView struct {
	Deal     dds.Deal // the actual deal; only declarer's and dummy's hands are kept
	Declarer dds.Seat
	Strain   dds.Strain
	// Lead, when not nil, is the opening lead, fixed: the card stays with
	// the opening leader (declarer's left-hand opponent) in every deal.
	Lead      *dds.Card
	Condition *Condition // nil accepts every layout
	// Rules, when given, are the play rules in force from the opening
	// lead (the solver must take them: dds.RuledFactory): their penalty
	// cards lie face up, known to all (Law 50E1), and stay with their
	// holders in every deal.
	Rules []dds.PlayRule
}

// Known is the partial deal the view keeps: declarer's and dummy's hands,
// the lead, if fixed, and the rules' penalty cards.
func (v *DeclarerView) Known() dds.Deal {
	var k dds.Deal
	k[v.Declarer] = v.Deal[v.Declarer]
	k[v.Declarer.Partner()] = v.Deal[v.Declarer.Partner()]
	if v.Lead != nil {
		k[v.Declarer.LHO()] = v.Lead.Bit()
	}
	for _, r := range v.Rules {
		if r.Kind == dds.Penalty || r.Kind == dds.MinorPenalty {
			k[r.Seat] = k[r.Seat].With(r.Card)
		}
	}
	return k
}

// Options are the sampling options of an estimate.
type Options struct {
	Seed    uint64
	Samples int // deals to solve; the most with Precision
	// Precision, when above 0, stops sampling (at a batch boundary, after
	// MinPrecisionSamples) once every interval's half-width is below it.
	Precision float64
	Threads   int         // workers; 0 means one per CPU
	Solver    dds.Factory // the double-dummy solver
	MaxTries  int         // deals tried at most; 0 means DefaultMaxTries
	// Progress, when not nil, is called after each batch with the deals
	// solved so far and the most that will be.
	Progress func(done, total int)
	// OnDeal, when not nil, is given every deal EstimateTricks solves and
	// declarer's tricks on it, in order (for a Breakdown); an error stops
	// the estimate.
	OnDeal func(d dds.Deal, tricks int) error
}

// EstimateTricks deals the defenders' cards opts.Samples times under the
// view's condition and solves each deal double dummy for declarer's
// tricks (after the fixed lead, if any). The same seed gives the same
// distribution at any number of threads.
func EstimateTricks(ctx context.Context, v DeclarerView, opts Options) (TrickDist, Stats, error) {
	var dist TrickDist
	if v.Lead != nil && !v.Deal[v.Declarer.LHO()].Has(*v.Lead) {
		return dist, Stats{}, fmt.Errorf("the opening leader (%s) does not hold %s", v.Declarer.LHO().Name(), v.Lead)
	}
	leader := v.Declarer.LHO()
	if len(v.Rules) > 0 {
		opts.Solver = dds.RuledFactory(opts.Solver, v.Rules)
	}
	// Declarer's and dummy's hands are in every deal: positions recur
	// from deal to deal, and a warm table answers most of them (on the
	// 10,000 deals of examples/misinformation-mp.toml, 17,000 nodes a
	// deal over the first 100, 270 by the last thousand), so the workers
	// share what they learn — two workers each learning alone took 1.74
	// times the nodes of one.
	how := solving[int]{share: true, class: func(d dds.Deal) uint64 { return shapeClass(d[leader]) }}
	if v.Lead == nil {
		how.one = func(s dds.Solver, d dds.Deal) (int, error) { return s.Tricks(d, v.Strain, leader) }
		how.many = func(w *workers, deals []dds.Deal) ([]int, error) {
			b, ok := w.solvers[0].(tricksBatcher)
			if !ok {
				return inTurn(w, deals, how.one)
			}
			jobs := make([]dds.Lead, len(deals))
			for i, d := range deals {
				jobs[i] = dds.Lead{Deal: d, Trump: v.Strain, Leader: leader}
			}
			return b.TricksBatch(jobs)
		}
	} else {
		// Trace's second entry is declarer's total after the lead.
		play := []dds.Card{*v.Lead}
		how.one = func(s dds.Solver, d dds.Deal) (int, error) {
			t, err := s.Trace(d, v.Strain, leader, play)
			if err != nil {
				return 0, err
			}
			return t[1], nil
		}
		how.many = func(w *workers, deals []dds.Deal) ([]int, error) {
			b, ok := w.solvers[0].(traceBatcher)
			if !ok {
				return inTurn(w, deals, how.one)
			}
			jobs := make([]dds.Played, len(deals))
			for i, d := range deals {
				jobs[i] = dds.Played{Lead: dds.Lead{Deal: d, Trump: v.Strain, Leader: leader}, Play: play}
			}
			tr, err := b.TraceBatch(jobs)
			if err != nil {
				return nil, err
			}
			out := make([]int, len(tr))
			for i, t := range tr {
				out[i] = t[1]
			}
			return out, nil
		}
	}
	st, err := sampleSolved(ctx, v.Known(), v.Condition, opts, how, func(deals []dds.Deal, tricks []int) (bool, error) {
		for k, t := range tricks {
			dist.Add(t)
			if opts.OnDeal != nil {
				if err := opts.OnDeal(deals[k], t); err != nil {
					return false, err
				}
			}
		}
		return opts.Precision > 0 && dist.N >= MinPrecisionSamples && dist.HalfWidth() < opts.Precision, nil
	})
	return dist, st, err
}

// shapeClass is a declarer's-view deal's class for split solving
// (SplitEnv): a hash of the opening leader's suit lengths, which the
// top bits of spread evenly over the workers. The deals of one class
// reach positions of the same shapes, whose table entries are kept
// under the shape: solved in turn on two solvers by the class of the
// leader's lengths (here, or by East's length in one suit), the 10,000
// deals of examples/misinformation-mp.toml took 11.1-11.3 M nodes, by
// turns 18.45 M.
func shapeClass(h dds.Cards) uint64 {
	var x uint64
	for _, s := range dds.Suits {
		x = x<<4 | uint64(h.SuitLen(s))
	}
	return (x + 1) * 0x9e3779b97f4a7c15
}

// SolverError is a failure of the double-dummy solver during an
// estimate, as opposed to a condition no deal meets.
type SolverError struct{ Err error }

func (e *SolverError) Error() string { return "double-dummy solver: " + e.Err.Error() }

// Unwrap is the solver's error.
func (e *SolverError) Unwrap() error { return e.Err }

// errEnough stops a run once the precision is reached.
var errEnough = errors.New("enough deals")

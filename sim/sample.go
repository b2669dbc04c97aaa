// sample.go: the API the ruling analysis calls — N random deals around known cards under a condition.

package sim

import (
	"context"
	"fmt"
	"math"

	"github.com/ruling-bridge/ruling/dds"
)

// DefaultMaxTries is how many deals Sample tries at most unless told
// otherwise.
const DefaultMaxTries = 10_000_000

// SampleSpec says what to deal.
type SampleSpec struct {
	// Known is the cards whose places are known (a partial deal); only
	// the others are dealt.
	Known dds.Deal
	// Condition the deals must satisfy; nil accepts every deal.
	Condition *Condition
	// Seed makes the run reproducible: the same spec and seed give the
	// same deals in the same order, whatever the number of threads.
	Seed uint64
	// N is the number of accepted deals wanted.
	N int
	// Threads is the number of workers; 0 means one per CPU.
	Threads int
	// MaxTries bounds the deals tried; 0 means DefaultMaxTries.
	MaxTries int
	// Solver makes each worker's double-dummy solver, for tricks().
	Solver dds.Factory
	// NoExact turns off shape-first dealing (for comparisons only: the
	// deals are then found by rejection alone).
	NoExact bool
}

// Stats describes a run.
type Stats struct {
	Tries    int // deals dealt and tested
	Accepted int // deals that met the condition
	// ExactSeats are the seats dealt shape first (none when rejection
	// alone was used), and ExactShare the share of all deals their shape
	// constraints cover.
	ExactSeats []dds.Seat
	ExactShare float64
}

// Rate is the share of tried deals that were accepted.
func (s Stats) Rate() float64 {
	if s.Tries == 0 {
		return 0
	}
	return float64(s.Accepted) / float64(s.Tries)
}

// RandomRate is the share of wholly random deals (around the known cards)
// that meet the condition: Rate corrected for shape-first dealing.
func (s Stats) RandomRate() float64 {
	if len(s.ExactSeats) == 0 {
		return s.Rate()
	}
	return s.Rate() * s.ExactShare
}

// A condition that calls tricks() solves every deal it tries: Sample tries
// at most max(MinTricksTries, TricksTriesPerDeal × N) deals under one,
// whatever MaxTries says, so that a hopeless one ends in seconds.
const (
	MinTricksTries     = 1000
	TricksTriesPerDeal = 20
)

// hopelessAfter is the tries after which Sample checks whether the rate so
// far can find the deals wanted within the limit.
const hopelessAfter = 1000

// hopeless reports whether want deals cannot be found within limit tries
// (nor within twice as many) at the acceptance rate so far (accepted of tried), even at a generous
// upper bound of that rate (two standard deviations above it, and 3 in
// tried when none was accepted).
func hopeless(tried uint64, accepted, want int, limit uint64) bool {
	if tried < hopelessAfter || accepted >= want {
		return false
	}
	a := float64(accepted)
	high := (a + 2*math.Sqrt(a) + 3) / float64(tried)
	return float64(tried)+float64(want-accepted)/high > 2*float64(limit)
}

// TooRareError is returned when fewer deals than wanted met the condition
// within the allowed number of tries, or when the rate so far showed
// they could not (Hopeless).
type TooRareError struct {
	Stats
	Want     int
	Limit    int  // the tries allowed (0: not known)
	Hopeless bool // stopped early: at the rate so far, Want needs more than Limit tries
}

func (e *TooRareError) Error() string {
	if e.Hopeless {
		return fmt.Sprintf("%d of %d deals tried met the condition: at that rate %d deals would take more than the %d tries allowed; loosen it or ask for fewer deals",
			e.Accepted, e.Tries, e.Want, e.Limit)
	}
	if e.Accepted == 0 {
		return fmt.Sprintf("no deal of %d tried met the condition: it is impossible or too rare (rate below %.2g); loosen it or raise the number of tries",
			e.Tries, 3/float64(max(e.Tries, 1)))
	}
	return fmt.Sprintf("only %d of %d deals wanted met the condition in %d tries (acceptance rate %.3g); loosen it or raise the number of tries",
		e.Accepted, e.Want, e.Tries, e.RandomRate())
}

// Sample deals spec.N deals of the unknown cards that meet the condition
// and calls fn(i, deal) for i = 0 … N-1, in order, from one goroutine. The
// deals are dealt and tested on spec.Threads workers; deal number i is a
// pure function of (seed, its index), so the result does not depend on
// the number of workers. An error from fn stops the run and is returned.
// When fewer than N deals are found within MaxTries, the error is a
// *TooRareError. A cancelled ctx stops the run with ctx's error.
func Sample(ctx context.Context, spec SampleSpec, fn func(i int, d dds.Deal) error) (Stats, error) {
	r, err := spec.newRun()
	if err != nil {
		return Stats{}, err
	}
	k := 0
	out, err := r.job.run(ctx, func(a *accepted) error {
		k++
		return fn(k-1, a.deal)
	})
	return r.end(ctx, out, err)
}

// sampleRun is a Sample run's job with what its end needs.
type sampleRun struct {
	job    *job
	spec   SampleSpec
	limit  int
	gaveUp bool // the job's giveUp said so
}

// newRun prepares the job that deals spec: the plan around the known
// cards, the limit of tries and the hopeless check.
func (spec SampleSpec) newRun() (*sampleRun, error) {
	if spec.N <= 0 {
		return nil, fmt.Errorf("sample: N must be positive, not %d", spec.N)
	}
	cond, p, err := spec.plan()
	if err != nil {
		return nil, err
	}
	limit := spec.maxTries()
	if cond.usesTricks {
		limit = min(limit, max(MinTricksTries, TricksTriesPerDeal*spec.N))
	}
	r := &sampleRun{spec: spec, limit: limit}
	r.job = &job{plan: p, cond: cond, seed: spec.Seed, factory: spec.Solver, threads: spec.Threads,
		limit: uint64(limit), want: spec.N}
	r.job.giveUp = func(tried uint64, accepted int) bool {
		r.gaveUp = hopeless(tried, accepted, spec.N, uint64(limit))
		return r.gaveUp
	}
	return r, nil
}

// plan is spec's condition (every deal, when it has none) and its dealing
// plan around the known cards: a run's and a Dealer's.
func (spec SampleSpec) plan() (*Condition, *plan, error) {
	cond := spec.Condition
	if cond == nil {
		cond = trueCondition()
	}
	p, err := cond.plan(spec.Known, spec.NoExact)
	return cond, p, err
}

// maxTries is spec's bound on the tries, DefaultMaxTries when it sets none.
func (spec SampleSpec) maxTries() int {
	if spec.MaxTries <= 0 {
		return DefaultMaxTries
	}
	return spec.MaxTries
}

// end is the statistics and the error of a run that ended with out and
// err: err, else the context's, else a *TooRareError when fewer deals
// than wanted were found.
func (r *sampleRun) end(ctx context.Context, out outcome, err error) (Stats, error) {
	st := r.job.plan.stats(out)
	if err != nil {
		return st, err
	}
	if ctx.Err() != nil {
		return st, ctx.Err()
	}
	if out.accepted < r.spec.N {
		return st, &TooRareError{Stats: st, Want: r.spec.N, Limit: r.limit, Hopeless: r.gaveUp && int(out.tried) < r.limit}
	}
	return st, nil
}

// stats fills Stats from a run's outcome.
func (p *plan) stats(out outcome) Stats {
	st := Stats{Tries: int(out.tried), Accepted: out.accepted}
	if p.exact != nil {
		st.ExactSeats = append(st.ExactSeats, p.exact.seats...)
		st.ExactShare = p.exact.rate
	}
	return st
}

// trueCondition accepts every deal.
func trueCondition() *Condition {
	return &Condition{root: &numExpr{v: 1}, counts: defaultCountTables()}
}

// plan prepares dealing for this condition around the known cards. The
// suit-length predeals are always dealt exactly; the shapes the condition
// pins are dealt exactly unless noExact.
func (c *Condition) plan(known dds.Deal, noExact bool) (*plan, error) {
	shapes := c.shapes
	if noExact {
		shapes = c.lengths
	}
	p, err := newPlan(known, shapes)
	if err != nil {
		return nil, err
	}
	return p, nil
}

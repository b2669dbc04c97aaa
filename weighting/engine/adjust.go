// adjust.go: Adjust — a case's scenarios solved or simulated, weighted, valued, checked for damage (Law 12B1) and put in a Result.

package engine

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/weighting"
)

// Defaults of Adjust.
const (
	DefaultSamples = 1000 // deals per simulated scenario
	// DefaultPrecisionCap is the most deals a run with a precision solves
	// per scenario when no number of samples is given.
	DefaultPrecisionCap = 20_000
	// A condition no deal meets is given up after triesPerSample deals
	// tried per sample wanted (and at least minTries): a Director's
	// condition that rare is almost certainly a mistake.
	triesPerSample = 1000
	minTries       = 1_000_000
)

// Options are how Adjust runs. The zero Options use the case's samples,
// precision, seed and rounding (or the defaults), one thread per core and
// the pure-Go solver.
type Options struct {
	// Samples is the number of deals per simulated scenario (the most,
	// with a precision); 0 means the case's, else DefaultSamples
	// (DefaultPrecisionCap with a precision).
	Samples int
	// Precision stops sampling once every probability's 95 % interval is
	// narrower than ±Precision (checked every 50 deals); 0 means the case's.
	Precision float64
	// Seed is the random seed; nil means the case's, else a fresh one.
	// The seed used is in Result.Method.Seed: the same seed gives the same
	// Result at any number of threads.
	Seed *uint64
	// Threads is the number of solver workers; 0 means one per core.
	Threads int
	// Solver makes double-dummy solvers; nil means solver.Factory.
	Solver dds.Factory
	// SolverName names the solver in the report ("go" when Solver is nil).
	SolverName string
	// Round rounds the weights to multiples of 5 or 10 % as Directors
	// write them (the exact weights are shown too); 0 means the case's.
	Round int
	// Favour, when not "", overrides the case's round_favour:
	// FavourNonOffending or FavourNeutral.
	Favour string
	// Progress, when not nil, is told the deals solved so far and the
	// total over every simulated scenario, after each batch.
	Progress func(done, total int)
	// Version is the version of ruling that makes the report.
	Version string
}

// Validate refuses options no run can use, as an *OptionError naming the
// option by its case-file key in plain words ("samples 0: want 1 to
// 10000000"). Zero Samples and Precision mean the case's, unless given
// (which may be nil) says the caller set that key explicitly: a
// command-line flag given as 0 is an error, not the default.
func (o Options) Validate(given func(key string) bool) error {
	set := func(key string, nonzero bool) bool { return nonzero || given != nil && given(key) }
	switch {
	case set("samples", o.Samples != 0) && samplesProblem(int64(o.Samples)) != "":
		return optionErr("samples", " %d: %s", o.Samples, samplesProblem(int64(o.Samples)))
	case set("precision", o.Precision != 0) && precisionProblem(o.Precision) != "":
		return optionErr("precision", " %v: %s", o.Precision, precisionProblem(o.Precision))
	case o.Threads < 0:
		return dds.OptionErr("threads", " %d is negative", o.Threads).WithHint("use threads 0 for one per core")
	case o.Round != 0 && o.Round != 5 && o.Round != 10:
		return dds.OptionErr("round", " %d: use 5 or 10", o.Round).WithHint(roundHint)
	case o.Favour != "":
		if _, err := ParseFavour(o.Favour); err != nil {
			return err
		}
	}
	return nil
}

// samplesProblem says what is wrong with a number of samples, wherever it
// is given (a case file, Options, the command line); "" when nothing is.
func samplesProblem(n int64) string {
	if n < 1 || n > MaxSamples {
		return fmt.Sprintf("want 1 to %d", MaxSamples)
	}
	return ""
}

// precisionProblem says what is wrong with a precision (the half-width of
// every interval), wherever it is given; "" when nothing is.
func precisionProblem(p float64) string {
	if !(p > 0 && p < 1) {
		return "want a half-width between 0 and 1 (e.g. 0.01)"
	}
	return ""
}

// run is one Adjust call: the case, the options resolved, and the solver
// for questions on the actual deal.
type run struct {
	ctx       context.Context
	c         *Case
	o         Options
	samples   int
	precision float64
	seed      uint64
	round     int
	chosen    weighting.Ruling // the adjusted score as the scores used it
	favour    bool             // rounding's spare units to the outcomes better for the non-offending side
	factory   dds.Factory
	exact     dds.Solver
	ddAhead   map[int]*ddSolve // the dd scenarios solved beside the simulation (startDD)
	done      int              // deals solved so far, for progress
	total     int
	notes     []string
}

// Adjust makes the ruling a case asks for: each scenario's tricks found
// (fixed, double dummy, after a lead, or simulated), the outcomes weighted
// and valued under the form of scoring, the table result valued beside
// them (Law 12B1: with no damage the table result stands), and Law
// 12C1(e) applied when the case claims a serious error. Cancelling ctx
// stops it with ctx's error.
func Adjust(ctx context.Context, c *Case, o Options) (*Ruling, error) {
	if err := o.Validate(nil); err != nil {
		return nil, &Error{Msg: err.Error()} // bad input, as a case's
	}
	if err := c.Check(); err != nil {
		return nil, err
	}
	r := &run{ctx: ctx, c: c, o: o, factory: o.Solver}
	r.resolve()
	defer func() { dds.Close(r.exact) }() // r.exact is made as the ruling goes
	res := &Ruling{
		Title: c.Title, Board: c.Board, Dealer: c.Dealer, Vulnerability: c.Vulnerability,
		Deal: c.Deal, NonOffending: c.NonOffending, TableResult: played(c.TableResult, c.Vulnerability),
		Scoring: scoringInfo(c),
		Method:  Method{Seed: r.seed, Solver: o.SolverName, Round: r.round, Favour: r.round > 0 && r.favour, Precision: r.precision, Version: o.Version},
	}
	if res.Method.Solver == "" {
		res.Method.Solver = "go"
	}
	if c.Simulates() {
		res.Method.Samples = r.samples
	}
	found, err := r.findTricks(res)
	if err != nil {
		return nil, err
	}
	if c.Artificial != nil {
		err = r.artificial(res)
	} else {
		err = r.weigh(res, found)
	}
	if err != nil {
		return nil, err
	}
	if res.Scorer, err = c.scorerView(r.entry(res)); err != nil {
		return nil, err
	}
	res.Notes = r.notes
	formResult(c, res)
	return res, nil
}

// resolve settles the options against the case's defaults.
func (r *run) resolve() {
	c, o := r.c, r.o
	r.samples, r.precision, r.round, r.favour = c.Samples, c.Precision, c.Round, c.RoundFavour
	if o.Favour != "" {
		r.favour, _ = ParseFavour(o.Favour) // Validate refused a bad one
	}
	if o.Precision > 0 {
		r.precision = o.Precision
	}
	if o.Round > 0 {
		r.round = o.Round
	}
	switch {
	case o.Samples > 0:
		r.samples = o.Samples
	case r.samples == 0 && r.precision > 0:
		r.samples = DefaultPrecisionCap
	case r.samples == 0:
		r.samples = DefaultSamples
	}
	switch {
	case o.Seed != nil:
		r.seed = *o.Seed
	case c.Seed != nil:
		r.seed = *c.Seed
	default:
		r.seed = rand.Uint64() >> 1
	}
	if r.factory == nil {
		r.factory = solver.Factory(solver.Options{})
	}
}

// Check reports what is wrong with a case built in code (ParseCase checks
// the same as it reads): no form of scoring, no scenario, weights that do
// not sum to 100 %, a lead the leader cannot make.
func (c *Case) Check() error {
	switch {
	case c.Scoring == nil:
		return c.errorAt(0, "no scoring: give scoring = one of %s", strings.Join(weighting.ScoringNames(), ", "))
	case len(c.Scenarios) == 0 && c.Artificial == nil:
		return c.errorAt(0, "no [[scenario]]: describe at least one potential result")
	}
	if err := c.Deal.CheckComplete(); err != nil {
		return c.errorAt(c.pos.line("deal", "pbn"), "deal: %v", err)
	}
	if err := weighting.Plain(c.TableResult).Check(c.Vulnerability); err != nil && !c.NoResult {
		return c.errorAt(c.pos.line("table_result"), "table_result: %v", err)
	}
	for _, o := range c.Others() {
		if err := o.Check(c.Vulnerability); err != nil {
			return c.errorAt(c.pos.line("field", "vs"), "field: %v", err)
		}
	}
	if err := c.checkAuction(); err != nil {
		return err
	}
	for i := range c.Scenarios {
		s := &c.Scenarios[i]
		k, ok := kinds[s.How]
		if !s.PassedOut && (s.Contract.Level < 1 || s.Contract.Level > 7) {
			return c.errorAt(c.scenarioLine(i, ""), "scenario %q: no contract", s.Name)
		}
		if !ok {
			return c.errorAt(c.scenarioLine(i, ""), "scenario %q: tricks %q: use %s", s.Name, s.How, trickNames())
		}
		if s.Lead.Card == nil && s.Lead.Suit == nil {
			if err := k.check(c, s); err != nil {
				return c.errorAt(c.scenarioLine(i, ""), "scenario %q: %v", s.Name, err)
			}
		}
	}
	if se := c.SeriousError; se != nil && se.Without == nil {
		if ws, _, err := c.weightsOf(dds.NS, true); err != nil || ws == nil {
			return c.errorAt(c.pos.line("serious_error"), "serious_error: C needs fixed results (Without) or scenarios marked Without with weights summing to 100 %%")
		}
	}
	if c.Artificial != nil {
		return nil
	}
	return c.checkWeights()
}

// played is a result with its North-South score.
func played(r weighting.Result, vul dds.Vulnerability) Played {
	return Played{Result: r, NSScore: r.Score(vul)}
}

// scoringInfo is the form of scoring, its options and the board's other
// tables, as data for the report.
func scoringInfo(c *Case) ScoringInfo {
	return ScoringInfo{Form: c.Scoring, Field: c.Field, Vs: c.Vs, Expected: c.Expected, Knockout: c.Knockout}
}

// findTricks finds every scenario's trick distribution (nil for evidence
// only and a passed-out board) and its report.
func (r *run) findTricks(res *Ruling) ([]*sim.TrickDist, error) {
	for _, s := range r.c.Scenarios {
		if kinds[s.How].samples() {
			r.total += r.samples
		}
	}
	r.startDD()
	dists := make([]*sim.TrickDist, len(r.c.Scenarios))
	for i := range r.c.Scenarios {
		s := &r.c.Scenarios[i]
		rep := ScenarioReport{Name: s.Name, Description: s.Description, How: s.How,
			Lead: s.Lead, Condition: s.Condition, Weight: s.Weight, Without: s.Without}
		if !s.PassedOut {
			rep.Contract = s.Contract
		}
		d, err := kinds[s.How].find(r, i, s, &rep)
		if err != nil {
			return nil, err
		}
		if d != nil {
			rep.Tricks = trickRows(d)
		}
		dists[i] = d
		res.Scenarios = append(res.Scenarios, rep)
	}
	return dists, nil
}

// trickRows is a distribution as the reports show it, fewest tricks first.
func trickRows(d *sim.TrickDist) []TrickCount {
	var out []TrickCount
	for t, n := range d.Count {
		if n == 0 {
			continue
		}
		row := TrickCount{Tricks: t, Count: n, P: d.P(t)}
		if d.N > 1 {
			row.CI.Low, row.CI.High = d.Interval(t)
		}
		out = append(out, row)
	}
	return out
}

// solver is the solver for questions on the actual deal, made once.
func (r *run) solver() (dds.Solver, error) {
	if r.exact == nil {
		s, err := r.factory()
		if err != nil {
			return nil, err
		}
		r.exact = s
	}
	return r.exact, nil
}

// scenarioError is an *Error at the line of the i-th scenario's key.
func (r *run) scenarioError(i int, key, format string, a ...any) error {
	s := &r.c.Scenarios[i]
	line := r.c.scenarioLine(i, key)
	return r.c.errorAt(line, "scenario %q: %s", s.Name, fmt.Sprintf(format, a...))
}

// condition compiles a scenario's condition.
func (r *run) condition(i int, s *Scenario) (*sim.Condition, error) {
	if strings.TrimSpace(s.Condition) == "" {
		return nil, nil
	}
	cond, err := sim.ParseCondition(s.Condition)
	if err != nil {
		return nil, r.scenarioError(i, "condition", "%v", err) // "condition:1:5: ..."
	}
	// The actual deal is one the auction came from: say so when the
	// condition rules it out (a player may have misbid, or the condition
	// is wrong). With every card known, Sample tries that one deal.
	_, err = sim.Sample(r.ctx, sim.SampleSpec{Known: r.c.Deal, Condition: cond, N: 1, Threads: 1, MaxTries: 1, Solver: r.factory},
		func(int, dds.Deal) error { return nil })
	var rare *sim.TooRareError
	if errors.As(err, &rare) || err != nil && !errors.Is(err, context.Canceled) {
		r.note(fmt.Sprintf("Scenario %q: the actual deal does not meet the condition.", s.Name))
	}
	return cond, nil
}

// simOptions are the sampling options of the i-th scenario: each scenario
// has its own seed, derived from the run's seed and the scenario's place.
func (r *run) simOptions(i int) sim.Options {
	base := r.done
	return sim.Options{
		Seed: r.seed + uint64(i)*0x9e3779b97f4a7c15, Samples: r.samples, Precision: r.precision,
		Threads: r.o.Threads, Solver: r.factory, MaxTries: max(minTries, triesPerSample*r.samples),
		Progress: func(done, _ int) {
			if r.o.Progress != nil {
				r.o.Progress(base+done, r.total)
			}
		},
	}
}

// simFailure turns a sampling failure into the message a Director needs.
func (r *run) simFailure(i int, err error) error {
	var rare *sim.TooRareError
	switch {
	case errors.As(err, &rare) && rare.Accepted == 0:
		return r.scenarioError(i, "condition", "condition: no layout of the unseen cards meets it (%d deals tried): with the cards known it is impossible or too rare", rare.Tries)
	case errors.As(err, &rare):
		return r.scenarioError(i, "condition", "condition: only %d of %d deals met it in %d tries; loosen it or ask for fewer samples", rare.Accepted, rare.Want, rare.Tries)
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		return err
	}
	var se *sim.SolverError
	if errors.As(err, &se) {
		return err
	}
	// Anything else comes from dealing: the condition cannot be met.
	return r.scenarioError(i, "condition", "condition: %v", err)
}

// note adds a note once.
func (r *run) note(text string) {
	for _, n := range r.notes {
		if n == text {
			return
		}
	}
	r.notes = append(r.notes, text)
}

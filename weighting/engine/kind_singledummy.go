// kind_singledummy.go: single-dummy play (tricks = "single-dummy") — the deal played out by players who cannot see each other's cards, beside double dummy on the same deals; and the breakdown of any sampled scenario by where the key cards lie.

package engine

import (
	"fmt"
	"math"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/sim/singledummy"
	"gonum.org/v1/gonum/stat"
)

// Playouts of a single-dummy scenario.
const (
	// DefaultPlayouts is the number of playouts of a single-dummy
	// scenario unless its samples key says otherwise.
	DefaultPlayouts = 100
	// MaxPlayouts bounds a scenario's samples key.
	MaxPlayouts = 100_000
	// MaxLayouts bounds a scenario's layouts key: singledummy's own bound.
	MaxLayouts = singledummy.MaxSamples
)

// The views of a single-dummy scenario.
const (
	ViewActual   = "actual"   // every playout on the actual deal
	ViewDeclarer = "declarer" // each playout on a deal redealt from declarer's view
)

// PlayKeys are a scenario's keys for single-dummy play and breakdowns.
type PlayKeys struct {
	// Samples is the samples key of a single-dummy scenario: the number of
	// playouts (0: not given, DefaultPlayouts). Options.Samples, when
	// given, caps it.
	Samples int
	// Layouts is the layouts key: the layouts each player solves per
	// decision (0: not given, singledummy.DefaultSamples).
	Layouts int
	// View is "actual" (or "" for it) or "declarer".
	View string
	// Breakdown lists dealer-language expressions that split the trick
	// distribution of a simulate or single-dummy scenario.
	Breakdown []string
}

// SingleDummyEvidence is what a single-dummy scenario found: its trick
// distribution (the scenario's Tricks) beside the double-dummy one on the
// same deals, and how it was made.
type SingleDummyEvidence struct {
	View string // ViewActual or ViewDeclarer
	// Playouts is the number of deals played out; Layouts the layouts
	// each player solved per decision.
	Playouts, Layouts int
	// DoubleDummy is the double-dummy distribution on the same deals.
	DoubleDummy []TrickCount
	// Means of declarer's tricks, single and double dummy, and the mean
	// of the difference deal by deal with its 95 % interval.
	MeanSD, MeanDD, MeanDiff float64
	DiffCI                   Interval
	// Makes are the shares of deals on which the contract makes.
	MakesSD, MakesDD     float64
	MakesSDCI, MakesDDCI Interval
	// Dropped is the number of decisions made without the condition
	// because no layout met it (the actual deal need not).
	Dropped int
}

// BreakdownTable is a trick distribution split by one expression.
type BreakdownTable struct {
	Expr string
	// DoubleDummy is true when the rows carry double-dummy figures beside
	// the scenario's (single-dummy scenarios).
	DoubleDummy bool
	Rows        []BreakdownRow
}

// BreakdownRow is the deals on which the expression took one value.
type BreakdownRow struct {
	Label   string   // "yes", "no" for a test; the value otherwise
	Deals   int      // deals with this value
	Share   float64  // their share of all deals
	ShareCI Interval // 95 % interval
	Mean    float64  // declarer's mean tricks on them
	Makes   float64  // share of them on which the contract makes
	MakesCI Interval
	// DDMean and DDMakes are the double-dummy figures on the same deals
	// (when the table's DoubleDummy is true).
	DDMean, DDMakes float64
	DDMakesCI       Interval
}

type singleDummyKind struct{}

func (singleDummyKind) samples() bool  { return true }
func (singleDummyKind) weighted() bool { return true }

func (singleDummyKind) check(c *Case, s *Scenario) error {
	return noLead(s, "a single-dummy scenario's opening leader chooses his lead himself")
}

// readPlayKeys reads the samples, view and breakdown keys of a scenario
// and refuses them where its kind does not use them.
func readPlayKeys(s *Scenario, rs rawScenario) error {
	sd := s.How == SingleDummy
	count := func(key string, v *int64, most int, what, elsewhere string, out *int) error {
		switch {
		case v == nil:
			return nil
		case !sd:
			return keyErr(key, "%s", elsewhere)
		case *v < 1 || *v > int64(most):
			return keyErr(key, "%s = %d: want 1 to %d %s", key, *v, most, what)
		}
		*out = int(*v)
		return nil
	}
	if err := count("samples", rs.Samples, MaxPlayouts, "playouts",
		"samples in a scenario is the number of playouts of tricks = \"single-dummy\"; give a simulation's deals as samples at the top of the case", &s.Play.Samples); err != nil {
		return err
	}
	if err := count("layouts", rs.Layouts, MaxLayouts, "layouts per decision",
		"layouts is used only with tricks = \"single-dummy\"", &s.Play.Layouts); err != nil {
		return err
	}
	if rs.View != "" {
		v := strings.ToLower(strings.TrimSpace(rs.View))
		switch {
		case !sd:
			return keyErr("view", "view is used only with tricks = \"single-dummy\"")
		case v != ViewActual && v != ViewDeclarer:
			return keyErr("view", "view %q: use \"actual\" (playouts on the actual deal) or \"declarer\" (on deals redealt from declarer's view)", rs.View)
		}
		s.Play.View = v
	}
	if len(rs.Breakdown) > 0 {
		if !sd && s.How != Simulate {
			return keyErr("breakdown", "breakdown splits sampled deals: use it with tricks = \"simulate\" or \"single-dummy\"")
		}
		if _, err := sim.NewBreakdown(rs.Breakdown); err != nil {
			return keyErr("breakdown", "%v", err)
		}
		s.Play.Breakdown = rs.Breakdown
	}
	return nil
}

// playKeys writes the keys readPlayKeys reads.
func (e *encoder) playKeys(p *PlayKeys) {
	if p.Samples > 0 {
		e.raw("samples", fmt.Sprint(p.Samples))
	}
	if p.Layouts > 0 {
		e.raw("layouts", fmt.Sprint(p.Layouts))
	}
	e.str("view", p.View)
	if len(p.Breakdown) > 0 {
		q := make([]string, len(p.Breakdown))
		for i, x := range p.Breakdown {
			q[i] = quote(x)
		}
		e.raw("breakdown", "["+strings.Join(q, ", ")+"]")
	}
}

// breakdown is the scenario's Breakdown, nil when it has none.
func (r *run) breakdown(i int, s *Scenario) (*sim.Breakdown, error) {
	if len(s.Play.Breakdown) == 0 {
		return nil, nil
	}
	b, err := sim.NewBreakdown(s.Play.Breakdown)
	if err != nil {
		return nil, r.scenarioError(i, "breakdown", "%v", err)
	}
	return b, nil
}

// breakdownTables is a breakdown as the reports show it; dd, when not
// nil, is the double-dummy breakdown of the same deals.
func breakdownTables(b, dd *sim.Breakdown, need int) []BreakdownTable {
	if b == nil {
		return nil
	}
	var out []BreakdownTable
	for k, sp := range b.Splits {
		t := BreakdownTable{Expr: sp.Expr, DoubleDummy: dd != nil}
		n := sp.N()
		for j, row := range sp.Rows {
			br := BreakdownRow{Label: sp.Label(row), Deals: row.Dist.N, Share: float64(row.Dist.N) / float64(n),
				Mean: row.Dist.Mean(), Makes: float64(row.Dist.AtLeast(need)) / float64(row.Dist.N)}
			br.ShareCI.Low, br.ShareCI.High = sim.Wilson(row.Dist.N, n)
			br.MakesCI.Low, br.MakesCI.High = sim.Wilson(row.Dist.AtLeast(need), row.Dist.N)
			if dd != nil {
				d := dd.Splits[k].Rows[j].Dist
				br.DDMean, br.DDMakes = d.Mean(), float64(d.AtLeast(need))/float64(d.N)
				br.DDMakesCI.Low, br.DDMakesCI.High = sim.Wilson(d.AtLeast(need), d.N)
			}
			t.Rows = append(t.Rows, br)
		}
		out = append(out, t)
	}
	return out
}

func (singleDummyKind) find(r *run, i int, s *Scenario, rep *ScenarioReport) (*sim.TrickDist, error) {
	cond, err := r.condition(i, s)
	if err != nil {
		return nil, err
	}
	if cond != nil && cond.UsesTricks() {
		return nil, r.scenarioError(i, "condition", "%v", sim.ErrTricksInCondition)
	}
	n := s.Play.Samples
	if n == 0 {
		n = DefaultPlayouts
	}
	if r.o.Samples > 0 {
		n = min(n, r.o.Samples) // a run's samples (--samples) caps the playouts too
	}
	view := s.Play.View
	if view == "" {
		view = ViewActual
	}
	c := s.Contract
	seed := r.seed + uint64(i)*0x9e3779b97f4a7c15
	deals := make([]dds.Deal, 0, n)
	if view == ViewActual {
		for range n {
			deals = append(deals, r.c.Deal)
		}
	} else {
		v := sim.DeclarerView{Deal: r.c.Deal, Declarer: c.Declarer, Strain: c.Strain, Condition: cond, Rules: s.Rules}
		_, err := sim.Sample(r.ctx, sim.SampleSpec{Known: v.Known(), Condition: cond, Seed: seed, N: n, Threads: r.o.Threads,
			MaxTries: max(minTries, triesPerSample*n)}, func(_ int, d dds.Deal) error {
			deals = append(deals, d)
			return nil
		})
		if err != nil {
			return nil, r.simFailure(i, err)
		}
	}
	base := r.done
	layouts := s.Play.Layouts
	if layouts == 0 {
		layouts = singledummy.DefaultSamples
	}
	opts := singledummy.Options{Samples: layouts, Condition: cond, Seed: seed, Solver: r.factory, Threads: r.o.Threads}
	if len(s.Rules) > 0 {
		// Under play rules: the players keep to them, and double dummy
		// (the comparison) is under them too.
		opts.Rules, opts.Solver = s.Rules, dds.RuledFactory(r.factory, s.Rules)
		rep.Rules = s.Rules
	}
	progress := func(done int) {
		if r.o.Progress != nil {
			r.o.Progress(base+done*r.samples/n, r.total) // the scenario counts as r.samples deals in the total
		}
	}
	ps, err := singledummy.Play(r.ctx, deals, dds.Contract{Level: c.Level, Strain: c.Strain, Declarer: c.Declarer}, opts, progress)
	if err != nil {
		if r.ctx.Err() != nil {
			return nil, r.ctx.Err()
		}
		return nil, &sim.SolverError{Err: err}
	}
	r.done += r.samples

	bd, err := r.breakdown(i, s)
	if err != nil {
		return nil, err
	}
	ddb, _ := r.breakdown(i, s)
	var sd, dd sim.TrickDist
	diffs := make([]float64, len(ps))
	ev := &SingleDummyEvidence{View: view, Playouts: len(ps), Layouts: layouts}
	for k, p := range ps {
		sd.Add(p.Tricks)
		dd.Add(p.DoubleDummy)
		diffs[k] = float64(p.Tricks - p.DoubleDummy)
		for _, st := range p.Steps {
			if st.Dropped {
				ev.Dropped++
			}
		}
		if bd != nil {
			if err := bd.Add(p.Deal, p.Tricks); err != nil {
				return nil, r.scenarioError(i, "breakdown", "%v", err)
			}
			if err := ddb.Add(p.Deal, p.DoubleDummy); err != nil {
				return nil, r.scenarioError(i, "breakdown", "%v", err)
			}
		}
	}
	rep.Options = openingOptions(ps)
	need := c.Level + 6
	ev.DoubleDummy = trickRows(&dd)
	ev.MeanSD, ev.MeanDD = sd.Mean(), dd.Mean()
	mean, sdev := stat.MeanStdDev(diffs, nil)
	ev.MeanDiff = mean
	if len(diffs) > 1 && !math.IsNaN(sdev) {
		half := sim.Z() * stat.StdErr(sdev, float64(len(diffs)))
		ev.DiffCI = Interval{Low: mean - half, High: mean + half}
	}
	ev.MakesSD, ev.MakesDD = float64(sd.AtLeast(need))/float64(sd.N), float64(dd.AtLeast(need))/float64(dd.N)
	ev.MakesSDCI.Low, ev.MakesSDCI.High = sim.Wilson(sd.AtLeast(need), sd.N)
	ev.MakesDDCI.Low, ev.MakesDDCI.High = sim.Wilson(dd.AtLeast(need), dd.N)
	if ev.Dropped > 0 {
		r.note(fmt.Sprintf("%s: in %d decisions of the single-dummy play no layout of the unseen cards met the condition; those decisions used the cards seen alone.", s.Name, ev.Dropped))
	}
	rep.Samples = len(ps)
	rep.SingleDummy = ev
	rep.Breakdown = breakdownTables(bd, ddb, need)
	return &sd, nil
}

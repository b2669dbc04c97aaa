// analysis.go: the adjust pipeline — a case file's scenarios solved or simulated, weighted, scored and put in a reports.Ruling.

package main

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/weighting"
)

// Defaults of the analysis.
const (
	defaultSamples = 1000 // deals per simulated scenario
	// defaultPrecisionCap is the most deals a --precision run solves per
	// scenario when no number of samples is given.
	defaultPrecisionCap = 20_000
	// A condition no deal meets is given up after triesPerSample deals
	// tried per sample wanted (and at least minTries): a Director's
	// condition that rare is almost certainly a mistake.
	triesPerSample = 1000
	minTries       = 1_000_000
)

// analysisOptions is how ruling adjust analyses a case.
type analysisOptions struct {
	samples   int    // deals per simulated scenario (the most, with precision)
	seed      uint64 //
	threads   int
	precision float64
	round     int // 0, 5 or 10
	solver    dds.Factory
	solverTag string // its name for the report
	version   string
	// progress, when not nil, is told the deals solved and the total
	// (over every simulated scenario) after each batch.
	progress func(done, total int)
}

// analysis carries one case through the pipeline.
type analysis struct {
	ctx    context.Context
	c      *caseFile
	o      analysisOptions
	vul    dds.Vulnerability
	sc     weighting.Scoring
	others []weighting.Ruling
	exact  dds.Solver // for the double-dummy questions on the actual deal

	// Per scenario: its contract and its trick distribution (nil for the
	// evidence-only leads scenario and a passed-out board).
	contracts []*weighting.Contract
	dists     []*sim.TrickDist
	r         *reports.Ruling

	done, total int // deals solved, for progress
}

// analyseCase runs the whole pipeline.
func analyseCase(ctx context.Context, c *caseFile, o analysisOptions) (*reports.Ruling, error) {
	a := &analysis{ctx: ctx, c: c, o: o, vul: c.Vulnerability}
	a.r = &reports.Ruling{
		Title: c.Title, Board: c.Board, Dealer: c.Dealer, Vulnerability: c.Vulnerability,
		Deal: c.Deal, NonOffending: c.NonOffending,
		Method: reports.Method{Seed: o.seed, Solver: o.solverTag, Round: o.round, Precision: o.precision, Version: o.version},
	}
	if simulates(c) {
		a.r.Method.Samples = o.samples
	}
	steps := []func() error{a.scoring, a.tableResult, a.scenarios, a.weigh}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, err
		}
	}
	if c, ok := a.exact.(interface{ Close() error }); ok {
		c.Close()
	}
	return a.r, nil
}

// scoring builds the form of scoring with its options and the other tables.
func (a *analysis) scoring() error {
	c := a.c
	sc, err := weighting.ScoringByName(c.Scoring)
	if err != nil {
		return c.errorAt(c.Lines["scoring"], "%v", err)
	}
	o := c.Options
	var opts []string
	switch s := sc.(type) {
	case weighting.MatchpointScoring:
		if o.Units != "" {
			if s.Units, err = weighting.ParseUnits(o.Units); err != nil {
				return c.errorAt(c.Lines["options.units"], "options.units: %v", err)
			}
		}
		s.SmallGroups = o.SmallGroup
		opts = append(opts, "units: "+strings.ToUpper(s.Units.String()))
		if s.SmallGroups {
			opts = append(opts, "ACBL small groups")
		}
		sc = s
	case weighting.CrossIMPScoring:
		s.DivideByN = o.Divisor == "n"
		if s.DivideByN {
			opts = append(opts, "divided by n")
		}
		sc = s
	case weighting.ButlerScoring:
		if o.ButlerDrop != "" {
			p, _, _ := parsePercent(o.ButlerDrop)
			s.Trim = p.Quo(p, big.NewRat(100, 1))
			opts = append(opts, "datum drops "+o.ButlerDrop+" at each end")
		}
		if o.DatumWithTable {
			s.Datum = weighting.DatumFractional
			opts = append(opts, "weighted table in the datum")
		}
		sc = s
	}
	a.sc = sc
	unit := map[string]string{"matchpoints": "matchpoints", "bam": "boards", "total": "points"}[sc.Name()]
	if unit == "" {
		unit = "IMPs"
	}
	a.r.Scoring = reports.Scoring{Name: sc.Name(), Unit: unit}

	read := func(text, key string) (weighting.Ruling, error) {
		r, _, err := weighting.ParseEntry(text, weighting.EntryOptions{})
		if err == nil {
			err = r.Check(a.vul)
		}
		if err != nil {
			msg := strings.TrimPrefix(err.Error(), strconv.Quote(text)+": ")
			return r, c.errorAt(c.Lines[key], "%s %q: %s", key, text, msg)
		}
		return r, nil
	}
	for _, f := range c.Field {
		r, err := read(f, "field")
		if err != nil {
			return err
		}
		a.others = append(a.others, r)
	}
	if len(c.Field) > 0 {
		opts = append([]string{"field: " + strings.Join(c.Field, ", ")}, opts...)
	}
	if c.Vs != "" {
		r, err := read(c.Vs, "vs")
		if err != nil {
			return err
		}
		a.others = append(a.others, r)
		opts = append([]string{"other room: " + c.Vs}, opts...)
	}
	if o.Knockout {
		opts = append(opts, "knockout: split scores averaged")
	}
	a.r.Scoring.Options = opts
	return nil
}

// tableResult reads the result obtained at the table.
func (a *analysis) tableResult() error {
	r, err := a.parseResult(a.c.TableResult, "table_result")
	if err != nil {
		return err
	}
	a.r.TableResult = a.display(r)
	return nil
}

// parseResult reads a result or North-South score written in the case.
func (a *analysis) parseResult(text, key string) (weighting.Result, error) {
	r, err := weighting.ParseResult(text)
	if err == nil && r.Kind == weighting.Points && !weighting.Possible(r.NS, a.vul) {
		err = fmt.Errorf("%s is not a possible North-South score at vulnerability %s", r, a.vul)
	}
	if err != nil {
		msg := strings.TrimPrefix(err.Error(), strconv.Quote(text)+": ")
		return r, a.c.errorAt(a.c.Lines[key], "%s %q: %s", key, text, msg)
	}
	return r, nil
}

// display is a result as the reports show it.
func (a *analysis) display(r weighting.Result) reports.Result {
	out := reports.Result{NSScore: r.Score(a.vul)}
	switch r.Kind {
	case weighting.PassedOut:
		out.Contract = "Pass"
	case weighting.Points:
		out.Contract = fmt.Sprintf("%+d", r.NS)
	default:
		out.Contract = contractSymbol(r.Contract)
		out.Declarer, out.Level, out.Tricks = r.Contract.Declarer, r.Contract.Level, r.Tricks
	}
	return out
}

// contractSymbol is "4♠", "3NT×", "6♣××".
func contractSymbol(c weighting.Contract) string {
	return fmt.Sprintf("%d%s%s", c.Level, c.Strain.Symbol(), [3]string{"", "×", "××"}[c.Doubling%3])
}

// scenarios finds every scenario's trick distribution.
func (a *analysis) scenarios() error {
	for _, s := range a.c.Scenarios {
		if s.How == "simulate" || s.How == "leads" {
			a.total += a.o.samples
		}
	}
	for i := range a.c.Scenarios {
		if err := a.scenario(i); err != nil {
			return err
		}
	}
	return nil
}

// solver is the solver for questions on the actual deal, made once.
func (a *analysis) solver() (dds.Solver, error) {
	if a.exact == nil {
		s, err := a.o.solver()
		if err != nil {
			return nil, err
		}
		a.exact = s
	}
	return a.exact, nil
}

func (a *analysis) scenario(i int) error {
	s := &a.c.Scenarios[i]
	label := fmt.Sprintf("scenario %q", s.Name)
	at := func(key string) int {
		if l := s.KeyLines[key]; l > 0 {
			return l
		}
		return s.Line
	}
	fail := func(key, format string, args ...any) error {
		return a.c.errorAt(at(key), "%s: %s", label, fmt.Sprintf(format, args...))
	}
	rs := reports.Scenario{Name: s.Name, Description: s.Description, How: reports.How(s.How),
		Lead: s.Lead, Condition: s.Condition, Weight: weightText(s, a.c.Split)}
	var contract *weighting.Contract
	if strings.EqualFold(strings.TrimSpace(s.Contract), "pass") {
		rs.Contract = "Pass" // no tricks to show
	} else {
		r, err := weighting.ParseResult(s.Contract + "= " + s.Declarer.String())
		if err != nil {
			return fail("contract", "contract %q: %v", s.Contract, err)
		}
		contract = &r.Contract
		rs.Contract, rs.Declarer, rs.Level = contractSymbol(r.Contract), s.Declarer, r.Contract.Level
	}
	a.contracts = append(a.contracts, contract)
	var dist *sim.TrickDist
	var err error
	switch {
	case contract == nil:
		// a passed-out board: nothing to find
	case s.How == "fixed":
		if s.Tricks < 0 || s.Tricks > 13 {
			return fail("result", "result %q: declarer cannot take %d tricks", s.Result, s.Tricks)
		}
		dist = &sim.TrickDist{}
		dist.Add(s.Tricks)
	case s.How == "dd":
		dist, err = a.doubleDummy(contract)
	case s.How == "lead":
		dist, rs.Leads, err = a.bestLead(s, contract)
	case s.How == "simulate":
		dist, rs.Samples, err = a.simulate(i, s, contract, fail)
	case s.How == "leads":
		rs.Leads, rs.Samples, err = a.leadTable(i, s, contract, fail)
	default:
		return fail("tricks", "unknown method %q", s.How)
	}
	if err != nil {
		return err
	}
	if dist != nil {
		rs.Tricks = trickRows(dist)
	}
	a.dists = append(a.dists, dist)
	a.r.Scenarios = append(a.r.Scenarios, rs)
	return nil
}

// weightText is a scenario's weight as the Director gave it.
func weightText(s *scenario, split bool) string {
	if s.Weight[dds.NS].Percent == nil {
		return ""
	}
	w := func(side dds.Side) string {
		return strings.TrimSpace(strings.TrimSuffix(s.Weight[side].Text, "%")) + " %"
	}
	if strings.Contains(s.Weight[dds.NS].Text, "/") {
		w = func(side dds.Side) string { return s.Weight[side].Text }
	}
	if split && s.Weight[dds.NS].Percent.Cmp(s.Weight[dds.EW].Percent) != 0 {
		return "NS " + w(dds.NS) + ", EW " + w(dds.EW)
	}
	return w(dds.NS)
}

// trickRows is a distribution as the reports show it, fewest tricks first.
func trickRows(d *sim.TrickDist) []reports.TrickCount {
	var out []reports.TrickCount
	for t, n := range d.Count {
		if n == 0 {
			continue
		}
		row := reports.TrickCount{Tricks: t, Count: n, P: d.P(t)}
		if d.N > 1 {
			row.CI.Low, row.CI.High = d.Interval(t)
		}
		out = append(out, row)
	}
	return out
}

// doubleDummy is the double-dummy result on the actual deal.
func (a *analysis) doubleDummy(c *weighting.Contract) (*sim.TrickDist, error) {
	s, err := a.solver()
	if err != nil {
		return nil, err
	}
	t, err := s.Tricks(a.c.Deal, c.Strain, c.Declarer.LHO())
	if err != nil {
		return nil, fmt.Errorf("double-dummy analysis: %v", err)
	}
	d := &sim.TrickDist{}
	d.Add(t)
	return d, nil
}

// bestLead is the double-dummy result on the actual deal after the lead
// the scenario gives (a card), or after the best legal lead (a suit
// required or prohibited), with the table of the legal leads.
func (a *analysis) bestLead(s *scenario, c *weighting.Contract) (*sim.TrickDist, []reports.LeadRow, error) {
	solver, err := a.solver()
	if err != nil {
		return nil, nil, err
	}
	leader := c.Declarer.LHO()
	vals, err := solver.CardValues(dds.Position{Hands: a.c.Deal, Trump: c.Strain, Leader: leader})
	if err != nil {
		return nil, nil, fmt.Errorf("double-dummy analysis: %v", err)
	}
	legal := func(card dds.Card) bool {
		switch {
		case s.LeadCard != nil:
			return true // the table shows every lead; the card is marked
		case s.LeadSuit != nil && s.LeadNot:
			return card.Suit() != *s.LeadSuit
		case s.LeadSuit != nil:
			return card.Suit() == *s.LeadSuit
		}
		return true
	}
	value := map[dds.Card]int{}
	for _, v := range vals {
		value[v.Card] = v.Tricks
	}
	leads, runs := sim.CandidateLeads(a.c.Deal[leader])
	chosen, best := -1, -1
	var rows []reports.LeadRow
	var rowLead []int
	for k, card := range leads {
		if !legal(card) {
			continue
		}
		if s.LeadCard != nil && runs[k].Has(*s.LeadCard) {
			chosen = k
		}
		if best < 0 || value[card] > value[leads[best]] {
			best = k
		}
		rowLead = append(rowLead, k)
	}
	if s.LeadCard == nil {
		chosen = best
	}
	if chosen < 0 {
		return nil, nil, a.c.errorAt(s.KeyLines["lead"], "scenario %q: no legal lead", s.Name)
	}
	defence := value[leads[chosen]]
	score := a.leadScores(c)
	for _, k := range rowLead {
		v := value[leads[k]]
		label := leadLabel(leads[k], runs[k])
		if runs[k].Len() > 1 && s.LeadCard != nil && runs[k].Has(*s.LeadCard) {
			label = s.LeadCard.Pretty() + " (" + runText(runs[k]) + ")"
		}
		rows = append(rows, reports.LeadRow{Lead: label, Defence: float64(v), Beat: b2f(v >= 8-c.Level),
			Score: score.diff(v, value[leads[best]]), Chosen: k == chosen})
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].Defence > rows[j].Defence })
	d := &sim.TrickDist{}
	d.Add(13 - defence)
	return d, rows, nil
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// leadScore values leads for the defence: value is the defence's score
// in points for its tricks, diff a lead's score against the best lead's on
// one deal in the unit of the form of scoring.
type leadScore struct {
	value func(defence int) float64
	diff  func(lead, best int) float64
	unit  string
}

func (a *analysis) leadScores(c *weighting.Contract) leadScore {
	return leadScoring(a.sc.Name(), a.vul, c)
}

// leadScoring is how leads are compared at a form of scoring.
func leadScoring(scoring string, vul dds.Vulnerability, c *weighting.Contract) leadScore {
	vulnerable := vul.Vulnerable(c.Declarer.Side())
	points := func(defence int) float64 {
		return -float64(weighting.DeclarerScore(*c, 13-defence, vulnerable))
	}
	ls := leadScore{value: points}
	switch scoring {
	case "matchpoints", "bam":
		// Head to head against the best lead on the same deal: a win is
		// +50 percentage points of a top, a loss -50, a tie 0.
		ls.diff = func(l, b int) float64 { return 50 * float64(sign(l-b)) }
		ls.unit = "percentage points of a top, each lead matched against the best lead on the same deal"
	case "total":
		ls.diff = func(l, b int) float64 { return points(l) - points(b) }
		ls.unit = "points"
	default:
		ls.diff = func(l, b int) float64 { return float64(weighting.IMPs(points(l) - points(b))) }
		ls.unit = "IMPs against the best lead on the same deal"
	}
	return ls
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// condition compiles a scenario's condition.
func (a *analysis) condition(s *scenario, fail func(string, string, ...any) error) (*sim.Condition, error) {
	if strings.TrimSpace(s.Condition) == "" {
		return nil, nil
	}
	cond, err := sim.ParseCondition(s.Condition)
	if err != nil {
		return nil, fail("condition", "%v", err) // "condition:1:5: ..."
	}
	// The actual deal is one the auction came from: say so when the
	// condition rules it out (a player may have misbid, or the condition
	// is wrong). With every card known, Sample tries that one deal.
	_, err = sim.Sample(a.ctx, sim.SampleSpec{Known: a.c.Deal, Condition: cond, N: 1, Threads: 1, MaxTries: 1, Solver: a.o.solver},
		func(int, dds.Deal) error { return nil })
	var rare *sim.TooRareError
	if errors.As(err, &rare) || err != nil && !errors.Is(err, context.Canceled) {
		a.note(fmt.Sprintf("Scenario %q: the actual deal does not meet the condition.", s.Name))
	}
	return cond, nil
}

// simOptions are the sampling options of one scenario: each scenario has
// its own seed, derived from the run's seed and the scenario's place.
func (a *analysis) simOptions(i int) sim.Options {
	base := a.done
	return sim.Options{
		Seed: a.o.seed + uint64(i)*0x9e3779b97f4a7c15, Samples: a.o.samples, Precision: a.o.precision,
		Threads: a.o.threads, Solver: a.o.solver, MaxTries: max(minTries, triesPerSample*a.o.samples),
		Progress: func(done, _ int) {
			if a.o.progress != nil {
				a.o.progress(base+done, a.total)
			}
		},
	}
}

// simFailure turns a sampling failure into the message a Director needs.
func (a *analysis) simFailure(err error, fail func(string, string, ...any) error) error {
	var rare *sim.TooRareError
	switch {
	case errors.As(err, &rare) && rare.Accepted == 0:
		return fail("condition", "condition: no layout of the unseen cards meets it (%d deals tried): with the cards known it is impossible or too rare", rare.Tries)
	case errors.As(err, &rare):
		return fail("condition", "condition: only %d of %d deals met it in %d tries; loosen it or ask for fewer samples", rare.Accepted, rare.Want, rare.Tries)
	case errors.Is(err, context.Canceled):
		return err
	}
	var se *sim.SolverError
	if errors.As(err, &se) {
		return err
	}
	// Anything else comes from dealing: the condition cannot be met.
	return fail("condition", "condition: %v", err)
}

// simulate is declarer's view: the defenders' cards redealt.
func (a *analysis) simulate(i int, s *scenario, c *weighting.Contract, fail func(string, string, ...any) error) (*sim.TrickDist, int, error) {
	cond, err := a.condition(s, fail)
	if err != nil {
		return nil, 0, err
	}
	v := sim.DeclarerView{Deal: a.c.Deal, Declarer: c.Declarer, Strain: c.Strain, Lead: s.LeadCard, Condition: cond}
	dist, _, err := sim.EstimateTricks(a.ctx, v, a.simOptions(i))
	if err != nil {
		return nil, 0, a.simFailure(err, fail)
	}
	a.done += a.o.samples
	return &dist, dist.N, nil
}

// leadTable is the opening leader's view: every lead over deals that fit.
func (a *analysis) leadTable(i int, s *scenario, c *weighting.Contract, fail func(string, string, ...any) error) ([]reports.LeadRow, int, error) {
	cond, err := a.condition(s, fail)
	if err != nil {
		return nil, 0, err
	}
	v := sim.LeaderView{Deal: a.c.Deal, Declarer: c.Declarer, Strain: c.Strain, Condition: cond}
	set, _, err := sim.EstimateLeads(a.ctx, v, c.Level, a.simOptions(i))
	if err != nil {
		return nil, 0, a.simFailure(err, fail)
	}
	a.done += a.o.samples
	ls := a.leadScores(c)
	a.note("Lead tables: \"score vs best\" is in " + ls.unit + ".")
	return leadRows(set.Summarize(c.Level, ls.value, ls.diff), set.Deals() > 1), set.Deals(), nil
}

// leadRows is a lead table as the reports show it.
func leadRows(sum []sim.LeadSummary, intervals bool) []reports.LeadRow {
	rows := make([]reports.LeadRow, len(sum))
	for i, l := range sum {
		label := leadLabel(l.Lead, l.Run)
		rows[i] = reports.LeadRow{Lead: label, Defence: l.Defence, Beat: l.Beat, Score: l.Score}
		if intervals {
			rows[i].DefenceCI = reports.Interval{Low: l.DefenceLow, High: l.DefenceHigh}
			rows[i].BeatCI = reports.Interval{Low: l.BeatLow, High: l.BeatHigh}
			if !l.Best {
				rows[i].ScoreCI = reports.Interval{Low: l.ScoreLow, High: l.ScoreHigh}
			}
		}
	}
	return rows
}

// leadLabel is a lead as the tables show it: "♠K (KQJ)" for a run.
func leadLabel(c dds.Card, run dds.Cards) string {
	if run.Len() > 1 {
		return c.Pretty() + " (" + runText(run) + ")"
	}
	return c.Pretty()
}

// runText is a run of touching cards: "KQJ".
func runText(run dds.Cards) string {
	var b strings.Builder
	for _, c := range run.List() {
		b.WriteByte(c.Rank().Letter())
	}
	return b.String()
}

// note adds a note once.
func (a *analysis) note(text string) {
	for _, n := range a.r.Notes {
		if n == text {
			return
		}
	}
	a.r.Notes = append(a.r.Notes, text)
}

// scenarioPercent is a scenario's weight for side as a share of 1
// (33.3 % read as 1/3, as the case-file check reads it); nil for none.
func scenarioPercent(s *scenario, side dds.Side) *big.Rat {
	w := s.Weight[side]
	if w.Percent == nil {
		return nil
	}
	p := w.Percent
	if w.Rounded {
		p = simpleFraction(p)
	}
	return new(big.Rat).Quo(p, big.NewRat(100, 1))
}

// rules.go: play rules in scenarios (rules = ["penalty E DK", "lead W not S"]) — read and checked against the contract and the deal, solved under, and declarer's options at the opening lead reported.

package engine

import (
	"fmt"
	"slices"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim/singledummy"
)

// OptionRow is one of declarer's options at the opening lead under a
// scenario's rules (Laws 26B, 50D2, 51B), with declarer's tricks after
// it, double dummy.
type OptionRow struct {
	Option dds.Option
	Tricks float64
	Chosen bool // the option the play took: declarer's best, the first of equals
}

// ruleKinds are the kinds that take rules.
var ruleKinds = []How{DoubleDummy, Lead, Simulate, SingleDummy}

// readRules reads a scenario's rules: the grammar's (dds.ParseRules),
// each naming a defender of the scenario's contract, each penalty card
// in its holder's hand.
func readRules(c *Case, s *Scenario, texts []string) error {
	if len(texts) == 0 {
		return nil
	}
	if !slices.Contains(ruleKinds, s.How) {
		return keyErr("rules", "rules are used only with tricks = \"dd\", \"simulate\", \"single-dummy\" or a lead")
	}
	rules, err := dds.ParseRules(texts)
	if err != nil {
		return keyErr("rules", "rules: %v", err)
	}
	decl := s.Contract.Declarer
	for i, r := range rules {
		if r.Seat.Side() == decl.Side() {
			return keyErr("rules", "rules: rule %d: %q: %s is of the declaring side (%s declares): play rules restrict the defenders", i+1, texts[i], r.Seat.Name(), decl.Name())
		}
	}
	p := dds.Position{Hands: c.Deal, Trump: s.Contract.Strain, Leader: decl.LHO()}
	if _, err := dds.NewPlayState(rules, &p); err != nil {
		return keyErr("rules", "rules: %v", err)
	}
	s.Rules = rules
	return nil
}

// ruleSolver is the run's solver as one that takes play rules.
func (r *run) ruleSolver(i int) (dds.RuleSolver, error) {
	solver, err := r.solver()
	if err != nil {
		return nil, err
	}
	rs, err := dds.AsRuleSolver(solver)
	if err != nil {
		return nil, r.scenarioError(i, "rules", "%v", err)
	}
	return rs, nil
}

// openingState is the scenario's rules in force at the opening lead on
// the actual deal.
func (r *run) openingState(s *Scenario) (dds.Position, dds.PlayState, error) {
	p := dds.Position{Hands: r.c.Deal, Trump: s.Contract.Strain, Leader: s.Contract.Declarer.LHO()}
	st, err := dds.NewPlayState(s.Rules, &p)
	return p, st, err
}

// ruledTricks is declarer's double-dummy tricks on the actual deal under
// the scenario's rules, with declarer's options at the opening lead (if
// any) each valued into rep.
func (r *run) ruledTricks(i int, s *Scenario, rep *ScenarioReport) (int, error) {
	rs, err := r.ruleSolver(i)
	if err != nil {
		return 0, err
	}
	p, st, err := r.openingState(s)
	if err != nil {
		return 0, r.scenarioError(i, "rules", "%v", err)
	}
	side := s.Contract.Declarer.Side()
	rep.Rules = s.Rules
	if err := r.optionRows(rs, p, st, side, rep); err != nil {
		return 0, err
	}
	v, err := rs.ValueUnder(p, st, side)
	if err != nil {
		return 0, fmt.Errorf("double-dummy analysis: %v", err)
	}
	return v, nil
}

// optionRows values declarer's options due at p (none: nothing) into
// rep.Options, declarer's best marked.
func (r *run) optionRows(rs dds.RuleSolver, p dds.Position, st dds.PlayState, side dds.Side, rep *ScenarioReport) error {
	best := -1
	for _, o := range st.Options(&p, nil) {
		s2 := st
		s2.Choose(o)
		v, err := rs.ValueUnder(p, s2, side)
		if err != nil {
			return fmt.Errorf("double-dummy analysis: %v", err)
		}
		rep.Options = append(rep.Options, OptionRow{Option: o, Tricks: float64(v)})
		if best < 0 || float64(v) > rep.Options[best].Tricks {
			best = len(rep.Options) - 1
		}
	}
	if best >= 0 {
		rep.Options[best].Chosen = true
	}
	return nil
}

// ruledLeads is the opening leads the scenario's rules allow on the
// actual deal, each with the defenders' tricks (double dummy), after
// declarer's best option when he has options at the lead (valued into
// rep).
func (r *run) ruledLeads(i int, s *Scenario, rep *ScenarioReport) ([]dds.CardValue, error) {
	rs, err := r.ruleSolver(i)
	if err != nil {
		return nil, err
	}
	p, st, err := r.openingState(s)
	if err != nil {
		return nil, r.scenarioError(i, "rules", "%v", err)
	}
	rep.Rules = s.Rules
	vals, opts, err := rs.CardValuesUnder(p, st)
	if err != nil {
		return nil, fmt.Errorf("double-dummy analysis: %v", err)
	}
	left := p.TricksLeft()
	best := -1
	for k, o := range opts {
		rep.Options = append(rep.Options, OptionRow{Option: o.Option, Tricks: float64(left - o.Tricks)})
		if best < 0 || o.Tricks < opts[best].Tricks {
			best = k
		}
	}
	if best >= 0 {
		rep.Options[best].Chosen = true
	}
	return vals, nil
}

// openingOptions is declarer's options at the opening lead as the
// single-dummy playouts took them: each with declarer's mean tricks over
// the playouts (each a mean over his layouts), the one taken most often
// marked; nil when he had none.
func openingOptions(ps []*singledummy.Playout) []OptionRow {
	var rows []OptionRow
	var taken []int
	n := 0
	for _, p := range ps {
		if len(p.Options) == 0 || p.Options[0].Before != 0 {
			continue
		}
		o := p.Options[0]
		if rows == nil {
			for _, x := range o.Options {
				rows = append(rows, OptionRow{Option: x})
			}
			taken = make([]int, len(rows))
		}
		n++
		for j := range min(len(rows), len(o.Tricks)) {
			rows[j].Tricks += o.Tricks[j]
			if o.Options[j] == o.Taken {
				taken[j]++
			}
		}
	}
	best := 0
	for j := range rows {
		rows[j].Tricks /= float64(n)
		if taken[j] > taken[best] {
			best = j
		}
	}
	if len(rows) > 0 {
		rows[best].Chosen = true
	}
	return rows
}

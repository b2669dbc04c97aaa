// kind_simulate.go: declarer's view — the defenders' cards redealt under the auction's condition, each deal solved (tricks = "simulate").

package engine

import "github.com/ruling-bridge/ruling/sim"

type simulateKind struct{}

func (simulateKind) samples() bool  { return true }
func (simulateKind) weighted() bool { return true }

func (simulateKind) check(c *Case, s *Scenario) error {
	if s.Lead.Text == "" {
		return nil
	}
	return readLead(c, s, false)
}

func (simulateKind) find(r *run, i int, s *Scenario, rep *ScenarioReport) (*sim.TrickDist, error) {
	cond, err := r.condition(i, s)
	if err != nil {
		return nil, err
	}
	c := s.Contract
	v := sim.DeclarerView{Deal: r.c.Deal, Declarer: c.Declarer, Strain: c.Strain, Lead: s.Lead.Card, Condition: cond, Rules: s.Rules}
	rep.Rules = s.Rules
	opts := r.simOptions(i)
	bd, err := r.breakdown(i, s)
	if err != nil {
		return nil, err
	}
	if bd != nil {
		opts.OnDeal = bd.Add
	}
	dist, _, err := sim.EstimateTricks(r.ctx, v, opts)
	if err != nil {
		return nil, r.simFailure(i, err)
	}
	r.done += r.samples
	rep.Samples = dist.N
	rep.Breakdown = breakdownTables(bd, nil, c.Level+6)
	return &dist, nil
}

// kind_dd.go: double dummy on the actual deal (tricks = "dd").

package engine

import (
	"fmt"

	"github.com/ruling-bridge/ruling/sim"
)

type ddKind struct{}

func (ddKind) samples() bool  { return false }
func (ddKind) weighted() bool { return true }

func (ddKind) check(c *Case, s *Scenario) error {
	if err := noLead(s, "tricks = \"dd\" finds the best lead itself; to fix a lead write lead = \"SK\" without tricks"); err != nil {
		return err
	}
	return noCondition(s)
}

func (ddKind) find(r *run, i int, s *Scenario, rep *ScenarioReport) (*sim.TrickDist, error) {
	if len(s.Rules) > 0 {
		t, err := r.ruledTricks(i, s, rep)
		if err != nil {
			return nil, err
		}
		d := &sim.TrickDist{}
		d.Add(t)
		return d, nil
	}
	solver, err := r.solver()
	if err != nil {
		return nil, err
	}
	t, err := solver.Tricks(r.c.Deal, s.Contract.Strain, s.Contract.Declarer.LHO())
	if err != nil {
		return nil, fmt.Errorf("double-dummy analysis: %v", err)
	}
	d := &sim.TrickDist{}
	d.Add(t)
	return d, nil
}

// kind_fixed.go: a result fixed by the Director (result = "4S-1 N"), and a passed-out board.

package engine

import "github.com/ruling-bridge/ruling/sim"

type fixedKind struct{}

func (fixedKind) samples() bool  { return false }
func (fixedKind) weighted() bool { return true }

func (fixedKind) check(c *Case, s *Scenario) error {
	if err := noLead(s, "a fixed result takes no lead"); err != nil {
		return err
	}
	return noCondition(s)
}

func (fixedKind) find(r *run, i int, s *Scenario, rep *ScenarioReport) (*sim.TrickDist, error) {
	if s.PassedOut {
		return nil, nil
	}
	if s.Made < 0 || s.Made > 13 {
		return nil, r.scenarioError(i, "result", "declarer cannot take %d tricks", s.Made)
	}
	d := &sim.TrickDist{}
	d.Add(s.Made)
	return d, nil
}

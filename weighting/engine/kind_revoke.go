// kind_revoke.go: double dummy from the position just before the revoke (tricks = "before-revoke", Law 64C).

package engine

import (
	"fmt"

	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/weighting"
)

// BeforeRevoke finds a scenario's tricks double dummy from the position
// just before the first established revoke of the case's play, the
// revoker following suit: what the non-offending side could expect
// without the revoke (Law 64C).
const BeforeRevoke How = "before-revoke"

type revokeKind struct{}

func (revokeKind) samples() bool  { return false }
func (revokeKind) weighted() bool { return true }

func (revokeKind) check(c *Case, s *Scenario) error {
	if err := noLead(s, "the play at the table gives the lead"); err != nil {
		return err
	}
	if err := noCondition(s); err != nil {
		return err
	}
	if c.Play == nil {
		return keyErr("tricks", "tricks = \"before-revoke\" needs the play at the table: play = \"…\" or a lin record")
	}
	if t := c.TableResult.Contract; s.Contract != t {
		return keyErr("contract", "tricks = \"before-revoke\" replays the table's contract, %s by %s; this scenario's is %s by %s", t, t.Declarer, s.Contract, s.Contract.Declarer)
	}
	r, err := weighting.RuleRevokes(c.tablePlay())
	if err != nil {
		return keyErr("tricks", "the play: %v", err)
	}
	if revokeBefore(r) < 0 {
		return keyErr("tricks", "tricks = \"before-revoke\": the play at the table holds no established revoke")
	}
	return nil
}

// revokeBefore is the index of the first established revoke, -1 for none.
func revokeBefore(r *weighting.RevokeRuling) int {
	for i, rv := range r.Revokes {
		if rv.Established {
			return i
		}
	}
	return -1
}

func (revokeKind) find(r *run, i int, s *Scenario, rep *ScenarioReport) (*sim.TrickDist, error) {
	solver, err := r.solver()
	if err != nil {
		return nil, err
	}
	rr, err := weighting.RuleRevokes(r.c.tablePlay())
	if err != nil {
		return nil, r.scenarioError(i, "tricks", "the play: %v", err)
	}
	if err := rr.Solve(solver); err != nil {
		return nil, fmt.Errorf("double-dummy analysis: %v", err)
	}
	if rr.Equity == nil {
		return nil, r.scenarioError(i, "tricks", "the play at the table holds no established revoke")
	}
	rv := rr.Revokes[rr.Equity.Revoke]
	rep.Revoke = &rv
	d := &sim.TrickDist{}
	d.Add(rr.Equity.Tricks)
	return d, nil
}

// kind_leads.go: the opening leader's view — every lead over deals that fit the auction, evidence for the weights of lead scenarios (tricks = "leads").

package engine

import "github.com/ruling-bridge/ruling/sim"

type leadsKind struct{}

func (leadsKind) samples() bool  { return true }
func (leadsKind) weighted() bool { return false }

func (leadsKind) check(c *Case, s *Scenario) error {
	return noLead(s, "a leads scenario compares every lead; it takes no lead")
}

func (leadsKind) find(r *run, i int, s *Scenario, rep *ScenarioReport) (*sim.TrickDist, error) {
	cond, err := r.condition(i, s)
	if err != nil {
		return nil, err
	}
	c := s.Contract
	v := sim.LeaderView{Deal: r.c.Deal, Declarer: c.Declarer, Strain: c.Strain, Condition: cond}
	study, err := StudyLeads(r.ctx, v, c, r.c.Scoring.Name(), r.c.Vulnerability, r.simOptions(i))
	if err != nil {
		return nil, r.simFailure(i, err)
	}
	r.done += r.samples
	rep.Leads = study.Leads
	rep.Samples = study.Deals
	return nil, nil
}

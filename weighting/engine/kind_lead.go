// kind_lead.go: double dummy after a given lead, or after the best legal lead when a suit is required or prohibited (lead = "SK", "hearts", "not spades").

package engine

import (
	"fmt"
	"sort"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

type leadKind struct{}

func (leadKind) samples() bool  { return false }
func (leadKind) weighted() bool { return true }

func (leadKind) check(c *Case, s *Scenario) error {
	if err := noCondition(s); err != nil {
		return err
	}
	return readLead(c, s, true)
}

// find is the double-dummy result on the actual deal after the lead the
// scenario gives (a card), or after the best legal lead (a suit required
// or prohibited), with the table of the legal leads.
func (leadKind) find(r *run, i int, s *Scenario, rep *ScenarioReport) (*sim.TrickDist, error) {
	solver, err := r.solver()
	if err != nil {
		return nil, err
	}
	c := s.Contract
	leader := c.Declarer.LHO()
	var vals []dds.CardValue
	if len(s.Rules) > 0 {
		// Under play rules: the leads they allow (after declarer's best
		// option, when he has options at the lead).
		vals, err = r.ruledLeads(i, s, rep)
		if err != nil {
			return nil, err
		}
	} else if vals, err = solver.CardValues(dds.Position{Hands: r.c.Deal, Trump: c.Strain, Leader: leader}); err != nil {
		return nil, fmt.Errorf("double-dummy analysis: %v", err)
	}
	allowed := dds.Cards(0)
	for _, v := range vals {
		allowed = allowed.With(v.Card)
	}
	l := s.Lead
	legal := func(card dds.Card) bool {
		switch {
		case !allowed.Has(card):
			return false // barred by the play rules
		case l.Card != nil:
			return true // the table shows every lead; the card is marked
		case l.Suit != nil && l.Not:
			return card.Suit() != *l.Suit
		case l.Suit != nil:
			return card.Suit() == *l.Suit
		}
		return true
	}
	value := map[dds.Card]int{}
	for _, v := range vals {
		value[v.Card] = v.Tricks
	}
	leads, runs := sim.CandidateLeads(r.c.Deal[leader])
	chosen, best := -1, -1
	var rowLead []int
	for k, card := range leads {
		if !legal(card) {
			continue
		}
		if l.Card != nil && runs[k].Has(*l.Card) {
			chosen = k
		}
		if best < 0 || value[card] > value[leads[best]] {
			best = k
		}
		rowLead = append(rowLead, k)
	}
	if l.Card == nil {
		chosen = best
	}
	if chosen < 0 {
		if l.Card != nil && !allowed.Has(*l.Card) {
			return nil, r.scenarioError(i, "lead", "lead %s: the play rules do not allow it (%s)", l.Card.Pretty(), dds.RulesText(s.Rules))
		}
		return nil, r.scenarioError(i, "lead", "no legal lead")
	}
	defence := value[leads[chosen]]
	score := LeadScoring(r.c.Scoring.Name(), r.c.Vulnerability, c)
	for _, k := range rowLead {
		v := value[leads[k]]
		card := leads[k]
		if l.Card != nil && runs[k].Has(*l.Card) {
			card = *l.Card // the card the scenario names, in its run
		}
		rep.Leads = append(rep.Leads, LeadRow{Card: card, Run: runs[k], Defence: float64(v), Beat: b2f(v >= 8-c.Level),
			Score: score.Diff(v, value[leads[best]]), Chosen: k == chosen})
	}
	sort.SliceStable(rep.Leads, func(a, b int) bool { return rep.Leads[a].Defence > rep.Leads[b].Defence })
	d := &sim.TrickDist{}
	d.Add(13 - defence)
	return d, nil
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

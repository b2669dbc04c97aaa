// kinds.go: the ways a scenario's tricks are found — the kind interface and the one list of kinds.

package engine

import (
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// How says how a scenario's tricks are found: the case file's result
// key (Fixed), lead key (Lead) or tricks key (the others).
type How string

// The ways of finding a scenario's tricks.
const (
	Fixed       How = "fixed"        // given by the Director: result = "4S-1"
	DoubleDummy How = "dd"           // double dummy on the actual deal
	Lead        How = "lead"         // double dummy after the best legal lead, or a given lead
	Simulate    How = "simulate"     // declarer's view: the defenders' cards redealt under a condition
	Leads       How = "leads"        // the opening leader's view: a table of candidate leads
	SingleDummy How = "single-dummy" // played out by players who cannot see each other's cards
)

// kind is one way of finding a scenario's tricks. Each lives in a file of
// its own (kind_*.go); a new kind is a new file and a line in kinds.
type kind interface {
	// check reads and checks what the kind takes (lead, condition) when
	// the case is parsed; a complaint about one key is a keyErr.
	check(c *Case, s *Scenario) error
	// find is the scenario's trick distribution (nil for evidence only
	// and a passed-out board), filling in the evidence of its report.
	find(r *run, i int, s *Scenario, rep *ScenarioReport) (*sim.TrickDist, error)
	// samples reports whether the kind deals random deals.
	samples() bool
	// weighted reports whether the scenario takes a weight (false for
	// evidence only).
	weighted() bool
}

// kinds is every kind, by the name the case file gives it.
var kinds = map[How]kind{
	Fixed:        fixedKind{},
	DoubleDummy:  ddKind{},
	Lead:         leadKind{},
	Simulate:     simulateKind{},
	Leads:        leadsKind{},
	SingleDummy:  singleDummyKind{},
	BeforeRevoke: revokeKind{},
}

// noCondition refuses a condition where the kind deals no deals.
func noCondition(s *Scenario) error {
	if s.Condition != "" {
		return keyErr("condition", "a condition is used only with tricks = \"simulate\" or \"leads\"")
	}
	return nil
}

// noLead refuses a lead where the kind takes none.
func noLead(s *Scenario, why string) error {
	if s.Lead.Text != "" {
		return keyErr("lead", "lead %q: %s", s.Lead.Text, why)
	}
	return nil
}

// readLead reads a lead: a card the opening leader holds, or (when suits
// is true) a suit required ("hearts") or prohibited ("not spades"), as
// under Laws 26B and 50D2, that leaves the leader a legal lead.
func readLead(c *Case, s *Scenario, suits bool) error {
	leader := s.Contract.Declarer.LHO()
	hand := c.Deal[leader]
	text := s.Lead.Text
	t := strings.TrimSpace(text)
	if card, err := dds.ParseCard(t); err == nil {
		if !hand.Has(card) {
			return keyErr("lead", "lead %s: the opening leader (%s) does not hold it", card, leader.Name())
		}
		s.Lead.Card = &card
		return nil
	}
	if !suits {
		return keyErr("lead", "lead %q: with tricks = \"%s\" the lead must be a card (e.g. \"SK\")", text, s.How)
	}
	words := strings.Fields(strings.ToLower(t))
	not := len(words) == 2 && words[0] == "not"
	if not {
		words = words[1:]
	}
	if len(words) != 1 {
		return keyErr("lead", "lead %q: give a card (\"SK\"), a suit (\"hearts\") or \"not SUIT\"", text)
	}
	st, err := dds.ParseStrain(words[0])
	suit, isSuit := st.Suit()
	if err != nil || !isSuit || len([]rune(words[0])) < 2 {
		return keyErr("lead", "lead %q: %q is neither a card (\"SK\") nor a suit (spades, hearts, diamonds or clubs)", text, words[0])
	}
	s.Lead.Suit, s.Lead.Not = &suit, not
	n := hand.SuitLen(suit)
	switch {
	case not && n == hand.Len():
		return keyErr("lead", "lead %q: the opening leader (%s) holds only %s", text, leader.Name(), suit.Name())
	case !not && n == 0:
		return keyErr("lead", "lead %q: the opening leader (%s) holds no %s", text, leader.Name(), suit.Name())
	}
	return nil
}

// rules_test.go: the play-rule grammar — readings, canonical forms and the errors that name the rule.

package dds

import (
	"strings"
	"testing"
)

func TestParseRule(t *testing.T) {
	for _, c := range []struct {
		in, want string
		kind     RuleKind
	}{
		{"lead W not S", "lead W not S", LeadNot},
		{"LEAD west NOT ♠♥", "lead W not SH", LeadNot},
		{"lead W S", "lead W S", LeadSuit},
		{"lead n ♦", "lead N D", LeadSuit},
		{"penalty E DK", "penalty E DK", Penalty},
		{"penalty E KD major", "penalty E DK", Penalty},
		{"penalty E ♦3 minor", "penalty E D3 minor", MinorPenalty},
		{"penalty E D10", "penalty E DT", Penalty},
		{"26B W suits HDC", "26B W suits HDC", Choice26B},
		{"26b W CDH", "26B W suits HDC", Choice26B},
	} {
		r, err := ParseRule(c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if r.String() != c.want || r.Kind != c.kind {
			t.Errorf("%q: %s (kind %d), want %s (kind %d)", c.in, r, r.Kind, c.want, c.kind)
		}
		if back, err := ParseRule(r.String()); err != nil || back != r {
			t.Errorf("%q: canonical form %q reads back as %v, %v", c.in, r, back, err)
		}
		if r.Describe() == "?" || !strings.Contains(r.Describe(), "Law") {
			t.Errorf("%q: description %q names no Law", c.in, r.Describe())
		}
	}
}

func TestParseRulesErrors(t *testing.T) {
	for _, c := range []struct {
		in   []string
		want string
	}{
		{[]string{"lead W not S", "penalty E D1"}, `rule 2: "penalty E D1": no such card`},
		{[]string{"penalty X DK"}, `rule 1: "penalty X DK": "X" is not a seat`},
		{[]string{"lead W not"}, `rule 1: "lead W not": not a lead rule`},
		{[]string{"lead W SH"}, `a lead is required in one suit, not 2`},
		{[]string{"lead W not SHDC"}, `every suit prohibited`},
		{[]string{"penalty E DK minor"}, `♦K is an honour: a minor penalty card is below the rank of an honour (Law 50B)`},
		{[]string{"penalty E D3 small"}, `write minor or major`},
		{[]string{"lead W not S", "penalty N DK"}, `rule 2: "penalty N DK": North and West are on opposite sides (rule 1)`},
		{[]string{"penalty E DK", "penalty E KD"}, `♦K is already a penalty card (rule 1)`},
		{[]string{"lead W S", "lead W H"}, `West must already lead ♠ (rule 1)`},
		{[]string{"lead W S", "lead W not S"}, `spades is both required and prohibited`},
		{[]string{"26B W suits HH"}, `hearts given twice`},
		{[]string{"26B W suits"}, `not a 26B rule`},
		{[]string{"revoke W"}, `not a rule (use "lead W not S"`},
		{[]string{"lead"}, `not a rule`},
		{make([]string, 41), `rule 41: 41 rules, at most 40`},
	} {
		_, err := ParseRules(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one containing %q", c.in, err, c.want)
		}
	}
}

func TestSuitSet(t *testing.T) {
	s, err := ParseSuitSet("c♥S")
	if err != nil || s.String() != "SHC" || s.Pretty() != "♠♥♣" || s.Len() != 3 || s.Names() != "spades or hearts or clubs" {
		t.Fatalf("ParseSuitSet: %v %v", s, err)
	}
	if s.Cards() != AllCards&^FromSuitBits(Diamonds, suitLane) {
		t.Errorf("Cards: %v", s.Cards())
	}
	h, _ := ParseHand("AK..Q2.")
	if SuitsIn(h) != SuitsOf(Spades, Diamonds) {
		t.Errorf("SuitsIn: %v", SuitsIn(h))
	}
	// Against the definition, suit by suit: every set's cards, and the
	// suits of every hand made of one rank of some suits (the lanes'
	// lowest and highest ranks among them).
	for set := range SuitSet(16) {
		for _, r := range []Rank{Two, Eight, Ace} {
			var want Cards
			var hand Cards
			for _, x := range Suits {
				if set.Has(x) {
					want |= FromSuitBits(x, suitLane)
					hand = hand.With(NewCard(x, r))
				}
			}
			if set.Cards() != want || SuitsIn(hand) != set || SuitsIn(want) != set {
				t.Fatalf("%v: Cards %v (want %v), SuitsIn %v", set, set.Cards(), want, SuitsIn(hand))
			}
		}
	}
}

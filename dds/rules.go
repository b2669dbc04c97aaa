// rules.go: play rules — the restrictions the Laws put on the play (lead restrictions, penalty cards) — and their one grammar.

package dds

import (
	"fmt"
	"strings"
)

// SuitSet is a set of suits, bit Suit s for suit s.
type SuitSet uint8

// SuitsOf is the set of the given suits.
func SuitsOf(suits ...Suit) SuitSet {
	var s SuitSet
	for _, x := range suits {
		s |= 1 << (x & 3)
	}
	return s
}

// Has reports whether suit x is in the set.
func (s SuitSet) Has(x Suit) bool { return s&(1<<(x&3)) != 0 }

// Len is the number of suits in the set.
func (s SuitSet) Len() int { return int(s&1 + s>>1&1 + s>>2&1 + s>>3&1) }

// Cards is every card of the set's suits.
func (s SuitSet) Cards() Cards {
	x := uint64(s)
	// A one in each lane of a suit of the set, times the lane's ranks.
	return Cards((x&1 | x>>1&1<<16 | x>>2&1<<32 | x>>3&1<<48) * suitLane)
}

// lanesAll is suitLane in every suit's lane; lanesTop is the bit above
// each lane's ranks.
const (
	lanesAll = suitLane * 0x0001_0001_0001_0001
	lanesTop = 0x8000_8000_8000_8000
)

// SuitsIn is the set of suits in which h holds a card (branch-free: the
// search under play rules asks it at every trick).
func SuitsIn(h Cards) SuitSet {
	// A lane's ranks plus suitLane reach the lane's top bit when any
	// rank is there, and never carry into the next lane.
	v := (uint64(h)&lanesAll + lanesAll) & lanesTop
	return SuitSet(v>>15&1 | v>>30&2 | v>>45&4 | v>>60&8)
}

// String is the suits' letters in PBN order: "SHDC", "D".
func (s SuitSet) String() string {
	var b []byte
	for _, x := range SuitsPBN {
		if s.Has(x) {
			b = append(b, x.Letter())
		}
	}
	return string(b)
}

// Pretty is the suits' symbols in PBN order: "♠♥".
func (s SuitSet) Pretty() string {
	var b strings.Builder
	for _, x := range SuitsPBN {
		if s.Has(x) {
			b.WriteString(x.Symbol())
		}
	}
	return b.String()
}

// Names is the suits' names joined with "or": "spades or hearts".
func (s SuitSet) Names() string {
	var n []string
	for _, x := range SuitsPBN {
		if s.Has(x) {
			n = append(n, x.Name())
		}
	}
	return strings.Join(n, " or ")
}

// ParseSuitSet reads suit letters or symbols run together ("HDC", "♠♥");
// each suit at most once.
func ParseSuitSet(text string) (SuitSet, error) {
	t := symbolLetters.Replace(strings.TrimSpace(text))
	if t == "" {
		return 0, fmt.Errorf("no suit given")
	}
	var s SuitSet
	for i := 0; i < len(t); i++ {
		x, err := ParseSuit(t[i : i+1])
		if err != nil {
			return 0, fmt.Errorf("%q is not a suit (use S, H, D or C)", t[i:i+1])
		}
		if s.Has(x) {
			return 0, fmt.Errorf("%s given twice", x.Name())
		}
		s |= 1 << x
	}
	return s, nil
}

// RuleKind is the kind of a PlayRule.
type RuleKind uint8

// The kinds of play rule.
const (
	// LeadNot: at the seat's next turn to lead, and for as long as it
	// retains the lead, the seat may not lead the suits (Laws 26B2,
	// 50D2(a), 51B2(b)).
	LeadNot RuleKind = iota
	// LeadSuit: at the seat's next turn to lead it must lead the suit if
	// it holds one; that lead only (Laws 26B1, 50D2(a)).
	LeadSuit
	// Penalty: the card is the seat's major penalty card (Laws 50B, 50D, 51).
	Penalty
	// MinorPenalty: the card is the seat's minor penalty card (Law 50C).
	MinorPenalty
	// Choice26B: declarer's choice at the seat's first turn to lead:
	// require or prohibit any one of the suits, or neither (Law 26B).
	Choice26B
)

// PlayRule is one restriction the Laws put on the play, written in the
// grammar ParseRule reads:
//
//	lead W not S        West may not lead a spade at his next turn to lead, nor while he retains the lead (26B2, 50D2(a))
//	lead W not SH       ... nor a heart (several suits: Law 51B2(b))
//	lead W S            at his next turn to lead West must lead a spade if he holds one (26B1, 50D2(a))
//	penalty E DK        East's ♦K is a major penalty card (50B, 50D; two or more: 51)
//	penalty E D3 minor  East's ♦3 is a minor penalty card (50C)
//	26B W suits HDC     at West's first turn to lead declarer may require or prohibit one of ♥ ♦ ♣, or neither (26B)
//
// A player who cannot comply with a lead restriction plays any card (Law 59).
// Every rule restricts a defender; declarer's choices are searched as his.
type PlayRule struct {
	Kind  RuleKind
	Seat  Seat
	Suits SuitSet // LeadNot, LeadSuit (one suit), Choice26B
	Card  Card    // Penalty, MinorPenalty
}

// String is the rule in the grammar's canonical form ("lead W not S",
// "penalty E D3 minor").
func (r PlayRule) String() string {
	switch r.Kind {
	case LeadNot:
		return fmt.Sprintf("lead %s not %s", r.Seat, r.Suits)
	case LeadSuit:
		return fmt.Sprintf("lead %s %s", r.Seat, r.Suits)
	case Penalty:
		return fmt.Sprintf("penalty %s %s", r.Seat, r.Card)
	case MinorPenalty:
		return fmt.Sprintf("penalty %s %s minor", r.Seat, r.Card)
	case Choice26B:
		return fmt.Sprintf("26B %s suits %s", r.Seat, r.Suits)
	}
	return "?"
}

// Describe is the rule in plain words with its Law: "West may not lead
// ♠ while he retains the lead (Law 26B2, 50D2(a))".
func (r PlayRule) Describe() string {
	who := r.Seat.Name()
	switch r.Kind {
	case LeadNot:
		law := "Laws 26B2, 50D2(a)"
		if r.Suits.Len() > 1 {
			law = "Law 51B2(b)"
		}
		return fmt.Sprintf("%s may not lead %s at his next turn to lead, nor while he retains the lead (%s; Law 59 if he holds nothing else)", who, r.Suits.Pretty(), law)
	case LeadSuit:
		return fmt.Sprintf("%s must lead %s at his next turn to lead if he holds one (Laws 26B1, 50D2(a); Law 59 if void)", who, r.Suits.Pretty())
	case Penalty:
		return fmt.Sprintf("%s's %s is a major penalty card: played at the first legal opportunity; declarer's options when %s is to lead (Laws 50D, 51)", who, r.Card.Pretty(), r.Seat.Partner().Name())
	case MinorPenalty:
		return fmt.Sprintf("%s's %s is a minor penalty card: no other %s below an honour until it is played (Law 50C)", who, r.Card.Pretty(), r.Card.Suit().Name()[:len(r.Card.Suit().Name())-1])
	case Choice26B:
		return fmt.Sprintf("at %s's first turn to lead declarer may require or prohibit one of %s, or neither (Law 26B)", who, r.Suits.Pretty())
	}
	return "?"
}

// ruleGrammar is the hint given with a rule ParseRule cannot read.
const ruleGrammar = `use "lead W not S", "lead W S", "penalty E DK", "penalty E D3 minor" or "26B W suits HDC"`

// ParseRule reads one play rule (see PlayRule for the grammar); words
// are case-insensitive, suits and cards take letters or symbols.
func ParseRule(text string) (PlayRule, error) {
	f := strings.Fields(text)
	if len(f) < 3 {
		return PlayRule{}, fmt.Errorf("not a rule (%s)", ruleGrammar)
	}
	seat, err := ParseSeat(f[1])
	if err != nil {
		return PlayRule{}, err
	}
	r := PlayRule{Seat: seat}
	switch strings.ToLower(f[0]) {
	case "lead":
		switch {
		case len(f) == 4 && strings.EqualFold(f[2], "not"):
			r.Kind = LeadNot
			if r.Suits, err = ParseSuitSet(f[3]); err != nil {
				return r, err
			}
			if r.Suits.Len() == 4 {
				return r, fmt.Errorf("every suit prohibited: name at most three")
			}
		case len(f) == 3 && !strings.EqualFold(f[2], "not"):
			r.Kind = LeadSuit
			if r.Suits, err = ParseSuitSet(f[2]); err != nil {
				return r, err
			}
			if r.Suits.Len() != 1 {
				return r, fmt.Errorf("a lead is required in one suit, not %d", r.Suits.Len())
			}
		default:
			return r, fmt.Errorf("not a lead rule (use \"lead W not S\" or \"lead W S\")")
		}
	case "penalty":
		if len(f) > 4 {
			return r, fmt.Errorf("not a penalty card rule (use \"penalty E DK\" or \"penalty E D3 minor\")")
		}
		c, err := ParseCard(f[2])
		if err != nil {
			return r, fmt.Errorf("no such card")
		}
		r.Kind, r.Card = Penalty, c
		if len(f) == 4 {
			switch strings.ToLower(f[3]) {
			case "minor":
				r.Kind = MinorPenalty
				if c.Rank() >= Ten {
					return r, fmt.Errorf("%s is an honour: a minor penalty card is below the rank of an honour (Law 50B)", c.Pretty())
				}
			case "major":
			default:
				return r, fmt.Errorf("%q: write minor or major after the card", f[3])
			}
		}
	case "26b":
		s := f[2:]
		if len(s) == 2 && strings.EqualFold(s[0], "suits") {
			s = s[1:]
		}
		if len(s) != 1 || strings.EqualFold(s[0], "suits") {
			return r, fmt.Errorf("not a 26B rule (use \"26B W suits HDC\")")
		}
		r.Kind = Choice26B
		if r.Suits, err = ParseSuitSet(s[0]); err != nil {
			return r, err
		}
	default:
		return r, fmt.Errorf("not a rule (%s)", ruleGrammar)
	}
	return r, nil
}

// MaxRules is the most rules a set takes.
const MaxRules = 40

// ParseRules reads a list of rules and checks them together: every rule
// on the same side (the defenders), no card twice, at most one required
// lead and one 26B choice a seat. Errors name the rule: `rule 2:
// "penalty E D1": no such card`.
func ParseRules(texts []string) ([]PlayRule, error) {
	if len(texts) > MaxRules {
		return nil, fmt.Errorf("rule %d: %d rules, at most %d (a penalty card each and a lead rule each seat are fewer)", MaxRules+1, len(texts), MaxRules)
	}
	out := make([]PlayRule, 0, len(texts))
	for i, t := range texts {
		r, err := ParseRule(t)
		if err != nil {
			return nil, fmt.Errorf("rule %d: %q: %v", i+1, t, err)
		}
		if err := checkWith(out, r); err != nil {
			return nil, fmt.Errorf("rule %d: %q: %v", i+1, t, err)
		}
		out = append(out, r)
	}
	return out, nil
}

// checkWith checks rule r against the rules before it.
func checkWith(before []PlayRule, r PlayRule) error {
	for k, o := range before {
		if o.Seat.Side() != r.Seat.Side() {
			return fmt.Errorf("%s and %s are on opposite sides (rule %d): the rules restrict the defenders", r.Seat.Name(), o.Seat.Name(), k+1)
		}
		isPen := func(x PlayRule) bool { return x.Kind == Penalty || x.Kind == MinorPenalty }
		switch {
		case isPen(r) && isPen(o) && r.Card == o.Card:
			return fmt.Errorf("%s is already a penalty card (rule %d)", r.Card.Pretty(), k+1)
		case r.Seat != o.Seat:
		case r.Kind == LeadSuit && o.Kind == LeadSuit:
			return fmt.Errorf("%s must already lead %s (rule %d)", r.Seat.Name(), o.Suits.Pretty(), k+1)
		case r.Kind == Choice26B && o.Kind == Choice26B:
			return fmt.Errorf("%s already has a 26B choice (rule %d)", r.Seat.Name(), k+1)
		case r.Kind == LeadSuit && o.Kind == LeadNot && o.Suits&r.Suits != 0,
			r.Kind == LeadNot && o.Kind == LeadSuit && o.Suits&r.Suits != 0:
			return fmt.Errorf("%s is both required and prohibited (rule %d)", (o.Suits & r.Suits).Names(), k+1)
		}
	}
	return nil
}

// RulesText is the rules in canonical form, joined with ", ".
func RulesText(rules []PlayRule) string {
	s := make([]string, len(rules))
	for i, r := range rules {
		s[i] = r.String()
	}
	return strings.Join(s, ", ")
}

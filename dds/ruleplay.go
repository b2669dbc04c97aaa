// ruleplay.go: PlayState — the play rules in force at a moment of the play: who may play what, declarer's options, when a rule expires.

package dds

import (
	"fmt"
	"strings"
)

// PlayState is the play rules in force at a moment of the play: the
// penalty cards lying face up, the lead restrictions pending or in
// force, and declarer's choices still to come. It is a small comparable
// value (a solver may use it in a table key); the zero PlayState has no
// rule. Penalty cards stay in their holder's hand in the Position.
//
// The play under rules goes: at a turn where Options gives declarer a
// choice, he picks one (Choose); then the player on turn plays one of
// Legal's cards (Played, and at the trick's end TrickWon). PlayCard does
// both steps on a Position for a card.
type PlayState struct {
	penalty  [4]Cards   // major penalty cards, by seat (Law 50D)
	minor    [4]Cards   // a minor penalty card, by seat (Law 50C)
	require  [4]SuitSet // the suit the seat must lead at its next turn to lead
	prohibit [4]SuitSet // the suits the seat may not lead, at its next turn to lead and while it retains the lead
	offer    [4]SuitSet // Law 26B: the suits declarer may require or prohibit at the seat's next turn to lead
	led      uint8      // seats that have led under their prohibition (it ends when they lose the lead)
	asked    uint8      // seats whose 50D2 options declarer has taken for the lead now due
	decl     Side       // declarer's side (the other side's seats are restricted)
}

// NewPlayState puts rules in force at position p: each penalty card must
// be in its holder's hand, every rule must name a defender (one side),
// and a defender with two or more penalty cards has them all major (Law
// 50B). Lead rules count from p: the seat's next turn to lead is the
// first trick it leads from p (a trick in progress is already led).
func NewPlayState(rules []PlayRule, p *Position) (PlayState, error) {
	var st PlayState
	for i, r := range rules {
		if err := checkWith(rules[:i], r); err != nil {
			return st, fmt.Errorf("rule %d: %q: %v", i+1, r.String(), err)
		}
		st.decl = r.Seat.Side().Other()
		x := r.Seat
		switch r.Kind {
		case LeadNot:
			st.prohibit[x] |= r.Suits
		case LeadSuit:
			st.require[x] = r.Suits
		case Choice26B:
			st.offer[x] = r.Suits
		case Penalty, MinorPenalty:
			if !p.Hands[x].Has(r.Card) {
				return st, fmt.Errorf("rule %d: %q: %s does not hold %s", i+1, r.String(), x.Name(), r.Card.Pretty())
			}
			if r.Kind == Penalty {
				st.penalty[x] |= r.Card.Bit()
			} else {
				st.minor[x] |= r.Card.Bit()
			}
		}
	}
	for x := range st.minor {
		if st.minor[x]|st.penalty[x] != st.minor[x] || st.minor[x].Len() > 1 {
			// Two or more penalty cards of one defender are all major (Law 50B).
			st.penalty[x] |= st.minor[x]
			st.minor[x] = 0
		}
	}
	return st, nil
}

// Empty reports whether no rule is in force.
func (st *PlayState) Empty() bool { return *st == PlayState{decl: st.decl} }

// Declarer is the side whose choices the options are: the side opposite
// the restricted seats.
func (st *PlayState) Declarer() Side { return st.decl }

// PenaltyCards is seat's penalty cards lying face up, major and minor.
func (st *PlayState) PenaltyCards(seat Seat) Cards { return st.penalty[seat&3] | st.minor[seat&3] }

// MinorCard is seat's minor penalty card, as a set (empty for none).
func (st *PlayState) MinorCard(seat Seat) Cards { return st.minor[seat&3] }

// Rules is the state written back as rules (declarer's pending 50D2
// options follow from the penalty cards and are not rules of their own).
func (st *PlayState) Rules() []PlayRule {
	var out []PlayRule
	for _, x := range Seats {
		if s := st.offer[x]; s != 0 {
			out = append(out, PlayRule{Kind: Choice26B, Seat: x, Suits: s})
		}
		if s := st.require[x]; s != 0 {
			out = append(out, PlayRule{Kind: LeadSuit, Seat: x, Suits: s})
		}
		if s := st.prohibit[x]; s != 0 {
			out = append(out, PlayRule{Kind: LeadNot, Seat: x, Suits: s})
		}
		for _, c := range st.penalty[x].List() {
			out = append(out, PlayRule{Kind: Penalty, Seat: x, Card: c})
		}
		for _, c := range st.minor[x].List() {
			out = append(out, PlayRule{Kind: MinorPenalty, Seat: x, Card: c})
		}
	}
	return out
}

// String is the rules in force, canonical, "" for none.
func (st *PlayState) String() string { return RulesText(st.Rules()) }

// smallCards are the cards below the rank of an honour (two to nine).
const smallCards Cards = 0x03fc_03fc_03fc_03fc

// Prune drops the rules that can no longer bind at p or later (a hand
// only loses cards): a lead restriction on a seat that holds none of the
// suits or nothing else, a minor penalty card with no other small card
// of its suit beside it, a 26B choice for a hand of one suit. It reports
// whether any rule is left; a state with none plays as no rule at all.
func (st *PlayState) Prune(p *Position) bool {
	for x := range 4 {
		h := p.Hands[x]
		if st.require[x]|st.prohibit[x]|st.offer[x] != 0 {
			in := SuitsIn(h)
			if s := st.require[x]; s != 0 && (in&s == 0 || in&^s == 0) {
				st.require[x] = 0
			}
			if s := st.prohibit[x]; s != 0 && (in&s == 0 || in&^s == 0) {
				st.prohibit[x] = 0
				st.led &^= 1 << x
			}
			if s := st.offer[x]; s != 0 && (in&s == 0 || in.Len() < 2) {
				st.offer[x] = 0
			}
		}
		if m := st.minor[x]; m != 0 && (h&m == 0 || h&smallCards&SuitsIn(m).Cards()&^m == 0) {
			st.minor[x] = 0
		}
		st.penalty[x] &= h
		if st.penalty[(x+2)&3] == 0 {
			st.asked &^= 1 << x
		}
	}
	return !st.Empty()
}

// OptionKind is the kind of one of declarer's options.
type OptionKind uint8

// The options at a defender's turn to lead (Laws 26B, 50D2, 51B).
const (
	Neither  OptionKind = iota // no lead required or prohibited (penalty cards stay: 50D2(b))
	Require                    // the suit must be led (Law 59 if void)
	Prohibit                   // the suits may not be led while the leader retains the lead
)

// Option is one of declarer's options when a defender is to lead: Law
// 26B's (require or prohibit one suit, or neither) or Law 50D2's with
// his partner's major penalty cards on the table (require or prohibit a
// suit of the penalty cards — those cards are picked up — or neither, the
// cards staying; Law 51B with two or more).
type Option struct {
	Kind   OptionKind
	Seat   Seat    // the defender to lead
	Suits  SuitSet // the suit required, or the suits prohibited
	PickUp Cards   // the penalty cards picked up
	Law    string  // "50D2(a)", "51B2(b)", "26B1", ...
	is26B  bool    // Law 26B's choice (made once), not 50D2's
}

// String is the option in words with its Law: "require ♦ (Law
// 50D2(a); ♦7 picked up)".
func (o Option) String() string { return o.words("Law " + o.Law) }

// Words is the option in words without its Law: "require ♦ (♦7 picked
// up)".
func (o Option) Words() string { return o.words("") }

func (o Option) words(law string) string {
	var b strings.Builder
	switch o.Kind {
	case Neither:
		b.WriteString("neither require nor prohibit")
	case Require:
		b.WriteString("require " + o.Suits.Pretty())
	case Prohibit:
		b.WriteString("prohibit " + o.Suits.Pretty())
	}
	var more []string
	if law != "" {
		more = append(more, law)
	}
	if o.PickUp != 0 {
		var cs []string
		for _, c := range o.PickUp.List() {
			cs = append(cs, c.Pretty())
		}
		more = append(more, strings.Join(cs, " ")+" picked up")
	} else if o.Kind == Neither && o.Law == "50D2(b)" {
		more = append(more, "the penalty card stays")
	} else if o.Kind == Neither && !o.is26B {
		more = append(more, "the penalty cards stay")
	}
	if len(more) > 0 {
		b.WriteString(" (" + strings.Join(more, "; ") + ")")
	}
	return b.String()
}

// MaxOptions is the most options one choice offers (Law 51B2 with
// penalty cards in four suits: four requirements, fifteen sets of
// prohibited suits, neither).
const MaxOptions = 20

// Options appends to out declarer's options before the card now due, and
// returns nil when he has none: at a trick's start, a 26B choice
// pending for the leader, else the leader's partner's major penalty cards
// on the table and the 50D2 options not yet taken for this lead (they
// come again at every later lead while the cards lie there: footnote 8).
func (st *PlayState) Options(p *Position, out []Option) []Option {
	if len(p.Trick) != 0 {
		return nil
	}
	x := p.Leader
	if s := st.offer[x]; s != 0 {
		for _, k := range [2]OptionKind{Require, Prohibit} {
			law := "26B1"
			if k == Prohibit {
				law = "26B2"
			}
			for _, su := range SuitsPBN {
				if s.Has(su) {
					out = append(out, Option{Kind: k, Seat: x, Suits: SuitsOf(su), Law: law, is26B: true})
				}
			}
		}
		return append(out, Option{Kind: Neither, Seat: x, Law: "26B", is26B: true})
	}
	pen := st.penalty[x.Partner()]
	if pen == 0 || st.asked&(1<<x) != 0 {
		return nil
	}
	in := SuitsIn(pen)
	law := func(single, one, many string) string {
		switch {
		case pen.Len() == 1:
			return single
		case in.Len() == 1:
			return one
		}
		return many
	}
	for _, su := range SuitsPBN {
		if in.Has(su) {
			out = append(out, Option{Kind: Require, Seat: x, Suits: SuitsOf(su), PickUp: pen.SuitCards(su), Law: law("50D2(a)", "51B1(a)", "51B2(a)")})
		}
	}
	// Prohibit any non-empty set of the suits (Law 51B2(b)).
	for sub := in; sub != 0; sub = (sub - 1) & in {
		out = append(out, Option{Kind: Prohibit, Seat: x, Suits: sub, PickUp: pen & sub.Cards(), Law: law("50D2(a)", "51B1(b)", "51B2(b)")})
	}
	return append(out, Option{Kind: Neither, Seat: x, Law: law("50D2(b)", "50D2(b)", "51B2(c)")})
}

// Choose takes option o (one Options gave).
func (st *PlayState) Choose(o Option) {
	x := o.Seat & 3
	if o.is26B {
		st.offer[x] = 0 // the 26B choice, made once
	} else {
		st.asked |= 1 << x
		st.penalty[x.Partner()] &^= o.PickUp
	}
	switch o.Kind {
	case Require:
		st.require[x] = o.Suits
	case Prohibit:
		st.prohibit[x] |= o.Suits
	}
}

// Legal is the cards the player on turn may play at p under the rules
// (declarer's options, if Options gives any, taken first), and whether
// declarer designates which (two or more penalty cards that can be
// played: Law 51A). Following suit comes first, then a lead required
// (Law 59 if void) or prohibited (any card if nothing else), then a minor
// penalty card's bar on the small cards of its suit (50C); of what is
// left, a major penalty card must be played (50D1).
func (st *PlayState) Legal(p *Position) (legal Cards, declarerPicks bool) {
	x := p.OnTurn()
	h := p.Hands[x]
	legal = p.Legal()
	if len(p.Trick) == 0 {
		if f := h & st.require[x].Cards(); f != 0 {
			legal = f
		} else if f := h &^ st.prohibit[x].Cards(); f != 0 {
			legal = f
		}
	}
	if m := st.minor[x]; m != 0 {
		legal &^= smallCards & SuitsIn(m).Cards() &^ m
	}
	if f := legal & st.penalty[x]; f != 0 {
		return f, f&(f-1) != 0
	}
	return legal, false
}

// Played records card c played by seat x (a lead when lead is set): a
// penalty card is gone; a required lead is made; a prohibition starts
// to count the tricks its seat retains the lead.
func (st *PlayState) Played(x Seat, c Card, lead bool) {
	x &= 3
	st.penalty[x] &^= c.Bit()
	st.minor[x] &^= c.Bit()
	if lead {
		st.require[x] = 0
		st.offer[x] = 0
		st.asked &^= 1 << x
		if st.prohibit[x] != 0 {
			st.led |= 1 << x
		}
	}
}

// TrickWon records the end of a trick led by leader and won by winner: a
// prohibition on a leader who led under it ends when he loses the lead.
func (st *PlayState) TrickWon(leader, winner Seat) {
	leader &= 3
	if winner != leader && st.led&(1<<leader) != 0 {
		st.prohibit[leader] = 0
		st.led &^= 1 << leader
	}
}

// PlayCard plays c at p under the rules: c must be one of Legal's cards
// (declarer's options due must have been taken).
func (st *PlayState) PlayCard(p *Position, c Card) error {
	if len(p.Trick) == 0 && len(st.Options(p, nil)) > 0 {
		return fmt.Errorf("declarer's options come before %s's lead", p.Leader.Name())
	}
	x := p.OnTurn()
	legal, _ := st.Legal(p)
	if !legal.Has(c) {
		if !p.Legal().Has(c) {
			return p.Play(c) // its own error
		}
		return fmt.Errorf("%s may not play %s under the rules (%s)", x.Name(), c.Pretty(), st.String())
	}
	leader := p.Leader
	lead := len(p.Trick) == 0
	if err := p.Play(c); err != nil {
		return err
	}
	st.Played(x, c, lead)
	if len(p.Trick) == 0 {
		st.TrickWon(leader, p.Leader)
	}
	return nil
}

// Relative is the state as an abstraction by relative ranks sees it
// once the ranks of the penalty cards' suits are fixed: each penalty card
// of seat x becomes the card of its suit as many places below the ace as
// it stands below the top of hands[x]'s cards of the suit. Two positions
// with the same relative ranks in those suits and equal Relative states
// have the same penalty cards.
func (st PlayState) Relative(hands *Deal) PlayState {
	for x := range 4 {
		st.penalty[x] = relativeCards(st.penalty[x], hands[x])
		st.minor[x] = relativeCards(st.minor[x], hands[x])
	}
	return st
}

// relativeCards maps each card of cs to its place from the top among the
// cards of its suit in h (the top card to the ace).
func relativeCards(cs, h Cards) Cards {
	var out Cards
	for x := cs; x != 0; {
		c := x.Highest()
		x = x.Without(c)
		above := h.SuitCards(c.Suit()) &^ (c.Bit()<<1 - 1)
		out = out.With(NewCard(c.Suit(), Ace-Rank(above.Len())))
	}
	return out
}

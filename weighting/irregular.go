// irregular.go: the play irregularities whose rectification leaves the non-offending side a choice — a lead out of turn (Laws 53–56), a card exposed by a defender (50), a premature lead or play (57) — and the options each gives, as the Director's flowcharts list them.

package weighting

import (
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

// IrregularityKind is the kind of a play irregularity.
type IrregularityKind uint8

// The play irregularities PlayOptions knows.
const (
	LeadOutOfTurn IrregularityKind = iota // a card led out of turn (Laws 53–56)
	ExposedCard                           // a card of a defender's exposed during the play (Law 50)
	PrematurePlay                         // a defender's premature lead or play (Law 57A)
)

// irregularityNames are the kinds' names, as ruling options' flags, the
// page's call and the JSON report write them.
var irregularityNames = [...]string{"lead-out-of-turn", "exposed", "premature"}

// String is the kind's name: "lead-out-of-turn", "exposed", "premature".
func (k IrregularityKind) String() string {
	if int(k) < len(irregularityNames) {
		return irregularityNames[k]
	}
	return fmt.Sprintf("IrregularityKind(%d)", k)
}

// ParseIrregularityKind reads a kind's name (String's).
func ParseIrregularityKind(s string) (IrregularityKind, error) {
	for k, n := range irregularityNames {
		if s == n {
			return IrregularityKind(k), nil
		}
	}
	return 0, fmt.Errorf("%q: no such irregularity (lead-out-of-turn, exposed or premature)", s)
}

// Irregularity is one irregularity in the play of a board: the deal, the
// contract, the cards legally played before it, and the offender's card.
type Irregularity struct {
	Kind     IrregularityKind
	Deal     dds.Deal
	Contract dds.Contract
	Vul      dds.Vulnerability
	Played   []dds.Card // the play before the irregularity
	Offender dds.Seat
	Card     dds.Card
	// Deliberate: an exposed card exposed through deliberate play (a
	// major penalty card whatever its rank, Law 50B).
	Deliberate bool
}

// PlayOption is one option the Laws give after an irregularity, and the
// play it leads to: Start (the position, the irregular card already led
// when the option accepts it) under Rules, with Declarer declaring. Its
// Law paragraphs are in Law; Text says what happens in words. Sub are
// the options declarer then has at once (Law 50D2 at the correct
// leader's lead; Law 57A's at the offender's partner's turn), each a
// PlayOption of its own; an option with Sub is decided by them.
type PlayOption struct {
	Law      string
	Text     string
	Declarer dds.Seat
	Start    dds.Position
	// Accepted: Start's trick is the offender's card led out of turn,
	// accepted as the lead (the play after Played goes on from it).
	Accepted bool
	Rules    []dds.PlayRule
	// Choice is declarer's option already taken at Start (a Sub of Law
	// 50D2's), applied to Rules there; nil for none.
	Choice *dds.Option
	// Partner57 restricts the offender's partner's play to the trick in
	// progress (Law 57A); nil for none.
	Partner57 *Premature57
	Sub       []PlayOption
}

// State is the rules in force at Start, declarer's option taken.
func (o *PlayOption) State() (dds.PlayState, error) {
	st, err := dds.NewPlayState(o.Rules, &o.Start)
	if err == nil && o.Choice != nil {
		st.Choose(*o.Choice)
	}
	return st, err
}

// Premature57 is one of declarer's four options of Law 57A for the
// offender's partner's play to the trick: the highest or lowest card of
// the suit led, a card of another suit he names, or not that suit. A
// player who cannot comply plays any card (Law 57B, 59).
type Premature57 struct {
	Highest, Lowest bool
	Suit            dds.Suit
	Not             bool // Suit is forbidden rather than required
}

// Allowed is the cards legal (following suit) of which the option lets
// the player play, in the position where he is on turn.
func (q Premature57) Allowed(p *dds.Position) dds.Cards {
	legal := p.Legal()
	var want dds.Cards
	switch {
	case q.Highest, q.Lowest:
		led := p.Trick[0].Suit()
		if f := legal.SuitCards(led); f != 0 {
			if q.Highest {
				want = f.Highest().Bit()
			} else {
				want = f.Lowest().Bit()
			}
		}
	case q.Not:
		want = legal &^ dds.SuitsOf(q.Suit).Cards()
	default:
		want = legal.SuitCards(q.Suit)
	}
	if want == 0 {
		return legal // Law 59
	}
	return want
}

// NonOffending is the side the options belong to: declarer's after a
// defender's irregularity, the defenders' after declarer's.
func (ir *Irregularity) NonOffending() dds.Side { return ir.Offender.Side().Other() }

// position is the position after the play before the irregularity.
func (ir *Irregularity) position() (dds.Position, error) {
	p, err := dds.Replay(ir.Deal, ir.Contract.Strain, ir.Contract.Leader(), ir.Played)
	if err != nil {
		return p, err
	}
	return p, nil
}

// PlayOptions lists the options the Laws give the non-offending side
// after the irregularity, in the order of the Director's flowcharts.
func (ir *Irregularity) PlayOptions() ([]PlayOption, error) {
	c := ir.Contract
	if err := c.Check(); err != nil || c.PassedOut() {
		return nil, fmt.Errorf("no contract to play: %v", c)
	}
	p, err := ir.position()
	if err != nil {
		return nil, err
	}
	if p.Hands.Known() == 0 {
		return nil, fmt.Errorf("the play is over")
	}
	if !p.Hands[ir.Offender].Has(ir.Card) {
		return nil, fmt.Errorf("%s does not hold %s at that point", ir.Offender.Name(), ir.Card.Pretty())
	}
	switch ir.Kind {
	case LeadOutOfTurn:
		return ir.leadOptions(p)
	case ExposedCard:
		return ir.exposedOptions(p)
	case PrematurePlay:
		return ir.prematureOptions(p)
	}
	return nil, fmt.Errorf("unknown irregularity")
}

// penaltyRule is the offender's card as a penalty card: major, or minor
// when minor is set.
func (ir *Irregularity) penaltyRule(minor bool) dds.PlayRule {
	k := dds.Penalty
	if minor {
		k = dds.MinorPenalty
	}
	return dds.PlayRule{Kind: k, Seat: ir.Offender, Card: ir.Card}
}

// withSub fills o.Sub with declarer's options due at o.Start under
// o.Rules (Law 50D2 when the leader's partner has a major penalty card).
func withSub(o PlayOption, law string) (PlayOption, error) {
	st, err := dds.NewPlayState(o.Rules, &o.Start)
	if err != nil {
		return o, err
	}
	for _, x := range st.Options(&o.Start, nil) {
		o.Sub = append(o.Sub, PlayOption{Law: law + ", " + x.Law, Text: "declarer says: " + x.Words(), Declarer: o.Declarer, Start: o.Start, Rules: o.Rules, Choice: &x})
	}
	return o, nil
}

// leadOptions: a lead out of turn at p (a trick's start).
func (ir *Irregularity) leadOptions(p dds.Position) ([]PlayOption, error) {
	c := ir.Contract
	if len(p.Trick) != 0 {
		return nil, fmt.Errorf("a lead out of turn is at a trick's start, and trick %d is in progress", len(ir.Played)/4+1)
	}
	right := p.Leader
	x := ir.Offender
	if x == right {
		return nil, fmt.Errorf("%s is on lead: the lead is in turn", x.Name())
	}
	accepted := p
	accepted.Leader = x
	accepted.Trick = make([]dds.Card, 0, 4)
	if err := accepted.Play(ir.Card); err != nil {
		return nil, err
	}
	card := ir.Card.Pretty()
	opening := len(ir.Played) == 0
	if x.Side() == c.Declarer.Side() {
		if opening {
			return nil, fmt.Errorf("%s led before dummy was faced: an opening lead by the declaring side is Law 24's (Law 54E), not covered", x.Name())
		}
		// Declarer led out of turn, from either hand (Law 55).
		back := p
		back.Trick = make([]dds.Card, 0, 4)
		retract := "the " + card + " goes back to " + x.Name() + "'s hand without further rectification (55B1); " + right.Name() + " leads"
		if right.Side() == x.Side() {
			retract = "declarer leads from the correct hand, " + right.Name() + " (55B2)"
		}
		return []PlayOption{
			{Law: "55A, 53A", Text: "the defenders accept the " + card + " (the player next in turn, " + x.LHO().Name() + ", has the final say): it is the lead", Declarer: c.Declarer, Start: accepted, Accepted: true},
			{Law: "55A, 55B", Text: "the defenders require its retraction: " + retract, Declarer: c.Declarer, Start: back},
		}, nil
	}
	pen := ir.penaltyRule(false)
	refused := p
	refused.Trick = make([]dds.Card, 0, 4)
	if opening {
		if x != c.Declarer.RHO() {
			return nil, fmt.Errorf("the opening leader is %s", right.Name())
		}
		ref, err := withSub(PlayOption{Law: "54D", Text: "declarer refuses the lead: the " + card + " is a major penalty card (50D) and " + right.Name() + " leads", Declarer: c.Declarer, Start: refused, Rules: []dds.PlayRule{pen}}, "54D")
		if err != nil {
			return nil, err
		}
		return []PlayOption{
			{Law: "54A", Text: "declarer spreads his hand and becomes dummy: " + c.Dummy().Name() + " declares, the " + card + " led from his left", Declarer: c.Dummy(), Start: accepted, Accepted: true},
			{Law: "54B", Text: "declarer accepts the lead: dummy is faced and declarer plays second from his hand", Declarer: c.Declarer, Start: accepted, Accepted: true},
			ref,
		}, nil
	}
	// A defender's lead out of turn later in the play (Law 56).
	ref, err := withSub(PlayOption{Law: "56B", Text: "declarer requires the lead to be retracted: the " + card + " is a major penalty card (50D) and " + right.Name() + " leads", Declarer: c.Declarer, Start: refused, Rules: []dds.PlayRule{pen}}, "56B")
	if err != nil {
		return nil, err
	}
	return []PlayOption{
		{Law: "56A, 53A", Text: "declarer accepts the " + card + ": it is the lead, and " + x.LHO().Name() + " plays next", Declarer: c.Declarer, Start: accepted, Accepted: true},
		ref,
	}, nil
}

// exposedOptions: a defender's card exposed at p. It is a penalty card
// (Law 50): minor when below an honour and exposed unintentionally, else
// major (50B); declarer's options then come at the offender's partner's
// lead (50D2), at once when he is on lead.
func (ir *Irregularity) exposedOptions(p dds.Position) ([]PlayOption, error) {
	c := ir.Contract
	if ir.Offender.Side() == c.Declarer.Side() {
		return nil, fmt.Errorf("%s is of the declaring side: declarer's exposed cards are not penalty cards (Law 48A)", ir.Offender.Name())
	}
	minor := !ir.Deliberate && ir.Card.Rank() < dds.Ten
	kind, law := "a major", "50B, 50D"
	if minor {
		kind, law = "a minor", "50B, 50C"
	}
	o := PlayOption{Law: law, Text: "the " + ir.Card.Pretty() + " is " + kind + " penalty card", Declarer: c.Declarer, Start: p, Rules: []dds.PlayRule{ir.penaltyRule(minor)}}
	if len(p.Trick) == 0 && !minor {
		var err error
		if o, err = withSub(o, law); err != nil {
			return nil, err
		}
	}
	return []PlayOption{o}, nil
}

// prematureOptions: the offender's premature lead or play at p (a trick
// in progress, his partner yet to play to it): his card is a major
// penalty card and declarer picks one of Law 57A's options for the
// partner's play.
func (ir *Irregularity) prematureOptions(p dds.Position) ([]PlayOption, error) {
	c := ir.Contract
	x := ir.Offender
	if x.Side() == c.Declarer.Side() {
		return nil, fmt.Errorf("%s is of the declaring side: Law 57A is a defender's premature play (declarer's: 57C3)", x.Name())
	}
	if len(p.Trick) == 0 {
		return nil, fmt.Errorf("no trick is in progress: a premature play is made before partner plays to the current trick")
	}
	pd := x.Partner()
	if p.OnTurn() != pd {
		// The partner plays later in the trick: the cards between come
		// first (declarer's side's, as the position goes).
		return nil, fmt.Errorf("%s is on turn, not %s: give the play up to %s's turn", p.OnTurn().Name(), pd.Name(), pd.Name())
	}
	pen := []dds.PlayRule{ir.penaltyRule(false)}
	led := p.Trick[0].Suit()
	card := ir.Card.Pretty()
	base := "the " + card + " is a major penalty card; "
	out := []PlayOption{
		{Law: "57A1", Text: base + pd.Name() + " plays his highest " + led.Name()[:len(led.Name())-1], Partner57: &Premature57{Highest: true}},
		{Law: "57A2", Text: base + pd.Name() + " plays his lowest " + led.Name()[:len(led.Name())-1], Partner57: &Premature57{Lowest: true}},
	}
	for _, su := range dds.SuitsPBN {
		if su != led {
			out = append(out, PlayOption{Law: "57A3", Text: base + pd.Name() + " plays a " + su.Name()[:len(su.Name())-1], Partner57: &Premature57{Suit: su}})
		}
	}
	for _, su := range dds.SuitsPBN {
		if su != led {
			out = append(out, PlayOption{Law: "57A4", Text: base + pd.Name() + " may not play a " + su.Name()[:len(su.Name())-1], Partner57: &Premature57{Suit: su, Not: true}})
		}
	}
	for i := range out {
		out[i].Declarer, out[i].Start, out[i].Rules = c.Declarer, p, pen
	}
	return out, nil
}

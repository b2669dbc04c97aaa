// Package ruleref is the reference for play under the Laws' rules: a
// brute-force minimax over every legal card and every option of
// declarer's (no transposition table, no quick-trick bounds, no rule
// dropped early), and the random endings with random rules that the
// solvers are checked on.
//
//	p := ruleref.Ending(rng, 4)             // four cards a hand, or fewer, a trick maybe in progress
//	rules := ruleref.Rules(rng, &p, ruleref.KindPenalty)
//	st, _ := dds.NewPlayState(rules, &p)
//	v := ruleref.Value(p, st, dds.NS)       // North-South's tricks of those left
//
// It is for tests: its time grows as the factorial of the cards left.
package ruleref

import (
	"fmt"
	"math/rand/v2"

	"github.com/ruling-bridge/ruling/dds"
)

// Value is the number of tricks, of those not yet complete, that side
// takes from p with best play by both sides under the rules of st:
// declarer's options (and his designation of a penalty card) are his
// side's choices, every other card its player's. The search is a plain
// minimax with alpha-beta cut-offs, which change no value.
func Value(p dds.Position, st dds.PlayState, side dds.Side) int {
	left := p.TricksLeft()
	return value(&p, &st, side, 0, left+1, left)
}

// value is the minimax value of (p, st) for side, with alpha-beta window
// (alpha, beta): a value outside it is only a bound of the same side.
func value(p *dds.Position, st *dds.PlayState, side dds.Side, alpha, beta, left int) int {
	if left == 0 {
		return 0
	}
	m := minimax{alpha: alpha, beta: beta, best: -1}
	if opts := st.Options(p, nil); len(opts) > 0 {
		m.start(st.Declarer() == side, left)
		for _, o := range opts {
			s2 := *st
			s2.Choose(o)
			if m.take(value(p, &s2, side, m.alpha, m.beta, left)) {
				break
			}
		}
		return m.best
	}
	legal, picks := st.Legal(p)
	chooser := p.OnTurn().Side()
	if picks {
		chooser = st.Declarer()
	}
	m.start(chooser == side, left)
	for x := legal; x != 0; {
		c := x.Highest()
		x = x.Without(c)
		q := dds.Position{Hands: p.Hands, Trump: p.Trump, Leader: p.Leader, Trick: append(make([]dds.Card, 0, 4), p.Trick...)}
		s2 := *st
		if err := s2.PlayCard(&q, c); err != nil {
			panic(err)
		}
		v, rest := 0, left
		if len(q.Trick) == 0 {
			rest--
			if q.Leader.Side() == side {
				v = 1
			}
		}
		if m.take(v + value(&q, &s2, side, m.alpha-v, m.beta-v, rest)) {
			break
		}
	}
	return m.best
}

// minimax is one node's best value so far and its alpha-beta window.
type minimax struct {
	isMax             bool
	alpha, beta, best int
}

// start sets the node's side: the side counted (isMax) or the other.
func (m *minimax) start(isMax bool, left int) {
	m.isMax = isMax
	if !isMax {
		m.best = left + 1
	}
}

// take records a child's value and reports a cut-off.
func (m *minimax) take(v int) bool {
	if m.isMax {
		m.best = max(m.best, v)
		m.alpha = max(m.alpha, v)
	} else {
		m.best = min(m.best, v)
		m.beta = min(m.beta, v)
	}
	return m.alpha >= m.beta
}

// Ending deals at random and plays random legal cards until each hand
// holds at most cards cards; a trick may be in progress.
func Ending(rng *rand.Rand, cards int) dds.Position {
	perm := rng.Perm(52)
	var d dds.Deal
	for i, k := range perm {
		d[i%4] = d[i%4].With(dds.NewCard(dds.Suit(k/13), dds.Rank(k%13)+dds.Two))
	}
	p := dds.Position{Hands: d, Trump: dds.Strain(rng.IntN(5)), Leader: dds.Seat(rng.IntN(4)), Trick: make([]dds.Card, 0, 4)}
	stop := 4*cards - rng.IntN(4) // a trick in progress three times in four
	for p.Hands.Known().Len() > stop {
		legal := p.Legal().List()
		if err := p.Play(legal[rng.IntN(len(legal))]); err != nil {
			panic(err)
		}
	}
	return p
}

// Kind is a kind of random rule set Rules draws.
type Kind int

// The kinds of rule sets, one for each rule of the grammar and Law 51's
// several penalty cards.
const (
	KindLeadNot  Kind = iota // lead W not S (one suit, or two)
	KindLeadSuit             // lead W S
	KindPenalty              // penalty E DK: one major penalty card
	KindMinor                // penalty E D3 minor
	KindSeveral              // two or three penalty cards of one defender, maybe one of his partner's too (Law 51)
	Kind26B                  // 26B W suits ...
	Kinds                    // the number of kinds
)

// String names the kind as the report of the cross-check does.
func (k Kind) String() string {
	return [...]string{"lead not", "lead suit", "major penalty card", "minor penalty card", "several penalty cards", "26B choice"}[k]
}

// States calls f with n random endings for each kind of rule set, each
// with a rule set of that kind drawn for it and its play state (State);
// cards gives each ending's cards a hand (it may draw from rng). It
// returns NewPlayState's first error.
func States(rng *rand.Rand, n int, cards func() int, f func(k Kind, p dds.Position, rules []dds.PlayRule, st dds.PlayState)) error {
	for k := range Kinds {
		for range n {
			p, rules, st, err := State(rng, k, cards)
			if err != nil {
				return err
			}
			f(k, p, rules, st)
		}
	}
	return nil
}

// State draws one random ending (Ending, of cards() cards a hand) with a
// rule set of kind k drawn for it (Rules) and its play state; an ending
// no rule of the kind fits is drawn again. The error is NewPlayState's.
func State(rng *rand.Rand, k Kind, cards func() int) (dds.Position, []dds.PlayRule, dds.PlayState, error) {
	for {
		p := Ending(rng, cards())
		rules := Rules(rng, &p, k)
		if rules == nil {
			continue
		}
		st, err := dds.NewPlayState(rules, &p)
		if err != nil {
			return p, rules, st, fmt.Errorf("%v: %v", rules, err)
		}
		return p, rules, st, nil
	}
}

// Rules draws a random rule set of kind k for p: its seats on one side
// (a random one), its penalty cards from their holders' hands. Three
// times in four a lead rule names a suit the seat holds (beside another)
// and a minor penalty card has another small card beside it, so that most
// rules can bind. It returns nil when p offers no such rule (no small
// card for a minor penalty card).
func Rules(rng *rand.Rand, p *dds.Position, k Kind) []dds.PlayRule {
	side := dds.Side(rng.IntN(2))
	seat := dds.Seat(side) + dds.Seat(2*rng.IntN(2))
	held := dds.SuitsIn(p.Hands[seat])
	binding := held.Len() >= 2 && rng.IntN(4) != 0
	randSuits := func(n int) dds.SuitSet {
		var s dds.SuitSet
		if binding {
			for s == 0 {
				s = dds.SuitsOf(dds.Suit(rng.IntN(4))) & held
			}
		}
		for s.Len() < n {
			s |= dds.SuitsOf(dds.Suit(rng.IntN(4)))
		}
		return s
	}
	pick := func(h dds.Cards) (dds.Card, bool) {
		l := h.List()
		if len(l) == 0 {
			return 0, false
		}
		return l[rng.IntN(len(l))], true
	}
	switch k {
	case KindLeadNot:
		n := 1 + rng.IntN(2)
		if binding {
			n = min(n, held.Len()-1)
		}
		return []dds.PlayRule{{Kind: dds.LeadNot, Seat: seat, Suits: randSuits(n)}}
	case KindLeadSuit:
		return []dds.PlayRule{{Kind: dds.LeadSuit, Seat: seat, Suits: randSuits(1)}}
	case KindPenalty:
		if c, ok := pick(p.Hands[seat]); ok {
			return []dds.PlayRule{{Kind: dds.Penalty, Seat: seat, Card: c}}
		}
	case KindMinor:
		small := p.Hands[seat] & dds.Cards(0x03fc_03fc_03fc_03fc)
		if rng.IntN(4) != 0 {
			// A small card with another beside it, where there is one.
			var two dds.Cards
			for _, su := range dds.Suits {
				if x := small.SuitCards(su); x.Len() >= 2 {
					two |= x
				}
			}
			if two != 0 {
				small = two
			}
		}
		if c, ok := pick(small); ok {
			return []dds.PlayRule{{Kind: dds.MinorPenalty, Seat: seat, Card: c}}
		}
	case KindSeveral:
		var out []dds.PlayRule
		h := p.Hands[seat]
		for range 2 + rng.IntN(2) {
			if c, ok := pick(h); ok {
				h = h.Without(c)
				out = append(out, dds.PlayRule{Kind: dds.Penalty, Seat: seat, Card: c})
			}
		}
		if rng.IntN(3) == 0 {
			if c, ok := pick(p.Hands[seat.Partner()]); ok {
				out = append(out, dds.PlayRule{Kind: dds.Penalty, Seat: seat.Partner(), Card: c})
			}
		}
		if len(out) >= 2 {
			return out
		}
	case Kind26B:
		return []dds.PlayRule{{Kind: dds.Choice26B, Seat: seat, Suits: randSuits(1 + rng.IntN(3))}}
	}
	return nil
}

// Worked is a hand-made ending with its answer worked by hand (in the
// comments of Endings): the declaring side's tricks under the rules and
// without them.
type Worked struct {
	Name   string
	Deal   string // PBN, North first
	Trump  dds.Strain
	Leader dds.Seat
	Rules  []string
	Ruled  int // declarer's side's tricks under the rules
	Free   int // and without them
}

// Position is the ending's position and rules in force.
func (w Worked) Position() (dds.Position, dds.PlayState, error) {
	d, err := dds.ParseDeal(w.Deal)
	if err != nil {
		return dds.Position{}, dds.PlayState{}, err
	}
	p := dds.Position{Hands: d, Trump: w.Trump, Leader: w.Leader, Trick: make([]dds.Card, 0, 4)}
	rules, err := dds.ParseRules(w.Rules)
	if err != nil {
		return p, dds.PlayState{}, err
	}
	st, err := dds.NewPlayState(rules, &p)
	return p, st, err
}

// Endings are the hand-made endings, one or more for each rule, each
// worked by hand below. Declarer is North-South in all of them.
var Endings = []Worked{
	// A penalty card that must be thrown on partner's winner (Law 50D1(a)).
	//   N ♥Q ♦Q ♣K   E ♠2 ♦K ♣A   S ♠A ♥J ♦J   W ♠3 ♥A ♣2; notrump, West to lead.
	// Free: West cashes ♥A (East throws ♠2), leads ♣2 to East's ♣A, and
	// East cashes ♦K: the defence takes all three, NS 0. With East's ♦K a
	// penalty card declarer says neither (50D2(b)): require or prohibit
	// diamonds would pick the ♦K up, and West has none to lead. Now on
	// West's ♥A East, void in hearts, must throw the ♦K (first legal
	// opportunity, discarding); on ♣2 first instead, East wins ♣A and must
	// lead the ♦K, then the ♠2 to South's ♠A. NS 1.
	{"penalty card on partner's winner", "N:.Q.Q.K 2..K.A A.J.J. 3.A..2", dds.NoTrump, dds.West, []string{"penalty E DK"}, 1, 0},
	// A prohibition that ends when the player loses the lead (26B2, 50D2(a)).
	//   N ♥A8 ♣96   E ♣AJ84   S ♠64 ♥Q6   W ♠AK ♣Q3; spades trumps, West to lead.
	// Free: West draws South's trumps with ♠A K and the clubs are all the
	// defence's, NS 0. Barred from spades West must lead a club, which
	// South ruffs (NS 1); West has lost the lead and the prohibition is
	// over. South's heart lead is ruffed by West, who now draws South's
	// last trump: NS 1. (Were West still barred, he would have to lead
	// his last club, ruffed again: NS 2.)
	{"prohibition ends with the lead", "N:.A8..96 ...AJ84 64.Q6.. AK...Q3", dds.Strain(dds.Spades), dds.West, []string{"lead W not S"}, 1, 0},
	// A lead required in a suit the player is void in (Law 59): West,
	// with no heart, leads any card; NS take what they take free, 0.
	{"required lead on a void", "N:.A8..96 ...AJ84 64.Q6.. AK...Q3", dds.Strain(dds.Spades), dds.West, []string{"lead W H"}, 0, 0},
	// The footnote-8 repeat (50D2(b), footnote 8).
	//   N ♥2 ♦AQ   E ♥3 ♦K ♣2   S ♥4 ♦J3   W ♥AK ♦2; notrump, West to lead; East's ♦K a penalty card.
	// Free: West cashes ♥A K (East throws ♣2, keeping ♦K over North's
	// ♦Q; North keeps ♦A) and NS take the last trick: NS 1. Under the
	// rule: say declarer says neither (50D2(b)) and West cashes ♥A (East
	// follows: the ♦K stays). West keeps the lead, so declarer has the
	// options again (footnote 8). Neither again: West cashes ♥K, East,
	// void, must throw the ♦K on it, NS 1. Instead he requires diamonds
	// (the ♦K picked up): ♦2 to North's ♦A fells East's bare ♦K, and ♦Q
	// takes the last trick: NS 2. (Requiring diamonds at once does as well.)
	{"footnote 8: the options again", "N:.2.AQ. .3.K.2 .4.J3. .AK.2.", dds.NoTrump, dds.West, []string{"penalty E DK"}, 2, 1},
	// A minor penalty card (Law 50C).
	//   N ♦4 ♣8   E ♥53   S ♠9 ♦T   W ♦92; diamonds trumps, East to lead; West's ♦9 a minor penalty card.
	// Free: on East's heart South ruffs ♦T and West underruffs with ♦2,
	// keeping ♦9 to ruff South's ♠9 over North's ♦4: NS 1. With the ♦9 a
	// minor penalty card West may not play the ♦2 before it: he must
	// underruff with ♦9, and North's ♦4 overruffs his ♦2 on the spade: NS 2.
	{"minor penalty card", "N:..4.8 .53.. 9..T. ..92.", dds.Strain(dds.Diamonds), dds.East, []string{"penalty W D9 minor"}, 2, 1},
	// Law 26B: declarer's choice at West's first turn to lead.
	//   N ♠A ♥A   E ♦AQ   S ♥J ♣A   W ♦7 ♣4; notrump, West to lead.
	// Free: West leads ♦7 to East's ♦A Q, NS 0. Declarer prohibits
	// diamonds: ♣4 to South's ♣A, and the majors are North's: NS 2.
	{"26B choice", "N:A.A.. ..AQ. .J..A ..7.4", dds.NoTrump, dds.West, []string{"26B W suits SHD"}, 2, 0},
	// Two penalty cards of one defender (Law 51A): declarer designates.
	//   N ♥K2 ♣6   E ♦A65   S ♥J ♦73   W ♣QJ5; notrump, East to lead; ♦6 and ♦5 penalty cards.
	// Free: East cashes ♦A and leads ♦6; South wins ♦7 and North's ♥K
	// the last trick: NS 2. Under the rules East must lead a penalty card
	// (declarer names which); South's ♦7 wins, ♥J goes to North's ♥K
	// while East, void in hearts, must throw his other penalty card, and
	// North's ♥2 takes the last trick from East's ♦A: NS 3.
	{"two penalty cards", "N:.K2..6 ..A65. .J.73. ...QJ5", dds.NoTrump, dds.East, []string{"penalty E D6", "penalty E D5"}, 3, 2},
}

// position.go: a position in the middle of the play, and replaying a play record to reach it.

package dds

import (
	"fmt"
	"strings"
)

// Position is a moment in the play: the cards each seat still holds, the
// trump strain, who led to the trick in progress, and the cards already
// played to it (0 to 3, in order). Cards of the trick in progress are no
// longer in Hands.
type Position struct {
	Hands  Deal
	Trump  Strain
	Leader Seat
	Trick  []Card
}

// OnTurn is the seat to play next.
func (p *Position) OnTurn() Seat { return (p.Leader + Seat(len(p.Trick))) & 3 }

// TricksLeft is the number of tricks not yet complete, the one in progress included.
func (p *Position) TricksLeft() int { return (p.Hands.Known().Len() + len(p.Trick) + 3) / 4 }

// Check reports whether p is a consistent position: no card twice, the
// hands of the right sizes for the trick in progress, and the cards of the
// trick following suit where their players could.
func (p *Position) Check() error {
	if p.Trump > NoTrump {
		return fmt.Errorf("trump %d is not a strain", p.Trump)
	}
	if p.Leader > West {
		return fmt.Errorf("leader %d is not a seat", p.Leader)
	}
	if len(p.Trick) > 3 {
		return fmt.Errorf("%d cards in the trick in progress, at most 3", len(p.Trick))
	}
	if err := p.Hands.Check(); err != nil {
		return err
	}
	m := p.Hands[p.OnTurn()].Len()
	if m < 1 {
		return fmt.Errorf("%s is on turn and holds no card", p.OnTurn().Name())
	}
	known := p.Hands.Known()
	for i, c := range p.Trick {
		if !c.Valid() {
			return fmt.Errorf("card %d of the trick is not a card", i+1)
		}
		if known.Has(c) {
			return fmt.Errorf("card %s is played and still held", c)
		}
		known = known.With(c)
		s := (p.Leader + Seat(i)) & 3
		if led := p.Trick[0].Suit(); c.Suit() != led && p.Hands[s].SuitCards(led) != 0 {
			return fmt.Errorf("%s played %s but still holds %s", s.Name(), c, led.Name())
		}
	}
	for i := range 4 {
		s := (p.Leader + Seat(i)) & 3
		want := m
		if i < len(p.Trick) {
			want = m - 1
		}
		if got := p.Hands[s].Len(); got != want {
			return fmt.Errorf("%s holds %d cards, want %d", s.Name(), got, want)
		}
	}
	return nil
}

// Legal is the set of cards the player on turn may play.
func (p *Position) Legal() Cards {
	h := p.Hands[p.OnTurn()]
	if len(p.Trick) == 0 {
		return h
	}
	if f := h.SuitCards(p.Trick[0].Suit()); f != 0 {
		return f
	}
	return h
}

// Play plays c for the seat on turn, completing the trick when it is the
// fourth card (the winner then leads). It reports an illegal card.
//
// The card is written into p.Trick's own array, as append would, and a
// completed trick keeps that array: a copy of a Position shares it, so a
// caller that plays on a copy and keeps the original gives the copy a
// Trick of its own first (q.Trick = append(buf[:0], p.Trick...)).
func (p *Position) Play(c Card) error {
	s := p.OnTurn()
	if !p.Hands[s].Has(c) {
		return fmt.Errorf("%s does not hold %s", s.Name(), c)
	}
	if !p.Legal().Has(c) {
		return fmt.Errorf("%s must follow to %s, not play %s", s.Name(), p.Trick[0].Suit().Name(), c)
	}
	p.Hands[s] = p.Hands[s].Without(c)
	// The card goes into the trick's own array while it has room: not an
	// append to p.Trick, which would make the escape analysis move every
	// caller's array for the trick to the heap (CardsAbove's, a card a
	// search); a trick without room gets an array of four.
	n := len(p.Trick)
	if n == cap(p.Trick) {
		p.Trick = append(make([]Card, 0, 4), p.Trick...)
	}
	p.Trick = p.Trick[:n+1]
	p.Trick[n] = c
	if len(p.Trick) == 4 {
		p.Leader = (p.Leader + Seat(TrickWinner(p.Trick, p.Trump))) & 3
		p.Trick = p.Trick[:0]
	}
	return nil
}

// TrickWinner is the index (0 = leader) of the card that wins a trick.
func TrickWinner(trick []Card, trump Strain) int {
	best := 0
	for i := 1; i < len(trick); i++ {
		b, c := trick[best], trick[i]
		switch {
		case c.Suit() == b.Suit():
			if c.Rank() > b.Rank() {
				best = i
			}
		case trump != NoTrump && c.Suit() == Suit(trump):
			best = i
		}
	}
	return best
}

// Replay starts from the complete deal d with leader on lead in strain t
// and plays the cards of play in order, checking each is legal.
func Replay(d Deal, t Strain, leader Seat, play []Card) (Position, error) {
	p := Position{Hands: d, Trump: t, Leader: leader, Trick: make([]Card, 0, 4)}
	if err := d.CheckComplete(); err != nil {
		return p, err
	}
	for i, c := range play {
		if err := p.Play(c); err != nil {
			return p, fmt.Errorf("card %d of the play: %v", i+1, err)
		}
	}
	return p, nil
}

// ParsePlay reads a play record: cards written suit then rank, with or
// without spaces between them ("SA SK H2", "CTC4CACJ", "♠A♠K").
func ParsePlay(text string) ([]Card, error) {
	t := strings.Join(strings.Fields(symbolLetters.Replace(text)), "")
	var out []Card
	for i := 0; i < len(t); {
		j := i + 2
		if j < len(t) && t[i+1] == '1' && t[j] == '0' {
			j++
		}
		if j > len(t) {
			return nil, fmt.Errorf("play: %q is not a card", t[i:])
		}
		c, err := ParseCard(t[i:j])
		if err != nil {
			return nil, fmt.Errorf("play: card %d: %v", len(out)+1, err)
		}
		out = append(out, c)
		i = j
	}
	return out, nil
}

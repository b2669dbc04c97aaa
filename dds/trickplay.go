// trickplay.go: a play record trick by trick as it happened at the table — revokes included, impossible cards refused.

package dds

import (
	"fmt"
	"strings"
)

// PlayedTrick is one trick of a play record as it was played: its leader,
// its cards in the order played (the last trick of a record may hold fewer
// than four), its winner once complete, and which of its cards failed to
// follow suit although the player held the suit led.
type PlayedTrick struct {
	Leader Seat
	Cards  []Card
	Winner Seat // when Complete
	// Unfollowed marks, by the card's place in the trick, a card that did
	// not follow suit while its player held a card of the suit led.
	Unfollowed [4]bool
}

// Complete reports whether all four cards of the trick were played.
func (t *PlayedTrick) Complete() bool { return len(t.Cards) == 4 }

// Player is the seat that played the trick's i-th card.
func (t *PlayedTrick) Player(i int) Seat { return (t.Leader + Seat(i)) & 3 }

// PlayError is a play record that cannot have happened: a card its player
// does not hold, a card played twice, more than 52 cards. It prints as
// "trick 5: East plays ♠4 but does not hold it (West does)".
type PlayError struct {
	Trick int // 1-13
	Card  int // the card's place in the whole record, 1-52 (0 when not one card's fault)
	Msg   string
}

func (e *PlayError) Error() string { return fmt.Sprintf("trick %d: %s", e.Trick, e.Msg) }

// PlayTricks replays a play record from the complete deal d, leader making
// the opening lead in strain trump, as it was played at the table: every
// card must be its player's and played once, but a card that does not
// follow suit is taken as played (a revoke is a fact the Director rules
// on, Laws 61–64) and marked. Each completed trick's winner leads the
// next. Errors are *PlayError.
func PlayTricks(d Deal, trump Strain, leader Seat, play []Card) ([]PlayedTrick, error) {
	if err := d.CheckComplete(); err != nil {
		return nil, err
	}
	if len(play) > 52 {
		return nil, &PlayError{Trick: 14, Card: 53, Msg: fmt.Sprintf("%d cards played; a deal has 52", len(play))}
	}
	var (
		out    []PlayedTrick
		played Cards
		when   [64]int // the trick each played card was played to
	)
	hands := d
	for i, c := range play {
		if i%4 == 0 {
			out = append(out, PlayedTrick{Leader: leader, Cards: make([]Card, 0, 4)})
		}
		t := &out[len(out)-1]
		n := len(out)
		seat := t.Player(len(t.Cards))
		fail := func(format string, a ...any) error {
			return &PlayError{Trick: n, Card: i + 1, Msg: fmt.Sprintf(format, a...)}
		}
		switch {
		case !c.Valid():
			return nil, fail("card %d of the play is not a card", i+1)
		case played.Has(c):
			return nil, fail("%s plays %s, already played to trick %d", seat.Name(), c.Pretty(), when[c])
		case !hands[seat].Has(c):
			holder, _ := d.Holder(c)
			return nil, fail("%s plays %s but does not hold it (%s does)", seat.Name(), c.Pretty(), holder.Name())
		}
		if k := len(t.Cards); k > 0 {
			led := t.Cards[0].Suit()
			t.Unfollowed[k] = c.Suit() != led && hands[seat].SuitLen(led) > 0
		}
		hands[seat] = hands[seat].Without(c)
		played = played.With(c)
		when[c] = n
		t.Cards = append(t.Cards, c)
		if t.Complete() {
			t.Winner = t.Player(TrickWinner(t.Cards, trump))
			leader = t.Winner
		}
	}
	return out, nil
}

// ParseTricks reads a play record typed trick by trick: cards written
// suit then rank ("SK", "♠K", "s10"), with or without spaces between them;
// tricks separated by "|", ",", ";" or line breaks, each but the last of
// four cards. Without any separator the cards are taken four to a trick.
// Errors are *PlayError for a trick of the wrong size.
func ParseTricks(text string) ([]Card, error) {
	groups := strings.FieldsFunc(text, func(r rune) bool { return r == '|' || r == ',' || r == ';' || r == '\n' || r == '\r' })
	var out []Card
	for i, g := range groups {
		cards, err := ParsePlay(g)
		if err != nil {
			return nil, &PlayError{Trick: i + 1, Msg: err.Error()}
		}
		switch n := len(cards); {
		case len(groups) > 1 && n > 4:
			return nil, &PlayError{Trick: i + 1, Msg: fmt.Sprintf("%d cards; a trick has 4", n)}
		case len(groups) > 1 && i < len(groups)-1 && n != 4:
			return nil, &PlayError{Trick: i + 1, Msg: fmt.Sprintf("%d cards before the next trick; a trick has 4", n)}
		}
		out = append(out, cards...)
	}
	return out, nil
}

// FormatTricks writes a play record as ParseTricks reads it: cards
// separated by spaces, tricks by " | " ("HK H5 S2 H2 | C9 CA CT C4").
func FormatTricks(play []Card) string {
	var b strings.Builder
	for i, c := range play {
		switch {
		case i > 0 && i%4 == 0:
			b.WriteString(" | ")
		case i > 0:
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

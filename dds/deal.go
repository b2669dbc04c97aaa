// deal.go: four hands, complete or partial, and the PBN Deal tag form.

package dds

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Deal is the four hands, indexed by Seat. A deal may be partial: a card
// held by no hand is unknown (a dealer fills it later). A complete deal has
// 13 cards in every hand.
type Deal [4]Cards

// Known is the set of cards placed in some hand.
func (d Deal) Known() Cards { return d[0] | d[1] | d[2] | d[3] }

// Unknown is the set of cards held by no hand.
func (d Deal) Unknown() Cards { return AllCards &^ d.Known() }

// Complete reports whether every hand holds 13 cards and the deal is valid.
func (d Deal) Complete() bool {
	return d.Check() == nil && d[0].Len() == 13 && d[1].Len() == 13 && d[2].Len() == 13 && d[3].Len() == 13
}

// Holder is the seat holding c; ok is false when c is unknown.
func (d Deal) Holder(c Card) (s Seat, ok bool) {
	for _, s := range Seats {
		if d[s].Has(c) {
			return s, true
		}
	}
	return 0, false
}

// Check reports the first inconsistency of a (possibly partial) deal: a
// card in two hands, a hand of more than 13 cards, or a bit that is no card.
func (d Deal) Check() error {
	for _, s := range Seats {
		if d[s]&^AllCards != 0 {
			return fmt.Errorf("%s holds a bit that is no card", s.Name())
		}
		if n := d[s].Len(); n > 13 {
			return fmt.Errorf("%s holds %d cards", s.Name(), n)
		}
		for _, t := range Seats[s+1:] {
			if both := d[s] & d[t]; both != 0 {
				return fmt.Errorf("card %s appears twice (%s and %s)", both.Highest(), s.Name(), t.Name())
			}
		}
	}
	return nil
}

// CheckComplete is Check plus the demand that every hand hold 13 cards.
func (d Deal) CheckComplete() error {
	if err := d.Check(); err != nil {
		return err
	}
	for _, s := range Seats {
		if n := d[s].Len(); n != 13 {
			return fmt.Errorf("%s holds %d cards", s.Name(), n)
		}
	}
	return nil
}

// PBN is the deal in PBN Deal tag form with first as the first hand:
// "N:AKQ2.T98.KJ5.A43 ...". A hand with no known card is written "-".
func (d Deal) PBN(first Seat) string {
	var b strings.Builder
	b.WriteByte(first.Letter())
	b.WriteByte(':')
	for i := range 4 {
		if i > 0 {
			b.WriteByte(' ')
		}
		h := d[(first+Seat(i))&3]
		if h == 0 {
			b.WriteByte('-')
		} else {
			b.WriteString(h.Holding())
		}
	}
	return b.String()
}

// String is the deal in PBN Deal tag form, North first.
func (d Deal) String() string { return d.PBN(North) }

// ParseDeal reads a deal in PBN Deal tag form: a first seat and a colon,
// then four hands clockwise, each "spades.hearts.diamonds.clubs" or "-" for
// an unknown hand. Ranks are AKQJT98765432 in either case ("10" for the
// ten is accepted); "x" spot cards are not. Hands may be partial, but no
// card may appear twice and no hand may hold more than 13 cards.
//
// Errors name the hand at fault and read well after a file position:
// "card DK appears twice (North and West)", "West holds 14 cards",
// "East: hearts: 'x' is not a rank in a deal; give every card".
func ParseDeal(text string) (Deal, error) {
	var d Deal
	t := strings.TrimSpace(text)
	colon := strings.IndexByte(t, ':')
	if colon < 0 {
		return d, fmt.Errorf("deal %q has no first seat (write e.g. \"N:AKQ2.T98.KJ5.A43 ...\")", abbreviate(t))
	}
	first, err := ParseSeat(t[:colon])
	if err != nil {
		return d, fmt.Errorf("deal: first seat %q is not N, E, S or W", abbreviate(t[:colon]))
	}
	hands := strings.Fields(t[colon+1:])
	if len(hands) != 4 {
		return d, fmt.Errorf("deal has %d hands, want 4 separated by spaces", len(hands))
	}
	for i, text := range hands {
		seat := (first + Seat(i)) & 3
		h, err := parseHand(text)
		if err != nil {
			return d, fmt.Errorf("%s: %v", seat.Name(), err)
		}
		d[seat] = h
	}
	return d, d.Check()
}

// ParseHand reads one hand in PBN form, "AKQ2.T98.KJ5.A43" (spades first),
// or "-" for a hand of which nothing is known.
func ParseHand(text string) (Cards, error) {
	h, err := parseHand(text)
	if err != nil {
		return 0, err
	}
	if n := h.Len(); n > 13 {
		return 0, fmt.Errorf("hand holds %d cards", n)
	}
	return h, nil
}

// ParseFullDeal reads a whole deal in PBN form, every hand of 13 cards,
// as play starts from it ("N:AKQ2.T98.KJ5.A43 ...").
func ParseFullDeal(text string) (Deal, error) {
	d, err := ParseDeal(text)
	if err == nil {
		err = d.CheckComplete()
	}
	return d, err
}

// ParseFullHand reads a whole hand of 13 cards in PBN form, as a player
// holds it before the first trick ("KQJ9.A.T986.7532").
func ParseFullHand(text string) (Cards, error) {
	h, err := ParseHand(text)
	if err == nil && h.Len() != 13 {
		err = fmt.Errorf("the hand holds %d cards, not 13", h.Len())
	}
	return h, err
}

// parseHand is ParseHand without the 13-card limit, which ParseDeal
// reports through Deal.Check with the seat's name.
func parseHand(text string) (Cards, error) {
	if text == "-" {
		return 0, nil
	}
	suits := strings.Split(text, ".")
	if len(suits) != 4 {
		return 0, fmt.Errorf("hand %q has %d suits, want 4 separated by dots", abbreviate(text), len(suits))
	}
	var h Cards
	for i, ranks := range suits {
		s := SuitsPBN[i]
		for j := 0; j < len(ranks); j++ {
			var r Rank
			switch {
			case ranks[j] == '1' && j+1 < len(ranks) && ranks[j+1] == '0':
				r = Ten
				j++
			case ranks[j] == 'x' || ranks[j] == 'X':
				return 0, fmt.Errorf("%s: 'x' is not a rank in a deal; give every card", s.Name())
			default:
				ch, size := utf8.DecodeRuneInString(ranks[j:])
				var err error
				if r, err = ParseRank(ranks[j : j+size]); err != nil {
					return 0, fmt.Errorf("%s: %q is not a rank (use AKQJT98765432)", s.Name(), ch)
				}
				j += size - 1
			}
			c := NewCard(s, r)
			if h.Has(c) {
				return 0, fmt.Errorf("card %s appears twice in the hand", c)
			}
			h = h.With(c)
		}
	}
	return h, nil
}

// abbreviate shortens long input quoted in an error.
func abbreviate(s string) string {
	if utf8.RuneCountInString(s) > 40 {
		return string([]rune(s)[:37]) + "..."
	}
	return s
}

// card.go: suits, ranks, cards, seats and strains — the vocabulary of the deal.

package dds

import (
	"fmt"
	"strings"
)

// Suit is one of the four suits, numbered in bidding order (clubs lowest).
// libdds numbers suits the other way (spades 0 … clubs 3): use DDSIndex.
type Suit uint8

// The suits in bidding order.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// Suits lists the suits from the lowest.
var Suits = [4]Suit{Clubs, Diamonds, Hearts, Spades}

// SuitsPBN lists the suits in the order PBN writes a holding: S H D C.
var SuitsPBN = [4]Suit{Spades, Hearts, Diamonds, Clubs}

const suitLetters = "CDHS"

// Letter is the suit's letter: C, D, H or S.
func (s Suit) Letter() byte { return suitLetters[s&3] }

// Symbol is the suit's Unicode symbol: ♣ ♦ ♥ ♠.
func (s Suit) Symbol() string { return [4]string{"♣", "♦", "♥", "♠"}[s&3] }

// String is the suit's letter.
func (s Suit) String() string { return string(s.Letter()) }

// Name is the suit's English name in the plural: "spades".
func (s Suit) Name() string { return [4]string{"clubs", "diamonds", "hearts", "spades"}[s&3] }

// DDSIndex is libdds's number for the suit (spades 0, hearts 1, diamonds 2, clubs 3).
func (s Suit) DDSIndex() int { return 3 - int(s) }

// ParseSuit reads a suit letter (either case) or symbol.
func ParseSuit(text string) (Suit, error) {
	switch strings.ToUpper(text) {
	case "C", "♣", "♧":
		return Clubs, nil
	case "D", "♦", "♢":
		return Diamonds, nil
	case "H", "♥", "♡":
		return Hearts, nil
	case "S", "♠", "♤":
		return Spades, nil
	}
	return 0, fmt.Errorf("%q is not a suit (use S, H, D or C)", text)
}

// Rank is a card's rank: Two (2) … Ace (14), as libdds numbers them.
type Rank uint8

// The ranks.
const (
	Two Rank = iota + 2
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
)

const rankLetters = "23456789TJQKA"

// Letter is the rank as PBN writes it: 2…9, T, J, Q, K, A.
func (r Rank) Letter() byte {
	if r < Two || r > Ace {
		return '?'
	}
	return rankLetters[r-Two]
}

// String is the rank's letter.
func (r Rank) String() string { return string(r.Letter()) }

// ParseRank reads a rank letter; "10" is accepted for the ten.
func ParseRank(text string) (Rank, error) {
	t := strings.ToUpper(text)
	if t == "10" {
		return Ten, nil
	}
	if len(t) == 1 {
		if i := strings.IndexByte(rankLetters, t[0]); i >= 0 {
			return Two + Rank(i), nil
		}
	}
	return 0, fmt.Errorf("%q is not a rank (use 2-9, T, J, Q, K, A)", text)
}

// Card is one of the 52 cards: the suit in the high bits, the rank in the
// low four, so that a Card is also its bit's index in a Cards set.
type Card uint8

// NewCard makes the card of suit s and rank r.
func NewCard(s Suit, r Rank) Card { return Card(s)<<4 | Card(r) }

// Suit is the card's suit.
func (c Card) Suit() Suit { return Suit(c >> 4) }

// Rank is the card's rank.
func (c Card) Rank() Rank { return Rank(c & 15) }

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { return c>>4 < 4 && c.Rank() >= Two && c.Rank() <= Ace }

// String is suit letter then rank, as in play records: "SA", "H7", "DT".
func (c Card) String() string { return string([]byte{c.Suit().Letter(), c.Rank().Letter()}) }

// Pretty is the card with its suit symbol: "♠A".
func (c Card) Pretty() string { return c.Suit().Symbol() + c.Rank().String() }

// ParseCard reads a card written suit first ("SA", "♠A", "H10") or rank
// first ("AS").
func ParseCard(text string) (Card, error) {
	t := symbolLetters.Replace(strings.TrimSpace(text))
	if len(t) >= 2 {
		if s, err := ParseSuit(t[:1]); err == nil {
			if r, err := ParseRank(t[1:]); err == nil {
				return NewCard(s, r), nil
			}
		}
		if s, err := ParseSuit(t[len(t)-1:]); err == nil {
			if r, err := ParseRank(t[:len(t)-1]); err == nil {
				return NewCard(s, r), nil
			}
		}
	}
	return 0, fmt.Errorf("%q is not a card (write suit then rank, e.g. SA, H7, DT)", text)
}

// symbolLetters turns suit symbols, solid or outline, into suit letters.
var symbolLetters = strings.NewReplacer("♣", "C", "♦", "D", "♥", "H", "♠", "S",
	"♧", "C", "♢", "D", "♡", "H", "♤", "S")

// SymbolsToLetters is text with its suit symbols, solid or outline, turned
// into suit letters: "4♠×" → "4S×", "♡K" → "HK" (what every parser of
// cards, calls and results reads).
func SymbolsToLetters(text string) string { return symbolLetters.Replace(text) }

// Seat is a compass direction, numbered as libdds does: N 0, E 1, S 2, W 3.
type Seat uint8

// The seats, clockwise from North.
const (
	North Seat = iota
	East
	South
	West
)

// Seats lists the seats clockwise from North.
var Seats = [4]Seat{North, East, South, West}

const seatLetters = "NESW"

// Letter is the seat's initial: N, E, S or W.
func (s Seat) Letter() byte { return seatLetters[s&3] }

// String is the seat's initial.
func (s Seat) String() string { return string(s.Letter()) }

// Name is the seat's name: "North".
func (s Seat) Name() string { return [4]string{"North", "East", "South", "West"}[s&3] }

// LHO is the seat on s's left, who plays after s.
func (s Seat) LHO() Seat { return (s + 1) & 3 }

// Partner is the seat opposite s.
func (s Seat) Partner() Seat { return (s + 2) & 3 }

// RHO is the seat on s's right, who plays before s.
func (s Seat) RHO() Seat { return (s + 3) & 3 }

// Next is the next seat clockwise (the same as LHO).
func (s Seat) Next() Seat { return (s + 1) & 3 }

// Side is the partnership s belongs to.
func (s Seat) Side() Side { return Side(s & 1) }

// ParseSeat reads a seat's initial or name, in either case.
func ParseSeat(text string) (Seat, error) {
	switch strings.ToUpper(strings.TrimSpace(text)) {
	case "N", "NORTH":
		return North, nil
	case "E", "EAST":
		return East, nil
	case "S", "SOUTH":
		return South, nil
	case "W", "WEST":
		return West, nil
	}
	return 0, fmt.Errorf("%q is not a seat (use N, E, S or W)", text)
}

// Side is a partnership: North-South or East-West.
type Side uint8

// The two sides.
const (
	NS Side = iota
	EW
)

// String is "NS" or "EW".
func (s Side) String() string { return [2]string{"NS", "EW"}[s&1] }

// Other is the opposing side.
func (s Side) Other() Side { return s ^ 1 }

// ParseSide reads "NS" or "EW" (also "N-S", "North-South", ...).
func ParseSide(text string) (Side, error) {
	t := strings.ToUpper(strings.NewReplacer("-", "", "/", "", " ", "").Replace(text))
	switch t {
	case "NS", "NORTHSOUTH":
		return NS, nil
	case "EW", "EASTWEST":
		return EW, nil
	}
	return 0, fmt.Errorf("%q is not a side (use NS or EW)", text)
}

// Strain is a denomination: the four suits (same numbers as Suit) and notrump.
type Strain uint8

// NoTrump is the fifth strain; the suit strains are Strain(suit).
const NoTrump Strain = 4

// Strains lists the strains in bidding order: C D H S N.
var Strains = [5]Strain{Strain(Clubs), Strain(Diamonds), Strain(Hearts), Strain(Spades), NoTrump}

// SuitStrain is the strain with s as trumps.
func SuitStrain(s Suit) Strain { return Strain(s) }

// Suit is the trump suit; ok is false for notrump.
func (t Strain) Suit() (s Suit, ok bool) { return Suit(t), t < NoTrump }

// Letter is C, D, H, S or N.
func (t Strain) Letter() byte { return "CDHSN"[t%5] }

// String is "C", "D", "H", "S" or "NT".
func (t Strain) String() string {
	if t == NoTrump {
		return "NT"
	}
	return Suit(t).String()
}

// Symbol is the suit symbol or "NT".
func (t Strain) Symbol() string {
	if t == NoTrump {
		return "NT"
	}
	return Suit(t).Symbol()
}

// DDSIndex is libdds's strain number (spades 0 … clubs 3, notrump 4).
func (t Strain) DDSIndex() int {
	if t == NoTrump {
		return 4
	}
	return Suit(t).DDSIndex()
}

// ParseStrain reads a strain: a suit letter or symbol, or N / NT / notrump.
func ParseStrain(text string) (Strain, error) {
	switch strings.ToUpper(strings.TrimSpace(text)) {
	case "N", "NT", "NOTRUMP", "NOTRUMPS", "NO TRUMP", "NO TRUMPS":
		return NoTrump, nil
	case "CLUBS":
		return Strain(Clubs), nil
	case "DIAMONDS":
		return Strain(Diamonds), nil
	case "HEARTS":
		return Strain(Hearts), nil
	case "SPADES":
		return Strain(Spades), nil
	}
	s, err := ParseSuit(strings.TrimSpace(text))
	if err != nil {
		return 0, fmt.Errorf("%q is not a strain (use C, D, H, S or NT)", text)
	}
	return Strain(s), nil
}

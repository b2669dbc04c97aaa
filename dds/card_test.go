// card_test.go: suits, ranks, cards, seats, sides and strains, with expected values written by hand.

package dds

import (
	"strings"
	"testing"
)

func TestSuits(t *testing.T) {
	tests := []struct {
		s              Suit
		letter, symbol string
		name           string
		dds            int // libdds: spades 0, hearts 1, diamonds 2, clubs 3
	}{
		{Clubs, "C", "♣", "clubs", 3},
		{Diamonds, "D", "♦", "diamonds", 2},
		{Hearts, "H", "♥", "hearts", 1},
		{Spades, "S", "♠", "spades", 0},
	}
	for _, tt := range tests {
		if got := tt.s.String(); got != tt.letter {
			t.Errorf("%d.String() = %q, want %q", tt.s, got, tt.letter)
		}
		if got := tt.s.Symbol(); got != tt.symbol {
			t.Errorf("%s.Symbol() = %q, want %q", tt.letter, got, tt.symbol)
		}
		if got := tt.s.Name(); got != tt.name {
			t.Errorf("%s.Name() = %q, want %q", tt.letter, got, tt.name)
		}
		if got := tt.s.DDSIndex(); got != tt.dds {
			t.Errorf("%s.DDSIndex() = %d, want %d", tt.letter, got, tt.dds)
		}
	}
	if Clubs >= Diamonds || Diamonds >= Hearts || Hearts >= Spades {
		t.Error("suits are not in bidding order")
	}
	if SuitsPBN != [4]Suit{Spades, Hearts, Diamonds, Clubs} {
		t.Errorf("SuitsPBN = %v, want S H D C", SuitsPBN)
	}
}

func TestParseSuit(t *testing.T) {
	good := map[string]Suit{
		"C": Clubs, "c": Clubs, "♣": Clubs, "♧": Clubs,
		"D": Diamonds, "d": Diamonds, "♦": Diamonds, "♢": Diamonds,
		"H": Hearts, "h": Hearts, "♥": Hearts, "♡": Hearts,
		"S": Spades, "s": Spades, "♠": Spades, "♤": Spades,
	}
	for text, want := range good {
		got, err := ParseSuit(text)
		if err != nil || got != want {
			t.Errorf("ParseSuit(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	for _, text := range []string{"", "N", "NT", "X", "SS", "spades", "♤♤"} {
		if _, err := ParseSuit(text); err == nil {
			t.Errorf("ParseSuit(%q) accepted", text)
		} else if !strings.Contains(err.Error(), "is not a suit") {
			t.Errorf("ParseSuit(%q): message %q", text, err)
		}
	}
}

func TestRanks(t *testing.T) {
	letters := "23456789TJQKA"
	for i := range 13 {
		r := Rank(i + 2)
		if got := r.String(); got != letters[i:i+1] {
			t.Errorf("Rank(%d) = %q, want %q", i+2, got, letters[i:i+1])
		}
		for _, text := range []string{letters[i : i+1], strings.ToLower(letters[i : i+1])} {
			if got, err := ParseRank(text); err != nil || got != r {
				t.Errorf("ParseRank(%q) = %v, %v; want %v", text, got, err, r)
			}
		}
	}
	if Two != 2 || Ten != 10 || Ace != 14 {
		t.Errorf("Two, Ten, Ace = %d, %d, %d; want 2, 10, 14 as libdds numbers them", Two, Ten, Ace)
	}
	if r, err := ParseRank("10"); err != nil || r != Ten {
		t.Errorf(`ParseRank("10") = %v, %v`, r, err)
	}
	if Rank(1).Letter() != '?' || Rank(15).Letter() != '?' {
		t.Error("ranks out of range should print as ?")
	}
	for _, text := range []string{"", "1", "0", "11", "X", "x", "B", "AK"} {
		if _, err := ParseRank(text); err == nil {
			t.Errorf("ParseRank(%q) accepted", text)
		}
	}
}

func TestCards(t *testing.T) {
	c := NewCard(Hearts, Queen)
	if c.Suit() != Hearts || c.Rank() != Queen || c.String() != "HQ" || c.Pretty() != "♥Q" {
		t.Errorf("NewCard(Hearts, Queen) = %v %v %q %q", c.Suit(), c.Rank(), c.String(), c.Pretty())
	}
	if s := NewCard(Diamonds, Ten).String(); s != "DT" {
		t.Errorf("ten of diamonds prints %q, want DT", s)
	}
	valid := 0
	for i := range 256 {
		if Card(i).Valid() {
			valid++
			if !AllCards.Has(Card(i)) {
				t.Errorf("valid card %v is not in AllCards", Card(i))
			}
		}
	}
	if valid != 52 {
		t.Errorf("%d valid cards, want 52", valid)
	}
}

func TestParseCard(t *testing.T) {
	good := map[string]Card{
		"SA":   NewCard(Spades, Ace),
		"sa":   NewCard(Spades, Ace),
		"♠A":   NewCard(Spades, Ace),
		"♤A":   NewCard(Spades, Ace),
		"AS":   NewCard(Spades, Ace),
		"A♠":   NewCard(Spades, Ace),
		"H7":   NewCard(Hearts, Seven),
		"7H":   NewCard(Hearts, Seven),
		"♥7":   NewCard(Hearts, Seven),
		"DT":   NewCard(Diamonds, Ten),
		"D10":  NewCard(Diamonds, Ten),
		"10D":  NewCard(Diamonds, Ten),
		"♦10":  NewCard(Diamonds, Ten),
		"C2":   NewCard(Clubs, Two),
		"♣2":   NewCard(Clubs, Two),
		" CK ": NewCard(Clubs, King),
		"TS":   NewCard(Spades, Ten),
		"ST":   NewCard(Spades, Ten),
	}
	for text, want := range good {
		got, err := ParseCard(text)
		if err != nil || got != want {
			t.Errorf("ParseCard(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	for _, text := range []string{"", "S", "S1", "SAK", "ZZ", "SX", "NT", "♠", "11S", "CD"} {
		if c, err := ParseCard(text); err == nil {
			t.Errorf("ParseCard(%q) = %v, want an error", text, c)
		} else if !strings.Contains(err.Error(), "is not a card") {
			t.Errorf("ParseCard(%q): message %q", text, err)
		}
	}
}

func TestSeats(t *testing.T) {
	tests := []struct {
		s                 Seat
		letter, name      string
		lho, partner, rho Seat
		side              Side
	}{
		{North, "N", "North", East, South, West, NS},
		{East, "E", "East", South, West, North, EW},
		{South, "S", "South", West, North, East, NS},
		{West, "W", "West", North, East, South, EW},
	}
	for _, tt := range tests {
		if tt.s.String() != tt.letter || tt.s.Name() != tt.name {
			t.Errorf("seat %d: %q %q, want %q %q", tt.s, tt.s.String(), tt.s.Name(), tt.letter, tt.name)
		}
		if tt.s.LHO() != tt.lho || tt.s.Next() != tt.lho {
			t.Errorf("%s: LHO %v, Next %v, want %v", tt.name, tt.s.LHO(), tt.s.Next(), tt.lho)
		}
		if tt.s.Partner() != tt.partner {
			t.Errorf("%s: Partner %v, want %v", tt.name, tt.s.Partner(), tt.partner)
		}
		if tt.s.RHO() != tt.rho {
			t.Errorf("%s: RHO %v, want %v", tt.name, tt.s.RHO(), tt.rho)
		}
		if tt.s.Side() != tt.side {
			t.Errorf("%s: Side %v, want %v", tt.name, tt.s.Side(), tt.side)
		}
		for _, text := range []string{tt.letter, strings.ToLower(tt.letter), tt.name, strings.ToUpper(tt.name), " " + tt.letter + " "} {
			if got, err := ParseSeat(text); err != nil || got != tt.s {
				t.Errorf("ParseSeat(%q) = %v, %v; want %v", text, got, err, tt.s)
			}
		}
	}
	if North != 0 || East != 1 || South != 2 || West != 3 {
		t.Error("seats are not numbered as libdds numbers them (N 0, E 1, S 2, W 3)")
	}
	for _, text := range []string{"", "X", "NE", "Nord", "NS"} {
		if _, err := ParseSeat(text); err == nil || !strings.Contains(err.Error(), "is not a seat") {
			t.Errorf("ParseSeat(%q): %v, want 'is not a seat'", text, err)
		}
	}
}

func TestSides(t *testing.T) {
	if NS.String() != "NS" || EW.String() != "EW" || NS.Other() != EW || EW.Other() != NS {
		t.Errorf("sides: %v %v %v %v", NS, EW, NS.Other(), EW.Other())
	}
	good := map[string]Side{"NS": NS, "ns": NS, "N-S": NS, "N/S": NS, "North-South": NS,
		"EW": EW, "E-W": EW, "east west": EW}
	for text, want := range good {
		if got, err := ParseSide(text); err != nil || got != want {
			t.Errorf("ParseSide(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	for _, text := range []string{"", "N", "NE", "SN"} {
		if _, err := ParseSide(text); err == nil {
			t.Errorf("ParseSide(%q) accepted", text)
		}
	}
}

func TestStrains(t *testing.T) {
	tests := []struct {
		t           Strain
		str, symbol string
		letter      byte
		dds         int
		suit        Suit
		isSuit      bool
	}{
		{Strain(Clubs), "C", "♣", 'C', 3, Clubs, true},
		{Strain(Diamonds), "D", "♦", 'D', 2, Diamonds, true},
		{Strain(Hearts), "H", "♥", 'H', 1, Hearts, true},
		{Strain(Spades), "S", "♠", 'S', 0, Spades, true},
		{NoTrump, "NT", "NT", 'N', 4, 0, false},
	}
	for i, tt := range tests {
		if Strains[i] != tt.t {
			t.Errorf("Strains[%d] = %v, want %v", i, Strains[i], tt.t)
		}
		if tt.t.String() != tt.str || tt.t.Symbol() != tt.symbol || tt.t.Letter() != tt.letter {
			t.Errorf("strain %d: %q %q %q", tt.t, tt.t.String(), tt.t.Symbol(), tt.t.Letter())
		}
		if tt.t.DDSIndex() != tt.dds {
			t.Errorf("%s.DDSIndex() = %d, want %d", tt.str, tt.t.DDSIndex(), tt.dds)
		}
		if s, ok := tt.t.Suit(); ok != tt.isSuit || (ok && s != tt.suit) {
			t.Errorf("%s.Suit() = %v, %v", tt.str, s, ok)
		}
		if tt.isSuit && SuitStrain(tt.suit) != tt.t {
			t.Errorf("SuitStrain(%v) = %v", tt.suit, SuitStrain(tt.suit))
		}
	}
	good := map[string]Strain{
		"N": NoTrump, "NT": NoTrump, "nt": NoTrump, "notrump": NoTrump, "No Trumps": NoTrump,
		"C": Strain(Clubs), "clubs": Strain(Clubs), "♣": Strain(Clubs),
		"d": Strain(Diamonds), "♦": Strain(Diamonds),
		"H": Strain(Hearts), "Hearts": Strain(Hearts), "♥": Strain(Hearts), "♡": Strain(Hearts),
		"S": Strain(Spades), " s ": Strain(Spades), "♠": Strain(Spades),
	}
	for text, want := range good {
		if got, err := ParseStrain(text); err != nil || got != want {
			t.Errorf("ParseStrain(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	for _, text := range []string{"", "X", "NTT", "1NT", "SH"} {
		if _, err := ParseStrain(text); err == nil || !strings.Contains(err.Error(), "is not a strain") {
			t.Errorf("ParseStrain(%q): %v, want 'is not a strain'", text, err)
		}
	}
}

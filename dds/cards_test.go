// cards_test.go: the Cards bit set — layout, counts, HCP, shape and holdings, checked against hand counts.

package dds

import (
	"slices"
	"strings"
	"testing"
)

// hand parses a hand for a test or stops it.
func testHand(t *testing.T, text string) Cards {
	t.Helper()
	h, err := ParseHand(text)
	if err != nil {
		t.Fatalf("ParseHand(%q): %v", text, err)
	}
	return h
}

func TestCardsLayout(t *testing.T) {
	// One 16-bit lane per suit, clubs lowest; rank r at bit r of its lane.
	layout := []struct {
		c   Card
		bit uint
	}{
		{NewCard(Clubs, Two), 2},
		{NewCard(Clubs, Ace), 14},
		{NewCard(Diamonds, Two), 18},
		{NewCard(Hearts, Ten), 32 + 10},
		{NewCard(Spades, Ace), 62},
	}
	for _, l := range layout {
		if l.c.Bit() != Cards(1)<<l.bit {
			t.Errorf("%v.Bit() = %#x, want bit %d", l.c, uint64(l.c.Bit()), l.bit)
		}
	}
	if AllCards.Len() != 52 {
		t.Errorf("AllCards holds %d cards", AllCards.Len())
	}
	for _, s := range Suits {
		if AllCards.SuitLen(s) != 13 || AllCards.SuitBits(s) != 0x7ffc {
			t.Errorf("AllCards in %v: %d cards, lane %#x", s, AllCards.SuitLen(s), AllCards.SuitBits(s))
		}
	}
	h := Cards(0).With(NewCard(Hearts, King)).With(NewCard(Hearts, Two)).With(NewCard(Clubs, Five))
	if h.Len() != 3 || !h.Has(NewCard(Hearts, King)) || h.Has(NewCard(Spades, King)) {
		t.Errorf("With/Has/Len wrong: %v", h)
	}
	if h.SuitBits(Hearts) != 1<<13|1<<2 {
		t.Errorf("hearts lane %#x, want K and 2", h.SuitBits(Hearts))
	}
	if got := FromSuitBits(Hearts, h.SuitBits(Hearts)); got != h.SuitCards(Hearts) {
		t.Errorf("FromSuitBits(SuitBits) = %v, want %v", got, h.SuitCards(Hearts))
	}
	if FromSuitBits(Clubs, 0xffff) != AllCards.SuitCards(Clubs) {
		t.Error("FromSuitBits keeps bits that are no card")
	}
	if h.Without(NewCard(Hearts, King)).Has(NewCard(Hearts, King)) || h.Without(NewCard(Spades, Ace)) != h {
		t.Error("Without is wrong")
	}
	if h.Lowest() != NewCard(Clubs, Five) || h.Highest() != NewCard(Hearts, King) {
		t.Errorf("Lowest %v, Highest %v; want C5, HK", h.Lowest(), h.Highest())
	}
}

func TestCardsCounts(t *testing.T) {
	tests := []struct {
		hand    string
		hcp     int
		shape   [4]int // S H D C
		lengths [4]int // C D H S
		pattern [4]int
		suitHCP [4]int // C D H S
	}{
		// A K Q = 9, K J = 4, A = 4
		{"AKQ2.T98.KJ5.A43", 17, [4]int{4, 3, 3, 3}, [4]int{3, 3, 3, 4}, [4]int{4, 3, 3, 3}, [4]int{4, 4, 0, 9}},
		// K Q J = 6, A = 4, Q = 2
		{"KQJT9.A5432..Q32", 12, [4]int{5, 5, 0, 3}, [4]int{3, 0, 5, 5}, [4]int{5, 5, 3, 0}, [4]int{2, 0, 4, 6}},
		{"AKQJ.AKQ.AKQ.AKQ", 37, [4]int{4, 3, 3, 3}, [4]int{3, 3, 3, 4}, [4]int{4, 3, 3, 3}, [4]int{9, 9, 9, 10}},
		{"T98765432...", 0, [4]int{9, 0, 0, 0}, [4]int{0, 0, 0, 9}, [4]int{9, 0, 0, 0}, [4]int{}},
		{"...AKQJT98765432", 10, [4]int{0, 0, 0, 13}, [4]int{13, 0, 0, 0}, [4]int{13, 0, 0, 0}, [4]int{10, 0, 0, 0}},
		{"Q.J.T9.KQJ987654", 9, [4]int{1, 1, 2, 9}, [4]int{9, 2, 1, 1}, [4]int{9, 2, 1, 1}, [4]int{6, 0, 1, 2}},
		{"-", 0, [4]int{}, [4]int{}, [4]int{}, [4]int{}},
	}
	for _, tt := range tests {
		h := testHand(t, tt.hand)
		if got := h.HCP(); got != tt.hcp {
			t.Errorf("%s: HCP %d, want %d", tt.hand, got, tt.hcp)
		}
		if got := h.Shape(); got != tt.shape {
			t.Errorf("%s: Shape %v, want %v", tt.hand, got, tt.shape)
		}
		if got := h.Lengths(); got != tt.lengths {
			t.Errorf("%s: Lengths %v, want %v", tt.hand, got, tt.lengths)
		}
		if got := h.Pattern(); got != tt.pattern {
			t.Errorf("%s: Pattern %v, want %v", tt.hand, got, tt.pattern)
		}
		for _, s := range Suits {
			if got := h.SuitHCP(s); got != tt.suitHCP[s] {
				t.Errorf("%s: SuitHCP(%v) %d, want %d", tt.hand, s, got, tt.suitHCP[s])
			}
			if got := h.SuitLen(s); got != tt.lengths[s] {
				t.Errorf("%s: SuitLen(%v) %d, want %d", tt.hand, s, got, tt.lengths[s])
			}
		}
	}
	if AllCards.HCP() != 40 {
		t.Errorf("the pack holds %d HCP, want 40", AllCards.HCP())
	}
}

func TestHolding(t *testing.T) {
	tests := []struct{ in, holding, pretty string }{
		{"AKQ2.T98.KJ5.A43", "AKQ2.T98.KJ5.A43", "♠AKQ2 ♥T98 ♦KJ5 ♣A43"},
		{"2Q.89T.5jk.3a4", "Q2.T98.KJ5.A43", "♠Q2 ♥T98 ♦KJ5 ♣A43"},
		{"A1098..K.", "AT98..K.", "♠AT98 ♥— ♦K ♣—"},
		{"...2", "...2", "♠— ♥— ♦— ♣2"},
		{"-", "...", "♠— ♥— ♦— ♣—"},
	}
	for _, tt := range tests {
		h := testHand(t, tt.in)
		if got := h.Holding(); got != tt.holding {
			t.Errorf("ParseHand(%q).Holding() = %q, want %q", tt.in, got, tt.holding)
		}
		if got := h.String(); got != tt.holding {
			t.Errorf("ParseHand(%q).String() = %q, want %q", tt.in, got, tt.holding)
		}
		if got := h.Pretty(); got != tt.pretty {
			t.Errorf("ParseHand(%q).Pretty() = %q, want %q", tt.in, got, tt.pretty)
		}
	}
	h := testHand(t, "K2.A..QT")
	want := []Card{NewCard(Spades, King), NewCard(Spades, Two), NewCard(Hearts, Ace), NewCard(Clubs, Queen), NewCard(Clubs, Ten)}
	if got := h.List(); !slices.Equal(got, want) {
		t.Errorf("List() = %v, want %v", got, want)
	}
}

func TestParseHandErrors(t *testing.T) {
	tests := []struct{ in, msg string }{
		{"AKQ2.T98.KJ5", `hand "AKQ2.T98.KJ5" has 3 suits, want 4 separated by dots`},
		{"AKQ2.T98.KJ5.A43.2", `has 5 suits`},
		{"AKQxx.T98.KJ5.A43", `spades: 'x' is not a rank in a deal; give every card`},
		{"AKQ.T98.KJ5.AX", `clubs: 'x' is not a rank`},
		{"AKQ.T98.K1J5.A", `diamonds: '1' is not a rank (use AKQJT98765432)`},
		{"AKQ.T9♠8.KJ5.A", `hearts: '♠' is not a rank`},
		{"AKA.T98.KJ5.A", `card SA appears twice in the hand`},
		{"AKQJT98765432.A..", `hand holds 14 cards`},
		{"", `has 1 suits`},
	}
	for _, tt := range tests {
		_, err := ParseHand(tt.in)
		if err == nil {
			t.Errorf("ParseHand(%q) accepted", tt.in)
			continue
		}
		if !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("ParseHand(%q): %q, want %q", tt.in, err, tt.msg)
		}
	}
}

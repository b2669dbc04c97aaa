// builder.go: the condition builder — per-seat ranges, balanced, named hand templates → dealer-language text.

package calls

import (
	"fmt"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// Range is a closed interval; a missing end is open.
type Range struct {
	Min *int `json:"min,omitempty"`
	Max *int `json:"max,omitempty"`
}

// SeatSpec is what the builder knows of one hand: high-card points, suit
// lengths, balanced.
type SeatSpec struct {
	HCP      Range `json:"hcp"`
	Spades   Range `json:"spades"`
	Hearts   Range `json:"hearts"`
	Diamonds Range `json:"diamonds"`
	Clubs    Range `json:"clubs"`
	// Balanced: 4333, 4432 or 5332 (any suit order).
	Balanced bool `json:"balanced,omitempty"`
}

// Limits of the builder's ranges.
const (
	maxHCP    = 37
	maxLength = 13
)

// balancedShapes are the balanced patterns in dealer's shape language.
const balancedShapes = "any 4333 + any 4432 + any 5332"

// Template is a named hand description the page offers per seat.
type Template struct {
	Name string   `json:"name"`
	Spec SeatSpec `json:"spec"`
}

func n(v int) *int { return &v }

// Templates are the named hands of the builder, in the page's order.
var Templates = []Template{
	{"1♥ opening 11–15, 5+ hearts", SeatSpec{HCP: Range{n(11), n(15)}, Hearts: Range{Min: n(5)}}},
	{"1♠ opening 11–15, 5+ spades", SeatSpec{HCP: Range{n(11), n(15)}, Spades: Range{Min: n(5)}}},
	{"1NT opening 15–17, balanced", SeatSpec{HCP: Range{n(15), n(17)}, Balanced: true}},
	{"weak jump overcall in ♦: 6–10, six diamonds", SeatSpec{HCP: Range{n(6), n(10)}, Diamonds: Range{n(6), n(6)}}},
	{"weak jump overcall in ♥: 6–10, six hearts", SeatSpec{HCP: Range{n(6), n(10)}, Hearts: Range{n(6), n(6)}}},
	{"weak jump overcall in ♠: 6–10, six spades", SeatSpec{HCP: Range{n(6), n(10)}, Spades: Range{n(6), n(6)}}},
	{"single raise of ♥: 6–9, 3+ hearts", SeatSpec{HCP: Range{n(6), n(9)}, Hearts: Range{Min: n(3)}}},
	{"single raise of ♠: 6–9, 3+ spades", SeatSpec{HCP: Range{n(6), n(9)}, Spades: Range{Min: n(3)}}},
	{"passed, no opening bid: 0–11", SeatSpec{HCP: Range{Max: n(11)}}},
}

// seatWord is a seat as dealer's functions take it: north, east, ...
func seatWord(s dds.Seat) string { return strings.ToLower(s.Name()) }

// rangeTerms writes lo ≤ fn(seat) ≤ hi in dealer's language, leaving out
// an end at its limit; "" when neither end constrains.
func rangeTerms(fn, seat string, r Range, limit int) ([]string, error) {
	lo, hi := 0, limit
	if r.Min != nil {
		lo = *r.Min
	}
	if r.Max != nil {
		hi = *r.Max
	}
	switch {
	case lo < 0 || lo > limit:
		return nil, fmt.Errorf("%s: the least %s must be between 0 and %d, not %d", seat, fn, limit, lo)
	case hi < 0 || hi > limit:
		return nil, fmt.Errorf("%s: the most %s must be between 0 and %d, not %d", seat, fn, limit, hi)
	case lo > hi:
		return nil, fmt.Errorf("%s: %s from %d to %d: the least is above the most", seat, fn, lo, hi)
	}
	x := fmt.Sprintf("%s(%s)", fn, seat)
	if lo == hi {
		return []string{fmt.Sprintf("%s == %d", x, lo)}, nil
	}
	var out []string
	if lo > 0 {
		out = append(out, fmt.Sprintf("%s >= %d", x, lo))
	}
	if hi < limit {
		out = append(out, fmt.Sprintf("%s <= %d", x, hi))
	}
	return out, nil
}

// Terms are the seat's constraints in dealer's language, each a
// conjunct: "hcp(north) >= 11", "hearts(north) >= 5", ...
func (sp SeatSpec) Terms(seat dds.Seat) ([]string, error) {
	word := seatWord(seat)
	var out []string
	t, err := rangeTerms("hcp", word, sp.HCP, maxHCP)
	if err != nil {
		return nil, err
	}
	out = append(out, t...)
	least, most := 0, 0
	for _, suit := range []struct {
		fn string
		r  Range
	}{{"spades", sp.Spades}, {"hearts", sp.Hearts}, {"diamonds", sp.Diamonds}, {"clubs", sp.Clubs}} {
		t, err := rangeTerms(suit.fn, word, suit.r, maxLength)
		if err != nil {
			return nil, err
		}
		out = append(out, t...)
		lo, hi := 0, maxLength
		if suit.r.Min != nil {
			lo = *suit.r.Min
		}
		if suit.r.Max != nil {
			hi = *suit.r.Max
		}
		least += lo
		most += hi
	}
	if least > 13 {
		return nil, fmt.Errorf("%s: the least suit lengths add up to %d cards, more than 13", word, least)
	}
	if most < 13 {
		return nil, fmt.Errorf("%s: the most suit lengths add up to %d cards, fewer than 13", word, most)
	}
	if sp.Balanced {
		out = append(out, fmt.Sprintf("shape(%s, %s)", word, balancedShapes))
	}
	return out, nil
}

// BuildCondition writes the seats' constraints as one dealer-language
// condition, a line per seat; "" when nothing is constrained.
func BuildCondition(seats map[dds.Seat]SeatSpec) (string, error) {
	var lines []string
	for _, seat := range dds.Seats {
		sp, ok := seats[seat]
		if !ok {
			continue
		}
		t, err := sp.Terms(seat)
		if err != nil {
			return "", err
		}
		if len(t) > 0 {
			lines = append(lines, strings.Join(t, " && "))
		}
	}
	text := strings.Join(lines, "\n&& ")
	if text != "" {
		if _, err := sim.ParseCondition(text); err != nil {
			return "", fmt.Errorf("the builder wrote a condition the parser refuses (a bug): %v", err)
		}
	}
	return text, nil
}

// Build writes the builder's ranges, by seat name ("N", "E", ...), as a
// condition (BuildCondition); a bad seat or range is an *Error.
func Build(seats map[string]SeatSpec) (string, error) {
	bySeat := map[dds.Seat]SeatSpec{}
	for name, sp := range seats {
		seat, err := dds.ParseSeat(name)
		if err != nil {
			return "", bad("seats: %q is not a seat (N, E, S or W)", name)
		}
		bySeat[seat] = sp
	}
	text, err := BuildCondition(bySeat)
	if err != nil {
		return "", bad("%v", err)
	}
	return text, nil
}

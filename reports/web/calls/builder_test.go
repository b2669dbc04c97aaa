package calls

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

func TestBuildCondition(t *testing.T) {
	for _, c := range []struct {
		seats map[dds.Seat]SeatSpec
		want  string
	}{
		{nil, ""},
		{map[dds.Seat]SeatSpec{dds.West: {}}, ""},
		{map[dds.Seat]SeatSpec{dds.North: {HCP: Range{n(11), n(15)}, Hearts: Range{Min: n(5)}}},
			"hcp(north) >= 11 && hcp(north) <= 15 && hearts(north) >= 5"},
		{map[dds.Seat]SeatSpec{dds.East: {HCP: Range{Max: n(9)}, Balanced: true}, dds.South: {Spades: Range{n(6), n(6)}, Clubs: Range{Max: n(1)}}},
			"hcp(east) <= 9 && shape(east, any 4333 + any 4432 + any 5332)\n&& spades(south) == 6 && clubs(south) <= 1"},
		// The limits themselves constrain nothing.
		{map[dds.Seat]SeatSpec{dds.West: {HCP: Range{n(0), n(37)}, Diamonds: Range{n(0), n(13)}}}, ""},
	} {
		got, err := BuildCondition(c.seats)
		if err != nil || got != c.want {
			t.Errorf("BuildCondition(%v) = %q, %v; want %q", c.seats, got, err, c.want)
		}
	}
	for _, c := range []struct {
		sp   SeatSpec
		want string
	}{
		{SeatSpec{HCP: Range{n(16), n(12)}}, "the least is above the most"},
		{SeatSpec{HCP: Range{Max: n(38)}}, "between 0 and 37"},
		{SeatSpec{Spades: Range{Min: n(-1)}}, "between 0 and 13"},
		{SeatSpec{Spades: Range{Min: n(7)}, Hearts: Range{Min: n(7)}}, "14 cards, more than 13"},
		{SeatSpec{Spades: Range{Max: n(2)}, Hearts: Range{Max: n(2)}, Diamonds: Range{Max: n(2)}, Clubs: Range{Max: n(2)}}, "8 cards, fewer than 13"},
	} {
		_, err := BuildCondition(map[dds.Seat]SeatSpec{dds.North: c.sp})
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "north: ") {
			t.Errorf("%+v: error %v, want %q", c.sp, err, c.want)
		}
	}
}

// TestTemplates: every template makes a condition the parser accepts and
// that a hand of its description meets.
func TestTemplates(t *testing.T) {
	// North's hand for each template, the other cards anywhere.
	hands := map[string]string{
		"1♥ opening 11–15, 5+ hearts":                 "A2.KQ876.K54.432",
		"1♠ opening 11–15, 5+ spades":                 "KQ876.A2.K54.432",
		"1NT opening 15–17, balanced":                 "AQ2.KJ7.K654.Q32",
		"weak jump overcall in ♦: 6–10, six diamonds": "32.76.KQJ987.432",
		"weak jump overcall in ♥: 6–10, six hearts":   "32.KQJ987.76.432",
		"weak jump overcall in ♠: 6–10, six spades":   "KQJ987.32.76.432",
		"single raise of ♥: 6–9, 3+ hearts":           "432.K76.Q5432.J2",
		"single raise of ♠: 6–9, 3+ spades":           "K76.432.Q5432.J2",
		"passed, no opening bid: 0–11":                "K76.432.Q5432.J2",
	}
	e := &Engine{}
	for _, tp := range Templates {
		text, err := BuildCondition(map[dds.Seat]SeatSpec{dds.North: tp.Spec})
		if err != nil {
			t.Fatalf("%s: %v", tp.Name, err)
		}
		cond, err := sim.ParseCondition(text)
		if err != nil {
			t.Fatalf("%s: %q: %v", tp.Name, text, err)
		}
		h, ok := hands[tp.Name]
		if !ok {
			t.Errorf("template %q has no test hand", tp.Name)
			continue
		}
		north, err := dds.ParseHand(h)
		if err != nil {
			t.Fatal(err)
		}
		var d dds.Deal
		d[dds.North] = north
		rest := d.Unknown().List()
		for i, c := range rest {
			d[dds.Seats[1+i/13]] = d[dds.Seats[1+i/13]].With(c)
		}
		if ok, err := e.meets(t.Context(), d, cond); !ok || err != nil {
			t.Errorf("%s: %q does not hold for North %s: %v", tp.Name, text, h, err)
		}
		// And a hand no template describes: 21 HCP.
		var big dds.Deal
		big[dds.North], _ = dds.ParseHand("AKQ2.AK2.KQ32.32")
		for i, c := range big.Unknown().List() {
			big[dds.Seats[1+i/13]] = big[dds.Seats[1+i/13]].With(c)
		}
		if ok, err := e.meets(t.Context(), big, cond); ok || err != nil {
			t.Errorf("%s: %q holds for North with 21 HCP: %v", tp.Name, text, err)
		}
	}
	b, err := json.Marshal(Templates)
	if err != nil || !strings.Contains(string(b), `"hcp":{"min":11,"max":15}`) {
		t.Errorf("templates as JSON: %s %v", b, err)
	}
}

package dds

import (
	"slices"
	"strings"
	"testing"
)

func TestParseAuctionContract(t *testing.T) {
	tests := []struct {
		dealer   Seat
		text     string
		final    string
		complete bool
		calls    int
	}{
		{North, "1S 2H X P 4S P P P", "4S N", true, 8},
		{East, "P P P P", "Pass", true, 4},
		{South, "all pass", "Pass", true, 4},
		{West, "1NT(15-17) P 2C!(Stayman) P 2S All pass", "2S W", true, 8},
		{North, "1♠ - 2♥ - Dbl - Pass - 4♠ - AP", "4S N", true, 8},
		{North, "1S P 2S P 4S X XX P P P", "4SXX N", true, 10},
		// The declarer is the first of the side to name the strain: South
		// bid hearts first though North bid 4H.
		{North, "1C P 1H P 2H P 4H P P P", "4H S", true, 10},
		{East, "1D X 1S P 3NT P P X P P P", "3NTX E", true, 11},
		{North, "1S 2H", "", false, 2},
		{North, "", "", false, 0},
		{South, "p p 1n p 3n ap", "3NT N", true, 8},
	}
	for _, tt := range tests {
		a, err := ParseAuction(tt.dealer, tt.text)
		if err != nil {
			t.Errorf("%q: %v", tt.text, err)
			continue
		}
		if len(a.Calls) != tt.calls || a.Complete() != tt.complete {
			t.Errorf("%q: %d calls, complete %v; want %d, %v", tt.text, len(a.Calls), a.Complete(), tt.calls, tt.complete)
		}
		f, err := a.Final()
		if !tt.complete {
			if err == nil {
				t.Errorf("%q: Final of an unfinished auction gave %v", tt.text, f)
			}
			continue
		}
		if err != nil || finalText(f) != tt.final {
			t.Errorf("%q: final %v (%v), want %s", tt.text, finalText(f), err, tt.final)
		}
	}
}

func TestParseAuctionAlerts(t *testing.T) {
	a, err := ParseAuction(North, "1NT (15-17, may have (a) 5-card major) P 2C! P 2D!(no major (yet)) P P P")
	if err != nil {
		t.Fatal(err)
	}
	want := []Call{
		{Kind: BidCall, Level: 1, Strain: NoTrump, Alert: true, Explanation: "15-17, may have (a) 5-card major"},
		{Kind: PassCall},
		{Kind: BidCall, Level: 2, Strain: Strain(Clubs), Alert: true},
		{Kind: PassCall},
		{Kind: BidCall, Level: 2, Strain: Strain(Diamonds), Alert: true, Explanation: "no major (yet)"},
		{Kind: PassCall}, {Kind: PassCall}, {Kind: PassCall},
	}
	if !slices.Equal(a.Calls, want) {
		t.Fatalf("calls\n%+v\nwant\n%+v", a.Calls, want)
	}
	if got := a.String(); got != "1NT(15-17, may have (a) 5-card major) P 2C! P 2D(no major (yet)) P P P" {
		t.Errorf("String = %q", got)
	}
	if s, ok := a.Lead(); !ok || s != East {
		t.Errorf("Lead = %v %v, want East (2D by North)", s, ok)
	}
}

func TestParseAuctionErrors(t *testing.T) {
	tests := []struct {
		dealer Seat
		text   string
		want   string
	}{
		{North, "1S 1H", "call 2 (1H by East): insufficient: 1H is not higher than 1S by North"},
		{North, "1S 2H 2H", "call 3 (2H by South): insufficient: 2H is not higher than 2H by East"},
		{North, "X", "call 1 (X by North): there is no bid to double"},
		{North, "1S P X", "call 3 (X by South): the last bid, 1S, is partner's"},
		{North, "1S X P X", "call 4 (X by West): 1S is already doubled"},
		{North, "1S P P XX", "call 4 (XX by West): there is no bid to redouble"[:16]},
		{North, "1S X XX P XX", "call 5 (XX by North): 1S is already redoubled"},
		{North, "1S XX", "call 2 (XX by East): the last bid, 1S, is the opponents'"},
		{North, "1S P XX", "call 3 (XX by South): 1S has not been doubled"},
		{North, "1S X XX XX", "call 4 (XX by West): the last bid, 1S, is the opponents'"},
		{North, "1S P P P P", "call 5 (P by North): the auction ended with three passes after 1S"},
		{North, "P P P P 1S", "call 5 (1S by North): the board was passed out"},
		{North, "1S P P P All pass", "the auction ended"},
		{North, "8S", "call 1: \"8S\": there is no level 8"},
		{North, "10S", "there is no level 10"},
		{North, "1Z", "no strain after the level"},
		{North, "1S hello", "call 2: \"hello\" is not a call"},
		{North, "1S (strong", "parenthesis is never closed"},
		{North, "(strong) 1S", "must follow a call"},
		{North, "1S )", "unexpected \")\""},
		{North, strings.Repeat("P ", MaxAuctionText), "longer than"},
		{North, "1S(" + strings.Repeat("x", MaxExplanation+1) + ")", "longer than"},
		{North, "1S \xff", "not valid UTF-8"},
	}
	for _, tt := range tests {
		_, err := ParseAuction(tt.dealer, tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%.40q: error %v, want it to contain %q", tt.text, err, tt.want)
		}
	}
}

// TestLongestAuction builds the longest legal auction (MaxCalls calls):
// every bid doubled and redoubled.
func TestLongestAuction(t *testing.T) {
	var words []string
	for level := 1; level <= 7; level++ {
		for _, st := range Strains {
			words = append(words, Bid(level, st).String(), "X", "XX", "P", "P")
		}
	}
	words = words[:len(words)-2] // the last bid: 7NT X XX then three passes
	words = append(words, "P", "P", "P")
	a, err := ParseAuction(West, strings.Join(words, " "))
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Calls) != len(words) || !a.Complete() {
		t.Fatalf("%d calls, complete %v", len(a.Calls), a.Complete())
	}
	if f, _ := a.Final(); f.String() != "7NTXX" {
		t.Errorf("final %v", f)
	}
	// The true maximum: P P P before the first bid, and each bid followed
	// by P P X P P XX P P.
	words = []string{"P", "P", "P"}
	for level := 1; level <= 7; level++ {
		for _, st := range Strains {
			words = append(words, Bid(level, st).String(), "P", "P", "X", "P", "P", "XX", "P", "P")
		}
	}
	words = append(words, "P")
	if len(words) != MaxCalls {
		t.Fatalf("%d words, want %d", len(words), MaxCalls)
	}
	if a, err = ParseAuction(North, strings.Join(words, " ")); err != nil || !a.Complete() {
		t.Fatalf("%v, complete %v", err, a.Complete())
	}
}

func TestCallForms(t *testing.T) {
	for text, want := range map[string]string{
		"pass": "P", "Dbl": "X", "double": "X", "d": "X", "R": "XX", "rdbl": "XX",
		"1n": "1NT", "1NT": "1NT", "7♣": "7C", "3♡": "3H", "2nt": "2NT",
	} {
		c, err := ParseCall(text)
		if err != nil || c.String() != want {
			t.Errorf("ParseCall(%q) = %v, %v; want %s", text, c, err, want)
		}
	}
	if got := Bid(4, Strain(Spades)).Pretty(); got != "4♠" {
		t.Errorf("Pretty = %q", got)
	}
}

func TestCleanExplanation(t *testing.T) {
	for in, want := range map[string]string{
		"15-17 (balanced)":   "15-17 (balanced)",
		"weak :-)":           "weak :-]",
		"  two\n lines  ":    "two lines",
		"(a) b) (":           "[a] b] [",
		"\xffbad":            "?bad",
		"trailing (unclosed": "trailing [unclosed",
	} {
		if got := CleanExplanation(in); got != want {
			t.Errorf("CleanExplanation(%q) = %q, want %q", in, got, want)
		}
		// Every cleaned explanation survives a round trip through the text.
		a := Auction{Dealer: North, Calls: []Call{{Kind: BidCall, Level: 1, Strain: NoTrump, Alert: true, Explanation: CleanExplanation(in)}}}
		b, err := ParseAuction(North, a.String())
		if err != nil || !slices.Equal(a.Calls, b.Calls) {
			t.Errorf("%q: round trip %v, %v", in, b, err)
		}
	}
	if n := len(CleanExplanation(strings.Repeat("é", MaxExplanation))); n > MaxExplanation {
		t.Errorf("cut to %d bytes", n)
	}
}

func FuzzParseAuction(f *testing.F) {
	for _, s := range []string{"1S 2H X P 4S P P P", "1NT(15-17) P 2C!(Stayman) P 2S All pass",
		"1♠ - 2♥ - Dbl - Pass - 4♠ - AP", "P P P P", "1S X XX (sos) P P P", "2C(a(b)c)"} {
		f.Add(uint8(0), s)
	}
	f.Fuzz(func(t *testing.T, dealer uint8, text string) {
		a, err := ParseAuction(Seat(dealer&3), text)
		if err != nil {
			return
		}
		if err := a.Check(); err != nil {
			t.Fatalf("parsed auction fails Check: %v", err)
		}
		b, err := ParseAuction(a.Dealer, a.String())
		if err != nil {
			t.Fatalf("String %q does not parse back: %v", a.String(), err)
		}
		if !slices.Equal(a.Calls, b.Calls) {
			t.Fatalf("round trip changed the calls:\n%+v\n%+v", a.Calls, b.Calls)
		}
		if len(a.Calls) > MaxCalls {
			t.Fatalf("%d calls", len(a.Calls))
		}
	})
}

// finalText is a final contract and its declarer, "4SX N", or "Pass".
func finalText(f Contract) string {
	if f.PassedOut() {
		return f.String()
	}
	return f.String() + " " + f.Declarer.String()
}

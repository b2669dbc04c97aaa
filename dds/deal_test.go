// deal_test.go: the Deal — the PBN Deal tag form with every first seat, partial deals, checks and holders.

package dds

import (
	"strings"
	"testing"
)

// The first deal of testdata/dd-tables.tsv, written by hand with each seat first.
var rotations = []struct {
	first Seat
	text  string
}{
	{North, "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94"},
	{East, "E:75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94 AQJ93.K876.T.AJ8"},
	{South, "S:T64.AT3.K642.T73 K82.Q9.AJ983.Q94 AQJ93.K876.T.AJ8 75.J542.Q75.K652"},
	{West, "W:K82.Q9.AJ983.Q94 AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73"},
}

func TestParseDealEverySeatFirst(t *testing.T) {
	for _, r := range rotations {
		d, err := ParseDeal(r.text)
		if err != nil {
			t.Fatalf("ParseDeal(%q): %v", r.text, err)
		}
		// Each hand lands at its seat whatever the first seat.
		if got := d[North].Holding(); got != "AQJ93.K876.T.AJ8" {
			t.Errorf("%v first: North %s", r.first, got)
		}
		if got := d[East].Holding(); got != "75.J542.Q75.K652" {
			t.Errorf("%v first: East %s", r.first, got)
		}
		if got := d[South].Holding(); got != "T64.AT3.K642.T73" {
			t.Errorf("%v first: South %s", r.first, got)
		}
		if got := d[West].Holding(); got != "K82.Q9.AJ983.Q94" {
			t.Errorf("%v first: West %s", r.first, got)
		}
		if !d.Complete() || d.CheckComplete() != nil {
			t.Errorf("%v first: not complete: %v", r.first, d.CheckComplete())
		}
		// Printed with any seat first, it reads as the hand-written rotation.
		for _, o := range rotations {
			if got := d.PBN(o.first); got != o.text {
				t.Errorf("PBN(%v) = %q, want %q", o.first, got, o.text)
			}
		}
		if d.String() != rotations[0].text {
			t.Errorf("String() = %q", d.String())
		}
	}
}

func TestParseDealLenient(t *testing.T) {
	want := rotations[0].text
	for _, text := range []string{
		"n:aqj93.k876.t.aj8 75.j542.q75.k652 t64.at3.k642.t73 k82.q9.aj983.q94",
		"  N:AQJ93.K876.T.AJ8   75.J542.Q75.K652\tT64.AT3.K642.T73 K82.Q9.AJ983.Q94  ",
		"North:AQJ93.K876.10.AJ8 75.J542.Q75.K652 1064.A103.K642.1073 K82.Q9.AJ983.Q94",
		"N:39JQA.678K.T.8JA 57.245J.57Q.256K 46T.3TA.246K.37T 28K.9Q.389JA.49Q",
	} {
		d, err := ParseDeal(text)
		if err != nil {
			t.Errorf("ParseDeal(%q): %v", text, err)
			continue
		}
		if d.String() != want {
			t.Errorf("ParseDeal(%q) = %s, want %s", text, d, want)
		}
	}
}

func TestPartialDeals(t *testing.T) {
	tests := []struct {
		in, out      string // out: printed North first
		known        int
		complete     bool
		northHolding string
	}{
		{"N:AQJ93.K876.T.AJ8 - - -", "N:AQJ93.K876.T.AJ8 - - -", 13, false, "AQJ93.K876.T.AJ8"},
		{"S:- - AQJ93.K876.T.AJ8 -", "N:AQJ93.K876.T.AJ8 - - -", 13, false, "AQJ93.K876.T.AJ8"},
		{"W:- - - -", "N:- - - -", 0, false, "..."},
		{"E:A... - - K...", "N:K... A... - -", 2, false, "K..."},
		{"N:... ... ... ...", "N:- - - -", 0, false, "..."},
		{"N:AQJ93.K876.T.AJ8 - T64.AT3.K642.T73 K82.Q9.AJ983.Q94", "N:AQJ93.K876.T.AJ8 - T64.AT3.K642.T73 K82.Q9.AJ983.Q94", 39, false, "AQJ93.K876.T.AJ8"},
	}
	for _, tt := range tests {
		d, err := ParseDeal(tt.in)
		if err != nil {
			t.Errorf("ParseDeal(%q): %v", tt.in, err)
			continue
		}
		if got := d.String(); got != tt.out {
			t.Errorf("ParseDeal(%q).String() = %q, want %q", tt.in, got, tt.out)
		}
		if got := d.Known().Len(); got != tt.known {
			t.Errorf("%q: %d known cards, want %d", tt.in, got, tt.known)
		}
		if got := d.Unknown().Len(); got != 52-tt.known {
			t.Errorf("%q: %d unknown cards, want %d", tt.in, got, 52-tt.known)
		}
		if d.Known()&d.Unknown() != 0 || d.Known()|d.Unknown() != AllCards {
			t.Errorf("%q: known and unknown do not partition the pack", tt.in)
		}
		if d.Complete() != tt.complete {
			t.Errorf("%q: Complete() = %v", tt.in, d.Complete())
		}
		if d.Check() != nil {
			t.Errorf("%q: Check() = %v", tt.in, d.Check())
		}
		if got := d[North].Holding(); got != tt.northHolding {
			t.Errorf("%q: North %q, want %q", tt.in, got, tt.northHolding)
		}
		if again, err := ParseDeal(d.String()); err != nil || again != d {
			t.Errorf("%q: reparse gave %v, %v", tt.in, again, err)
		}
	}
	d, _ := ParseDeal("E:A... - - K...")
	if err := d.CheckComplete(); err == nil || err.Error() != "North holds 1 cards" {
		t.Errorf("CheckComplete of a partial deal: %v", err)
	}
}

func TestHolder(t *testing.T) {
	d, err := ParseDeal(rotations[0].text)
	if err != nil {
		t.Fatal(err)
	}
	tests := map[string]Seat{"SA": North, "S7": East, "ST": South, "SK": West,
		"HA": South, "DT": North, "DA": West, "CK": East, "C2": East, "C3": South}
	for text, want := range tests {
		c, _ := ParseCard(text)
		if s, ok := d.Holder(c); !ok || s != want {
			t.Errorf("Holder(%s) = %v, %v; want %v", text, s, ok, want)
		}
	}
	p, _ := ParseDeal("N:AQJ93.K876.T.AJ8 - - -")
	if _, ok := p.Holder(NewCard(Spades, King)); ok {
		t.Error("an unknown card has a holder")
	}
	if s, ok := p.Holder(NewCard(Spades, Ace)); !ok || s != North {
		t.Errorf("Holder(SA) in a partial deal = %v, %v", s, ok)
	}
}

func TestDealCheck(t *testing.T) {
	var d Deal
	d[North] = testHand(t, "AK..K.")
	d[West] = testHand(t, "Q..K.")
	if err := d.Check(); err == nil || err.Error() != "card DK appears twice (North and West)" {
		t.Errorf("duplicate: %v", err)
	}
	d[West] = testHand(t, "Q...")
	if err := d.Check(); err != nil {
		t.Errorf("valid partial deal: %v", err)
	}
	d[East] = AllCards.SuitCards(Hearts) | NewCard(Clubs, Two).Bit()
	if err := d.Check(); err == nil || err.Error() != "East holds 14 cards" {
		t.Errorf("14 cards: %v", err)
	}
	d[East] = 1 // bit 0 is no card
	if err := d.Check(); err == nil || !strings.Contains(err.Error(), "no card") {
		t.Errorf("a bit that is no card: %v", err)
	}
}

func TestParseDealErrors(t *testing.T) {
	full := "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94"
	tests := []struct{ in, msg string }{
		{"", `deal "" has no first seat (write e.g. "N:AKQ2.T98.KJ5.A43 ...")`},
		{"AQJ93.K876.T.AJ8 - - -", `deal "AQJ93.K876.T.AJ8 - - -" has no first seat`},
		{"Q:AQJ93.K876.T.AJ8 - - -", `deal: first seat "Q" is not N, E, S or W`},
		{"N:AQJ93.K876.T.AJ8 - -", `deal has 3 hands, want 4 separated by spaces`},
		{"N:- - - - -", `deal has 5 hands, want 4 separated by spaces`},
		{"N:", `deal has 0 hands`},
		{strings.Replace(full, "K82.Q9.AJ983.Q94", "K82.Q9.AJ983.QK4", 1), `card CK appears twice (East and West)`},
		{"N:AK.. - - -", `North: hand "AK.." has 3 suits, want 4 separated by dots`},
		{"E:AKxx... - - -", `East: spades: 'x' is not a rank in a deal; give every card`},
		{"N:AQJ93.K876.T.AJ8 75.J542.Q75.K6x2 - -", `East: clubs: 'x' is not a rank`},
		{"S:AKZ2... - - -", `South: spades: 'Z' is not a rank (use AKQJT98765432)`},
		{"N:AKA... - - -", `North: card SA appears twice`},
		{"W:AKQJT98765432.A.. - - -", `West holds 14 cards`},
		{"N:- AKQJT98765432.AK.. - -", `East holds 15 cards`},
		{"N:A... - A... -", `card SA appears twice (North and South)`},
	}
	for _, tt := range tests {
		_, err := ParseDeal(tt.in)
		if err == nil {
			t.Errorf("ParseDeal(%q) accepted", tt.in)
			continue
		}
		if !strings.HasPrefix(err.Error(), tt.msg) {
			t.Errorf("ParseDeal(%q):\n got %q\nwant %q...", tt.in, err, tt.msg)
		}
	}
}

// TestDealFromReferenceTables checks every deal of the reference data
// against facts that hold for any complete deal.
func TestDealFromReferenceTables(t *testing.T) {
	for _, line := range oracleLines(t, "testdata/dd-tables.tsv") {
		text, _, _ := strings.Cut(line, "\t")
		d, err := ParseDeal(text)
		if err != nil {
			t.Fatal(err)
		}
		hcp := 0
		for _, s := range Seats {
			hcp += d[s].HCP()
			if n := d[s].Len(); n != 13 {
				t.Fatalf("%s: %s holds %d", text, s.Name(), n)
			}
			sh := d[s].Shape()
			if sh[0]+sh[1]+sh[2]+sh[3] != 13 {
				t.Fatalf("%s: %s shape %v", text, s.Name(), sh)
			}
		}
		if hcp != 40 || d.Known() != AllCards || d.Unknown() != 0 {
			t.Fatalf("%s: %d HCP, known %d", text, hcp, d.Known().Len())
		}
		for _, r := range rotations {
			if again, err := ParseDeal(d.PBN(r.first)); err != nil || again != d {
				t.Fatalf("%s with %v first: %v", text, r.first, err)
			}
		}
	}
}

// par_test.go: par against DDS's stored answers (PAR and PAR2 of list100 and list1000) and hand-made tables.

package dds

import (
	"os"
	"strings"
	"testing"
)

// TestParReference checks SidesPar and DealerPar against every PAR and
// PAR2 line of DDS's list100.txt and list1000.txt.
func TestParReference(t *testing.T) {
	for _, name := range []string{"list100.txt", "list1000.txt"} {
		hands := readHands(t, name)
		checked := 0
		for _, h := range hands {
			if !h.HasTable || h.Par[0] == "" || len(h.Par2) == 0 {
				continue
			}
			checked++
			sp := SidesPar(h.Table, h.Vul)
			got := [4]string{sp.ScoreText(NS), sp.ScoreText(EW), sp.ContractsText(NS), sp.ContractsText(EW)}
			if got != h.Par {
				t.Errorf("%s:%d: Par %q, want %q (table %v, vul %v)", name, h.Line, got, h.Par, h.Table, h.Vul)
			}
			dp := DealerPar(h.Table, h.Dealer, h.Vul)
			if g, w := dp.String(), strings.Join(h.Par2, " "); g != w {
				t.Errorf("%s:%d: DealerPar %q, want %q (table %v, dealer %v, vul %v)", name, h.Line, g, w, h.Table, h.Dealer, h.Vul)
			}
		}
		if checked < 90 {
			t.Fatalf("%s: only %d deals with TABLE, PAR and PAR2", name, checked)
		}
		t.Logf("%s: %d deals", name, checked)
	}
}

// parTable is a table where nobody takes more than six tricks in any
// strain, except as given: strain → tricks by N, E, S, W.
func parTable(set map[Strain][4]int) Table {
	var t Table
	for s := range t {
		t[s] = [4]int{6, 6, 6, 6}
	}
	for s, v := range set {
		t[s] = v
	}
	return t
}

// TestParHandMade checks the awkward rules on tables whose par is worked
// out by hand in the comments.
func TestParHandMade(t *testing.T) {
	spades, hearts := Strain(Spades), Strain(Hearts)
	// North-South make 4♠ (10 tricks); East-West take 9 tricks in hearts,
	// so 5♥ doubled goes two down (over 4♠ hearts must go to the 5 level).
	sac := parTable(map[Strain][4]int{spades: {10, 3, 10, 3}, hearts: {4, 9, 4, 9}})
	// The same with only 8 heart tricks: 5♥ doubled goes three down.
	noSac := parTable(map[Strain][4]int{spades: {10, 3, 10, 3}, hearts: {4, 8, 4, 8}})
	// North-South take 9 spade tricks, East-West nothing: 3♠ scores 140,
	// but over 2♠ East-West's cheapest sacrifice (3NT, three down) costs
	// more than 140, while over 1♠ a 1NT sacrifice one down would pay.
	over := parTable(map[Strain][4]int{spades: {9, 4, 9, 4}})
	// Both sides take 7 tricks in notrump (a different opening lead):
	// whoever comes first from the dealer bids 1NT.
	both := parTable(map[Strain][4]int{NoTrump: {7, 7, 7, 7}})

	cases := []struct {
		name    string
		table   Table
		dealer  Seat
		vul     Vulnerability
		dealer1 string    // DealerPar: score and contracts
		sides   [4]string // SidesPar: DDS's Par strings
	}{
		{"passed out", parTable(nil), North, VulNone, "0 pass", [4]string{"NS 0", "EW 0", "NS:", "EW:"}},
		// The sacrifice pays at every vulnerability but East-West's alone
		// (420 against 500 vulnerable).
		{"sacrifice, none vul", sac, North, VulNone, "300 5H*-EW-2", [4]string{"NS 300", "EW -300", "NS:EW 5Hx", "EW:EW 5Hx"}},
		{"sacrifice, NS vul", sac, East, VulNS, "300 5H*-EW-2", [4]string{"NS 300", "EW -300", "NS:EW 5Hx", "EW:EW 5Hx"}},
		{"sacrifice, EW vul", sac, South, VulEW, "420 4S-NS", [4]string{"NS 420", "EW -420", "NS:NS 4S", "EW:NS 4S"}},
		{"sacrifice, all vul", sac, West, VulAll, "500 5H*-EW-2", [4]string{"NS 500", "EW -500", "NS:EW 5Hx", "EW:EW 5Hx"}},
		{"sacrifice not worth it", noSac, North, VulNone, "420 4S-NS", [4]string{"NS 420", "EW -420", "NS:NS 4S", "EW:NS 4S"}},
		{"overtricks", over, North, VulNone, "140 2S-NS+1", [4]string{"NS 140", "EW -140", "NS:NS 23S", "EW:NS 23S"}},
		{"same level, North deals", both, North, VulNone, "90 1N-NS", [4]string{"NS 90", "EW 90", "NS:NS 1N", "EW:EW 1N"}},
		{"same level, East deals", both, East, VulNone, "-90 1N-EW", [4]string{"NS 90", "EW 90", "NS:NS 1N", "EW:EW 1N"}},
	}
	for _, c := range cases {
		if got := DealerPar(c.table, c.dealer, c.vul).String(); got != c.dealer1 {
			t.Errorf("%s: DealerPar %q, want %q", c.name, got, c.dealer1)
		}
		sp := SidesPar(c.table, c.vul)
		if got := [4]string{sp.ScoreText(NS), sp.ScoreText(EW), sp.ContractsText(NS), sp.ContractsText(EW)}; got != c.sides {
			t.Errorf("%s: Par %q, want %q", c.name, got, c.sides)
		}
	}
}

// parBenchTables are list1000's tables with their dealers and vulnerabilities.
func parBenchTables(b *testing.B) []DDSHand {
	f, err := os.Open("testdata/dds-hands/list1000.txt")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	hands, err := ReadDDSHands(f)
	if err != nil {
		b.Fatal(err)
	}
	return hands
}

// BenchmarkDealerPar: one DealerPar from a table (list1000's tables in turn).
func BenchmarkDealerPar(b *testing.B) {
	hands := parBenchTables(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		h := &hands[i%len(hands)]
		DealerPar(h.Table, h.Dealer, h.Vul)
		i++
	}
}

// BenchmarkSidesPar: one SidesPar (DDS's Par) from a table.
func BenchmarkSidesPar(b *testing.B) {
	hands := parBenchTables(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		h := &hands[i%len(hands)]
		SidesPar(h.Table, h.Vul)
		i++
	}
}

//go:build !race

// par_test.go: ruling's par (package dds) against libdds's DealerPar,
// SidesParBin and Par: DDS's stored answers through the binding, then
// many synthetic tables and fresh solved deals, every dealer and every
// vulnerability.

package libdds

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestParBindingReference: libdds's own par, through the binding, gives
// the PAR and PAR2 lines of list100.txt.
func TestParBindingReference(t *testing.T) {
	l := openOrSkip(t)
	for _, h := range readHands(t, "list100.txt") {
		scores, contracts, err := l.ParText(h.Table, h.Vul)
		if err != nil {
			t.Fatal(err)
		}
		if got := [4]string{scores[0], scores[1], contracts[0], contracts[1]}; got != h.Par {
			t.Errorf("line %d: Par %q, want %q", h.Line, got, h.Par)
		}
		dp, err := l.DealerPar(h.Table, h.Dealer, h.Vul)
		if err != nil {
			t.Fatal(err)
		}
		if g, w := dp.String(), strings.Join(h.Par2, " "); g != w {
			t.Errorf("line %d: DealerPar %q, want %q", h.Line, g, w)
		}
	}
}

// randomTable is a plausible double-dummy table: per strain, North-South
// take about n tricks and East-West about 13-n, each seat within a trick
// of that (the opening lead moves a trick or so); now and then a
// uniformly random table, to reach corners real deals rarely do.
func randomTable(rng *rand.Rand) (tb dds.Table) {
	if rng.IntN(10) == 0 {
		for s := range tb {
			for h := range tb[s] {
				tb[s][h] = rng.IntN(14)
			}
		}
		return tb
	}
	for s := range tb {
		n := rng.IntN(14)
		if rng.IntN(3) == 0 { // long suits: par fights mostly happen at 8-10 tricks
			n = 3 + rng.IntN(8)
		}
		for h := range tb[s] {
			base := n
			if h%2 == 1 {
				base = 13 - n
			}
			tb[s][h] = min(max(base+rng.IntN(3)-1, 0), 13)
		}
	}
	return tb
}

// checkPar compares ruling's par with libdds's for one table, every
// dealer; it reports whether they agree.
func checkPar(t *testing.T, l *Lib, tb dds.Table, v dds.Vulnerability) bool {
	t.Helper()
	ok := true
	want, err := l.SidesPar(tb, v)
	if err != nil {
		t.Fatal(err)
	}
	got := dds.SidesPar(tb, v)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("SidesPar(%v, %v) = %+v, libdds %+v", tb, v, got, want)
		ok = false
	}
	scores, contracts, err := l.ParText(tb, v)
	if err != nil {
		t.Fatal(err)
	}
	for s := range 2 {
		side := dds.Side(s)
		if got.ScoreText(side) != scores[s] || got.ContractsText(side) != contracts[s] {
			t.Errorf("Par text (%v, %v): %q %q, libdds %q %q", tb, v, got.ScoreText(side), got.ContractsText(side), scores[s], contracts[s])
			ok = false
		}
	}
	for _, dealer := range dds.Seats {
		want, err := l.DealerPar(tb, dealer, v)
		if err != nil {
			t.Fatal(err)
		}
		got := dds.DealerPar(tb, dealer, v)
		if !reflect.DeepEqual(got, want) || got.String() != want.String() {
			t.Errorf("DealerPar(%v, %v, %v) = %v, libdds %v", tb, dealer, v, got, want)
			ok = false
		}
	}
	return ok
}

// TestParCrossCheckTables: synthetic tables, every vulnerability.
func TestParCrossCheckTables(t *testing.T) {
	l := openOrSkip(t)
	n := 20000
	if testing.Short() {
		n = 2000
	}
	rng := rand.New(rand.NewPCG(19, 2026))
	// Corners first: nobody makes anything (passed out), everybody makes
	// everything, both sides exactly at the 1 level or at 7NT.
	var corners []dds.Table
	for _, row := range [][4]int{{6, 6, 6, 6}, {0, 0, 0, 0}, {13, 13, 13, 13}, {7, 7, 7, 7}, {7, 6, 7, 6}, {6, 7, 6, 7}, {13, 0, 13, 0}} {
		var tb dds.Table
		for s := range tb {
			tb[s] = row
		}
		corners = append(corners, tb)
	}
	bad := 0
	for i := range n + len(corners) {
		var tb dds.Table
		if i < len(corners) {
			tb = corners[i]
		} else {
			tb = randomTable(rng)
		}
		for v := dds.VulNone; v <= dds.VulEW; v++ {
			if !checkPar(t, l, tb, v) {
				bad++
			}
		}
		if bad > 10 {
			t.Fatal("too many disagreements")
		}
	}
}

// TestParCrossCheckDeals: real deals' tables, every dealer and every
// vulnerability. The tables are dd-tables.tsv's (DDS 2.9.0's answers,
// which TestTablesReference checks libdds still gives): par is worked
// from a table alone, and solving fresh deals here only repeated those
// solves (120 libdds tables, the package's longest test).
func TestParCrossCheckDeals(t *testing.T) {
	l := openOrSkip(t)
	n := 120
	if testing.Short() {
		n = 40
	}
	lines := readLines(t, "../testdata/dd-tables.tsv")
	if len(lines) < n {
		t.Fatalf("dd-tables.tsv has %d lines, want %d", len(lines), n)
	}
	for i, line := range lines[:n] {
		r, err := dds.ParseTableRecord(line)
		if err != nil {
			t.Fatalf("dd-tables.tsv:%d: %v", i+1, err)
		}
		for v := dds.VulNone; v <= dds.VulEW; v++ {
			checkPar(t, l, r.Table, v)
		}
	}
}

// TestParBadInput: input libdds cannot take is refused before the call.
func TestParBadInput(t *testing.T) {
	l := openOrSkip(t)
	var tb dds.Table
	tb[2][1] = 14
	if _, err := l.DealerPar(tb, dds.North, dds.VulNone); err == nil {
		t.Error("a table entry of 14 tricks was accepted")
	}
	if _, err := l.DealerPar(dds.Table{}, dds.Seat(4), dds.VulNone); err == nil {
		t.Error("dealer 4 was accepted")
	}
	if _, err := l.SidesPar(dds.Table{}, dds.Vulnerability(4)); err == nil {
		t.Error("vulnerability 4 was accepted")
	}
	if _, _, err := l.ParText(tb, dds.VulNone); err == nil {
		t.Error("Par: a table entry of 14 tricks was accepted")
	}
}

// BenchmarkParGoVsLibdds: DealerPar from a table, ruling's and libdds's,
// on list100's tables.
func BenchmarkParGoVsLibdds(b *testing.B) {
	l := openOrSkip(b)
	hands := readHands(b, "list100.txt")
	b.Run("go", func(b *testing.B) {
		i := 0
		for b.Loop() {
			h := &hands[i%len(hands)]
			dds.DealerPar(h.Table, h.Dealer, h.Vul)
			i++
		}
	})
	b.Run("libdds", func(b *testing.B) {
		i := 0
		for b.Loop() {
			h := &hands[i%len(hands)]
			if _, err := l.DealerPar(h.Table, h.Dealer, h.Vul); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
}

package dds

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestFormatBridgeSolverDeal(t *testing.T) {
	for _, c := range []struct{ deal, want string }{
		{"N:J9.J54.T92.AT764 AQ8.AQT9.Q74.Q32 K7542.872.8653.K T63.K63.AKJ.J985",
			"J9 J54 T92 AT764\nT63 K63 AKJ J985    AQ8 AQT9 Q74 Q32\nK7542 872 8653 K\n"},
		{"N:AKQJT98765432... .AKQJT98765432.. ...AKQJT98765432 ..AKQJT98765432.",
			"AKQJT98765432 - - -\n- - AKQJT98765432 -    - AKQJT98765432 - -\n- - - AKQJT98765432\n"},
	} {
		d, err := ParseDeal(c.deal)
		if err != nil {
			t.Fatal(err)
		}
		got := FormatBridgeSolverDeal(d)
		if got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
		back, err := ParseBridgeSolverDeal(got)
		if err != nil || back.Deal != d || back.HasTrump || back.HasLeader {
			t.Errorf("read back %+v: %v", back, err)
		}
	}
}

func TestParseBridgeSolverDeal(t *testing.T) {
	champion := "N:AJ962.KT74..Q853 Q853.AJ962.KT74. .Q853.AJ962.KT74 KT74..Q853.AJ962"
	for _, c := range []struct {
		name, text, deal    string
		trump               Strain
		leader              Seat
		hasTrump, hasLeader bool
	}{
		{"symbols and seat letters (hard_deals/champion)",
			"                          N ♠ AJ962 ♥ KT74 ♦ - ♣ Q853\n" +
				"  W ♠ KT74 ♥ - ♦ Q853 ♣ AJ962                       E ♠ Q853 ♥ AJ962 ♦ KT74 ♣ -\n" +
				"                          S ♠ - ♥ Q853 ♦ AJ962 ♣ KT74\n",
			champion, 0, 0, false, false},
		{"East on a line of its own, tens as 10, CRLF",
			"AJ962 K1074 - Q853\r\nK1074 - Q853 AJ962\r\nQ853 AJ962 K1074 -\r\n- Q853 AJ962 K1074\r\n",
			champion, 0, 0, false, false},
		{"a tab between West and East, strain and leader after (long_deals)",
			"- KJ85 AJ8763 Q93\nAKT962 T93 92 K8\tQJ853 Q72 K4 J65\n74 A64 QT5 AT742\nH\nW\n",
			"N:.KJ85.AJ8763.Q93 QJ853.Q72.K4.J65 74.A64.QT5.AT742 AKT962.T93.92.K8", Strain(Hearts), West, true, true},
		{"a strain alone after the hands (hard_deals/deal.13)",
			"AJ962 KT74 - Q853\nKT74 - Q853 AJ962    Q853 AJ962 KT74 -\n- Q853 AJ962 KT74\nN\n",
			champion, NoTrump, 0, true, false},
	} {
		got, err := ParseBridgeSolverDeal(c.text)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		want, _ := ParseDeal(c.deal)
		if got.Deal != want || got.HasTrump != c.hasTrump || got.HasLeader != c.hasLeader || got.Trump != c.trump || got.Leader != c.leader {
			t.Errorf("%s: got %+v", c.name, got)
		}
	}
	for _, bad := range []string{
		"",
		"AJ962 KT74 - Q853\nKT74 - Q853 AJ962    Q853 AJ962 KT74 -\n",                             // no South
		"AJ962 KT74 Q853\nKT74 - Q853 AJ962    Q853 AJ962 KT74 -\n- Q853 AJ962 KT74\n",            // three suits
		"AJ962 KT74 - Q853\nKT74 - Q853 AJ962    Q853 AJ962 KT74 -\n- Q853 AJ962 KT73\n",          // 3 twice, 4 missing
		"AJ962 KT74 - Q853\nKT74 - Q853 AJ962    Q853 AJ962 KT74 -\n- Q853 AJ962 KT74\nH\nW\nN\n", // a third line
		"AJ962 KT74 - Q853\nKT74 - Q853 AJ962    Q853 AJ962 KT74 -\n- Q853 AJ962 KT74\nH\nX\n",    // no seat X
		"AJ962 KT74 - Q853\nKT74 - Q853 AJ962    Q853 AJ962 KT74 -\n- Q853 AJ962 KT74\nX\nW\n",    // no strain X
	} {
		if _, err := ParseBridgeSolverDeal(bad); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}

func TestReadBridgeSolverResults(t *testing.T) {
	text := "deal.1\nN  7  7  6  6\nS  6  6  6  6\nH  4  4  9  9\nD  5  5  8  8\nC  6  6  7  7\n" +
		"deal.14\nN  8  7  6  5\nS  7  6  7  6\nH  7  6  7  6\nD  9  9  4  4\nC  8  7  6  5\n"
	got, err := ReadBridgeSolverResults(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	// Columns are declarers South, North, West, East.
	d14 := got["deal.14"]
	if len(got) != 2 || d14[NoTrump] != [4]int{North: 7, East: 5, South: 8, West: 6} ||
		d14[Spades] != [4]int{North: 6, East: 6, South: 7, West: 7} || got["deal.1"][Hearts][West] != 9 {
		t.Errorf("got %v", got)
	}
	for _, bad := range []string{
		"N 7 7 6 6\n", // no name
		"deal.1\nN  7  7  6  6\nS  6  6  6  6\nH  4  4  9  9\nD  5  5  8  8\n",                        // four strains
		"deal.1\nN  7  7  6  6\nS  6  6  6  6\nH  4  4  9  9\nD  5  5  8  8\nD  5  5  8  8\n",         // D twice
		"deal.1\nN  7  7  6  6\nS  6  6  6  6\nH  4  4  9  9\nD  5  5  8  8\nC  6  6  7  14\n",        // 14 tricks
		"deal.1\nN  7  7  6  6\nS  6  6  6  6\nH  4  4  9  9\nD  5  5  8  8\nC  6  6  7  7\ndeal 2\n", // a name with a blank
	} {
		if _, err := ReadBridgeSolverResults(strings.NewReader(bad)); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}

// TestBridgeSolverSets reads every deal of testdata/bridge-solver with
// its table (the tables themselves are checked against the Go solver in
// dds/solver): each folder's deals in the order of their numbers.
func TestBridgeSolverSets(t *testing.T) {
	for _, set := range []struct {
		dir   string
		deals int
		first string
	}{{"hard_deals", 19, "deal.1"}, {"long_deals", 14, "deal.01"}} {
		files, err := ReadBridgeSolverSet(filepath.Join("testdata", "bridge-solver", set.dir))
		if err != nil {
			t.Fatal(err)
		}
		if len(files) != set.deals || files[0].Name != set.first || files[len(files)-1].Name != fmt.Sprintf("deal.%d", set.deals) {
			t.Errorf("%s: %d deals, %s first, %s last", set.dir, len(files), files[0].Name, files[len(files)-1].Name)
		}
		for _, f := range files {
			if !f.HasTable {
				t.Errorf("%s/%s: no table in RESULTS", set.dir, f.Name)
			}
		}
	}
	// The champion's table is ours, in a file of its own.
	f, err := os.Open(filepath.Join("testdata", "bridge-solver", "champion.RESULTS"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if res, err := ReadBridgeSolverResults(f); err != nil || len(res) != 1 {
		t.Errorf("champion.RESULTS: %d tables, %v", len(res), err)
	}
	if _, err := ReadBridgeSolverSet(filepath.Join("testdata", "no such folder")); err == nil {
		t.Error("a folder without deals read")
	}
}

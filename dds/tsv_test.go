package dds

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestTableRecordsRoundTrip reads every reference table and writes it back
// byte for byte.
func TestTableRecordsRoundTrip(t *testing.T) {
	lines := oracleLines(t, "testdata/dd-tables.tsv")
	if len(lines) != 1000 {
		t.Fatalf("%d lines", len(lines))
	}
	for i, line := range lines {
		r, err := ParseTableRecord(line)
		if err != nil || !r.HasTable {
			t.Fatalf("line %d: %v (has table %v)", i+1, err, r.HasTable)
		}
		if got := FormatTableRecord(r.Deal, r.Table); got != line {
			t.Fatalf("line %d: wrote\n%s\nwant\n%s", i+1, got, line)
		}
	}
	// The first line decoded by hand: C 7 6 7 6, D 6 7 6 7, ..., N 8 4 8 5.
	r, _ := ParseTableRecord(lines[0])
	if r.Table[Strain(Clubs)] != [4]int{7, 6, 7, 6} || r.Table[NoTrump] != [4]int{8, 4, 8, 5} || r.Table.Tricks(Strain(Hearts), North) != 9 {
		t.Errorf("first table %v", r.Table)
	}
}

// TestReadTableRecords reads the first n records, every record, and names
// the file and line of a bad one.
func TestReadTableRecords(t *testing.T) {
	lines := oracleLines(t, "testdata/dd-tables.tsv")
	three, err := ReadTableRecordsFile("testdata/dd-tables.tsv", 3)
	if err != nil || len(three) != 3 {
		t.Fatalf("first 3: %d records, %v", len(three), err)
	}
	for i, r := range three {
		if got := FormatTableRecord(r.Deal, r.Table); got != lines[i] {
			t.Errorf("record %d: %s, want %s", i+1, got, lines[i])
		}
	}
	all, err := ReadTableRecordsFile("testdata/dd-tables.tsv", 0)
	if err != nil || len(all) != len(lines) {
		t.Fatalf("all: %d records, %v; want %d", len(all), err, len(lines))
	}
	bad := lines[0] + "\n" + "N:AKQ.xx" + "\n"
	if _, err := ReadTableRecords(strings.NewReader(bad), 0); err == nil || !strings.HasPrefix(err.Error(), "line 2: ") {
		t.Errorf("a bad second line: %v", err)
	}
	if _, err := ReadTableRecordsFile("testdata/no-such.tsv", 0); err == nil {
		t.Error("a missing file: no error")
	}
}

// TestPlayRecords reads every reference position: the play replays, the
// fourth field is written back unchanged, the values cover exactly the
// legal cards, and the written values read back to the same mapping, with
// every group of the reference inside one group of ours.
func TestPlayRecords(t *testing.T) {
	lines := oracleLines(t, "testdata/dd-plays.tsv")
	if len(lines) != 1000 {
		t.Fatalf("%d lines", len(lines))
	}
	for i, line := range lines {
		r, err := ParsePlayRecord(line)
		if err != nil || !r.HasValues {
			t.Fatalf("line %d: %v", i+1, err)
		}
		fields := strings.Split(line, "\t")
		if got := FormatPlayField(r.Play); got != fields[3] {
			t.Fatalf("line %d: play written %q, want %q", i+1, got, fields[3])
		}
		p, err := r.Position()
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		var covered Cards
		for _, cv := range r.Values {
			covered = covered.With(cv.Card)
		}
		if covered != p.Legal() {
			t.Fatalf("line %d: values for %v, legal cards %v", i+1, covered, p.Legal())
		}
		out := FormatCardValues(p, r.Values)
		back, err := ParseCardValues(out)
		if err != nil || len(back) != len(r.Values) {
			t.Fatalf("line %d: %q reads back as %v, %v", i+1, out, back, err)
		}
		for j := range back {
			if back[j] != r.Values[j] {
				t.Fatalf("line %d: %q reads back as %v, want %v", i+1, out, back, r.Values)
			}
		}
		ours := map[Card]int{}
		for g, group := range strings.Fields(out) {
			for _, item := range strings.Split(group, ",") {
				c, _ := ParseCard(item[:strings.IndexByte(item, ':')])
				ours[c] = g
			}
		}
		for _, group := range strings.Fields(fields[4]) {
			items := strings.Split(group, ",")
			c0, _ := ParseCard(items[0][:strings.IndexByte(items[0], ':')])
			for _, item := range items[1:] {
				c, _ := ParseCard(item[:strings.IndexByte(item, ':')])
				if ours[c] != ours[c0] {
					t.Errorf("line %d: reference groups %s, we wrote %s", i+1, group, out)
				}
			}
		}
	}
}

// TestFormatCardValuesByHand checks a line of dd-plays.tsv whose grouping
// was worked out by hand: after H2HTH8H4 C3C8CQ West holds CJ C6 C5 C2;
// C4 is still in a hand, so C5 and C2 do not touch, while C6 and C5 do.
func TestFormatCardValuesByHand(t *testing.T) {
	line := "N:KQ987.865.A64.K8 52.KQ9743.Q.QT74 J64.2.JT983.J652 AT3.AJT.K752.A93\tH\tS\tH2HTH8H4 C3C8CQ\tC2:2 C6:2,C5:2 CJ:1"
	r, err := ParsePlayRecord(line)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := r.Position()
	if p.OnTurn() != South {
		t.Fatalf("on turn %v", p.OnTurn())
	}
	if got, want := FormatCardValues(p, r.Values), "CJ:1 C6:2,C5:2 C2:2"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestTSVErrors(t *testing.T) {
	deal := "N:KQ987.865.A64.K8 52.KQ9743.Q.QT74 J64.2.JT983.J652 AT3.AJT.K752.A93"
	for _, c := range []struct{ line, want string }{
		{"N:AK.. ... ... ...", "suits"},
		{deal + "\t1 2 3", "table: 3 numbers, want 20"},
		{deal + "\t7 6 7 6 6 7 6 7 9 4 9 4 9 4 9 4 8 4 8 14", "table: entry 20, \"14\", is not 0-13"},
	} {
		if _, err := ParseTableRecord(c.line); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("table %q: error %v, want %q", c.line, err, c.want)
		}
	}
	for _, c := range []struct{ line, want string }{
		{deal, "1 tab-separated fields"},
		{deal + "\tX\tS\t", "\"X\" is not a strain"},
		{deal + "\tH\tQ\t", "leader: "},
		{deal + "\tH\tS\tH2HTH8 H4", "play: trick 1 has 3 cards"},
		{deal + "\tH\tS\tH2HTH8H5", "card 4 of the play: East does not hold H5"},
		{deal + "\tH\tS\tH2 HT", "play: trick 1 has 1 cards"},
		{deal + "\tH\tS\t\tH2:x", "values: \"H2:x\": tricks are not 0-13"},
		{deal + "\tH\tS\t\tH2:1 H2:1", "values: H2 is given twice"},
	} {
		_, err := ParsePlayRecord(c.line)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("play %q: error %v, want %q", c.line, err, c.want)
		}
	}
}

// Read a dd-plays.tsv line and write its values back with ruling's
// grouping: spades first, high to low, touching equals joined.
func ExampleFormatCardValues() {
	line := "N:KQ987.865.A64.K8 52.KQ9743.Q.QT74 J64.2.JT983.J652 AT3.AJT.K752.A93\tH\tS\tH2HTH8H4 C3C8CQ\tC2:2 C6:2,C5:2 CJ:1"
	r, _ := ParsePlayRecord(line)
	p, _ := r.Position()
	fmt.Println(p.OnTurn().Name(), "to play:", FormatCardValues(p, r.Values))
	// Output: South to play: CJ:1 C6:2,C5:2 C2:2
}

// A dd-tables.tsv line: North makes 9 tricks in hearts.
func ExampleParseTableRecord() {
	r, _ := ParseTableRecord("N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94\t7 6 7 6 6 7 6 7 9 4 9 4 9 4 9 4 8 4 8 5")
	fmt.Println(r.Table.Tricks(Strain(Hearts), North), r.Table.Tricks(NoTrump, West))
	// Output: 9 5
}

// oracleLines is the lines of a reference file (testdata/dd-tables.tsv, dd-plays.tsv).
func oracleLines(t testing.TB, name string) []string {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

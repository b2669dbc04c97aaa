// oracle_test.go: the Go solver against DDS's answers — dd-tables.tsv, dd-plays.tsv and dds-hands/*.txt.

package solver

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ruling-bridge/ruling/dds"
)

// fullOracle reports whether every reference position is to be checked
// (RULING_FULL_ORACLE=1); otherwise the tests check a subset.
func fullOracle() bool { return os.Getenv("RULING_FULL_ORACLE") == "1" }

// oracleLimit is how many records a test checks: n by default, fewer with
// -short, all of them with RULING_FULL_ORACLE=1.
func oracleLimit(n, short int) int {
	if fullOracle() {
		return 1 << 30
	}
	if v, err := strconv.Atoi(os.Getenv("RULING_ORACLE_N")); err == nil && v > 0 {
		return v
	}
	if testing.Short() {
		return short
	}
	return n
}

func TestGoSolverTables(t *testing.T) {
	if testing.Short() && !fullOracle() {
		t.Skip("full tables are slow; -short checks mid-play positions only")
	}
	s := New(Options{})
	for i, rec := range oracleTables(t, oracleLimit(20, 0)) {
		got, err := s.Table(rec.Deal)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if got != rec.Table {
			t.Errorf("line %d: %s\n got  %s\n want %s", i+1, rec.Deal, dds.FormatTable(got), dds.FormatTable(rec.Table))
		} else if fullOracle() {
			t.Logf("line %d: table matches", i+1)
		}
	}
}

func TestGoSolverPlays(t *testing.T) {
	lines := oracleLines(t, "../testdata/dd-plays.tsv")
	lines = lines[:min(len(lines), oracleLimit(1000, 8))]
	s := New(Options{})
	for i, line := range lines {
		rec, p := playRecord(t, i, line)
		got, err := s.CardValues(p)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if !slices.Equal(got, rec.Values) {
			t.Errorf("line %d: %s\n got  %v\n want %v", i+1, line, got, rec.Values)
		}
	}
}

// playRecord parses line i of dd-plays.tsv and its position.
func playRecord(t *testing.T, i int, line string) (dds.PlayRecord, dds.Position) {
	t.Helper()
	rec, err := dds.ParsePlayRecord(line)
	if err != nil {
		t.Fatalf("line %d: %v", i+1, err)
	}
	p, err := rec.Position()
	if err != nil {
		t.Fatalf("line %d: %v", i+1, err)
	}
	return rec, p
}

func readDDSHands(t testing.TB, name string) []dds.DDSHand {
	t.Helper()
	hands, err := dds.ReadDDSHandsFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return hands
}

// checkDDSHand compares the solver with every answer stored for h: the
// table, the values of the opening leads (FUT) and the play trace.
func checkDDSHand(t *testing.T, s *Solver, name string, h *dds.DDSHand, table bool) {
	t.Helper()
	if h.HasFUT {
		got, err := s.CardValues(dds.Position{Hands: h.Deal, Trump: h.Trump, Leader: h.Leader})
		if err != nil {
			t.Fatalf("%s:%d: FUT: %v", name, h.Line, err)
		}
		if !slices.Equal(got, h.FUT) {
			t.Errorf("%s:%d: FUT\n got  %v\n want %v", name, h.Line, got, h.FUT)
		}
	}
	if len(h.Trace) > 0 {
		got, err := s.Trace(h.Deal, h.Trump, h.Leader, h.Play)
		if err != nil {
			t.Fatalf("%s:%d: TRACE: %v", name, h.Line, err)
		}
		n := min(len(got), len(h.Trace))
		for i := range n {
			if got[i] != h.Trace[i] {
				t.Errorf("%s:%d: TRACE after %d cards: got %d, want %d\n got  %v\n want %v", name, h.Line, i, got[i], h.Trace[i], got, h.Trace)
				break
			}
		}
	}
	if table && h.HasTable {
		got, err := s.Table(h.Deal)
		if err != nil {
			t.Fatalf("%s:%d: TABLE: %v", name, h.Line, err)
		}
		if got != h.Table {
			t.Errorf("%s:%d: TABLE\n got  %s\n want %s", name, h.Line, dds.FormatTable(got), dds.FormatTable(h.Table))
		}
	}
}

// TestGoSolverList100 checks DDS's list100.txt: by default the opening
// leads and play traces of a few deals; every answer with
// RULING_FULL_ORACLE=1; only the tables with RULING_LIST100_TABLES=1.
func TestGoSolverList100(t *testing.T) {
	hands := readDDSHands(t, "../testdata/dds-hands/list100.txt")
	hands = hands[:min(len(hands), oracleLimit(10, 1))]
	s := New(Options{})
	tablesOnly := os.Getenv("RULING_LIST100_TABLES") == "1"
	for i := range hands {
		h := hands[i]
		if tablesOnly {
			h.HasFUT, h.Trace = false, nil
		}
		checkDDSHand(t, s, "list100.txt", &h, fullOracle() || tablesOnly)
		if fullOracle() || len(hands) > 10 {
			t.Logf("list100.txt:%d: checked", hands[i].Line)
		}
	}
}

// TestGoSolverHardDeals checks thomas1.txt and largest.txt, DDS's slow
// deals; it runs only with RULING_FULL_ORACLE=1 or RULING_HARD_DEALS=1
// (RULING_HARD_FILES=largest.txt picks the files).
func TestGoSolverHardDeals(t *testing.T) {
	if !fullOracle() && os.Getenv("RULING_HARD_DEALS") != "1" {
		t.Skip("set RULING_HARD_DEALS=1 (or RULING_FULL_ORACLE=1) to solve thomas1.txt and largest.txt")
	}
	names := []string{"thomas1.txt", "largest.txt"}
	if v := os.Getenv("RULING_HARD_FILES"); v != "" {
		names = strings.Split(v, ",")
	}
	for _, name := range names {
		hands := readDDSHands(t, "../testdata/dds-hands/"+name)
		s := New(Options{})
		for i := range hands {
			start := time.Now()
			checkDDSHand(t, s, name, &hands[i], true)
			t.Logf("%s:%d: %v", name, hands[i].Line, time.Since(start))
		}
	}
}

// TestGoSolverPool runs GoSolvers on a two-worker pool (under -race too):
// results in input order and equal to the reference values.
func TestGoSolverPool(t *testing.T) {
	lines := oracleLines(t, "../testdata/dd-plays.tsv")
	n := 24
	if testing.Short() {
		n = 8
	}
	var ps []dds.Position
	var want [][]dds.CardValue
	for _, line := range lines[len(lines)-n:] {
		rec, err := dds.ParsePlayRecord(line)
		if err != nil {
			t.Fatal(err)
		}
		p, err := rec.Position()
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
		want = append(want, rec.Values)
	}
	got, err := dds.Pool{Factory: Factory(Options{MemoryMB: 16}), Threads: 2}.CardValues(ps)
	if err != nil {
		t.Fatal(err)
	}
	for i := range ps {
		if !slices.Equal(got[i], want[i]) {
			t.Errorf("position %d: got %v, want %v", i, got[i], want[i])
		}
	}
}

// TestGoSolverCardValuesOf: the values of a subset of the legal cards
// are the libdds values of those cards, the set-aside cards unsolved
// unless they touch a wanted one.
func TestGoSolverCardValuesOf(t *testing.T) {
	lines := oracleLines(t, "../testdata/dd-plays.tsv")
	lines = lines[:min(len(lines), oracleLimit(200, 8))]
	s := New(Options{})
	skipped := 0
	for i, line := range lines {
		rec, p := playRecord(t, i, line)
		// Every other value of the oracle's list: the lowest cards of a run are wanted, not always the highest.
		var want dds.Cards
		for j, v := range rec.Values {
			if j%2 == 1 {
				want = want.With(v.Card)
			}
		}
		got, err := s.CardValuesOf(p, want)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		for _, w := range rec.Values {
			k := slices.IndexFunc(got, func(v dds.CardValue) bool { return v.Card == w.Card })
			switch {
			case k >= 0 && got[k].Tricks != w.Tricks:
				t.Errorf("line %d: %s worth %d, want %d", i+1, w.Card, got[k].Tricks, w.Tricks)
			case k < 0 && want.Has(w.Card):
				t.Errorf("line %d: wanted card %s not solved", i+1, w.Card)
			}
		}
		if want != 0 && len(got) == 0 {
			t.Errorf("line %d: nothing solved", i+1)
		}
		skipped += len(rec.Values) - len(got)
	}
	if skipped == 0 {
		t.Error("no card was set aside: CardValuesOf solved every card")
	}
}

// oracleTables is the first n records of dd-tables.tsv (every one when
// n <= 0): random deals with libdds's tables.
func oracleTables(t testing.TB, n int) []dds.TableRecord {
	t.Helper()
	recs, err := dds.ReadTableRecordsFile("../testdata/dd-tables.tsv", n)
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

// oracleLines is the lines of a reference file in ../testdata.
func oracleLines(t testing.TB, name string) []string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

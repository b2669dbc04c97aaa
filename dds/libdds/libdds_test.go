//go:build !race

// Tests that load libdds. They are kept out of -race runs: the race
// runtime crashes at exit once libdds (and its OpenMP runtime) is loaded.

package libdds

import (
	"bufio"
	"errors"
	"os"
	"slices"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// FullEnv names the environment variable that makes the reference tests
// check every table: by default they solve every 10th table of
// dd-tables.tsv and every 4th TABLE of list100.txt (all positions, FUT and
// TRACE lines always), which keeps the run near a minute on two idle
// cores; the full run takes about 8 CPU-minutes (go test -timeout 60m).
const FullEnv = "RULING_LIBDDS_FULL"

// tableStride is the step between the tables checked.
func tableStride(t testing.TB, step int) int {
	if os.Getenv(FullEnv) != "" {
		return 1
	}
	t.Logf("checking every %dth table; set %s=1 to check them all", step, FullEnv)
	return step
}

// openOrSkip loads libdds or skips the test with the install hint.
func openOrSkip(t testing.TB) *Lib {
	t.Helper()
	l, err := Load()
	if err != nil {
		t.Skipf("libdds unavailable: %v", err)
	}
	return l
}

func readLines(t testing.TB, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func readHands(t testing.TB, name string) []dds.DDSHand {
	t.Helper()
	h, err := dds.ReadDDSHandsFile("../testdata/dds-hands/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestTablesReference reproduces every table of dd-tables.tsv (every 10th
// unless RULING_LIBDDS_FULL is set).
func TestTablesReference(t *testing.T) {
	l := openOrSkip(t)
	var deals []dds.Deal
	var want []dds.Table
	var lineNo []int
	stride := tableStride(t, 10)
	for i, line := range readLines(t, "../testdata/dd-tables.tsv") {
		if i%stride != 0 {
			continue
		}
		lineNo = append(lineNo, i+1)
		r, err := dds.ParseTableRecord(line)
		if err != nil {
			t.Fatal(err)
		}
		deals = append(deals, r.Deal)
		want = append(want, r.Table)
	}
	got, err := l.TableBatch(deals)
	if err != nil {
		t.Fatal(err)
	}
	for i := range deals {
		if got[i] != want[i] {
			t.Errorf("line %d: got %s, want %s", lineNo[i], dds.FormatTable(got[i]), dds.FormatTable(want[i]))
		}
	}
}

// TestPlaysReference reproduces every position of dd-plays.tsv.
func TestPlaysReference(t *testing.T) {
	l := openOrSkip(t)
	var positions []dds.Position
	var want [][]dds.CardValue
	for i, line := range readLines(t, "../testdata/dd-plays.tsv") {
		r, err := dds.ParsePlayRecord(line)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		p, err := r.Position()
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		positions = append(positions, p)
		want = append(want, r.Values)
	}
	got, err := l.CardValuesBatch(positions)
	if err != nil {
		t.Fatal(err)
	}
	for i := range positions {
		if !slices.Equal(got[i], want[i]) {
			t.Errorf("line %d: got %s, want %s", i+1, dds.FormatCardValues(positions[i], got[i]), dds.FormatCardValues(positions[i], want[i]))
		}
	}
}

// TestList100 reproduces every TABLE, FUT and TRACE line of DDS's own
// list100.txt (every 4th TABLE unless RULING_LIBDDS_FULL is set).
func TestList100(t *testing.T) {
	l := openOrSkip(t)
	hands := readHands(t, "list100.txt")
	var deals []dds.Deal
	var starts []dds.Position
	var plays []dds.Played
	stride := tableStride(t, 4)
	for i, h := range hands {
		if i%stride == 0 {
			deals = append(deals, h.Deal)
		}
		starts = append(starts, dds.Position{Hands: h.Deal, Trump: h.Trump, Leader: h.Leader})
		plays = append(plays, dds.Played{Lead: dds.Lead{Deal: h.Deal, Trump: h.Trump, Leader: h.Leader}, Play: h.Play})
	}
	tables, err := l.TableBatch(deals)
	if err != nil {
		t.Fatal(err)
	}
	futs, err := l.CardValuesBatch(starts)
	if err != nil {
		t.Fatal(err)
	}
	traces, err := l.TraceBatch(plays)
	if err != nil {
		t.Fatal(err)
	}
	for i, h := range hands {
		if i%stride == 0 && tables[i/stride] != h.Table {
			t.Errorf("line %d: TABLE %v, want %v", h.Line, tables[i/stride], h.Table)
		}
		if !slices.Equal(futs[i], h.FUT) {
			t.Errorf("line %d: FUT %v, want %v", h.Line, futs[i], h.FUT)
		}
		// DDS stores no values after the 48th card (the last trick is
		// forced); ours go on, unchanged.
		tr := traces[i]
		if len(tr) != len(h.Play)+1 {
			t.Fatalf("line %d: trace of %d values for %d cards", h.Line, len(tr), len(h.Play))
		}
		for k, v := range h.Trace {
			if tr[k] != v {
				t.Errorf("line %d: TRACE %v, want %v", h.Line, tr, h.Trace)
				break
			}
		}
		for k := len(h.Trace); k < len(tr); k++ {
			if tr[k] != h.Trace[len(h.Trace)-1] {
				t.Errorf("line %d: trace after the 48th card %v", h.Line, tr[len(h.Trace):])
			}
		}
	}
}

// TestSolverInPool runs the dds.Solver methods one at a time from a
// two-worker dds.Pool and checks them against list100.txt: Tricks against
// TABLE, CardValues of the opening lead against FUT, Trace against TRACE.
func TestSolverInPool(t *testing.T) {
	openOrSkip(t)
	hands := readHands(t, "list100.txt")[:12]
	pool := dds.Pool{Factory: Factory, Threads: 2}
	err := pool.Each(len(hands), nil, func(s dds.Solver, i int) error {
		h := hands[i]
		n, err := s.Tricks(h.Deal, h.Trump, h.Leader)
		if err != nil {
			return err
		}
		if want := h.Table[h.Trump][h.Declarer()]; n != want {
			t.Errorf("line %d: Tricks %d, want %d", h.Line, n, want)
		}
		v, err := s.CardValues(dds.Position{Hands: h.Deal, Trump: h.Trump, Leader: h.Leader})
		if err != nil {
			return err
		}
		if !slices.Equal(v, h.FUT) {
			t.Errorf("line %d: CardValues %v, want %v", h.Line, v, h.FUT)
		}
		tr, err := s.Trace(h.Deal, h.Trump, h.Leader, h.Play[:min(8, len(h.Play))])
		if err != nil {
			return err
		}
		for k := range tr {
			if tr[k] != h.Trace[k] {
				t.Errorf("line %d: Trace %v, want %v", h.Line, tr, h.Trace[:len(tr)])
				break
			}
		}
		if i < 2 {
			tab, err := s.Table(h.Deal)
			if err != nil {
				return err
			}
			if tab != h.Table {
				t.Errorf("line %d: Table %v, want %v", h.Line, tab, h.Table)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestBadInputNeverReachesLibdds hands the backend inputs on which libdds
// would exit the process: each must come back as an error.
func TestBadInputNeverReachesLibdds(t *testing.T) {
	l := openOrSkip(t)
	s := &Solver{Lib: l}
	full, _ := dds.ParseDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
	partial := full
	partial[dds.North] = partial[dds.North].Without(dds.NewCard(dds.Spades, dds.Queen))
	twice := full
	twice[dds.East] = twice[dds.East].With(dds.NewCard(dds.Spades, dds.Queen))
	if _, err := s.Table(partial); err == nil {
		t.Error("Table accepted a deal of 51 cards")
	}
	if _, err := s.Table(twice); err == nil {
		t.Error("Table accepted a card held twice")
	}
	if _, err := s.Tricks(full, 7, dds.North); err == nil {
		t.Error("Tricks accepted strain 7")
	}
	if _, err := s.Tricks(full, dds.NoTrump, 9); err == nil {
		t.Error("Tricks accepted seat 9")
	}
	bad := dds.Position{Hands: partial, Trump: dds.NoTrump, Leader: dds.North}
	if _, err := s.CardValues(bad); err == nil {
		t.Error("CardValues accepted hands of unequal sizes")
	}
	// East shows out of spades while holding them.
	p := dds.Position{Hands: full, Trump: dds.NoTrump, Leader: dds.North}
	p.Hands[dds.North] = p.Hands[dds.North].Without(dds.NewCard(dds.Spades, dds.Six))
	p.Hands[dds.East] = p.Hands[dds.East].Without(dds.NewCard(dds.Hearts, dds.Jack))
	p.Trick = []dds.Card{dds.NewCard(dds.Spades, dds.Six), dds.NewCard(dds.Hearts, dds.Jack)}
	if _, err := s.CardValues(p); err == nil {
		t.Error("CardValues accepted a revoke in the trick in progress")
	}
	play, _ := dds.ParsePlay("S6HJ")
	if _, err := s.Trace(full, dds.NoTrump, dds.North, play); err == nil {
		t.Error("Trace accepted a revoke")
	}
	_, err := l.TableBatch([]dds.Deal{full, partial})
	var be *dds.BatchError
	if !errors.As(err, &be) || be.Index != 1 {
		t.Errorf("TableBatch error %v, want one naming item 2", err)
	}
	// Still alive, and still right.
	if n, err := s.Tricks(full, dds.Strain(dds.Spades), dds.North); err != nil || n != 8 {
		t.Errorf("Tricks after the errors: %d, %v; want 8", n, err)
	}
}

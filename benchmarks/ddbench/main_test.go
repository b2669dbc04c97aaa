//go:build !race

// The report names the libdds version, which loads the library: kept out of -race runs like every test that loads it.

package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// TestLoadSets reads the three sets from the repository's test data: the
// sizes, the first deal of each, and the strain and leader rules.
func TestLoadSets(t *testing.T) {
	dir := filepath.Join("..", "..", "dds", "testdata")
	want := map[string]struct {
		n     int
		north string
		trump dds.Strain
		lead  dds.Seat
	}{
		"random":  {100, "AQJ93.K876.T.AJ8", dds.Strain(dds.Clubs), dds.North},
		"list100": {100, "QJ6.K652.J85.T98", dds.Strain(dds.Spades), dds.North},
		"largest": {21, "", 0, 0},
		"hard":    {2, "", 0, 0},
		// bridge-solver's deal.1 names no strain or leader: the first in turn.
		"bs-hard":  {19, "QT.KQT8.Q9.QJT62", dds.Strain(dds.Clubs), dds.North},
		"bs-long":  {14, ".KJ85.AJ8763.Q93", dds.Strain(dds.Hearts), dds.West},
		"champion": {1, "AJ962.KT74..Q853", dds.Strain(dds.Clubs), dds.North},
	}
	for _, spec := range setSpecs {
		s, err := loadSet(dir, spec, spec.full)
		if err != nil {
			t.Fatal(err)
		}
		w := want[spec.name]
		if len(s.leads) != w.n {
			t.Errorf("%s: %d deals, want %d", spec.name, len(s.leads), w.n)
		}
		if w.north != "" && (s.leads[0].Deal[dds.North].Holding() != w.north || s.leads[0].Trump != w.trump || s.leads[0].Leader != w.lead) {
			t.Errorf("%s: first deal %v", spec.name, s.leads[0])
		}
		q, _ := loadSet(dir, spec, spec.quick)
		if len(q.leads) != spec.quick {
			t.Errorf("%s quick: %d deals", spec.name, len(q.leads))
		}
	}
	// hard_deals/deal.13 names notrump, not its leader (the 13th in turn: N).
	hard := setSpecs[slices.IndexFunc(setSpecs, func(s setSpec) bool { return s.name == "bs-hard" })]
	if s, _ := loadSet(dir, hard, 13); s.leads[12].Trump != dds.NoTrump || s.leads[12].Leader != dds.North || s.leads[12].Deal[dds.North].Holding() != "Q974..K7652.AT76" {
		t.Errorf("bs-hard deal 13: %v", s.leads[12])
	}
	s, _ := loadSet(dir, setSpecs[0], 7)
	if s.leads[6].Trump != dds.Strain(dds.Diamonds) || s.leads[6].Leader != dds.South {
		t.Errorf("random deal 7: %v %v, want D S", s.leads[6].Trump, s.leads[6].Leader)
	}
}

func TestParseArgs(t *testing.T) {
	var sink strings.Builder
	for _, bad := range [][]string{{"--reps", "0"}, {"--sets", "huge"}, {"extra"}, {"--threads", "0"}, {"--ops", "table,fast"}, {"--deals", "-1"}, {"--go-mb", "-8"}} {
		if _, err := parseArgs(bad, &sink); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	c, err := parseArgs([]string{"--ops", "solve,leads", "--deals", "4"}, &sink)
	if err != nil || c.ops != [numOps]bool{false, true, true} || c.deals != 4 {
		t.Errorf("--ops solve,leads --deals 4: %+v, %v", c, err)
	}
	c, err = parseArgs([]string{"--quick", "--solvers", "libdds"}, &sink)
	if err != nil || !c.quick || len(c.solvers) != 1 || c.reps != defaultReps || !strings.HasSuffix(c.data, filepath.Join("dds", "testdata")) {
		t.Errorf("parseArgs: %+v, %v", c, err)
	}
}

// TestReportRatios renders a report of two made-up backends: the ratio
// row is Go's median over libdds's, and the file is written whole.
func TestReportRatios(t *testing.T) {
	dir := t.TempDir()
	r := report{
		cfg:     &config{reps: 3, threads: 1, results: dir, args: []string{"--quick"}, quick: true},
		started: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC),
		runners: []*runner{{name: "go"}, {name: "libdds"}, {name: "bridge-solver", solver: &bridgeSolver{rss: new(atomic.Int64)}}},
		sets:    []dealSet{{name: "random", leads: make([]dds.Lead, 4)}, {name: "largest", leads: make([]dds.Lead, 2)}},
		cells: map[[2]int]*cell{
			{0, 0}: {ms: [numOps][]float64{{10, 30, 20}, {1, 1, 1}, {6, 2, 4}}, mem: memory{rss: 50 << 20}, own: 30 << 20,
				perDeal: [numOps][][]float64{{{10, 20, 30, 40}, {10, 20, 30, 40}, {10, 20, 30, 40}}}},
			{0, 2}: {ms: [numOps][]float64{{5, 5, 5}}, mem: memory{rss: 15 << 20},
				perDeal: [numOps][][]float64{{{10, 10, 10, 10}, {10, 10, 10, 10}, {10, 10, 10, 100}}}},
			{1, 2}: {},
			{1, 0}: {ms: [numOps][]float64{nil, {3, 3, 3}, nil}, mem: memory{rss: 50 << 20}},
			{1, 1}: {ms: [numOps][]float64{nil, {1, 1, 1}, nil}, mem: memory{rss: 50 << 20}},
			{0, 1}: {ms: [numOps][]float64{{40, 40, 40}, {2, 2, 2}, {1, 8, 2}}, mem: memory{rss: 100 << 20}, own: 120 << 20},
		},
		agree: map[int][]string{0: nil, 1: {"go and libdds: tricks of deal 2"}},
	}
	text := r.markdown()
	for _, want := range []string{
		"| random | 4 | go | 20.00 | 1.00 | 4.00 | 30 | 50 | 0.0 |",
		"| random | 4 | libdds | 40.00 | 2.00 | 2.00 | 120 | 100 | 0.0 |",
		"| random | 4 | bridge-solver | 5.00 | — | — | 15 | 15 | — |",
		"| random | 0.50 | 0.50 | 2.00 | 0.25 |",
		"random: every answer measured agrees",
		"| largest | 2 | go | — | 3.00 | — | — | 50 | 0.0 |",
		"| largest | — | 3.00 | — | — |",
		// go / bridge-solver: deal medians 10/10, 20/10, 30/10, 40/10.
		"Ratio go / bridge-solver deal by deal",
		"| random | ms/table | 4 | 2.00 | 4.00 | 4.00 | 4.00 | 2.50 |",
		"- random, ms/table: 4 (4.00), 3 (3.00), 2 (2.00)",
		// Each deal's median: go 10, 20, 30, 40; bridge-solver 10 but the last 10, 10, 100.
		"| set | deal | go | libdds | bridge-solver |",
		"| random | 1 | 10.00 | — | 10.00 |",
		"| random | 4 | 40.00 | — | 10.00 |",
		"| random | 4.00 | — | — | 2.00 |",
		"Ratio bridge-solver / libdds (below 1",
		"largest: the backends DISAGREE in 1 place(s), e.g. go and libdds: tricks of deal 2",
		"Command: `go run ./benchmarks/ddbench --quick`",
		"| random | ms/table | 0.25, 0.75, 0.50 | 0.50 |",
		"| random | ms/leads | 6.00, 0.25, 2.00 | 2.00 |",
		"| largest | ms/solve | 3.00, 3.00, 3.00 | 3.00 |",
		"- Build: ",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q:\n%s", want, text)
		}
	}
	path, err := r.write(text)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(path) != "2026-01-02T030405Z-quick.md" {
		t.Errorf("file %s", path)
	}
	if got, _ := os.ReadFile(path); string(got) != text {
		t.Errorf("file holds %q", got)
	}
}

// TestTimeByDeal times two Go backends deal by deal and batch by batch:
// every deal is answered by both, in order, and each repetition adds one
// figure per backend and measurement made.
func TestTimeByDeal(t *testing.T) {
	set, err := loadSet(filepath.Join("..", "..", "dds", "testdata"), setSpecs[0], 3)
	if err != nil {
		t.Fatal(err)
	}
	var runners []*runner
	for _, name := range []string{"go", "go2"} {
		r, err := newRunner(name, solver.Factory(solver.Options{MemoryMB: 8}), 1)
		if err != nil {
			t.Fatal(err)
		}
		runners = append(runners, r)
	}
	ops := [numOps]bool{false, true, false}
	cells := map[[2]int]*cell{}
	for rep, timer := range []func([]*runner, *dealSet, int, int, map[[2]int]*cell, [numOps]bool) (map[int]*answers, error){timeByDeal, timeByBatch} {
		got, err := timer(runners, &set, 0, rep, cells, ops)
		if err != nil {
			t.Fatal(err)
		}
		for ri := range runners {
			a := got[ri]
			if a.tables != nil || len(a.tricks) != 3 || a.leads != nil {
				t.Fatalf("rep %d runner %d: %d tables, %d tricks, %d leads", rep, ri, len(a.tables), len(a.tricks), len(a.leads))
			}
			for i, n := range a.tricks {
				l := set.leads[i]
				if want, _ := runners[0].solver.Tricks(l.Deal, l.Trump, l.Leader); n != want {
					t.Errorf("rep %d runner %d: tricks %d out of order", rep, ri, i)
				}
			}
			ce := cells[[2]int{0, ri}]
			if len(ce.ms[opSolve]) != rep+1 || len(ce.ms[opTable]) != 0 || len(ce.ms[opLeads]) != 0 || ce.ms[opSolve][rep] <= 0 {
				t.Errorf("rep %d runner %d: figures %v", rep, ri, ce.ms)
			}
		}
		if d := compareAnswers(runners, got); len(d) > 0 {
			t.Errorf("rep %d: %v", rep, d)
		}
	}
}

func TestDealRatios(t *testing.T) {
	a := [][]float64{{2, 9}, {4, 9}, {3, 1}} // medians 3, 9
	b := [][]float64{{1, 3}, {1, 0}, {1, 3}} // medians 1, 3
	got := dealRatios(a, b)
	if len(got) != 2 || got[0] != 3 || got[1] != 3 {
		t.Errorf("dealRatios = %v, want [3 3]", got)
	}
	if dealRatios(a, [][]float64{{0, 0}}) == nil || len(dealRatios(a, [][]float64{{0, 0}})) != 0 {
		t.Error("deals timed at 0 are kept")
	}
	if dealRatios(nil, b) != nil {
		t.Error("ratio against nothing")
	}
}

// bridgeSolverOutput is `solver -if deal -m0` on the first deal of the
// issue's example (statistics lines as it prints them with -v are ignored).
const bridgeSolverOutput = `N  3  3 10 10  0.02 s   5.8 M
S  4  4  9  9  0.04 s   5.9 M
--- Common Bounds Cache Statistics ---
H  3  3 10 10  0.05 s   5.9 M
D  4  4  8  9  0.07 s   6.1 M
C  4  4  9  9  0.08 s   6.1 M
`

func TestParseBridgeSolver(t *testing.T) {
	tab, rss, err := parseBridgeSolver(bridgeSolverOutput)
	if err != nil {
		t.Fatal(err)
	}
	// Columns are declarers South, North, West, East.
	if tab[dds.NoTrump][dds.South] != 3 || tab[dds.NoTrump][dds.West] != 10 || tab[dds.Diamonds][dds.West] != 8 ||
		tab[dds.Diamonds][dds.East] != 9 || tab[dds.Spades][dds.North] != 4 || tab[dds.Clubs][dds.East] != 9 {
		t.Errorf("table %v", tab)
	}
	if mb := 6.1; rss != int64(mb*(1<<20)) {
		t.Errorf("peak %d bytes, want 6.1 MB", rss)
	}
	for _, bad := range []string{
		"", // no strain
		strings.Replace(bridgeSolverOutput, "C  4", "H  4", 1),   // hearts twice, no clubs
		strings.Replace(bridgeSolverOutput, "10 10", "10 14", 1), // 14 tricks
		strings.Replace(bridgeSolverOutput, "D  4  4  8  9  0.07 s   6.1 M\n", "", 1),
	} {
		if _, _, err := parseBridgeSolver(bad); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}

// TestBridgeSolverBackend runs the real program on three deals when one
// is given ($RULING_BRIDGE_SOLVER), and checks its tables against the Go
// solver's; without one the backend must be skipped with a message.
func TestBridgeSolverBackend(t *testing.T) {
	bin := os.Getenv(bridgeSolverEnv)
	if bin == "" {
		if _, err := openBridgeSolver(&config{}); err == nil || !strings.Contains(err.Error(), "benchmarks/bridge-solver.sh") {
			t.Errorf("no binary: %v", err)
		}
		t.Skip("no bridge-solver binary: set " + bridgeSolverEnv)
	}
	f, err := openBridgeSolver(&config{bridgeSolver: bin})
	if err != nil {
		t.Fatal(err)
	}
	set, err := loadSet(filepath.Join("..", "..", "dds", "testdata"), setSpecs[0], 3)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := f()
	g := solver.New(solver.Options{})
	for i, d := range set.deals() {
		got, err := s.Table(d)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := g.Table(d)
		if got != want {
			t.Errorf("deal %d: bridge-solver %v, Go %v", i+1, got, want)
		}
	}
	if rss := s.(childProcesses).peakRSS(); rss <= 0 || rss > 1<<30 {
		t.Errorf("peak RSS %d", rss)
	}
	// A pool's workers are other solvers of the same factory: their
	// children's peak is the runner's too.
	f2, _ := openBridgeSolver(&config{bridgeSolver: bin})
	s2, _ := f2()
	if _, err := (dds.Pool{Factory: f2, Threads: 2}).Tables(set.deals()[:2]); err != nil {
		t.Fatal(err)
	}
	if s2.(childProcesses).peakRSS() <= 0 {
		t.Error("the pool's peak is not shared")
	}
	if _, err := s.Tricks(set.leads[0].Deal, 0, 0); err != errUnsupported {
		t.Errorf("Tricks: %v", err)
	}
}

func TestReportedPeak(t *testing.T) {
	if got := reportedPeak("ddbench: rep 1\n" + peakLine + "20480\nddbench: wrote x\n"); got != 20480 {
		t.Errorf("got %d", got)
	}
	if reportedPeak("nothing") != 0 {
		t.Error("a peak from nothing")
	}
}

func TestSlowerDeals(t *testing.T) {
	x := []dealRatio{{1, 0.9}, {2, 1.3}, {3, 1}, {4, 1.1}, {5, 1.2}}
	if got, want := slowerDeals(x, 10), "2 (1.30), 5 (1.20), 4 (1.10)"; got != want {
		t.Errorf("slowerDeals = %q, want %q", got, want)
	}
	if got, want := slowerDeals(x, 2), "2 (1.30), 5 (1.20), and 1 more"; got != want {
		t.Errorf("slowerDeals at most 2 = %q, want %q", got, want)
	}
	if got := slowerDeals(x[:1], 10); got != "none" {
		t.Errorf("slowerDeals with none slower = %q", got)
	}
}

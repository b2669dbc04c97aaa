//go:build !race

// The report names the libdds version, which loads the library: kept out of -race runs like every test that loads it.

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ruling-bridge/ruling/dds"
)

func TestMedian(t *testing.T) {
	for _, c := range []struct {
		in   []float64
		want float64
	}{
		{nil, 0}, {[]float64{3}, 3}, {[]float64{5, 1, 3}, 3}, {[]float64{4, 1, 3, 2}, 2.5},
	} {
		if got := median(c.in); got != c.want {
			t.Errorf("median(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

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
	s, _ := loadSet(dir, setSpecs[0], 7)
	if s.leads[6].Trump != dds.Strain(dds.Diamonds) || s.leads[6].Leader != dds.South {
		t.Errorf("random deal 7: %v %v, want D S", s.leads[6].Trump, s.leads[6].Leader)
	}
}

func TestParseArgs(t *testing.T) {
	var sink strings.Builder
	for _, bad := range [][]string{{"--reps", "0"}, {"--sets", "huge"}, {"extra"}, {"--threads", "0"}, {"--ops", "table,fast"}, {"--deals", "-1"}} {
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
		runners: []*runner{{name: "go"}, {name: "libdds"}},
		sets:    []dealSet{{name: "random", leads: make([]dds.Lead, 4)}, {name: "largest", leads: make([]dds.Lead, 2)}},
		cells: map[[2]int]*cell{
			{0, 0}: {ms: [numOps][]float64{{10, 30, 20}, {1, 1, 1}, {6, 2, 4}}, mem: memory{rss: 50 << 20}},
			{1, 0}: {ms: [numOps][]float64{nil, {3, 3, 3}, nil}, mem: memory{rss: 50 << 20}},
			{1, 1}: {ms: [numOps][]float64{nil, {1, 1, 1}, nil}, mem: memory{rss: 50 << 20}},
			{0, 1}: {ms: [numOps][]float64{{40, 40, 40}, {2, 2, 2}, {1, 8, 2}}, mem: memory{rss: 100 << 20}},
		},
		agree: map[int][]string{0: nil, 1: {"go and libdds: tricks of deal 2"}},
	}
	text := r.markdown()
	for _, want := range []string{
		"| random | 4 | go | 20.00 | 1.00 | 4.00 | 50 |",
		"| random | 4 | libdds | 40.00 | 2.00 | 2.00 | 100 |",
		"| random | 0.50 | 0.50 | 2.00 | 0.50 |",
		"random: every answer measured agrees",
		"| largest | 2 | go | — | 3.00 | — | 50 |",
		"| largest | — | 3.00 | — | 1.00 |",
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
		r, err := newRunner(name, dds.GoFactory(dds.Options{MemoryMB: 8}), 1)
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

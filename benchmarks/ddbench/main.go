// main.go: ddbench — times double-dummy backends on the same deals in one run and records the figures.
//
// Usage (from the repository root):
//
//	go run ./benchmarks/ddbench [--quick] [--solvers go,libdds,bridge-solver] [--sets random,list100,largest,hard,bs-hard,bs-long,champion]
//	                            [--reps N] [--threads N] [--data DIR] [--results DIR] [--no-record]
//	                            [--by-deal] [--ops table,solve,leads] [--deals N] [--bridge-solver BIN] [--own-rss=false]
//
// For each deal set and each repetition it times, backend after backend
// (the order rotating between repetitions, so that no backend always runs
// first): the full table of every deal, one single-result solve of every
// deal (a strain and an opening leader: the declaring side's tricks), and
// the values of every legal opening lead of every deal. It prints the
// medians over the repetitions of the milliseconds per deal, the peak
// memory (each backend's own, from a child process), the ratios between
// the backends (of the medians, repetition by repetition, and with
// --by-deal deal by deal: p50, p90, p99, max, mean), and
// whether the backends' answers agree, and writes them to a dated file in
// --results DIR (default: a new temporary folder, printed first).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/ruling-bridge/ruling/benchmarks/internal/record"
	"github.com/ruling-bridge/ruling/dds"
)

// defaultReps is the number of repetitions of every measurement.
const defaultReps = 3

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintf(os.Stderr, "ddbench: error: %v\n", err)
		os.Exit(1)
	}
}

// config is the parsed command line.
type config struct {
	quick    bool
	solvers  []string
	sets     []string
	reps     int
	threads  int
	data     string
	results  string
	noRecord bool
	deals    int          // 0: the set's own size; else at most this many deals a set
	ops      [numOps]bool // the measurements to make
	byDeal   bool         // interleave the backends deal by deal
	ownRSS   bool         // measure each in-process backend's peak RSS alone, in a child process
	goMB     int          // the Go solver's memory cap (dds.Options.MemoryMB; 0: its default)
	// bridgeSolver is the bridge-solver binary (else $RULING_BRIDGE_SOLVER).
	bridgeSolver string
	args         []string
}

func parseArgs(args []string, stderr io.Writer) (*config, error) {
	fs := flag.NewFlagSet("ddbench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	c := &config{args: args}
	var solvers, sets, ops string
	fs.BoolVar(&c.quick, "quick", false, "time a subset of each set (20, 20 and 3 deals)")
	fs.StringVar(&solvers, "solvers", "go,libdds,bridge-solver", "backends to time, comma-separated; unavailable ones are skipped with a note")
	fs.StringVar(&sets, "sets", "random,list100,largest", "deal sets, comma-separated")
	fs.IntVar(&c.reps, "reps", defaultReps, "repetitions of every measurement (medians are reported)")
	fs.IntVar(&c.threads, "threads", 1, "threads per backend (libdds: SetMaxThreads; Go: pool workers)")
	fs.StringVar(&c.data, "data", "", "directory of dd-tables.tsv and dds-hands/ (default: dds/testdata of the repository)")
	fs.StringVar(&c.results, "results", "", "directory for the results file (default: a new temporary one, printed; benchmarks/results keeps the figures)")
	fs.BoolVar(&c.noRecord, "no-record", false, "print the figures without writing a results file")
	fs.IntVar(&c.deals, "deals", 0, "take at most this many deals of each set (0: all, or the --quick number)")
	fs.StringVar(&ops, "ops", "table,solve,leads", "measurements to make, comma-separated")
	fs.BoolVar(&c.byDeal, "by-deal", false, "interleave the backends deal by deal (each deal timed on every backend back to back), not batch by batch: steadier ratios on a noisy machine")
	fs.StringVar(&c.bridgeSolver, "bridge-solver", "", "the bridge-solver binary (default $"+bridgeSolverEnv+"; built by benchmarks/bridge-solver.sh); without one that backend is skipped")
	fs.IntVar(&c.goMB, "go-mb", 0, "the Go solver's memory cap in MB (0: its default, 64)")
	fs.BoolVar(&c.ownRSS, "own-rss", true, "also run each in-process backend alone in a child process (one repetition) for its own peak RSS")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if c.reps < 1 || c.threads < 1 || c.deals < 0 || c.goMB < 0 {
		return nil, fmt.Errorf("--reps and --threads must be at least 1, --deals and --go-mb at least 0")
	}
	for _, op := range strings.Split(ops, ",") {
		i := slices.Index(opKeys[:], op)
		if i < 0 {
			return nil, fmt.Errorf("unknown measurement %q (table, solve, leads)", op)
		}
		c.ops[i] = true
	}
	c.solvers = strings.Split(solvers, ",")
	c.sets = strings.Split(sets, ",")
	for _, s := range c.sets {
		if !slices.ContainsFunc(setSpecs, func(sp setSpec) bool { return sp.name == s }) {
			return nil, fmt.Errorf("unknown set %q (random, list100, largest, hard)", s)
		}
	}
	if c.data == "" {
		root, err := repoRoot()
		if err != nil {
			return nil, err
		}
		c.data = filepath.Join(root, "dds", "testdata")
	}
	return c, nil
}

// repoRoot is the nearest directory above the working directory with a go.mod.
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above the working directory; give --data")
		}
		dir = parent
	}
}

// The three measurements, in report order.
const (
	opTable = iota
	opSolve
	opLeads
	numOps
)

var (
	opNames = [numOps]string{"ms/table", "ms/solve", "ms/leads"}
	opKeys  = [numOps]string{"table", "solve", "leads"}
)

// cell holds the measurements of one backend on one set.
type cell struct {
	ms  [numOps][]float64 // per repetition: milliseconds per deal
	mem memory            // peak over all its batches
	// perDeal[op][rep][deal] is each deal's milliseconds (--by-deal runs).
	perDeal [numOps][][]float64
	own     int64 // peak RSS of the backend alone in a child process; 0 if not measured
}

// answers are one backend's results on one set, to compare backends.
type answers struct {
	tables []dds.Table
	tricks []int
	leads  [][]dds.CardValue
}

func run(args []string, stdout, stderr io.Writer) error {
	c, err := parseArgs(args, stderr)
	if err != nil {
		return err
	}
	record.WarnPGO("ddbench", stderr)
	if !c.noRecord {
		if c.results, err = record.Dir(c.results, "ddbench", stderr); err != nil {
			return err
		}
	}
	var runners []*runner
	var notes []string
	for _, name := range c.solvers {
		i := slices.IndexFunc(backends, func(b backend) bool { return b.name == name })
		if i < 0 {
			notes = append(notes, fmt.Sprintf("%s: skipped: unknown backend", name))
			continue
		}
		f, err := backends[i].open(c)
		if err == nil {
			var r *runner
			if r, err = newRunner(name, f, c.threads); err == nil {
				runners = append(runners, r)
				continue
			}
		}
		notes = append(notes, fmt.Sprintf("%s: skipped: %v", name, err))
	}
	for _, n := range notes {
		fmt.Fprintln(stderr, "ddbench: "+n)
	}
	if len(runners) == 0 {
		return fmt.Errorf("no backend to time")
	}
	var sets []dealSet
	for _, spec := range setSpecs {
		if !slices.Contains(c.sets, spec.name) {
			continue
		}
		n := spec.full
		if c.quick {
			n = spec.quick
		}
		if c.deals > 0 {
			n = min(n, c.deals)
		}
		s, err := loadSet(c.data, spec, n)
		if err != nil {
			return err
		}
		sets = append(sets, s)
	}
	started, load := time.Now().UTC(), loadAverage()
	cells := map[[2]int]*cell{} // by set index, runner index
	agree := map[int][]string{} // by set index: disagreements
	for rep := range c.reps {
		for si := range sets {
			set := &sets[si]
			var first map[int]*answers
			var err error
			if c.byDeal {
				first, err = timeByDeal(runners, set, si, rep, cells, c.ops)
			} else {
				first, err = timeByBatch(runners, set, si, rep, cells, c.ops)
			}
			if err != nil {
				return err
			}
			for ri, r := range runners {
				ce := cells[[2]int{si, ri}]
				fmt.Fprintf(stderr, "ddbench: rep %d/%d %-8s %-7s table %.1f solve %.1f leads %.1f ms/deal\n", rep+1, c.reps, set.name, r.name,
					last(ce.ms[opTable]), last(ce.ms[opSolve]), last(ce.ms[opLeads]))
			}
			if rep == 0 {
				agree[si] = compareAnswers(runners, first)
			}
		}
	}
	// The process's peak over every batch (VmHWM is reset before each).
	var all memory
	for _, ce := range cells {
		all.peak(ce.mem)
	}
	fmt.Fprintf(stderr, "%s%d\n", peakLine, all.rss/1024)
	if c.ownRSS {
		ownRSS(c, runners, sets, cells, stderr)
	}
	rep := report{cfg: c, started: started, notes: notes, runners: runners, sets: sets, cells: cells, agree: agree, load: load}
	text := rep.markdown()
	fmt.Fprint(stdout, text)
	if c.noRecord {
		return nil
	}
	path, err := rep.write(text)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "ddbench: wrote %s\n", path)
	return nil
}

// last is the latest measurement, 0 when there is none.
func last(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	return xs[len(xs)-1]
}

// cellOf is the cell of set si and runner ri, made on first use.
func cellOf(cells map[[2]int]*cell, si, ri int) *cell {
	ce := cells[[2]int{si, ri}]
	if ce == nil {
		ce = &cell{}
		cells[[2]int{si, ri}] = ce
	}
	return ce
}

// timeByBatch times each backend on the whole set in turn (the order
// rotating with the repetition), adding to the cells of set si, and
// returns each runner's answers.
func timeByBatch(runners []*runner, set *dealSet, si, rep int, cells map[[2]int]*cell, ops [numOps]bool) (map[int]*answers, error) {
	got := map[int]*answers{}
	n := float64(len(set.leads))
	for k := range runners {
		ri := (k + rep) % len(runners) // rotate who goes first
		r := runners[ri]
		a, d, m, made, err := timeSet(r, set, ops)
		if err != nil {
			return nil, fmt.Errorf("%s on %s: %v", r.name, set.name, err)
		}
		cellOf(cells, si, ri).add(d, m, n, made)
		got[ri] = a
	}
	return got, nil
}

// timeByDeal times every backend on each deal of the set in turn, back
// to back (the order rotating with the deal and the repetition), so that
// the machine's drift touches them alike; each backend's figure is its
// total over the set.
func timeByDeal(runners []*runner, set *dealSet, si, rep int, cells map[[2]int]*cell, ops [numOps]bool) (map[int]*answers, error) {
	got := map[int]*answers{}
	total := make([][numOps]time.Duration, len(runners))
	peak := make([]memory, len(runners))
	made := make([][numOps]bool, len(runners))
	perDeal := make([][numOps][]float64, len(runners))
	for i := range set.leads {
		one := dealSet{name: set.name, leads: set.leads[i : i+1]}
		for k := range runners {
			ri := (k + i + rep) % len(runners)
			r := runners[ri]
			a, d, m, ok, err := timeSet(r, &one, ops)
			if err != nil {
				return nil, fmt.Errorf("%s on %s, deal %d: %v", r.name, set.name, i+1, err)
			}
			for op := range numOps {
				total[ri][op] += d[op]
				if ok[op] {
					perDeal[ri][op] = append(perDeal[ri][op], float64(d[op].Microseconds())/1000)
				}
			}
			made[ri] = ok
			peak[ri].peak(m)
			if got[ri] == nil {
				got[ri] = &answers{}
			}
			got[ri].tables = append(got[ri].tables, a.tables...)
			got[ri].tricks = append(got[ri].tricks, a.tricks...)
			got[ri].leads = append(got[ri].leads, a.leads...)
		}
	}
	for ri := range runners {
		ce := cellOf(cells, si, ri)
		ce.add(total[ri], peak[ri], float64(len(set.leads)), made[ri])
		for op := range numOps {
			if made[ri][op] {
				ce.perDeal[op] = append(ce.perDeal[op], perDeal[ri][op])
			}
		}
	}
	return got, nil
}

// add records one repetition: the durations of the measurements made on
// n deals, and the peak memory.
func (ce *cell) add(d [numOps]time.Duration, m memory, n float64, ops [numOps]bool) {
	for op := range numOps {
		if ops[op] {
			ce.ms[op] = append(ce.ms[op], float64(d[op].Microseconds())/1000/n)
		}
	}
	ce.mem.peak(m)
}

// timeSet runs the chosen measurements of one backend on one set and
// returns the answers, the time each took, the peak memory and which
// measurements were made (those the backend does not offer are not).
func timeSet(r *runner, set *dealSet, ops [numOps]bool) (*answers, [numOps]time.Duration, memory, [numOps]bool, error) {
	a := &answers{}
	var d [numOps]time.Duration
	var peak memory
	var made [numOps]bool
	steps := [numOps]func() error{
		func() (err error) { a.tables, err = r.tables(set.deals()); return err },
		func() (err error) { a.tricks, err = r.tricks(set.leads); return err },
		func() (err error) { a.leads, err = r.leads(set.starts()); return err },
	}
	for op, step := range steps {
		if !ops[op] {
			continue
		}
		t, m, err := measure(step)
		if errors.Is(err, errUnsupported) {
			continue
		}
		if err != nil {
			return nil, d, peak, made, err
		}
		if c, ok := r.solver.(childProcesses); ok {
			m.rss = c.peakRSS() // the children's, not this process's
		}
		d[op] = t
		made[op] = true
		peak.peak(m)
	}
	return a, d, peak, made, nil
}

// childProcesses is a backend that solves in child processes: its peak
// RSS is theirs.
type childProcesses interface{ peakRSS() int64 }

// compareAnswers lists where backends disagree with the first one.
func compareAnswers(runners []*runner, got map[int]*answers) []string {
	var out []string
	base := got[0]
	for ri := 1; ri < len(runners); ri++ {
		a := got[ri]
		if len(a.tables) != len(base.tables) {
			continue // one of them does not make tables
		}
		for i := range base.tables {
			if a.tables[i] != base.tables[i] {
				out = append(out, fmt.Sprintf("%s and %s: table of deal %d", runners[0].name, runners[ri].name, i+1))
			}
		}
		for i := range min(len(a.tricks), len(base.tricks)) {
			if a.tricks[i] != base.tricks[i] {
				out = append(out, fmt.Sprintf("%s and %s: tricks of deal %d", runners[0].name, runners[ri].name, i+1))
			}
		}
		for i := range min(len(a.leads), len(base.leads)) {
			if !slices.Equal(a.leads[i], base.leads[i]) {
				out = append(out, fmt.Sprintf("%s and %s: leads of deal %d", runners[0].name, runners[ri].name, i+1))
			}
		}
	}
	return out
}

// goVersion is the toolchain that built ddbench.
func goVersion() string { return runtime.Version() }

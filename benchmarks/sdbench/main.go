// Command sdbench measures single-dummy play: the playouts per second of a
// single-dummy scenario (Go solver or libdds), and the mean single-dummy
// minus double-dummy difference in tricks over random deals, by contract
// level.
//
//	go run ./benchmarks/sdbench --mode scenario --playouts 200 --threads 2 --solver go
//	go run ./benchmarks/sdbench --mode diff --deals 500 --threads 2
//
// Scenario mode plays one deal (--deal, by default the 4♠ game of
// docs/single-dummy.md, with --condition) out --playouts times on the actual deal, as `tricks =
// "single-dummy"` does, and prints the wall time, playouts per second and
// both distributions.
//
// Both modes print the work per playout, the measures of a change to the
// player that wall time on a shared machine cannot give: decisions,
// layouts used, layouts solved (CardValues calls; fewer than used where
// pools or verdicts serve several playouts), search nodes (Go solver
// only) and their share by trick, and the playouts ended by a claim;
// scenario mode also the heap allocations per playout (--memprofile
// writes where they are made, for go tool pprof -sample_index=alloc_objects).
// --full turns off sequential sampling, verdicts and claims (the player
// before them), for comparison on the same seed. --by-card (scenario)
// adds the work card by card from the opening lead: the decisions made
// there over all playouts, how many a verdict settled, the situations
// (distinct plays before the card), the mean choices and layouts of a
// decision, the layouts solved, the nodes and the nodes per layout solved
// — where a change to the player saves or costs.
//
// Diff mode deals --deals random deals (seeded) and plays each once.
// Contract, a fixed rule: the side with more high-card points declares
// (North-South on a tie), in the strain where it takes most tricks double
// dummy (notrump, then spades, hearts, diamonds, clubs on a tie), from the
// hand of the two that takes more (the first of North/East on a tie); the
// level is the double-dummy tricks less six, at least 1 — the contract a
// pair bidding to its double-dummy limit would reach. Each deal's line
// (level, single-dummy tricks, double-dummy tricks) is written as it
// finishes, so an interrupted run still gives its figures; the summary by
// level (n, means, mean difference with its standard error) is printed at
// the end and written to benchmarks/results/ unless --no-record.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ruling-bridge/ruling/benchmarks/internal/record"
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/libdds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/sim/singledummy"
	"github.com/ruling-bridge/ruling/weighting"
	"gonum.org/v1/gonum/stat"
)

// defaultDeal is docs/single-dummy.md's 4♠ by South (examples/single-dummy/board3.toml):
// a two-way guess of the trump queen.
const defaultDeal = "N:AJ92.A54.K83.K76 43.873.T962.QJ52 KT87.K62.A54.A43 Q65.QJT9.QJ7.T98"

func main() {
	mode := flag.String("mode", "scenario", "scenario or diff")
	dealText := flag.String("deal", defaultDeal, "scenario: the deal (PBN)")
	contractText := flag.String("contract", "4S", "scenario: the contract")
	condText := flag.String("condition", "hearts(west) >= 4", "scenario: the auction's condition")
	declText := flag.String("declarer", "S", "scenario: declarer")
	playouts := flag.Int("playouts", 200, "scenario: playouts")
	deals := flag.Int("deals", 500, "diff: random deals")
	samples := flag.Int("samples", singledummy.DefaultSamples, "layouts per decision")
	threads := flag.Int("threads", runtime.NumCPU(), "workers")
	solverName := flag.String("solver", "go", "go or libdds")
	seed := flag.Uint64("seed", 1, "random seed")
	noRecord := flag.Bool("no-record", false, "diff: do not write a results file")
	results := flag.String("results", "", "diff: directory for the dated results file (default: a new temporary one, printed; benchmarks/results keeps the figures)")
	full := flag.Bool("full", false, "turn off the work-saving refinements (sequential sampling, claims): the play before them, for comparison")
	memory := flag.Int("memory", 0, "the Go solver's table per thread, in MB (0: the default, 64)")
	byCard := flag.Bool("by-card", false, "scenario: print the work card by card (decisions, situations, layouts solved, nodes)")
	memProfile := flag.String("memprofile", "", "scenario: write an allocation profile of the playouts to this file (go tool pprof -sample_index=alloc_objects)")
	flag.Parse()
	record.WarnPGO("sdbench", os.Stderr)
	if *mode == "diff" && !*noRecord {
		var err error
		if *results, err = record.Dir(*results, "sdbench", os.Stderr); err != nil {
			fail(err)
		}
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	factory, err := libdds.BackendOptions(*solverName, *threads, solver.Options{MemoryMB: *memory})
	if err != nil {
		fail(err)
	}
	opts := singledummy.Options{Samples: *samples, Seed: *seed, Solver: factory, Threads: *threads, Full: *full}
	switch *mode {
	case "scenario":
		if *condText != "" {
			cond, err := sim.ParseCondition(*condText)
			if err != nil {
				fail(err)
			}
			opts.Condition = cond
		}
		scenario(ctx, *dealText, *contractText, *declText, *playouts, opts, *solverName, *byCard, *memProfile)
	case "diff":
		diff(ctx, *deals, opts, *solverName, *noRecord, *results)
	default:
		fail(fmt.Errorf("--mode %q: use scenario or diff", *mode))
	}
}

func fail(err error) {
	fmt.Fprintf(os.Stderr, "sdbench: %v\n", err)
	os.Exit(1)
}

func scenario(ctx context.Context, dealText, contractText, declText string, n int, opts singledummy.Options, solver string, byCard bool, memProfile string) {
	d, err := dds.ParseDeal(dealText)
	if err != nil {
		fail(err)
	}
	decl, err := dds.ParseSeat(declText)
	if err != nil {
		fail(err)
	}
	r, err := weighting.ParseResult(contractText + "= " + decl.String())
	if err != nil {
		fail(err)
	}
	c := dds.Contract{Level: r.Contract.Level, Strain: r.Contract.Strain, Declarer: decl}
	deals := make([]dds.Deal, n)
	for i := range deals {
		deals[i] = d
	}
	if memProfile != "" {
		runtime.MemProfileRate = 1 // every allocation, for counts by site
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	ps, err := singledummy.Play(ctx, deals, c, opts, nil)
	if err != nil {
		fail(err)
	}
	el := time.Since(start)
	runtime.ReadMemStats(&after)
	if memProfile != "" {
		writeHeapProfile(memProfile)
	}
	var sd sim.TrickDist
	var w work
	w.allocs = after.Mallocs - before.Mallocs
	for _, p := range ps {
		sd.Add(p.Tricks)
		w.add(p)
	}
	fmt.Printf("%s %s by %s, %d playouts, %d layouts per decision, solver %s, %d threads\n", dealText, contractText, decl.Name(), n, opts.Samples, solver, opts.Threads)
	fmt.Printf("wall %.1f s, %.2f playouts/s\n", el.Seconds(), float64(n)/el.Seconds())
	w.print(os.Stdout)
	fmt.Printf("single dummy: mean %.2f tricks, makes %.1f %%; double dummy: %d tricks\n", sd.Mean(), 100*float64(sd.AtLeast(c.Need()))/float64(sd.N), ps[0].DoubleDummy)
	fmt.Printf("tricks:")
	for t, k := range sd.Count {
		if k > 0 {
			fmt.Printf(" %d:%d", t, k)
		}
	}
	fmt.Println()
	if byCard {
		printByCard(os.Stdout, ps)
	}
}

// writeHeapProfile writes the allocation profile to file.
func writeHeapProfile(file string) {
	f, err := os.Create(file)
	if err != nil {
		fail(err)
	}
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		fail(err)
	}
	if err := f.Close(); err != nil {
		fail(err)
	}
}

// printByCard writes, for each card of the play from the opening lead, the
// decisions made there over all playouts, the distinct situations (cards
// played before it), the layouts solved and the nodes.
func printByCard(out io.Writer, ps []*singledummy.Playout) {
	fmt.Fprintf(out, "card\tdecisions\tverdicts\tsituations\tchoices\tlayouts\tsolved\tnodes\tnodes/solved\n")
	for k := range 52 {
		var dec, solved, verdicts, choices, layouts int
		var nodes int64
		sit := map[string]bool{}
		for _, p := range ps {
			if k >= len(p.Steps) || p.Steps[k].Forced {
				continue
			}
			st := &p.Steps[k]
			dec++
			solved += st.Solved
			nodes += st.Nodes
			choices += len(st.Choices)
			layouts += st.Layouts
			if st.Verdict {
				verdicts++
			}
			var b []byte
			for _, st := range p.Steps[:k] {
				b = append(b, byte(st.Card))
			}
			sit[string(b)] = true
		}
		if dec == 0 {
			continue
		}
		fmt.Fprintf(out, "%d\t%d\t%d\t%d\t%.1f\t%.1f\t%d\t%d\t%.0f\n", k+1, dec, verdicts, len(sit), float64(choices)/float64(dec), float64(layouts)/float64(dec), solved, nodes, float64(nodes)/float64(max(solved, 1)))
	}
}

// work sums the work counters of playouts.
type work struct {
	playouts, decisions, layouts, solved int
	nodes                                int64
	byTrick                              [13]int64 // nodes by trick
	claimed                              int       // playouts ended by a claim
	allocs                               uint64    // heap allocations over the run (scenario), 0 if not counted
}

func (w *work) add(p *singledummy.Playout) {
	w.playouts++
	w.layouts += p.Layouts
	w.solved += p.Solved
	w.nodes += p.Nodes
	for i, st := range p.Steps {
		if !st.Forced {
			w.decisions++
		}
		w.byTrick[i/4] += st.Nodes
	}
	if p.Claim != nil {
		w.claimed++
	}
}

// print writes the work per playout: the measures of a change to the
// player that wall time on a shared machine cannot give.
func (w *work) print(out io.Writer) {
	n := float64(max(w.playouts, 1))
	fmt.Fprintf(out, "work per playout: %.1f decisions, %.1f layouts used, %.1f solved (CardValues calls), %.0f nodes; %d of %d playouts claimed\n",
		float64(w.decisions)/n, float64(w.layouts)/n, float64(w.solved)/n, float64(w.nodes)/n, w.claimed, w.playouts)
	if w.allocs > 0 {
		fmt.Fprintf(out, "allocations per playout: %.0f\n", float64(w.allocs)/n)
	}
	if w.nodes > 0 {
		fmt.Fprintf(out, "nodes by trick (%%):")
		for _, x := range w.byTrick {
			fmt.Fprintf(out, " %.1f", 100*float64(x)/float64(w.nodes))
		}
		fmt.Fprintln(out)
	}
}

// ddContract is the contract of diff mode's rule for deal d
// (singledummy.CalibrationContract on its table).
func ddContract(s dds.Solver, d dds.Deal) (dds.Contract, int, error) {
	tab, err := s.Table(d)
	if err != nil {
		return dds.Contract{}, 0, err
	}
	c, tricks := singledummy.CalibrationContract(d, tab)
	return c, tricks, nil
}

// levelStats accumulates the playouts of one level: the tricks taken
// single and double dummy, and each deal's difference.
type levelStats struct {
	n      int
	sd, dd float64
	diffs  []float64 // single minus double dummy, deal by deal
}

// add counts one more level's stats into st.
func (st *levelStats) add(o levelStats) {
	st.n += o.n
	st.sd += o.sd
	st.dd += o.dd
	st.diffs = append(st.diffs, o.diffs...)
}

func diff(ctx context.Context, n int, opts singledummy.Options, solver string, noRecord bool, dir string) {
	var deals []dds.Deal
	if _, err := sim.Sample(ctx, sim.SampleSpec{Seed: opts.Seed, N: n, Threads: 1}, func(i int, d dds.Deal) error {
		deals = append(deals, d)
		return nil
	}); err != nil {
		fail(err)
	}
	var stats [8]levelStats
	start := time.Now()
	done := 0
	var w work
	fmt.Printf("# deal\tlevel\tstrain\tdeclarer\tsingle-dummy\tdouble-dummy\tsolved\tnodes\n")
	type result struct {
		k int
		c dds.Contract
		p *singledummy.Playout
	}
	results := make(chan result)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range max(1, opts.Threads) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := opts.Solver()
			if err != nil {
				fail(err)
			}
			for {
				k := int(next.Add(1) - 1)
				if k >= len(deals) || ctx.Err() != nil {
					return
				}
				c, _, err := ddContract(s, deals[k])
				if err != nil {
					fail(err)
				}
				o := opts
				o.Seed, o.Threads = sim.SubSeed(opts.Seed, uint64(k)), 1
				ps, err := singledummy.Play(ctx, []dds.Deal{deals[k]}, c, o, nil)
				if err != nil {
					if ctx.Err() != nil {
						return
					}
					fail(err)
				}
				results <- result{k, c, ps[0]}
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()
	for r := range results {
		c, p := r.c, r.p
		st := &stats[c.Level]
		st.n++
		st.sd += float64(p.Tricks)
		st.dd += float64(p.DoubleDummy)
		st.diffs = append(st.diffs, float64(p.Tricks-p.DoubleDummy))
		done++
		w.add(p)
		fmt.Printf("%d\t%d\t%s\t%s\t%d\t%d\t%d\t%d\n", r.k+1, c.Level, c.Strain, c.Declarer, p.Tricks, p.DoubleDummy, p.Solved, p.Nodes)
	}
	el := time.Since(start)
	var b strings.Builder
	fmt.Fprintf(&b, "# sdbench diff: single dummy minus double dummy, %d random deals\n\n", done)
	fmt.Fprintf(&b, "Command: `go run ./benchmarks/sdbench %s`  \n", strings.Join(os.Args[1:], " "))
	fmt.Fprintf(&b, "Build: %s.  \n", record.Build())
	fmt.Fprintf(&b, "Solver %s, %d layouts per decision, seed %d, %s, wall %.0f s (%.1f s per deal on %d workers)\n\n",
		solver, opts.Samples, opts.Seed, runtime.GOARCH, el.Seconds(), el.Seconds()/float64(max(done, 1)), opts.Threads)
	fmt.Fprintf(&b, "| level | deals | single dummy | double dummy | SD − DD | ± s.e. |\n|---:|---:|---:|---:|---:|---:|\n")
	var all levelStats
	for lv := 1; lv <= 7; lv++ {
		st := stats[lv]
		all.add(st)
		if st.n > 0 {
			m, e := st.meanSE()
			fmt.Fprintf(&b, "| %d | %d | %.2f | %.2f | %+.2f | %.2f |\n", lv, st.n, st.sd/float64(st.n), st.dd/float64(st.n), m, e)
		}
	}
	if all.n > 0 {
		m, e := all.meanSE()
		fmt.Fprintf(&b, "| all | %d | %.2f | %.2f | %+.2f | %.2f |\n", all.n, all.sd/float64(all.n), all.dd/float64(all.n), m, e)
	}
	fmt.Fprintln(&b)
	w.print(&b)
	fmt.Print("\n" + b.String())
	if !noRecord && done > 0 {
		if err := record.Write(dir, time.Now().UTC().Format("2006-01-02T150405Z")+"-sd-diff.md", b.String(), os.Stderr); err != nil {
			fmt.Fprintf(os.Stderr, "sdbench: %v\n", err)
		}
	}
}

// meanSE is the mean difference and its standard error (gonum's, from
// the sample standard deviation; NaN for fewer than two deals).
func (st *levelStats) meanSE() (mean, se float64) {
	if len(st.diffs) < 2 {
		return stat.Mean(st.diffs, nil), math.NaN()
	}
	mean, sd := stat.MeanStdDev(st.diffs, nil)
	return mean, stat.StdErr(sd, float64(len(st.diffs)))
}

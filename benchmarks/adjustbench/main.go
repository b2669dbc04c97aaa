// main.go: adjustbench — times a declarer's-view simulation (ruling adjust's main cost) with each double-dummy backend in one run.
//
// Usage (from the repository root):
//
//	go run ./benchmarks/adjustbench [--samples 1000] [--reps 3] [--threads 2]
//	                                [--solvers go,libdds] [--results DIR] [--no-record]
//	                                [--jobs simulate,leads,ruling] [--cpuprofile FILE]
//	                                [--memory MB] [--only-threads] [--fresh] [--keep-tables]
//	                                [--hugepages=false] [--split] [--split-share N]
//
// The job is the simulated scenario of examples/misinformation-mp.toml:
// 4♠ by North on board 7, North's and South's cards as dealt, East's and
// West's redealt under "hearts(east) >= 5 && hcp(east) >= 8 && hcp(east)
// <= 11", each deal solved double dummy (the whole of sim.EstimateTricks:
// dealing, solving, counting), at one worker and at --threads. Repetitions
// interleave the backends, the order rotating so that none always runs
// first; the figures are the median wall time per backend and thread
// count, the speed-up of --threads over one, and the ratio of the Go
// solver's to libdds's. Every run must give the same distribution (same
// seed, same deals, whatever the backend or threads). The figures go to
// standard output and to a dated file in --results DIR (default: a new
// temporary folder, printed first). The leads job times every opening
// lead of examples/lead-penalty-imps.toml's leads scenario; the ruling
// job times the whole ruling of examples/misinformation-mp.toml (the
// case read, the scenarios, the scores, the text report: `ruling
// adjust` without the process), each run writing the same report.
// --cpuprofile profiles the whole run (go tool pprof). --memory caps the
// Go solver's table per worker (default solver.DefaultMemoryMB): the
// switch for timing a table size against another; --only-threads runs
// at --threads alone (no run at one worker first); --fresh gives every
// run's Go solvers new tables, as a `ruling adjust` process has them
// (by default the backend's solver.Reusing hands a closed table on: in
// runs interleaved by thread count, a run at one worker starts on a new
// table, as the workers of a run at two, which share, keep theirs, and
// a run at two starts one worker on the table the run at one left).
// --keep-tables has the leads job's Go solvers keep their tables from
// one deal to the next, not forget each deal (solver.Solver.Forget),
// for timing the one against the other. --hugepages=false keeps the Go
// solvers' tables on small pages (solver.HugePagesEnv=0, as
// RULING_TT_HUGEPAGES=0 does for any command; huge pages are the
// default on Linux). --split=false has the declarer's-view workers share
// their tables over the whole run instead of splitting the deals by
// class, the default (sim.SplitEnv=0, as RULING_SIM_SPLIT=0 does for any
// command): the switch for timing the one against the other;
// --split-share N has the splitting workers share their tables for the
// first N deals (sim.SplitShareEnv=N, as RULING_SIM_SPLIT_SHARE=N does;
// 500 unless set). Each run of the Go solver prints the nodes its workers searched (a
// stable measure, where wall time on a shared machine is not).
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"strings"
	"time"

	"github.com/ruling-bridge/ruling/benchmarks/internal/record"
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/libdds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/sim"
)

// The benchmark's case: board 7 of examples/misinformation-mp.toml.
const (
	benchDeal      = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
	benchCondition = "hearts(east) >= 5 && hcp(east) >= 8 && hcp(east) <= 11"
	benchSeed      = 7
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "adjustbench: error: %v\n", err)
		os.Exit(1)
	}
}

func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("adjustbench", flag.ContinueOnError)
	samples := fs.Int("samples", 1000, "deals per simulation")
	reps := fs.Int("reps", 3, "repetitions per backend")
	threads := fs.Int("threads", 2, "worker threads")
	solvers := fs.String("solvers", "go,libdds", "backends to time")
	results := fs.String("results", "", "directory for the dated results file (default: a new temporary one, printed; benchmarks/results keeps the figures)")
	noRecord := fs.Bool("no-record", false, "do not write a results file")
	jobs := fs.String("jobs", "simulate,leads", "jobs to time: simulate, leads, ruling")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the whole run to this file")
	memory := fs.Int("memory", 0, "the Go solver's table per worker, in MB (0: the default)")
	keepTables := fs.Bool("keep-tables", false, "leads job: the Go solvers keep their tables from one deal to the next (no Forget), as before 27 November (session 6)")
	fresh := fs.Bool("fresh", false, "every run's Go solvers on new tables, as `ruling adjust` has (default: solver.Reusing's, a closed table reused)")
	hugePages := fs.Bool("hugepages", true, "the Go solvers' tables on transparent huge pages, the default (false sets "+solver.HugePagesEnv+"=0: small pages)")
	split := fs.Bool("split", true, "declarer's view: the workers split the deals by class, each on its own table, the default (false: they share their tables over the whole run; sets "+sim.SplitEnv+"=0)")
	splitShare := fs.Int("split-share", -1, "the splitting workers share their tables until this many deals are solved (sets "+sim.SplitShareEnv+"; -1: sim's default, 500)")
	fs.BoolVar(&onlyThreads, "only-threads", false, "run at --threads workers only, not also at one")
	if err := fs.Parse(args); err != nil {
		return err
	}
	record.WarnPGO("adjustbench", stdout)
	if !*hugePages {
		if err := os.Setenv(solver.HugePagesEnv, "0"); err != nil {
			return err
		}
	}
	if !*split {
		if err := os.Setenv(sim.SplitEnv, "0"); err != nil {
			return err
		}
	}
	if *splitShare >= 0 {
		if err := os.Setenv(sim.SplitShareEnv, fmt.Sprint(*splitShare)); err != nil {
			return err
		}
	}
	if !*noRecord {
		var err error
		if *results, err = record.Dir(*results, "adjustbench", stdout); err != nil {
			return err
		}
	}
	deal, err := dds.ParseDeal(benchDeal)
	if err != nil {
		return err
	}
	cond, err := sim.ParseCondition(benchCondition)
	if err != nil {
		return err
	}
	view := sim.DeclarerView{Deal: deal, Declarer: dds.North, Strain: dds.Strain(dds.Spades), Condition: cond}
	names := strings.Split(*solvers, ",")
	factories := map[string]dds.Factory{}
	for _, n := range names {
		opt := solver.Options{}
		if n == "go" {
			opt.MemoryMB = *memory
		}
		f, err := libdds.BackendOptions(n, 0, opt)
		if err != nil {
			return err
		}
		if n == "go" && *fresh {
			f = solver.Factory(opt)
		}
		factories[n] = counting(f)
	}
	doSim, doLeads, doRuling := false, false, false
	for _, j := range strings.Split(*jobs, ",") {
		switch j {
		case "simulate":
			doSim = true
		case "leads":
			doLeads = true
		case "ruling":
			doRuling = true
		default:
			return fmt.Errorf("unknown job %q (use simulate, leads or ruling)", j)
		}
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# adjustbench %s\n\n", time.Now().UTC().Format("2006-01-02 15:04 UTC"))
	fmt.Fprintf(&b, "Command: `go run ./benchmarks/adjustbench %s`; build: %s\n\n", strings.Join(args, " "), record.Build())
	if doSim {
		if err := simJob(&b, stdout, view, names, factories, *samples, *reps, *threads); err != nil {
			return err
		}
	}
	if doLeads {
		lj, err := readLeadsJob(".", leadsCaseFile)
		if err != nil {
			return err
		}
		lf := factories
		if *keepTables {
			lf = map[string]dds.Factory{}
			for n, f := range factories {
				lf[n] = keepingTables(f)
			}
		}
		if err := leadsRun(&b, stdout, lj, names, lf, *samples, *reps, *threads); err != nil {
			return err
		}
	}
	if doRuling {
		if err := rulingJob(&b, stdout, names, factories, *samples, *reps, *threads); err != nil {
			return err
		}
	}
	fmt.Fprint(stdout, "\n"+b.String())
	if *noRecord {
		return nil
	}
	return record.Write(*results, time.Now().UTC().Format("2006-01-02-adjust-1504")+".md", b.String(), stdout)
}

// onlyThreads: the jobs run at --threads workers only (--only-threads),
// not also at one — for runs of two builds in turn, each a new process.
var onlyThreads bool

// workerCounts is the worker counts a job runs at: one and threads.
func workerCounts(threads int) []int {
	if onlyThreads && threads > 0 {
		return []int{threads}
	}
	if threads > 1 {
		return []int{1, threads}
	}
	return []int{1}
}

// simJob times the declarer's-view simulation with each backend, at 1
// and at threads workers (the speed-up is what the second worker is
// worth), the backends interleaved with a rotating order.
func simJob(b *strings.Builder, stdout io.Writer, view sim.DeclarerView, names []string, factories map[string]dds.Factory, samples, reps, threads int) error {
	workers := workerCounts(threads)
	times := map[string]map[int][]time.Duration{}
	dists := map[string]sim.TrickDist{}
	for _, n := range names {
		times[n] = map[int][]time.Duration{}
	}
	for r := range reps {
		for _, w := range workers {
			for k := range names {
				n := names[(k+r)%len(names)] // rotate the order
				start := time.Now()
				d, _, err := sim.EstimateTricks(context.Background(), view,
					sim.Options{Seed: benchSeed, Samples: samples, Threads: w, Solver: factories[n]})
				if err != nil {
					return fmt.Errorf("%s: %v", n, err)
				}
				el := time.Since(start)
				times[n][w] = append(times[n][w], el)
				if prev, ok := dists[n]; ok && prev != d {
					return fmt.Errorf("%s: %d threads gave %v, another run %v", n, w, d.Count, prev.Count)
				}
				dists[n] = d
				fmt.Fprintf(stdout, "rep %d  %-6s  %d threads  %8.2f s%s\n", r+1, n, w, el.Seconds(), takeNodes())
			}
		}
	}
	fmt.Fprintf(b, "## Simulation\n\nDeclarer's-view simulation of 4♠ by North, board 7 of examples/misinformation-mp.toml\n")
	fmt.Fprintf(b, "(condition `%s`), %d deals, seed %d, at 1 and %d threads, GOMAXPROCS %d, %d repetitions interleaved.\n\n",
		benchCondition, samples, benchSeed, threads, runtime.GOMAXPROCS(0), reps)
	fmt.Fprintf(b, "| solver | threads | median wall time | ms per deal | speed-up | runs (s) |\n|---|---|---|---|---|---|\n")
	med := map[string]map[int]time.Duration{}
	for _, n := range names {
		med[n] = map[int]time.Duration{}
		for _, w := range workers {
			med[n][w] = record.Median(times[n][w])
			var runs []string
			for _, t := range times[n][w] {
				runs = append(runs, fmt.Sprintf("%.2f", t.Seconds()))
			}
			fmt.Fprintf(b, "| %s | %d | %.2f s | %.2f | %.2f× | %s |\n", n, w, med[n][w].Seconds(),
				1000*med[n][w].Seconds()/float64(samples), ratio(med[n][1], med[n][w]), strings.Join(runs, ", "))
		}
	}
	for _, w := range workers {
		if g, l := med["go"][w], med["libdds"][w]; g > 0 && l > 0 {
			fmt.Fprintf(b, "\nGo solver / libdds at %d threads: %.2f×.\n", w, ratio(g, l))
		}
	}
	if len(names) == 2 && dists[names[0]] != dists[names[1]] {
		fmt.Fprintf(b, "\n**The backends disagree**: %s %v, %s %v.\n", names[0], dists[names[0]].Count, names[1], dists[names[1]].Count)
	} else {
		fmt.Fprintf(b, "\nTrick distribution (every backend, every thread count): %v.\n", dists[names[0]].Count)
	}
	return nil
}

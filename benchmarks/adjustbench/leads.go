// leads.go: adjustbench's leads job — the opening leader's view of examples/lead-penalty-imps.toml, read through the engine.

package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/ruling-bridge/ruling/benchmarks/internal/record"
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// leadsCaseFile is the example whose leads scenario the leads job times.
const leadsCaseFile = "examples/lead-penalty-imps.toml"

// leadsJob is the first tricks = "leads" scenario of a case file: the
// leader's view and the contract's level.
type leadsJob struct {
	name  string
	cond  string
	view  sim.LeaderView
	level int
}

// readLeadsJob reads the case file through the engine and returns its
// first leads scenario.
func readLeadsJob(dir, file string) (leadsJob, error) {
	c, err := engine.ParseCase(os.DirFS(dir), file)
	if err != nil {
		return leadsJob{}, err
	}
	for _, s := range c.Scenarios {
		if s.How != engine.Leads {
			continue
		}
		var cond *sim.Condition
		if s.Condition != "" {
			if cond, err = sim.ParseCondition(s.Condition); err != nil {
				return leadsJob{}, err
			}
		}
		v := sim.LeaderView{Deal: c.Deal, Declarer: s.Contract.Declarer, Strain: s.Contract.Strain, Condition: cond}
		return leadsJob{name: s.Name, cond: s.Condition, view: v, level: s.Contract.Level}, nil
	}
	return leadsJob{}, fmt.Errorf("%s: no tricks = \"leads\" scenario", file)
}

// keepingTables wraps f's Go solvers so that they do not offer Forget
// (--keep-tables): sim.EstimateLeads then leaves their tables as they
// are from one deal to the next. Closing and stopping pass through.
func keepingTables(f dds.Factory) dds.Factory {
	return func() (dds.Solver, error) {
		s, err := f()
		if _, ok := s.(interface{ Forget() }); ok && err == nil {
			return keeping{s}, nil
		}
		return s, err
	}
}

// keeping is a solver without its Forget.
type keeping struct{ dds.Solver }

func (k keeping) Close() error                   { return dds.Close(k.Solver) }
func (k keeping) SetContext(ctx context.Context) { dds.StopWith(ctx, k.Solver) }

// ratio is a/b, 0 when b is 0.
func ratio(a, b time.Duration) float64 {
	if b <= 0 {
		return 0
	}
	return a.Seconds() / b.Seconds()
}

// leadsRun times sim.EstimateLeads (dealing the three hidden hands and
// solving every opening lead on each deal) with each backend, at 1 and at
// threads workers, the backends interleaved with a rotating order.
func leadsRun(b *strings.Builder, stdout io.Writer, lj leadsJob, names []string, factories map[string]dds.Factory, samples, reps, threads int) error {
	workers := workerCounts(threads)
	times := map[string]map[int][]time.Duration{}
	sets := map[string]*sim.LeadSet{}
	for _, n := range names {
		times[n] = map[int][]time.Duration{}
	}
	for r := range reps {
		for _, w := range workers {
			for k := range names {
				n := names[(k+r)%len(names)]
				start := time.Now()
				set, _, err := sim.EstimateLeads(context.Background(), lj.view, lj.level,
					sim.Options{Seed: benchSeed, Samples: samples, Threads: w, Solver: factories[n]})
				if err != nil {
					return fmt.Errorf("leads %s: %v", n, err)
				}
				el := time.Since(start)
				times[n][w] = append(times[n][w], el)
				sets[n] = set
				fmt.Fprintf(stdout, "leads rep %d  %-6s  %d threads  %8.2f s%s\n", r+1, n, w, el.Seconds(), takeNodes())
			}
		}
	}
	fmt.Fprintf(b, "\n## Leads\n\nScenario %q of %s (condition `%s`): every opening lead on %d deals, seed %d, %d repetitions interleaved.\n\n",
		lj.name, leadsCaseFile, lj.cond, samples, benchSeed, reps)
	fmt.Fprintf(b, "| solver | threads | median wall time | ms per deal | speed-up |\n|---|---|---|---|---|\n")
	med := map[string]map[int]time.Duration{}
	for _, n := range names {
		med[n] = map[int]time.Duration{}
		for _, w := range workers {
			med[n][w] = record.Median(times[n][w])
			fmt.Fprintf(b, "| %s | %d | %.2f s | %.1f | %.2f× |\n", n, w, med[n][w].Seconds(),
				1000*med[n][w].Seconds()/float64(samples), ratio(med[n][1], med[n][w]))
		}
	}
	for _, w := range workers {
		if g, l := med["go"][w], med["libdds"][w]; g > 0 && l > 0 {
			fmt.Fprintf(b, "\nGo solver / libdds at %d threads: %.2f×.\n", w, ratio(g, l))
		}
	}
	if len(names) == 2 && !slices.EqualFunc(sets[names[0]].Tricks, sets[names[1]].Tricks, slices.Equal[[]int8]) {
		fmt.Fprintf(b, "\n**The backends disagree** on the lead tricks.\n")
	} else {
		fmt.Fprintf(b, "\nBoth backends give the same tricks for every lead on every deal (%d leads).\n", len(sets[names[0]].Leads))
	}
	return nil
}

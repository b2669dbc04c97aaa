package main

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/sim"
)

// The node count sums the Go solvers a run made, once: a second call
// without a run reports nothing.
func TestTakeNodes(t *testing.T) {
	takeNodes()
	deal, err := dds.ParseDeal(benchDeal)
	if err != nil {
		t.Fatal(err)
	}
	cond, err := sim.ParseCondition(benchCondition)
	if err != nil {
		t.Fatal(err)
	}
	view := sim.DeclarerView{Deal: deal, Declarer: dds.North, Strain: dds.Strain(dds.Spades), Condition: cond}
	f := counting(solver.Factory(solver.Options{MemoryMB: 8}))
	if _, _, err := sim.EstimateTricks(context.Background(), view, sim.Options{Seed: benchSeed, Samples: 20, Threads: 2, Solver: f}); err != nil {
		t.Fatal(err)
	}
	got := takeNodes()
	if !strings.Contains(got, " nodes  ") || strings.HasPrefix(got, "  0 nodes") || !strings.Contains(got, " allocations  ") || !strings.HasSuffix(got, " page faults") {
		t.Errorf("takeNodes = %q, want the nodes searched", got)
	}
	if again := takeNodes(); again != "" {
		t.Errorf("takeNodes again = %q, want nothing", again)
	}
}

// The jobs run at one worker and at --threads, or at --threads alone
// with --only-threads.
func TestWorkerCounts(t *testing.T) {
	defer func(o bool) { onlyThreads = o }(onlyThreads)
	for _, c := range []struct {
		only    bool
		threads int
		want    string
	}{{false, 2, "[1 2]"}, {false, 1, "[1]"}, {true, 2, "[2]"}, {true, 1, "[1]"}} {
		onlyThreads = c.only
		if got := fmt.Sprint(workerCounts(c.threads)); got != c.want {
			t.Errorf("only %v, threads %d: %s, want %s", c.only, c.threads, got, c.want)
		}
	}
}

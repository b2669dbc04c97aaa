// forget_test.go: the leads scenario's workers forget each deal before the next, which changes no lead's tricks.

package sim

import (
	"context"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// forgetCounting is a Go solver that counts its Forgets.
type forgetCounting struct {
	*solver.Solver
	n *atomic.Int64
}

func (f forgetCounting) Forget() { f.n.Add(1); f.Solver.Forget() }

// keepingSolver is a Go solver without its Forget.
type keepingSolver struct{ dds.Solver }

// EstimateLeads has each deal's solver forget before the deal (a solver
// that can), and the tricks of every lead on every deal are those of
// solvers that keep their tables, at one worker and at two (forgetting).
func TestEstimateLeadsForgets(t *testing.T) {
	v := LeaderView{Deal: estDeal(t, board7), Declarer: dds.South, Strain: dds.NoTrump}
	var n atomic.Int64
	forgetting := func() (dds.Solver, error) { return forgetCounting{solver.New(solver.Options{MemoryMB: 8}), &n}, nil }
	keeping := func() (dds.Solver, error) { return keepingSolver{solver.New(solver.Options{MemoryMB: 8})}, nil }
	const deals = 6
	var sets []*LeadSet
	for _, run := range []struct {
		threads int
		f       dds.Factory
	}{{1, forgetting}, {2, forgetting}, {1, keeping}} {
		n.Store(0)
		set, _, err := EstimateLeads(context.Background(), v, 3, Options{Seed: 5, Samples: deals, Threads: run.threads, Solver: run.f})
		if err != nil {
			t.Fatal(err)
		}
		if got := n.Load(); got < deals && len(sets) < 2 {
			t.Errorf("%d threads: %d Forgets for %d deals", run.threads, got, deals)
		}
		sets = append(sets, set)
	}
	for i, s := range sets[1:] {
		if !slices.EqualFunc(s.Tricks, sets[0].Tricks, slices.Equal[[]int8]) {
			t.Errorf("run %d: the lead tricks differ from the first run's (forgetting, one worker)", i+2)
		}
	}
}

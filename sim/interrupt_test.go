// interrupt_test.go: a cancelled script run under tricks() stops before its next double-dummy solve, not at the end of its deal or chunk.

package sim

import (
	"context"
	"errors"
	"io"
	"sync"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// cancellingSolver answers Tricks at once and counts the calls of all
// its copies, cancelling a context at the at-th. The count and the cancel
// are one step under a lock: counted apart, another worker could solve
// any number of times while the at-th call's goroutine waited between
// them (a failure seen once in about 600 runs on CI).
type cancellingSolver struct {
	fakeSolver
	mu     *sync.Mutex
	calls  *int64
	at     int64
	cancel context.CancelFunc
}

func (c cancellingSolver) Tricks(d dds.Deal, t dds.Strain, leader dds.Seat) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if *c.calls++; *c.calls == c.at {
		c.cancel()
	}
	return int(t) + 2*int(leader), nil
}

// TestInterruptTricks: each deal of the script costs three solves (three
// strains, in the condition or in an action); the run is cancelled at the
// fourth solve, in the middle of the second deal, and stops before the
// fifth — with two workers, the other one may finish the solve it is in.
// Before, a deal's solves all ran, and a chunk's deals.
func TestInterruptTricks(t *testing.T) {
	const at = 4
	for _, tc := range []struct {
		name, src string
		threads   int
		most      int64
	}{
		{"condition", "condition tricks(north, notrump) + tricks(north, spades) + tricks(north, hearts) >= 0\naction average hcp(north)\n", 1, at},
		{"action", "condition hcp(north) >= 0\naction average tricks(north, notrump) + tricks(north, spades) + tricks(north, hearts)\n", 1, at},
		{"two workers", "condition tricks(north, notrump) + tricks(north, spades) + tricks(north, hearts) >= 0\naction average hcp(north)\n", 2, at + 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := ParseScript("x.dl", "generate 100000\n"+tc.src)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			var (
				mu    sync.Mutex
				calls int64
			)
			factory := func() (dds.Solver, error) {
				return cancellingSolver{mu: &mu, calls: &calls, at: at, cancel: cancel}, nil
			}
			st, err := s.Run(ctx, io.Discard, RunOptions{Seed: 1, Threads: tc.threads, Solver: factory})
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("err %v, want context.Canceled", err)
			}
			mu.Lock()
			n := calls
			mu.Unlock()
			if n < at || n > tc.most {
				t.Errorf("%d solves; want %d to %d", n, at, tc.most)
			}
			if st.Tries > 2 {
				t.Errorf("%d deals counted as examined; at most 2 were begun", st.Tries)
			}
		})
	}
}

// TestSharedSolverLivesOn: a Go solver the factory shares (as
// ruling-bulk's generator does) solves again once a run that stopped it
// with its context has returned.
func TestSharedSolverLivesOn(t *testing.T) {
	s, err := ParseScript("x.dl", "generate 1\ncondition tricks(north, notrump) >= 0\n")
	if err != nil {
		t.Fatal(err)
	}
	sv := solver.New(solver.Options{})
	ctx, cancel := context.WithCancel(context.Background())
	if _, err := s.Run(ctx, io.Discard, RunOptions{Seed: 1, Threads: 1, Solver: func() (dds.Solver, error) { return sv, nil }}); err != nil {
		t.Fatal(err)
	}
	cancel()
	d, err := dds.ParseDeal("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sv.Tricks(d, dds.NoTrump, dds.East); err != nil {
		t.Errorf("after the run: %v", err)
	}
}

// cancellingBatcher is a backend that solves whole batches in one call it
// cannot stop (as libdds does), cancelling the run in its first.
type cancellingBatcher struct {
	batchCounter
	cancel context.CancelFunc
}

func (b *cancellingBatcher) TricksBatch(jobs []dds.Lead) ([]int, error) {
	b.cancel()
	return b.batchCounter.TricksBatch(jobs)
}

// TestInterruptBatches: a run on a batching backend, cancelled during
// its first batch, makes no second call. Before, it solved batches to the
// end of the chunk it was in (16,384 deals: hours with libdds).
func TestInterruptBatches(t *testing.T) {
	v := DeclarerView{Deal: estDeal(t, board7), Declarer: dds.North, Strain: dds.NoTrump}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	b := &cancellingBatcher{cancel: cancel}
	f := func() (dds.Solver, error) { return b, nil }
	_, _, err := EstimateTricks(ctx, v, Options{Seed: 5, Samples: 5000, Threads: 1, Solver: f})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err %v, want context.Canceled", err)
	}
	if len(b.batches) != 1 {
		t.Errorf("%d batches solved after the cancel in the first", len(b.batches)-1)
	}
}

// interrupt_test.go: a cancelled play stops between two layouts' solves, not after its decision's batch.

package singledummy

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// cancellingSolver is the Go solver counting its solves of card values,
// cancelling a context at the at-th. The count and the cancel are one
// step under a lock: counted apart, another worker could solve any
// number of layouts while the at-th call's goroutine waited between them.
type cancellingSolver struct {
	*solver.Solver
	mu     *sync.Mutex
	calls  *int64
	at     int64
	cancel context.CancelFunc
}

func (c cancellingSolver) count() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if *c.calls++; *c.calls == c.at {
		c.cancel()
	}
}

func (c cancellingSolver) CardValues(p dds.Position) ([]dds.CardValue, error) {
	c.count()
	return c.Solver.CardValues(p)
}

func (c cancellingSolver) CardValuesOf(p dds.Position, want dds.Cards) ([]dds.CardValue, error) {
	c.count()
	return c.Solver.CardValuesOf(p, want)
}

// TestInterruptBetweenSolves: Ctrl-C (the context cancelled) during a
// decision stops the play before the next layout is solved — the
// opening lead's first batch is SeqFirst layouts, of which the third
// cancels — in Play on one worker and in PlayOne's team of two, where
// the other worker may finish the layout it holds.
func TestInterruptBetweenSolves(t *testing.T) {
	const at = 3
	d := mustDeal(t, finesseWest)
	for _, tc := range []struct {
		name    string
		threads int
		one     bool
		most    int64 // solves at most: the cancelling one and one in flight per other worker
	}{
		{"Play", 1, false, at},
		{"PlayOne", 2, true, at + 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			var (
				mu    sync.Mutex
				calls int64
			)
			opts := Options{Seed: 1, Samples: 16, Threads: tc.threads, Solver: func() (dds.Solver, error) {
				return cancellingSolver{Solver: solver.New(solver.Options{}), mu: &mu, calls: &calls, at: at, cancel: cancel}, nil
			}}
			var err error
			if tc.one {
				_, err = PlayOne(ctx, d, grand, opts)
			} else {
				_, err = Play(ctx, []dds.Deal{d}, grand, opts, nil)
			}
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("err %v, want context.Canceled", err)
			}
			mu.Lock()
			n := calls
			mu.Unlock()
			if n < at || n > tc.most {
				t.Errorf("%d layouts solved; want %d to %d (a batch is %d)", n, at, tc.most, SeqFirst)
			}
		})
	}
}

// TestSharedSolverLivesOn: a solver the factory shares (as ruling-bulk's
// worker does) is stopped with a play, not after it: once Play and
// PlayOne return — their own contexts cancelled — it solves again.
func TestSharedSolverLivesOn(t *testing.T) {
	d := mustDeal(t, finesseWest)
	s := solver.New(solver.Options{})
	opts := Options{Seed: 1, Samples: 4, Threads: 1, Solver: func() (dds.Solver, error) { return s, nil }}
	if _, err := Play(context.Background(), []dds.Deal{d}, grand, opts, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Tricks(d, grand.Strain, grand.Leader()); err != nil {
		t.Errorf("after Play: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	if _, err := PlayOne(ctx, d, grand, opts); err != nil {
		t.Fatal(err)
	}
	cancel()
	if _, err := s.Tricks(d, grand.Strain, grand.Leader()); err != nil {
		t.Errorf("after PlayOne and its context's end: %v", err)
	}
}

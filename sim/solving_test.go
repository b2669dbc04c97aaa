// solving_test.go: deals solved as they are dealt — results in deal order, the same stop and statistics at any number of workers, failures by deal, sharing, the batch form.

package sim

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// jitterSolver is countSolver taking a time that varies from deal to deal,
// so that workers finish their deals out of order; failAt, when not zero,
// makes every deal whose East holds it fail.
type jitterSolver struct {
	countSolver
	failAt dds.Card
	shared *atomic.Int32 // Share's group size
}

func (s jitterSolver) Tricks(d dds.Deal, t dds.Strain, leader dds.Seat) (int, error) {
	time.Sleep(time.Duration(uint64(d[dds.East])%97) * time.Microsecond)
	if s.failAt != 0 && d[dds.East].Has(s.failAt) {
		return 0, errors.New("no answer")
	}
	return s.countSolver.Tricks(d, t, leader)
}

func (s jitterSolver) Share(group []dds.Solver) { s.shared.Store(int32(len(group))) }

func jitterFactory(failAt dds.Card, shared *atomic.Int32) dds.Factory {
	return func() (dds.Solver, error) { return jitterSolver{failAt: failAt, shared: shared}, nil }
}

// The deals a run consumes, in order, its distribution and its dealing
// statistics are the same at 1, 2 and 5 workers, with the precision
// stopping it (so the workers have solved deals beyond the stop) or not,
// the workers sharing or splitting the deals (SplitEnv).
func TestStreamedSameAtAnyWorkers(t *testing.T) {
	for _, split := range []string{"0", "1"} {
		t.Run("split="+split, func(t *testing.T) {
			t.Setenv(SplitEnv, split)
			testStreamedSame(t, split == "1")
		})
	}
}

func testStreamedSame(t *testing.T, split bool) {
	cond, _ := ParseCondition("hearts(east) >= 4")
	v := DeclarerView{Deal: estDeal(t, board7), Declarer: dds.North, Strain: dds.Strain(dds.Hearts), Condition: cond}
	for _, precision := range []float64{0, 0.08} {
		type run struct {
			dist  TrickDist
			st    Stats
			deals []dds.Deal
		}
		var runs []run
		for _, threads := range []int{1, 2, 5} {
			var r run
			var shared atomic.Int32
			opts := Options{Seed: 3, Samples: 1234, Precision: precision, Threads: threads, Solver: jitterFactory(0, &shared),
				OnDeal: func(d dds.Deal, _ int) error { r.deals = append(r.deals, d); return nil }}
			var err error
			r.dist, r.st, err = EstimateTricks(context.Background(), v, opts)
			if err != nil {
				t.Fatal(err)
			}
			if want := threads; threads > 1 && int(shared.Load()) != want && !split {
				t.Errorf("%d workers: Share given %d solvers", threads, shared.Load())
			}
			if split && shared.Load() != 0 {
				t.Errorf("%d workers splitting: Share given %d solvers, want none", threads, shared.Load())
			}
			runs = append(runs, r)
		}
		for k, r := range runs {
			if r.dist.N != len(r.deals) {
				t.Errorf("precision %g, run %d: %d deals counted, %d handed to OnDeal", precision, k, r.dist.N, len(r.deals))
			}
			if k == 0 {
				continue
			}
			if r.dist != runs[0].dist || r.st.Tries != runs[0].st.Tries || r.st.Accepted != runs[0].st.Accepted {
				t.Errorf("precision %g: run %d: %v %+v, one worker %v %+v", precision, k, r.dist, r.st, runs[0].dist, runs[0].st)
			}
			for i := range r.deals {
				if r.deals[i] != runs[0].deals[i] {
					t.Fatalf("precision %g: run %d: deal %d differs", precision, k, i)
				}
			}
		}
		switch n := runs[0].dist.N; {
		case precision == 0 && n != 1234:
			t.Errorf("%d deals, want 1234", n)
		case precision > 0 && (n >= 1234 || n%BatchSize != 0 || n < MinPrecisionSamples):
			t.Errorf("precision %g: stopped after %d deals, want a whole batch from %d on and before the end", precision, n, MinPrecisionSamples)
		}
	}
}

// A solver's failure is reported for the first failing deal in deal order,
// whichever worker met it first, and as a solver failure.
func TestStreamedFailure(t *testing.T) {
	v := DeclarerView{Deal: estDeal(t, board7), Declarer: dds.North, Strain: dds.NoTrump}
	var msgs []string
	for _, threads := range []int{1, 2, 4, -2, -4} {
		t.Setenv(SplitEnv, "0")
		if threads < 0 {
			threads = -threads
			t.Setenv(SplitEnv, "1")
		}
		var shared atomic.Int32
		_, _, err := EstimateTricks(context.Background(), v, Options{Seed: 5, Samples: 500, Threads: threads, Solver: jitterFactory(dds.NewCard(dds.Spades, dds.Ten), &shared)})
		var se *SolverError
		if !errors.As(err, &se) || !strings.Contains(err.Error(), "no answer") {
			t.Fatalf("%d workers: %v, want the solver's failure", threads, err)
		}
		msgs = append(msgs, err.Error())
	}
	for _, m := range msgs[1:] {
		if m != msgs[0] {
			t.Errorf("failures differ with the workers (1, 2, 4; 2, 4 splitting): %q", msgs)
		}
	}
}

// A cancelled run stops with the context's error, not a partial answer,
// the workers sharing or splitting the deals.
func TestStreamedCancel(t *testing.T) {
	for _, split := range []string{"0", "1"} {
		t.Setenv(SplitEnv, split)
		v := DeclarerView{Deal: estDeal(t, board7), Declarer: dds.North, Strain: dds.NoTrump}
		ctx, cancel := context.WithCancel(context.Background())
		var n atomic.Int32
		f := func() (dds.Solver, error) {
			return cancelSolver{n: &n, cancel: cancel}, nil
		}
		_, _, err := EstimateTricks(ctx, v, Options{Seed: 5, Samples: 5000, Threads: 2, Solver: f})
		if !errors.Is(err, context.Canceled) {
			t.Errorf("split=%s: got %v, want context.Canceled", split, err)
		}
		cancel()
	}
}

// cancelSolver cancels its run at the 300th deal it solves.
type cancelSolver struct {
	countSolver
	n      *atomic.Int32
	cancel func()
}

func (s cancelSolver) Tricks(d dds.Deal, t dds.Strain, leader dds.Seat) (int, error) {
	if s.n.Add(1) == 300 {
		s.cancel()
	}
	return s.countSolver.Tricks(d, t, leader)
}

// batchCounter is a backend that solves whole batches itself (as libdds
// does): one worker, batches of BatchSize in deal order.
type batchCounter struct {
	countSolver
	mu      sync.Mutex
	batches []int
}

func (b *batchCounter) TricksBatch(jobs []dds.Lead) ([]int, error) {
	b.mu.Lock()
	b.batches = append(b.batches, len(jobs))
	b.mu.Unlock()
	out := make([]int, len(jobs))
	for i, j := range jobs {
		out[i], _ = b.Tricks(j.Deal, j.Trump, j.Leader)
	}
	return out, nil
}

func TestBatchedBackend(t *testing.T) {
	v := DeclarerView{Deal: estDeal(t, board7), Declarer: dds.North, Strain: dds.NoTrump}
	b := &batchCounter{}
	made := 0
	f := func() (dds.Solver, error) { made++; return b, nil }
	got, _, err := EstimateTricks(context.Background(), v, Options{Seed: 5, Samples: 120, Threads: 3, Solver: f})
	if err != nil {
		t.Fatal(err)
	}
	want, _, _ := EstimateTricks(context.Background(), v, Options{Seed: 5, Samples: 120, Threads: 3, Solver: countFactory})
	if got != want {
		t.Errorf("batched %v, one by one %v", got, want)
	}
	if made != 1 || len(b.batches) != 3 || b.batches[0] != BatchSize || b.batches[2] != 120-2*BatchSize {
		t.Errorf("%d solvers made, batches %v: want one solver, batches of %d and the rest", made, b.batches, BatchSize)
	}
}

// The workers of a declarer's view share what they learn (the Go
// solver): two workers search about the nodes of one, where two learning
// alone searched half as many again on these 600 deals; the answers are
// the same.
func TestStreamedSharing(t *testing.T) {
	if testing.Short() {
		t.Skip("solves 1,200 deals")
	}
	t.Setenv(SplitEnv, "0")
	dists, nodes := benchNodes(t, 600)
	if dists[0] != dists[1] {
		t.Errorf("one worker %v, two %v", dists[0], dists[1])
	}
	if nodes[1]*100 > nodes[0]*115 {
		t.Errorf("two workers searched %d nodes, one %d: over 1.15 times (do they share?)", nodes[1], nodes[0])
	}
}

// A short split run (for -race -count=500): at 2 and 3 workers the
// deals consumed, in order, and the statistics are one worker's, and
// no solver is asked to share.
func TestStreamedSplitShort(t *testing.T) {
	t.Setenv(SplitEnv, "1")
	cond, _ := ParseCondition("hearts(east) >= 4")
	v := DeclarerView{Deal: estDeal(t, board7), Declarer: dds.North, Strain: dds.Strain(dds.Hearts), Condition: cond}
	var first []dds.Deal
	var firstSt Stats
	for _, threads := range []int{1, 2, 3} {
		var deals []dds.Deal
		var shared atomic.Int32
		opts := Options{Seed: 11, Samples: 150, Threads: threads, Solver: jitterFactory(0, &shared),
			OnDeal: func(d dds.Deal, _ int) error { deals = append(deals, d); return nil }}
		_, st, err := EstimateTricks(context.Background(), v, opts)
		if err != nil {
			t.Fatal(err)
		}
		if shared.Load() != 0 {
			t.Errorf("%d workers splitting: Share given %d solvers", threads, shared.Load())
		}
		if threads == 1 {
			first, firstSt = deals, st
			continue
		}
		if len(deals) != len(first) || st.Tries != firstSt.Tries || st.Accepted != firstSt.Accepted {
			t.Fatalf("%d workers: %d deals, %+v; one worker %d, %+v", threads, len(deals), st, len(first), firstSt)
		}
		for i := range deals {
			if deals[i] != first[i] {
				t.Fatalf("%d workers: deal %d differs", threads, i)
			}
		}
	}
}

// Workers splitting the deals by class (SplitEnv) search about the
// nodes of one worker, each on its own table, and give its answers, with
// the first 300 deals shared (SplitShareEnv) or none. On these 1,500
// deals (main at e3b4ca5; two to six runs each) one worker searched
// 6.51 M nodes, two splitting 6.91-7.80 M (the machine loaded: a worker
// that finds nothing of its own left at the end takes over the other's
// classes, more of them the longer the other is held up), 6.58-6.76 M
// with the first 300 deals shared; two solvers taking the deals in turn
// without sharing searched 1.54 times one's.
func TestStreamedSplit(t *testing.T) {
	if testing.Short() {
		t.Skip("solves 6,000 deals")
	}
	for _, first := range []string{"0", "300"} {
		t.Setenv(SplitEnv, "1")
		t.Setenv(SplitShareEnv, first)
		dists, nodes := benchNodes(t, 1500)
		if dists[0] != dists[1] {
			t.Errorf("first %s shared: one worker %v, two splitting %v", first, dists[0], dists[1])
		}
		t.Logf("first %s shared: nodes: one worker %d, two splitting %d", first, nodes[0], nodes[1])
		if nodes[1]*100 > nodes[0]*140 {
			t.Errorf("first %s shared: two workers splitting searched %d nodes, one %d: over 1.4 times (are the deals split by class?)", first, nodes[1], nodes[0])
		}
	}
}

// benchNodes runs adjustbench's declarer's view (4♠ by North on board
// 7, seed 7) for samples deals at one worker and at two on the Go
// solver: the distributions and the nodes the workers searched.
func benchNodes(t *testing.T, samples int) (dists []TrickDist, nodes []int64) {
	t.Helper()
	cond, _ := ParseCondition("hearts(east) >= 5 && hcp(east) >= 8 && hcp(east) <= 11")
	v := DeclarerView{Deal: estDeal(t, board7), Declarer: dds.North, Strain: dds.Strain(dds.Spades), Condition: cond}
	for _, threads := range []int{1, 2} {
		var made []*solver.Solver
		var mu sync.Mutex
		f := func() (dds.Solver, error) {
			s := solver.New(solver.Options{})
			mu.Lock()
			made = append(made, s)
			mu.Unlock()
			return s, nil
		}
		d, _, err := EstimateTricks(context.Background(), v, Options{Seed: 7, Samples: samples, Threads: threads, Solver: f})
		if err != nil {
			t.Fatal(err)
		}
		var n int64
		for _, s := range made {
			n += s.Nodes()
		}
		dists, nodes = append(dists, d), append(nodes, n)
	}
	return dists, nodes
}

// tallySolver is countSolver counting the deals it solves.
type tallySolver struct {
	countSolver
	n *atomic.Int64
}

func (s tallySolver) Tricks(d dds.Deal, t dds.Strain, leader dds.Seat) (int, error) {
	s.n.Add(1)
	return s.countSolver.Tricks(d, t, leader)
}

// The workers deal and solve a chunk of about streamChunkDeals deals at
// a time and stop taking chunks once those dealt hold the deals wanted,
// or streamAhead deals past what the precision stopped at: the deals
// solved for nothing are a few chunks, at any number of workers. (A run
// that dealt ahead without the stop solves every deal of its tries.)
func TestStreamedSolvesLittleAhead(t *testing.T) {
	for _, split := range []string{"0", "1"} {
		t.Run("split="+split, func(t *testing.T) {
			t.Setenv(SplitEnv, split)
			ahead := streamAhead
			if split == "1" {
				ahead *= splitAhead
			}
			testSolvesLittleAhead(t, ahead)
		})
	}
}

func testSolvesLittleAhead(t *testing.T, ahead int) {
	cond, _ := ParseCondition("hearts(east) >= 4")
	v := DeclarerView{Deal: estDeal(t, board7), Declarer: dds.North, Strain: dds.Strain(dds.Hearts), Condition: cond}
	for _, precision := range []float64{0, 0.08} {
		for _, threads := range []int{1, 2, 4} {
			var n atomic.Int64
			f := func() (dds.Solver, error) { return tallySolver{n: &n}, nil }
			d, _, err := EstimateTricks(context.Background(), v, Options{Seed: 3, Samples: 3000, Precision: precision, Threads: threads, Solver: f})
			if err != nil {
				t.Fatal(err)
			}
			most := int64(d.N + threads*4*streamChunkDeals)
			if precision > 0 {
				most += int64(ahead)
				if d.N >= 3000 {
					t.Fatalf("precision %g: %d deals, want a stop before 3000", precision, d.N)
				}
			}
			t.Logf("precision %g, %d workers: %d deals solved for %d consumed", precision, threads, n.Load(), d.N)
			if got := n.Load(); got < int64(d.N) || got > most {
				t.Errorf("precision %g, %d workers: %d deals solved for %d consumed, want at most %d", precision, threads, got, d.N, most)
			}
		}
	}
}

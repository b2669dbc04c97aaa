// stream_test.go: SolveStream — input order whatever the delays, a bounded window, cancellation, batching backends, errors naming their item.

package dds

import (
	"context"
	"errors"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// fakeSolver answers Table with a table that encodes the deal, after a
// delay the test chooses; it counts the tables solved.
type fakeSolver struct {
	delay  func(d Deal) time.Duration
	solved *atomic.Int64
	fail   *Deal // Table of this deal fails
}

func (f fakeSolver) Table(d Deal) (Table, error) {
	if f.delay != nil {
		time.Sleep(f.delay(d))
	}
	if f.fail != nil && d == *f.fail {
		return Table{}, errors.New("no table")
	}
	f.solved.Add(1)
	var t Table
	t[0][0] = d[0].HCP() % 14
	return t, nil
}
func (fakeSolver) Tricks(Deal, Strain, Seat) (int, error) { return 0, nil }
func (fakeSolver) CardValues(p Position) ([]CardValue, error) {
	return []CardValue{{Card: p.Hands[North].List()[0], Tricks: p.Hands[North].Len()}}, nil
}
func (fakeSolver) Trace(Deal, Strain, Seat, []Card) ([]int, error) { return nil, nil }

// batchSolver is a fakeSolver that also solves whole batches, recording
// their sizes.
type batchSolver struct {
	fakeSolver
	sizes *[]int
}

func (b batchSolver) TableBatch(deals []Deal) ([]Table, error) {
	*b.sizes = append(*b.sizes, len(deals))
	out := make([]Table, len(deals))
	for i, d := range deals {
		out[i], _ = b.Table(d)
	}
	return out, nil
}

// streamItem is one item of a test stream: its board number and deal.
type streamItem struct {
	board int
	deal  Deal
}

// streamItems are n random deals, boards 1..n.
func streamItems(n int) []streamItem {
	rng := rand.New(rand.NewPCG(14, 6))
	items := make([]streamItem, n)
	for i := range items {
		cards := AllCards.List()
		rng.Shuffle(len(cards), func(a, b int) { cards[a], cards[b] = cards[b], cards[a] })
		var d Deal
		for k, c := range cards {
			d[k%4] = d[k%4].With(c)
		}
		items[i] = streamItem{board: i + 1, deal: d}
	}
	return items
}

// feedAll yields every item until told to stop.
func feedAll(items []streamItem) func(yield func(streamItem) bool) error {
	return func(yield func(streamItem) bool) error {
		for _, it := range items {
			if !yield(it) {
				break
			}
		}
		return nil
	}
}

func dealJob(it streamItem) StreamJob { return StreamJob{Deal: it.deal} }

// TestSolveStreamOrderAndMemory: results come out in input order however
// the solves finish, and while the first deal is slow the others are not
// all solved and held: at most a few per worker wait to be written.
func TestSolveStreamOrderAndMemory(t *testing.T) {
	items := streamItems(200)
	first := items[0].deal
	var solved atomic.Int64
	rng := rand.New(rand.NewPCG(1, 2))
	var mu sync.Mutex
	factory := func() (Solver, error) {
		return fakeSolver{solved: &solved, delay: func(d Deal) time.Duration {
			if d == first {
				return 300 * time.Millisecond
			}
			mu.Lock()
			defer mu.Unlock()
			return time.Duration(rng.IntN(2000)) * time.Microsecond
		}}, nil
	}
	s := Stream{Factory: factory, Threads: 4, Total: len(items)}
	var order []int
	maxWaiting := 0
	written, err := SolveStream(context.Background(), s, feedAll(items), dealJob, func(it streamItem, r Solved) error {
		order = append(order, it.board)
		if r.Table[0][0] != it.deal[0].HCP()%14 {
			t.Errorf("board %d got another deal's table", it.board)
		}
		maxWaiting = max(maxWaiting, int(solved.Load())-len(order))
		return nil
	})
	if err != nil || written != len(items) {
		t.Fatalf("written %d, err %v", written, err)
	}
	for i, b := range order {
		if b != i+1 {
			t.Fatalf("result %d is board %d: not in input order", i+1, b)
		}
	}
	// window = 2*4+1 batches of one deal in flight, the first included.
	if limit := 2*s.Threads + 1; maxWaiting > limit {
		t.Errorf("%d deals solved and waiting behind a slow first deal, want at most %d", maxWaiting, limit)
	}
}

// TestSolveStreamCancel: a cancelled context stops the stream with the
// context's error; what was written is a prefix of the input, in order,
// and the feed is not drained.
func TestSolveStreamCancel(t *testing.T) {
	items := streamItems(500)
	var solved, fed atomic.Int64
	factory := func() (Solver, error) {
		return fakeSolver{solved: &solved, delay: func(Deal) time.Duration { return time.Millisecond }}, nil
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	feed := func(yield func(streamItem) bool) error {
		for _, it := range items {
			fed.Add(1)
			if !yield(it) {
				break
			}
		}
		return nil
	}
	var order []int
	written, err := SolveStream(ctx, Stream{Factory: factory, Threads: 2}, feed, dealJob, func(it streamItem, r Solved) error {
		order = append(order, it.board)
		if len(order) == 10 {
			cancel()
		}
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v, want context.Canceled", err)
	}
	if written != len(order) || written < 10 || written >= len(items) {
		t.Fatalf("written %d (%d calls) of %d", written, len(order), len(items))
	}
	for i, b := range order {
		if b != i+1 {
			t.Fatalf("result %d is board %d: not in input order", i+1, b)
		}
	}
	if n := fed.Load(); n == int64(len(items)) {
		t.Errorf("the whole input was fed after the cancel")
	}
}

// TestSolveStreamBatches: a backend that solves batches itself gets whole
// batches (libdds's limit of 40 tables) on one worker, in order.
func TestSolveStreamBatches(t *testing.T) {
	items := streamItems(95)
	var solved atomic.Int64
	var sizes []int
	made := 0
	factory := func() (Solver, error) {
		made++
		return batchSolver{fakeSolver: fakeSolver{solved: &solved}, sizes: &sizes}, nil
	}
	var order []int
	written, err := SolveStream(context.Background(), Stream{Factory: factory, Threads: 4, Total: len(items)}, feedAll(items), dealJob,
		func(it streamItem, r Solved) error {
			order = append(order, it.board)
			if r.Table[0][0] != it.deal[0].HCP()%14 {
				t.Errorf("board %d got another deal's table", it.board)
			}
			return nil
		})
	if err != nil || written != len(items) {
		t.Fatalf("written %d, err %v", written, err)
	}
	if made != 1 {
		t.Errorf("%d solvers made, want 1 for a batching backend", made)
	}
	if got, want := sizes, []int{40, 40, 15}; len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("batch sizes %v, want %v", got, want)
	}
	for i, b := range order {
		if b != i+1 {
			t.Fatalf("result %d is board %d", i+1, b)
		}
	}
}

// TestSolveStreamError: a solver error stops the stream as a StreamError
// naming its item, after the items before it are written.
func TestSolveStreamError(t *testing.T) {
	items := streamItems(30)
	bad := items[17].deal
	var solved atomic.Int64
	factory := func() (Solver, error) { return fakeSolver{solved: &solved, fail: &bad}, nil }
	written, err := SolveStream(context.Background(), Stream{Factory: factory, Threads: 3}, feedAll(items), dealJob,
		func(streamItem, Solved) error { return nil })
	var se *StreamError[streamItem]
	if !errors.As(err, &se) || se.Item.board != 18 || se.Err.Error() != "no table" {
		t.Fatalf("err %v, want a StreamError for board 18", err)
	}
	if written != 17 {
		t.Errorf("written %d, want the 17 before the bad one", written)
	}
}

// TestSolveStreamPositions: with Positions, the card values of each
// position come back in order.
func TestSolveStreamPositions(t *testing.T) {
	items := streamItems(20)
	var solved atomic.Int64
	factory := func() (Solver, error) { return fakeSolver{solved: &solved}, nil }
	var got []Solved
	_, err := SolveStream(context.Background(), Stream{Factory: factory, Threads: 2, Positions: true}, feedAll(items),
		func(it streamItem) StreamJob { return StreamJob{Position: Position{Hands: it.deal}} },
		func(it streamItem, r Solved) error {
			if len(r.Values) != 1 || r.Values[0].Card != it.deal[North].List()[0] {
				t.Errorf("board %d: values %v", it.board, r.Values)
			}
			got = append(got, r)
			return nil
		})
	if err != nil || len(got) != len(items) {
		t.Fatalf("%d results, err %v", len(got), err)
	}
}

// stoppableSolver is a fakeSolver whose Table of the deal hard takes
// until its context (StopWith's) is done, then returns the context's
// error, as the Go solver stopped inside a solve does; without a context
// it fails at once.
type stoppableSolver struct {
	fakeSolver
	hard Deal
	ctx  *context.Context
}

func (s stoppableSolver) SetContext(ctx context.Context) { *s.ctx = ctx }

func (s stoppableSolver) Table(d Deal) (Table, error) {
	if d != s.hard {
		return s.fakeSolver.Table(d)
	}
	if *s.ctx == nil {
		return Table{}, errors.New("a hard deal, and no context to stop its solve")
	}
	<-(*s.ctx).Done()
	return Table{}, (*s.ctx).Err()
}

// TestSolveStreamStopsASolve: Ctrl-C during a solve that would run long
// stops it inside (the solver has the stream's context): the stream ends
// with context.Canceled and the results before it, not a solver error.
func TestSolveStreamStopsASolve(t *testing.T) {
	items := streamItems(5)
	var solved atomic.Int64
	var ctxOf context.Context
	factory := func() (Solver, error) {
		return stoppableSolver{fakeSolver: fakeSolver{solved: &solved}, hard: items[2].deal, ctx: &ctxOf}, nil
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var order []int
	written, err := SolveStream(ctx, Stream{Factory: factory, Threads: 1}, feedAll(items), dealJob, func(it streamItem, r Solved) error {
		order = append(order, it.board)
		if len(order) == 2 {
			cancel()
		}
		return nil
	})
	if !errors.Is(err, context.Canceled) || written != 2 {
		t.Fatalf("written %d, err %v; want 2 and context.Canceled", written, err)
	}
}

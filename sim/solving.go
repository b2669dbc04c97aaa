// solving.go: solving sampled deals — each deal solved as it is dealt, on warm workers, the results handed on in deal order.

package sim

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/ruling-bridge/ruling/dds"
)

// streamAhead is how many deals the solving may run ahead of the oldest
// deal whose result is still awaited, a multiple of BatchSize. A worker
// that finishes a deal takes the next at once, whatever the others are
// doing: no deal's cost holds the others up, as waiting for the last deal
// of each batch did (a declarer's-view run of 10,000 deals on two
// workers: the slower worker's share of each batch summed to 0.64 of
// the nodes, against the 0.5 of an even split). When the precision stops
// a run, at most this many deals were solved for nothing.
const streamAhead = 4 * BatchSize

// solving says how a sampled deal is solved: one solves a deal on one
// worker's solver; many, for a backend that solves whole batches itself
// (libdds spreads a batch over its own threads), a batch of deals on the
// workers, nil when the backend has no such form. share lets the
// workers' solvers share what they learn (see sharer): worth it where
// the deals have cards in common, as declarer's view keeps two hands.
type solving[R any] struct {
	one   func(s dds.Solver, d dds.Deal) (R, error)
	many  func(w *workers, deals []dds.Deal) ([]R, error)
	share bool
}

// sharer is a solver whose workers can share what they learn (the Go
// solver: every position one stores in its table is offered to the
// others, which take it in before their next solve).
type sharer interface {
	Share(group []dds.Solver)
}

// sampleSolved deals around known under cond and solves every deal as
// it comes with the run's workers; consume gets the deals and their
// results in deal order, BatchSize at a time (the last batch may be
// shorter), and says when the estimate is precise enough to stop. What
// is consumed, and where a run stops, depend only on the seed: the deals
// solved ahead of a stop are not consumed.
func sampleSolved[R any](ctx context.Context, known dds.Deal, cond *Condition, opts Options, how solving[R], consume func(deals []dds.Deal, rs []R) (enough bool, err error)) (Stats, error) {
	if opts.Samples <= 0 {
		return Stats{}, fmt.Errorf("samples must be positive, not %d", opts.Samples)
	}
	if opts.Solver == nil {
		return Stats{}, errors.New("no double-dummy solver")
	}
	w, err := newWorkers(opts.Solver, opts.Threads)
	if err != nil {
		return Stats{}, err
	}
	defer w.close()
	spec := SampleSpec{Known: known, Condition: cond, Seed: opts.Seed, N: opts.Samples,
		Threads: opts.Threads, MaxTries: opts.MaxTries, Solver: opts.Solver}
	c := &collector[R]{consume: consume, progress: opts.Progress, total: opts.Samples}
	if how.many != nil && w.batches() {
		return sampleBatched(ctx, spec, w, how.many, c)
	}
	if how.share && len(w.solvers) > 1 {
		if s, ok := w.solvers[0].(sharer); ok {
			s.Share(w.solvers)
		}
	}
	return sampleStreamed(ctx, spec, w, how.one, c)
}

// collector hands results on in batches, in order.
type collector[R any] struct {
	consume  func(deals []dds.Deal, rs []R) (bool, error)
	progress func(done, total int)
	total    int
	deals    []dds.Deal
	rs       []R
	done     int  // deals consumed
	enough   bool // consume said so: nothing more is consumed
}

// add takes the next deal's result; a full batch is consumed. It returns
// errEnough once the estimate is precise enough.
func (c *collector[R]) add(d dds.Deal, r R) error {
	if c.enough {
		return errEnough
	}
	c.deals, c.rs = append(c.deals, d), append(c.rs, r)
	if len(c.deals) == BatchSize {
		return c.flush()
	}
	return nil
}

// flush consumes the batch so far.
func (c *collector[R]) flush() error {
	if len(c.deals) == 0 || c.enough {
		return nil
	}
	enough, err := c.consume(c.deals, c.rs)
	if err != nil {
		return &SolverError{Err: err}
	}
	c.done += len(c.deals)
	c.deals, c.rs = c.deals[:0], c.rs[:0]
	if c.progress != nil {
		c.progress(c.done, c.total)
	}
	if enough {
		c.enough = true
		return errEnough
	}
	return nil
}

// finish is the run's end: errEnough is a success.
func finish(st Stats, err error) (Stats, error) {
	if errors.Is(err, errEnough) {
		return st, nil
	}
	return st, err
}

// sampleBatched solves BatchSize deals at a time with many, waiting for
// each batch (the form for a backend that spreads a batch itself).
func sampleBatched[R any](ctx context.Context, spec SampleSpec, w *workers, many func(*workers, []dds.Deal) ([]R, error), c *collector[R]) (Stats, error) {
	batch := make([]dds.Deal, 0, BatchSize)
	solve := func() error {
		if len(batch) == 0 {
			return nil
		}
		rs, err := many(w, batch)
		if err != nil {
			return &SolverError{Err: err}
		}
		for i, d := range batch {
			if err := c.add(d, rs[i]); err != nil {
				return err
			}
		}
		batch = batch[:0]
		return nil
	}
	st, err := Sample(ctx, spec, func(i int, d dds.Deal) error {
		batch = append(batch, d)
		if len(batch) == BatchSize {
			return solve()
		}
		return nil
	})
	if err == nil {
		if err = solve(); err == nil {
			err = c.flush()
		}
	}
	return finish(st, err)
}

// streamed is one deal's result from a worker.
type streamed[R any] struct {
	i   int
	r   R
	err error
}

// errSkipped marks a deal a worker did not solve: the run was stopping.
var errSkipped = errors.New("deal skipped")

// sampleStreamed solves each deal on the first free worker as soon as it
// is dealt, and hands the results on in deal order. Dealing runs at most
// streamAhead deals ahead of the results handed on: the dealing of deal
// i waits until the batch that ends streamAhead deals before it is
// consumed, and stops there if that batch was enough — a point that
// depends only on the seed, so the statistics of the dealing do too (a
// failure stops it at once).
func sampleStreamed[R any](ctx context.Context, spec SampleSpec, w *workers, one func(dds.Solver, dds.Deal) (R, error), c *collector[R]) (Stats, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type job struct {
		i int
		d dds.Deal
	}
	jobs := make(chan job, streamAhead)
	results := make(chan streamed[R], streamAhead)
	var stop atomic.Bool // set once nothing more will be consumed
	var wg sync.WaitGroup
	for _, s := range w.solvers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				out := streamed[R]{i: j.i, err: errSkipped}
				if !stop.Load() && ctx.Err() == nil {
					out.r, out.err = one(s, j.d)
				}
				results <- out
			}
		}()
	}
	var (
		deals   []dds.Deal // by index; a consumed one is cleared
		pending = map[int]streamed[R]{}
		next    int   // the next result to hand on
		failed  error // what stopped the consuming: errEnough or a failure
	)
	// take hands on the result r and then every waiting one that follows.
	take := func(r streamed[R]) {
		pending[r.i] = r
		for failed == nil {
			r, ok := pending[next]
			if !ok {
				return
			}
			delete(pending, next)
			switch {
			case r.err == errSkipped:
				failed = cmp.Or(ctx.Err(), errSkipped)
			case r.err != nil:
				failed = &SolverError{Err: fmt.Errorf("deal %d: %w", next+1, r.err)}
			default:
				failed = c.add(deals[next], r.r)
			}
			deals[next] = dds.Deal{}
			next++
		}
		stop.Store(true)
	}
	// stopNow is what the dealing returns once consuming has stopped:
	// a failure at once, errEnough at its own point (see above).
	stopNow := func(waited bool) error {
		if failed == nil || errors.Is(failed, errEnough) && !waited {
			return nil
		}
		return failed
	}
	sent := 0
	st, err := Sample(ctx, spec, func(i int, d dds.Deal) error {
		if err := stopNow(false); err != nil {
			return err
		}
		deals = append(deals, d)
		for queued := false; !queued; {
			select {
			case jobs <- job{i, d}:
				queued = true
			case r := <-results:
				take(r)
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		sent++
		// The deals up to the batch that ends streamAhead deals back are
		// consumed before dealing goes on; if that batch was enough (the
		// deals consumed end with it), dealing stops.
		if e := i - streamAhead; e >= 0 && (e+1)%BatchSize == 0 {
			for next <= e && failed == nil {
				take(<-results)
			}
			if err := stopNow(c.done == e+1); err != nil {
				return err
			}
		}
		return stopNow(false)
	})
	close(jobs)
	if err == nil {
		for next < sent && failed == nil {
			take(<-results)
		}
		if err = failed; err == nil {
			err = c.flush()
		}
	}
	stop.Store(true)
	// Let the workers finish the deal each holds (they skip the rest).
	go func() {
		for range results {
		}
	}()
	wg.Wait()
	close(results)
	return finish(st, err)
}

// workers is a fixed set of solvers, one per goroutine, kept warm across
// the deals of a run.
type workers struct {
	solvers []dds.Solver
}

func newWorkers(f dds.Factory, threads int) (*workers, error) {
	if threads <= 0 {
		threads = runtime.NumCPU()
	}
	w := &workers{}
	for range threads {
		s, err := f()
		if err != nil {
			w.close()
			return nil, err
		}
		w.solvers = append(w.solvers, s)
		// A solver that answers whole batches itself (libdds, which
		// spreads them over its own threads) needs no other worker.
		if _, ok := s.(tricksBatcher); ok {
			if t, ok := s.(interface{ SetThreads(int) }); ok {
				t.SetThreads(threads)
			}
			break
		}
	}
	return w, nil
}

func (w *workers) close() {
	for _, s := range w.solvers {
		if c, ok := s.(interface{ Close() error }); ok {
			c.Close()
		}
	}
}

// batches reports whether the workers' solver solves whole batches itself.
func (w *workers) batches() bool {
	_, ok := w.solvers[0].(tricksBatcher)
	return ok
}

// inTurn solves deals one after another on the workers' first solver:
// a batching backend's fallback for a form of batch it lacks.
func inTurn[R any](w *workers, deals []dds.Deal, one func(dds.Solver, dds.Deal) (R, error)) ([]R, error) {
	out := make([]R, len(deals))
	for i, d := range deals {
		var err error
		if out[i], err = one(w.solvers[0], d); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// The batch forms a backend may offer (libdds does).
type (
	tricksBatcher interface {
		TricksBatch([]dds.Lead) ([]int, error)
	}
	traceBatcher interface {
		TraceBatch([]dds.Played) ([][]int, error)
	}
)

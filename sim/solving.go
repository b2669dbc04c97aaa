// solving.go: solving sampled deals — each deal solved as it is dealt, on warm workers, the results handed on in deal order.

package sim

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/ruling-bridge/ruling/dds"
)

// streamAhead is about how many deals the solving may run ahead of the
// oldest deal whose result is still awaited, a multiple of BatchSize
// (streamAhead / streamChunkDeals chunks). A worker that finishes a
// chunk takes the next at once, whatever the others are doing: no
// deal's cost holds the others up, as waiting for the last deal of each
// batch did (a declarer's-view run of 10,000 deals on two workers: the
// slower worker's share of each batch summed to 0.64 of the nodes,
// against the 0.5 of an even split). When the precision stops a run,
// about this many deals at most were solved for nothing.
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
		// A batch is one call the backend cannot stop (libdds): Ctrl-C
		// stops the run before the next, not at the end of the chunk.
		if err := ctx.Err(); err != nil {
			return err
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

// The streamed solving's chunks: a worker deals a chunk of tries and
// solves the deals that meet the condition, then takes the next.
const (
	// streamChunkDeals is about how many deals a chunk holds: its tries
	// follow the acceptance rate of the chunks dealt so far. One, so
	// that the workers share the work evenly to the end and solve few
	// deals beyond those wanted, where a deal is costly (every lead of
	// a leads scenario: 33 ms); a chunk costs two turns of a lock and
	// no hand-over (0.1 ms a deal in a warm declarer's view: 9,300
	// chunks for its 10,000 deals).
	streamChunkDeals = 1
	// streamChunkMax bounds a chunk's tries (streamChunkTricks where the
	// condition solves deals itself: each try then costs solves).
	streamChunkMax    = chunkFast
	streamChunkTricks = 16 * chunkTricks
)

// streamRun is the shared state of a streamed run, under mu.
type streamRun[R any] struct {
	mu   sync.Mutex
	wake *sync.Cond // a chunk was consumed, or the run stops
	c    *collector[R]
	// taken chunks are numbered from 0; consumed is the next to consume;
	// done holds the finished ones waiting for it.
	taken, consumed uint64
	done            map[uint64]*streamChunk[R]
	nextTry         uint64 // the first try of the next chunk
	// dealtTries and dealtDeals are the tries and deals of the finished
	// chunks (the rate sizes the next ones; the deals stop the taking).
	dealtTries uint64
	dealtDeals int
	nextCheck  uint64      // the next try at which to ask whether the run is hopeless
	stopped    atomic.Bool // nothing more is consumed: the workers stop
	halt       func()      // stops the workers' conditions
	out        outcome
	failed     error // what stopped the consuming: errEnough or a failure
}

// streamChunk is a chunk of tries [start, end) and its deals, solved;
// err, when not nil, is a dealing failure at end.
type streamChunk[R any] struct {
	start, end uint64
	deals      []streamDeal[R]
	err        error
}

type streamDeal[R any] struct {
	try  uint64
	deal dds.Deal
	r    R
	err  error
}

// sampleStreamed deals and solves on the workers, each worker dealing a
// chunk of tries and solving its deals at once on its own solver; the
// worker that finishes the oldest chunk not yet consumed hands its deals
// and those of the finished chunks after it on, in deal order (under a
// lock, so no other goroutine has to be scheduled for it: with a
// goroutine of its own, that ran only when the Go scheduler preempted a
// worker, and with dealing goroutines of their own, every deal crossed
// two channels). A worker takes no chunk more than streamAhead /
// streamChunkDeals chunks ahead of the one consumed, so that a stop (the
// precision reached, a failure) wastes at most about streamAhead deals.
// What is consumed, and the statistics, depend only on the seed: the
// tries counted end with the last deal consumed.
func sampleStreamed[R any](ctx context.Context, spec SampleSpec, w *workers, one func(dds.Solver, dds.Deal) (R, error), c *collector[R]) (Stats, error) {
	r, err := spec.newRun()
	if err != nil {
		return Stats{}, err
	}
	j := r.job
	// The workers' condition (when it calls tricks()) stops with the run.
	workCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	sr := &streamRun[R]{c: c, done: map[uint64]*streamChunk[R]{}, halt: cancel}
	sr.wake = sync.NewCond(&sr.mu)
	var wg sync.WaitGroup
	for _, s := range w.solvers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dw := newWorker(j)
			dw.ctx.stop, dw.ctx.done = workCtx, workCtx.Done()
			defer dw.close()
			for {
				n, ch := sr.take(j)
				if ch == nil {
					return
				}
				sr.dealAndSolve(ctx, dw, s, one, ch)
				sr.finish(ctx, j, n, ch)
			}
		}()
	}
	wg.Wait()
	err = sr.failed
	if err == nil && ctx.Err() == nil {
		err = c.flush()
	}
	st, err := r.end(ctx, sr.out, err)
	return finish(st, err)
}

// take hands a worker the next chunk and its number; nil when the run
// stops or has dealt enough.
func (sr *streamRun[R]) take(j *job) (uint64, *streamChunk[R]) {
	sr.mu.Lock()
	defer sr.mu.Unlock()
	for !sr.stopped.Load() && sr.taken-sr.consumed >= streamAhead/streamChunkDeals {
		sr.wake.Wait()
	}
	if sr.stopped.Load() || sr.nextTry >= j.limit || sr.dealtDeals >= j.want {
		return 0, nil
	}
	size := uint64(2 * streamChunkDeals)
	if sr.dealtTries > 0 {
		size = streamChunkDeals * sr.dealtTries / uint64(max(sr.dealtDeals, 1))
	}
	most := uint64(streamChunkMax)
	if j.cond.usesTricks {
		most = streamChunkTricks
	}
	size = min(max(size, 1), most)
	ch := &streamChunk[R]{start: sr.nextTry, end: min(sr.nextTry+size, j.limit)}
	sr.nextTry = ch.end
	n := sr.taken
	sr.taken++
	return n, ch
}

// dealAndSolve deals the chunk's tries and solves each deal that meets
// the condition. It ends the chunk early (its end moved back to the
// first try not dealt) when the run stops, and after a failure.
func (sr *streamRun[R]) dealAndSolve(ctx context.Context, dw *worker, s dds.Solver, one func(dds.Solver, dds.Deal) (R, error), ch *streamChunk[R]) {
	done := ctx.Done()
	for i := ch.start; i < ch.end; i++ {
		select {
		case <-done:
			ch.end = i
			return
		default:
		}
		if sr.stopped.Load() {
			ch.end = i
			return
		}
		ok, err := dw.try(i)
		if errors.Is(err, errEvalStopped) {
			ch.end = i
			return
		}
		if err != nil {
			ch.end, ch.err = i, err
			return
		}
		if !ok {
			continue
		}
		d := streamDeal[R]{try: i, deal: dw.deal}
		d.r, d.err = one(s, dw.deal)
		ch.deals = append(ch.deals, d)
		if d.err != nil {
			ch.end = i + 1
			return
		}
	}
}

// finish records chunk n as done and consumes, in order, every finished
// chunk from the oldest not yet consumed.
func (sr *streamRun[R]) finish(ctx context.Context, j *job, n uint64, ch *streamChunk[R]) {
	sr.mu.Lock()
	defer sr.mu.Unlock()
	sr.done[n] = ch
	sr.dealtTries += ch.end - ch.start
	sr.dealtDeals += len(ch.deals)
	defer func() {
		if sr.stopped.Load() {
			sr.halt()
		}
	}()
	for !sr.stopped.Load() {
		ch, ok := sr.done[sr.consumed]
		if !ok {
			break
		}
		delete(sr.done, sr.consumed)
		sr.consumed++
		if sr.failed = sr.consume(ctx, j, ch); sr.failed != nil || sr.stopped.Load() {
			sr.stopped.Store(true)
		}
	}
	sr.wake.Broadcast()
}

// consume hands a chunk's deals on; an error (errEnough included) or
// the end of the run (the deals wanted, the tries allowed, a hopeless
// rate, a cancelled context) marks the run stopped. Whether the run is
// hopeless is asked at the tries where Sample's engine asks it, the ends
// of its chunks (job.chunkSize), whatever the sizes of these chunks:
// where a run gives up depends on the seed alone.
func (sr *streamRun[R]) consume(ctx context.Context, j *job, ch *streamChunk[R]) error {
	for _, d := range ch.deals {
		if sr.hopeless(j, d.try) {
			return nil
		}
		if d.err != nil {
			return &SolverError{Err: fmt.Errorf("deal %d: %w", sr.out.accepted+1, d.err)}
		}
		sr.out.accepted++
		sr.out.tried = d.try + 1
		if err := sr.c.add(d.deal, d.r); err != nil {
			return err
		}
		if sr.out.accepted == j.want {
			sr.stopped.Store(true)
			return nil
		}
	}
	if ch.err != nil {
		return ch.err
	}
	sr.out.tried = ch.end
	if ctx.Err() != nil || ch.end >= j.limit || sr.hopeless(j, ch.end) {
		sr.stopped.Store(true)
	}
	return nil
}

// hopeless asks the run's giveUp at each of its points up to the try
// upto (the tries before it consumed); at the first that says so, the
// run stops there.
func (sr *streamRun[R]) hopeless(j *job, upto uint64) bool {
	if sr.nextCheck == 0 {
		sr.nextCheck = j.chunkSize()
	}
	for ; sr.nextCheck <= upto; sr.nextCheck += j.chunkSize() {
		if j.giveUp(sr.nextCheck, sr.out.accepted) {
			sr.out.tried = sr.nextCheck
			sr.stopped.Store(true)
			return true
		}
	}
	return false
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
		dds.Close(s)
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

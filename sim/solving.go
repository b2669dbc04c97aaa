// solving.go: solving sampled deals — each deal solved as it is dealt, on warm workers, the results handed on in deal order.

package sim

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"strconv"
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
	// class, when not nil, is a deal's class for split solving (see
	// SplitEnv): deals of one class go to one worker.
	class func(d dds.Deal) uint64
}

// SplitEnv is the environment variable that, set to 0, makes the
// workers of a declarer's-view simulation share what they learn over
// the whole run instead of splitting the deals (the default since
// session 10's quiet window: with the first splitShareDefault deals
// shared, the 10,000-deal ruling of examples/misinformation-mp.toml at
// two workers won all eight interleaved pairs against sharing, median
// 0.515 s against 0.553; docs/adjust.md). Split,
// each deal goes to the worker of its class, a hash of the opening
// leader's suit lengths (the deals of one class reach the same
// positions, and the same table entries, more often than two deals
// at random), and each worker's table holds its own class's entries
// only, where a shared entry is copied into every worker's table, and
// nothing is copied. On the 10,000 deals of
// examples/misinformation-mp.toml (seed 7) at two workers: 11.4-11.5 M
// nodes, against 10.63 M on one worker, 10.66 M on two sharing, and
// 18.45 M on two solvers taking the deals in turn without sharing
// (docs/adjust.md).
const SplitEnv = "RULING_SIM_SPLIT"

// splitClassBits is the log2 of the number of classes split solving
// puts its deals into (the top bits of the class hash), spread evenly
// over the workers; once the dealing is done, a worker with nothing
// left of its own takes over the class of the oldest deal waiting for
// another. (Giving each class, at its first deal, to the worker whose
// classes had the fewest deals so far split the nodes 7.8 M to 3.3 M;
// taking over a class whenever a worker would wait, 1,569 times in a
// run of 10,000 deals, took 17.5 M nodes: both dropped.)
const splitClassBits = 8

// splitAhead multiplies streamAhead in split solving: the classes'
// work is even over a run, not over every stretch of it, and a worker
// ahead by the window waits for the other (on the 10,000 deals of
// examples/misinformation-mp.toml, solved in turn by class and
// scheduled on paper, the slower worker's share over an even split:
// 1.055 with a window of 200 deals, 1.024 with 800, 1.007 with 3,200).
// The cost is the deals solved for nothing when the precision stops a
// run: up to about streamAhead*splitAhead.
const splitAhead = 8

// SplitShareEnv is the environment variable that, set to a number of
// deals N, has the splitting workers share what they learn (as with
// SplitEnv=0) until N deals are solved, and each keep to its own table
// from then on (solver.Solver.Leave): the first deals teach every table
// the positions all classes reach, which the split otherwise has each
// worker learn alone (splitShareDefault when not set; 0: none). Solved in turn on two solvers by class, the 10,000 deals of
// examples/misinformation-mp.toml took 11,019,594 nodes without it,
// 10,813,188 sharing the first 100 deals, 10,514,128 the first 500 and
// 10,400,128 the first 2,000, against 10,396,701 on one solver
// (docs/adjust.md).
const SplitShareEnv = "RULING_SIM_SPLIT_SHARE"

// splitShareDefault is the deals the splitting workers share before
// they split, unless SplitShareEnv says otherwise: of 500 and 1,000,
// session 10's cachegrind put 500 ahead on instructions and last-level
// misses (docs/adjust.md).
const splitShareDefault = 500

// splitting reports whether the workers split the deals (unless
// SplitEnv is 0), and the deals they share first (SplitShareEnv, or
// splitShareDefault).
func splitting() (bool, int) {
	if os.Getenv(SplitEnv) == "0" {
		return false, 0
	}
	n, err := strconv.Atoi(os.Getenv(SplitShareEnv))
	if err != nil || n < 0 {
		n = splitShareDefault
	}
	return true, n
}

// leaver is a solver that can leave its sharing group while the others
// solve (the Go solver).
type leaver interface {
	Leave()
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
	var class func(dds.Deal) uint64
	shareFirst := 0
	if split, first := splitting(); split && how.class != nil && len(w.solvers) > 1 {
		class = how.class
		if _, ok := w.solvers[0].(leaver); ok && how.share {
			shareFirst = first
		}
	}
	if how.share && len(w.solvers) > 1 && (class == nil || shareFirst > 0) {
		if s, ok := w.solvers[0].(sharer); ok {
			s.Share(w.solvers)
		}
	}
	return sampleStreamed(ctx, spec, w, how.one, class, shareFirst, c)
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
	wake *sync.Cond // a chunk was consumed or queued, or the run stops
	c    *collector[R]
	// taken chunks are numbered from 0; consumed is the next to consume;
	// done holds the finished ones waiting for it.
	taken, consumed uint64
	done            map[uint64]*streamChunk[R]
	nextTry         uint64 // the first try of the next chunk
	// dealtTries and dealtDeals are the tries and deals of the chunks
	// dealt (counted when finished, or when queued for another worker:
	// the rate sizes the next ones; the deals stop the taking).
	dealtTries uint64
	dealtDeals int
	nextCheck  uint64      // the next try at which to ask whether the run is hopeless
	stopped    atomic.Bool // nothing more is consumed: the workers stop
	halt       func()      // stops the workers' conditions
	out        outcome
	failed     error // what stopped the consuming: errEnough or a failure
	// Split solving (SplitEnv; class not nil): queued[k] is the chunks
	// dealt by another worker for worker k, the oldest first; gone[k]
	// says worker k takes no more work.
	class  func(dds.Deal) uint64
	ahead  uint64
	owner  []atomic.Int32 // owner[c] is the worker of class c
	solved atomic.Int64   // the deals solved so far (SplitShareEnv's prologue)
	queued [][]queuedChunk[R]
	gone   []bool
}

// streamChunk is a chunk of tries [start, end) and its deals, solved;
// err, when not nil, is a dealing failure at end.
type streamChunk[R any] struct {
	start, end uint64
	deals      []streamDeal[R]
	err        error
	counted    bool // in dealtTries and dealtDeals already (queued)
}

type streamDeal[R any] struct {
	try    uint64
	deal   dds.Deal
	r      R
	err    error
	solved bool
	class  uint8 // split solving's class of the deal (see splitClassBits)
}

// queuedChunk is chunk n, dealt, waiting for the worker of its class.
type queuedChunk[R any] struct {
	n  uint64
	ch *streamChunk[R]
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
// With class (split solving), each worker solves the deals of its own
// classes in a chunk and queues the chunk for the worker of the first
// deal left, which takes its queue before a new chunk; the last to solve
// a deal of a chunk finishes it (see next for a worker with nothing to
// do).
// What is consumed, and the statistics, depend only on the seed: the
// tries counted end with the last deal consumed.
func sampleStreamed[R any](ctx context.Context, spec SampleSpec, w *workers, one func(dds.Solver, dds.Deal) (R, error), class func(dds.Deal) uint64, shareFirst int, c *collector[R]) (Stats, error) {
	r, err := spec.newRun()
	if err != nil {
		return Stats{}, err
	}
	j := r.job
	// The workers' condition (when it calls tricks()) stops with the run.
	workCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	sr := &streamRun[R]{c: c, done: map[uint64]*streamChunk[R]{}, halt: cancel}
	if class != nil {
		sr.class = class
		sr.queued = make([][]queuedChunk[R], len(w.solvers))
		sr.gone = make([]bool, len(w.solvers))
		sr.owner = make([]atomic.Int32, 1<<splitClassBits)
		for c := range sr.owner {
			sr.owner[c].Store(int32(c * len(w.solvers) >> splitClassBits))
		}
	}
	sr.wake = sync.NewCond(&sr.mu)
	sr.ahead = streamAhead / streamChunkDeals
	if class != nil {
		sr.ahead *= splitAhead
	}
	var wg sync.WaitGroup
	for k, s := range w.solvers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dw := newWorker(j)
			dw.ctx.stop, dw.ctx.done = workCtx, workCtx.Done()
			defer dw.close()
			shared := shareFirst > 0
			for {
				if shared && sr.solved.Load() >= int64(shareFirst) {
					if l, ok := s.(leaver); ok {
						l.Leave() // the prologue's sharing ends (SplitShareEnv)
					}
					shared = false
				}
				n, ch, how := sr.next(j, k)
				if ch == nil {
					return
				}
				if how == chunkNew {
					sr.deal(ctx, dw, ch)
				}
				if sr.class != nil {
					// Split: this worker's deals, then the chunk on to
					// the worker of the first deal left.
					sr.solve(ctx, s, one, ch, k)
					if sr.route(k, n, ch) {
						continue
					}
				}
				sr.solve(ctx, s, one, ch, -1)
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

// How next hands a chunk on: new (to deal), or queued (dealt, with
// deals of the worker's class).
const (
	chunkNew = iota
	chunkQueued
)

// next hands worker k its next chunk, its number and how it comes: in
// split solving the oldest queued for k first; else a new chunk to
// deal; else, in split solving once the dealing is done, the oldest
// queued for another worker, whose first deal's class k takes over
// (before that, k waits: a deal solved on another class's table costs
// as many nodes as some dozen on its own — with one deal in twenty
// taken from the other worker's queue, 14.8 M nodes instead of 11.5 M
// on the 10,000 deals of examples/misinformation-mp.toml). It is nil
// when the run stops, or has dealt enough and nothing is queued.
func (sr *streamRun[R]) next(j *job, k int) (uint64, *streamChunk[R], int) {
	sr.mu.Lock()
	defer sr.mu.Unlock()
	for !sr.stopped.Load() {
		if sr.class != nil && len(sr.queued[k]) > 0 {
			q := sr.queued[k][0]
			sr.queued[k] = sr.queued[k][1:]
			return q.n, q.ch, chunkQueued
		}
		dealing := sr.nextTry < j.limit && sr.dealtDeals < j.want
		if dealing && sr.taken-sr.consumed < sr.ahead {
			n, ch := sr.take(j)
			return n, ch, chunkNew
		}
		if !dealing {
			if n, ch := sr.takeOver(k); ch != nil {
				return n, ch, chunkQueued
			}
			break
		}
		sr.wake.Wait()
	}
	if sr.class != nil {
		sr.gone[k] = true
	}
	return 0, nil, chunkNew
}

// take makes the next chunk, under mu.
func (sr *streamRun[R]) take(j *job) (uint64, *streamChunk[R]) {
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

// takeOver takes the oldest chunk queued for another worker, and its
// first deal's class for worker k from then on, under mu (nil when
// none is queued).
func (sr *streamRun[R]) takeOver(k int) (uint64, *streamChunk[R]) {
	n, ch := sr.oldestQueued()
	if ch != nil {
		for i := range ch.deals {
			if d := &ch.deals[i]; !d.solved {
				sr.owner[d.class].Store(int32(k))
				break
			}
		}
	}
	return n, ch
}

// oldestQueued takes the oldest chunk queued for any worker, under mu
// (nil when none is).
func (sr *streamRun[R]) oldestQueued() (uint64, *streamChunk[R]) {
	best := -1
	for k, q := range sr.queued {
		if len(q) > 0 && (best < 0 || q[0].n < sr.queued[best][0].n) {
			best = k
		}
	}
	if best < 0 {
		return 0, nil
	}
	q := sr.queued[best][0]
	sr.queued[best] = sr.queued[best][1:]
	return q.n, q.ch
}

// route queues chunk n, on worker k, for the worker of its first deal
// not solved, and reports whether it did: k keeps a chunk whose deals
// are solved, and one whose worker takes no more work.
func (sr *streamRun[R]) route(k int, n uint64, ch *streamChunk[R]) bool {
	sr.mu.Lock()
	defer sr.mu.Unlock()
	to := -1
	for i := range ch.deals {
		if d := &ch.deals[i]; !d.solved {
			to = int(sr.owner[d.class].Load())
			break
		}
	}
	if to < 0 || to == k {
		return false
	}
	if sr.stopped.Load() || sr.gone[to] {
		return false
	}
	sr.count(ch)
	sr.queued[to] = append(sr.queued[to], queuedChunk[R]{n: n, ch: ch})
	sr.wake.Broadcast()
	return true
}

// count adds a dealt chunk's tries and deals to the run's, once, under
// mu.
func (sr *streamRun[R]) count(ch *streamChunk[R]) {
	if !ch.counted {
		ch.counted = true
		sr.dealtTries += ch.end - ch.start
		sr.dealtDeals += len(ch.deals)
	}
}

// deal deals the chunk's tries and keeps the deals that meet the
// condition. It ends the chunk early (its end moved back to the first
// try not dealt) when the run stops, and after a failure.
func (sr *streamRun[R]) deal(ctx context.Context, dw *worker, ch *streamChunk[R]) {
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
		if ok {
			d := streamDeal[R]{try: i, deal: dw.deal}
			if sr.class != nil {
				d.class = uint8(sr.class(dw.deal) >> (64 - splitClassBits))
			}
			ch.deals = append(ch.deals, d)
		}
	}
}

// solve solves the chunk's deals not solved yet (with k >= 0, those of
// worker k's class only). It ends the chunk early when the run stops
// (before the deal not solved) and after a deal the solver failed on
// (the tries after it are not consumed).
func (sr *streamRun[R]) solve(ctx context.Context, s dds.Solver, one func(dds.Solver, dds.Deal) (R, error), ch *streamChunk[R], k int) {
	done := ctx.Done()
	for m := 0; m < len(ch.deals); m++ {
		d := &ch.deals[m]
		if d.solved || k >= 0 && int(sr.owner[d.class].Load()) != k {
			continue
		}
		select {
		case <-done:
			ch.cut(m, d.try)
			return
		default:
		}
		if sr.stopped.Load() {
			ch.cut(m, d.try)
			return
		}
		d.r, d.err = one(s, d.deal)
		d.solved = true
		sr.solved.Add(1)
		if d.err != nil {
			ch.cut(m+1, d.try+1)
			return
		}
	}
}

// cut ends the chunk at try end with its first m deals (a dealing
// failure after end is not reached).
func (ch *streamChunk[R]) cut(m int, end uint64) {
	ch.deals, ch.end, ch.err = ch.deals[:m], end, nil
}

// finish records chunk n as done and consumes, in order, every finished
// chunk from the oldest not yet consumed.
func (sr *streamRun[R]) finish(ctx context.Context, j *job, n uint64, ch *streamChunk[R]) {
	sr.mu.Lock()
	defer sr.mu.Unlock()
	sr.done[n] = ch
	sr.count(ch)
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

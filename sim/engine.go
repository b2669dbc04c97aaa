// engine.go: the reproducible worker pool — deals are numbered, dealt in chunks by any worker, and consumed in index order.

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

// Chunk sizes: deals per unit of work. Small when tricks() makes each deal
// slow, so that the work spreads evenly and stops promptly.
const (
	chunkFast   = 16384
	chunkTricks = 4
	// chunksAhead is how many chunks per worker may wait for the consumer.
	chunksAhead = 16
)

// job is one run of the engine.
type job struct {
	plan    *plan
	cond    *Condition
	seed    uint64
	factory dds.Factory
	threads int
	// limit is the number of deals to try at most; want is the number of
	// accepted deals that ends the run (0: no limit).
	limit uint64
	want  int
	// values computes what the consumer needs of an accepted deal (the
	// action expressions); nil for none.
	values func(c *evalCtx) []int
	// progress, when set, is called from the consumer after each chunk.
	progress func(tried uint64, accepted int)
	// library, when set, holds the deals in 23-byte records (library.go).
	library []byte
	// giveUp, when set, is asked after each chunk whether the run is
	// hopeless (the deals wanted cannot be found within the limit).
	giveUp func(tried uint64, accepted int) bool
}

// accepted is one accepted deal.
type accepted struct {
	index  uint64
	deal   dds.Deal
	values []int
}

type chunk struct {
	n          uint64 // chunk number
	start, end uint64
	deals      []accepted
	err        error
}

// outcome is how a run ended.
type outcome struct {
	tried    uint64 // the deals 0 … tried-1 were examined
	accepted int
	// dealt is the deals the workers dealt and tested, those dealt ahead
	// of what was consumed included.
	dealt uint64
}

// run deals and filters on j.threads workers and calls consume for each
// accepted deal in index order. What is consumed depends only on the seed
// and the limits, never on the number of workers. A cancelled context
// stops the run after the chunks already consumed; the outcome then
// counts only those.
func (j *job) run(ctx context.Context, consume func(a *accepted) error) (outcome, error) {
	threads := j.threads
	if threads <= 0 {
		threads = runtime.NumCPU()
	}
	size := j.chunkSize()
	var (
		next atomic.Uint64
		stop atomic.Bool
		// dealt is the accepted deals in the chunks dealt so far: once
		// they are j.want, the chunks taken hold every deal the run
		// will consume, and no worker takes another.
		dealt   atomic.Int64
		tried   atomic.Uint64 // the deals in the chunks dealt
		tokens  = make(chan struct{}, threads*chunksAhead)
		results = make(chan *chunk, threads*chunksAhead)
		wg      sync.WaitGroup
	)
	for range cap(tokens) {
		tokens <- struct{}{}
	}
	workCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	for range threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := newWorker(j)
			w.ctx.stop, w.ctx.done = workCtx, workCtx.Done()
			defer w.close()
			for {
				select {
				case <-tokens:
				case <-workCtx.Done():
					return
				}
				if stop.Load() || j.want > 0 && dealt.Load() >= int64(j.want) {
					return
				}
				n := next.Add(1) - 1
				start := n * size
				if start >= j.limit {
					return
				}
				c := &chunk{n: n, start: start, end: min(start+size, j.limit)}
				w.dealChunk(workCtx, c)
				dealt.Add(int64(len(c.deals)))
				tried.Add(c.end - c.start)
				select {
				case results <- c:
				case <-workCtx.Done():
					return
				}
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()

	var out outcome
	pending := map[uint64]*chunk{}
	want := uint64(0)
	var err error
	finished := false
	for c := range results {
		if finished {
			continue
		}
		pending[c.n] = c
		for {
			c, ok := pending[want]
			if !ok {
				break
			}
			delete(pending, want)
			want++
			if c.err != nil {
				err = c.err
				finished = true
				break
			}
			for k := range c.deals {
				if e := consume(&c.deals[k]); e != nil {
					err = e
					finished = true
					break
				}
				out.accepted++
				if j.want > 0 && out.accepted == j.want {
					out.tried = c.deals[k].index + 1
					finished = true
					break
				}
			}
			if finished {
				break
			}
			out.tried = c.end
			if j.progress != nil {
				j.progress(out.tried, out.accepted)
			}
			if c.end >= j.limit || j.giveUp != nil && j.giveUp(out.tried, out.accepted) {
				finished = true
				break
			}
			if ctx.Err() != nil {
				finished = true
				break
			}
			tokens <- struct{}{}
		}
		if finished {
			stop.Store(true)
			cancel()
		}
	}
	if j.progress != nil {
		j.progress(out.tried, out.accepted)
	}
	out.dealt = tried.Load() // every worker has stopped: results is closed
	return out, err
}

// chunkSize is the tries of a chunk: small when tricks() makes each deal
// slow, so that the work spreads evenly and stops promptly. The run
// asks whether it is hopeless after each chunk, so this is also where
// it may give up (sampleStreamed asks at the same tries).
func (j *job) chunkSize() uint64 {
	size := uint64(chunkFast)
	if j.cond.usesTricks || j.values != nil && j.slowValues() {
		size = chunkTricks
	}
	if j.want > 0 && !j.cond.usesTricks {
		size = min(size, max(64, uint64(j.want)))
	}
	return size
}

// slowValues reports whether the action expressions call tricks().
func (j *job) slowValues() bool { return j.cond.usesTricks }

// worker is one goroutine's dealing state. The padding keeps two workers'
// state, written on every deal, off shared cache lines (false sharing).
type worker struct {
	_    [cacheLine]byte
	j    *job
	rng  stream
	ctx  evalCtx
	deal dds.Deal
	// checkLengths: the condition has suit-length predeals to test.
	checkLengths bool
	_            [cacheLine]byte
}

// cacheLine is an upper bound on the size of a CPU cache line.
const cacheLine = 128

func newWorker(j *job) *worker {
	w := &worker{j: j, checkLengths: j.cond.lengths != [4]*ShapeSet{}}
	w.ctx = evalCtx{counts: j.cond.counts, factory: j.factory, rng: &w.rng}
	return w
}

func (w *worker) close() {
	if w.ctx.solver != nil {
		dds.StopWith(nil, w.ctx.solver) // a solver the factory shares lives on
	}
	dds.Close(w.ctx.solver)
}

// dealChunk deals and tests the deals of a chunk. An interrupted chunk is
// marked by an error-free early end: its end is moved back to where it
// stopped, so the consumer counts only deals really examined. The
// context is looked at every 256 deals, and before every deal and every
// double-dummy solve when tricks() is called (each deal then costs up
// to 20 solves, tens of milliseconds each).
func (w *worker) dealChunk(ctx context.Context, c *chunk) {
	j := w.j
	done := ctx.Done()
	every := uint64(255)
	if j.cond.usesTricks {
		every = 0
	}
	for i := c.start; i < c.end; i++ {
		if (i-c.start)&every == every {
			// A non-blocking receive: no lock, unlike ctx.Err().
			select {
			case <-done:
				c.end = i
				return
			default:
			}
		}
		ok, err := w.try(i)
		if errors.Is(err, errEvalStopped) {
			c.end = i
			return
		}
		if err != nil {
			c.err = err
			return
		}
		if !ok {
			continue
		}
		a := accepted{index: i, deal: w.deal}
		if j.values != nil {
			a.values = j.values(&w.ctx)
			if errors.Is(w.ctx.err, errEvalStopped) {
				c.end = i
				return
			}
			if w.ctx.err != nil {
				c.err = fmt.Errorf("deal %d: %w", i+1, w.ctx.err)
				return
			}
		}
		c.deals = append(c.deals, a)
	}
}

// try deals deal i of the run into w.deal and tests it against the
// condition: its suit-length predeals, then its expression. The error is
// the condition's failure to evaluate (a solver's, a division by zero).
func (w *worker) try(i uint64) (bool, error) {
	j := w.j
	w.rng.reset(j.seed, i)
	if j.library != nil {
		if err := w.fromLibrary(i); err != nil {
			return false, err
		}
	} else {
		j.plan.deal(&w.rng, &w.deal)
		w.ctx.newDeal(&w.deal)
	}
	if w.checkLengths && !j.cond.holdsLengths(&w.deal) {
		return false, nil
	}
	ok := j.cond.root.eval(&w.ctx) != 0
	if w.ctx.err != nil {
		return false, fmt.Errorf("deal %d: %w", i+1, w.ctx.err)
	}
	return ok, nil
}

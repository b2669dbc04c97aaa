// stream.go: solving a stream of deals or positions on workers, results handed out in input order as they are ready.

package dds

import (
	"context"
	"errors"
	"fmt"
	"runtime"
)

// A backend that solves whole batches itself (libdds, on its own
// threads) offers these; Stream gives it whole batches on one worker.
type (
	TableBatcher interface {
		TableBatch([]Deal) ([]Table, error)
	}
	CardValuesBatcher interface {
		CardValuesBatch([]Position) ([][]CardValue, error)
	}
)

// Batches handed to a backend that solves batches itself: libdds's
// limits for one call (tables with every strain, boards).
const (
	streamTableChunk    = 40
	streamPositionChunk = 200
)

// Stream solves a stream of jobs — the tables of deals, or with Positions
// the values of every legal card in positions — on a pool of workers and
// hands each result out in input order as soon as it and all before it
// are solved. At most a few batches per worker are in flight, so memory
// does not grow with the input, however long.
type Stream struct {
	Factory Factory
	// Threads is the number of workers; 0 means runtime.NumCPU(). A
	// backend that solves batches itself (TableBatcher, CardValuesBatcher)
	// gets whole batches on one worker instead.
	Threads int
	// Positions: the jobs are positions (CardValues), not deals (Table).
	Positions bool
	// Total is the number of jobs, when known: no more workers than jobs.
	Total int
}

// StreamJob is what a Stream solves for one item: Deal's table, or with
// Stream.Positions the card values of Position.
type StreamJob struct {
	Deal     Deal
	Position Position
}

// Solved is the result of one StreamJob: the table, or the card values
// (with declarer's options when a solver under play rules gives them).
type Solved struct {
	Table   Table
	Values  []CardValue
	Options []OptionValue
}

// StreamError is the error of one item of a stream.
type StreamError[T any] struct {
	Item T
	Err  error
}

func (e *StreamError[T]) Error() string { return e.Err.Error() }

// Unwrap is the item's own error.
func (e *StreamError[T]) Unwrap() error { return e.Err }

// SolveStream solves the items feed yields (job gives what to solve for
// each) and calls write with each item and its result, in input order,
// as soon as the item and all before it are solved. feed stops when yield
// returns false. The first solver error stops the run as a *StreamError[T]
// naming its item. When ctx is cancelled SolveStream stops taking items,
// stops the solves in progress that can be stopped (StopWith: the Go
// solver's), writes the results already finished in order, and returns
// the context's error. written is the number of items written.
func SolveStream[T any](ctx context.Context, s Stream, feed func(yield func(T) bool) error, job func(T) StreamJob,
	write func(T, Solved) error) (written int, err error) {
	first, err := s.Factory()
	if err != nil {
		return 0, err
	}
	// A backend that solves batches (libdds, on its own threads) gets
	// whole batches on one worker; any other, one item per worker.
	chunk, workers := 1, s.Threads
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	if s.Total > 0 {
		workers = min(workers, s.Total) // no idle solvers
	}
	_, tb := first.(TableBatcher)
	_, vb := first.(CardValuesBatcher)
	switch {
	case tb && !s.Positions:
		chunk, workers = streamTableChunk, 1
	case vb && s.Positions:
		chunk, workers = streamPositionChunk, 1
	}
	window := 2*workers + 1 // batches in flight

	type batch struct {
		seq   int
		items []T
	}
	type done struct {
		batch
		results []Solved
		err     error
	}
	feedCtx, stopFeed := context.WithCancel(ctx)
	defer stopFeed()
	var (
		jobs    = make(chan batch)
		results = make(chan done, window) // never blocks: at most window batches are in flight
		slots   = make(chan struct{}, window)
		fedAll  = make(chan struct{})
		nJobs   int
		feedErr error
	)
	go func() { // the feeder
		defer close(fedAll)
		defer close(jobs)
		var items []T
		send := func() bool {
			select {
			case slots <- struct{}{}:
			case <-feedCtx.Done():
				return false
			}
			select {
			case jobs <- batch{seq: nJobs, items: items}:
				nJobs++
				items = nil
				return true
			case <-feedCtx.Done():
				return false
			}
		}
		feedErr = feed(func(it T) bool {
			items = append(items, it)
			return len(items) < chunk || send()
		})
		if feedErr == nil && len(items) > 0 && feedCtx.Err() == nil {
			send()
		}
	}()
	for i := range workers {
		solver := first
		if i > 0 {
			if solver, err = s.Factory(); err != nil {
				stopFeed()
				return 0, err
			}
		}
		// Ctrl-C stops a long solve (the Go solver's) inside it too.
		StopWith(ctx, solver)
		go func() {
			defer Close(solver)
			defer StopWith(nil, solver) // a solver the factory shares lives on
			for b := range jobs {
				r, err := solveStreamBatch(solver, s.Positions, b.items, job)
				if err != nil && ctx.Err() != nil {
					err = ctx.Err() // the solve was stopped
				}
				results <- done{batch: b, results: r, err: err}
			}
		}()
	}

	// The writer: results in input order.
	pending := map[int]done{}
	next := 0
	flush := func() error {
		for {
			d, ok := pending[next]
			if !ok {
				return nil
			}
			delete(pending, next)
			if d.err != nil {
				var b *BatchError
				if errors.As(d.err, &b) && b.Index < len(d.items) {
					return &StreamError[T]{Item: d.items[b.Index], Err: b.Err}
				}
				return d.err
			}
			for k, it := range d.items {
				if err := write(it, d.results[k]); err != nil {
					return err
				}
				written++
			}
			next++
			<-slots
		}
	}
	for {
		select {
		case d := <-results:
			pending[d.seq] = d
			if err := flush(); err != nil {
				return written, err
			}
		case <-fedAll:
			fedAll = nil // nJobs and feedErr are final
		case <-ctx.Done():
			// Write what is finished, then stop.
			for {
				select {
				case d := <-results:
					pending[d.seq] = d
					continue
				default:
				}
				break
			}
			if err := flush(); err != nil {
				return written, err
			}
			return written, ctx.Err()
		}
		if fedAll == nil && next == nJobs {
			return written, feedErr
		}
	}
}

// solveStreamBatch solves a batch of items with one solver: as a whole
// when the backend takes batches, else one by one (an error is a
// *BatchError naming its item in the batch).
func solveStreamBatch[T any](s Solver, positions bool, items []T, job func(T) StreamJob) ([]Solved, error) {
	out := make([]Solved, len(items))
	if positions {
		var batch func([]Position) ([][]CardValue, error)
		if b, ok := s.(CardValuesBatcher); ok {
			batch = b.CardValuesBatch
		}
		if os, ok := s.(OptionsSolver); ok {
			for i, it := range items {
				var err error
				if out[i].Values, out[i].Options, err = os.CardValuesOptions(job(it).Position); err != nil {
					return out, &BatchError{Index: i, Err: err}
				}
			}
			return out, nil
		}
		values, err := solveEach(items, func(it T) Position { return job(it).Position }, batch, s.CardValues)
		for i := range values {
			out[i].Values = values[i]
		}
		return out, err
	}
	var batch func([]Deal) ([]Table, error)
	if b, ok := s.(TableBatcher); ok {
		batch = b.TableBatch
	}
	tables, err := solveEach(items, func(it T) Deal { return job(it).Deal }, batch, s.Table)
	for i := range tables {
		out[i].Table = tables[i]
	}
	return out, err
}

// solveEach solves the input of every item: with batch when the backend
// has one, else with one, item by item.
func solveEach[T, In, Out any](items []T, input func(T) In, batch func([]In) ([]Out, error), one func(In) (Out, error)) ([]Out, error) {
	in := make([]In, len(items))
	for i, it := range items {
		in[i] = input(it)
	}
	if batch != nil {
		out, err := batch(in)
		if err == nil && len(out) != len(in) {
			err = fmt.Errorf("stream: a batch of %d gave %d results", len(in), len(out))
		}
		return out, err
	}
	out := make([]Out, len(in))
	for i := range in {
		var err error
		if out[i], err = one(in[i]); err != nil {
			return nil, &BatchError{Index: i, Err: err}
		}
	}
	return out, nil
}

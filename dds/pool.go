// pool.go: batch solving — one Solver per worker goroutine, results in input order.

package dds

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
)

// Pool runs batch jobs on a fixed number of workers, each with its own
// Solver from the Factory. Results always come back in input order, so the
// output of a batch does not depend on the number of workers.
type Pool struct {
	Factory Factory
	// Threads is the number of workers; 0 means runtime.NumCPU().
	Threads int
}

// Each calls fn(solver, i) for i in [0, n) on the pool's workers. The
// order in which indices are taken is order (a permutation of [0, n)) when
// it is not nil — hardest jobs first keeps the tail short — else 0, 1, ….
// The first error stops the batch and is returned, with its index.
func (p Pool) Each(n int, order []int, fn func(s Solver, i int) error) error {
	threads := p.Threads
	if threads <= 0 {
		threads = runtime.NumCPU()
	}
	threads = min(threads, n)
	if threads == 0 {
		return nil
	}
	if order != nil && len(order) != n {
		return fmt.Errorf("pool: order has %d entries for %d jobs", len(order), n)
	}
	var (
		next    atomic.Int64
		stop    atomic.Bool
		errOnce sync.Once
		first   error
		wg      sync.WaitGroup
	)
	fail := func(err error) {
		errOnce.Do(func() { first = err })
		stop.Store(true)
	}
	for range threads {
		s, err := p.Factory()
		if err != nil {
			return err
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer Close(s)
			for !stop.Load() {
				k := int(next.Add(1) - 1)
				if k >= n {
					return
				}
				i := k
				if order != nil {
					i = order[k]
				}
				if err := fn(s, i); err != nil {
					fail(&BatchError{Index: i, Err: err})
					return
				}
			}
		}()
	}
	wg.Wait()
	return first
}

// BatchError is the error of one job of a batch.
type BatchError struct {
	Index int // the job's index in the input
	Err   error
}

func (e *BatchError) Error() string { return fmt.Sprintf("item %d: %v", e.Index+1, e.Err) }

// Unwrap is the job's own error.
func (e *BatchError) Unwrap() error { return e.Err }

// Tables solves the table of every deal.
func (p Pool) Tables(deals []Deal) ([]Table, error) {
	out := make([]Table, len(deals))
	err := p.Each(len(deals), nil, func(s Solver, i int) (err error) {
		out[i], err = s.Table(deals[i])
		return err
	})
	return out, err
}

// Lead is one strain and opening leader of a deal, for a batch of Tricks.
type Lead struct {
	Deal   Deal
	Trump  Strain
	Leader Seat
}

// Tricks solves each (deal, strain, leader) for the declaring side's tricks.
func (p Pool) Tricks(jobs []Lead) ([]int, error) {
	out := make([]int, len(jobs))
	err := p.Each(len(jobs), nil, func(s Solver, i int) (err error) {
		out[i], err = s.Tricks(jobs[i].Deal, jobs[i].Trump, jobs[i].Leader)
		return err
	})
	return out, err
}

// CardValues solves every position for the values of its legal cards.
func (p Pool) CardValues(positions []Position) ([][]CardValue, error) {
	out := make([][]CardValue, len(positions))
	err := p.Each(len(positions), nil, func(s Solver, i int) (err error) {
		out[i], err = s.CardValues(positions[i])
		return err
	})
	return out, err
}

// Played is a deal and its play record, for a batch of Traces.
type Played struct {
	Lead
	Play []Card
}

// Traces solves the play trace of every played deal.
func (p Pool) Traces(jobs []Played) ([][]int, error) {
	out := make([][]int, len(jobs))
	err := p.Each(len(jobs), nil, func(s Solver, i int) (err error) {
		out[i], err = s.Trace(jobs[i].Deal, jobs[i].Trump, jobs[i].Leader, jobs[i].Play)
		return err
	})
	return out, err
}

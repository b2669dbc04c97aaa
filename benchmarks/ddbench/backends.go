// backends.go: the solvers ddbench can time, by name — adding one is a line here.

package main

import (
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/libdds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// backend is one solver to time. Open sets it up for the run (c.threads
// workers); a backend that cannot run here returns an error and is
// skipped with a note.
type backend struct {
	name string
	open func(c *config) (dds.Factory, error)
}

// backends lists every solver ddbench knows, in report order.
var backends = []backend{
	{"go", func(c *config) (dds.Factory, error) { return solver.Factory(solver.Options{MemoryMB: c.goMB}), nil }},
	{"libdds", openLibdds},
	{"bridge-solver", openBridgeSolver},
}

// openLibdds loads libdds and sets the number of threads it uses in a batch.
func openLibdds(c *config) (dds.Factory, error) {
	return libdds.Backend("libdds", c.threads)
}

// A backend that solves whole batches itself (libdds, on its own threads)
// offers these; others run on a dds.Pool.
type (
	tricksBatcher interface {
		TricksBatch([]dds.Lead) ([]int, error)
	}
)

// runner solves batches with one backend.
type runner struct {
	name    string
	factory dds.Factory
	solver  dds.Solver // for the batch interfaces
	threads int
}

func newRunner(name string, f dds.Factory, threads int) (*runner, error) {
	s, err := f()
	if err != nil {
		return nil, err
	}
	return &runner{name: name, factory: f, solver: s, threads: threads}, nil
}

func (r *runner) pool() dds.Pool { return dds.Pool{Factory: r.factory, Threads: r.threads} }

// With one thread, a backend without batch interfaces solves on the
// runner's own solver, which keeps its memory from one batch to the next
// as libdds does (and as a pool worker does within a batch): with
// --by-deal every batch is one deal, and a fresh solver each time would
// time the making of its table too.

func (r *runner) tables(deals []dds.Deal) ([]dds.Table, error) {
	if b, ok := r.solver.(dds.TableBatcher); ok {
		return b.TableBatch(deals)
	}
	if r.threads > 1 {
		return r.pool().Tables(deals)
	}
	return each(deals, r.solver.Table)
}

func (r *runner) tricks(jobs []dds.Lead) ([]int, error) {
	if b, ok := r.solver.(tricksBatcher); ok {
		return b.TricksBatch(jobs)
	}
	if r.threads > 1 {
		return r.pool().Tricks(jobs)
	}
	return each(jobs, func(j dds.Lead) (int, error) { return r.solver.Tricks(j.Deal, j.Trump, j.Leader) })
}

func (r *runner) leads(starts []dds.Position) ([][]dds.CardValue, error) {
	if b, ok := r.solver.(dds.CardValuesBatcher); ok {
		return b.CardValuesBatch(starts)
	}
	if r.threads > 1 {
		return r.pool().CardValues(starts)
	}
	return each(starts, r.solver.CardValues)
}

// each applies solve to every job in order, stopping at the first error.
func each[J, R any](jobs []J, solve func(J) (R, error)) ([]R, error) {
	out := make([]R, len(jobs))
	for i, j := range jobs {
		var err error
		if out[i], err = solve(j); err != nil {
			return nil, err
		}
	}
	return out, nil
}

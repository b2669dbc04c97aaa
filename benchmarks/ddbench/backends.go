// backends.go: the solvers ddbench can time, by name — adding one is a line here.

package main

import (
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/libdds"
)

// backend is one solver to time. Open sets it up for threads workers; a
// backend that cannot run here returns an error and is skipped with a note.
type backend struct {
	name string
	open func(threads int) (dds.Factory, error)
}

// backends lists every solver ddbench knows, in report order.
var backends = []backend{
	{"go", func(int) (dds.Factory, error) { return dds.GoFactory(dds.Options{}), nil }},
	{"libdds", openLibdds},
}

// openLibdds loads libdds and sets the number of threads it uses in a batch.
func openLibdds(threads int) (dds.Factory, error) {
	l, err := libdds.Load()
	if err != nil {
		return nil, err
	}
	l.SetThreads(threads)
	return libdds.Factory, nil
}

// A backend that solves whole batches itself (libdds, on its own threads)
// offers these; others run on a dds.Pool.
type (
	tableBatcher interface {
		TableBatch([]dds.Deal) ([]dds.Table, error)
	}
	tricksBatcher interface {
		TricksBatch([]dds.Lead) ([]int, error)
	}
	valuesBatcher interface {
		CardValuesBatch([]dds.Position) ([][]dds.CardValue, error)
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

func (r *runner) tables(deals []dds.Deal) ([]dds.Table, error) {
	if b, ok := r.solver.(tableBatcher); ok {
		return b.TableBatch(deals)
	}
	return r.pool().Tables(deals)
}

func (r *runner) tricks(jobs []dds.Lead) ([]int, error) {
	if b, ok := r.solver.(tricksBatcher); ok {
		return b.TricksBatch(jobs)
	}
	return r.pool().Tricks(jobs)
}

func (r *runner) leads(starts []dds.Position) ([][]dds.CardValue, error) {
	if b, ok := r.solver.(valuesBatcher); ok {
		return b.CardValuesBatch(starts)
	}
	return r.pool().CardValues(starts)
}

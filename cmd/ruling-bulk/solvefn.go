// solvefn.go: the pipeline's work — a range of deals solved by a warm solver of the worker's pool, its shard, records and summary written whole; a range already done is counted, not solved again.

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"sync"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// defaultRange is the deals of a range: the unit of work and output. At
// about 0.1 s a table a core it is a few minutes of work, small enough
// to spread over many workers and to lose little when a worker fails,
// large enough that a run of 10 M deals is 10,000 shards.
const defaultRange = 1000

// solverPool is the worker process's solvers: as many as it runs ranges
// at once, each kept warm from one range to the next. The runner may run
// more bundles at once than that (Prism runs up to 8); they wait for a
// solver, so memory stays at Threads solvers of their cap.
var solverPool struct {
	once sync.Once
	ch   chan pooledSolver
}

// pooledSolver is a solver of the pool and its number (for the trace).
type pooledSolver struct {
	id int
	*solver.Solver
}

// solveFn solves ranges (dealRange in, the range's summary as JSON out).
type solveFn struct {
	Spec runSpec
	// Threads is the solvers of a worker process (0: one per core) and
	// MemoryMB the cap of each one's transposition table (0: the
	// solver's default).
	Threads  int
	MemoryMB int
	// FailOnce is a test hook: the first attempt at the range starting
	// at this deal fails (a marker file under DIR remembers the attempt,
	// across retries and runs); -1 for none.
	FailOnce int64

	fs     filesystem.Interface
	bundle int64 // the bundle's number in this process (the trace)
	writer *dds.ResultWriter
	leads  *dds.ResultWriter // --leads
}

// Setup prepares the worker: its file system, the renderers of results,
// the pool of solvers.
func (f *solveFn) Setup(ctx context.Context) error {
	fs, err := filesystem.New(ctx, f.Spec.Dir)
	if err != nil {
		return err
	}
	f.fs = fs
	if f.writer, err = f.Spec.resultWriter(io.Discard); err != nil {
		return err
	}
	if f.leads, err = f.Spec.leadsWriter(io.Discard); err != nil {
		return err
	}
	solverPool.once.Do(func() {
		n := f.Threads
		if n <= 0 {
			n = runtime.NumCPU()
		}
		solverPool.ch = make(chan pooledSolver, n)
		for id := range n {
			solverPool.ch <- pooledSolver{id, solver.New(solver.Options{MemoryMB: f.MemoryMB})}
		}
	})
	return nil
}

// StartBundle numbers the bundle, for the trace (Beam wants the
// emitter of ProcessElement here too).
func (f *solveFn) StartBundle(_ context.Context, _ func([]byte)) {
	f.bundle = bundleSeq.Add(1)
}

// ProcessElement solves one range, or counts it when it is done already.
func (f *solveFn) ProcessElement(ctx context.Context, r dealRange, emit func([]byte)) error {
	spec := &f.Spec
	rec := traceRecord{Start: r.Start, End: r.End, Bundle: f.bundle, Began: time.Now()}
	defer func() {
		rec.Ended = time.Now()
		trace(rec)
	}()
	if exists(ctx, f.fs, spec.shardPath(r)) {
		// Done by an earlier attempt or run: its summary is beside it.
		data, err := filesystem.Read(ctx, f.fs, spec.summaryPath(r))
		if err == nil {
			emit(data)
			return nil
		}
	}
	if f.FailOnce == r.Start {
		marker := spec.path(fmt.Sprintf(".fail-once-%d", r.Start))
		if !exists(ctx, f.fs, marker) {
			if err := writeAtomic(ctx, f.fs, marker, nil); err != nil {
				return err
			}
			return fmt.Errorf("%s: failing the first attempt (the test hook --fail-once)", r)
		}
	}
	var ps pooledSolver
	select {
	case ps = <-solverPool.ch:
		defer func() { solverPool.ch <- ps }()
	case <-ctx.Done():
		return ctx.Err()
	}
	sv := ps.Solver
	rec.Solvers = map[int]int{ps.id: int(r.End - r.Start)}

	var shard, zrd, leads, playouts []byte
	sum := summary{Ranges: []dealRange{r}}
	each := func(i int64, it dds.SolveItem) error {
		var table dds.Table
		if it.Stored != nil {
			table = *it.Stored // a solved library's record
		} else {
			var err error
			if table, err = sv.Table(it.Deal); err != nil {
				return fmt.Errorf("deal %d (line %d): %v", i, it.Line, err)
			}
		}
		rendered, err := f.writer.Render(it, dds.Solved{Table: table})
		if err != nil {
			return fmt.Errorf("deal %d: %v", i, err)
		}
		shard = appendRecord(shard, spec.Format, i, rendered, i == r.Start)
		if zrd, err = dds.AppendZRD(zrd, it.Deal, table); err != nil {
			return fmt.Errorf("deal %d: %v", i, err)
		}
		if spec.Leads {
			if leads, err = f.appendLeads(leads, sv, i, it.Deal); err != nil {
				return err
			}
		}
		if spec.SingleDummy > 0 {
			if playouts, err = f.appendPlayouts(ctx, playouts, sv, i, it.Deal, table, &sum); err != nil {
				return err
			}
		}
		dealer, vul := f.writer.BoardOf(it)
		sum.add(table, dds.DealerPar(table, dealer, vul).Score)
		return ctx.Err()
	}
	var err error
	if spec.Generate {
		// A condition's tricks() is solved by the range's solver too.
		var g *generator
		if g, err = newGenerator(spec, func() (dds.Solver, error) { return sv, nil }); err == nil {
			err = g.items(ctx, r, each)
			g.close()
		}
	} else {
		err = stagedItems(ctx, f.fs, spec, r, each)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", r, err)
	}
	data, err := json.Marshal(&sum)
	if err != nil {
		return err
	}
	// The shard last: it marks the range done.
	type file struct {
		path string
		data []byte
	}
	files := []file{{spec.zrdPath(r), zrd}, {spec.summaryPath(r), data}, {spec.shardPath(r), shard}}
	if spec.Leads {
		files = append([]file{{spec.leadsPath(r), leads}}, files...)
	}
	if spec.SingleDummy > 0 {
		files = append([]file{{spec.sdPath(r), playouts}}, files...)
	}
	for _, file := range files {
		if err := writeAtomic(ctx, f.fs, file.path, file.data); err != nil {
			return err
		}
	}
	emit(data)
	return nil
}

// resultWriter is the renderer of the run's results: "ruling solve"'s
// writer with the same options.
func (s *runSpec) resultWriter(out io.Writer) (*dds.ResultWriter, error) {
	w := dds.NewResultWriter(out, s.Format)
	w.Par = s.Par
	return w, w.Configure(s.Dealer, s.Vul)
}

// appendLeads solves the opening positions of deal i and appends their
// values to a leads shard.
func (f *solveFn) appendLeads(b []byte, sv *solver.Solver, i int64, d dds.Deal) ([]byte, error) {
	items, err := leadPositions(d, i)
	if err != nil {
		return b, fmt.Errorf("deal %d: %v", i, err)
	}
	for _, it := range items {
		values, err := sv.CardValues(it.Position)
		if err != nil {
			return b, fmt.Errorf("deal %d, the leads in %s by %s: %v", i, it.Record.Trump, it.Record.Leader, err)
		}
		rendered, err := f.leads.Render(it, dds.Solved{Values: values})
		if err != nil {
			return b, err
		}
		b = appendRecord(b, f.Spec.leadsFormat(), i, rendered, false)
	}
	return b, nil
}

// solvefn.go: the pipeline's work — a range's deals shared out deal by deal among the worker process's warm solvers, its shard, records and summary written whole; a range already done is counted, not solved again.

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"sync"
	"sync/atomic"
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

// solverPool is the worker process's solvers (--threads), each kept warm
// from one deal and range to the next. Every range in progress offers
// its deals to all of them (solveRange); the runner may run more bundles
// at once than there are solvers (Prism runs up to 8), whose deals wait
// for a free solver, so memory stays at Threads solvers of their cap.
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
	done, err := f.solveRange(ctx, r)
	if err != nil {
		return fmt.Errorf("%s: %w", r, err)
	}

	// The results in deal order.
	var shard, zrd, leads, playouts []byte
	sum := summary{Ranges: []dealRange{r}}
	rec.Solvers = map[int]int{}
	for k := range done {
		d, i := &done[k], r.Start+int64(k)
		rendered, err := f.writer.Render(d.item, dds.Solved{Table: d.table})
		if err != nil {
			return fmt.Errorf("deal %d: %v", i, err)
		}
		shard = appendRecord(shard, spec.Format, i, rendered, k == 0)
		if zrd, err = dds.AppendZRD(zrd, d.item.Deal, d.table); err != nil {
			return fmt.Errorf("deal %d: %v", i, err)
		}
		for j, it := range d.leadItems {
			rendered, err := f.leads.Render(it, d.leads[j])
			if err != nil {
				return err
			}
			leads = appendRecord(leads, spec.leadsFormat(), i, rendered, false)
		}
		playouts = append(playouts, d.playouts...)
		for _, p := range d.sd {
			sum.addPlayout(p.level, p.sd, p.dd)
		}
		dealer, vul := f.writer.BoardOf(d.item)
		sum.add(d.table, dds.DealerPar(d.table, dealer, vul).Score)
		rec.Solvers[d.solver]++
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

// dealDone is the work of one deal, done on one of the pool's solvers.
type dealDone struct {
	item      dds.SolveItem
	table     dds.Table
	leadItems []dds.SolveItem // --leads: the opening positions
	leads     []dds.Solved    // and their values
	playouts  []byte          // --single-dummy: the playouts' lines
	sd        []playout       // and their counts
	solver    int             // the solver's number in the pool
}

// solveRange does the work of range r's deals on the process's pool of
// solvers, deal by deal: each solver free takes the range's next deal,
// so one range keeps every solver of the process busy to its last
// deals, however the runner makes its bundles. (Prism runs a stage's
// elements as one bundle, in order, and splits a bundle only when it
// has finished no element between two of its checks, which are 30 s
// apart once it has split a few times: a bundle holding many ranges of
// less than 30 s each is never split again, and its ranges were one
// solver's while the others idled; docs/bulk.md.) The results are in
// deal order.
func (f *solveFn) solveRange(ctx context.Context, r dealRange) ([]dealDone, error) {
	n := r.End - r.Start
	var staged []dds.SolveItem
	if !f.Spec.Generate {
		staged = make([]dds.SolveItem, 0, n)
		err := stagedItems(ctx, f.fs, &f.Spec, r, func(_ int64, it dds.SolveItem) error {
			staged = append(staged, it)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	done := make([]dealDone, n)
	ctx, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	var next atomic.Int64           // the next deal to take (from 0)
	allTaken := make(chan struct{}) // closed when the last deal is taken
	var wg sync.WaitGroup
	for range cap(solverPool.ch) {
		wg.Go(func() {
			var ps pooledSolver
			select {
			case ps = <-solverPool.ch:
			case <-allTaken:
				return
			case <-ctx.Done():
				return
			}
			dds.StopWith(ctx, ps.Solver) // a failure elsewhere stops this one's solve
			defer func() {
				dds.StopWith(nil, ps.Solver)
				solverPool.ch <- ps
			}()
			var g *generator // a generated run's deals, tricks() on this solver
			defer func() {
				if g != nil {
					g.close()
				}
			}()
			for {
				k := next.Add(1) - 1
				if k >= n || ctx.Err() != nil {
					return
				}
				if k == n-1 {
					close(allTaken)
				}
				i, d := r.Start+k, &done[k]
				d.solver = ps.id
				var err error
				if staged != nil {
					d.item = staged[k]
				} else {
					if g == nil {
						g, err = newGenerator(&f.Spec, func() (dds.Solver, error) { return ps.Solver, nil })
					}
					if err == nil {
						d.item, err = g.item(i)
					}
				}
				if err == nil {
					err = f.solveDeal(ctx, ps.Solver, i, d)
				}
				if err != nil {
					stop(err)
					return
				}
			}
		})
	}
	wg.Wait()
	if err := context.Cause(ctx); err != nil {
		return nil, err
	}
	return done, nil
}

// solveDeal does the work of deal i (d.item) on solver sv: its table, the
// values of its opening leads, its single-dummy playouts.
func (f *solveFn) solveDeal(ctx context.Context, sv *solver.Solver, i int64, d *dealDone) error {
	it := d.item
	if it.Stored != nil {
		d.table = *it.Stored // a solved library's record
	} else {
		var err error
		if d.table, err = sv.Table(it.Deal); err != nil {
			return fmt.Errorf("deal %d (line %d): %v", i, it.Line, err)
		}
	}
	if f.Spec.Leads {
		items, err := leadPositions(it.Deal, i)
		if err != nil {
			return fmt.Errorf("deal %d: %v", i, err)
		}
		d.leadItems = items
		for _, it := range items {
			values, err := sv.CardValues(it.Position)
			if err != nil {
				return fmt.Errorf("deal %d, the leads in %s by %s: %v", i, it.Record.Trump, it.Record.Leader, err)
			}
			d.leads = append(d.leads, dds.Solved{Values: values})
		}
	}
	if f.Spec.SingleDummy > 0 {
		var err error
		if d.playouts, d.sd, err = f.playOut(ctx, sv, i, it.Deal, d.table); err != nil {
			return err
		}
	}
	return nil
}

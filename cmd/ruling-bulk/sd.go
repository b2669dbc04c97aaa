// sd.go: --single-dummy N — each deal played out N times single dummy in its calibration contract (singledummy.CalibrationContract): the single-minus-double-dummy calibration by contract level.

package main

import (
	"context"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/sim/singledummy"
)

// maxPlayouts bounds --single-dummy.
const maxPlayouts = 1000

// sdHeader heads "merge --single-dummy": a playouts shard's columns.
const sdHeader = "# deal\tplayout\tlevel\tstrain\tdeclarer\tsingle_dummy\tdouble_dummy\n"

// playout is one playout's count for the summary (summary.addPlayout).
type playout struct{ level, sd, dd int }

// playOut plays deal i (table t) out spec.SingleDummy times with the
// worker's solver: a line per playout for the playouts shard — the
// deal's number, the playout's (1, 2, …), the contract's level, strain
// letter (N for notrump) and declarer, the tricks declarer took and his
// double-dummy tricks — and their counts for the summary.
func (f *solveFn) playOut(ctx context.Context, sv *solver.Solver, i int64, d dds.Deal, t dds.Table) (b []byte, counts []playout, err error) {
	c, dd := singledummy.CalibrationContract(d, t)
	deals := make([]dds.Deal, f.Spec.SingleDummy)
	for k := range deals {
		deals[k] = d
	}
	opts := singledummy.Options{
		Seed:    sim.SubSeed(f.Spec.Seed, uint64(i)),
		Solver:  func() (dds.Solver, error) { return sv, nil },
		Threads: 1,
	}
	ps, err := singledummy.Play(ctx, deals, c, opts, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("deal %d, single dummy in %s by %s: %v", i, c, c.Declarer, err)
	}
	for k, p := range ps {
		b = fmt.Appendf(b, "%d\t%d\t%d\t%c\t%s\t%d\t%d\n", i, k+1, c.Level, c.Strain.Letter(), c.Declarer, p.Tricks, dd)
		counts = append(counts, playout{c.Level, p.Tricks, dd})
	}
	return b, counts, nil
}

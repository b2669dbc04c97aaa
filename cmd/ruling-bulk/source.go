// source.go: the deals of a range — dealt from (seed, deal number) by sim.Dealer, or read from the input staged under DIR/input by the launcher.

package main

import (
	"bytes"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"io"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// A generated deal i is what "ruling solve" makes of line i+1 of a file
// of those deals, one a line: line and board number i+1 (so the standard
// dealer and vulnerability of board i+1 for its par).

// generator deals the deals of a generated run.
type generator struct {
	dealer *sim.Dealer
}

// newGenerator prepares dealing under the spec's condition; tricks() in
// it is solved by solvers of factory.
func newGenerator(spec *runSpec, factory dds.Factory) (*generator, error) {
	var cond *sim.Condition
	if spec.Condition != "" {
		c, err := sim.ParseCondition(spec.Condition)
		if err != nil {
			return nil, err
		}
		cond = c
	}
	d, err := sim.NewDealer(sim.SampleSpec{Condition: cond, Seed: spec.Seed, Solver: factory})
	if err != nil {
		return nil, err
	}
	return &generator{dealer: d}, nil
}

// items calls fn with each deal of r.
func (g *generator) items(ctx context.Context, r dealRange, fn func(int64, dds.SolveItem) error) error {
	for i := r.Start; i < r.End; i++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		it, err := g.item(i)
		if err != nil {
			return err
		}
		if err := fn(i, it); err != nil {
			return err
		}
	}
	return nil
}

// item is deal i.
func (g *generator) item(i int64) (dds.SolveItem, error) {
	d, err := g.dealer.Deal(uint64(i))
	if err != nil {
		return dds.SolveItem{}, fmt.Errorf("deal %d: %w", i, err)
	}
	return dds.SolveItem{Line: int(i + 1), Board: int(i + 1), Deal: d}, nil
}

func (g *generator) close() { g.dealer.Close() }

// stagedItems calls fn with each item of r as the launcher staged it:
// the dds.SolveItems "ruling solve" reads from the input, gob-encoded in
// order (a PBN game with its tags, a line with its line number).
func stagedItems(ctx context.Context, fs filesystem.Interface, spec *runSpec, r dealRange, fn func(int64, dds.SolveItem) error) error {
	data, err := filesystem.Read(ctx, fs, spec.stagedPath(r))
	if err != nil {
		return fmt.Errorf("reading the staged input: %v", err)
	}
	dec := gob.NewDecoder(bytes.NewReader(data))
	i := r.Start
	for ; ; i++ {
		var it dds.SolveItem
		err := dec.Decode(&it)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil || i >= r.End {
			return fmt.Errorf("%s: staged item %d: %v", spec.stagedPath(r), i, err)
		}
		if err := fn(i, it); err != nil {
			return err
		}
	}
	if i != r.End {
		return fmt.Errorf("%s: %d items staged, want %d", spec.stagedPath(r), i-r.Start, r.End-r.Start)
	}
	return nil
}

// stage writes the input's good items under DIR/input, a file per range
// (spec.Deals and spec.Range set), for the workers to read.
func stage(ctx context.Context, fs filesystem.Interface, spec *runSpec, in *dds.SolveInput) error {
	var buf bytes.Buffer
	enc := gob.NewEncoder(&buf)
	var i int64
	ranges := spec.ranges()
	flush := func() error {
		r := ranges[0]
		ranges = ranges[1:]
		err := writeAtomic(ctx, fs, spec.stagedPath(r), buf.Bytes())
		buf.Reset()
		enc = gob.NewEncoder(&buf)
		return err
	}
	err := in.Items(func(it dds.SolveItem) error {
		if err := enc.Encode(it); err != nil {
			return err
		}
		i++
		if i == ranges[0].End {
			return flush()
		}
		return ctx.Err()
	})
	if err == nil && i != spec.Deals {
		err = fmt.Errorf("staged %d items of %d", i, spec.Deals)
	}
	return err
}

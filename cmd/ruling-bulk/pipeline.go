// pipeline.go: the Beam pipeline — ranges of deals, reshuffled over the workers, solved, their summaries summed into the report and their records joined into the library.

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"reflect"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/ruling-bridge/ruling/dds"
)

func init() {
	beam.RegisterType(reflect.TypeOf((*dealRange)(nil)).Elem())
	register.DoFn2x0[[]byte, func(dealRange)](&rangesFn{})
	register.DoFn3x1[context.Context, dealRange, func([]byte), error](&solveFn{})
	register.DoFn3x1[context.Context, int, func(*[]byte) bool, error](&finishFn{})
	register.Emitter1[dealRange]()
	register.Emitter1[[]byte]()
	register.Iter1[[]byte]()
}

// pipeline builds the run:
//
//	Impulse → ranges (one element: the whole run cut into ranges)
//	        → Reshuffle (so that a runner spreads them over its workers)
//	        → solve (a range each: shard, records, summary)
//	        → one key, GroupByKey → finish (the report, the library)
func pipeline(spec *runSpec, fn *solveFn) *beam.Pipeline {
	p, s := beam.NewPipelineWithRoot()
	ranges := beam.ParDo(s, &rangesFn{Spec: *spec}, beam.Impulse(s))
	ranges = beam.Reshuffle(s, ranges)
	summaries := beam.ParDo(s, fn, ranges)
	all := beam.GroupByKey(s, beam.AddFixedKey(s, summaries))
	beam.ParDo0(s, &finishFn{Spec: *spec}, all)
	return p
}

// rangesFn cuts the run into ranges.
type rangesFn struct {
	Spec runSpec
}

func (f *rangesFn) ProcessElement(_ []byte, emit func(dealRange)) {
	for _, r := range f.Spec.ranges() {
		emit(r)
	}
}

// finishFn sums the summaries of every range — checking that each deal
// was counted once — and writes the report (Markdown and JSON) and the
// library of solved deals, the ranges' records in deal order.
type finishFn struct {
	Spec runSpec
}

func (f *finishFn) ProcessElement(ctx context.Context, _ int, summaries func(*[]byte) bool) error {
	spec := &f.Spec
	var total summary
	var data []byte
	for summaries(&data) {
		var s summary
		if err := json.Unmarshal(data, &s); err != nil {
			return fmt.Errorf("a range's summary: %v", err)
		}
		total.merge(&s)
	}
	if err := total.checkCover(spec.Deals); err != nil {
		return err
	}
	fs, err := filesystem.New(ctx, spec.Dir)
	if err != nil {
		return err
	}
	defer fs.Close()
	r := makeReport(spec, &total)
	for _, out := range []struct {
		name  string
		write func(io.Writer) error
	}{{reportMD, r.writeMarkdown}, {reportJSON, r.writeJSON}} {
		var b bytes.Buffer
		if err := out.write(&b); err != nil {
			return err
		}
		if err := writeAtomic(ctx, fs, spec.path(out.name), b.Bytes()); err != nil {
			return err
		}
	}
	return writeAtomicWith(ctx, fs, spec.path(libraryName), func(w io.Writer) error {
		for _, rg := range spec.ranges() {
			recs, err := filesystem.Read(ctx, fs, spec.zrdPath(rg))
			if err != nil {
				return err
			}
			if int64(len(recs)) != dds.ZRDSize*(rg.End-rg.Start) {
				return fmt.Errorf("%s: %d bytes for %d deals", spec.zrdPath(rg), len(recs), rg.End-rg.Start)
			}
			if _, err := w.Write(recs); err != nil {
				return err
			}
		}
		return nil
	})
}

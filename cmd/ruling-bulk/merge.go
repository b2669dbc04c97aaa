// merge.go: the merge command — the shards of a run in deal order, in exactly the output "ruling solve" prints for the same deals and flags.

package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
)

func runMerge(ctx context.Context, args []string, stdout io.Writer) error {
	fs := newFlags("merge")
	leads := fs.Bool("leads", false, "")
	playouts := fs.Bool("single-dummy", false, "")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return badInput("merge: want the run's DIR, got %d arguments", fs.NArg())
	}
	dir := fs.Arg(0)
	fsys, err := filesystem.New(ctx, dir)
	if err != nil {
		return badInput("merge: %s: %v", dir, err)
	}
	defer fsys.Close()
	spec, err := readSpec(ctx, fsys, dir)
	if errors.Is(err, os.ErrNotExist) || err != nil && isNotFound(err) {
		return badInput("merge: %s holds no run (no %s)", dir, manifestName).withHint("give the --out folder of a ruling-bulk solve")
	}
	if err != nil {
		return err
	}
	done, err := fsys.List(ctx, spec.path(shardDir, "deals-*."+spec.Format))
	if err != nil {
		return err
	}
	have := map[dealRange]bool{}
	for _, name := range done {
		if r, ok := parseRangeName(name, "."+spec.Format); ok {
			have[r] = true
		}
	}
	var missing []dealRange
	for _, r := range spec.ranges() {
		if !have[r] {
			missing = append(missing, r)
		}
	}
	if len(missing) > 0 {
		sort.Slice(missing, func(i, j int) bool { return missing[i].Start < missing[j].Start })
		return failure(fmt.Errorf("merge: %s is not finished: %d of %d ranges missing, the first %s", dir, len(missing), len(spec.ranges()), missing[0]),
			"run the same solve again: it solves only what is missing")
	}
	if *playouts {
		return mergePlayouts(ctx, fsys, spec, stdout)
	}
	// The deals' results, or with --leads the values of their leads.
	format, per, path := spec.Format, 1, spec.shardPath
	out, err := spec.resultWriter(stdout)
	if *leads {
		if !spec.Leads {
			return badInput("merge --leads: %s was solved without --leads", dir)
		}
		format, per, path = spec.leadsFormat(), leadsPerDeal, spec.leadsPath
		out, err = spec.leadsWriter(stdout)
	}
	if err != nil {
		return err
	}
	for _, r := range spec.ranges() {
		if err := ctx.Err(); err != nil {
			return failure(fmt.Errorf("interrupted after the deals before %d", r.Start), "")
		}
		data, err := filesystem.Read(ctx, fsys, path(r))
		if err != nil {
			return err
		}
		recs, err := splitRecords(data, format, r, per)
		if err != nil {
			return failure(fmt.Errorf("merge: %s: %v", path(r), err), "remove the range's shard and run the same solve again")
		}
		for _, rec := range recs {
			if err := out.WriteRendered(rec); err != nil {
				return err
			}
		}
	}
	return out.Close()
}

// mergePlayouts prints the playouts shards of a run with --single-dummy
// in deal order, under sdHeader.
func mergePlayouts(ctx context.Context, fsys filesystem.Interface, spec *runSpec, stdout io.Writer) error {
	if spec.SingleDummy == 0 {
		return badInput("merge --single-dummy: %s was solved without --single-dummy", spec.Dir)
	}
	out := bufio.NewWriter(stdout)
	out.WriteString(sdHeader)
	for _, r := range spec.ranges() {
		data, err := filesystem.Read(ctx, fsys, spec.sdPath(r))
		if err != nil {
			return err
		}
		if _, err := splitRecords(data, "tsv", r, spec.SingleDummy); err != nil {
			return failure(fmt.Errorf("merge: %s: %v", spec.sdPath(r), err), "remove the range's shard and run the same solve again")
		}
		out.Write(data)
	}
	return out.Flush()
}

// deals.go: the deals command — the deals of a generated run printed as lines "ruling solve" reads, any range of them recomputed alone.

package main

import (
	"bufio"
	"context"
	"errors"
	"io"

	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/sim"
)

func runDeals(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("deals")
	spec := runSpec{Generate: true}
	n := fs.Int64("deals", 0, "")
	from := fs.Int64("from", 0, "")
	seedText := fs.String("seed", "", "")
	fs.StringVar(&spec.Condition, "condition", "", "")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch {
	case fs.NArg() > 0:
		return badInput("deals: unexpected argument %q", fs.Arg(0))
	case *n <= 0:
		return badInput("deals: --deals N is missing")
	case *from < 0 || *from+*n > sim.MaxIndexedDeals:
		return badInput("deals: --from %d --deals %d: want deal numbers from 0 to %d", *from, *n, int64(sim.MaxIndexedDeals)-1)
	}
	if err := spec.setSeed(*seedText, stderr); err != nil {
		return err
	}
	g, err := newGenerator(&spec, solver.Factory(solver.Options{}))
	if err != nil {
		return badInput("--condition: %v", err)
	}
	defer g.close()
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	for i := *from; i < *from+*n; i++ {
		if err := ctx.Err(); err != nil {
			return failure(errors.New("interrupted"), "")
		}
		d, err := g.dealer.Deal(uint64(i))
		var rare *sim.TooRareError
		if errors.As(err, &rare) {
			return badInput("--condition: deal %d: %v", i, err)
		}
		if err != nil {
			return err
		}
		out.WriteString(d.String() + "\n")
	}
	return nil
}

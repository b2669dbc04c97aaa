// solve.go: the "ruling solve" command — double-dummy tables of deals, or the values of every legal card in positions.

package main

import (
	"errors"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

func runSolve(e *env) error {
	fs := newFlags("solve")
	sf := addSolveFlags(fs, 0)
	// The output's flags set the writer's fields; its stream is stdout.
	w := dds.NewResultWriter(e.stdout, "tsv")
	fs.StringVar(&w.Format, "format", "tsv", "")
	fs.BoolVar(&w.Positions, "positions", false, "")
	keepGoing := fs.Bool("keep-going", false, "")
	fs.BoolVar(&w.Par, "par", false, "")
	dealer := fs.String("dealer", "", "")
	vul := fs.String("vul", "", "")
	if err := parseFlags(e, fs, "solve"); err != nil {
		return err
	}
	if fs.NArg() > 1 {
		return withHint(badInput("%d files given, want one", fs.NArg()), `give one FILE, or "-" for standard input`)
	}
	if err := w.Configure(*dealer, *vul); err != nil {
		return optionError(err, "", "")
	}
	if err := sf.check(); err != nil {
		return err
	}
	data, name, err := readInput(e, fs.Arg(0))
	if err != nil {
		return err
	}
	if err := w.CheckInput(data, name); err != nil {
		return optionError(err, "", "")
	}
	// Every input item is checked before anything is solved, so bad input
	// stops the run (or, with --keep-going, is reported) first.
	in, err := dds.ReadSolveInput(data, name, w.Positions, func(err error) error {
		if !*keepGoing {
			return err
		}
		fmt.Fprintf(e.stderr, "ruling: error: %v\n", err)
		return nil
	})
	if err != nil {
		return badInput("%v", err)
	}
	factory, err := sf.factory()
	if err != nil {
		return err
	}
	written, err := in.Solve(e.ctx, dds.Stream{Factory: factory, Threads: sf.threads}, w)
	if err != nil {
		if e.ctx.Err() != nil && errors.Is(err, e.ctx.Err()) {
			return failure(fmt.Errorf("interrupted: the first %d of %d results written", written, in.Total),
				"run again on the rest of the input")
		}
		return err
	}
	if in.Bad > 0 {
		return badInput("%s: %d bad input line(s) skipped", name, in.Bad)
	}
	return nil
}

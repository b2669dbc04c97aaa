// solve.go: the "ruling solve" command — double-dummy tables of deals, or the values of every legal card in positions.

package main

import (
	"errors"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

// solveOptions are the parsed flags of one run.
type solveOptions struct {
	format    string
	positions bool
	keepGoing bool
	par       bool
	dealer    *dds.Seat          // --dealer, for line input
	vul       *dds.Vulnerability // --vul, for line input
}

func runSolve(e *env) error {
	fs := newFlags("solve")
	var o solveOptions
	var dealer, vul string
	sf := addSolveFlags(fs, 0)
	fs.StringVar(&o.format, "format", "tsv", "")
	fs.BoolVar(&o.positions, "positions", false, "")
	fs.BoolVar(&o.keepGoing, "keep-going", false, "")
	fs.BoolVar(&o.par, "par", false, "")
	fs.StringVar(&dealer, "dealer", "", "")
	fs.StringVar(&vul, "vul", "", "")
	if err := parseFlags(e, fs, "solve"); err != nil {
		return err
	}
	if fs.NArg() > 1 {
		return withHint(badInput("%d files given, want one", fs.NArg()), `give one FILE, or "-" for standard input`)
	}
	switch o.format {
	case "tsv", "json":
	case "pbn":
		if o.positions {
			return withHint(badInput("--format pbn does not apply to --positions"), "use --format tsv or --format json")
		}
	default:
		return withHint(badInput("--format %q is not tsv, pbn or json", o.format), "use --format tsv, pbn or json")
	}
	if err := parseParFlags(&o, dealer, vul); err != nil {
		return err
	}
	data, name, err := readInput(e, fs.Arg(0))
	if err != nil {
		return err
	}
	if dds.IsPBN(data) {
		if o.positions {
			return withHint(badInput("%s: --positions reads dd-plays lines, not a PBN file", name), "give positions as deal, strain, leader and play separated by tabs")
		}
		if o.dealer != nil || o.vul != nil {
			return withHint(badInput("--dealer and --vul apply to line input; %s is a PBN file", name), "a PBN game's Dealer and Vulnerable tags give its par")
		}
	}
	// Every input item is checked before anything is solved, so bad input
	// stops the run (or, with --keep-going, is reported) first.
	in, err := dds.ReadSolveInput(data, name, o.positions, func(err error) error {
		if !o.keepGoing {
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
	w := dds.NewResultWriter(e.stdout, o.format)
	w.Par, w.Positions, w.Dealer, w.Vulnerable = o.par, o.positions, o.dealer, o.vul
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

// parseParFlags checks --par, --dealer and --vul.
func parseParFlags(o *solveOptions, dealer, vul string) error {
	if (dealer != "" || vul != "") && !o.par {
		return withHint(badInput("--dealer and --vul go with --par"), "add --par")
	}
	if o.par && o.positions {
		return withHint(badInput("--par does not apply to --positions"), "par needs a whole deal's table")
	}
	if dealer != "" {
		s, err := dds.ParseSeat(dealer)
		if err != nil {
			return withHint(badInput("--dealer %q is not a seat", dealer), "use --dealer N, E, S or W")
		}
		o.dealer = &s
	}
	if vul != "" {
		v, err := dds.ParseVulnerability(vul)
		if err != nil {
			return withHint(badInput("--vul: %v", err), "use --vul None, NS, EW or All")
		}
		o.vul = &v
	}
	return nil
}

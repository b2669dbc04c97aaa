// solve.go: the "ruling solve" command — double-dummy tables of deals, or the values of every legal card in positions.

package main

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

func runSolve(e *env) error {
	fs := newFlags("solve")
	sf := addSolveFlags(fs, 0)
	sf.addMemory(fs)
	// The output's flags set the writer's fields; its stream is stdout.
	w := dds.NewResultWriter(e.stdout, "tsv")
	fs.StringVar(&w.Format, "format", "tsv", "")
	fs.BoolVar(&w.Positions, "positions", false, "")
	keepGoing := fs.Bool("keep-going", false, "")
	fs.BoolVar(&w.Par, "par", false, "")
	dealer := fs.String("dealer", "", "")
	vul := fs.String("vul", "", "")
	var restrict []string
	fs.Func("restrict", "", func(v string) error { restrict = append(restrict, v); return nil })
	if err := parseFlags(e, fs, "solve"); err != nil {
		return err
	}
	rules, err := restrictRules(restrict, sf.solver)
	if err != nil {
		return err
	}
	if len(rules) > 0 && (w.Par || w.Format == "pbn") {
		return withHint(badInput("--restrict gives tables under play rules: not with --par or --format pbn"), "use --format tsv or json")
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
	if len(rules) > 0 {
		if err := checkRules(rules, data, name, w.Positions); err != nil {
			return err
		}
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
	if len(rules) > 0 {
		factory = dds.RuledFactory(factory, rules)
	}
	written, err := in.Solve(e.ctx, dds.Stream{Factory: factory, Threads: sf.threads}, w)
	if err != nil {
		if e.ctx.Err() != nil && errors.Is(err, e.ctx.Err()) {
			return interrupted(fmt.Sprintf("the first %d of %d results written", written, in.Total),
				"run again on the rest of the input")
		}
		return err
	}
	if in.Bad > 0 {
		return badInput("%s: %d bad input line(s) skipped", name, in.Bad)
	}
	return nil
}

// restrictRules reads the --restrict rules (the play-rule grammar,
// dds.ParseRules); libdds cannot take them.
func restrictRules(texts []string, solver string) ([]dds.PlayRule, error) {
	if len(texts) == 0 {
		return nil, nil
	}
	rules, err := dds.ParseRules(texts)
	if err != nil {
		return nil, withHint(badInput("--restrict: %v", err), `a rule is "lead W not S", "lead W S", "penalty E DK", "penalty E D3 minor" or "26B W suits HDC"`)
	}
	if solver == "libdds" {
		return nil, withHint(badInput("--restrict: the libdds solver cannot solve under play rules (libdds knows none)"), "use --solver go")
	}
	return rules, nil
}

// checkRules checks the --restrict rules against every deal or position
// of the input before anything is solved: each penalty card in its
// holder's hand ("deals.tsv:3: rule 1: ...").
func checkRules(rules []dds.PlayRule, data []byte, name string, positions bool) error {
	if dds.IsZRD(data, name) {
		return badInput("--restrict: %s holds tables solved without rules", name)
	}
	var games []dds.Game
	if dds.IsPBN(data) {
		g, err := dds.ReadPBN(bytes.NewReader(data), name)
		if err != nil {
			return nil // ReadSolveInput reports it
		}
		games = g
	}
	return dds.EachSolveItem(data, name, games, positions, func(it dds.SolveItem, err error) error {
		if err != nil {
			return nil // reported by ReadSolveInput
		}
		p := it.Position
		if !positions {
			p = dds.Position{Hands: it.Deal}
		}
		if _, err := dds.NewPlayState(rules, &p); err != nil {
			return badInput("%s:%d: %v", name, it.Line, err)
		}
		return nil
	})
}

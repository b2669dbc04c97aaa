// options.go: the options command — after a lead out of turn, an exposed card or a premature play, every option the Laws give the non-offending side, each valued double dummy (Laws 50, 53–57).

package main

import (
	"errors"
	"io"

	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

func runOptions(e *env) error {
	fs := newFlags("options")
	format := fs.String("format", "text", "")
	asJSON := jsonFlag(fs)
	outPath := fs.String("o", "", "")
	dealText := fs.String("deal", "", "")
	contractText := fs.String("contract", "", "")
	declarerText := fs.String("declarer", "", "")
	playedText := fs.String("played", "", "")
	loot := fs.String("lead-out-of-turn", "", "")
	exposed := fs.String("exposed", "", "")
	premature := fs.String("premature", "", "")
	deliberate := fs.Bool("deliberate", false, "")
	sd := fs.Int("single-dummy", 0, "")
	layouts := fs.Int("layouts", 0, "")
	seedText := fs.String("seed", "", "")
	sf := addSolveFlags(fs, 0)
	if err := parseFlags(e, fs, "options"); err != nil {
		return err
	}
	hint := `run "ruling help options" for its options`
	if err := reportFormat(fs, format, asJSON, hint); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return withHint(badInput("options takes no arguments, got %q", fs.Arg(0)), hint)
	}
	if err := checkOutputPath(*outPath); err != nil {
		return err
	}
	seed, err := singleDummyFlags(fs, *sd, *layouts, *seedText, "playouts of each option", hint)
	if err != nil {
		return err
	}
	in := engine.IrregularityInput{Deal: *dealText, Contract: *contractText, Declarer: *declarerText, Played: *playedText, Deliberate: *deliberate}
	for _, f := range []struct{ name, val string }{{"lead-out-of-turn", *loot}, {"exposed", *exposed}, {"premature", *premature}} {
		if f.val == "" {
			continue
		}
		if in.Kind != "" {
			return withHint(badInput("--%s and --%s: give one irregularity", in.Kind, f.name), hint)
		}
		in.Kind, in.At = f.name, f.val
	}
	if in.Kind == "" {
		return withHint(badInput("no irregularity: give --lead-out-of-turn, --exposed or --premature SEAT:CARD"), hint)
	}
	ir, err := engine.ReadIrregularity(in)
	if err != nil {
		return optionError(err, in.Kind, hint)
	}
	if sf.solver == "libdds" {
		return withHint(badInput("--solver libdds: the options solve under play rules (penalty cards, lead restrictions), which libdds knows none of"), "use --solver go")
	}
	factory, err := sf.factory()
	if err != nil {
		return err
	}
	run := engine.OptionsRun{Solver: factory, SolverName: sf.solver, SingleDummy: *sd, Layouts: *layouts, Seed: seed, Threads: sf.threads}
	rep, err := engine.PlayOptions(e.ctx, ir, run)
	switch {
	case err != nil && e.ctx.Err() != nil:
		return failure(errors.New("interrupted: no report written"), "")
	case err != nil:
		return err
	}
	return writeOutput(e, *outPath, func(w io.Writer) error { return reports.EncodeOptions(w, *format, rep) })
}

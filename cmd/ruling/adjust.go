// adjust.go: the adjust command — from a case file to the weighted-score report.

package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/ruling-bridge/ruling/internal/version"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting/engine"
	"github.com/ruling-bridge/ruling/weighting/event"
)

func runAdjust(e *env) error {
	fs := newFlags("adjust")
	format := fs.String("format", "text", "")
	export := fs.String("export", "", "")
	outPath := outputFlag(fs)
	samples := fs.Int("samples", 0, "")
	precision := fs.Float64("precision", 0, "")
	seedText := fs.String("seed", "", "")
	sf := addSolveFlags(fs, 0)
	sf.addMemory(fs)
	round := fs.Int("round", 0, "")
	favour := fs.String("favour", "", "")
	quiet := fs.Bool("quiet", false, "")
	args, err := parseInterspersed(e, fs, "adjust")
	if err != nil {
		return err
	}
	hint := `run "ruling help adjust" for its options`
	if len(args) != 1 {
		return withHint(badInput("adjust: want one CASE file, got %d arguments", len(args)), hint)
	}
	if err := checkOutputPath(*outPath, args[0]); err != nil {
		return err
	}
	enc, err := reports.ByName(*format)
	if err != nil {
		return withHint(badInput("--format: %v", err), hint)
	}
	writeExport, err := exporter(*export)
	switch {
	case err != nil:
		return withHint(badInput("--export: %v", err), hint)
	case writeExport != nil && given(fs, "format"):
		return withHint(badInput("--export writes the board for the scoring program, not a report: leave out --format"), hint)
	}
	o := engine.Options{Samples: *samples, Precision: *precision, Threads: sf.threads, Round: *round, Favour: *favour,
		SolverName: sf.solver, Version: version.String()}
	if err := o.Validate(func(key string) bool { return given(fs, key) }); err != nil {
		return optionError(err, "", hint)
	}
	seed, seedGiven, err := parseSeed(*seedText, hint, 63)
	if err != nil {
		return err
	}
	c, err := loadCase(e, args[0])
	if err != nil {
		return err
	}
	if err := checkOutputPath(*outPath, c.Files...); err != nil {
		return err // a file the case names
	}
	if !seedGiven && c.Seed != nil {
		seed = *c.Seed // the case's; else the fresh one, printed so the ruling can be reproduced
	}
	o.Seed = &seed
	if o.Solver, err = sf.factory(); err != nil {
		return err
	}
	if c.Simulates() {
		fmt.Fprintf(e.stderr, "ruling: seed %d (rerun with --seed %d for the same report)\n", *o.Seed, *o.Seed)
	}

	var finish func()
	o.Progress, finish = progressBar(e, *quiet || !c.Simulates(), "solving deals")
	r, err := engine.Adjust(e.ctx, c, o)
	finish()
	if err != nil {
		if errors.Is(err, e.ctx.Err()) && e.ctx.Err() != nil {
			return interrupted("no report written", fmt.Sprintf("rerun with --seed %d", *o.Seed))
		}
		return caseError(err)
	}
	for _, w := range r.Warnings {
		fmt.Fprintf(e.stderr, "ruling: warning: %s\n", reports.WarningText(r.Scoring, w))
	}
	if writeExport != nil {
		t, err := engine.Traveller(c, r)
		if err != nil {
			return withHint(badInput("--export %s: %v", *export, err), hint)
		}
		if err := writeOutput(e, *outPath, func(w io.Writer) error { return writeExport(w, t) }); err != nil {
			return err
		}
		fmt.Fprintf(e.stderr, "ruling: %s\n", exportNote(*export, t))
		return nil
	}
	return writeOutput(e, *outPath, func(w io.Writer) error { return enc.Encode(w, r) })
}

// exporter is the writer of --export's format; nil for none.
func exporter(name string) (func(io.Writer, *event.Traveller) error, error) {
	switch name {
	case "":
		return nil, nil
	case "pbn":
		return event.WritePBNTraveller, nil
	case "usebio":
		return event.WriteUSEBIOTraveller, nil
	}
	return nil, fmt.Errorf("%q: choose pbn or usebio", name)
}

// exportNote says how the export carries the ruling, for the Director
// importing it.
func exportNote(format string, t *event.Traveller) string {
	if format == "usebio" {
		return t.Note + ".\nruling: USEBIO has no weighted score: the adjusted line carries the weighted scores exactly (import them as given) and, for a program that scores the board again, the nearest artificial score"
	}
	return t.Note + ".\nruling: the adjusted row's percentages are marked artificial (^) so that the scoring program takes them as given; its Ruling column holds the weighted score"
}

// loadCase reads and checks the case file at path ("-" for standard
// input). Files it names are read relative to its folder.
func loadCase(e *env, path string) (*engine.Case, error) {
	if path == "" || path == "-" {
		data, _, err := readInput(e, path)
		if err != nil {
			return nil, err
		}
		c, err := engine.ParseCaseData("<stdin>", data, engine.Disk{}, ".")
		return c, caseError(err)
	}
	c, err := engine.ParseCase(engine.Disk{}, path)
	return c, caseError(err)
}

// caseError makes the engine's bad-input errors usage errors (exit status 2).
func caseError(err error) error {
	var ce *engine.Error
	if errors.As(err, &ce) {
		return badInput("%s", ce.Error())
	}
	return err
}

// options.go: the options command — after a lead out of turn, an exposed card or a premature play, every option the Laws give the non-offending side, each valued double dummy (Laws 50, 53–57).

package main

import (
	"errors"
	"io"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting"
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
	var ir weighting.Irregularity
	var which, given1 string
	for _, f := range []struct {
		name string
		val  string
		kind weighting.IrregularityKind
	}{{"lead-out-of-turn", *loot, weighting.LeadOutOfTurn}, {"exposed", *exposed, weighting.ExposedCard}, {"premature", *premature, weighting.PrematurePlay}} {
		if f.val == "" {
			continue
		}
		if which != "" {
			return withHint(badInput("--%s and --%s: give one irregularity", which, f.name), hint)
		}
		which, given1, ir.Kind = f.name, f.val, f.kind
	}
	if which == "" {
		return withHint(badInput("no irregularity: give --lead-out-of-turn, --exposed or --premature SEAT:CARD"), hint)
	}
	seat, card, ok := strings.Cut(given1, ":")
	if ir.Offender, err = dds.ParseSeat(seat); !ok || err != nil {
		return withHint(badInput("--%s %q: write the offender and his card, e.g. E:D7", which, given1), hint)
	}
	if ir.Card, err = dds.ParseCard(card); err != nil {
		return withHint(badInput("--%s %q: %v", which, given1, err), hint)
	}
	if *deliberate && ir.Kind != weighting.ExposedCard {
		return withHint(badInput("--deliberate goes with --exposed"), hint)
	}
	ir.Deliberate = *deliberate
	if *dealText == "" || *contractText == "" {
		return withHint(badInput("give the deal and the contract: --deal \"N:...\" --contract 4S --declarer S"), hint)
	}
	if ir.Deal, err = dds.ParseDeal(*dealText); err == nil {
		err = ir.Deal.CheckComplete()
	}
	if err != nil {
		return withHint(badInput("--deal: %v", err), "give the four hands in PBN form: \"N:AQJ93.K876.T.AJ8 ...\"")
	}
	if ir.Contract, err = engine.ContractBy(*contractText, *declarerText); err != nil {
		return optionError(err, "contract", hint)
	}
	if ir.Contract.PassedOut() {
		return withHint(badInput("--contract: a passed-out board has no play"), hint)
	}
	if ir.Played, err = dds.ParsePlay(*playedText); err != nil {
		return withHint(badInput("--played: %v", err), "give the cards played before the irregularity, e.g. --played \"HK H5 S2 H2 C9\"")
	}
	if _, err := dds.Replay(ir.Deal, ir.Contract.Strain, ir.Contract.Leader(), ir.Played); err != nil {
		return withHint(badInput("--played: %v", err), "")
	}
	if _, err := ir.PlayOptions(); err != nil {
		return withHint(badInput("--%s %s: %v", which, given1, err), hint)
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

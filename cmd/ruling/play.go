// play.go: the play command — one deal played out single dummy, trick by trick, with what each card was worth to its chooser.

package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/sim/singledummy"
	"github.com/ruling-bridge/ruling/weighting"
)

func runPlay(e *env) error {
	fs := newFlags("play")
	contractText := fs.String("contract", "", "")
	declText := fs.String("declarer", "", "")
	condText := fs.String("condition", "", "")
	samples := fs.Int("samples", singledummy.DefaultSamples, "")
	aimText := fs.String("aim", "tricks", "")
	seedText := fs.String("seed", "", "")
	sf := addSolveFlags(fs, 0)
	format := jsonFlag(fs)
	outPath := fs.String("o", "", "")
	args, err := parseInterspersed(e, fs, "play")
	if err != nil {
		return err
	}
	if err := checkOutputPath(*outPath); err != nil {
		return err
	}
	hint := `run "ruling help play" for its options`
	if len(args) != 1 {
		return withHint(badInput("play: want one DEAL, got %d arguments", len(args)), hint+`; quote the deal: "N:AKQ2.T98.KJ5.A43 ..."`)
	}
	deal, err := dds.ParseDeal(args[0])
	if err == nil {
		err = deal.CheckComplete()
	}
	if err != nil {
		return withHint(badInput("play: deal: %v", err), `give all four hands, e.g. "N:AKQ2.T98.KJ5.A43 ..."`)
	}
	decl, r, err := contractAndDeclarer("play", *contractText, *declText, hint)
	if err != nil {
		return err
	}
	aim, err := singledummy.ParseAim(*aimText)
	if err != nil {
		return withHint(badInput("--aim %q: %v", *aimText, err), hint)
	}
	if *samples < 1 || *samples > singledummy.MaxSamples {
		return withHint(badInput("--samples %d: want 1 to %d", *samples, singledummy.MaxSamples), hint)
	}
	cond, err := parseCondition(*condText, true)
	if err != nil {
		return err
	}
	seed, _, err := parseSeed(*seedText, hint)
	if err != nil {
		return err
	}
	factory, err := sf.factory()
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stderr, "ruling: seed %d (rerun with --seed %d for the same play)\n", seed, seed)
	c := singledummy.Contract{Level: r.Contract.Level, Strain: r.Contract.Strain, Declarer: decl}
	opts := singledummy.Options{Samples: *samples, Condition: cond, Aim: aim, Seed: seed, Solver: factory, Threads: sf.threads}
	p, err := singledummy.PlayOne(e.ctx, deal, c, opts)
	if err != nil {
		return err
	}
	head := reports.PlayHead{Contract: fmt.Sprintf("%d%s", r.Contract.Level, r.Contract.Strain.Symbol()), Text: r.Contract.String(), Declarer: decl, Condition: *condText, Seed: seed, Samples: *samples, Aim: *aimText}
	return writeOutput(e, *outPath, func(w io.Writer) error { return reports.EncodePlay(w, format(), head, p) })
}

// parseCondition parses --condition, as play and leads take it: none
// when blank; noTricks refuses a condition on tricks.
func parseCondition(text string, noTricks bool) (*sim.Condition, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	cond, err := sim.ParseCondition(text)
	if err == nil && noTricks && cond.UsesTricks() {
		err = sim.ErrTricksInCondition
	}
	if err != nil {
		return nil, withHint(badInput("--condition: %v", err), "see \"ruling help deal\" for the condition language")
	}
	return cond, nil
}

// contractAndDeclarer parses --contract and --declarer, as play and leads
// take them; cmd names the command in the message when either is missing.
func contractAndDeclarer(cmd, contractText, declText, hint string) (dds.Seat, weighting.Result, error) {
	if contractText == "" || declText == "" {
		return 0, weighting.Result{}, withHint(badInput("%s: give --contract and --declarer", cmd), hint)
	}
	decl, err := dds.ParseSeat(declText)
	if err != nil {
		return 0, weighting.Result{}, withHint(badInput("--declarer: %v", err), hint)
	}
	r, err := weighting.ParseResult(contractText + "= " + decl.String())
	if err != nil || r.Kind != weighting.Played {
		return 0, weighting.Result{}, withHint(badInput("--contract %q: write level, strain and any double: 3NT, 4S, 4HX", contractText), hint)
	}
	return decl, r, nil
}

// play.go: the play command — one deal played out single dummy, trick by trick, with what each card was worth to its chooser.

package main

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/sim/singledummy"
	"github.com/ruling-bridge/ruling/weighting"
)

// maxPlaySamples bounds --samples: each decision solves that many layouts.
const maxPlaySamples = 1000

func runPlay(e *env) error {
	fs := newFlags("play")
	contractText := fs.String("contract", "", "")
	declText := fs.String("declarer", "", "")
	condText := fs.String("condition", "", "")
	samples := fs.Int("samples", singledummy.DefaultSamples, "")
	aimText := fs.String("aim", "tricks", "")
	seedText := fs.String("seed", "", "")
	threads := fs.Int("threads", 0, "")
	solverName := fs.String("solver", defaultSolver, "")
	asJSON := fs.Bool("json", false, "")
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
	var aim singledummy.Aim
	switch *aimText {
	case "tricks":
	case "contract":
		aim = singledummy.AimContract
	default:
		return withHint(badInput("--aim %q: use tricks or contract", *aimText), hint)
	}
	switch {
	case *samples < 1 || *samples > maxPlaySamples:
		return withHint(badInput("--samples %d: want 1 to %d", *samples, maxPlaySamples), hint)
	case *threads < 0:
		return withHint(badInput("--threads %d is negative", *threads), hint)
	}
	cond, seed, err := conditionAndSeed(*condText, *seedText, hint, true)
	if err != nil {
		return err
	}
	factory, err := solverFactory(*solverName, *threads)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stderr, "ruling: seed %d (rerun with --seed %d for the same play)\n", seed, seed)
	c := singledummy.Contract{Level: r.Contract.Level, Strain: r.Contract.Strain, Declarer: decl}
	opts := singledummy.Options{Samples: *samples, Condition: cond, Aim: aim, Seed: seed, Solver: factory, Threads: *threads}
	p, err := singledummy.PlayOne(e.ctx, deal, c, opts)
	if err != nil {
		return err
	}
	out := output{path: *outPath}
	head := reports.PlayHead{Contract: fmt.Sprintf("%d%s", r.Contract.Level, r.Contract.Strain.Symbol()), Text: r.Contract.String(), Declarer: decl, Condition: *condText, Seed: seed, Samples: *samples, Aim: *aimText}
	format := "text"
	if *asJSON {
		format = "json"
	}
	if err := reports.EncodePlay(&out, format, head, p); err != nil {
		return err
	}
	return out.commit(e)
}

// conditionAndSeed parses --condition (none when blank; noTricks refuses a
// condition on tricks) and --seed (a random one when empty), as play and leads
// take them.
func conditionAndSeed(condText, seedText, hint string, noTricks bool) (*sim.Condition, uint64, error) {
	var cond *sim.Condition
	if strings.TrimSpace(condText) != "" {
		var err error
		if cond, err = sim.ParseCondition(condText); err == nil && noTricks && cond.UsesTricks() {
			err = sim.ErrTricksInCondition
		}
		if err != nil {
			return nil, 0, withHint(badInput("--condition: %v", err), "see \"ruling help deal\" for the condition language")
		}
	}
	seed := rand.Uint64() >> 1
	if seedText != "" {
		var err error
		if seed, err = strconv.ParseUint(seedText, 10, 63); err != nil {
			return nil, 0, withHint(badInput("--seed %q: want a whole number", seedText), hint)
		}
	}
	return cond, seed, nil
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

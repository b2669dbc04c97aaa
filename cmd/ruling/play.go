// play.go: the play command — one deal played out single dummy, trick by trick, with what each card was worth to its chooser; the options it shares with leads.

package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/sim/singledummy"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

func runPlay(e *env) error {
	fs := newFlags("play")
	pf := addPlayFlags(fs)
	samples := fs.Int("samples", singledummy.DefaultSamples, "")
	aimText := fs.String("aim", "tricks", "")
	format := fs.String("format", "text", "")
	args, err := parseInterspersed(e, fs, "play")
	if err != nil {
		return err
	}
	hint := `run "ruling help play" for its options`
	asJSON := pf.format() == "json"
	switch {
	case asJSON && given(fs, "format") && !strings.EqualFold(*format, "json"):
		return withHint(badInput("--json and --format %s disagree", *format), "give one of them")
	case asJSON:
		*format = "json"
	}
	if err := reports.CheckPlayFormat(*format); err != nil {
		return withHint(badInput("--format: %v", err), hint)
	}
	if len(args) != 1 {
		return withHint(badInput("play: want one DEAL, got %d arguments", len(args)), hint+`; quote the deal: "N:AKQ2.T98.KJ5.A43 ..."`)
	}
	deal, err := dds.ParseFullDeal(args[0])
	if err != nil {
		return withHint(badInput("play: deal: %v", err), `give all four hands, e.g. "N:AKQ2.T98.KJ5.A43 ..."`)
	}
	aim, err := singledummy.ParseAim(*aimText)
	if err != nil {
		return withHint(badInput("--aim %q: %v", *aimText, err), hint)
	}
	if *samples < 1 || *samples > singledummy.MaxSamples {
		return withHint(badInput("--samples %d: want 1 to %d", *samples, singledummy.MaxSamples), hint)
	}
	s, err := pf.setup("play", hint, true)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stderr, "ruling: seed %d (rerun with --seed %d for the same play)\n", s.seed, s.seed)
	r := s.contract
	c := dds.Contract{Level: r.Level, Strain: r.Strain, Declarer: r.Declarer}
	opts := singledummy.Options{Samples: *samples, Condition: s.cond, Aim: aim, Seed: s.seed, Solver: s.factory, Threads: pf.solve.threads}
	p, err := singledummy.PlayOne(e.ctx, deal, c, opts)
	if err != nil {
		return err
	}
	head := reports.PlayHead{Contract: fmt.Sprintf("%d%s", r.Level, r.Strain.Symbol()), Text: r.String(), Declarer: r.Declarer, Condition: pf.condition, Seed: s.seed, Samples: *samples, Aim: *aimText}
	return writeOutput(e, *pf.out, func(w io.Writer) error { return reports.EncodePlay(w, *format, head, p) })
}

// playFlags are the options play and leads share: --contract, --declarer,
// --condition, --seed, --solver, --threads, --json and -o.
type playFlags struct {
	contract, declarer, condition, seed string
	out                                 *string
	solve                               *solveFlags
	format                              func() string
}

// addPlayFlags declares them.
func addPlayFlags(fs *flag.FlagSet) *playFlags {
	p := &playFlags{solve: addSolveFlags(fs, 0), format: jsonFlag(fs)}
	p.solve.addMemory(fs)
	fs.StringVar(&p.contract, "contract", "", "")
	fs.StringVar(&p.declarer, "declarer", "", "")
	fs.StringVar(&p.condition, "condition", "", "")
	fs.StringVar(&p.seed, "seed", "", "")
	p.out = outputFlag(fs)
	return p
}

// playSetup is what the shared options give, checked.
type playSetup struct {
	contract dds.Contract   // with its declarer
	cond     *sim.Condition // nil: none
	seed     uint64
	factory  dds.Factory
}

// setup checks the shared options, -o first; cmd names the command in the message
// when --contract or --declarer is missing, and noTricks refuses a
// condition on tricks. --seed is a fresh seed when not given.
func (p *playFlags) setup(cmd, hint string, noTricks bool) (s playSetup, err error) {
	if err := checkOutputPath(*p.out); err != nil {
		return s, err
	}
	if p.contract == "" || p.declarer == "" {
		return s, withHint(badInput("%s: give --contract and --declarer", cmd), hint)
	}
	if s.contract, err = engine.ContractBy(p.contract, p.declarer); err != nil {
		return s, optionError(err, "", hint)
	}
	if strings.TrimSpace(p.condition) != "" {
		s.cond, err = sim.ParseCondition(p.condition)
		if err == nil && noTricks && s.cond.UsesTricks() {
			err = sim.ErrTricksInCondition
		}
		if err != nil {
			return s, withHint(badInput("--condition: %v", err), "see \"ruling help deal\" for the condition language")
		}
	}
	if s.seed, _, err = parseSeed(p.seed, hint, 63); err != nil {
		return s, err
	}
	s.factory, err = p.solve.factory()
	return s, err
}

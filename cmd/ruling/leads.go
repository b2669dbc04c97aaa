// leads.go: the leads command — the opening leader's view: every lead scored over deals that fit the auction.

package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

func runLeads(e *env) error {
	fs := newFlags("leads")
	pf := addPlayFlags(fs)
	vulText := fs.String("vul", "None", "")
	scoring := fs.String("scoring", "imps", "")
	samples := fs.Int("samples", engine.DefaultSamples, "")
	precision := fs.Float64("precision", 0, "")
	args, err := parseInterspersed(e, fs, "leads")
	if err != nil {
		return err
	}
	hint := `run "ruling help leads" for its options`
	if len(args) != 1 {
		return withHint(badInput("leads: want the leader's HAND, got %d arguments", len(args)), hint)
	}
	hand, err := dds.ParseFullHand(args[0])
	if err != nil {
		return withHint(badInput("leads: hand %q: %v", args[0], err), "write the hand as spades.hearts.diamonds.clubs: KQJ9.A.T986.7532")
	}
	vul, err := dds.ParseVulnerability(*vulText)
	if err != nil {
		return withHint(badInput("--vul: %v", err), hint)
	}
	if err := engine.CheckLeadScoring(*scoring); err != nil {
		return optionError(err, "", hint)
	}
	o := engine.Options{Samples: *samples, Precision: *precision, Threads: pf.solve.threads}
	if err := o.Validate(func(key string) bool { return given(fs, key) }); err != nil {
		return optionError(err, "", hint)
	}
	p, err := pf.setup("leads", hint, false)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stderr, "ruling: seed %d (rerun with --seed %d for the same table)\n", p.seed, p.seed)

	var deal dds.Deal
	c := p.contract
	deal[c.Declarer.LHO()] = hand
	opts := sim.Options{Seed: p.seed, Samples: *samples, Precision: *precision, Threads: pf.solve.threads, Solver: p.factory}
	var finish func()
	opts.Progress, finish = progressBar(e, false, "solving deals")
	v := sim.LeaderView{Deal: deal, Declarer: c.Declarer, Strain: c.Strain, Condition: p.cond}
	study, err := engine.StudyLeads(e.ctx, v, c, *scoring, vul, opts)
	finish()
	if err != nil {
		var se *sim.SolverError
		if errors.As(err, &se) || e.ctx.Err() != nil {
			return err
		}
		return withHint(badInput("--condition: %v", err), "loosen the condition")
	}
	study.Condition = pf.condition
	return writeOutput(e, *pf.out, func(w io.Writer) error { return reports.EncodeLeads(w, pf.format(), study) })
}

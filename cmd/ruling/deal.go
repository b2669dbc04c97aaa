// deal.go: the deal command — run a dealer script: random deals, its actions, the statistics.

package main

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"time"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/sim"
)

func runDeal(e *env) error {
	fs := newFlags("deal")
	seedText := fs.String("seed", "", "")
	sf := addSolveFlags(fs, runtime.NumCPU())
	n := fs.Int("n", 0, "")
	generate := fs.Int("generate", 0, "")
	format := fs.String("format", "", "")
	quiet := fs.Bool("quiet", false, "")
	noExact := fs.Bool("no-exact", false, "")
	library := fs.String("library", "", "")
	args, err := parseInterspersed(e, fs, "deal")
	if err != nil {
		return err
	}
	if len(args) != 1 {
		return withHint(badInput("deal: want one SCRIPT, got %d arguments", len(args)), `run "ruling help deal" for its options`)
	}
	opt := sim.RunOptions{Threads: sf.threads, Produce: *n, Generate: *generate, Format: *format, NoExact: *noExact}
	if err := opt.Check(); err != nil {
		return optionError(err, "", "")
	}
	seed, _, err := parseSeed(*seedText, `run "ruling help deal" for its options`, 64)
	if err != nil {
		return err
	}
	opt.Seed = seed
	data, name, err := readInput(e, args[0])
	if err != nil {
		return err
	}
	script, err := sim.ParseScript(name, string(data))
	if err != nil {
		return badInput("%v", err)
	}
	if *library != "" {
		// Solved deals (Pavlicek's records): their tables answer tricks().
		if opt.Library, _, err = readInput(e, *library); err != nil {
			return err
		}
		if !dds.IsZRD(opt.Library, *library) {
			return withHint(badInput("--library %s is not a library of solved deals", *library),
				"give a .zrd file of 23-byte records, as ruling-bulk writes them")
		}
	} else if script.UsesTricks() {
		// Each worker solves one deal at a time: one solver thread each.
		if opt.Solver, err = backend(sf.solver, 1, solver.Options{}); err != nil {
			return err
		}
	}
	desc := "dealing"
	if *n > 0 {
		desc = "producing"
	}
	var finish func()
	opt.Progress, finish = progressBar(e, *quiet, desc)
	start := time.Now()
	st, runErr := script.Run(e.ctx, e.stdout, opt)
	finish()
	if runErr != nil && !errors.Is(runErr, context.Canceled) {
		if bad := st.ScriptFault(name, runErr); bad != nil {
			return badInput("%v", bad) // the script's own fault
		}
		return fmt.Errorf("%s: %v", name, runErr)
	}
	st.WriteSummary(e.stdout, seed)
	fmt.Fprintf(e.stderr, "Time needed %8.3f sec\n", time.Since(start).Seconds())
	if errors.Is(runErr, context.Canceled) {
		return interrupted(fmt.Sprintf("the statistics cover the first %d deals", st.Tries),
			fmt.Sprintf("rerun with --seed %d for the same deals", seed))
	}
	if rare := st.Shortfall(); rare != nil {
		if st.Accepted == 0 {
			return failure(rare, "check the condition, or raise the limit with --generate")
		}
		fmt.Fprintf(e.stderr, "ruling: warning: %v\n", rare)
	}
	return nil
}

// deal.go: the deal command — run a dealer script: random deals, its actions, the statistics.

package main

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
	"golang.org/x/term"
)

func init() {
	register(command{name: "deal", summary: "deal random hands with a dealer script (conditions, actions, statistics)", order: 30, run: runDeal})
}

var dealHelp = helpFile("deal")

func runDeal(e *env) error {
	fs := newFlags(e, "deal", dealHelp)
	seedText := fs.String("seed", "", "")
	threads := fs.Int("threads", runtime.NumCPU(), "")
	n := fs.Int("n", 0, "")
	generate := fs.Int("generate", 0, "")
	format := fs.String("format", "", "")
	quiet := fs.Bool("quiet", false, "")
	noExact := fs.Bool("no-exact", false, "")
	solver := fs.String("solver", defaultSolver, "")
	args, err := parseInterspersed(e, fs, "deal")
	if err != nil {
		return err
	}
	if len(args) != 1 {
		return withHint(badInput("deal: want one SCRIPT, got %d arguments", len(args)), `run "ruling help deal" for its options`)
	}
	if *format != "" && *format != "pbn" && *format != "line" {
		return badInput("deal: --format %q: use pbn or line", *format)
	}
	if *threads < 1 {
		return badInput("deal: --threads must be at least 1")
	}
	if *n < 0 || *generate < 0 {
		return badInput("deal: -n and --generate must be positive")
	}
	seed := rand.Uint64() >> 1 // a fresh seed, printed so the run can be repeated
	if *seedText != "" {
		s, err := strconv.ParseUint(*seedText, 10, 64)
		if err != nil {
			return badInput("deal: --seed %q is not a whole number", *seedText)
		}
		seed = s
	}
	data, name, err := readInput(e, args[0])
	if err != nil {
		return err
	}
	script, err := sim.ParseScript(name, string(data))
	if err != nil {
		return badInput("%v", err)
	}
	opt := sim.RunOptions{Seed: seed, Threads: *threads, Produce: *n, Generate: *generate,
		Format: *format, NoExact: *noExact}
	if script.UsesTricks() {
		// Each worker solves one deal at a time: one solver thread each.
		if opt.Solver, err = solverFactory(*solver, 1); err != nil {
			return err
		}
	}
	desc := "dealing"
	if *n > 0 {
		desc = "producing"
	}
	update, finish := progressBar(e, *quiet, desc)
	if update != nil {
		opt.Progress = func(tried, accepted, gen, produce int) {
			if produce > 0 {
				update(accepted, produce)
			} else {
				update(tried, gen)
			}
		}
	}
	start := time.Now()
	st, runErr := script.Run(e.ctx, e.stdout, opt)
	finish()
	var impossible bool
	if runErr != nil && !errors.Is(runErr, context.Canceled) {
		var ev *sim.EvalError
		if errors.As(runErr, &ev) {
			if solverFailure(ev) {
				return fmt.Errorf("%s: %v", name, runErr)
			}
			// The script's own fault (division by zero): bad input.
			return badInput("%s:%d:%d: %s", name, ev.Line, ev.Col, ev.Msg)
		}
		if st.Tries == 0 {
			return badInput("%s: %v", name, runErr)
		}
		return runErr
	}
	fmt.Fprintf(e.stdout, "Generated %d hands\nProduced %d hands\n", st.Tries, st.Accepted)
	if st.Tries > 0 {
		fmt.Fprintf(e.stdout, "Acceptance rate %s\n", percent(st.Rate()))
	}
	if len(st.ExactSeats) > 0 {
		fmt.Fprintf(e.stdout, "Dealt shape first: %s (shapes covering %s of all deals); rate among wholly random deals %s\n",
			seatNames(st.ExactSeats), percent(st.ExactShare), percent(st.RandomRate()))
	}
	fmt.Fprintf(e.stdout, "Initial random seed %d\n", seed)
	fmt.Fprintf(e.stderr, "Time needed %8.3f sec\n", time.Since(start).Seconds())
	if errors.Is(runErr, context.Canceled) {
		return &hinted{err: fmt.Errorf("interrupted: the statistics cover the first %d deals", st.Tries),
			hint: fmt.Sprintf("rerun with --seed %d to continue from the same deals", seed)}
	}
	if st.Produce > 0 && st.Accepted < st.Produce {
		impossible = st.Accepted == 0
		rare := &sim.TooRareError{Stats: st.Stats, Want: st.Produce}
		if impossible {
			return &hinted{err: rare, hint: "check the condition, or raise the limit with --generate"}
		}
		fmt.Fprintf(e.stderr, "ruling: warning: %v\n", rare)
	}
	return nil
}

// solverFailure reports whether a script failed for want of a working
// solver (exit status 1), not through its own fault (exit status 2).
func solverFailure(ev *sim.EvalError) bool {
	return strings.HasPrefix(ev.Msg, "tricks(") || strings.Contains(ev.Msg, "solver")
}

func isTerminal(w any) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

func percent(x float64) string {
	switch {
	case x == 0:
		return "0%"
	case x >= 0.01:
		return fmt.Sprintf("%.2f%%", 100*x)
	}
	return fmt.Sprintf("%.3g%%", 100*x)
}

func seatNames(seats []dds.Seat) string {
	out := ""
	for i, s := range seats {
		if i > 0 {
			out += " and "
		}
		out += s.Name()
	}
	return out
}

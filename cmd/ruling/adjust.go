// adjust.go: the adjust command — from a case file to the weighted-score report.

package main

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting/engine"
	"github.com/schollz/progressbar/v3"
)

func init() {
	register(command{name: "adjust", summary: "award a weighted adjusted score from a case file (the report)", order: 10, run: runAdjust})
}

const adjustHelp = `Usage: ruling adjust [options] CASE.toml

Reads a case file (see examples/ and the README), finds each scenario's
tricks (fixed, double dummy on the actual deal, after the best legal lead,
or simulated from declarer's view), weights the outcomes, values them under
the form of scoring and writes the report. Simulated figures carry 95 %
intervals. The seed is printed: the same seed gives the same report, byte
for byte, at any number of threads.

Options:
    --format F      text (default), md, json or html
    -o FILE         write the report to FILE (whole, or not at all)
    --samples N     deals per simulated scenario (default: the case's
                    samples, else 1000; with --precision, the most)
    --precision X   stop sampling once every probability's 95 % interval
                    is narrower than ±X (e.g. 0.02), checked every 50 deals
    --seed S        random seed (default: the case's seed, else a fresh one)
    --threads N     worker threads (default: one per core)
    --solver S      double-dummy solver: go or libdds
    --round STEP    round the weights to multiples of 5 or 10 %, as
                    Directors write them; the exact weights are shown too
    --quiet         no progress bar (it is shown only on a terminal anyway)

Exit status: 0 on success, 2 on a bad case file or option (the message
names the file and line), 1 when the analysis cannot run.
`

func runAdjust(e *env) error {
	fs := newFlags(e, "adjust", adjustHelp)
	format := fs.String("format", "text", "")
	outPath := fs.String("o", "", "")
	samples := fs.Int("samples", 0, "")
	precision := fs.Float64("precision", 0, "")
	seedText := fs.String("seed", "", "")
	threads := fs.Int("threads", 0, "")
	solverName := fs.String("solver", defaultSolver, "")
	round := fs.Int("round", 0, "")
	quiet := fs.Bool("quiet", false, "")
	args, err := parseInterspersed(e, fs, "adjust")
	if err != nil {
		return err
	}
	hint := `run "ruling help adjust" for its options`
	if len(args) != 1 {
		return withHint(badInput("adjust: want one CASE file, got %d arguments", len(args)), hint)
	}
	enc, err := reports.ByName(*format)
	if err != nil {
		return withHint(badInput("--format: %v", err), hint)
	}
	switch {
	case *samples < 0 || *samples > engine.MaxSamples:
		return withHint(badInput("--samples %d: want 1 to %d", *samples, engine.MaxSamples), hint)
	case *precision < 0 || *precision >= 1:
		return withHint(badInput("--precision %v: want a half-width between 0 and 1 (e.g. 0.01)", *precision), hint)
	case *threads < 0:
		return withHint(badInput("--threads %d is negative", *threads), "use --threads 0 for one per core")
	case *round != 0 && *round != 5 && *round != 10:
		return withHint(badInput("--round %d: use 5 or 10", *round), "--round 5 rounds the weights to multiples of 5 %")
	}
	o := engine.Options{Samples: *samples, Precision: *precision, Threads: *threads, Round: *round,
		SolverName: *solverName, Version: versionString()}
	if *seedText != "" {
		seed, err := strconv.ParseUint(*seedText, 10, 63)
		if err != nil {
			return withHint(badInput("--seed %q: want a whole number from 0 to %d", *seedText, uint64(1)<<63-1), hint)
		}
		o.Seed = &seed
	}
	c, err := loadCase(e, args[0])
	if err != nil {
		return err
	}
	if o.Seed == nil {
		if c.Seed != nil {
			o.Seed = c.Seed
		} else {
			seed := rand.Uint64() >> 1 // a fresh seed, printed so the ruling can be reproduced
			o.Seed = &seed
		}
	}
	if o.Solver, err = solverFactory(*solverName, *threads); err != nil {
		return err
	}
	if c.Simulates() {
		fmt.Fprintf(e.stderr, "ruling: seed %d (rerun with --seed %d for the same report)\n", *o.Seed, *o.Seed)
	}

	var bar *progressbar.ProgressBar
	if !*quiet && isTerminal(e.stderr) && c.Simulates() {
		o.Progress = func(done, total int) {
			if bar == nil {
				bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(e.stderr),
					progressbar.OptionSetDescription("solving deals"), progressbar.OptionShowCount(),
					progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionClearOnFinish())
			}
			bar.Set(done)
		}
	}
	r, err := engine.Adjust(e.ctx, c, o)
	if bar != nil {
		bar.Finish()
	}
	if err != nil {
		if errors.Is(err, e.ctx.Err()) && e.ctx.Err() != nil {
			return &hinted{err: errors.New("interrupted: no report written"), hint: fmt.Sprintf("rerun with --seed %d", *o.Seed)}
		}
		return caseError(err)
	}
	out := output{path: *outPath}
	if err := enc.Encode(&out, r); err != nil {
		return err
	}
	return out.commit(e)
}

// loadCase reads and checks the case file at path ("-" for standard
// input). Files it names are read relative to its folder.
func loadCase(e *env, path string) (*engine.Case, error) {
	if path == "" || path == "-" {
		data, _, err := readInput(e, path)
		if err != nil {
			return nil, err
		}
		c, err := engine.ParseCaseData("<stdin>", data, diskFS{}, ".")
		return c, caseError(err)
	}
	c, err := engine.ParseCase(diskFS{}, path)
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

// diskFS is the file system as the command line sees it: any path the
// user can open, relative to the working folder.
type diskFS struct{}

func (diskFS) Open(name string) (fs.File, error) { return os.Open(name) }

// versionString is ruling's version for reports.
func versionString() string {
	if version != "" {
		return version
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}

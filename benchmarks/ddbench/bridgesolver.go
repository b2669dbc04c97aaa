// bridgesolver.go: the bridge-solver backend — Hanhong Xue's solver run as a child process, one per deal.

package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/ruling-bridge/ruling/dds"
)

// bridgeSolverEnv names the bridge-solver binary when --bridge-solver does not.
const bridgeSolverEnv = "RULING_BRIDGE_SOLVER"

// errUnsupported marks a measurement a backend cannot make; ddbench
// leaves it out for that backend.
var errUnsupported = errors.New("not supported by this backend")

// bridgeSolverPath is the binary to run: the flag, else the environment.
func bridgeSolverPath(flagPath string) (string, error) {
	p := flagPath
	if p == "" {
		p = os.Getenv(bridgeSolverEnv)
	}
	if p == "" {
		return "", fmt.Errorf("no binary given (build one with benchmarks/bridge-solver.sh DIR, then --bridge-solver DIR/solver or %s=DIR/solver)", bridgeSolverEnv)
	}
	st, err := os.Stat(p)
	if err != nil {
		return "", err
	}
	if !st.Mode().IsRegular() || st.Mode()&0o111 == 0 {
		return "", fmt.Errorf("%s is not an executable file", p)
	}
	return p, nil
}

// openBridgeSolver checks the binary and makes solvers that run it.
func openBridgeSolver(c *config) (dds.Factory, error) {
	bin, err := bridgeSolverPath(c.bridgeSolver)
	if err != nil {
		return nil, err
	}
	// The solvers of one factory (a pool's workers too) share one peak.
	peak := new(atomic.Int64)
	return func() (dds.Solver, error) { return &bridgeSolver{bin: bin, rss: peak}, nil }, nil
}

// bridgeSolver is a dds.Solver that solves whole tables with
// bridge-solver, one process per deal (it is single-threaded and keeps
// global state). Other operations are not offered.
type bridgeSolver struct {
	bin string
	rss *atomic.Int64 // the children's peak resident set, bytes
}

// Table writes the deal in bridge-solver's three-line format, runs
// `solver -if FILE -m0` and parses its five lines.
func (b *bridgeSolver) Table(d dds.Deal) (dds.Table, error) {
	f, err := os.CreateTemp("", "ddbench-deal-*")
	if err != nil {
		return dds.Table{}, err
	}
	defer os.Remove(f.Name())
	_, err = f.WriteString(dds.FormatBridgeSolverDeal(d))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return dds.Table{}, err
	}
	// Through a shell that forks it: a process that Go starts directly
	// shares ddbench's memory until it execs, and the kernel counts
	// ddbench's resident set into its peak (ru_maxrss); bridge-solver's
	// own figure is then right only when its parent is small.
	out, err := exec.Command("/bin/sh", "-c", `"$0" "$@"; exit $?`, b.bin, "-if", f.Name(), "-m0").Output()
	if err != nil {
		return dds.Table{}, fmt.Errorf("%s: %v", b.bin, err)
	}
	tab, rss, err := parseBridgeSolver(string(out))
	for old := b.rss.Load(); rss > old && !b.rss.CompareAndSwap(old, rss); old = b.rss.Load() {
	}
	return tab, err
}

func (b *bridgeSolver) Tricks(dds.Deal, dds.Strain, dds.Seat) (int, error) {
	return 0, errUnsupported
}

func (b *bridgeSolver) CardValues(dds.Position) ([]dds.CardValue, error) {
	return nil, errUnsupported
}

func (b *bridgeSolver) Trace(dds.Deal, dds.Strain, dds.Seat, []dds.Card) ([]int, error) {
	return nil, errUnsupported
}

// peakRSS is the largest resident set of the processes run so far by
// the solvers of b's factory.
func (b *bridgeSolver) peakRSS() int64 { return b.rss.Load() }

// parseBridgeSolver reads the table from `solver -m0` output: a line per
// strain (dds.ParseBridgeSolverLine), then the time so far ("0.08 s") and
// the process's peak resident set so far ("6.1 M", megabytes); other lines
// are ignored. Every strain must be there once. It returns the table and
// the largest peak.
func parseBridgeSolver(out string) (dds.Table, int64, error) {
	var tab dds.Table
	var rss int64
	seen := map[dds.Strain]bool{}
	for _, line := range strings.Split(out, "\n") {
		st, tricks, ok, err := dds.ParseBridgeSolverLine(line)
		if err != nil {
			return tab, 0, fmt.Errorf("bridge-solver output: %v", err)
		}
		if !ok {
			continue
		}
		if seen[st] {
			return tab, 0, fmt.Errorf("bridge-solver output: strain %c twice", st.Letter())
		}
		tab[st] = tricks
		if f := strings.Fields(line); len(f) >= 9 && f[8] == "M" {
			if m, err := strconv.ParseFloat(f[7], 64); err == nil {
				rss = max(rss, int64(m*(1<<20)))
			}
		}
		seen[st] = true
	}
	if len(seen) != 5 {
		return tab, 0, fmt.Errorf("bridge-solver output: %d strains of 5 in %q", len(seen), out)
	}
	return tab, rss, nil
}

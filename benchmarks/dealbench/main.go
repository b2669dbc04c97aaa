// main.go: dealbench — deals per second of ruling's dealing against Debian's dealer, in the same run.
//
// Usage:
//
//	go run ./benchmarks/dealbench [-deals N] [-rounds R] [-dealer /usr/games/dealer]
//
// Each round runs every case once, in turn (interleaved, so that a change
// in the machine's load hits all cases alike); the table gives the median
// over the rounds. Both programs run the same dealer script: ruling in
// process (sim.ParseScript and Script.Run), dealer as a child process.
// Cases:
//
//   - raw: dealing only (the condition is the constant 0);
//   - 1NT: hcp(north) >= 15 && hcp(north) <= 17 && shape(north, any 4333 +
//     any 4432 + any 5332), by rejection (--no-exact) for a like-for-like
//     rate of deals tried, and with shape-first dealing, where what counts
//     is accepted deals per second.
//
// ruling runs with 1 and 2 worker threads; dealer has one thread. Rates are
// given per wall-clock second and per CPU second (user + system time of
// the process): on a busy machine the second shows the cost of the work
// itself, and equal per-CPU-second rates at 1 and 2 threads mean the
// parallel part adds no overhead (linear scaling when two cores are free).
// A control
// case — the same fixed amount of pure arithmetic on 1 and 2 goroutines —
// shows how much of a second core the machine really offered during the
// run, so that ruling's 2-thread scaling can be judged against it.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"syscall"
	"time"

	"github.com/ruling-bridge/ruling/benchmarks/internal/record"
	"github.com/ruling-bridge/ruling/sim"
)

const ntCondition = "hcp(north) >= 15 && hcp(north) <= 17 && shape(north, any 4333 + any 4432 + any 5332)"

// benchCase is one line of the table.
type benchCase struct {
	name    string
	control int // >0: the arithmetic control on this many goroutines
	script  string
	dealer  bool // run dealer rather than ruling
	threads int
	noExact bool
	// accepted: report accepted deals per second instead of tried ones.
	accepted bool
}

type result struct {
	tried, accepted int
	cpu             float64 // CPU seconds used (user + system)
}

func main() {
	deals := flag.Int("deals", 2_000_000, "deals to try per run")
	rounds := flag.Int("rounds", 5, "rounds (the table gives medians)")
	dealerPath := flag.String("dealer", "/usr/games/dealer", "the dealer binary")
	flag.Parse()
	if _, err := os.Stat(*dealerPath); err != nil {
		fmt.Fprintln(os.Stderr, "dealbench: dealer not found:", err)
		os.Exit(1)
	}
	dir, err := os.MkdirTemp("", "dealbench")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer os.RemoveAll(dir)
	raw := fmt.Sprintf("generate %d\ncondition 0\naction average hcp(north)\n", *deals)
	nt := fmt.Sprintf("generate %d\ncondition %s\naction average hcp(south)\n", *deals, ntCondition)
	ntAccept := fmt.Sprintf("generate %d\nproduce %d\ncondition %s\naction average hcp(south)\n", *deals, *deals/20, ntCondition)
	cases := []benchCase{
		{name: "control: arithmetic, 1 goroutine", control: 1},
		{name: "control: arithmetic, 2 goroutines", control: 2},
		{name: "raw dealing, dealer", script: raw, dealer: true},
		{name: "raw dealing, ruling 1 thread", script: raw, threads: 1},
		{name: "raw dealing, ruling 2 threads", script: raw, threads: 2},
		{name: "1NT by rejection, dealer", script: nt, dealer: true},
		{name: "1NT by rejection, ruling 1 thread", script: nt, threads: 1, noExact: true},
		{name: "1NT by rejection, ruling 2 threads", script: nt, threads: 2, noExact: true},
		{name: "1NT accepted deals, dealer", script: ntAccept, dealer: true, accepted: true},
		{name: "1NT accepted deals, ruling shape-first 1 thread", script: ntAccept, threads: 1, accepted: true},
		{name: "1NT accepted deals, ruling shape-first 2 threads", script: ntAccept, threads: 2, accepted: true},
	}
	loadStart := record.LoadAverage()
	rates := make([][]float64, len(cases))
	cpuRates := make([][]float64, len(cases))
	for r := 0; r < *rounds; r++ {
		for i, c := range cases {
			before := cpuNow()
			start := time.Now()
			var res result
			var err error
			if c.control > 0 {
				res = runControl(c.control)
			} else if c.dealer {
				res, err = runDealer(*dealerPath, dir, c.script, uint64(r+1))
			} else {
				res, err = runRuling(c, uint64(r+1))
			}
			el := time.Since(start).Seconds()
			if !c.dealer {
				res.cpu = cpuSince(before)
			}
			if err != nil {
				fmt.Fprintf(os.Stderr, "dealbench: %s: %v\n", c.name, err)
				os.Exit(1)
			}
			n := res.tried
			if c.accepted {
				n = res.accepted
			}
			rates[i] = append(rates[i], float64(n)/el)
			cpuRates[i] = append(cpuRates[i], float64(n)/res.cpu)
			fmt.Fprintf(os.Stderr, "round %d  %-50s %12.0f/s %12.0f/CPU-s\n", r+1, c.name, float64(n)/el, float64(n)/res.cpu)
		}
	}
	fmt.Printf("dealbench: %d deals tried per run, %d rounds, medians; %s, %d CPUs, %s; load average at start %s, at end %s\n\n",
		*deals, *rounds, runtime.Version(), runtime.NumCPU(), time.Now().UTC().Format("2006-01-02 15:04 UTC"), loadStart, record.LoadAverage())
	fmt.Println("| case | per wall-clock second (median) | × dealer | per CPU second (median) | × dealer |")
	fmt.Println("|---|---:|---:|---:|---:|")
	var base, cpuBase float64
	for i, c := range cases {
		m, mc := record.Median(rates[i]), record.Median(cpuRates[i])
		if c.control > 0 {
			if c.control == 1 {
				base, cpuBase = m, mc
			}
			fmt.Printf("| %s | %.3g steps | %.2f × 1 goroutine | %.3g steps | %.2f × 1 goroutine |\n", c.name, m, m/base, mc, mc/cpuBase)
			continue
		}
		if c.dealer {
			base, cpuBase = m, mc
		}
		unit := "tried"
		if c.accepted {
			unit = "accepted"
		}
		fmt.Printf("| %s | %.0f %s | %.2f | %.0f %s | %.2f |\n", c.name, m, unit, m/base, mc, unit, mc/cpuBase)
	}
}

var (
	generated = regexp.MustCompile(`(?m)^Generated ([0-9]+) hands`)
	produced  = regexp.MustCompile(`(?m)^Produced ([0-9]+) hands`)
)

// cpuNow is this process's CPU time so far (user + system).
func cpuNow() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func cpuSince(before time.Duration) float64 { return (cpuNow() - before).Seconds() }

// controlUnits is the arithmetic control's work: this many steps of a
// 64-bit LCG, split evenly over the goroutines.
const controlUnits = 1 << 29

var sink uint64

func runControl(goroutines int) result {
	done := make(chan uint64)
	for g := 0; g < goroutines; g++ {
		go func() {
			x := uint64(g + 1)
			for i := 0; i < controlUnits/goroutines; i++ {
				x = x*6364136223846793005 + 1442695040888963407
			}
			done <- x
		}()
	}
	for g := 0; g < goroutines; g++ {
		sink ^= <-done
	}
	return result{tried: controlUnits}
}

func runDealer(path, dir, script string, seed uint64) (result, error) {
	file := filepath.Join(dir, "bench.dl")
	if err := os.WriteFile(file, []byte(script), 0o644); err != nil {
		return result{}, err
	}
	cmd := exec.Command(path, "-s", strconv.FormatUint(seed, 10), file)
	out, err := cmd.Output()
	if err != nil {
		return result{}, err
	}
	g, p := generated.FindSubmatch(out), produced.FindSubmatch(out)
	if g == nil || p == nil {
		return result{}, fmt.Errorf("unexpected dealer output: %s", out)
	}
	var r result
	r.tried, _ = strconv.Atoi(string(g[1]))
	r.accepted, _ = strconv.Atoi(string(p[1]))
	r.cpu = (cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()).Seconds()
	return r, nil
}

func runRuling(c benchCase, seed uint64) (result, error) {
	s, err := sim.ParseScript("bench.dl", c.script)
	if err != nil {
		return result{}, err
	}
	st, err := s.Run(context.Background(), io.Discard, sim.RunOptions{Seed: seed, Threads: c.threads, NoExact: c.noExact})
	if err != nil {
		return result{}, err
	}
	return result{tried: st.Tries, accepted: st.Accepted}, nil
}

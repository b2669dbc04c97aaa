// measure.go: timing one batch, and the peak memory (process RSS and Go heap) while it runs.

package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"runtime/metrics"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/ruling-bridge/ruling/benchmarks/internal/record"
)

// heapSampleEvery is how often the Go heap is sampled during a batch.
const heapSampleEvery = 5 * time.Millisecond

// memory is the peak memory seen while a batch ran, in bytes.
type memory struct {
	rss  int64 // the process's peak resident set (VmHWM), reset before the batch; 0 if unknown
	heap int64 // the Go heap's peak live objects, sampled
}

// peak raises m to o where o is higher.
func (m *memory) peak(o memory) {
	m.rss = max(m.rss, o.rss)
	m.heap = max(m.heap, o.heap)
}

// measure runs fn and returns its wall-clock duration and peak memory.
// The RSS peak is reset first through /proc/self/clear_refs (Linux), so it
// is the peak of this batch; the process's baseline (the Go runtime, the
// loaded library) is part of it.
func measure(fn func() error) (time.Duration, memory, error) {
	runtime.GC() // the heap figure is then this batch's, not the garbage of the one before
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
	stop := make(chan struct{})
	peakHeap := make(chan int64)
	go func() {
		sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		var peak int64
		tick := time.NewTicker(heapSampleEvery)
		defer tick.Stop()
		for {
			metrics.Read(sample)
			if v := int64(sample[0].Value.Uint64()); v > peak {
				peak = v
			}
			select {
			case <-stop:
				peakHeap <- peak
				return
			case <-tick.C:
			}
		}
	}()
	start := time.Now()
	err := fn()
	elapsed := time.Since(start)
	close(stop)
	m := memory{heap: <-peakHeap, rss: statusKB("VmHWM") * 1024}
	return elapsed, m, err
}

// statusKB reads a "Name: N kB" line of /proc/self/status; 0 if absent.
func statusKB(name string) int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range bytes.Split(data, []byte("\n")) {
		k, v, ok := strings.Cut(string(line), ":")
		if ok && k == name {
			n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return n
		}
	}
	return 0
}

// cpuModel is the first "model name" of /proc/cpuinfo, or "unknown".
func cpuModel() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
				return strings.TrimSpace(v)
			}
		}
	}
	return "unknown"
}

// loadAverage is the 1, 5 and 15 minute load averages of /proc/loadavg, or "".
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(data)); err == nil && len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return ""
}

// ownRSS runs every in-process backend alone on each set in a child
// process of ddbench (one repetition, the same deals and measurements) and
// records the child's peak resident set in the cells: a backend's own
// memory, which the shared process's RSS cannot separate.
func ownRSS(c *config, runners []*runner, sets []dealSet, cells map[[2]int]*cell, stderr io.Writer) {
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintf(stderr, "ddbench: own RSS not measured: %v\n", err)
		return
	}
	var ops []string
	for op, on := range c.ops {
		if on {
			ops = append(ops, opKeys[op])
		}
	}
	for ri, r := range runners {
		if _, ok := r.solver.(childProcesses); ok {
			continue // its RSS is its children's already
		}
		for si, s := range sets {
			cmd := exec.Command(self, "--solvers", r.name, "--sets", s.name, "--deals", strconv.Itoa(len(s.leads)),
				"--ops", strings.Join(ops, ","), "--reps", "1", "--threads", strconv.Itoa(c.threads),
				"--data", c.data, "--results", c.results, "--go-mb", strconv.Itoa(c.goMB), "--no-record", "--own-rss=false")
			// The child reports its own peak (VmHWM after its exec): its
			// rusage would count this process's resident set too, since Go
			// starts children sharing the parent's memory until they exec.
			var errs strings.Builder
			cmd.Stderr = &errs
			if err := cmd.Run(); err != nil {
				fmt.Fprintf(stderr, "ddbench: own RSS of %s on %s not measured: %v\n", r.name, s.name, err)
				continue
			}
			kb := reportedPeak(errs.String())
			if kb == 0 {
				fmt.Fprintf(stderr, "ddbench: own RSS of %s on %s not reported\n", r.name, s.name)
				continue
			}
			cellOf(cells, si, ri).own = kb * 1024
			fmt.Fprintf(stderr, "ddbench: %s alone on %s: peak RSS %.0f MB\n", r.name, s.name, mb(cellOf(cells, si, ri).own))
		}
	}
}

// peakLine starts the line where a run reports its whole process's peak
// resident set (VmHWM), for ownRSS.
const peakLine = "ddbench: process peak RSS kB: "

// reportedPeak finds the peak a child run reported, in kilobytes; 0 if none.
func reportedPeak(stderr string) int64 {
	for _, line := range strings.Split(stderr, "\n") {
		if v, ok := strings.CutPrefix(line, peakLine); ok {
			n, _ := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			return n
		}
	}
	return 0
}

// dealRatios is, for each deal, the median over the repetitions of a's
// milliseconds over the median of b's (per[rep][deal]); deals timed at 0
// by b are left out.
func dealRatios(a, b [][]float64) []float64 {
	list := dealRatioList(a, b)
	if list == nil {
		return nil
	}
	out := make([]float64, 0, len(list))
	for _, x := range list {
		out = append(out, x.ratio)
	}
	return out
}

// dealRatio is one deal's ratio (deal numbers from 1 in the set).
type dealRatio struct {
	deal  int
	ratio float64
}

// dealRatioList is dealRatios with each ratio's deal.
func dealRatioList(a, b [][]float64) []dealRatio {
	if len(a) == 0 || len(b) == 0 {
		return nil
	}
	n := min(len(a[0]), len(b[0]))
	out := make([]dealRatio, 0, n)
	for d := range n {
		var xa, xb []float64
		for _, rep := range a {
			xa = append(xa, rep[d])
		}
		for _, rep := range b {
			xb = append(xb, rep[d])
		}
		if mb := record.Median(xb); mb > 0 {
			out = append(out, dealRatio{d + 1, record.Median(xa) / mb})
		}
	}
	return out
}

// slowerDeals names the deals whose ratio is above 1, the highest first
// (at most max of them), as "12 (1.27), 5 (1.03)"; "none" when none.
func slowerDeals(x []dealRatio, most int) string {
	var slow []dealRatio
	for _, d := range x {
		if d.ratio > 1 {
			slow = append(slow, d)
		}
	}
	if len(slow) == 0 {
		return "none"
	}
	sort.SliceStable(slow, func(i, j int) bool { return slow[i].ratio > slow[j].ratio })
	var parts []string
	for _, d := range slow[:min(len(slow), most)] {
		parts = append(parts, fmt.Sprintf("%d (%.2f)", d.deal, d.ratio))
	}
	if len(slow) > most {
		parts = append(parts, fmt.Sprintf("and %d more", len(slow)-most))
	}
	return strings.Join(parts, ", ")
}

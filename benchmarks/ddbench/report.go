// report.go: the results file — machine, command, and the medians as a Markdown table.

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/ruling-bridge/ruling/benchmarks/internal/record"
	"github.com/ruling-bridge/ruling/dds/libdds"
	"gonum.org/v1/gonum/stat"
)

// report is everything one run prints and records.
type report struct {
	cfg     *config
	started time.Time
	notes   []string
	runners []*runner
	sets    []dealSet
	cells   map[[2]int]*cell
	agree   map[int][]string
	load    string // /proc/loadavg's first three fields at the start
}

// markdown renders the run.
func (r *report) markdown() string {
	var b strings.Builder
	mode := "full"
	if r.cfg.quick {
		mode = "quick"
	}
	if r.cfg.deals > 0 {
		mode += fmt.Sprintf(", at most %d deals a set", r.cfg.deals)
	}
	fmt.Fprintf(&b, "# ddbench %s (%s run)\n\n", r.started.Format("2006-01-02 15:04 UTC"), mode)
	fmt.Fprintf(&b, "- Command: `%s`\n", strings.TrimSpace("go run ./benchmarks/ddbench "+strings.Join(r.cfg.args, " ")))
	fmt.Fprintf(&b, "- Machine: %s, %d cores (runtime.NumCPU), %s/%s, %s\n", cpuModel(), runtime.NumCPU(), runtime.GOOS, runtime.GOARCH, goVersion())
	fmt.Fprintf(&b, "- Build: %s\n", record.Build())
	if r.load != "" {
		fmt.Fprintf(&b, "- Load average at the start (1, 5, 15 min): %s — other work on the machine slows every backend alike; compare ratios within a run\n", r.load)
	}
	var names []string
	for _, rn := range r.runners {
		n := rn.name
		if n == "go" && r.cfg.goMB > 0 {
			n += fmt.Sprintf(" (memory cap %d MB)", r.cfg.goMB)
		}
		if n == "libdds" {
			if l, err := libdds.Load(); err == nil {
				n += fmt.Sprintf(" %s (%s)", l.Version(), l.Path())
			}
		}
		names = append(names, n)
	}
	fmt.Fprintf(&b, "- Backends: %s\n", strings.Join(names, ", "))
	for _, n := range r.notes {
		fmt.Fprintf(&b, "- Note: %s\n", n)
	}
	how := "interleaved batch by batch (the backend order rotates)"
	if r.cfg.byDeal {
		how = "interleaved deal by deal (each deal timed on every backend back to back, the order rotating)"
	}
	fmt.Fprintf(&b, "- Threads per backend: %d. Repetitions: %d, %s. Figures are medians of wall-clock milliseconds per deal.\n", r.cfg.threads, r.cfg.reps, how)
	b.WriteString("- ms/table: the 20-result table; ms/solve: one strain and opening leader, the declaring side's tricks; ms/leads: every legal opening lead with its value (bridge-solver makes tables only: one process per deal, timed from writing its input to reading its output). Peak RSS in run is the whole process's, reset before each batch: it includes the Go runtime and whatever another backend of the same run still holds (libdds keeps its thread memory until exit); own peak RSS is the backend alone in a child process on the same deals (bridge-solver: the largest peak its processes report, each started through a shell so that ddbench's own memory is not counted in). Peak Go heap is sampled every 5 ms.\n\n")
	b.WriteString("| set | deals | backend | ms/table | ms/solve | ms/leads | own peak RSS MB | peak RSS in run MB | peak Go heap MB |\n")
	b.WriteString("|---|---:|---|---:|---:|---:|---:|---:|---:|\n")
	for si, s := range r.sets {
		for ri, rn := range r.runners {
			c := r.cells[[2]int{si, ri}]
			own, heap := "—", fmt.Sprintf("%.1f", mb(c.mem.heap))
			if v := r.ownRSS(si, ri); v > 0 {
				own = fmt.Sprintf("%.0f", mb(v))
			}
			if _, ok := rn.solver.(childProcesses); ok {
				heap = "—"
			}
			fmt.Fprintf(&b, "| %s | %d | %s | %s | %s | %s | %s | %.0f | %s |\n", s.name, len(s.leads), rn.name,
				ms(c.ms[opTable]), ms(c.ms[opSolve]), ms(c.ms[opLeads]), own, mb(c.mem.rss), heap)
		}
	}
	for _, pair := range ratioPairs {
		r.ratios(&b, pair[0], pair[1])
	}
	r.dealTimes(&b)
	if len(r.runners) > 1 {
		b.WriteString("\n")
		for si, s := range r.sets {
			if d := r.agree[si]; len(d) > 0 {
				fmt.Fprintf(&b, "- %s: the backends DISAGREE in %d place(s), e.g. %s\n", s.name, len(d), d[0])
			} else {
				fmt.Fprintf(&b, "- %s: every answer measured agrees between the backends\n", s.name)
			}
		}
	}
	b.WriteString("\nDeal sets:\n\n")
	for _, s := range r.sets {
		fmt.Fprintf(&b, "- %s: %s\n", s.name, s.about)
	}
	return b.String()
}

// dealTimesMax is the most deals a set may have for dealTimes to list
// them one by one (the hard sets: thomas1 and thomas2, bridge-solver's
// 19 hard and 14 long deals, the champion, largest.txt's 21).
const dealTimesMax = 25

// dealTimes lists, in a deal-by-deal run, each deal of the small sets
// with every backend's median ms/table over the repetitions, so that one
// run gives thomas1's and thomas2's times, and every hard deal's.
func (r *report) dealTimes(b *strings.Builder) {
	head := false
	for si, s := range r.sets {
		n := 0
		for ri := range r.runners {
			if pd := r.cells[[2]int{si, ri}].perDeal[opTable]; len(pd) > 0 {
				n = max(n, len(pd[0]))
			}
		}
		if n == 0 || n > dealTimesMax {
			continue
		}
		if !head {
			fmt.Fprintf(b, "\nEach deal's ms/table (the median over the repetitions), sets of at most %d deals:\n\n| set | deal |", dealTimesMax)
			for _, rn := range r.runners {
				fmt.Fprintf(b, " %s |", rn.name)
			}
			b.WriteString("\n|---|---:|" + strings.Repeat("---:|", len(r.runners)) + "\n")
			head = true
		}
		for d := range n {
			fmt.Fprintf(b, "| %s | %d |", s.name, d+1)
			for ri := range r.runners {
				var xs []float64
				for _, rep := range r.cells[[2]int{si, ri}].perDeal[opTable] {
					if d < len(rep) {
						xs = append(xs, rep[d])
					}
				}
				fmt.Fprintf(b, " %s |", ms(xs))
			}
			b.WriteString("\n")
		}
	}
}

// ratioPairs are the ratios reported, numerator first, where both ran.
var ratioPairs = [][2]string{{"go", "libdds"}, {"go", "bridge-solver"}, {"bridge-solver", "libdds"}}

// ratios writes the ratios of backend a's figures to b's: of the medians,
// repetition by repetition, and (deal by deal runs) each deal's.
func (r *report) ratios(b *strings.Builder, an, bn string) {
	ai, bi := r.index(an), r.index(bn)
	if ai < 0 || bi < 0 {
		return
	}
	fmt.Fprintf(b, "\nRatio %s / %s (below 1: %s is faster or smaller):\n\n", an, bn, an)
	b.WriteString("| set | ms/table | ms/solve | ms/leads | own peak RSS |\n|---|---:|---:|---:|---:|\n")
	for si, s := range r.sets {
		g, l := r.cells[[2]int{si, ai}], r.cells[[2]int{si, bi}]
		fmt.Fprintf(b, "| %s", s.name)
		for op := range numOps {
			if len(g.ms[op]) == 0 || len(l.ms[op]) == 0 {
				b.WriteString(" | —")
				continue
			}
			fmt.Fprintf(b, " | %.2f", record.Median(g.ms[op])/record.Median(l.ms[op]))
		}
		if ga, la := r.ownRSS(si, ai), r.ownRSS(si, bi); ga > 0 && la > 0 {
			fmt.Fprintf(b, " | %.2f |\n", float64(ga)/float64(la))
		} else {
			b.WriteString(" | — |\n")
		}
	}
	// The backends of one repetition ran back to back, so their ratio
	// is the least disturbed by the machine's drift.
	fmt.Fprintf(b, "\nRatio %s / %s repetition by repetition (each pair timed back to back), and its median:\n\n", an, bn)
	b.WriteString("| set | measurement | repetitions | median |\n|---|---|---|---:|\n")
	for si, s := range r.sets {
		g, l := r.cells[[2]int{si, ai}], r.cells[[2]int{si, bi}]
		for op := range numOps {
			n := min(len(g.ms[op]), len(l.ms[op]))
			if n == 0 {
				continue
			}
			ratios := make([]float64, n)
			parts := make([]string, n)
			for k := range n {
				ratios[k] = g.ms[op][k] / l.ms[op][k]
				parts[k] = fmt.Sprintf("%.2f", ratios[k])
			}
			fmt.Fprintf(b, "| %s | %s | %s | %.2f |\n", s.name, opNames[op], strings.Join(parts, ", "), record.Median(ratios))
		}
	}
	head := false
	for si, s := range r.sets {
		g, l := r.cells[[2]int{si, ai}], r.cells[[2]int{si, bi}]
		for op := range numOps {
			x := dealRatios(g.perDeal[op], l.perDeal[op])
			if len(x) == 0 {
				continue
			}
			if !head {
				fmt.Fprintf(b, "\nRatio %s / %s deal by deal (each deal's median time over the repetitions): the spread over the deals:\n\n", an, bn)
				b.WriteString("| set | measurement | deals | p50 | p90 | p99 | max | mean |\n|---|---|---:|---:|---:|---:|---:|---:|\n")
				head = true
			}
			fmt.Fprintf(b, "| %s | %s | %d | %.2f | %.2f | %.2f | %.2f | %.2f |\n", s.name, opNames[op], len(x),
				record.Percentile(x, 50), record.Percentile(x, 90), record.Percentile(x, 99), record.Percentile(x, 100), stat.Mean(x, nil))
		}
	}
	if head {
		// Which deals the tail is: their numbers in the set, from 1.
		fmt.Fprintf(b, "\nDeals where %s is slower than %s (ratio above 1; at most %d, the slowest first):\n\n", an, bn, slowerShown)
		for si, s := range r.sets {
			g, l := r.cells[[2]int{si, ai}], r.cells[[2]int{si, bi}]
			for op := range numOps {
				if x := dealRatioList(g.perDeal[op], l.perDeal[op]); len(x) > 0 {
					fmt.Fprintf(b, "- %s, %s: %s\n", s.name, opNames[op], slowerDeals(x, slowerShown))
				}
			}
		}
	}
}

// slowerShown is the number of slower deals a report names per set.
const slowerShown = 10

// ownRSS is a backend's own peak RSS on set si: from its child run, or
// its child processes'; 0 if unknown.
func (r *report) ownRSS(si, ri int) int64 {
	c := r.cells[[2]int{si, ri}]
	if c.own > 0 {
		return c.own
	}
	if _, ok := r.runners[ri].solver.(childProcesses); ok {
		return c.mem.rss
	}
	return 0
}

func (r *report) index(name string) int {
	for i, rn := range r.runners {
		if rn.name == name {
			return i
		}
	}
	return -1
}

// ms is the median of a measurement, or a dash when it was not made.
func ms(xs []float64) string {
	if len(xs) == 0 {
		return "—"
	}
	return fmt.Sprintf("%.2f", record.Median(xs))
}

func mb(bytes int64) float64 { return float64(bytes) / (1 << 20) }

// write saves the text as a new dated file in the results directory,
// through a temporary file and a rename.
func (r *report) write(text string) (string, error) {
	name := r.started.Format("2006-01-02T150405Z")
	if r.cfg.quick {
		name += "-quick"
	}
	path := filepath.Join(r.cfg.results, name+".md")
	if err := os.MkdirAll(r.cfg.results, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.CreateTemp(r.cfg.results, ".ddbench-*")
	if err != nil {
		return "", err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.WriteString(text); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Close(); err != nil {
		return "", err
	}
	return path, os.Rename(tmp.Name(), path)
}

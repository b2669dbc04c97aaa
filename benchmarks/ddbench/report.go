// report.go: the results file — machine, command, and the medians as a Markdown table.

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"github.com/ruling-bridge/ruling/dds/libdds"
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
	fmt.Fprintf(&b, "- Build: %s\n", buildSettings())
	if r.load != "" {
		fmt.Fprintf(&b, "- Load average at the start (1, 5, 15 min): %s — other work on the machine slows every backend alike; compare ratios within a run\n", r.load)
	}
	var names []string
	for _, rn := range r.runners {
		n := rn.name
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
	b.WriteString("- ms/table: the 20-result table; ms/solve: one strain and opening leader, the declaring side's tricks; ms/leads: every legal opening lead with its value. Peak RSS is the whole process's, reset before each batch: it includes the Go runtime and whatever another backend of the same run still holds (libdds keeps its thread memory until exit), so for a backend's own RSS run it alone (--solvers NAME). Peak Go heap is sampled every 5 ms.\n\n")
	b.WriteString("| set | deals | backend | ms/table | ms/solve | ms/leads | peak RSS MB | peak Go heap MB |\n")
	b.WriteString("|---|---:|---|---:|---:|---:|---:|---:|\n")
	for si, s := range r.sets {
		for ri, rn := range r.runners {
			c := r.cells[[2]int{si, ri}]
			fmt.Fprintf(&b, "| %s | %d | %s | %s | %s | %s | %.0f | %.1f |\n", s.name, len(s.leads), rn.name,
				ms(c.ms[opTable]), ms(c.ms[opSolve]), ms(c.ms[opLeads]), mb(c.mem.rss), mb(c.mem.heap))
		}
	}
	gi, li := r.index("go"), r.index("libdds")
	if gi >= 0 && li >= 0 {
		b.WriteString("\nRatio Go / libdds (below 1: Go is faster or smaller):\n\n")
		b.WriteString("| set | ms/table | ms/solve | ms/leads | peak RSS |\n|---|---:|---:|---:|---:|\n")
		for si, s := range r.sets {
			g, l := r.cells[[2]int{si, gi}], r.cells[[2]int{si, li}]
			fmt.Fprintf(&b, "| %s", s.name)
			for op := range numOps {
				if len(g.ms[op]) == 0 || len(l.ms[op]) == 0 {
					b.WriteString(" | —")
					continue
				}
				fmt.Fprintf(&b, " | %.2f", median(g.ms[op])/median(l.ms[op]))
			}
			fmt.Fprintf(&b, " | %.2f |\n", float64(g.mem.rss)/float64(l.mem.rss))
		}
		// The two backends of one repetition ran back to back, so their
		// ratio is the least disturbed by the machine's drift.
		b.WriteString("\nRatio Go / libdds repetition by repetition (each pair timed back to back), and its median:\n\n")
		b.WriteString("| set | measurement | repetitions | median |\n|---|---|---|---:|\n")
		for si, s := range r.sets {
			g, l := r.cells[[2]int{si, gi}], r.cells[[2]int{si, li}]
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
				fmt.Fprintf(&b, "| %s | %s | %s | %.2f |\n", s.name, opNames[op], strings.Join(parts, ", "), median(ratios))
			}
		}
	}
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

// buildSettings names the settings ddbench was built with that change
// the Go solver's speed: the amd64 level and the PGO profile.
func buildSettings() string {
	level, pgo := "v1", "none"
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, st := range bi.Settings {
			switch st.Key {
			case "GOAMD64":
				level = st.Value
			case "-pgo":
				pgo = filepath.Base(st.Value)
			}
		}
	}
	if runtime.GOARCH != "amd64" {
		return "PGO " + pgo
	}
	return fmt.Sprintf("GOAMD64=%s, PGO %s", level, pgo)
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
	return fmt.Sprintf("%.2f", median(xs))
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

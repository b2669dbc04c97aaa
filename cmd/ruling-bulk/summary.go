// summary.go: the aggregates computed in the pipeline — per strain and declarer the distribution of tricks, the par-score distribution — and the report they make (Markdown and JSON).

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// summary is what a range contributes to the report, and what the
// report sums: it is written beside each shard (so that a resumed run
// counts the ranges it does not solve again) and flows through the
// pipeline as JSON.
type summary struct {
	// Ranges are the ranges summed, to check at the end that every deal
	// was counted once.
	Ranges []dealRange `json:"ranges"`
	Deals  int64       `json:"deals"`
	// Tricks counts the deals by strain (dds.Strain: C D H S N), declarer
	// (dds.Seat: N E S W) and tricks declarer takes (0-13).
	Tricks [5][4][14]int64 `json:"tricks"`
	// Par counts the deals by North-South's par score (dds.DealerPar,
	// with each deal's dealer and vulnerability, as --par prints it).
	Par map[int]int64 `json:"par"`
	// SD sums the single-dummy playouts by contract level (index 1-7),
	// when the run plays them.
	SD []sdSums `json:"single_dummy,omitempty"`
}

// sdSums are one contract level's playouts: their count, and the sums of
// single-dummy tricks, double-dummy tricks, and the difference SD − DD
// and its square (whole numbers: exact).
type sdSums struct {
	N, SD, DD, Diff, Diff2 int64
}

// addPlayout counts one playout.
func (s *summary) addPlayout(level, sd, dd int) {
	if s.SD == nil {
		s.SD = make([]sdSums, 8)
	}
	x := &s.SD[level]
	x.N++
	x.SD += int64(sd)
	x.DD += int64(dd)
	x.Diff += int64(sd - dd)
	x.Diff2 += int64((sd - dd) * (sd - dd))
}

// add counts one deal.
func (s *summary) add(t dds.Table, par int) {
	s.Deals++
	for strain := range 5 {
		for seat := range 4 {
			s.Tricks[strain][seat][t[strain][seat]]++
		}
	}
	if s.Par == nil {
		s.Par = map[int]int64{}
	}
	s.Par[par]++
}

// merge adds another summary's counts.
func (s *summary) merge(o *summary) {
	s.Ranges = append(s.Ranges, o.Ranges...)
	s.Deals += o.Deals
	for strain := range 5 {
		for seat := range 4 {
			for k := range 14 {
				s.Tricks[strain][seat][k] += o.Tricks[strain][seat][k]
			}
		}
	}
	if s.Par == nil {
		s.Par = map[int]int64{}
	}
	for score, n := range o.Par {
		s.Par[score] += n
	}
	for level, x := range o.SD {
		if s.SD == nil {
			s.SD = make([]sdSums, 8)
		}
		y := &s.SD[level]
		y.N, y.SD, y.DD, y.Diff, y.Diff2 = y.N+x.N, y.SD+x.SD, y.DD+x.DD, y.Diff+x.Diff, y.Diff2+x.Diff2
	}
}

// checkCover reports whether the summed ranges are exactly the deals
// 0 … deals-1, each once.
func (s *summary) checkCover(deals int64) error {
	rs := slices.Clone(s.Ranges)
	slices.SortFunc(rs, func(a, b dealRange) int { return int(a.Start - b.Start) })
	next := int64(0)
	for _, r := range rs {
		switch {
		case r.Start < next:
			return fmt.Errorf("%s counted twice", dealRange{r.Start, min(next, r.End)})
		case r.Start > next:
			return fmt.Errorf("%s not counted", dealRange{next, r.Start})
		}
		next = r.End
	}
	if next != deals {
		return fmt.Errorf("%s not counted", dealRange{next, deals})
	}
	return nil
}

// moments are a distribution's count, mean and standard error of the
// mean (the sample standard deviation over √n).
type moments struct {
	N    int64   `json:"deals"`
	Mean float64 `json:"mean"`
	SE   float64 `json:"standard_error"`
}

// momentsOf sums value(k)·count(k).
func momentsOf(n int, count func(k int) int64, value func(k int) float64) moments {
	var m moments
	var sum, sq float64
	for k := range n {
		c := float64(count(k))
		m.N += count(k)
		sum += c * value(k)
		sq += c * value(k) * value(k)
	}
	if m.N == 0 {
		return m
	}
	m.Mean = sum / float64(m.N)
	if m.N > 1 {
		variance := (sq - sum*m.Mean) / float64(m.N-1)
		m.SE = math.Sqrt(max(variance, 0) / float64(m.N))
	}
	return m
}

// report is the JSON report.
type report struct {
	Source string `json:"source"`
	Deals  int64  `json:"deals"`
	// Tricks by strain letter (C D H S N), then declarer letter.
	Tricks map[string]map[string]trickStats `json:"tricks"`
	Par    parStats                         `json:"par"`
	// SingleDummy is by contract level, with --single-dummy.
	SingleDummy []sdStats `json:"single_dummy,omitempty"`
}

// sdStats are one contract level's playouts: the mean single-dummy and
// double-dummy tricks, and the mean of SD − DD with its standard error.
type sdStats struct {
	Level      int     `json:"level"`
	Playouts   int64   `json:"playouts"`
	SingleMean float64 `json:"single_dummy_mean"`
	DoubleMean float64 `json:"double_dummy_mean"`
	moments            // of SD − DD
}

type trickStats struct {
	moments
	Counts [14]int64 `json:"counts"` // deals by tricks 0-13
}

type parStats struct {
	moments
	Counts []parCount `json:"counts"` // by score, lowest first
}

type parCount struct {
	Score int   `json:"score"`
	Deals int64 `json:"deals"`
}

// makeReport turns the run's summary into the report.
func makeReport(spec *runSpec, s *summary) report {
	r := report{Source: spec.source(), Deals: s.Deals, Tricks: map[string]map[string]trickStats{}}
	for _, strain := range dds.Strains {
		by := map[string]trickStats{}
		for _, seat := range dds.Seats {
			c := s.Tricks[strain][seat]
			by[seat.String()] = trickStats{
				moments: momentsOf(14, func(k int) int64 { return c[k] }, func(k int) float64 { return float64(k) }),
				Counts:  c,
			}
		}
		r.Tricks[string(strain.Letter())] = by
	}
	for score, n := range s.Par {
		r.Par.Counts = append(r.Par.Counts, parCount{score, n})
	}
	slices.SortFunc(r.Par.Counts, func(a, b parCount) int { return a.Score - b.Score })
	pc := r.Par.Counts
	r.Par.moments = momentsOf(len(pc), func(k int) int64 { return pc[k].Deals }, func(k int) float64 { return float64(pc[k].Score) })
	for level, x := range s.SD {
		if x.N == 0 {
			continue
		}
		n := float64(x.N)
		st := sdStats{Level: level, Playouts: x.N, SingleMean: float64(x.SD) / n, DoubleMean: float64(x.DD) / n}
		st.moments = moments{N: x.N, Mean: float64(x.Diff) / n}
		if x.N > 1 {
			variance := (float64(x.Diff2) - float64(x.Diff)*st.Mean) / (n - 1)
			st.SE = math.Sqrt(max(variance, 0) / n)
		}
		r.SingleDummy = append(r.SingleDummy, st)
	}
	return r
}

// source describes where the run's deals come from.
func (s *runSpec) source() string {
	if !s.Generate {
		return fmt.Sprintf("the deals of %s", s.Input)
	}
	text := fmt.Sprintf("random deals, seed %d", s.Seed)
	if s.Condition != "" {
		text += fmt.Sprintf(", condition %q", s.Condition)
	}
	return text
}

// writeJSON writes the report as JSON.
func (r report) writeJSON(w io.Writer) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// writeMarkdown writes the report as Markdown: mean tricks by declarer
// and strain, the distribution of tricks of each strain, the par scores.
func (r report) writeMarkdown(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# Double-dummy summary\n\n%d deals: %s.\n\n", r.Deals, r.Source)
	b.WriteString("## Mean tricks by declarer (± standard error)\n\n| Declarer |")
	for _, strain := range dds.Strains {
		fmt.Fprintf(&b, " %s |", strain.Symbol())
	}
	b.WriteString("\n|---|---:|---:|---:|---:|---:|\n")
	for _, seat := range dds.Seats {
		fmt.Fprintf(&b, "| %s |", seat.Name())
		for _, strain := range dds.Strains {
			t := r.Tricks[string(strain.Letter())][seat.String()]
			fmt.Fprintf(&b, " %.3f ± %.3f |", t.Mean, t.SE)
		}
		b.WriteByte('\n')
	}
	b.WriteString("\n## Tricks by declarer (% of deals)\n")
	for _, strain := range dds.Strains {
		fmt.Fprintf(&b, "\n%s\n\n| Tricks | North | East | South | West |\n|---:|---:|---:|---:|---:|\n", strain.Symbol())
		for k := range 14 {
			fmt.Fprintf(&b, "| %d |", k)
			for _, seat := range dds.Seats {
				fmt.Fprintf(&b, " %s |", percent(r.Tricks[string(strain.Letter())][seat.String()].Counts[k], r.Deals))
			}
			b.WriteByte('\n')
		}
	}
	fmt.Fprintf(&b, "\n## Par score, North-South\n\nMean %.1f ± %.1f (standard error).\n\n| Score | Deals | %% |\n|---:|---:|---:|\n",
		r.Par.Mean, r.Par.SE)
	for _, c := range r.Par.Counts {
		fmt.Fprintf(&b, "| %d | %d | %s |\n", c.Score, c.Deals, percent(c.Deals, r.Deals))
	}
	if len(r.SingleDummy) > 0 {
		b.WriteString("\n## Single dummy minus double dummy, by contract level\n\n" +
			"Each deal's calibration contract (the stronger side's best double-dummy strain and seat, at the level it makes) played out single dummy.\n\n" +
			"| Level | Playouts | Single dummy | Double dummy | SD − DD | ± s.e. |\n|---:|---:|---:|---:|---:|---:|\n")
		for _, x := range r.SingleDummy {
			fmt.Fprintf(&b, "| %d | %d | %.3f | %.3f | %+.3f | %.3f |\n", x.Level, x.Playouts, x.SingleMean, x.DoubleMean, x.Mean, x.SE)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// percent is n of all as a percentage with two decimals.
func percent(n, all int64) string {
	if all == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", 100*float64(n)/float64(all))
}

// format.go: how numbers, weights, results and scores are written in every format.

package reports

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// Display precisions: values to two decimals (2.85 IMPs), percentages of
// the top to one (60.0 %), weights to one (33.3 %).
const (
	valueDecimals   = 2
	percentDecimals = 1
	weightDecimals  = 1
)

// trimmed formats x with at most dec decimals, dropping trailing zeros and
// never writing "-0".
func trimmed(x float64, dec int) string {
	s := strconv.FormatFloat(x, 'f', dec, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		s = "0"
	}
	return s
}

// percentOf writes a fraction of 1 as a weight: "60 %", "33.3 %".
func percentOf(w float64) string { return trimmed(100*w, weightDecimals) + " %" }

// fixedPercent writes a fraction of 1 with one decimal always: "60.0 %".
func fixedPercent(p float64) string {
	s := strconv.FormatFloat(100*p, 'f', percentDecimals, 64)
	if s == "-0.0" {
		s = "0.0"
	}
	return s + " %"
}

// signed writes a value with its sign: "+2.85", "-1", "0".
func signed(x float64) string {
	s := trimmed(x, valueDecimals)
	if s != "0" && !strings.HasPrefix(s, "-") {
		s = "+" + s
	}
	return s
}

// value writes a value in the scoring's unit: unsigned when the form has a
// top (matchpoints), signed otherwise (IMPs, points).
func formatValue(s Scoring, x float64) string {
	if s.Top > 0 {
		return trimmed(x, valueDecimals)
	}
	return signed(x)
}

// describeValue writes a value the way a ruling states it: "7.2 matchpoints of
// 12 (60.0 %)", "+2.85 IMPs".
func describeValue(s Scoring, x float64) string {
	if s.Top > 0 {
		return fmt.Sprintf("%s %s of %s (%s)", formatValue(s, x), s.Unit, trimmed(s.Top, valueDecimals), fixedPercent(x/s.Top))
	}
	return strings.TrimSpace(formatValue(s, x) + " " + s.Unit)
}

// interval writes a 95 % interval in the scoring's unit: "6.9 – 7.5".
func intervalText(s Scoring, i Interval) string {
	return formatValue(s, i.Low) + " – " + formatValue(s, i.High)
}

// percentInterval writes an interval of a probability: "10.1 – 14.2 %".
func percentInterval(i Interval) string {
	return strings.TrimSuffix(fixedPercent(i.Low), " %") + " – " + fixedPercent(i.High)
}

// sidesName is "both sides", or the one side's name.
func sidesName(sides []dds.Side) string {
	if both(sides) {
		return "both sides"
	}
	names := make([]string, len(sides))
	for i, s := range sides {
		names[i] = s.String()
	}
	return strings.Join(names, " and ")
}

// both reports whether sides names NS and EW.
func both(sides []dds.Side) bool {
	var seen [2]bool
	for _, s := range sides {
		seen[s&1] = true
	}
	return seen[0] && seen[1]
}

// heading is the report's title: the case's, or "Ruling" when it has none.
func heading(r *Ruling) string {
	if r.Title == "" {
		return "Ruling"
	}
	return r.Title
}

// weightUsed is the weight the scores were computed from: the rounded one
// when the Director asked for rounding.
func weightUsed(r *Ruling, o Outcome) float64 {
	if r.Method.Round > 0 {
		return o.Rounded
	}
	return o.Weight
}

// exactWeight writes an outcome's exact weight: "33.3 % (1/3)".
func exactWeight(o Outcome) string {
	if o.Exact != "" {
		return percentOf(o.Weight) + " (" + o.Exact + ")"
	}
	return percentOf(o.Weight)
}

// howText says in words how a scenario's tricks were found.
func howText(s Scenario) string {
	switch s.How {
	case Fixed:
		return "fixed by the Director"
	case DoubleDummy:
		return "double dummy on the actual deal"
	case Lead:
		if s.Lead != "" {
			return "double dummy on the actual deal, opening lead: " + s.Lead
		}
		return "double dummy on the actual deal after the best legal lead"
	case Simulate:
		h := fmt.Sprintf("declarer's view, %d simulated deals solved double dummy", s.Samples)
		if s.Lead != "" {
			h += ", opening lead: " + s.Lead
		}
		return h
	case Leads:
		return fmt.Sprintf("opening leader's view, %d simulated deals", s.Samples)
	case SingleDummy:
		return fmt.Sprintf("single dummy, %d playouts by players who cannot see each other's cards", s.Samples)
	}
	return string(s.How)
}

// capitalFirst is s with its first letter in upper case.
func capitalFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// methodLines is the method as sentences, shared by the text and Markdown
// encoders.
func methodLines(r *Ruling) []string {
	var lines []string
	if r.Simulated() {
		s := fmt.Sprintf("Samples: %d per simulated scenario", r.Method.Samples)
		if r.Method.Precision > 0 {
			s += fmt.Sprintf(", or fewer once every 95 %% interval's half-width was below %s", trimmed(r.Method.Precision, 4))
		}
		lines = append(lines, s+".", fmt.Sprintf("Seed: %d (run again with --seed %d for the same figures).", r.Method.Seed, r.Method.Seed))
	}
	if r.Method.Solver != "" {
		lines = append(lines, "Double-dummy solver: "+r.Method.Solver+".")
	}
	if r.Method.Round > 0 {
		lines = append(lines, fmt.Sprintf("Weights rounded to multiples of %d %% (largest remainder); the scores use the rounded weights.", r.Method.Round))
	} else {
		lines = append(lines, "The scores use the exact weights.")
	}
	lines = append(lines, "Each outcome is valued under the form of scoring first, then the values are weighted.")
	if r.Method.Version != "" {
		lines = append(lines, "ruling "+r.Method.Version+".")
	}
	return lines
}

// cleanText is user text made safe for a terminal or a Markdown file:
// line breaks and tabs become spaces, and control characters (C0, DEL,
// C1) and the Unicode bidirectional controls, which could rewrite what a
// reader sees, are dropped.
func cleanText(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\r' || r == '\t':
			return ' '
		case r < 0x20 || r >= 0x7f && r < 0xa0:
			return -1
		case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c:
			return -1
		}
		return r
	}, s)
}

// cleaned is a copy of r with every text a user wrote cleaned
// (cleanText), for the text and Markdown reports.
func cleaned(r *Ruling) *Ruling {
	c := *r
	c.Title = cleanText(r.Title)
	c.Wording = cleanText(r.Wording)
	c.Notes = cleanAll(r.Notes)
	c.Scoring.Options = cleanAll(r.Scoring.Options)
	c.Scenarios = make([]Scenario, len(r.Scenarios))
	for i, s := range r.Scenarios {
		s.Name, s.Description, s.Condition = cleanText(s.Name), cleanText(s.Description), cleanText(s.Condition)
		s.Lead, s.Weight = cleanText(s.Lead), cleanText(s.Weight)
		c.Scenarios[i] = s
	}
	if r.SeriousError != nil {
		e := *r.SeriousError
		e.Error = cleanText(e.Error)
		c.SeriousError = &e
	}
	return &c
}

func cleanAll(list []string) []string {
	if list == nil {
		return nil
	}
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = cleanText(s)
	}
	return out
}

// format.go: how numbers, weights, results and scores are written in every format.

package reports

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// Display precisions: values to two decimals (2.85 IMPs), percentages of
// the top to one (60.0 %), weights to one (33.3 %); a scorer's table
// (ruling score, a board scored in groups) writes its percentages of the
// top to two (96.30), as scoring programs print them; a played card's
// chance of making (ruling play) to none (63 %).
const (
	valueDecimals        = weighting.ValueDecimals
	percentDecimals      = 1
	weightDecimals       = 1
	tablePercentDecimals = 2
	makesDecimals        = 0
)

// rounded is weighting.Rounded: half away from zero, as a Director
// rounds by hand (56.25 → 56.3), the one rounding of every figure a
// report writes, in text or as a JSON number, and of the score export.
func rounded(x float64, dec int) float64 { return weighting.Rounded(x, dec) }

// trimmed is weighting.Trimmed: at most dec decimals, trailing zeros
// dropped, never "-0".
func trimmed(x float64, dec int) string { return weighting.Trimmed(x, dec) }

// fixed formats x with dec decimals always (rounded: half away from
// zero), never writing "-0.0".
func fixed(x float64, dec int) string {
	r := rounded(x, dec)
	if r == 0 {
		r = 0 // not -0
	}
	return strconv.FormatFloat(r, 'f', dec, 64)
}

// fixedSigned is fixed with the sign always: "+0.50", "-1.25", "+0.00".
func fixedSigned(x float64, dec int) string {
	s := fixed(x, dec)
	if !strings.HasPrefix(s, "-") {
		s = "+" + s
	}
	return s
}

// fixedPercent writes a fraction of 1 with one decimal always: "60.0 %".
func fixedPercent(p float64) string {
	return fixed(100*p, percentDecimals) + " %"
}

// tablePercent writes a percentage of the top in a scorer's table, two
// decimals always and no sign: "96.30".
func tablePercent(pct float64) string {
	return fixed(pct, tablePercentDecimals)
}

// signed writes a value with its sign: "+2.85", "-1", "0".
func signed(x float64) string {
	s := trimmed(x, valueDecimals)
	if s != "0" && !strings.HasPrefix(s, "-") {
		s = "+" + s
	}
	return s
}

// formatValue writes a value in the scoring's unit: unsigned when the
// form has a top (matchpoints), signed otherwise (IMPs, points).
func formatValue(s engine.ScoringInfo, x float64) string {
	if hasTop(s) || s.Name() == "bam" {
		return trimmed(x, valueDecimals)
	}
	return signed(x)
}

// interval writes a 95 % interval in the scoring's unit: "6.9 – 7.5".
func intervalText(s engine.ScoringInfo, i engine.Interval) string {
	return formatValue(s, i.Low) + " – " + formatValue(s, i.High)
}

// percentInterval writes an interval of a probability: "10.1 – 14.2 %".
func percentInterval(i engine.Interval) string {
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
func heading(r *engine.Ruling) string {
	if r.Title == "" {
		return "Ruling"
	}
	return r.Title
}

// scoresHeading is the heading of the scores' table: "Weighted scores",
// or "Scores" for an artificial score.
func scoresHeading(r *engine.Ruling) string {
	if r.Artificial != nil {
		return "Scores"
	}
	return "Weighted scores"
}

// exactWeight writes an outcome's exact weight: "60 %", "33.3 % (1/3)"
// when a percentage with two decimals would round it.
func exactWeight(w *big.Rat) string {
	if f := exactFraction(w); f != "" {
		return WeightText(w) + " (" + f + ")"
	}
	return WeightText(w)
}

// howText says in words how a scenario's tricks were found.
func howText(s engine.ScenarioReport, sc engine.ScoringInfo) string {
	switch s.How {
	case engine.Fixed:
		return "fixed by the Director"
	case engine.DoubleDummy:
		return "double dummy on the actual deal"
	case engine.Lead:
		h := "double dummy on the actual deal after the best legal lead"
		if l := LeadText(s.Lead); l != "" {
			h = "double dummy on the actual deal, opening lead: " + l
		}
		if len(s.Leads) > 0 {
			h += "; score vs best in " + LeadUnitText(sc.Name())
		}
		return h
	case engine.Simulate:
		h := fmt.Sprintf("declarer's view, %d simulated deals solved double dummy", s.Samples)
		if l := LeadText(s.Lead); l != "" {
			h += ", opening lead: " + l
		}
		return h
	case engine.Leads:
		return fmt.Sprintf("opening leader's view, %d simulated deals; score vs best in %s", s.Samples, LeadUnitText(sc.Name()))
	case engine.SingleDummy:
		return fmt.Sprintf("single dummy, %d playouts by players who cannot see each other's cards", s.Samples)
	case engine.BeforeRevoke:
		if rv := s.Revoke; rv != nil {
			return fmt.Sprintf("double dummy from the play at the table just before %s's %s at trick %d (%s led), %s following suit (Law 64C)", rv.Player.Name(), rv.Card.Pretty(), rv.Trick, rv.Led.Name(), rv.Player.Name())
		}
		return "double dummy from the play at the table just before the revoke, the revoker following suit (Law 64C)"
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
func methodLines(r *engine.Ruling) []string {
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
	switch {
	case r.Artificial != nil:
	case r.Method.Round > 0:
		how := "largest remainder"
		if r.Method.Favour {
			how = "the spare units to the outcomes better for the non-offending side, Law 12C1(c)'s benefit of the doubt"
		}
		lines = append(lines, fmt.Sprintf("Weights rounded to multiples of %d %% (%s); the scores use the rounded weights.", r.Method.Round, how))
		lines = append(lines, foldLines(r)...)
	default:
		lines = append(lines, "The scores use the exact weights.")
	}
	if r.Artificial == nil {
		lines = append(lines, "Each outcome is valued under the form of scoring first, then the values are weighted.")
	}
	if r.Method.Version != "" {
		lines = append(lines, "ruling "+r.Method.Version+".")
	}
	return lines
}

// foldLines name every outcome rounding folded into a neighbour: "4♠-2 by
// N (2 %) counted with 4♠-1 by N." (per side for a split score).
func foldLines(r *engine.Ruling) []string {
	var out []string
	for _, a := range r.Adjustments {
		whose := ""
		if !both(a.Sides) {
			whose = sidesName(a.Sides) + ": "
		}
		for _, o := range a.Outcomes {
			if o.CountedWith != nil {
				out = append(out, fmt.Sprintf("%s%s (%s) counted with %s.", whose, ResultText(o.Result), exactWeight(o.Weight), ResultText(*o.CountedWith)))
			}
		}
	}
	return out
}

// rows.go: the tables every format shows, as rows of cells, so text, Markdown and HTML agree.

package reports

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// grid is a table: a header, an alignment letter per column ('l' or 'r') and rows.
type grid struct {
	Header []string
	Align  string
	Rows   [][]string
}

// facts are the board's particulars as label/value pairs.
func facts(r *Ruling) [][2]string {
	var out [][2]string
	if r.Board > 0 {
		out = append(out, [2]string{"Board", strconv.Itoa(r.Board)})
	}
	out = append(out,
		[2]string{"Dealer", r.Dealer.Name()},
		[2]string{"Vulnerable", r.Vulnerability.String()})
	sc := r.Scoring.Name
	if r.Scoring.Top > 0 {
		sc += fmt.Sprintf(" (top %s)", trimmed(r.Scoring.Top, valueDecimals))
	}
	out = append(out, [2]string{"Scoring", sc})
	for _, o := range r.Scoring.Options {
		out = append(out, [2]string{"", o})
	}
	out = append(out,
		[2]string{"Table result", r.TableResult.Describe() + ", NS " + r.TableResult.NS()},
		[2]string{"Non-offending side", r.NonOffending.String()})
	return out
}

// trickGrid is a scenario's trick distribution.
func trickGrid(s Scenario) grid {
	g := grid{Header: []string{"tricks", "result", "probability"}, Align: "rlr"}
	sampled := s.Samples > 0
	if sampled {
		g.Header = append(g.Header, "count", "95 % interval")
		g.Align += "rr"
	}
	for _, t := range s.Tricks {
		res := Result{Contract: s.Contract, Declarer: s.Declarer, Level: s.Level, Tricks: t.Tricks}
		row := []string{strconv.Itoa(t.Tricks), res.Contract + res.Code(), fixedPercent(t.P)}
		if sampled {
			ci := ""
			if !t.CI.IsZero() {
				ci = percentInterval(t.CI)
			}
			row = append(row, strconv.Itoa(t.Count), ci)
		}
		g.Rows = append(g.Rows, row)
	}
	return g
}

// leadGrid is a scenario's lead table.
func leadGrid(s Scenario, sc Scoring) grid {
	sampled := s.Samples > 0
	g := grid{Header: []string{"lead", "defence tricks", "beats it", "score vs best"}, Align: "lrrr"}
	if sampled {
		g.Header = []string{"lead", "defence tricks", "95 % interval", "beats it", "95 % interval", "score vs best", "95 % interval"}
		g.Align = "lrrrrrr"
	}
	for _, l := range s.Leads {
		lead := l.Lead
		if l.Chosen {
			lead += " (used)"
		}
		if sampled {
			g.Rows = append(g.Rows, []string{lead,
				trimmed(l.Defence, valueDecimals), intervalOr(l.DefenceCI, func(i Interval) string {
					return trimmed(i.Low, valueDecimals) + " – " + trimmed(i.High, valueDecimals)
				}),
				fixedPercent(l.Beat), intervalOr(l.BeatCI, percentInterval),
				signed(l.Score), intervalOr(l.ScoreCI, func(i Interval) string { return signed(i.Low) + " – " + signed(i.High) })})
		} else {
			g.Rows = append(g.Rows, []string{lead, trimmed(l.Defence, valueDecimals), fixedPercent(l.Beat), signed(l.Score)})
		}
	}
	return g
}

func intervalOr(i Interval, f func(Interval) string) string {
	if i.IsZero() {
		return ""
	}
	return f(i)
}

// outcomeGrid is an adjustment's outcomes: result, score, weights and the
// value to each side it is for.
func outcomeGrid(r *Ruling, a Adjustment) grid {
	g := grid{Header: []string{"result", "NS score", "weight"}, Align: "lrr"}
	if r.Method.Round > 0 {
		g.Header = append(g.Header, "rounded")
		g.Align += "r"
	}
	sides := adjustmentSides(a)
	for _, s := range sides {
		g.Header = append(g.Header, s.String()+" "+r.Scoring.Unit)
		g.Align += "r"
	}
	for _, o := range a.Outcomes {
		row := []string{o.Short(), o.NS(), exactWeight(o)}
		if r.Method.Round > 0 {
			row = append(row, percentOf(o.Rounded))
		}
		for _, s := range sides {
			row = append(row, formatValue(r.Scoring, o.Value[s]))
		}
		g.Rows = append(g.Rows, row)
	}
	return g
}

// adjustmentSides is the adjustment's sides in NS, EW order.
func adjustmentSides(a Adjustment) []dds.Side {
	var out []dds.Side
	for _, s := range []dds.Side{dds.NS, dds.EW} {
		for _, t := range a.Sides {
			if t == s {
				out = append(out, s)
				break
			}
		}
	}
	return out
}

// scoreGrid is each side's weighted score.
func scoreGrid(r *Ruling) grid {
	sampled := false
	for _, s := range append(r.Scores, r.Adjusted...) {
		sampled = sampled || !s.CI.IsZero()
	}
	if r.Damage == "" {
		// A ruling made without the damage check: the scores alone.
		g := grid{Header: []string{"side", "score"}, Align: "ll"}
		if sampled {
			g.Header = append(g.Header, "95 % interval")
			g.Align += "l"
		}
		for _, s := range r.Scores {
			row := []string{s.Side.String(), describeValue(r.Scoring, s.Value)}
			if sampled {
				row = append(row, intervalOr(s.CI, func(i Interval) string { return intervalText(r.Scoring, i) }))
			}
			g.Rows = append(g.Rows, row)
		}
		return g
	}
	g := grid{Header: []string{"side", "table result", "adjusted score"}, Align: "lrr"}
	if sampled {
		g.Header = append(g.Header, "95 % interval")
		g.Align += "l"
	}
	g.Header = append(g.Header, "awarded")
	g.Align += "l"
	for _, s := range r.Scores {
		adj, _ := adjustedScore(r, s.Side)
		row := []string{s.Side.String(), formatValue(r.Scoring, r.TableValue[s.Side]), formatValue(r.Scoring, adj.Value)}
		if sampled {
			row = append(row, intervalOr(adj.CI, func(i Interval) string { return intervalText(r.Scoring, i) }))
		}
		g.Rows = append(g.Rows, append(row, describeValue(r.Scoring, s.Value)))
	}
	return g
}

// adjustedScore is side's weighted adjusted score.
func adjustedScore(r *Ruling, side dds.Side) (SideScore, bool) {
	for _, s := range r.Adjusted {
		if s.Side == side {
			return s, true
		}
	}
	return SideScore{}, false
}

// damageLine is the Law 12B1 verdict in plain words; "" when the ruling
// has none.
func damageLine(r *Ruling) string {
	nos := r.NonOffending
	adj, _ := adjustedScore(r, nos)
	switch r.Damage {
	case NoDamage:
		return fmt.Sprintf("Result stands (Law 12B1): no damage. The adjusted score (%s %s) is not better for the non-offending side than the table result (%s %s), so the table result stands for both sides.",
			nos, formatValue(r.Scoring, adj.Value), nos, formatValue(r.Scoring, r.TableValue[nos]))
	case Damaged:
		return fmt.Sprintf("Damage (Law 12B1): the adjusted score (%s %s) is better for the non-offending side than the table result (%s %s).",
			nos, formatValue(r.Scoring, adj.Value), nos, formatValue(r.Scoring, r.TableValue[nos]))
	}
	return ""
}

// seriousLines describes a Law 12C1(e) award.
func seriousLines(r *Ruling) []string {
	e := r.SeriousError
	if e == nil {
		return nil
	}
	sc := r.Scoring
	lines := []string{}
	if e.Error != "" {
		lines = append(lines, "Serious error by "+e.Side.String()+": "+e.Error)
	}
	lines = append(lines,
		"A (table result): "+formatValue(sc, e.A),
		"B (adjusted result): "+formatValue(sc, e.B),
		"C (without the serious error"+optional(e.CResult)+"): "+formatValue(sc, e.C),
		capitalFirst(e.Case)+".")
	if r.Damage == NoDamage {
		lines = append(lines, "No damage: the table result stands for both sides.")
	} else {
		lines = append(lines, e.Side.String()+" receive "+describeValue(sc, e.Awarded)+"; the offenders receive their adjusted score.")
	}
	return lines
}

func optional(s string) string {
	if s == "" {
		return ""
	}
	return ", " + s
}

// scenarioHeading is "1. Name — 4♠ by North, weight 60 %".
func scenarioHeading(i int, s Scenario) string {
	h := fmt.Sprintf("%d. %s", i+1, s.Name)
	if s.Level > 0 {
		h += " — " + s.Contract + " by " + s.Declarer.Name()
	} else if s.Contract != "" {
		h += " — " + s.Contract
	}
	if s.Weight != "" {
		h += ", weight " + s.Weight
	}
	return h
}

// Class is the CSS class of column i in HTML: "num" for right-aligned columns.
func (g grid) Class(i int) string {
	if i < len(g.Align) && g.Align[i] == 'r' {
		return "num"
	}
	return "text"
}

// datumLines list the Butler datums the values used, each with what
// entered it and what trimming dropped.
func datumLines(r *Ruling) []string {
	var lines []string
	for _, d := range r.Datums {
		lines = append(lines, datumLine(d))
	}
	return lines
}

// signedInt writes a score with its sign: "+620", "-100", "0".
func signedInt(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// datumLine is one Butler datum in words.
func datumLine(d Datum) string {
	var in, out []string
	for _, e := range d.Entries {
		in = append(in, e.String())
	}
	for _, e := range d.DroppedEntries {
		out = append(out, e.String())
	}
	l := fmt.Sprintf("Datum for %s: %s, the mean of %s", d.Of, signedInt(d.Value), strings.Join(in, ", "))
	if len(out) > 0 {
		l += " less " + strings.Join(out, ", ") + " (dropped by trimming)"
	}
	return l + ", rounded to the nearest 10."
}

// rows.go: the tables every format shows, as rows of cells, so text, Markdown and HTML agree.

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

// grid is a table: a header, an alignment letter per column ('l' or 'r') and rows.
type grid struct {
	Header []string
	Align  string
	Rows   [][]string
}

// facts are the board's particulars as label/value pairs.
func facts(r *engine.Ruling) [][2]string {
	var out [][2]string
	if r.Board > 0 {
		out = append(out, [2]string{"Board", strconv.Itoa(r.Board)})
	}
	out = append(out,
		[2]string{"Dealer", r.Dealer.Name()},
		[2]string{"Vulnerable", r.Vulnerability.String()})
	sc := scoringTitle(r.Scoring.Name())
	if r.Scoring.Top > 0 {
		sc += fmt.Sprintf(" (top %s)", trimmed(r.Scoring.Top, valueDecimals))
	}
	out = append(out, [2]string{"Scoring", sc})
	for _, o := range scoringOptions(r.Scoring) {
		out = append(out, [2]string{"", o})
	}
	out = append(out,
		[2]string{"Table result", tableResultText(r)},
		[2]string{"Non-offending side", r.NonOffending.String()})
	return out
}

// scoringOptions are the form of scoring's options and what the board is
// scored against, as the facts list them: "other room: 4♠= by N",
// "field: …", "units: EBU", "datum drops 10 % at each end".
func scoringOptions(s engine.ScoringInfo) []string {
	var opts []string
	if s.Vs != nil {
		opts = append(opts, "other room: "+AwardText(*s.Vs))
	}
	if len(s.Field) > 0 {
		field, sep := make([]string, len(s.Field)), ", "
		for i, f := range s.Field {
			if f.Artificial == nil && len(f.NS) == 1 && !f.IsSplit() && f.NS[0].Result.Kind == weighting.Points {
				field[i] = signedInt(f.NS[0].Result.NS) // a bare score: the list says whose
				continue
			}
			field[i] = AwardText(f)
			if f.IsWeighted() || f.Artificial != nil {
				sep = "; "
			}
		}
		opts = append(opts, "field: "+strings.Join(field, sep))
	}
	switch f := s.Form.(type) {
	case weighting.MatchpointScoring:
		opts = append(opts, "units: "+strings.ToUpper(f.Units.String()))
		if f.SmallGroups {
			opts = append(opts, "ACBL small groups")
		}
	case weighting.CrossIMPScoring:
		if f.DivideByN {
			opts = append(opts, "divided by n")
		}
	case weighting.ButlerScoring:
		if f.Trim != nil && f.Trim.Sign() > 0 {
			opts = append(opts, "datum drops "+WeightText(f.Trim)+" at each end")
		}
		if f.Datum != weighting.DatumExclude {
			opts = append(opts, "weighted table in the datum ("+f.Datum.String()+")")
		}
	}
	if s.Expected > 0 {
		opts = append(opts, fmt.Sprintf("%d results expected", s.Expected))
	}
	if s.Knockout {
		opts = append(opts, "knockout: split scores averaged")
	}
	return opts
}

// scenarioWeight is a scenario's weight: "60 %", "33.3 % (1/3)", "NS 60
// %, EW 70 %" for a split one; "" for evidence only.
func scenarioWeight(s engine.ScenarioReport) string {
	ns, ew := s.Weight[dds.NS].Value, s.Weight[dds.EW].Value
	switch {
	case ns == nil:
		return ""
	case ew != nil && ns.Cmp(ew) != 0:
		return "NS " + exactWeight(ns) + ", EW " + exactWeight(ew)
	}
	return exactWeight(ns)
}

// trickGrid is a scenario's trick distribution.
func trickGrid(s engine.ScenarioReport) grid {
	g := grid{Header: []string{"tricks", "result", "probability"}, Align: "rlr"}
	sampled := s.Samples > 0
	if sampled {
		g.Header = append(g.Header, "count", "95 % interval")
		g.Align += "rr"
	}
	for _, t := range s.Tricks {
		row := []string{strconv.Itoa(t.Tricks), tricksResult(s.Contract, t.Tricks), fixedPercent(t.P)}
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
func leadGrid(s engine.ScenarioReport, sc engine.ScoringInfo) grid {
	sampled := s.Samples > 0
	g := grid{Header: []string{"lead", "defence tricks", "beats it", "score vs best"}, Align: "lrrr"}
	if sampled {
		g.Header = []string{"lead", "defence tricks", "95 % interval", "beats it", "95 % interval", "score vs best", "95 % interval"}
		g.Align = "lrrrrrr"
	}
	for _, l := range s.Leads {
		lead := LeadCardText(l.Card, l.Run)
		if l.Chosen {
			lead += " (used)"
		}
		if sampled {
			g.Rows = append(g.Rows, []string{lead,
				trimmed(l.Defence, valueDecimals), intervalOr(l.DefenceCI, func(i engine.Interval) string {
					return trimmed(i.Low, valueDecimals) + " – " + trimmed(i.High, valueDecimals)
				}),
				fixedPercent(l.Beat), intervalOr(l.BeatCI, percentInterval),
				signed(l.Score), intervalOr(l.ScoreCI, func(i engine.Interval) string { return signed(i.Low) + " – " + signed(i.High) })})
		} else {
			g.Rows = append(g.Rows, []string{lead, trimmed(l.Defence, valueDecimals), fixedPercent(l.Beat), signed(l.Score)})
		}
	}
	return g
}

func intervalOr(i engine.Interval, f func(engine.Interval) string) string {
	if i.IsZero() {
		return ""
	}
	return f(i)
}

// outcomeGrid is an adjustment's outcomes: result, score, weights and the
// value to each side it is for.
func outcomeGrid(r *engine.Ruling, a engine.Adjustment) grid {
	g := grid{Header: []string{"result", "NS score", "weight"}, Align: "lrr"}
	if r.Method.Round > 0 {
		g.Header = append(g.Header, "rounded")
		g.Align += "r"
	}
	sides := adjustmentSides(a)
	for _, s := range sides {
		g.Header = append(g.Header, s.String()+" "+unitPlural(r.Scoring.Name()))
		g.Align += "r"
	}
	for _, o := range a.Outcomes {
		row := []string{ResultText(o.Result), signedInt(o.NSScore), exactWeight(o.Weight)}
		if r.Method.Round > 0 {
			row = append(row, WeightText(o.Rounded))
		}
		for _, s := range sides {
			row = append(row, formatValue(r.Scoring, o.Value[s]))
		}
		g.Rows = append(g.Rows, row)
	}
	return g
}

// adjustmentSides is the adjustment's sides in NS, EW order.
func adjustmentSides(a engine.Adjustment) []dds.Side {
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
func scoreGrid(r *engine.Ruling) grid {
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
			row := []string{s.Side.String(), ValueText(r.Scoring, s.Value)}
			if sampled {
				row = append(row, intervalOr(s.CI, func(i engine.Interval) string { return intervalText(r.Scoring, i) }))
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
			row = append(row, intervalOr(adj.CI, func(i engine.Interval) string { return intervalText(r.Scoring, i) }))
		}
		g.Rows = append(g.Rows, append(row, ValueText(r.Scoring, s.Value)))
	}
	return g
}

// adjustedScore is side's weighted adjusted score.
func adjustedScore(r *engine.Ruling, side dds.Side) (engine.SideScore, bool) {
	for _, s := range r.Adjusted {
		if s.Side == side {
			return s, true
		}
	}
	return engine.SideScore{}, false
}

// damageLine is the Law 12B1 verdict in plain words; "" when the ruling
// has none.
func damageLine(r *engine.Ruling) string {
	nos := r.NonOffending
	adj, _ := adjustedScore(r, nos)
	switch r.Damage {
	case engine.NoDamage:
		return fmt.Sprintf("Result stands (Law 12B1): no damage. The adjusted score (%s %s) is not better for the non-offending side than the table result (%s %s), so the table result stands for both sides.",
			nos, formatValue(r.Scoring, adj.Value), nos, formatValue(r.Scoring, r.TableValue[nos]))
	case engine.Damaged:
		return fmt.Sprintf("Damage (Law 12B1): the adjusted score (%s %s) is better for the non-offending side than the table result (%s %s).",
			nos, formatValue(r.Scoring, adj.Value), nos, formatValue(r.Scoring, r.TableValue[nos]))
	}
	return ""
}

// seriousLines describes a Law 12C1(e) award.
func seriousLines(r *engine.Ruling) []string {
	e := r.SeriousError
	if e == nil {
		return nil
	}
	sc := r.Scoring
	nos, os := e.Side, e.Side.Other()
	lines := []string{}
	if e.Error != "" {
		lines = append(lines, "Serious error by "+nos.String()+": "+e.Error)
	}
	against := "the same other tables"
	for _, d := range r.Datums {
		if d.Of == engine.DatumOfSerious {
			against = "one Butler datum, " + signedInt(d.Value) + ", the board's with the adjusted score in it"
		}
	}
	lines = append(lines,
		"A, B and C are "+nos.String()+"'s values, each against "+against+":",
		"A (the table result, "+ResultText(r.TableResult.Result)+"): "+formatValue(sc, e.A),
		"B (the adjusted score, "+WeightedText(awarded(r, nos))+"): "+formatValue(sc, e.B),
		"C (without the serious error, "+WeightedText(e.Without)+"): "+formatValue(sc, e.C),
		capitalFirst(e.Case.String())+".")
	if r.Damage == engine.NoDamage {
		lines = append(lines, "No damage: the table result stands for both sides.")
		return lines
	}
	lines = append(lines, nos.String()+" receive "+ValueText(sc, e.Awarded)+".")
	if os, ok := r.Score(os); ok {
		lines = append(lines, offendersSentence(r, os))
	}
	return lines
}

// offendersSentence says in one sentence which score the offenders
// receive after the non-offenders' serious error, and why.
func offendersSentence(r *engine.Ruling, s engine.SideScore) string {
	v := ValueText(r.Scoring, s.Value)
	if r.SeriousError.Offenders == weighting.OffendersWithout {
		return fmt.Sprintf("%s, the offenders, receive the score of the result without the serious error (C), %s: "+
			"the Regulating Authority reads Law 12C1(e)(i) so (case file: offenders = \"without\").", s.Side, v)
	}
	return fmt.Sprintf("%s, the offenders, receive their adjusted score, %s: Law 12C1(e)(i) allots them "+
		"\"the score it would have been allotted as the consequence of rectifying its infraction\" (the 2017 text; offenders = \"without\" gives C instead where the Regulating Authority reads it so).", s.Side, v)
}

func optional(s string) string {
	if s == "" {
		return ""
	}
	return ", " + s
}

// scenarioHeading is "1. Name — 4♠ by N, weight 60 %"; a scenario of the
// Law 12C1(e) result without the serious error says so.
func scenarioHeading(i int, s engine.ScenarioReport) string {
	h := fmt.Sprintf("%d. %s — %s", i+1, s.Name, ContractText(s.Contract))
	if w := scenarioWeight(s); w != "" {
		h += ", weight " + w
	}
	if s.Without {
		h += " (C: without the serious error)"
	}
	return h
}

// tricksResult is contract c with declarer taking tricks: "4♠+1".
func tricksResult(c dds.Contract, tricks int) string {
	r, err := weighting.MakeResult(c, tricks)
	if err != nil {
		return "?"
	}
	return ResultCode(r)
}

// tricksResultBy is declarer's tricks in contract c as a result with its
// declarer (ResultText): "4♠+1 by N"; "?" when c cannot take that many.
func tricksResultBy(c dds.Contract, tricks int) string {
	r, err := weighting.MakeResult(c, tricks)
	if err != nil {
		return "?"
	}
	return ResultText(r)
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
func datumLines(r *engine.Ruling) []string {
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

// datumOf names what a datum was the datum for.
var datumOf = map[engine.DatumOf]string{
	engine.DatumOfTable:    "the table result (A)",
	engine.DatumOfAdjusted: "the adjusted score (B)",
	engine.DatumOfWithout:  "the result without the serious error (C)",
	engine.DatumOfRuling:   "this table's ruling",
	engine.DatumOfSerious:  "the table result, the adjusted score and the result without the serious error (A, B and C: the board with the adjusted score in it)",
}

// datumEntryText is an entry of a Butler datum: "+620", "+620 × 2/5".
func datumEntryText(e weighting.DatumEntry) string {
	s := weighting.FormatRat(e.Score, 2)
	if e.Score.Sign() > 0 {
		s = "+" + s
	}
	if e.Weight.Cmp(big.NewRat(1, 1)) != 0 {
		s += " × " + e.Weight.RatString()
	}
	return s
}

// datumEntries are a datum's entries as text.
func datumEntries(es []weighting.DatumEntry) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = datumEntryText(e)
	}
	return out
}

// datumLine is one Butler datum in words.
func datumLine(d engine.Datum) string {
	in, out := datumEntries(d.Entries), datumEntries(d.Dropped)
	l := fmt.Sprintf("Datum for %s: %s, the mean of %s", datumOf[d.Of], signedInt(d.Value), strings.Join(in, ", "))
	if len(out) > 0 {
		l += " less " + strings.Join(out, ", ") + " (dropped by trimming)"
	}
	return l + ", rounded to the nearest 10."
}

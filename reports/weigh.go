// weigh.go: the report of ruling weigh — a ruling at one table valued outcome by outcome, as text or JSON (schema ruling-weigh/2).

package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"strings"
	"unicode/utf8"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// EncodeWeighing writes a weighed ruling (ruling weigh) as text or json.
func EncodeWeighing(w io.Writer, format string, x *engine.Weighing) error {
	return encodeAs(w, format, "a weighed ruling",
		func(b *bytes.Buffer) error { writeWeighText(b, x); return nil },
		func(b *bytes.Buffer) error { return writeWeighJSON(b, x) })
}

// encodeAs writes a report made by text or json, by format name.
func encodeAs(w io.Writer, format, what string, text, json func(*bytes.Buffer) error) error {
	return writers{text: text, json: json}.encode(w, format, what)
}

// weighScoring is the board's form of scoring as the report's values
// need it: its name, unit and top.
func weighScoring(x *engine.Weighing) engine.ScoringInfo {
	si := engine.ScoringInfo{Form: x.Board.Scoring}
	if t := x.Value.Top; t != nil {
		si.Top, _ = t.Float64()
	}
	return si
}

// weighValue prints a value: signed for IMPs and points, plain for
// matchpoints and boards.
func weighValue(s weighting.Scoring, v *big.Rat) string {
	t := weighting.FormatRat(v, 2)
	switch s.Name() {
	case "matchpoints", "bam":
		return t
	}
	if v.Sign() > 0 {
		return "+" + t
	}
	return t
}

// weighValueOf is side's value of a weighed ruling: its weighted or
// artificial value, Law 12C2(c) applied.
func weighValueOf(x *engine.Weighing, s dds.Side) *big.Rat {
	if a := x.Artificial; a != nil {
		return a.Sides[s].Value
	}
	return x.Value.Side(s).Value
}

// WeighWarnings are the weighed ruling's warnings in words: how the entry
// was read, then the safeguards it tripped.
func WeighWarnings(x *engine.Weighing) []string {
	out := append([]string{}, x.Read...)
	for _, w := range x.Warnings {
		out = append(out, WarningText(weighScoring(x), w))
	}
	return out
}

func writeWeighText(out *bytes.Buffer, x *engine.Weighing) {
	x = cleanCopy(x)
	sc := x.Board.Scoring
	table, others, tv := x.Table, x.Board.Others(), x.Value
	si := weighScoring(x)
	fmt.Fprintf(out, "Ruling: %s\n", AwardText(table))
	desc := scoringTitle(sc.Name())
	switch sc.Name() {
	case "matchpoints":
		units := weighting.EBU
		if m, ok := sc.(weighting.MatchpointScoring); ok {
			units = m.Units
		}
		desc += fmt.Sprintf(" (%s units), top %s", strings.ToUpper(units.String()), weighting.FormatRat(tv.Top, 2))
	case "imps", "bam":
		desc += fmt.Sprintf(" against the other table (%s)", AwardText(others[0]))
	}
	if n := len(others); n > 0 && sc.Name() != "imps" && sc.Name() != "bam" {
		desc += fmt.Sprintf("; %d other %s", n, plural(n, "table", "tables"))
	}
	fmt.Fprintf(out, "Scoring: %s; vulnerability %s\n", desc, x.Board.Vulnerability)
	if x.NonOffending != nil {
		fmt.Fprintf(out, "Non-offending side: %s\n", *x.NonOffending)
	}
	if table.Artificial == nil {
		if table.IsSplit() {
			for _, s := range []dds.Side{dds.NS, dds.EW} {
				fmt.Fprintf(out, "\n%s outcomes:\n", weighSideName(s))
				writeWeighOutcomes(out, sc, tv.Side(s).Outcomes, nil, s)
			}
		} else {
			fmt.Fprintln(out)
			writeWeighOutcomes(out, sc, tv.NS.Outcomes, tv.EW.Outcomes, dds.NS)
		}
	}
	fmt.Fprintln(out)
	for _, s := range []dds.Side{dds.NS, dds.EW} {
		sv := tv.Side(s)
		f, _ := weighValueOf(x, s).Float64()
		line := fmt.Sprintf("%-12s %s", weighSideName(s)+":", ScoreText(si, s, f))
		if sv.Artificial != 0 {
			line += "  [" + averageName(sv.Artificial)
			if a := x.Artificial; a != nil && a.Sides[s].Capped {
				p, _ := a.Sides[s].Percent.Float64()
				line += ", replaced by the session percentage " + trimmed(p, 2) + " % (Law 12C2(c))"
			}
			line += "]"
		}
		fmt.Fprintln(out, line)
	}
	if own := x.KnockoutOwn; own != nil {
		fmt.Fprintf(out, "Law 12C4 (knockout): NS's weights give %s, EW's give %s; both sides receive the average.\n",
			ScoreText(si, dds.NS, own[dds.NS]), ScoreText(si, dds.EW, own[dds.EW]))
	}
	if a := x.Assigned1997; a != nil {
		nos := *x.NonOffending
		fmt.Fprintf(out, "1997 Law 12C2 (likely: at least %s; at all probable: at least %s):\n", a.Likely.RatString(), a.Probable.RatString())
		for _, s := range []dds.Side{nos, nos.Other()} {
			f, _ := a.Values[s].Float64()
			what := "the most favourable result that was likely"
			if s != nos {
				what = "the most unfavourable result that was at all probable"
			}
			fmt.Fprintf(out, "  %-12s %s, %s: %s\n", weighSideName(s)+":", ResultText(a.Results[s]), what, ScoreText(si, s, f))
		}
	}
	for _, n := range tv.Notes {
		fmt.Fprintf(out, "Note: %s\n", n)
	}
	if d := x.Datum; d != nil {
		fmt.Fprintf(out, "%s\n", datumLine(*d))
	}
	if v := x.Scorer; v != nil {
		fmt.Fprintf(out, "\nFor the scorer: at %s this ruling changes every other table's value; the others' values with it (numbered from 2 in the order --field gives them):\n", scoringTitle(sc.Name()))
		var b strings.Builder
		g := scorerGridOf(si, v)
		textTable(&b, "", g.Header, g.Align, g.Rows)
		out.WriteString(b.String())
	}
	if len(x.Sensitivity) > 0 {
		fmt.Fprintf(out, "\nSensitivity: %s\n", sensitivityText())
		var b strings.Builder
		g := sensitivityGridOf(si, x.Sensitivity)
		textTable(&b, "", g.Header, g.Align, g.Rows)
		out.WriteString(b.String())
	}
	for _, w := range x.Warnings {
		fmt.Fprintf(out, "Warning: %s\n", WarningText(si, w))
	}
}

// writeWeighOutcomes prints the outcome table: with ew set, both sides' values
// (a balancing ruling); otherwise side s's.
func writeWeighOutcomes(out *bytes.Buffer, sc weighting.Scoring, os, ew []weighting.OutcomeValue, s dds.Side) {
	width := len("result")
	for _, ov := range os {
		width = max(width, utf8.RuneCountInString(ResultText(ov.Result)))
	}
	pad := func(t string) string { return t + strings.Repeat(" ", width-utf8.RuneCountInString(t)) }
	if ew != nil {
		fmt.Fprintf(out, "%7s  %s  %8s  %9s  %9s\n", "weight", pad("result"), "NS score", "NS value", "EW value")
	} else {
		fmt.Fprintf(out, "%7s  %s  %8s  %9s\n", "weight", pad("result"), "NS score", s.String()+" value")
	}
	for i, ov := range os {
		line := fmt.Sprintf("%7s  %s  %8s  %9s", WeightText(ov.Weight), pad(ResultText(ov.Result)), signedInt(ov.Score), weighValue(sc, ov.Value))
		if ew != nil {
			line += fmt.Sprintf("  %9s", weighValue(sc, ew[i].Value))
		}
		fmt.Fprintln(out, line)
	}
}

func weighSideName(s dds.Side) string {
	if s == dds.EW {
		return "East-West"
	}
	return "North-South"
}

// WeighSchema is the schema of ruling weigh --json: version 2 writes
// results in TD notation ("4♠= by N") and keeps each as the command line
// reads it under "entry".
const WeighSchema = "ruling-weigh/2"

// The JSON form of a weighed ruling.
type (
	weighJSON struct {
		Schema        string    `json:"schema"`
		Ruling        string    `json:"ruling"` // as the command line reads it: "40% 4S= N, 60% 4S-1 N"
		Text          string    `json:"text"`   // in TD notation: "40 % 4♠= by N, 60 % 4♠-1 by N"
		Vulnerability string    `json:"vulnerability"`
		Scoring       string    `json:"scoring"`
		Units         string    `json:"units,omitempty"`
		Top           *weighRat `json:"top,omitempty"`
		NonOffending  *string   `json:"non_offending"`
		Others        []string  `json:"others"`
		NS            sideJSON  `json:"ns"`
		EW            sideJSON  `json:"ew"`
		// Assigned1997 is each side's 1997 Law 12C2 assigned score (--law
		// 1997); null otherwise.
		Assigned1997 map[string]assignedJSON `json:"assigned_1997"`
		// Scorer is every other table's value with this ruling in the
		// board (cross-IMPs and Butler; each before null: weigh knows no
		// table result); null otherwise. Sensitivity is each side's score
		// when each weight moves 10 points ([] for an artificial ruling).
		Scorer      *jsonScorer       `json:"scorer"`
		Sensitivity []jsonSensitivity `json:"sensitivity"`
		Notes       []string          `json:"notes"`
		Warnings    []string          `json:"warnings"`
	}
	assignedJSON struct {
		Result string   `json:"result"` // TD notation
		Value  weighRat `json:"value"`
		Text   string   `json:"text"`
	}
	sideJSON struct {
		Value      weighRat      `json:"value"`
		Session    *weighRat     `json:"session_percent,omitempty"` // Law 12C2(c): the percentage that replaced the average
		Percent    *weighRat     `json:"percent,omitempty"`
		Text       string        `json:"text"`
		Artificial int           `json:"artificial,omitempty"`
		Outcomes   []outcomeJSON `json:"outcomes"`
	}
	outcomeJSON struct {
		Result string   `json:"result"` // TD notation
		Entry  string   `json:"entry"`  // as the command line reads it
		Weight weighRat `json:"weight"`
		Score  int      `json:"score"`
		Value  weighRat `json:"value"`
	}
	// weighRat is an exact value and its float approximation.
	weighRat struct {
		Exact string  `json:"exact"`
		Float float64 `json:"float"`
	}
)

func toWeighRat(r *big.Rat) weighRat {
	f, _ := r.Float64()
	return weighRat{Exact: r.RatString(), Float: f}
}

func writeWeighJSON(out *bytes.Buffer, x *engine.Weighing) error {
	sc := x.Board.Scoring
	table, others, tv := x.Table, x.Board.Others(), x.Value
	si := weighScoring(x)
	doc := weighJSON{
		Schema:        WeighSchema,
		Ruling:        table.Entry(),
		Text:          AwardText(table),
		Vulnerability: x.Board.Vulnerability.String(),
		Scoring:       sc.Name(),
		Others:        []string{},
		Notes:         append([]string{}, tv.Notes...),
		Warnings:      WeighWarnings(x),
		Scorer:        scorerViewJSON(x.Scorer),
		Sensitivity:   sensitivityJSON(x.Sensitivity),
	}
	if x.NonOffending != nil {
		s := x.NonOffending.String()
		doc.NonOffending = &s
	}
	if m, ok := sc.(weighting.MatchpointScoring); ok {
		doc.Units = m.Units.String()
		t := toWeighRat(tv.Top)
		doc.Top = &t
	}
	for _, r := range others {
		doc.Others = append(doc.Others, AwardText(r))
	}
	side := func(s dds.Side, sv weighting.SideValue) sideJSON {
		v := weighValueOf(x, s)
		f, _ := v.Float64()
		sj := sideJSON{Value: toWeighRat(v), Text: ValueText(si, f), Artificial: sv.Artificial, Outcomes: []outcomeJSON{}}
		if tv.Top != nil {
			p := toWeighRat(weighting.SideValue{Value: v}.Percent(tv.Top))
			sj.Percent = &p
		}
		if a := x.Artificial; a != nil && a.Sides[s].Capped {
			p := toWeighRat(a.Sides[s].Percent)
			sj.Session = &p
		}
		for _, ov := range sv.Outcomes {
			sj.Outcomes = append(sj.Outcomes, outcomeJSON{Result: ResultText(ov.Result), Entry: ov.Result.String(),
				Weight: toWeighRat(ov.Weight), Score: ov.Score, Value: toWeighRat(ov.Value)})
		}
		return sj
	}
	doc.NS, doc.EW = side(dds.NS, tv.NS), side(dds.EW, tv.EW)
	if a := x.Assigned1997; a != nil {
		doc.Assigned1997 = map[string]assignedJSON{}
		for _, s := range []dds.Side{dds.NS, dds.EW} {
			f, _ := a.Values[s].Float64()
			doc.Assigned1997[strings.ToLower(s.String())] = assignedJSON{Result: ResultText(a.Results[s]), Value: toWeighRat(a.Values[s]), Text: ValueText(si, f)}
		}
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	out.Write(append(b, '\n'))
	return nil
}

// weigh.go: the report of ruling weigh — a ruling at one table valued outcome by outcome, as text or JSON (schema ruling-weigh/1).

package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"strings"

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
	var b bytes.Buffer
	var err error
	switch strings.ToLower(format) {
	case "text", "txt":
		err = text(&b)
	case "json":
		err = json(&b)
	default:
		err = fmt.Errorf("unknown format %q for %s (use text or json)", format, what)
	}
	if err != nil {
		return err
	}
	return deliver(w, &b)
}

// weighOptions is what the weigh report needs of the board.
type weighOptions struct {
	vul     dds.Vulnerability
	scoring weighting.Scoring
	units   weighting.Units
}

// weighUnit names what the values count.
func weighUnit(s weighting.Scoring) string {
	switch s.Name() {
	case "matchpoints":
		return "MP"
	case "bam":
		return "boards"
	case "total":
		return "points"
	}
	return "IMPs"
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

func writeWeighText(out *bytes.Buffer, x *engine.Weighing) {
	o := &weighOptions{vul: x.Board.Vulnerability, scoring: x.Board.Scoring}
	if m, ok := x.Board.Scoring.(weighting.MatchpointScoring); ok {
		o.units = m.Units
	}
	table, others, tv := x.Table, x.Board.Others(), x.Value
	fmt.Fprintf(out, "Ruling: %s\n", table)
	desc := o.scoring.Name()
	switch o.scoring.Name() {
	case "matchpoints":
		desc += fmt.Sprintf(" (%s units), top %s", strings.ToUpper(o.units.String()), weighting.FormatRat(tv.Top, 2))
	case "imps", "bam":
		desc += fmt.Sprintf(" against the other table (%s)", others[0])
	}
	if n := len(others); n > 0 && o.scoring.Name() != "imps" && o.scoring.Name() != "bam" {
		desc += fmt.Sprintf("; %d other tables", n)
	}
	fmt.Fprintf(out, "Scoring: %s; vulnerability %s\n", desc, o.vul)
	unit := weighUnit(o.scoring)
	if table.Artificial == nil {
		if table.IsSplit() {
			for _, s := range []dds.Side{dds.NS, dds.EW} {
				fmt.Fprintf(out, "\n%s outcomes:\n", weighSideName(s))
				writeWeighOutcomes(out, o, tv.Side(s).Outcomes, nil, s)
			}
		} else {
			fmt.Fprintln(out)
			writeWeighOutcomes(out, o, tv.NS.Outcomes, tv.EW.Outcomes, dds.NS)
		}
	}
	fmt.Fprintln(out)
	for _, s := range []dds.Side{dds.NS, dds.EW} {
		sv := tv.Side(s)
		line := fmt.Sprintf("%-12s %s %s", weighSideName(s)+":", weighValue(o.scoring, sv.Value), unit)
		if tv.Top != nil {
			line += fmt.Sprintf(" of %s (%s%%)", weighting.FormatRat(tv.Top, 2), weighting.FormatRat(sv.Percent(tv.Top), 2))
		}
		if sv.Artificial != 0 {
			line += fmt.Sprintf("  [artificial %d%%]", sv.Artificial)
		}
		fmt.Fprintln(out, line)
	}
	for _, n := range tv.Notes {
		fmt.Fprintf(out, "Note: %s\n", n)
	}
	if d := x.Datum; d != nil {
		fmt.Fprintf(out, "%s\n", datumLine(*d))
	}
}

// writeWeighOutcomes prints the outcome table: with ew set, both sides' values
// (a balancing ruling); otherwise side s's.
func writeWeighOutcomes(out *bytes.Buffer, o *weighOptions, os, ew []weighting.OutcomeValue, s dds.Side) {
	width := len("result")
	for _, ov := range os {
		width = max(width, len(ov.Result.String()))
	}
	if ew != nil {
		fmt.Fprintf(out, "%7s  %-*s  %8s  %9s  %9s\n", "weight", width, "result", "NS score", "NS value", "EW value")
	} else {
		fmt.Fprintf(out, "%7s  %-*s  %8s  %9s\n", "weight", width, "result", "NS score", s.String()+" value")
	}
	for i, ov := range os {
		line := fmt.Sprintf("%7s  %-*s  %8s  %9s", weighting.FormatPercent(ov.Weight), width, ov.Result, signedInt(ov.Score), weighValue(o.scoring, ov.Value))
		if ew != nil {
			line += fmt.Sprintf("  %9s", weighValue(o.scoring, ew[i].Value))
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

// The JSON form of a weighed ruling.
type (
	weighJSON struct {
		Schema        string    `json:"schema"`
		Ruling        string    `json:"ruling"`
		Vulnerability string    `json:"vulnerability"`
		Scoring       string    `json:"scoring"`
		Units         string    `json:"units,omitempty"`
		Top           *weighRat `json:"top,omitempty"`
		Others        []string  `json:"others"`
		NS            sideJSON  `json:"ns"`
		EW            sideJSON  `json:"ew"`
		Notes         []string  `json:"notes"`
		Warnings      []string  `json:"warnings"`
	}
	sideJSON struct {
		Value      weighRat      `json:"value"`
		Percent    *weighRat     `json:"percent,omitempty"`
		Artificial int           `json:"artificial,omitempty"`
		Outcomes   []outcomeJSON `json:"outcomes"`
	}
	outcomeJSON struct {
		Result string   `json:"result"`
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
	o := &weighOptions{vul: x.Board.Vulnerability, scoring: x.Board.Scoring}
	if m, ok := x.Board.Scoring.(weighting.MatchpointScoring); ok {
		o.units = m.Units
	}
	table, others, tv, warnings := x.Table, x.Board.Others(), x.Value, x.Warnings
	doc := weighJSON{
		Schema:        "ruling-weigh/1",
		Ruling:        table.String(),
		Vulnerability: o.vul.String(),
		Scoring:       o.scoring.Name(),
		Others:        []string{},
		Notes:         append([]string{}, tv.Notes...),
		Warnings:      append([]string{}, warnings...),
	}
	if o.scoring.Name() == "matchpoints" {
		doc.Units = o.units.String()
		t := toWeighRat(tv.Top)
		doc.Top = &t
	}
	for _, r := range others {
		doc.Others = append(doc.Others, r.String())
	}
	side := func(sv weighting.SideValue) sideJSON {
		sj := sideJSON{Value: toWeighRat(sv.Value), Artificial: sv.Artificial, Outcomes: []outcomeJSON{}}
		if tv.Top != nil {
			p := toWeighRat(sv.Percent(tv.Top))
			sj.Percent = &p
		}
		for _, ov := range sv.Outcomes {
			sj.Outcomes = append(sj.Outcomes, outcomeJSON{Result: ov.Result.String(), Weight: toWeighRat(ov.Weight), Score: ov.Score, Value: toWeighRat(ov.Value)})
		}
		return sj
	}
	doc.NS, doc.EW = side(tv.NS), side(tv.EW)
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	out.Write(append(b, '\n'))
	return nil
}

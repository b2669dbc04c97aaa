// weigh.go: the "ruling weigh" command — a weighted, split or artificial ruling valued at any form of scoring.

package main

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

func init() {
	register(command{name: "weigh", summary: "value a weighted ruling (Law 12C) at any form of scoring", order: 40, run: runWeigh})
}

const weighHelp = `Usage: ruling weigh [--vul None|NS|EW|All]
                    [--scoring matchpoints|imps|cross-imps|butler|bam|total]
                    [--field LIST] [--vs RESULT] [--units ebu|acbl] [--json] ENTRY

Values a ruling at a table the way Law 12C asks: each potential result is
scored under the form of scoring first, then the values are weighted
(never the weighted total points). Prints each outcome's score and value
and each side's adjusted value.

ENTRY is the ruling as a Director writes it (the words are joined):
    4S= N                                  one result
    40% 4S= N, 60% 4S-1 N                  weighted (weights 60%, 1/3 or 0.6)
    NS: 60% 4S= N, 40% 4S-1 N; EW: 4S-1 N  split: a weighted result per side
    A60/40                                 artificial: NS 60%, EW 40%
Weights must sum to 100% for each side; 33.3% and 66.7% are read as 1/3
and 2/3 with a warning. Options may come before or after the ENTRY.

Options:
    --vul V           vulnerability: None (default), NS, EW or All
    --scoring S       matchpoints (default), imps, cross-imps, butler, bam, total
    --field LIST      the other tables (matchpoints, cross-imps, butler):
                      comma-separated NS scores, results or averages
                      (+620,-100,"4S= N",A60/40)
    --vs RESULT       the other table (imps, bam): an NS score or result
    --units U         matchpoint scale: ebu (default; 2 per score beaten)
                      or acbl (1 per score beaten)
    --expected N      results expected on the board (Neuberg factoring when
                      some are missing); default: the tables given
    --small-groups    matchpoints: the ACBL rule for 3 or fewer real results
    --trim SHARE      butler: share dropped at each end of the datum (1/20)
    --datum MODE      butler: how the weighted table enters the datum:
                      exclude (default), fractional or mean
    --avplus IMPS     IMPs for average plus (default 3)
    --divide-by-n     cross-imps: divide by n instead of n-1
    --knockout        imps: average non-balancing (split) scores, each side
                      getting the average (knockout play)
    --normalize       scale weights that do not sum to 100%
    --json            print JSON instead of text

Example:
    ruling weigh --vul NS --field +620,+170,-100,+620 "40% 4S= N, 60% 4S-1 N"
`

// weighOptions are the parsed flags of "ruling weigh".
type weighOptions struct {
	vul      dds.Vulnerability
	scoring  weighting.Scoring
	units    weighting.Units
	expected int
	json     bool
}

func runWeigh(e *env) error {
	fs := newFlags(e, "weigh", weighHelp)
	vulText := fs.String("vul", "None", "")
	scoringText := fs.String("scoring", "matchpoints", "")
	fieldText := fs.String("field", "", "")
	vsText := fs.String("vs", "", "")
	unitsText := fs.String("units", "ebu", "")
	expected := fs.Int("expected", 0, "")
	smallGroups := fs.Bool("small-groups", false, "")
	trimText := fs.String("trim", "", "")
	datumText := fs.String("datum", "exclude", "")
	avplus := fs.Int("avplus", 0, "")
	divideByN := fs.Bool("divide-by-n", false, "")
	knockout := fs.Bool("knockout", false, "")
	normalize := fs.Bool("normalize", false, "")
	asJSON := fs.Bool("json", false, "")
	args, err := parseInterspersed(e, fs, "weigh")
	if err != nil {
		return err
	}
	hint := `run "ruling help weigh" for the options`
	var o weighOptions
	if o.vul, err = dds.ParseVulnerability(*vulText); err != nil {
		return withHint(badInput("--vul: %v", err), "use --vul None, NS, EW or All")
	}
	if o.units, err = weighting.ParseUnits(*unitsText); err != nil {
		return withHint(badInput("--units: %v", err), "use --units ebu or --units acbl")
	}
	if o.scoring, err = weighting.ScoringByName(*scoringText); err != nil {
		return withHint(badInput("--scoring: %v", err), hint)
	}
	if *avplus < 0 {
		return withHint(badInput("--avplus %d: give a number of IMPs of 0 or more", *avplus), hint)
	}
	switch s := o.scoring.(type) {
	case weighting.MatchpointScoring:
		s.Units, s.SmallGroups = o.units, *smallGroups
		o.scoring = s
	case weighting.IMPScoring:
		s.AveragePlus = *avplus
		o.scoring = s
	case weighting.CrossIMPScoring:
		s.AveragePlus, s.DivideByN = *avplus, *divideByN
		o.scoring = s
	case weighting.ButlerScoring:
		s.AveragePlus = *avplus
		if s.Datum, err = weighting.ParseDatumMode(*datumText); err != nil {
			return withHint(badInput("--datum: %v", err), hint)
		}
		if *trimText != "" {
			w, _, err := weighting.ParseWeight(*trimText)
			if err != nil || w.Cmp(big.NewRat(1, 2)) >= 0 {
				return withHint(badInput("--trim %s: give a share below one half, e.g. 1/20 or 5%%", *trimText), hint)
			}
			s.Trim = w
		}
		o.scoring = s
	}
	o.expected, o.json = *expected, *asJSON

	if len(args) == 0 {
		return withHint(badInput("no ruling to weigh"), `give the ruling, e.g. ruling weigh "40% 4S= N, 60% 4S-1 N"`)
	}
	entryText := strings.Join(args, " ")
	table, warnings, err := weighting.ParseEntry(entryText, weighting.EntryOptions{Normalize: *normalize})
	if err != nil {
		return withHint(badInput("%v", err), `write the ruling as 40% 4S= N, 60% 4S-1 N (run "ruling help weigh")`)
	}
	if err := table.Check(o.vul); err != nil {
		return withHint(badInput("%v", err), "check the results and --vul")
	}

	var others []weighting.Ruling
	name := o.scoring.Name()
	teams := name == "imps" || name == "bam"
	switch {
	case teams && *fieldText != "":
		return withHint(badInput("--scoring %s compares with the other table: give --vs, not --field", name), `e.g. --vs +500 or --vs "4S-1 N"`)
	case teams && *vsText == "":
		return withHint(badInput("--scoring %s needs the other table's result", name), `give it with --vs, e.g. --vs +500`)
	case !teams && *vsText != "":
		return withHint(badInput("--vs is for --scoring imps or bam; %s compares with the field", name), "give the other tables with --field")
	case teams:
		if others, err = weighField(*vsText, o.vul, "--vs"); err != nil {
			return err
		}
		if len(others) != 1 {
			return withHint(badInput("--vs: give one result, not %d", len(others)), "--vs is the other table's result")
		}
	case name != "total" && *fieldText == "":
		return withHint(badInput("--scoring %s needs the other tables' results", name), "give them with --field, e.g. --field +620,+170,-100")
	case *fieldText != "":
		if others, err = weighField(*fieldText, o.vul, "--field"); err != nil {
			return err
		}
	}
	if o.expected != 0 && o.expected < len(others)+1 {
		return withHint(badInput("--expected %d: the board has %d results", o.expected, len(others)+1), "--expected counts every table, this one included")
	}

	board := &weighting.Board{Vul: o.vul, Tables: append([]weighting.Ruling{table}, others...), Expected: o.expected}
	vals, err := o.scoring.Score(board)
	if err != nil {
		return withHint(badInput("%v", err), hint)
	}
	tv := vals[0]
	if *knockout {
		if !teams {
			return withHint(badInput("--knockout is for --scoring imps or bam, not %s", name), hint)
		}
		if tv.NS.Value.Cmp(new(big.Rat).Neg(tv.EW.Value)) != 0 {
			tv.NS.Value, tv.EW.Value = weighting.Knockout(tv.NS.Value, tv.EW.Value)
			tv.Notes = append(tv.Notes, "knockout: the non-balancing scores are averaged and each side gets the average")
		}
	}
	for _, w := range warnings {
		fmt.Fprintf(e.stderr, "ruling: warning: %s\n", w)
	}
	var out output
	if o.json {
		err = writeWeighJSON(&out, &o, table, others, tv, warnings)
	} else {
		writeWeighText(&out, &o, table, others, tv)
	}
	if err != nil {
		return err
	}
	return out.commit(e)
}

// weighField reads comma-separated results, NS scores and averages.
func weighField(text string, v dds.Vulnerability, flag string) ([]weighting.Ruling, error) {
	var out []weighting.Ruling
	for i, item := range strings.Split(text, ",") {
		if strings.TrimSpace(item) == "" {
			return nil, withHint(badInput("%s: entry %d is empty", flag, i+1), "separate results with single commas: +620,+620,-100")
		}
		r, _, err := weighting.ParseEntry(item, weighting.EntryOptions{})
		if err != nil {
			return nil, withHint(badInput("%s: entry %d: %v", flag, i+1, err), "give NS scores (+620), results (4S= N) or averages (A60/40)")
		}
		if err := r.Check(v); err != nil {
			return nil, withHint(badInput("%s: entry %d: %v", flag, i+1, err), "check the score and --vul")
		}
		out = append(out, r)
	}
	return out, nil
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

func writeWeighText(out *output, o *weighOptions, table weighting.Ruling, others []weighting.Ruling, tv weighting.TableValue) {
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
}

// writeWeighOutcomes prints the outcome table: with ew set, both sides' values
// (a balancing ruling); otherwise side s's.
func writeWeighOutcomes(out *output, o *weighOptions, os, ew []weighting.OutcomeValue, s dds.Side) {
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
		line := fmt.Sprintf("%7s  %-*s  %8s  %9s", weighting.FormatPercent(ov.Weight), width, ov.Result, fmtNSScore(ov.Score), weighValue(o.scoring, ov.Value))
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

func writeWeighJSON(out *output, o *weighOptions, table weighting.Ruling, others []weighting.Ruling, tv weighting.TableValue, warnings []string) error {
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

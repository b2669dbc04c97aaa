// weigh.go: the "ruling weigh" command — a weighted, split or artificial ruling valued at any form of scoring.

package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

func runWeigh(e *env) error {
	fs := newFlags("weigh")
	vulText := fs.String("vul", "None", "")
	scoringText := fs.String("scoring", "matchpoints", "")
	fieldText := fs.String("field", "", "")
	vsText := fs.String("vs", "", "")
	var o engine.BoardOptions
	for _, key := range engine.OptionKeys() {
		if key == "datum_with_table" {
			continue // the older spelling of --datum fractional
		}
		set := func(text string) error { return o.Set(key, text) }
		if engine.IsBoolOption(key) {
			fs.BoolFunc(engine.OptionFlag(key), "", set)
		} else {
			fs.Func(engine.OptionFlag(key), "", set)
		}
	}
	divideByN := fs.Bool("divide-by-n", false, "")
	format := jsonFlag(fs)
	args, err := parseInterspersed(e, fs, "weigh")
	if err != nil {
		return err
	}
	hint := `run "ruling help weigh" for the options`
	c := &engine.Case{}
	if c.Vulnerability, err = dds.ParseVulnerability(*vulText); err != nil {
		return withHint(badInput("--vul: %v", err), "use --vul None, NS, EW or All")
	}
	if *divideByN {
		o.Divisor = "n"
	}
	if err := c.SetScoring(*scoringText, o); err != nil {
		return optionError(err, "scoring", hint)
	}
	if c.Round != 0 {
		return withHint(badInput("--round is for ruling adjust: weigh takes the weights as written"), hint)
	}
	if len(args) == 0 {
		return withHint(badInput("no ruling to weigh"), `give the ruling, e.g. ruling weigh "40% 4S= N, 60% 4S-1 N"`)
	}
	name := c.Scoring.Name()
	withField, teams := engine.Compares(name)
	switch {
	case teams && *fieldText != "":
		return withHint(badInput("--scoring %s compares with the other table: give --vs, not --field", name), `e.g. --vs +500 or --vs "4S-1 N"`)
	case teams && *vsText == "":
		return withHint(badInput("--scoring %s needs the other table's result", name), `give it with --vs, e.g. --vs +500`)
	case !teams && *vsText != "":
		return withHint(badInput("--vs is for --scoring imps or bam; %s compares with the field", name), "give the other tables with --field")
	case teams:
		vs, err := weighField(*vsText, c.Vulnerability, "--vs")
		if err != nil {
			return err
		}
		if len(vs) != 1 {
			return withHint(badInput("--vs: give one result, not %d", len(vs)), "--vs is the other table's result")
		}
		c.Vs = &vs[0]
	case withField && *fieldText == "":
		return withHint(badInput("--scoring %s needs the other tables' results", name), "give them with --field, e.g. --field +620,+170,-100")
	case *fieldText != "":
		if c.Field, err = weighField(*fieldText, c.Vulnerability, "--field"); err != nil {
			return err
		}
	}
	x, err := engine.Weigh(c, strings.Join(args, " "))
	if err != nil {
		return withHint(badInput("%v", err), `write the ruling as 40% 4S= N, 60% 4S-1 N (run "ruling help weigh")`)
	}
	for _, w := range x.Warnings {
		fmt.Fprintf(e.stderr, "ruling: warning: %s\n", w)
	}
	return writeOutput(e, "", func(w io.Writer) error { return reports.EncodeWeighing(w, format(), x) })
}

// weighField reads comma-separated results, NS scores and averages.
func weighField(text string, v dds.Vulnerability, flag string) ([]weighting.Ruling, error) {
	list, err := engine.ParseList(text, v)
	if err != nil {
		return nil, withHint(badInput("%s: %v", flag, err), "give NS scores (+620), results (4S= N) or averages (A60/40)")
	}
	return list, nil
}

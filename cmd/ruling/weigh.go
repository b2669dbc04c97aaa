// weigh.go: the "ruling weigh" command — a weighted, split or artificial ruling valued at any form of scoring.

package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

func runWeigh(e *env) error {
	fs := newFlags("weigh")
	vulText := fs.String("vul", "None", "")
	scoringText := fs.String("scoring", "matchpoints", "")
	fieldText := fs.String("field", "", "")
	vsText := fs.String("vs", "", "")
	nosText := fs.String("non-offending", "", "")
	var o engine.BoardOptions
	for _, key := range engine.FlagOptionKeys() {
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
	var wo engine.WeighOptions
	if *nosText != "" {
		nos, err := dds.ParseSide(*nosText)
		if err != nil {
			return withHint(badInput("--non-offending: %v", err), "use --non-offending NS or EW")
		}
		wo.NonOffending = &nos
	}
	if *divideByN {
		o.Divisor = "n"
	}
	if err := c.SetScoring(*scoringText, o); err != nil {
		return optionError(err, "scoring", hint)
	}
	if c.Round != 0 || c.RoundFavour {
		return withHint(badInput("--round and --favour are for ruling adjust: weigh takes the weights as written"), hint)
	}
	if len(args) == 0 {
		return withHint(badInput("no ruling to weigh"), `give the ruling, e.g. ruling weigh "40% 4S= N, 60% 4S-1 N"`)
	}
	if err := c.SetOthers(*fieldText, *vsText); err != nil {
		return optionError(err, "", hint)
	}
	x, err := engine.Weigh(c, strings.Join(args, " "), wo)
	if err != nil {
		return withHint(badInput("%v", err), `write the ruling as 40% 4S= N, 60% 4S-1 N (run "ruling help weigh")`)
	}
	for _, w := range reports.WeighWarnings(x) {
		fmt.Fprintf(e.stderr, "ruling: warning: %s\n", w)
	}
	return writeOutput(e, "", func(w io.Writer) error { return reports.EncodeWeighing(w, format(), x) })
}

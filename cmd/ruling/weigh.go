// weigh.go: the "ruling weigh" command — a weighted, split or artificial ruling valued at any form of scoring.

package main

import (
	"fmt"
	"io"
	"math/big"
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
	nosText := fs.String("non-offending", "", "")
	sessionText := fs.String("session-percent", "", "")
	scaleText := fs.String("session-imp-scale", "", "")
	lawText := fs.String("law", "", "")
	likelyText := fs.String("likely", "", "")
	probableText := fs.String("at-all-probable", "", "")
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
	if *sessionText != "" {
		if wo.Session.Percent, err = engine.ParseSessionFlag(*sessionText); err != nil {
			return withHint(badInput("--session-percent: %v", err), "give each side's percentage on the other boards of the session, e.g. --session-percent NS=63.5,EW=35")
		}
	}
	if *scaleText != "" {
		v, ok := new(big.Rat).SetString(*scaleText)
		if !ok || v.Sign() <= 0 || v.Cmp(big.NewRat(int64(dds.MaxIMPs), 1)) > 0 {
			return withHint(badInput("--session-imp-scale %s: want the IMPs for each 10 percentage points from 50 %%", *scaleText), "the default is 3, as Law 12C2(b) pairs average plus (60 %) with +3 IMPs")
		}
		wo.Session.IMPScale = v
	}
	if wo.Law, err = engine.ParseLaw(*lawText); err != nil {
		return withHint(badInput("--law %v", err), hint)
	}
	for _, th := range []struct {
		name, text string
		dest       **big.Rat
	}{{"likely", *likelyText, &wo.Thresholds.Likely}, {"at-all-probable", *probableText, &wo.Thresholds.Probable}} {
		if th.text == "" {
			continue
		}
		if wo.Law != engine.Law1997 {
			return withHint(badInput("--%s is a threshold of the 1997 Law 12C2: give --law 1997 too", th.name), hint)
		}
		w, _, err := weighting.ParseWeight(th.text)
		if err != nil {
			return withHint(badInput("--%s: %v", th.name, err), "write a fraction (1/3) or a percentage (33%)")
		}
		*th.dest = w
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

// score.go: the "ruling score" command — Law 77 scores, matchpoints against a field, IMPs against the other table.

package main

import (
	"flag"
	"io"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

func runScore(e *env) error {
	fs := newFlags("score")
	vulText := fs.String("vul", "None", "")
	fieldText := fs.String("field", "", "")
	vsText := fs.String("vs", "", "")
	unitsText := fs.String("units", "ebu", "")
	gf := addGroupFlags(fs)
	args, err := parseInterspersed(e, fs, "score")
	if err != nil {
		return err
	}
	vul, err := dds.ParseVulnerability(*vulText)
	if err != nil {
		return withHint(badInput("--vul: %v", err), "use --vul None, NS, EW or All")
	}
	units, err := weighting.ParseUnits(*unitsText)
	if err != nil {
		return withHint(badInput("--units: %v", err), "use --units ebu or --units acbl")
	}
	if gf.active() {
		if len(args) > 0 || *fieldText != "" || *vsText != "" {
			return withHint(badInput("score: give --groups (or an event file's board) without results, --field or --vs"), `e.g. ruling score --groups "4S= N, 4S-1 N; 3S= N, 4S-2 N"`)
		}
		return gf.run(e, fs, vul, units)
	}
	if len(args) == 0 {
		return withHint(badInput("no result to score"), `give one or more results, e.g. ruling score --vul NS 4S= N 4S-1 N`)
	}
	results, err := weighting.ParseResultWords(args)
	if err != nil {
		return withHint(badInput("%v", err), scoreResultHint(args))
	}
	for _, r := range results {
		// A bare score that no result produces at this vulnerability.
		if err := weighting.Plain(r).Check(vul); err != nil {
			return withHint(badInput("%v", err), "check the score and --vul")
		}
	}
	t := &reports.ScoreTable{Vul: vul, Results: results, Units: units}
	if t.Field, t.Vs, err = engine.ScoreOthers(*fieldText, *vsText, vul); err != nil {
		return optionError(err, "", "")
	}
	return writeOutput(e, "", func(w io.Writer) error { return reports.EncodeScores(w, t) })
}

// scoreResultHint is the hint for results that do not parse. A declarer alone
// at the start usually means a flag's value was not quoted.
func scoreResultHint(args []string) string {
	if _, err := dds.ParseSeat(args[0]); err == nil {
		return `quote a result with a space when it is a flag's value: --vs "4S-1 N"`
	}
	return `write a result as 4S= N, 3NTX-2 W, Pass or +420 (run "ruling help score")`
}

// parseInterspersed parses a command's flags wherever they stand among its
// arguments and returns the other arguments in order. A word that starts
// with '-' and a digit is an argument (a North-South score such as -100),
// not a flag; "--" ends the flags.
func parseInterspersed(e *env, fs *flag.FlagSet, name string) ([]string, error) {
	var flags, args []string
	in := e.args
	for i := 0; i < len(in); i++ {
		a := in[i]
		switch {
		case a == "--":
			args = append(args, in[i+1:]...)
			i = len(in)
		case len(a) > 1 && a[0] == '-' && !(a[1] >= '0' && a[1] <= '9'):
			flags = append(flags, a)
			fname := strings.SplitN(strings.TrimLeft(a, "-"), "=", 2)[0]
			if strings.Contains(a, "=") {
				continue
			}
			if f := fs.Lookup(fname); f != nil && i+1 < len(in) {
				if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
					continue
				}
				i++
				flags = append(flags, in[i])
			}
		default:
			args = append(args, a)
		}
	}
	fe := *e
	fe.args = flags
	if err := parseFlags(&fe, fs, name); err != nil {
		return nil, err
	}
	return args, nil
}

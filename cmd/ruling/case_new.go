// case_new.go: the case command — "ruling case new" writes a starter case file from the event's files.

package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting/engine"
	"github.com/ruling-bridge/ruling/weighting/event"
)

func runCase(e *env) error {
	hint := `run "ruling help case" for its options`
	if len(e.args) > 0 && (e.args[0] == "-h" || e.args[0] == "--help" || e.args[0] == "-help") {
		fmt.Fprint(e.stdout, helpFile("case"))
		return errHelpShown
	}
	if len(e.args) == 0 || e.args[0] != "new" {
		return withHint(badInput("case: want the subcommand new (ruling case new --pbn FILE --board N --table-pairs NS,EW)"), hint)
	}
	e = &env{ctx: e.ctx, args: e.args[1:], stdin: e.stdin, stdout: e.stdout, stderr: e.stderr}
	fs := newFlags("case")
	var s engine.Starter
	// --pbn, --usebio and --lin: the event file, one of them.
	var file string
	files := 0
	for _, f := range []event.Format{event.PBN, event.USEBIO, event.LIN} {
		fs.Func(f.String(), "", func(name string) error {
			file, s.Format = name, f
			files++
			return nil
		})
	}
	dealPBN := fs.String("deal-pbn", "", "")
	board := fs.Int("board", 0, "")
	pairsText := fs.String("table-pairs", "", "")
	scoring := fs.String("scoring", "", "")
	result := fs.String("result", "", "")
	vs := fs.String("vs", "", "")
	fieldText := fs.String("field", "", "")
	nos := fs.String("non-offending", "NS", "")
	outPath := outputFlag(fs)
	if err := parseFlags(e, fs, "case"); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return withHint(badInput("case new: unexpected %q", fs.Arg(0)), hint)
	}
	s.Board, s.Scoring, s.Result, s.Vs = *board, *scoring, strings.TrimSpace(*result), strings.TrimSpace(*vs)
	if *fieldText != "" {
		for _, f := range strings.Split(*fieldText, ",") {
			if f = strings.TrimSpace(f); f != "" {
				s.Field = append(s.Field, f)
			}
		}
	}
	var err error
	if files != 1 || file == "" {
		return withHint(badInput("case new: give one event file: --pbn, --usebio or --lin"), hint)
	}
	if *pairsText != "" {
		if s.Pairs, err = engine.ParsePairs(*pairsText); err != nil {
			return withHint(badInput("--table-pairs %q: %v", *pairsText, err), hint)
		}
	}
	if s.NonOffending, err = dds.ParseSide(*nos); err != nil {
		return withHint(badInput("--non-offending: %v", err), hint)
	}
	if err := checkOutputPath(*outPath, file, *dealPBN); err != nil {
		return err
	}
	ev, err := event.Load(file, s.Format)
	if err != nil {
		return badInput("%v", err)
	}
	// A hand record has no rows to find: it takes no pairs (StarterCase
	// says what it needs instead).
	if err := engine.CheckEventFile(s.Format, *dealPBN != "", s.Pairs != nil || !ev.HasResults()); err != nil {
		return optionError(err, "", hint)
	}
	// The case names its files relative to the folder it is written to.
	dir := "."
	if *outPath != "" && *outPath != "-" {
		dir = filepath.Dir(*outPath)
	}
	s.NameFiles(file, *dealPBN, dir)
	text, err := engine.StarterCase(ev, s, engine.Disk{}, filepath.ToSlash(dir))
	if err != nil {
		return caseError(err)
	}
	return writeOutput(e, *outPath, func(w io.Writer) error {
		_, err := w.Write(text)
		return err
	})
}

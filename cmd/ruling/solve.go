// solve.go: the "ruling solve" command — double-dummy tables of deals, or the values of every legal card in positions.

package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/ruling-bridge/ruling/dds"
)

func runSolve(e *env) error {
	fs := newFlags("solve")
	sf := addSolveFlags(fs, 0)
	sf.addMemory(fs)
	// The output's flags set the writer's fields; its stream is stdout.
	w := dds.NewResultWriter(e.stdout, "tsv")
	fs.StringVar(&w.Format, "format", "tsv", "")
	fs.BoolVar(&w.Positions, "positions", false, "")
	keepGoing := fs.Bool("keep-going", false, "")
	fs.BoolVar(&w.Par, "par", false, "")
	dealer := fs.String("dealer", "", "")
	vul := fs.String("vul", "", "")
	var restrict []string
	fs.Func("restrict", "", func(v string) error { restrict = append(restrict, v); return nil })
	if err := parseFlags(e, fs, "solve"); err != nil {
		return err
	}
	rules, err := restrictRules(restrict, sf.solver)
	if err != nil {
		return err
	}
	if len(rules) > 0 && (w.Par || w.Format == "pbn") {
		return withHint(badInput("--restrict gives tables under play rules: not with --par or --format pbn"), "use --format tsv or json")
	}
	if fs.NArg() > 1 {
		return withHint(badInput("%d files given, want one", fs.NArg()), `give one FILE, or "-" for standard input`)
	}
	if err := w.Configure(*dealer, *vul); err != nil {
		return optionError(err, "", "")
	}
	if err := sf.check(); err != nil {
		return err
	}
	report := func(err error) error {
		if !*keepGoing {
			return err
		}
		fmt.Fprintf(e.stderr, "ruling: error: %v\n", err)
		return nil
	}
	in, name, err := solveInput(e, fs.Arg(0), rules, w, report)
	if err != nil {
		return err
	}
	factory, err := sf.factory()
	if err != nil {
		return err
	}
	if len(rules) > 0 {
		factory = dds.RuledFactory(factory, rules)
	}
	written, err := in.Solve(e.ctx, dds.Stream{Factory: factory, Threads: sf.threads}, w)
	if err != nil {
		if e.ctx.Err() != nil && errors.Is(err, e.ctx.Err()) {
			// An input read as it comes has no total (and its reader may
			// still be counting): in.Total is read only for a whole input.
			what := fmt.Sprintf("the first %d results written", written)
			if !in.AsRead() {
				what = fmt.Sprintf("the first %d of %d results written", written, in.Total)
			}
			return interrupted(what, "run again on the rest of the input")
		}
		var bad *badItemError
		if errors.As(err, &bad) {
			return badInput("%v", bad.err)
		}
		return err
	}
	if in.Bad > 0 {
		return badInput("%s: %d bad input line(s) skipped", name, in.Bad)
	}
	return nil
}

// restrictRules reads the --restrict rules (the play-rule grammar,
// dds.ParseRules); libdds cannot take them.
func restrictRules(texts []string, solver string) ([]dds.PlayRule, error) {
	if len(texts) == 0 {
		return nil, nil
	}
	rules, err := dds.ParseRules(texts)
	if err != nil {
		return nil, withHint(badInput("--restrict: %v", err), `a rule is "lead W not S", "lead W S", "penalty E DK", "penalty E D3 minor" or "26B W suits HDC"`)
	}
	if solver == "libdds" {
		return nil, withHint(badInput("--restrict: the libdds solver cannot solve under play rules (libdds knows none)"), "use --solver go")
	}
	return rules, nil
}

// solveInput is the input of solve, named name ("" or "-": standard
// input), checked as far as it is read: a file, or standard input
// redirected from one, is read whole and every item checked (report has
// each bad one; --restrict's rules checked) before anything is solved; a
// pipe of lines is read as it comes (dds.ReadSolveLines), each item
// checked when its turn comes, so that results come while the input does.
// A pipe whose first line that is not blank is a PBN tag or not text (a
// PBN file, solved-deal records) is read whole, as a file is.
func solveInput(e *env, name string, rules []dds.PlayRule, w *dds.ResultWriter, report func(error) error) (*dds.SolveInput, string, error) {
	var data []byte
	var err error
	shown := name
	if name != "" && name != "-" || stdinIsFile(e) {
		data, shown, err = readInput(e, name)
	} else {
		shown = "<stdin>"
		var all io.Reader
		var lines bool
		if all, lines, err = sniffLines(e.stdin); err != nil {
			return nil, shown, fmt.Errorf("reading <stdin>: %v", err)
		}
		if lines {
			var check func(dds.SolveItem) error
			if len(rules) > 0 {
				check = ruleCheck(rules, shown, w.Positions)
			}
			bad := func(err error) error {
				if err := report(err); err != nil {
					return &badItemError{err}
				}
				return nil
			}
			return dds.ReadSolveLines(all, shown, w.Positions, bad, check), shown, nil
		}
		data, err = readStdin(all)
	}
	if err != nil {
		return nil, shown, err
	}
	if len(rules) > 0 {
		if err := checkRules(rules, data, shown, w.Positions); err != nil {
			return nil, shown, err
		}
	}
	if err := w.CheckInput(data, shown); err != nil {
		return nil, shown, optionError(err, "", "")
	}
	// Every input item is checked before anything is solved, so bad input
	// stops the run (or, with --keep-going, is reported) first.
	in, err := dds.ReadSolveInput(data, shown, w.Positions, report)
	if err != nil {
		return nil, shown, badInput("%v", err)
	}
	return in, shown, nil
}

// badItemError is a bad item of a piped input that ends the run.
type badItemError struct{ err error }

func (e *badItemError) Error() string { return e.err.Error() }

// sniffLines reads standard input (not a regular file) up to its first
// line that is not blank and decides how solve reads it: as lines when
// that line is text — valid UTF-8 without control characters, not a PBN
// tag or % escape (dds.IsPBN's test) — else (and for an input of blank
// lines only) whole. all reads the whole input, what was read included.
// Blanks beyond dds.MaxSolveLine are read as lines.
func sniffLines(r io.Reader) (all io.Reader, lines bool, err error) {
	br := bufio.NewReaderSize(r, dds.MaxSolveLine)
	var head []byte
	all = br
	for len(head) <= dds.MaxSolveLine {
		raw, err := br.ReadSlice('\n')
		head = append(head, raw...)
		all = io.MultiReader(bytes.NewReader(head), br)
		if t := bytes.TrimSpace(raw); len(t) > 0 {
			text := utf8.Valid(t) && !bytes.ContainsFunc(t, func(r rune) bool { return r < ' ' && r != '\t' })
			return all, text && t[0] != '[' && t[0] != '%', nil
		}
		if err == io.EOF {
			return all, false, nil
		}
		if err != nil && !errors.Is(err, bufio.ErrBufferFull) {
			return nil, false, err
		}
	}
	return all, true, nil
}

// checkRules checks the --restrict rules against every deal or position
// of the input before anything is solved: each penalty card in its
// holder's hand ("deals.tsv:3: rule 1: ...").
func checkRules(rules []dds.PlayRule, data []byte, name string, positions bool) error {
	if dds.IsZRD(data, name) {
		return badInput("--restrict: %s holds tables solved without rules", name)
	}
	var games []dds.Game
	if dds.IsPBN(data) {
		g, err := dds.ReadPBN(bytes.NewReader(data), name)
		if err != nil {
			return nil // ReadSolveInput reports it
		}
		games = g
	}
	check := ruleCheck(rules, name, positions)
	return dds.EachSolveItem(data, name, games, positions, func(it dds.SolveItem, err error) error {
		if err != nil {
			return nil // reported by ReadSolveInput
		}
		return check(it)
	})
}

// ruleCheck checks the --restrict rules against an item of the input
// named name: each penalty card in its holder's hand.
func ruleCheck(rules []dds.PlayRule, name string, positions bool) func(dds.SolveItem) error {
	return func(it dds.SolveItem) error {
		p := it.Position
		if !positions {
			p = dds.Position{Hands: it.Deal}
		}
		if _, err := dds.NewPlayState(rules, &p); err != nil {
			return badInput("%s:%d: %v", name, it.Line, err)
		}
		return nil
	}
}

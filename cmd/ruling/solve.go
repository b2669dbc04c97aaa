// solve.go: the "ruling solve" command — double-dummy tables of deals, or the values of every legal card in positions.

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

func init() {
	register(command{name: "solve", summary: "double-dummy tables of deals, or card values in positions", order: 20, run: runSolve})
}

const solveHelp = `Usage: ruling solve [--solver go|libdds] [--threads N] [--format tsv|pbn|json]
                    [--positions] [--keep-going] [FILE|-]

Solves every deal of FILE (standard input for - or no FILE) double dummy.

Input: one deal a line, the deal in PBN Deal form ("N:AKQ2.T98.KJ5.A43 ...")
as the first tab-separated field; other fields are ignored, blank lines and
lines starting with # are skipped (so a dd-tables.tsv file is valid input).
A PBN file (recognised by its first line, a [tag] or a % line) is read as
games, and its Deal tags are solved.

Output, in input order whatever the number of threads:
    --format tsv   the deal, a tab, then 20 numbers: the tricks declarer
                   takes in clubs, diamonds, hearts, spades, notrump, and
                   within each strain for declarer N, E, S, W (the default)
    --format pbn   the games with [DoubleDummyTricks] and
                   [OptimumResultTable] added (PBN 2.1); deals read from
                   lines become boards 1, 2, ... with the standard dealer
                   and vulnerability
    --format json  one JSON object a line: the deal and its tricks by
                   strain and declarer

Options:
    --positions    input lines are positions in dd-plays.tsv form: deal,
                   strain (C D H S N), opening leader (N E S W), the cards
                   played so far (tricks separated by spaces, e.g.
                   "H2HTH8H4 C3C8CQ"); a fifth field is ignored. Output is
                   the same four fields and a fifth: every legal card of the
                   player on turn and the tricks his side takes after it,
                   "CJ:1 C6:2,C5:2 C2:2" (touching cards of equal value
                   joined by commas). Formats tsv and json.
    --solver S     libdds (the default until the pure-Go solver is
                   finished; it needs the libdds0 package, or the library's
                   path in RULING_LIBDDS) or go (no C library needed)
    --threads N    worker threads; 0 (the default) means one per core
    --keep-going   report a bad input line on standard error and go on
                   with the others; the exit status is still 2

Exit status: 0 on success, 2 on bad input (the message names FILE:LINE),
1 when the solver cannot run (e.g. libdds is missing).

Examples:
    ruling solve deals.tsv
    ruling solve --format pbn board.pbn
    ruling solve --positions --solver libdds dd-plays.tsv
`

// solveItem is one deal or position to solve, with where it came from.
type solveItem struct {
	line   int       // line in the input (of the game's first tag for PBN)
	fields string    // --positions: the first four fields as given
	game   *dds.Game // PBN input: the game
	deal   dds.Deal  // the deal to solve (tables)
	pos    dds.Position
	rec    dds.PlayRecord
}

// solveOptions are the parsed flags of one run.
type solveOptions struct {
	solver    string
	threads   int
	format    string
	positions bool
	keepGoing bool
}

func runSolve(e *env) error {
	fs := newFlags(e, "solve", solveHelp)
	var o solveOptions
	fs.StringVar(&o.solver, "solver", defaultSolver, "")
	fs.IntVar(&o.threads, "threads", 0, "")
	fs.StringVar(&o.format, "format", "tsv", "")
	fs.BoolVar(&o.positions, "positions", false, "")
	fs.BoolVar(&o.keepGoing, "keep-going", false, "")
	if err := parseFlags(e, fs, "solve"); err != nil {
		return err
	}
	if fs.NArg() > 1 {
		return withHint(badInput("%d files given, want one", fs.NArg()), `give one FILE, or "-" for standard input`)
	}
	switch o.format {
	case "tsv", "json":
	case "pbn":
		if o.positions {
			return withHint(badInput("--format pbn does not apply to --positions"), "use --format tsv or --format json")
		}
	default:
		return withHint(badInput("--format %q is not tsv, pbn or json", o.format), "use --format tsv, pbn or json")
	}
	if o.threads < 0 {
		return withHint(badInput("--threads %d is negative", o.threads), "use --threads 0 for one per core")
	}
	data, name, err := readInput(e, fs.Arg(0))
	if err != nil {
		return err
	}
	items, bad, err := readSolveInput(e, data, name, &o)
	if err != nil {
		return err
	}
	factory, err := solverFactory(o.solver, o.threads)
	if err != nil {
		return err
	}
	out := &output{}
	if o.positions {
		err = solvePositionItems(factory, &o, items, out)
	} else {
		err = solveTableItems(factory, &o, items, out)
	}
	if err != nil {
		return err
	}
	if err := out.commit(e); err != nil {
		return err
	}
	if bad > 0 {
		return badInput("%s: %d bad input line(s) skipped", name, bad)
	}
	return nil
}

// readSolveInput reads the deals or positions of the input. A bad line
// is an error naming FILE:LINE, or with --keep-going is reported on
// stderr and counted in bad.
func readSolveInput(e *env, data []byte, name string, o *solveOptions) (items []solveItem, bad int, err error) {
	if isPBN(data) {
		if o.positions {
			return nil, 0, withHint(badInput("%s: --positions reads dd-plays lines, not a PBN file", name), "give positions as deal, strain, leader and play separated by tabs")
		}
		games, err := dds.ReadPBN(bytes.NewReader(data), name)
		if err != nil {
			return nil, 0, badInput("%v", err)
		}
		for i := range games {
			g := &games[i]
			if err := g.Deal.CheckComplete(); err != nil {
				err = fmt.Errorf("%s:%d: board %d: the deal is not complete: %v", name, g.Line, g.Board, err)
				if !o.keepGoing {
					return nil, 0, badInput("%v", err)
				}
				fmt.Fprintf(e.stderr, "ruling: error: %v\n", err)
				bad++
				continue
			}
			items = append(items, solveItem{line: g.Line, game: g, deal: g.Deal})
		}
		return items, bad, nil
	}
	for i, raw := range strings.Split(string(data), "\n") {
		line := strings.TrimRight(raw, "\r")
		if t := strings.TrimSpace(line); t == "" || t[0] == '#' {
			continue
		}
		it := solveItem{line: i + 1}
		if o.positions {
			it.rec, err = dds.ParsePlayRecord(line)
			if err == nil {
				it.pos, err = it.rec.Position()
			}
			f := strings.Split(line, "\t")
			for len(f) < 4 {
				f = append(f, "")
			}
			it.fields = strings.Join(f[:4], "\t")
		} else {
			var r dds.TableRecord
			r, err = dds.ParseTableRecord(line)
			it.deal = r.Deal
		}
		if err != nil {
			err = fmt.Errorf("%s:%d: %v", name, i+1, err)
			if !o.keepGoing {
				return nil, 0, badInput("%v", err)
			}
			fmt.Fprintf(e.stderr, "ruling: error: %v\n", err)
			bad++
			continue
		}
		items = append(items, it)
	}
	return items, bad, nil
}

// isPBN reports whether the input is a PBN file: its first line that is
// not blank starts with a tag or a % escape.
func isPBN(data []byte) bool {
	for _, line := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(line)
		if t == "" {
			continue
		}
		return t[0] == '[' || t[0] == '%'
	}
	return false
}

// solveTableItems solves and writes the table of every deal.
func solveTableItems(f dds.Factory, o *solveOptions, items []solveItem, out *output) error {
	deals := make([]dds.Deal, len(items))
	for i, it := range items {
		deals[i] = it.deal
	}
	tables, err := solveTables(f, o.threads, deals)
	if err != nil {
		return solveError(err, items)
	}
	switch o.format {
	case "pbn":
		games := make([]dds.Game, len(items))
		for i, it := range items {
			if it.game != nil {
				games[i] = *it.game
				games[i].Tags = append([]dds.Tag(nil), it.game.Tags...)
			} else {
				n := i + 1
				games[i] = dds.Game{Board: n, Dealer: dds.BoardDealer(n), Vulnerable: dds.BoardVulnerability(n), Deal: it.deal}
				for _, tag := range []string{"Board", "Dealer", "Vulnerable", "Deal"} {
					games[i].Set(tag, "") // WritePBN fills in the values of the fields
				}
			}
			addTableTags(&games[i], tables[i])
		}
		return dds.WritePBN(out, games)
	case "json":
		enc := json.NewEncoder(out)
		for i, it := range items {
			v := jsonTable{Line: it.line, Deal: it.deal.String(), Tricks: tricksJSON(tables[i])}
			if it.game != nil {
				v.Board = it.game.Board
			}
			if err := enc.Encode(v); err != nil {
				return err
			}
		}
	default:
		for i, it := range items {
			fmt.Fprintln(out, dds.FormatTableRecord(it.deal, tables[i]))
		}
	}
	return nil
}

// solvePositionItems solves and writes the card values of every position.
func solvePositionItems(f dds.Factory, o *solveOptions, items []solveItem, out *output) error {
	positions := make([]dds.Position, len(items))
	for i, it := range items {
		positions[i] = it.pos
	}
	values, err := solveValues(f, o.threads, positions)
	if err != nil {
		return solveError(err, items)
	}
	enc := json.NewEncoder(out)
	for i, it := range items {
		if o.format == "json" {
			v := jsonPosition{
				Line:   it.line,
				Deal:   it.rec.Deal.String(),
				Strain: string(it.rec.Trump.Letter()),
				Leader: it.rec.Leader.String(),
				Play:   dds.FormatPlayField(it.rec.Play),
				OnTurn: it.pos.OnTurn().String(),
			}
			for _, cv := range values[i] {
				v.Values = append(v.Values, jsonCardValue{Card: cv.Card.String(), Tricks: cv.Tricks})
			}
			if err := enc.Encode(v); err != nil {
				return err
			}
			continue
		}
		fmt.Fprintf(out, "%s\t%s\n", it.fields, dds.FormatCardValues(it.pos, values[i]))
	}
	return nil
}

// solveError names the input line of a batch item's error.
func solveError(err error, items []solveItem) error {
	var b *dds.BatchError
	if errors.As(err, &b) && b.Index < len(items) {
		return fmt.Errorf("line %d: %v", items[b.Index].line, b.Err)
	}
	return err
}

// addTableTags adds [DoubleDummyTricks] and [OptimumResultTable] to g.
// DoubleDummyTricks is 20 hex digits, declarers N S E W, each with the
// strains NT S H D C (Bridge Composer's layout); the table has a row per
// declarer and strain in the same order.
func addTableTags(g *dds.Game, t dds.Table) {
	order := [5]dds.Strain{dds.NoTrump, dds.Strain(dds.Spades), dds.Strain(dds.Hearts), dds.Strain(dds.Diamonds), dds.Strain(dds.Clubs)}
	var ddt strings.Builder
	var rows []string
	for _, d := range [4]dds.Seat{dds.North, dds.South, dds.East, dds.West} {
		for _, s := range order {
			n := t[s][d]
			ddt.WriteByte("0123456789abcd"[n])
			rows = append(rows, fmt.Sprintf("%s %2s %2d", d, s, n))
		}
	}
	g.Set("DoubleDummyTricks", ddt.String())
	g.Set("OptimumResultTable", `Declarer;Denomination\2R;Result\2R`, rows...)
}

// The JSON forms of the results.
type (
	jsonTable struct {
		Line   int         `json:"line"`
		Board  int         `json:"board,omitempty"`
		Deal   string      `json:"deal"`
		Tricks jsonStrains `json:"tricks"`
	}
	jsonStrains struct {
		C, D, H, S jsonSeats
		NT         jsonSeats
	}
	jsonSeats struct {
		N, E, S, W int
	}
	jsonPosition struct {
		Line   int             `json:"line"`
		Deal   string          `json:"deal"`
		Strain string          `json:"strain"`
		Leader string          `json:"leader"`
		Play   string          `json:"play"`
		OnTurn string          `json:"on_turn"`
		Values []jsonCardValue `json:"values"`
	}
	jsonCardValue struct {
		Card   string `json:"card"`
		Tricks int    `json:"tricks"`
	}
)

func tricksJSON(t dds.Table) jsonStrains {
	seats := func(s dds.Strain) jsonSeats { return jsonSeats{t[s][0], t[s][1], t[s][2], t[s][3]} }
	return jsonStrains{
		C: seats(dds.Strain(dds.Clubs)), D: seats(dds.Strain(dds.Diamonds)),
		H: seats(dds.Strain(dds.Hearts)), S: seats(dds.Strain(dds.Spades)), NT: seats(dds.NoTrump),
	}
}

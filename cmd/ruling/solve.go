// solve.go: the "ruling solve" command — double-dummy tables of deals, or the values of every legal card in positions.

package main

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

func init() {
	register(command{name: "solve", summary: "double-dummy tables of deals, or card values in positions", order: 20, run: runSolve})
}

var solveHelp = helpFile("solve")

// solveItem is one deal or position to solve, with where it came from.
type solveItem struct {
	line   int       // line in the input (of the game's first tag for PBN)
	board  int       // the item's place among the input's deals: 1, 2, ...
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
	par       bool
	dealer    *dds.Seat          // --dealer, for line input
	vul       *dds.Vulnerability // --vul, for line input
}

func runSolve(e *env) error {
	fs := newFlags(e, "solve", solveHelp)
	var o solveOptions
	var dealer, vul string
	fs.StringVar(&o.solver, "solver", defaultSolver, "")
	fs.IntVar(&o.threads, "threads", 0, "")
	fs.StringVar(&o.format, "format", "tsv", "")
	fs.BoolVar(&o.positions, "positions", false, "")
	fs.BoolVar(&o.keepGoing, "keep-going", false, "")
	fs.BoolVar(&o.par, "par", false, "")
	fs.StringVar(&dealer, "dealer", "", "")
	fs.StringVar(&vul, "vul", "", "")
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
	if err := parseParFlags(&o, dealer, vul); err != nil {
		return err
	}
	data, name, err := readInput(e, fs.Arg(0))
	if err != nil {
		return err
	}
	var games []dds.Game
	if isPBN(data) {
		if o.positions {
			return withHint(badInput("%s: --positions reads dd-plays lines, not a PBN file", name), "give positions as deal, strain, leader and play separated by tabs")
		}
		if o.dealer != nil || o.vul != nil {
			return withHint(badInput("--dealer and --vul apply to line input; %s is a PBN file", name), "a PBN game's Dealer and Vulnerable tags give its par")
		}
		if games, err = dds.ReadPBN(bytes.NewReader(data), name); err != nil {
			return badInput("%v", err)
		}
	}
	// Every input line is checked before anything is solved, so bad input
	// stops the run (or, with --keep-going, is reported) first.
	total, bad := 0, 0
	err = eachSolveItem(data, name, games, &o, func(it solveItem, err error) error {
		if err == nil {
			total++
			return nil
		}
		if !o.keepGoing {
			return badInput("%v", err)
		}
		fmt.Fprintf(e.stderr, "ruling: error: %v\n", err)
		bad++
		return nil
	})
	if err != nil {
		return err
	}
	factory, err := solverFactory(o.solver, o.threads)
	if err != nil {
		return err
	}
	w := dds.NewResultWriter(e.stdout, o.format, o.par)
	stream := dds.Stream{Factory: factory, Threads: o.threads, Positions: o.positions, Total: max(total, 1)}
	written, err := dds.SolveStream(e.ctx, stream, func(yield func(solveItem) bool) error {
		return eachSolveItem(data, name, games, &o, func(it solveItem, err error) error {
			if err == nil && !yield(it) {
				return errStopFeeding
			}
			return nil
		})
	}, func(it solveItem) dds.StreamJob {
		return dds.StreamJob{Deal: it.deal, Position: it.pos}
	}, func(it solveItem, r dds.Solved) error {
		if o.positions {
			return w.WritePosition(dds.SolvedPosition{Line: it.line, Fields: it.fields, Record: it.rec, Position: it.pos, Values: r.Values})
		}
		dealer, vul := solveBoard(it, &o)
		return w.WriteDeal(dds.SolvedDeal{Line: it.line, Board: it.board, Game: it.game, Deal: it.deal, Dealer: dealer, Vulnerable: vul, Table: r.Table})
	})
	var se *dds.StreamError[solveItem]
	if errors.As(err, &se) {
		err = fmt.Errorf("line %d: %v", se.Item.line, se.Err)
	}
	if err == nil {
		err = w.Close() // a PBN output with no games: the header alone
	} else {
		w.Flush()
	}
	if err != nil {
		if e.ctx.Err() != nil && errors.Is(err, e.ctx.Err()) {
			return &hinted{err: fmt.Errorf("interrupted: the first %d of %d results written", written, total),
				hint: "run again on the rest of the input"}
		}
		return err
	}
	if bad > 0 {
		return badInput("%s: %d bad input line(s) skipped", name, bad)
	}
	return nil
}

// parseParFlags checks --par, --dealer and --vul.
func parseParFlags(o *solveOptions, dealer, vul string) error {
	if (dealer != "" || vul != "") && !o.par {
		return withHint(badInput("--dealer and --vul go with --par"), "add --par")
	}
	if o.par && o.positions {
		return withHint(badInput("--par does not apply to --positions"), "par needs a whole deal's table")
	}
	if dealer != "" {
		s, err := dds.ParseSeat(dealer)
		if err != nil {
			return withHint(badInput("--dealer %q is not a seat", dealer), "use --dealer N, E, S or W")
		}
		o.dealer = &s
	}
	if vul != "" {
		v, err := dds.ParseVulnerability(vul)
		if err != nil {
			return withHint(badInput("--vul: %v", err), "use --vul None, NS, EW or All")
		}
		o.vul = &v
	}
	return nil
}

// errStopFeeding ends eachSolveItem early, without an error.
var errStopFeeding = errors.New("stop feeding")

// eachSolveItem calls fn with every deal or position of the input in
// order, or with the error of a bad line (naming FILE:LINE). It stops at
// fn's first error, which it returns (errStopFeeding as nil).
func eachSolveItem(data []byte, name string, games []dds.Game, o *solveOptions, fn func(solveItem, error) error) error {
	err := func() error {
		board := 0
		if games != nil {
			for i := range games {
				g := &games[i]
				if err := g.Deal.CheckComplete(); err != nil {
					if err := fn(solveItem{}, fmt.Errorf("%s:%d: board %d: the deal is not complete: %v", name, g.Line, g.Board, err)); err != nil {
						return err
					}
					continue
				}
				board++
				if err := fn(solveItem{line: g.Line, board: board, game: g, deal: g.Deal}, nil); err != nil {
					return err
				}
			}
			return nil
		}
		rest := data
		for n := 1; len(rest) > 0; n++ {
			var raw []byte
			if i := bytes.IndexByte(rest, '\n'); i >= 0 {
				raw, rest = rest[:i], rest[i+1:]
			} else {
				raw, rest = rest, nil
			}
			line := strings.TrimRight(string(raw), "\r")
			if t := strings.TrimSpace(line); t == "" || t[0] == '#' {
				continue
			}
			it, err := parseSolveLine(line, o)
			if err != nil {
				err = fmt.Errorf("%s:%d: %v", name, n, err)
			} else {
				board++
				it.line, it.board = n, board
			}
			if err := fn(it, err); err != nil {
				return err
			}
		}
		return nil
	}()
	if errors.Is(err, errStopFeeding) {
		return nil
	}
	return err
}

// parseSolveLine reads one line: a deal, or with --positions a position.
func parseSolveLine(line string, o *solveOptions) (it solveItem, err error) {
	if !o.positions {
		r, err := dds.ParseTableRecord(line)
		return solveItem{deal: r.Deal}, err
	}
	it.rec, err = dds.ParsePlayRecord(line)
	if err == nil {
		it.pos, err = it.rec.Position()
	}
	f := strings.Split(line, "\t")
	for len(f) < 4 {
		f = append(f, "")
	}
	it.fields = strings.Join(f[:4], "\t")
	return it, err
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

// solveBoard is the dealer and vulnerability of an item: its PBN game's,
// else --dealer and --vul, else its board number's.
func solveBoard(it solveItem, o *solveOptions) (dds.Seat, dds.Vulnerability) {
	if it.game != nil {
		return it.game.Dealer, it.game.Vulnerable
	}
	dealer, vul := dds.BoardDealer(it.board), dds.BoardVulnerability(it.board)
	if o.dealer != nil {
		dealer = *o.dealer
	}
	if o.vul != nil {
		vul = *o.vul
	}
	return dealer, vul
}

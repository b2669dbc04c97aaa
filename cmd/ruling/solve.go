// solve.go: the "ruling solve" command — double-dummy tables of deals, or the values of every legal card in positions.

package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

func init() {
	register(command{name: "solve", summary: "double-dummy tables of deals, or card values in positions", order: 20, run: runSolve})
}

const solveHelp = `Usage: ruling solve [--solver go|libdds] [--threads N] [--format tsv|pbn|json]
                    [--par [--dealer SEAT] [--vul VUL]] [--positions]
                    [--keep-going] [FILE|-]

Solves every deal of FILE (standard input for - or no FILE) double dummy.

Input: one deal a line, the deal in PBN Deal form ("N:AKQ2.T98.KJ5.A43 ...")
as the first tab-separated field; other fields are ignored, blank lines and
lines starting with # are skipped (so a dd-tables.tsv file is valid input).
A PBN file (recognised by its first line, a [tag] or a % line) is read as
games, and its Deal tags are solved.

Output, in input order whatever the number of threads, each result written
as soon as it and those before it are solved (Ctrl-C stops the run; the
results finished by then are written whole, nothing half):
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
    --par          add the par of each deal as DDS's DealerPar computes it:
                   North-South's par score and the par contracts in DDS's
                   notation ("4S-NS", "5H*-EW-2" doubled two down, "1S-EW+2"
                   with two overtricks, "pass"). tsv: two more fields, the
                   score and the contracts joined by commas; json: "par":
                   {"score": ..., "contracts": [...], "dealer", "vulnerable"};
                   pbn: [OptimumScore "NS 420"] (PBN 2.1 §4.2.7) and
                   [ParContract "NS 4S"] (the tag in use beside PBN 2.1).
                   The dealer and vulnerability come from a PBN game's tags;
                   for line input, from the board number (the deal's place
                   in the input: 1, 2, ...) unless given:
    --dealer SEAT  the dealer of every deal of line input (N, E, S or W)
    --vul VUL      the vulnerability of every deal of line input (None, NS,
                   EW or All)
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
1 when the solver cannot run (e.g. libdds is missing) or the run is
interrupted.

Examples:
    ruling solve deals.tsv
    ruling solve --format pbn board.pbn
    ruling solve --par --format json --dealer N --vul None deals.tsv
    ruling solve --positions --solver libdds dd-plays.tsv
`

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
	w := &solveWriter{o: &o, out: bufio.NewWriter(e.stdout)}
	written, err := solveStream(e.ctx, factory, &o, total, func(yield func(solveItem) bool) error {
		return eachSolveItem(data, name, games, &o, func(it solveItem, err error) error {
			if err == nil && !yield(it) {
				return errStopFeeding
			}
			return nil
		})
	}, w.write)
	if err == nil && o.format == "pbn" && !w.started {
		w.out.WriteString(pbnHeader) // no games: the header alone
	}
	if ferr := w.out.Flush(); err == nil {
		err = ferr
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

// solveResult is what one item's solve gave.
type solveResult struct {
	table  dds.Table
	values []dds.CardValue
}

// Batches handed to a backend that solves batches itself: libdds's
// limits for one call (tables with every strain, boards).
const (
	tableChunk    = 40
	positionChunk = 200
)

// pbnHeader starts a PBN file ruling writes (as dds.WritePBN does).
const pbnHeader = "% PBN 2.1\n% EXPORT\n"

// solveStream solves the total items feed gives and calls write with each item
// and its result, in input order, as soon as the item and all before it
// are solved. At most a few batches per worker are in flight, so memory
// does not grow with the input. When ctx is cancelled it stops taking
// items, writes the results already finished in order, and returns the
// context's error; written is the number of items written.
func solveStream(ctx context.Context, f dds.Factory, o *solveOptions, total int, feed func(yield func(solveItem) bool) error,
	write func(solveItem, solveResult) error) (written int, err error) {
	first, err := f()
	if err != nil {
		return 0, err
	}
	// A backend that solves batches (libdds, on its own threads) gets
	// whole batches on one worker; any other, one item per worker.
	chunk, workers := 1, o.threads
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, max(total, 1)) // total items: no idle solvers
	_, tb := first.(tableBatcher)
	_, vb := first.(valuesBatcher)
	switch {
	case tb && !o.positions:
		chunk, workers = tableChunk, 1
	case vb && o.positions:
		chunk, workers = positionChunk, 1
	}
	window := 2*workers + 1 // batches in flight

	type job struct {
		seq   int
		items []solveItem
	}
	type done struct {
		job
		results []solveResult
		err     error
	}
	feedCtx, stopFeed := context.WithCancel(ctx)
	defer stopFeed()
	var (
		jobs    = make(chan job)
		results = make(chan done, window) // never blocks: at most window batches are in flight
		slots   = make(chan struct{}, window)
		fedAll  = make(chan struct{})
		nJobs   int
		feedErr error
	)
	go func() { // the feeder
		defer close(fedAll)
		defer close(jobs)
		var batch []solveItem
		send := func() bool {
			select {
			case slots <- struct{}{}:
			case <-feedCtx.Done():
				return false
			}
			select {
			case jobs <- job{seq: nJobs, items: batch}:
				nJobs++
				batch = nil
				return true
			case <-feedCtx.Done():
				return false
			}
		}
		feedErr = feed(func(it solveItem) bool {
			batch = append(batch, it)
			return len(batch) < chunk || send()
		})
		if feedErr == nil && len(batch) > 0 && feedCtx.Err() == nil {
			send()
		}
	}()
	for i := range workers {
		s := first
		if i > 0 {
			if s, err = f(); err != nil {
				stopFeed()
				return 0, err
			}
		}
		go func() {
			if c, ok := s.(interface{ Close() error }); ok {
				defer c.Close()
			}
			for j := range jobs {
				r, err := solveBatch(s, o, j.items)
				results <- done{job: j, results: r, err: err}
			}
		}()
	}

	// The writer: results in input order.
	pending := map[int]done{}
	next := 0
	flush := func() error {
		for {
			d, ok := pending[next]
			if !ok {
				return nil
			}
			delete(pending, next)
			if d.err != nil {
				return solveError(d.err, d.items)
			}
			for k, it := range d.items {
				if err := write(it, d.results[k]); err != nil {
					return err
				}
				written++
			}
			next++
			<-slots
		}
	}
	for {
		select {
		case d := <-results:
			pending[d.seq] = d
			if err := flush(); err != nil {
				return written, err
			}
		case <-fedAll:
			fedAll = nil // nJobs and feedErr are final
		case <-ctx.Done():
			// Write what is finished, then stop.
			for {
				select {
				case d := <-results:
					pending[d.seq] = d
					continue
				default:
				}
				break
			}
			if err := flush(); err != nil {
				return written, err
			}
			return written, ctx.Err()
		}
		if fedAll == nil && next == nJobs {
			return written, feedErr
		}
	}
}

// solveBatch solves a batch of items with one solver: as a whole when the
// backend takes batches, else one by one.
func solveBatch(s dds.Solver, o *solveOptions, items []solveItem) ([]solveResult, error) {
	out := make([]solveResult, len(items))
	if o.positions {
		var batch func([]dds.Position) ([][]dds.CardValue, error)
		if b, ok := s.(valuesBatcher); ok {
			batch = b.CardValuesBatch
		}
		values, err := solveEach(items, func(it solveItem) dds.Position { return it.pos }, batch, s.CardValues)
		for i := range values {
			out[i].values = values[i]
		}
		return out, err
	}
	var batch func([]dds.Deal) ([]dds.Table, error)
	if b, ok := s.(tableBatcher); ok {
		batch = b.TableBatch
	}
	tables, err := solveEach(items, func(it solveItem) dds.Deal { return it.deal }, batch, s.Table)
	for i := range tables {
		out[i].table = tables[i]
	}
	return out, err
}

// solveEach solves the input of every item: with batch when the backend
// has one, else with one, item by item (an error names its item).
func solveEach[In, Out any](items []solveItem, input func(solveItem) In, batch func([]In) ([]Out, error), one func(In) (Out, error)) ([]Out, error) {
	in := make([]In, len(items))
	for i, it := range items {
		in[i] = input(it)
	}
	if batch != nil {
		return batch(in)
	}
	out := make([]Out, len(in))
	for i := range in {
		var err error
		if out[i], err = one(in[i]); err != nil {
			return nil, &dds.BatchError{Index: i, Err: err}
		}
	}
	return out, nil
}

// solveError names the input line of a batch item's error.
func solveError(err error, items []solveItem) error {
	var b *dds.BatchError
	if errors.As(err, &b) && b.Index < len(items) {
		return fmt.Errorf("line %d: %v", items[b.Index].line, b.Err)
	}
	return err
}

// solveWriter writes each result in the chosen format, whole, flushing
// after each so that output appears as it is ready.
type solveWriter struct {
	o       *solveOptions
	out     *bufio.Writer
	started bool // the PBN header is written
}

func (w *solveWriter) write(it solveItem, r solveResult) error {
	o := w.o
	if o.positions {
		if o.format == "json" {
			v := jsonPosition{
				Line:   it.line,
				Deal:   it.rec.Deal.String(),
				Strain: string(it.rec.Trump.Letter()),
				Leader: it.rec.Leader.String(),
				Play:   dds.FormatPlayField(it.rec.Play),
				OnTurn: it.pos.OnTurn().String(),
			}
			for _, cv := range r.values {
				v.Values = append(v.Values, jsonCardValue{Card: cv.Card.String(), Tricks: cv.Tricks})
			}
			return w.line(json.Marshal(v))
		}
		fmt.Fprintf(w.out, "%s\t%s\n", it.fields, dds.FormatCardValues(it.pos, r.values))
		return w.out.Flush()
	}
	dealer, vul := solveBoard(it, o)
	var par dds.DealerParResult
	if o.par {
		par = dds.DealerPar(r.table, dealer, vul)
	}
	switch o.format {
	case "pbn":
		var g dds.Game
		if it.game != nil {
			g = *it.game
			g.Tags = append([]dds.Tag(nil), it.game.Tags...)
		} else {
			g = dds.Game{Board: it.board, Dealer: dealer, Vulnerable: vul, Deal: it.deal}
			for _, tag := range []string{"Board", "Dealer", "Vulnerable", "Deal"} {
				g.Set(tag, "") // the game's fields give the values
			}
		}
		addTableTags(&g, r.table)
		if o.par {
			g.Set("OptimumScore", par.OptimumScore())
			g.Set("ParContract", par.PBNContracts())
		}
		text, err := g.Format()
		if err != nil {
			return err
		}
		if !w.started {
			w.out.WriteString(pbnHeader)
			w.started = true
		} else {
			w.out.WriteByte('\n')
		}
		w.out.WriteString(text)
		return w.out.Flush()
	case "json":
		v := jsonTable{Line: it.line, Deal: it.deal.String(), Tricks: tricksJSON(r.table)}
		if it.game != nil {
			v.Board = it.game.Board
		}
		if o.par {
			v.Par = &jsonPar{Score: par.Score, Contracts: par.Strings(), Dealer: dealer.String(), Vulnerable: vul.String()}
		}
		return w.line(json.Marshal(v))
	}
	w.out.WriteString(dds.FormatTableRecord(it.deal, r.table))
	if o.par {
		fmt.Fprintf(w.out, "\t%d\t%s", par.Score, strings.Join(par.Strings(), ","))
	}
	w.out.WriteByte('\n')
	return w.out.Flush()
}

// line writes one JSON value and a newline.
func (w *solveWriter) line(b []byte, err error) error {
	if err != nil {
		return err
	}
	w.out.Write(b)
	w.out.WriteByte('\n')
	return w.out.Flush()
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
		Par    *jsonPar    `json:"par,omitempty"`
	}
	jsonPar struct {
		Score      int      `json:"score"` // North-South's
		Contracts  []string `json:"contracts"`
		Dealer     string   `json:"dealer"`
		Vulnerable string   `json:"vulnerable"`
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

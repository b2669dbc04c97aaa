// streamio.go: a solve stream's input (deal lines, position lines, PBN games) and output, one result at a time (tsv lines, JSON objects or PBN games, with par when asked).

package dds

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// SolveItem is one deal or position of a solve input, with where it
// came from.
type SolveItem struct {
	Line  int   // the item's line in the input (its game's first tag for PBN)
	Board int   // the item's place among the input's deals: 1, 2, ...
	Game  *Game // the PBN game the deal came from; nil for line input
	Deal  Deal  // the deal (of a table)
	// A position: its dd-plays.tsv record, the record's first four
	// fields as given, and the position it reaches.
	Record   PlayRecord
	Fields   string
	Position Position
	// Stored is the deal's table as a solved-deal record gives it (nil
	// for other input): it is written, not solved again.
	Stored *Table
}

// Job is what SolveStream solves for the item.
func (it SolveItem) Job() StreamJob { return StreamJob{Deal: it.Deal, Position: it.Position} }

// IsPBN reports whether a solve input is a PBN file: its first line that
// is not blank starts with a tag or a % escape.
func IsPBN(data []byte) bool {
	for _, line := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(line)
		if t == "" {
			continue
		}
		return t[0] == '[' || t[0] == '%'
	}
	return false
}

// EachSolveItem calls fn with every deal or position of a solve input in
// order, or with the error of a bad item (naming name:LINE, or name:
// record N). The input is solved-deal records when IsZRD (each item's
// Line its record's number, its Stored the record's table), else games
// (from ReadPBN, when IsPBN), else data's lines: dd-tables.tsv
// lines (the deal is the first field), or with positions dd-plays.tsv
// lines; blank lines and lines starting with # are skipped. It stops at
// fn's first error, which it returns.
func EachSolveItem(data []byte, name string, games []Game, positions bool, fn func(SolveItem, error) error) error {
	board := 0
	if games == nil && IsZRD(data, name) {
		if len(data)%ZRDSize != 0 {
			return fn(SolveItem{}, fmt.Errorf("%s: %d bytes, not a whole number of %d-byte records", name, len(data), ZRDSize))
		}
		for n := 1; n*ZRDSize <= len(data); n++ {
			d, t, err := ParseZRD(data[(n-1)*ZRDSize : n*ZRDSize])
			if err != nil {
				err = fmt.Errorf("%s: record %d: %v", name, n, err)
				if err := fn(SolveItem{}, err); err != nil {
					return err
				}
				continue
			}
			board++
			if err := fn(SolveItem{Line: n, Board: board, Deal: d, Stored: &t}, nil); err != nil {
				return err
			}
		}
		return nil
	}
	if games != nil {
		for i := range games {
			g := &games[i]
			if err := g.Deal.CheckComplete(); err != nil {
				if err := fn(SolveItem{}, fmt.Errorf("%s:%d: board %d: the deal is not complete: %v", name, g.Line, g.Board, err)); err != nil {
					return err
				}
				continue
			}
			board++
			if err := fn(SolveItem{Line: g.Line, Board: board, Game: g, Deal: g.Deal}, nil); err != nil {
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
		if err := solveLine(raw, n, name, positions, &board, fn); err != nil {
			return err
		}
	}
	return nil
}

// solveLine hands fn line n of a line input (its final line feed cut):
// nothing for a blank line or a comment, else its item or its error.
// board counts the good items so far.
func solveLine(raw []byte, n int, name string, positions bool, board *int, fn func(SolveItem, error) error) error {
	line := strings.TrimRight(string(raw), "\r")
	if t := strings.TrimSpace(line); t == "" || t[0] == '#' {
		return nil
	}
	it, err := parseSolveLine(line, positions)
	if err != nil {
		err = fmt.Errorf("%s:%d: %v", name, n, err)
	} else {
		*board++
		it.Line, it.Board = n, *board
	}
	return fn(it, err)
}

// parseSolveLine reads one line: a deal, or with positions a position.
func parseSolveLine(line string, positions bool) (it SolveItem, err error) {
	if !positions {
		r, err := ParseTableRecord(line)
		return SolveItem{Deal: r.Deal}, err
	}
	it.Record, err = ParsePlayRecord(line)
	if err == nil {
		it.Position, err = it.Record.Position()
	}
	f := strings.Split(line, "\t")
	for len(f) < 4 {
		f = append(f, "")
	}
	it.Fields = strings.Join(f[:4], "\t")
	return it, err
}

// ResultWriter writes solved deals and positions, each whole, flushing
// after each so that output appears as it is ready. Formats:
//
//	tsv   dd-tables.tsv lines (with Par two more fields: North-South's
//	      par score and the contracts joined by commas); dd-plays.tsv
//	      lines with a fifth field, the card values
//	json  one JSON object a line
//	pbn   the games with [DoubleDummyTricks] and [OptimumResultTable]
//	      (PBN 2.1), with Par [OptimumScore] and [ParContract]; deals only
//
// Close writes what an empty output needs (the PBN header) and flushes.
type ResultWriter struct {
	Format    string // tsv, json or pbn
	Par       bool   // add the par of each deal (DealerPar)
	Positions bool   // the items are positions, not deals
	// Dealer and Vulnerable, when set, are those of every deal of line
	// input (for its par and PBN tags); else its board number's. A PBN
	// game's own tags always give its own.
	Dealer     *Seat
	Vulnerable *Vulnerability
	out        *bufio.Writer
	started    bool // the PBN header is written
}

// NewResultWriter is a ResultWriter on w.
func NewResultWriter(w io.Writer, format string) *ResultWriter {
	return &ResultWriter{Format: format, out: bufio.NewWriter(w)}
}

// Write writes one solved item: a deal's table or a position's values.
func (w *ResultWriter) Write(it SolveItem, r Solved) error {
	b, err := w.Render(it, r)
	if err != nil {
		return err
	}
	return w.WriteRendered(b)
}

// Render is one solved item as Write writes it, without what the output
// puts between items: a tsv or JSON line with its newline, or a PBN game
// (the PBN header and the blank line between games are WriteRendered's).
// It depends only on the writer's settings, not on what was written
// before, so items can be rendered elsewhere — on other machines — and
// written in order by WriteRendered.
func (w *ResultWriter) Render(it SolveItem, r Solved) ([]byte, error) {
	if w.Positions {
		return w.renderPosition(it, r)
	}
	return w.renderDeal(it, r.Table)
}

// WriteRendered writes one item Render made, as Write would have written
// the item: in a PBN output the header before the first game and a blank
// line before each other one.
func (w *ResultWriter) WriteRendered(b []byte) error {
	if w.Format == "pbn" && !w.Positions {
		if !w.started {
			w.out.WriteString(pbnHeader)
			w.started = true
		} else {
			w.out.WriteByte('\n')
		}
	}
	w.out.Write(b)
	return w.out.Flush()
}

// BoardOf is the dealer and vulnerability of an item, those its par is
// scored with: its PBN game's, else the writer's, else its board
// number's.
func (w *ResultWriter) BoardOf(it SolveItem) (Seat, Vulnerability) {
	if it.Game != nil {
		return it.Game.Dealer, it.Game.Vulnerable
	}
	dealer, vul := BoardDealer(it.Board), BoardVulnerability(it.Board)
	if w.Dealer != nil {
		dealer = *w.Dealer
	}
	if w.Vulnerable != nil {
		vul = *w.Vulnerable
	}
	return dealer, vul
}

// pbnHeader starts a PBN file (as WritePBN writes it).
const pbnHeader = "% PBN 2.1\n% EXPORT\n"

// renderDeal renders one solved deal.
func (w *ResultWriter) renderDeal(d SolveItem, table Table) ([]byte, error) {
	dealer, vul := w.BoardOf(d)
	var par DealerParResult
	if w.Par {
		par = DealerPar(table, dealer, vul)
	}
	switch w.Format {
	case "pbn":
		var g Game
		if d.Game != nil {
			g = *d.Game
			g.Tags = append([]Tag(nil), d.Game.Tags...)
		} else {
			g = Game{Board: d.Board, Dealer: dealer, Vulnerable: vul, Deal: d.Deal}
			for _, tag := range []string{"Board", "Dealer", "Vulnerable", "Deal"} {
				g.Set(tag, "") // the game's fields give the values
			}
		}
		AddTableTags(&g, table)
		if w.Par {
			g.Set("OptimumScore", par.OptimumScore())
			g.Set("ParContract", par.PBNContracts())
		}
		text, err := g.Format()
		return []byte(text), err
	case "json":
		v := jsonTable{Line: d.Line, Deal: d.Deal.String(), Tricks: tricksJSON(table)}
		if d.Game != nil {
			v.Board = d.Game.Board
		}
		if w.Par {
			v.Par = &jsonPar{Score: par.Score, Contracts: par.Strings(), Dealer: dealer.String(), Vulnerable: vul.String()}
		}
		return jsonLine(v)
	}
	b := []byte(FormatTableRecord(d.Deal, table))
	if w.Par {
		b = fmt.Appendf(b, "\t%d\t%s", par.Score, strings.Join(par.Strings(), ","))
	}
	return append(b, '\n'), nil
}

// renderPosition renders one solved position (formats tsv and json).
// Declarer's options under play rules, when due, come after the card
// values: a sixth tsv field (FormatOptionValues), JSON's "options".
func (w *ResultWriter) renderPosition(p SolveItem, r Solved) ([]byte, error) {
	values := r.Values
	if w.Format == "json" {
		v := jsonPosition{
			Line:   p.Line,
			Deal:   p.Record.Deal.String(),
			Strain: string(p.Record.Trump.Letter()),
			Leader: p.Record.Leader.String(),
			Play:   FormatPlayField(p.Record.Play),
			OnTurn: p.Position.OnTurn().String(),
		}
		for _, cv := range values {
			v.Values = append(v.Values, jsonCardValue{Card: cv.Card.String(), Tricks: cv.Tricks})
		}
		for _, o := range r.Options {
			v.Options = append(v.Options, jsonOptionValue{Option: o.Option.String(), Law: o.Option.Law, Tricks: o.Tricks})
		}
		return jsonLine(v)
	}
	line := p.Fields + "\t" + FormatCardValues(p.Position, values)
	if len(r.Options) > 0 {
		line += "\t" + FormatOptionValues(r.Options)
	}
	return []byte(line + "\n"), nil
}

// Close ends the output: a PBN output with no games gets the header
// alone. It flushes what is buffered.
func (w *ResultWriter) Close() error {
	if w.Format == "pbn" && !w.started {
		w.out.WriteString(pbnHeader)
		w.started = true
	}
	return w.out.Flush()
}

// Flush writes what is buffered.
func (w *ResultWriter) Flush() error { return w.out.Flush() }

// jsonLine is one JSON value and a newline.
func jsonLine(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// AddTableTags adds [DoubleDummyTricks] and [OptimumResultTable] to g.
// DoubleDummyTricks is 20 hex digits, declarers N S E W, each with the
// strains NT S H D C (Bridge Composer's layout); the table has a row per
// declarer and strain in the same order.
func AddTableTags(g *Game, t Table) {
	order := [5]Strain{NoTrump, Strain(Spades), Strain(Hearts), Strain(Diamonds), Strain(Clubs)}
	var ddt strings.Builder
	var rows []string
	for _, d := range [4]Seat{North, South, East, West} {
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
		// Options: declarer's options under play rules before the card
		// (the values are then those of the option he takes).
		Options []jsonOptionValue `json:"options,omitempty"`
	}
	jsonOptionValue struct {
		Option string `json:"option"`
		Law    string `json:"law"`
		Tricks int    `json:"tricks"`
	}
	jsonCardValue struct {
		Card   string `json:"card"`
		Tricks int    `json:"tricks"`
	}
)

func tricksJSON(t Table) jsonStrains {
	seats := func(s Strain) jsonSeats { return jsonSeats{t[s][0], t[s][1], t[s][2], t[s][3]} }
	return jsonStrains{
		C: seats(Strain(Clubs)), D: seats(Strain(Diamonds)),
		H: seats(Strain(Hearts)), S: seats(Strain(Spades)), NT: seats(NoTrump),
	}
}

// CheckInput refuses what the writer's options cannot do with data, the
// input named name: a PBN file is neither positions nor given a board
// (its games' own tags give each one's). An error is an *OptionError.
func (w *ResultWriter) CheckInput(data []byte, name string) error {
	switch {
	case IsZRD(data, name) && w.Positions:
		return OptionErr("positions", " reads dd-plays lines; %s holds solved deals", name).
			WithHint("give each position as deal, strain, leader and play separated by tabs")
	case IsPBN(data) && w.Positions:
		return OptionErr("positions", " reads dd-plays lines; %s is a PBN file", name).
			WithHint("give each position as deal, strain, leader and play separated by tabs")
	case IsPBN(data) && (w.Dealer != nil || w.Vulnerable != nil):
		return OptionErr("dealer", " and vul apply to line input; %s is a PBN file", name).
			WithHint("a PBN game's Dealer and Vulnerable tags give its par", "vul")
	}
	return nil
}

// Configure checks the writer's options together — Format, Par and
// Positions as set, dealer and vul as given ("" for none) — and sets
// Dealer and Vulnerable. A bad one is an *OptionError by its key
// (format, par, dealer, vul).
func (w *ResultWriter) Configure(dealer, vul string) error {
	switch {
	case w.Format == "pbn" && w.Positions:
		return OptionErr("format", " pbn does not apply to positions").WithHint("use format tsv or json", "positions")
	case w.Format != "tsv" && w.Format != "json" && w.Format != "pbn":
		return OptionErr("format", " %q is not tsv, pbn or json", w.Format).WithHint("use format tsv, pbn or json")
	case (dealer != "" || vul != "") && !w.Par:
		return OptionErr("dealer", " and vul go with par").WithHint("add par", "vul", "par")
	case w.Par && w.Positions:
		return OptionErr("par", " does not apply to positions").WithHint("par needs a whole deal's table", "positions")
	}
	if dealer != "" {
		s, err := ParseSeat(dealer)
		if err != nil {
			return OptionErr("dealer", " %q is not a seat", dealer).WithHint("use dealer N, E, S or W")
		}
		w.Dealer = &s
	}
	if vul != "" {
		v, err := ParseVulnerability(vul)
		if err != nil {
			return OptionErr("vul", ": %v", err).WithHint("use vul None, NS, EW or All")
		}
		w.Vulnerable = &v
	}
	return nil
}

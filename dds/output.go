// output.go: writing solved deals and positions one at a time — tsv lines, JSON objects or PBN games, with par when asked.

package dds

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// SolvedDeal is a deal's table with what its output names.
type SolvedDeal struct {
	Line  int   // the deal's line in the input (its game's first tag for PBN)
	Board int   // the deal's place among the input's deals: 1, 2, ...
	Game  *Game // the PBN game the deal came from; nil for line input
	Deal  Deal
	// Dealer and Vulnerable give the par, and the tags of a game made
	// for line input.
	Dealer     Seat
	Vulnerable Vulnerability
	Table      Table
}

// SolvedPosition is a position with the values of its legal cards.
type SolvedPosition struct {
	Line     int    // the position's line in the input
	Fields   string // the first four dd-plays.tsv fields as given
	Record   PlayRecord
	Position Position
	Values   []CardValue
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
	Format  string // tsv, json or pbn
	Par     bool   // add the par of each deal (DealerPar)
	out     *bufio.Writer
	started bool // the PBN header is written
}

// NewResultWriter is a ResultWriter on w.
func NewResultWriter(w io.Writer, format string, par bool) *ResultWriter {
	return &ResultWriter{Format: format, Par: par, out: bufio.NewWriter(w)}
}

// pbnHeader starts a PBN file (as WritePBN writes it).
const pbnHeader = "% PBN 2.1\n% EXPORT\n"

// WriteDeal writes one solved deal.
func (w *ResultWriter) WriteDeal(d SolvedDeal) error {
	var par DealerParResult
	if w.Par {
		par = DealerPar(d.Table, d.Dealer, d.Vulnerable)
	}
	switch w.Format {
	case "pbn":
		var g Game
		if d.Game != nil {
			g = *d.Game
			g.Tags = append([]Tag(nil), d.Game.Tags...)
		} else {
			g = Game{Board: d.Board, Dealer: d.Dealer, Vulnerable: d.Vulnerable, Deal: d.Deal}
			for _, tag := range []string{"Board", "Dealer", "Vulnerable", "Deal"} {
				g.Set(tag, "") // the game's fields give the values
			}
		}
		AddTableTags(&g, d.Table)
		if w.Par {
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
		v := jsonTable{Line: d.Line, Deal: d.Deal.String(), Tricks: tricksJSON(d.Table)}
		if d.Game != nil {
			v.Board = d.Game.Board
		}
		if w.Par {
			v.Par = &jsonPar{Score: par.Score, Contracts: par.Strings(), Dealer: d.Dealer.String(), Vulnerable: d.Vulnerable.String()}
		}
		return w.line(json.Marshal(v))
	}
	w.out.WriteString(FormatTableRecord(d.Deal, d.Table))
	if w.Par {
		fmt.Fprintf(w.out, "\t%d\t%s", par.Score, strings.Join(par.Strings(), ","))
	}
	w.out.WriteByte('\n')
	return w.out.Flush()
}

// WritePosition writes one solved position (formats tsv and json).
func (w *ResultWriter) WritePosition(p SolvedPosition) error {
	if w.Format == "json" {
		v := jsonPosition{
			Line:   p.Line,
			Deal:   p.Record.Deal.String(),
			Strain: string(p.Record.Trump.Letter()),
			Leader: p.Record.Leader.String(),
			Play:   FormatPlayField(p.Record.Play),
			OnTurn: p.Position.OnTurn().String(),
		}
		for _, cv := range p.Values {
			v.Values = append(v.Values, jsonCardValue{Card: cv.Card.String(), Tricks: cv.Tricks})
		}
		return w.line(json.Marshal(v))
	}
	fmt.Fprintf(w.out, "%s\t%s\n", p.Fields, FormatCardValues(p.Position, p.Values))
	return w.out.Flush()
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

// line writes one JSON value and a newline.
func (w *ResultWriter) line(b []byte, err error) error {
	if err != nil {
		return err
	}
	w.out.Write(b)
	w.out.WriteByte('\n')
	return w.out.Flush()
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

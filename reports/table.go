// table.go: plain-text tables and the deal diagram, padded by runes so suit symbols line up.

package reports

import (
	"strings"
	"unicode/utf8"

	"github.com/ruling-bridge/ruling/dds"
)

// textTable lays out rows under a header; align has one letter per column,
// 'l' or 'r'. Columns are separated by two spaces; no trailing blanks.
func textTable(b *strings.Builder, indent string, header []string, align string, rows [][]string) {
	widths := make([]int, len(header))
	for _, row := range append([][]string{header}, rows...) {
		for i, cell := range row {
			widths[i] = max(widths[i], utf8.RuneCountInString(cell))
		}
	}
	line := func(row []string) {
		var l strings.Builder
		l.WriteString(indent)
		for i, cell := range row {
			if i > 0 {
				l.WriteString("  ")
			}
			pad := strings.Repeat(" ", widths[i]-utf8.RuneCountInString(cell))
			if align[i] == 'r' {
				l.WriteString(pad + cell)
			} else {
				l.WriteString(cell + pad)
			}
		}
		b.WriteString(strings.TrimRight(l.String(), " ") + "\n")
	}
	line(header)
	for _, row := range rows {
		line(row)
	}
}

// suitLines is a hand as four lines, one per suit from spades: "♠ AKQ2",
// "♥ —" for a void, "?" lines for a hand of which nothing is known.
func suitLines(h dds.Cards) [4]string {
	var out [4]string
	for i, s := range dds.SuitsPBN {
		ranks := dds.FromSuitBits(dds.Clubs, h.SuitBits(s)).Holding()
		ranks = strings.TrimPrefix(ranks, "...")
		switch {
		case h == 0:
			ranks = "?"
		case ranks == "":
			ranks = "—"
		}
		out[i] = s.Symbol() + " " + ranks
	}
	return out
}

// Deal diagram geometry: the column where North and South start, and where East starts.
const (
	diagramMiddle = 18
	diagramEast   = 36
)

// dealDiagram draws the four hands in the usual cross, a compass in the middle.
func dealDiagram(d dds.Deal) string {
	var b strings.Builder
	pad := func(s string, width int) string {
		return s + strings.Repeat(" ", max(0, width-utf8.RuneCountInString(s)))
	}
	for _, l := range suitLines(d[dds.North]) {
		b.WriteString(strings.Repeat(" ", diagramMiddle) + l + "\n")
	}
	compass := [4]string{"    N", "W       E", "    S", ""}
	west, east := suitLines(d[dds.West]), suitLines(d[dds.East])
	for i := range 4 {
		line := pad(west[i], diagramMiddle) + pad(compass[i], diagramEast-diagramMiddle) + east[i]
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	for _, l := range suitLines(d[dds.South]) {
		b.WriteString(strings.Repeat(" ", diagramMiddle) + l + "\n")
	}
	return b.String()
}

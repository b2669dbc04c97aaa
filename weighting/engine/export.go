// export.go: the case's board as a scoring program imports it — every row valued with the adjusted table's weighted score — for ruling adjust --export.

package engine

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// Traveller is the case's board with the ruling r applied, for a scoring
// program: the table's row carries the adjusted score (r.Award; the
// table result when it stands, Law 12B1) and every row — the other
// tables' too, whose values move with a weighted table — the scores the
// case's form of scoring gives it on the board. The rows keep the pairs,
// rooms and tables of the event file when the case read them from one
// (Case.EventRows); else the table's pairs are the case's table_pairs, if
// any, and the others' are not known.
func Traveller(c *Case, r *Ruling) (*event.Traveller, error) {
	switch {
	case c.SeriousError != nil:
		return nil, errors.New("a Law 12C1(e) award gives the two sides scores that no row of a traveller carries: give them to the scoring program by hand, as the report shows them")
	case r.Damage == Damaged && r.Award == nil:
		return nil, errors.New("the offending side keeps the table result while the non-offending side has the weighted score (Law 12B1): no row of a traveller carries two results; give the scores by hand, as the report shows them")
	}
	table := weighting.Plain(c.TableResult)
	if r.Award != nil {
		table = *r.Award
	}
	rows := make([]event.Row, 0, 1+len(c.Others()))
	if len(c.EventRows) > 0 {
		rows = append(rows, c.EventRows...)
	} else {
		rows = append(rows, event.Row{})
		for _, o := range c.Others() {
			rows = append(rows, event.Row{Result: o})
		}
	}
	for i := range rows {
		rows[i].Multiplicity, rows[i].Awarded, rows[i].Score = 1, nil, nil
	}
	rows[0].Result = table
	b := &weighting.Board{Vul: c.Vulnerability, Tables: event.Rulings(rows), Expected: c.Expected}
	vals, err := c.Scoring.Score(b)
	if err != nil {
		return nil, fmt.Errorf("scoring the board: %v", err)
	}
	name := c.Scoring.Name()
	unit := event.IMPs
	if name == "matchpoints" {
		unit = event.Matchpoints
	}
	for i := range rows {
		ns, _ := vals[i].NS.Value.Float64()
		ew, _ := vals[i].EW.Value.Float64()
		if i == 0 && r.Damage == Damaged {
			// What the sides receive (a knockout's averaged score too).
			ns, ew = sideValue(r.Scores, dds.NS), sideValue(r.Scores, dds.EW)
		}
		rows[i].Awarded = []event.Awarded{{Unit: unit, NS: ns, EW: ew}}
		if vals[i].Top != nil && vals[i].Top.Sign() > 0 {
			top, _ := vals[i].Top.Float64()
			rows[i].Awarded = append(rows[i].Awarded, event.Awarded{Unit: event.Percent, NS: 100 * ns / top, EW: 100 * ew / top})
		}
	}
	t := &event.Traveller{Title: c.Form.Event, Scoring: name, Rows: rows, Adjusted: 0,
		Board: event.Board{Number: c.Board, Deal: c.Deal, HasDeal: c.Deal.Complete(), Dealer: c.Dealer, Vulnerable: c.Vulnerability}}
	switch {
	case r.Damage == Damaged:
		t.Note = fmt.Sprintf("board %d, %s: adjusted score (Law 12C1(c)) %s — NS %s, EW %s %s; the other tables' scores are valued against it",
			c.Board, orText(c.Form.Table, "the table"), r.Award.Entry(), formatValue(sideValue(r.Scores, dds.NS)), formatValue(sideValue(r.Scores, dds.EW)),
			weighting.UnitOf(c.Scoring.Name(), false))
	default:
		t.Note = fmt.Sprintf("board %d, %s: no adjustment, the table result stands (Law 12B1)", c.Board, orText(c.Form.Table, "the table"))
	}
	return t, nil
}

func sideValue(ss []SideScore, s dds.Side) float64 {
	for _, x := range ss {
		if x.Side == s {
			return x.Value
		}
	}
	return math.NaN()
}

func orText(s, alt string) string {
	if strings.TrimSpace(s) == "" {
		return alt
	}
	return s
}

// formatValue writes a score as the reports do (weighting.Trimmed to
// weighting.ValueDecimals): the note and the ruling form agree to the
// last digit.
func formatValue(f float64) string {
	return weighting.Trimmed(f, weighting.ValueDecimals)
}

// weighing.go: Weigh — one table's ruling valued on its own board, without a deal or scenarios (ruling weigh).

package engine

import (
	"fmt"

	"github.com/ruling-bridge/ruling/weighting"
)

// Weighing is a ruling at one table valued under the form of scoring: each
// outcome's value and each side's weighted value.
type Weighing struct {
	Board    *Case            // the board: vulnerability, scoring with its options, the other tables
	Table    weighting.Ruling // the ruling valued
	Value    weighting.TableValue
	Datum    *Datum   // butler: the datum the values used; nil otherwise
	Warnings []string // how the entry was read (33.3 % as 1/3, weights scaled)
}

// Weigh values a ruling written as a Director writes it ("40% 4S= N, 60%
// 4S-1 N", "NS: ...; EW: ...", "A60/40") on board c, which needs only its
// vulnerability, form of scoring with options (SetScoring) and other
// tables (Field or Vs). Knockout averaging and Neuberg factoring apply as
// in Adjust (Case.Value).
func Weigh(c *Case, entry string) (*Weighing, error) {
	if c.Scoring == nil {
		return nil, &Error{Msg: "no form of scoring"}
	}
	table, warnings, err := weighting.ParseEntry(entry, weighting.EntryOptions{Normalize: c.Normalize})
	if err != nil {
		return nil, &Error{Msg: err.Error()}
	}
	if err := table.Check(c.Vulnerability); err != nil {
		return nil, &Error{Msg: err.Error()}
	}
	if c.Expected != 0 && c.Expected < len(c.Others())+1 {
		return nil, &Error{Msg: fmt.Sprintf("expected = %d: the board has %d results (this table included)", c.Expected, len(c.Others())+1)}
	}
	tv, err := c.Value(table)
	if err != nil {
		return nil, &Error{Msg: err.Error()}
	}
	w := &Weighing{Board: c, Table: table, Value: tv, Warnings: warnings}
	if d, ok := c.datum(DatumOfRuling, table); ok {
		w.Datum = &d
	}
	return w, nil
}

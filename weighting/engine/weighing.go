// weighing.go: Weigh — one table's ruling valued on its own board, without a deal or scenarios (ruling weigh).

package engine

import (
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// Weighing is a ruling at one table valued under the form of scoring: each
// outcome's value and each side's weighted value.
type Weighing struct {
	Board *Case            // the board: vulnerability, scoring with its options, the other tables
	Table weighting.Ruling // the ruling valued
	Value weighting.TableValue
	Datum *Datum // butler: the datum the values used; nil otherwise
	// NonOffending is the non-offending side when the Director named it
	// (WeighOptions); nil otherwise.
	NonOffending *dds.Side
	// Read says how the entry was read (33.3 % as 1/3, weights scaled);
	// Warnings are the safeguards the ruling tripped (a wrong-way split,
	// a split that could not be checked).
	Read     []string
	Warnings []Warning
	// Artificial is an artificial ruling's award per side after Law
	// 12C2(c) (WeighOptions.Session); nil for a weighted ruling.
	Artificial *ArtificialReport
	// Assigned1997 is each side's 1997 Law 12C2 assigned score (under
	// WeighOptions.Law = Law1997); nil otherwise.
	Assigned1997 *Assigned1997Report
	// KnockoutOwn is each side's score from its own weights when Law
	// 12C4 averaged them (knockout play); nil otherwise.
	KnockoutOwn *[2]float64
	// Scorer is every other table's value with this ruling in the board
	// at cross-IMPs and Butler (NoBefore: weigh knows no table result);
	// nil at other forms of scoring and for an artificial ruling.
	Scorer *ScorerView
	// Sensitivity is each side's score when each weight moves
	// SensitivityStep either way (none for an artificial ruling).
	Sensitivity []SensitivityRow
}

// WeighOptions are what Weigh needs beyond the board and the ruling.
type WeighOptions struct {
	// NonOffending names the non-offending side, so that a split score
	// can be checked (Law 12C1(c)); nil when not given.
	NonOffending *dds.Side
	// Session is each side's session percentage for Law 12C2(c) on an
	// artificial ruling (--session-percent).
	Session Session
	// Law is Law2017 ("" too) or Law1997 (--law 1997): the 1997 Law 12C2
	// assigned scores beside the weighted one, which needs NonOffending.
	Law        string
	Thresholds Thresholds
}

// Weigh values a ruling written as a Director writes it ("40% 4S= N, 60%
// 4S-1 N", "NS: ...; EW: ...", "A60/40") on board c, which needs only its
// vulnerability, form of scoring with options (SetScoring) and other
// tables (Field or Vs). Knockout averaging and Neuberg factoring apply as
// in Adjust (Case.Value). A split score is checked against the
// non-offending side's weights when o names that side, and warned about
// when it does not.
func Weigh(c *Case, entry string, o WeighOptions) (*Weighing, error) {
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
	w := &Weighing{Board: c, Table: table, Value: tv, Read: warnings, NonOffending: o.NonOffending}
	if w.KnockoutOwn, err = c.knockoutOwn(table, tv); err != nil {
		return nil, &Error{Msg: err.Error()}
	}
	if d, ok := c.datum(DatumOfRuling, table); ok {
		w.Datum = &d
	}
	if table.Artificial != nil {
		sides, _, err := c.artificialValues(*table.Artificial, o.Session)
		if err != nil {
			return nil, &Error{Msg: err.Error()}
		}
		w.Artificial = &ArtificialReport{Award: *table.Artificial, Session: o.Session.Percent, Sides: sides, IMPScale: o.Session.IMPScale}
	} else if o.Session.Given() {
		return nil, &Error{Msg: "--session-percent applies Law 12C2(c) to an artificial score (A60/40), not to a weighted one"}
	}
	if o.Law == Law1997 {
		switch {
		case o.NonOffending == nil:
			return nil, &Error{Msg: "--law 1997 assigns the non-offending side the most favourable likely result and the offending side the most unfavourable probable one: give --non-offending NS or EW"}
		case table.Artificial != nil:
			return nil, &Error{Msg: "--law 1997 assigns scores from weighted results, not from an artificial score"}
		}
		rep, err := c.assigned1997(table.Side(*o.NonOffending), *o.NonOffending, o.Thresholds)
		if err != nil {
			return nil, &Error{Msg: err.Error()}
		}
		w.Assigned1997 = rep
	}
	if table.Artificial == nil {
		if w.Scorer, err = c.scorerNow(table); err != nil {
			return nil, &Error{Msg: err.Error()}
		}
		w.Sensitivity = c.sensitivity(table, table.IsSplit())
	}
	if table.IsSplit() {
		if o.NonOffending == nil {
			w.Warnings = append(w.Warnings, Warning{Kind: SplitUnchecked})
		} else if x, ok := wrongWay(c, table, *o.NonOffending); ok {
			w.Warnings = append(w.Warnings, x)
		}
	}
	return w, nil
}

// teams.go: IMPs against the other table (teams of four) and board-a-match, outcome by outcome.

package weighting

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ruling-bridge/ruling/dds"
)

// DefaultAveragePlusIMPs is average plus at IMPs (2007 Law 86A; the
// tournament organiser may choose another figure).
const DefaultAveragePlusIMPs = 3

// IMPScoring is teams-of-four scoring: each table's score against the
// other table's, in IMPs. The team sitting North-South at a table plays
// East-West at the other, so a table's North-South outcomes are compared
// with the other table's East-West outcomes (the same for a balancing
// ruling) and weighted by both tables' weights.
type IMPScoring struct {
	// AveragePlus is the IMPs for average plus (−AveragePlus for average
	// minus); 0 means DefaultAveragePlusIMPs.
	AveragePlus int
}

// Name is "imps".
func (IMPScoring) Name() string { return "imps" }

// Score values both tables of b in IMPs.
func (m IMPScoring) Score(b *Board) ([]TableValue, error) {
	return scoreTeams(b, func(d int) *big.Rat { return ratInt(dds.IMPsRat(ratInt(d))) },
		func(pct int) (*big.Rat, error) { return averageIMPs(pct, m.AveragePlus) })
}

// BAMScoring is board-a-match: each outcome wins (1), ties (½) or loses
// (0) against the other table, then the results are weighted.
type BAMScoring struct{}

// Name is "bam".
func (BAMScoring) Name() string { return "bam" }

// Score values both tables of b at board-a-match.
func (BAMScoring) Score(b *Board) ([]TableValue, error) {
	return scoreTeams(b, func(d int) *big.Rat {
		switch {
		case d > 0:
			return rat(1, 1)
		case d == 0:
			return rat(1, 2)
		}
		return new(big.Rat)
	}, func(pct int) (*big.Rat, error) { return rat(int64(pct), 100), nil })
}

// averageIMPs converts an artificial percentage to IMPs: 60 → +plus,
// 50 → 0, 40 → −plus.
func averageIMPs(pct, plus int) (*big.Rat, error) {
	if plus == 0 {
		plus = DefaultAveragePlusIMPs
	}
	switch pct {
	case AveragePlus:
		return ratInt(plus), nil
	case Average:
		return new(big.Rat), nil
	case AverageMinus:
		return ratInt(-plus), nil
	}
	return nil, fmt.Errorf("an artificial %d%% has no value in IMPs (use 60, 50 or 40)", pct)
}

// artificialIMPs sets both sides of tv to the IMP values of the
// artificial scores in a (Butler and cross-IMPs alike).
func artificialIMPs(tv *TableValue, a *Artificial, plus int) error {
	ns, err := averageIMPs(a.NS, plus)
	if err != nil {
		return err
	}
	ew, err := averageIMPs(a.EW, plus)
	if err != nil {
		return err
	}
	tv.NS, tv.EW = artificialSide(a.NS, ns), artificialSide(a.EW, ew)
	return nil
}

// scoreTeams values two tables against each other: f maps a score
// difference (this side minus the other room, from this side's point of
// view) to a value, av an artificial percentage.
func scoreTeams(b *Board, f func(diff int) *big.Rat, av func(pct int) (*big.Rat, error)) ([]TableValue, error) {
	if len(b.Tables) != 2 {
		return nil, fmt.Errorf("teams scoring compares two tables, not %d (give the other table's result)", len(b.Tables))
	}
	if err := b.Check(); err != nil {
		return nil, err
	}
	out := make([]TableValue, 2)
	for i, t := range b.Tables {
		u := b.Tables[1-i]
		var tv TableValue
		switch {
		case t.Artificial != nil || u.Artificial != nil:
			// An artificial score at either table decides the board: the
			// team of this table's NS pair sits EW at the other.
			pct := func(s dds.Side) int {
				if t.Artificial != nil {
					return t.Artificial.Of(s)
				}
				return u.Artificial.Of(s.Other())
			}
			for _, s := range []dds.Side{dds.NS, dds.EW} {
				v, err := av(pct(s))
				if err != nil {
					return nil, err
				}
				sv := artificialSide(pct(s), v)
				if s == dds.NS {
					tv.NS = sv
				} else {
					tv.EW = sv
				}
			}
			if t.Artificial == nil {
				tv.Notes = append(tv.Notes, "artificial score at the other table")
			}
		default:
			for _, s := range []dds.Side{dds.NS, dds.EW} {
				other := dist(u, s.Other(), b.Vul)
				sv := valueSide(t, s, b.Vul, func(score int) *big.Rat {
					v := new(big.Rat)
					for _, e := range other {
						v.Add(v, new(big.Rat).Mul(e.w, f((score-e.score)*sign(s))))
					}
					return v
				})
				if s == dds.NS {
					tv.NS = sv
				} else {
					tv.EW = sv
				}
			}
		}
		out[i] = tv
	}
	return out, nil
}

// errNoAverage is returned where a form of scoring has no average.
var errNoAverage = errors.New("total-point scoring has no artificial average; award an assigned score")

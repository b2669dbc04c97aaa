// scorer.go: what the scorer enters after the ruling (every other table's new value at cross-IMPs and Butler, with the datum) and the sensitivity of the scores to each weight, for a committee.

package engine

import (
	"math/big"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// scorerView is the board after the ruling at cross-IMPs and Butler,
// where the table's adjusted score changes the other tables' values:
// each other table's value with the table result standing and with the
// adjusted score table, and the datums. Nil at other forms of scoring.
func (c *Case) scorerView(table weighting.Ruling) (*ScorerView, error) {
	return c.scorerOf(table, true)
}

// scorerNow is the scorer's view of ruling weigh, which knows no table
// result: each other table's value with the ruling in the board (Now)
// and its datum, Before left unset (NoBefore).
func (c *Case) scorerNow(table weighting.Ruling) (*ScorerView, error) {
	return c.scorerOf(table, false)
}

// scorerOf is scorerView, with the values before the ruling (the table
// result standing) when withBefore.
func (c *Case) scorerOf(table weighting.Ruling, withBefore bool) (*ScorerView, error) {
	m, butler := c.Scoring.(weighting.ButlerScoring)
	if !butler && c.Scoring.Name() != "cross-imps" {
		return nil, nil
	}
	others := c.Others()
	board := func(t *weighting.Ruling) *weighting.Board {
		b := &weighting.Board{Vul: c.Vulnerability, Tables: others, Expected: c.Expected}
		if t != nil {
			b.Tables = append([]weighting.Ruling{*t}, others...)
		}
		return b
	}
	values := func(t *weighting.Ruling) ([]weighting.TableValue, *int, error) {
		b := board(t)
		vals, err := c.Scoring.Score(b)
		if err != nil {
			return nil, nil, err
		}
		if t != nil {
			vals = vals[1:]
		}
		if !butler {
			return vals, nil, nil
		}
		d, err := m.DatumOf(b)
		return vals, &d, err
	}
	var before *weighting.Ruling
	if !c.NoResult {
		p := weighting.Plain(c.TableResult)
		before = &p
	}
	nv, nd, err := values(&table)
	if err != nil {
		return nil, err
	}
	v := &ScorerView{Datum: nd, NoBefore: !withBefore}
	var bv []weighting.TableValue
	if withBefore {
		if bv, v.DatumBefore, err = values(before); err != nil {
			return nil, err
		}
	}
	for i, o := range others {
		row := ScorerRow{Ruling: o, Now: [2]float64{nv[i].NS.Float(), nv[i].EW.Float()}}
		if withBefore {
			row.Before = [2]float64{bv[i].NS.Float(), bv[i].EW.Float()}
		}
		v.Tables = append(v.Tables, row)
	}
	return v, nil
}

// moveWeight is w with outcome i's weight moved by delta and the others
// scaled to keep 100 %; false when the weight would leave 0 … 100 % or
// there are no others to scale.
func moveWeight(w weighting.Weighted, i int, delta *big.Rat) (weighting.Weighted, bool) {
	one := big.NewRat(1, 1)
	moved := new(big.Rat).Add(w[i].Weight, delta)
	rest := new(big.Rat).Sub(one, w[i].Weight)
	if moved.Sign() < 0 || moved.Cmp(one) > 0 || rest.Sign() == 0 {
		return nil, false
	}
	scale := new(big.Rat).Sub(one, moved)
	scale.Quo(scale, rest)
	out := make(weighting.Weighted, 0, len(w))
	for j, o := range w {
		x := new(big.Rat).Mul(o.Weight, scale)
		if j == i {
			x = moved
		}
		if x.Sign() > 0 {
			out = append(out, weighting.Outcome{Result: o.Result, Weight: x})
		}
	}
	return out, true
}

// sensitivity is each side's score when each weight of the ruling moves
// SensitivityStep either way, the others scaled: one row per outcome of
// each adjustment (a split score's per side, the other side's weights
// kept).
func (c *Case) sensitivity(chosen weighting.Ruling, split bool) []SensitivityRow {
	sides := [][]dds.Side{{dds.NS, dds.EW}}
	if split {
		sides = [][]dds.Side{{dds.NS}, {dds.EW}}
	}
	var rows []SensitivityRow
	for _, ss := range sides {
		w := chosen.Side(ss[0])
		for i, o := range w {
			row := SensitivityRow{Sides: ss, Result: o.Result, Weight: o.Weight}
			for _, d := range []struct {
				delta *big.Rat
				into  *[2]float64
				ok    *bool
			}{{new(big.Rat).Neg(SensitivityStep), &row.Down, &row.HasDown}, {SensitivityStep, &row.Up, &row.HasUp}} {
				mw, ok := moveWeight(w, i, d.delta)
				if !ok {
					continue
				}
				r := weighting.Balanced(mw)
				if split {
					r = chosen
					if ss[0] == dds.NS {
						r.NS = mw
					} else {
						r.EW = mw
					}
				}
				tv, err := c.Value(r)
				if err != nil {
					continue
				}
				*d.into, *d.ok = [2]float64{tv.NS.Float(), tv.EW.Float()}, true
			}
			rows = append(rows, row)
		}
	}
	return rows
}

// entry is the table's score as the scoring program takes it: for each
// side the weighted result it receives — the adjusted score, the table
// result where it stands (no damage, or for an offender it would favour),
// the 1997 assigned result. (After a Law 12C1(e) award, whose
// non-offenders' value is no result's, the adjusted score.)
func (r *run) entry(res *Ruling) weighting.Ruling {
	c := r.c
	if c.Artificial != nil || res.Award != nil {
		return r.chosen
	}
	out := r.chosen
	for _, s := range res.Scores {
		var w weighting.Weighted
		switch s.Basis {
		case BasisTableResult, BasisOffenderTable:
			w = weighting.Single(c.TableResult)
		case Basis1997:
			w = weighting.Single(res.Assigned1997.Results[s.Side])
		default:
			continue
		}
		if s.Side == dds.NS {
			out.NS = w
		} else {
			out.EW = w
		}
	}
	return out
}

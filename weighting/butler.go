// butler.go: Butler scoring — IMPs against a datum, with trimming, ACBLscore rounding and a choice for weighted tables.

package weighting

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// datumUnit is what a Butler datum is rounded to.
const datumUnit = 10

// DatumMode is how a weighted (or split) table enters the Butler datum;
// no source settles it, so it is an option.
type DatumMode uint8

// The ways a weighted table can enter the datum.
const (
	// DatumExclude leaves weighted tables out of the datum (the default).
	DatumExclude DatumMode = iota
	// DatumFractional enters each North-South outcome with its weight.
	DatumFractional
	// DatumMean enters the weighted mean of the North-South scores as one
	// result.
	DatumMean
)

// String is the option's name: exclude, fractional or mean.
func (d DatumMode) String() string { return [3]string{"exclude", "fractional", "mean"}[d%3] }

// ParseDatumMode reads exclude, fractional or mean.
func ParseDatumMode(text string) (DatumMode, error) {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "exclude", "none", "":
		return DatumExclude, nil
	case "fractional":
		return DatumFractional, nil
	case "mean":
		return DatumMean, nil
	}
	return 0, fmt.Errorf("%q is not a datum mode (use exclude, fractional or mean)", text)
}

// ButlerScoring is IMPs against a datum: the mean North-South score of the
// real results after dropping a share at each end, rounded to the nearest
// 10 with a final 5 going to the even ten (425 → 420, 435 → 440), as
// ACBLscore rounds. Each outcome of a weighted table is IMPed against the
// datum, then weighted.
type ButlerScoring struct {
	// Trim is the share of results dropped at each end before the mean
	// (ACBLscore drops 5 %: 1/20); nil or 0 drops none. The count dropped
	// is the whole part of Trim × the number of results.
	Trim *big.Rat
	// Datum is how weighted tables enter the datum.
	Datum DatumMode
	// AveragePlus is the IMPs for average plus; 0 means DefaultAveragePlusIMPs.
	AveragePlus int
}

// Name is "butler".
func (ButlerScoring) Name() string { return "butler" }

// DatumOf is the board's datum.
func (m ButlerScoring) DatumOf(b *Board) (int, error) {
	d, err := m.Detail(b)
	return d.Datum, err
}

// DatumDetail is a Butler datum with what entered it and what trimming
// dropped, so that a Director can check it by hand.
type DatumDetail struct {
	Datum   int
	Entered []DatumEntry // every entry, lowest first, before trimming
	Dropped []DatumEntry // what trimming took, lowest first (part of an entry's weight when entries are fractional)
}

// DatumEntry is one entry of a Butler datum: a North-South score with its
// weight (1 for a real result; a weighted table's outcomes enter with
// their weights under DatumFractional), or a weighted table's mean score
// (DatumMean).
type DatumEntry struct {
	Score  *big.Rat
	Weight *big.Rat
}

// Detail is the board's datum with what entered it and what trimming
// dropped.
func (m ButlerScoring) Detail(b *Board) (DatumDetail, error) {
	var es []entry
	for _, t := range b.Tables {
		switch {
		case t.Artificial != nil:
		case !t.IsWeighted():
			es = append(es, entry{score: t.NS[0].Result.Score(b.Vul), w: rat(1, 1)})
		case m.Datum == DatumFractional:
			es = append(es, dist(t, dds.NS, b.Vul)...)
		case m.Datum == DatumMean:
			mean := new(big.Rat)
			for _, e := range dist(t, dds.NS, b.Vul) {
				mean.Add(mean, new(big.Rat).Mul(e.w, ratInt(e.score)))
			}
			es = append(es, entry{w: rat(1, 1), mean: mean})
		}
	}
	return datum(es, m.Trim)
}

// datum is the trimmed, rounded mean of weighted scores.
func datum(es []entry, trim *big.Rat) (DatumDetail, error) {
	var d DatumDetail
	if len(es) == 0 {
		return d, errors.New("no results for the Butler datum")
	}
	val := func(e entry) *big.Rat {
		if e.mean != nil {
			return e.mean
		}
		return ratInt(e.score)
	}
	sort.SliceStable(es, func(i, j int) bool { return val(es[i]).Cmp(val(es[j])) < 0 })
	mass := new(big.Rat)
	ws := make([]*big.Rat, len(es))
	for i, e := range es {
		ws[i] = new(big.Rat).Set(e.w)
		mass.Add(mass, e.w)
		d.Entered = append(d.Entered, DatumEntry{Score: val(e), Weight: e.w})
	}
	if trim != nil && trim.Sign() > 0 {
		// TRIMMING: drop the whole part of trim × mass from each end.
		k := new(big.Rat).Mul(trim, mass)
		drop := new(big.Rat).SetInt(new(big.Int).Quo(k.Num(), k.Denom()))
		if new(big.Rat).Mul(drop, rat(2, 1)).Cmp(mass) >= 0 {
			return d, errors.New("trimming drops every result from the Butler datum")
		}
		var low, high []DatumEntry
		for _, order := range [2]int{1, -1} {
			left := new(big.Rat).Set(drop)
			for i := range ws {
				j := i
				if order < 0 {
					j = len(ws) - 1 - i
				}
				if left.Sign() == 0 {
					break
				}
				take := ws[j]
				if take.Cmp(left) > 0 {
					take = left
				}
				if take.Sign() > 0 {
					e := DatumEntry{Score: val(es[j]), Weight: new(big.Rat).Set(take)}
					if order > 0 {
						low = append(low, e)
					} else {
						high = append([]DatumEntry{e}, high...)
					}
				}
				left = new(big.Rat).Sub(left, take)
				ws[j] = new(big.Rat).Sub(ws[j], take)
			}
		}
		d.Dropped = append(low, high...)
	}
	sum, total := new(big.Rat), new(big.Rat)
	for i, e := range es {
		sum.Add(sum, new(big.Rat).Mul(ws[i], val(e)))
		total.Add(total, ws[i])
	}
	d.Datum = roundDatum(sum.Quo(sum, total))
	return d, nil
}

// roundDatum rounds a mean to the nearest 10, a final 5 to the even ten.
func roundDatum(mean *big.Rat) int {
	q := new(big.Rat).Quo(mean, ratInt(datumUnit))
	fl := new(big.Int).Div(q.Num(), q.Denom()) // floor (Euclidean division, positive denominator)
	frac := new(big.Rat).Sub(q, new(big.Rat).SetInt(fl))
	switch c := frac.Cmp(rat(1, 2)); {
	case c > 0, c == 0 && fl.Bit(0) == 1:
		fl.Add(fl, big.NewInt(1))
	}
	return int(fl.Int64()) * datumUnit
}

// Score values every table of b against the datum.
func (m ButlerScoring) Score(b *Board) ([]TableValue, error) {
	if err := b.Check(); err != nil {
		return nil, err
	}
	d, err := m.DatumOf(b)
	if err != nil {
		return nil, err
	}
	out := make([]TableValue, len(b.Tables))
	for i, t := range b.Tables {
		if out[i], err = m.ValueAt(t, b.Vul, d); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// ValueAt values table t at vulnerability v against the datum d: each
// outcome IMPed against it, then weighted.
func (m ButlerScoring) ValueAt(t Ruling, v dds.Vulnerability, d int) (TableValue, error) {
	tv := TableValue{Notes: []string{fmt.Sprintf("datum %+d", d)}}
	if a := t.Artificial; a != nil {
		err := artificialIMPs(&tv, a, m.AveragePlus)
		return tv, err
	}
	if t.IsWeighted() {
		switch m.Datum {
		case DatumExclude:
			tv.Notes = append(tv.Notes, "this weighted table is not in the datum")
		case DatumFractional:
			tv.Notes = append(tv.Notes, "this weighted table is in the datum as fractional results")
		case DatumMean:
			tv.Notes = append(tv.Notes, "this weighted table is in the datum by its mean score")
		}
	}
	tv.NS = valueSide(t, dds.NS, v, func(score int) *big.Rat { return ratInt(dds.IMPs(float64(score - d))) })
	tv.EW = valueSide(t, dds.EW, v, func(score int) *big.Rat { return ratInt(dds.IMPs(float64(d - score))) })
	return tv, nil
}

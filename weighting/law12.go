// law12.go: the Law 12 rules around a weighted score — serious error (12C1(e)), knockout averaging, 12C2(c) and the 1997 assigned score.

package weighting

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// SeriousErrorCase is which of the four Law 12C1(e) cases applies.
type SeriousErrorCase uint8

// The four cases, with A the value of the table result, B of the adjusted
// (weighted) result and C of the result with the infraction but without
// the serious error, all for the non-offending side.
const (
	NoDamage          SeriousErrorCase = iota // B ≤ A: no adjustment
	AllSelfInflicted                          // A < B ≤ C: non-offenders keep A
	NoneSelfInflicted                         // C ≤ A < B: non-offenders get B
	PartSelfInflicted                         // A < C < B: non-offenders get A + B − C
)

// String describes the case.
func (c SeriousErrorCase) String() string {
	return [4]string{
		"no damage (B ≤ A): the table result stands",
		"all the damage is self-inflicted (A < B ≤ C): non-offenders keep the table result",
		"no damage is self-inflicted (C ≤ A < B): non-offenders get the adjusted score",
		"part of the damage is self-inflicted (A < C < B): non-offenders get A + B − C",
	}[c&3]
}

// SeriousError applies Law 12C1(e) (Robin Barker's method, EBU White
// Book) to the non-offending side's values a (table result, including the
// serious error or gamble), b (the adjusted, weighted result) and c (the
// result with the infraction but without the serious error), all under the
// event's form of scoring. It returns the non-offenders' value; the
// offenders get the value of the adjusted result for them (B′), except in
// the NoDamage case, where the table result stands for both.
func SeriousError(a, b, c *big.Rat) (*big.Rat, SeriousErrorCase) {
	switch {
	case b.Cmp(a) <= 0:
		return new(big.Rat).Set(a), NoDamage
	case b.Cmp(c) <= 0:
		return new(big.Rat).Set(a), AllSelfInflicted
	case c.Cmp(a) <= 0:
		return new(big.Rat).Set(b), NoneSelfInflicted
	}
	v := new(big.Rat).Add(a, b)
	return v.Sub(v, c), PartSelfInflicted
}

// Knockout averages non-balancing scores in a knockout match (2007 Law
// 86B): ns and ew are each side's value on its own scale (IMPs for its
// team); both get the average, ns's (ns − ew)/2 and ew's its negative.
func Knockout(ns, ew *big.Rat) (nsAvg, ewAvg *big.Rat) {
	nsAvg = new(big.Rat).Sub(ns, ew)
	nsAvg.Quo(nsAvg, rat(2, 1))
	return nsAvg, new(big.Rat).Neg(nsAvg)
}

// SessionPercent is Law 12C2(c): a pair's percentage for an artificial
// average. The pair scored mp matchpoints on boards other boards of the
// session (those not artificially adjusted), each with top top. A
// non-offender due average plus (60) who scored more on the other boards
// gets its own percentage; an offender due average minus (40) who scored
// less gets its own; other averages stand.
func SessionPercent(award int, mp, top *big.Rat, boards int) (*big.Rat, error) {
	if boards <= 0 || top.Sign() <= 0 {
		return nil, errors.New("12C2(c) needs the other boards played and their top")
	}
	own := new(big.Rat).Quo(mp, new(big.Rat).Mul(top, ratInt(boards)))
	own.Mul(own, rat(100, 1))
	p, _ := SessionCap(award, own)
	return p, nil
}

// SessionCap is Law 12C2(c) on an artificial award (a percentage: 60 for
// average plus, 40 for average minus) given the side's percentage on the
// other boards of the session: a non-offender's average plus becomes its
// session percentage when that is higher, an offender's average minus
// becomes its session percentage when that is lower; other awards stand.
// capped says whether the session percentage replaced the award.
func SessionCap(award int, session *big.Rat) (pct *big.Rat, capped bool) {
	a := ratInt(award)
	switch {
	case session == nil:
	case award >= AveragePlus && session.Cmp(a) > 0:
		return new(big.Rat).Set(session), true
	case award <= AverageMinus && session.Cmp(a) < 0:
		return new(big.Rat).Set(session), true
	}
	return a, false
}

// DefaultSessionIMPScale is the IMPs for each 10 percentage points from
// 50 % when a session percentage stands for an artificial score at IMPs
// (Law 12C2(c)'s "equivalent in IMPs", which the Regulating Authority
// sets): 3, as Law 12C2(b) pairs average plus (60 %) with +3 IMPs.
var DefaultSessionIMPScale = rat(3, 1)

// SessionIMPs is a percentage's equivalent in IMPs at scale IMPs for
// each 10 percentage points from 50 % (nil for DefaultSessionIMPScale):
// 63.5 % is +4.05 IMPs at the default.
func SessionIMPs(pct, scale *big.Rat) *big.Rat {
	if scale == nil {
		scale = DefaultSessionIMPScale
	}
	v := new(big.Rat).Sub(pct, rat(50, 1))
	v.Mul(v, scale)
	return v.Quo(v, rat(10, 1))
}

// Thresholds of the 1997 Law 12C2 assigned score: a result is "likely" for
// the non-offenders when results at least as good for them have this
// cumulative probability, "at all probable" for the offenders at the
// second. The figures are the ACBL's published ones.
var (
	DefaultLikely   = rat(1, 3)
	DefaultProbable = rat(1, 6)
)

// Assigned1997 is the 1997 Law 12C2 assigned score: from the potential
// results w (with their probabilities), the non-offending side nos gets
// the most favourable result that was likely and the offending side the
// most unfavourable that was at all probable. Results are ranked by their
// North-South score from the non-offenders' side; a result qualifies when
// it and the results better for the non-offenders have a cumulative
// probability of at least the threshold (likely, probable; nil for the
// defaults). The two results need not be the same (the scores need not
// balance).
func Assigned1997(w Weighted, nos dds.Side, v dds.Vulnerability, likely, probable *big.Rat) (forNOS, forOS Result, err error) {
	if err := w.Check(); err != nil {
		return Result{}, Result{}, err
	}
	if likely == nil {
		likely = DefaultLikely
	}
	if probable == nil {
		probable = DefaultProbable
	}
	es := dist(Balanced(w), dds.NS, v)
	// Best first for the non-offenders.
	sort.SliceStable(es, func(i, j int) bool { return es[i].score*sign(nos) > es[j].score*sign(nos) })
	pick := func(threshold *big.Rat) Result {
		cum := new(big.Rat)
		for i, e := range es {
			cum.Add(cum, e.w)
			// Equal scores count together.
			if i+1 < len(es) && es[i+1].score == e.score {
				continue
			}
			if cum.Cmp(threshold) >= 0 {
				return e.result
			}
		}
		return es[len(es)-1].result
	}
	return pick(likely), pick(probable), nil
}

// Offenders is which score the offending side receives after the
// non-offenders' serious error (Law 12C1(e)(i)).
type Offenders uint8

// The readings of Law 12C1(e)(i).
const (
	// OffendersAdjusted: the 2017 text, "the score it would have been
	// allotted as the consequence of rectifying its infraction" — the
	// adjusted score (B′). The default.
	OffendersAdjusted Offenders = iota
	// OffendersWithout: the score of the result without the serious error
	// (C′), as some Regulating Authorities read it (and as the 2007 Laws
	// were read "in most of the world").
	OffendersWithout
)

// String is the case file's word: "adjusted" or "without".
func (o Offenders) String() string { return [2]string{"adjusted", "without"}[o&1] }

// ParseOffenders reads "adjusted" (or "") and "without".
func ParseOffenders(text string) (Offenders, error) {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "", "adjusted":
		return OffendersAdjusted, nil
	case "without":
		return OffendersWithout, nil
	}
	return 0, fmt.Errorf("%q: use adjusted (the 2017 Law 12C1(e)(i): the score allotted as the consequence of rectifying the infraction) or without (the score without the serious error, where the Regulating Authority reads it so)", text)
}

// SeriousErrorAward is Law 12C1(e) worked out at a table: A, B and C for
// the non-offending side, what each side receives and the case.
type SeriousErrorAward struct {
	A, B, C  *big.Rat // the non-offenders' values of the table result, the adjusted score and the result without the serious error
	NOS, OS  *big.Rat // what the non-offending and the offending side receive
	Case     SeriousErrorCase
	OSBasis  Offenders // whose score the offenders receive (when there is damage)
	Datum    *int      // Butler: the one datum A, B and C were valued against; nil otherwise
	Adjusted TableValue
}

// SeriousErrorValues is Law 12C1(e) at a table on board b (its
// vulnerability, the other tables and the results expected; b's own
// Tables are the others): the non-offending side nos made a serious error
// (or gambled) and got actual; without the serious error, after the
// infraction, it would have got without (one result or weighted
// results); the Director's adjusted ruling is adjusted. A, B and C are
// each valued under s against the same other tables; at Butler against
// one datum, the board's with the adjusted score in it as the scoring
// program will have it (the datum rule stated once). The offenders
// receive B′ or, under OffendersWithout, C′; with no damage the table
// result stands for both.
func SeriousErrorValues(s Scoring, b Board, nos dds.Side, actual Result, without, adjusted Ruling, offenders Offenders) (SeriousErrorAward, error) {
	var aw SeriousErrorAward
	value := func(r Ruling) (TableValue, error) {
		bb := &Board{Vul: b.Vul, Tables: append([]Ruling{r}, b.Tables...), Expected: b.Expected}
		vals, err := s.Score(bb)
		if err != nil {
			return TableValue{}, err
		}
		return vals[0], nil
	}
	if m, ok := s.(ButlerScoring); ok {
		d, err := m.DatumOf(&Board{Vul: b.Vul, Tables: append([]Ruling{adjusted}, b.Tables...), Expected: b.Expected})
		if err != nil {
			return aw, err
		}
		aw.Datum = &d
		value = func(r Ruling) (TableValue, error) { return m.ValueAt(r, b.Vul, d) }
	}
	av, err := value(Plain(actual))
	if err != nil {
		return aw, fmt.Errorf("the table result: %v", err)
	}
	bv, err := value(adjusted)
	if err != nil {
		return aw, fmt.Errorf("the adjusted score: %v", err)
	}
	cv, err := value(without)
	if err != nil {
		return aw, fmt.Errorf("the result without the serious error: %v", err)
	}
	aw.A, aw.B, aw.C = av.Side(nos).Value, bv.Side(nos).Value, cv.Side(nos).Value
	aw.Adjusted = bv
	aw.NOS, aw.Case = SeriousError(aw.A, aw.B, aw.C)
	aw.OSBasis = offenders
	switch {
	case aw.Case == NoDamage:
		aw.OS = av.Side(nos.Other()).Value
	case offenders == OffendersWithout:
		aw.OS = cv.Side(nos.Other()).Value
	default:
		aw.OS = bv.Side(nos.Other()).Value
	}
	return aw, nil
}

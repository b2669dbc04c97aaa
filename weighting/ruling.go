// ruling.go: a table's score as the Director awards it — weighted, split (non-balancing) or artificial.

package weighting

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// Average percentages of Law 12C2.
const (
	AveragePlus  = 60 // to a contestant in no way at fault
	Average      = 50 // to a contestant partly at fault
	AverageMinus = 40 // to a contestant directly at fault
)

// Artificial is an artificial adjusted score (Law 12C2): each side's
// percentage, 60 for average plus, 50 for average, 40 for average minus
// (written A60/40: North-South 60, East-West 40).
type Artificial struct {
	NS, EW int
}

// String is the A60/40 form.
func (a Artificial) String() string { return fmt.Sprintf("A%d/%d", a.NS, a.EW) }

// Check applies Law 12C2(a) to the percentages: a negative one, or one
// over 100, is an error; a side given something between average minus
// and average plus other than average, or more than average plus or less
// than average minus (which Law 12C2(c) allows only as a contestant's
// own session percentage), is a warning to check.
func (a Artificial) Check() (warnings []string, err error) {
	for _, s := range []dds.Side{dds.NS, dds.EW} {
		p := a.Of(s)
		switch {
		case p < 0:
			return nil, fmt.Errorf("%s: %s %d%% is negative", a, s, p)
		case p > 100:
			return nil, fmt.Errorf("%s: %s %d%% is more than 100%%", a, s, p)
		case p > AverageMinus && p < AveragePlus && p != Average:
			warnings = append(warnings, fmt.Sprintf("%s: %s %d%% is none of average minus (at most %d%%), average (%d%%) and average plus (at least %d%%) of Law 12C2(a)", a, s, p, AverageMinus, Average, AveragePlus))
		case p > AveragePlus:
			warnings = append(warnings, fmt.Sprintf("%s: %s %d%% is more than average plus (%d%%): Law 12C2(c) gives more only as a non-offending contestant's session percentage", a, s, p, AveragePlus))
		case p < AverageMinus:
			warnings = append(warnings, fmt.Sprintf("%s: %s %d%% is less than average minus (%d%%): Law 12C2(c) gives less only as an offending contestant's session percentage", a, s, p, AverageMinus))
		}
	}
	return warnings, nil
}

// Of is side s's percentage.
func (a Artificial) Of(s dds.Side) int {
	if s == dds.EW {
		return a.EW
	}
	return a.NS
}

// Ruling is one table's score on a board: a weighted result for each side
// (the same for both in an ordinary ruling; different in a split,
// non-balancing one, as Law 12C1 allows), or an artificial score. A plain
// table result is a Ruling of one outcome: see Plain.
type Ruling struct {
	NS, EW     Weighted
	Artificial *Artificial // when set, NS and EW are empty
}

// Plain is the ruling that is result r for both sides.
func Plain(r Result) Ruling {
	w := Single(r)
	return Ruling{NS: w, EW: w}
}

// Balanced is the ruling that gives both sides weighted result w.
func Balanced(w Weighted) Ruling { return Ruling{NS: w, EW: w} }

// Split is a non-balancing ruling.
func Split(ns, ew Weighted) Ruling { return Ruling{NS: ns, EW: ew} }

// ArtificialScore is the artificial ruling A ns/ew.
func ArtificialScore(ns, ew int) Ruling { return Ruling{Artificial: &Artificial{NS: ns, EW: ew}} }

// Side is side s's weighted result (nil for an artificial score).
func (r Ruling) Side(s dds.Side) Weighted {
	if s == dds.EW {
		return r.EW
	}
	return r.NS
}

// IsSplit reports whether the two sides have different weighted results.
func (r Ruling) IsSplit() bool {
	if r.Artificial != nil || len(r.NS) != len(r.EW) {
		return r.Artificial == nil
	}
	for i := range r.NS {
		if r.NS[i].Result != r.EW[i].Result || r.NS[i].Weight.Cmp(r.EW[i].Weight) != 0 {
			return true
		}
	}
	return false
}

// IsWeighted reports whether the ruling has more than one outcome for
// some side, or is split.
func (r Ruling) IsWeighted() bool {
	return r.Artificial == nil && (len(r.NS) > 1 || len(r.EW) > 1 || r.IsSplit())
}

// Check reports what is wrong with a ruling at vulnerability v: weights
// that do not sum to 100 %, impossible results, a bare score that no
// result gives at v, a missing side, or an impossible average.
func (r Ruling) Check(v dds.Vulnerability) error {
	if a := r.Artificial; a != nil {
		if len(r.NS) > 0 || len(r.EW) > 0 {
			return errors.New("an artificial score cannot be mixed with results")
		}
		for _, p := range []int{a.NS, a.EW} {
			if p < 0 || p > 100 {
				return fmt.Errorf("%s: %d%% is not a percentage", a, p)
			}
		}
		return nil
	}
	for _, s := range []dds.Side{dds.NS, dds.EW} {
		w := r.Side(s)
		if len(w) == 0 {
			return fmt.Errorf("no weighted result for %s", s)
		}
		if err := w.Check(); err != nil {
			if r.IsSplit() {
				return fmt.Errorf("%s: %v", s, err)
			}
			return err
		}
		for _, o := range w {
			if o.Result.Kind == Points && !Possible(o.Result.NS, v) {
				return fmt.Errorf("%s is not a possible North-South score at vulnerability %s", o.Result, v)
			}
		}
	}
	return nil
}

// String is the entry form: "40% 4S= N, 60% 4S-1 N", "NS: ...; EW: ...",
// "A60/40", or the bare result for a single one.
// Entry is the ruling as ParseEntry reads it back exactly — String's
// form with each weight a whole percentage ("60%") or, when it is not
// one, a fraction ("13/30") — for files that carry a weighted score.
func (r Ruling) Entry() string {
	if r.Artificial != nil {
		return r.Artificial.String()
	}
	one := func(w Weighted) string {
		if len(w) == 1 {
			return w[0].Result.String()
		}
		parts := make([]string, len(w))
		for i, o := range w {
			parts[i] = exactWeight(o.Weight) + " " + o.Result.String()
		}
		return strings.Join(parts, ", ")
	}
	if r.IsSplit() {
		return "NS: " + one(r.NS) + "; EW: " + one(r.EW)
	}
	return one(r.NS)
}

// exactWeight writes a weight as ParseWeight reads it back exactly: a
// whole percentage, else a fraction.
func exactWeight(w *big.Rat) string {
	pct := new(big.Rat).Mul(w, big.NewRat(100, 1))
	if pct.IsInt() {
		return pct.Num().String() + "%"
	}
	return w.RatString()
}

func (r Ruling) String() string {
	if r.Artificial != nil {
		return r.Artificial.String()
	}
	one := func(w Weighted) string {
		if len(w) == 1 {
			return w[0].Result.String()
		}
		return w.String()
	}
	if r.IsSplit() {
		return "NS: " + one(r.NS) + "; EW: " + one(r.EW)
	}
	return one(r.NS)
}

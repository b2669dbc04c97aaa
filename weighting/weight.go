// weight.go: exact weights — percentages, fractions and probabilities kept as rationals — and weighted results.

package weighting

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Tuning of the reading of rounded percentages.
const (
	// snapTolerance is how near (in percentage points) a one-decimal
	// percentage must come to a simple fraction to be read as it: 33.3 %
	// and 66.7 % are 1/3 and 2/3.
	snapTolerance = 0.1
	// snapMaxDenominator is the largest denominator of a "simple" fraction.
	snapMaxDenominator = 12
)

// Outcome is one potential result with its weight (a share of 1).
type Outcome struct {
	Result Result
	Weight *big.Rat
}

// Weighted is a weighted result: potential results whose weights sum to 1.
// A single result is a Weighted of one outcome with weight 1.
type Weighted []Outcome

// Single is the weighted result that is r for certain.
func Single(r Result) Weighted { return Weighted{{Result: r, Weight: big.NewRat(1, 1)}} }

// Percent is the weight p %, exactly: Percent(60) is 3/5.
func Percent(p int64) *big.Rat { return big.NewRat(p, 100) }

// Fraction is the weight num/den.
func Fraction(num, den int64) *big.Rat { return big.NewRat(num, den) }

// Probability is a weight given as a float probability, such as a share of
// simulated deals: it is read as the shortest decimal that prints as p, so
// 0.3712 is exactly 3712/10000 and 0.3712 + 0.6288 sum to exactly 1. A
// caller holding counts should prefer Fraction(count, total), which is
// exact for any count.
func Probability(p float64) (*big.Rat, error) {
	if math.IsNaN(p) || math.IsInf(p, 0) || p < 0 || p > 1 {
		return nil, fmt.Errorf("probability %v is not between 0 and 1", p)
	}
	r, _ := new(big.Rat).SetString(strconv.FormatFloat(p, 'g', -1, 64))
	return r, nil
}

// Sum is the total weight.
func (w Weighted) Sum() *big.Rat {
	s := new(big.Rat)
	for _, o := range w {
		s.Add(s, o.Weight)
	}
	return s
}

// Check reports a weighted result that is empty, has a weight that is not
// positive, or whose weights do not sum to exactly 1 (the message gives
// the sum), and any result that cannot happen.
func (w Weighted) Check() error {
	if len(w) == 0 {
		return errors.New("no results")
	}
	for _, o := range w {
		if o.Weight == nil || o.Weight.Sign() <= 0 {
			return fmt.Errorf("%s has weight %s; weights must be more than 0", o.Result, FormatPercent(o.Weight))
		}
		if err := o.Result.Check(); err != nil {
			return err
		}
	}
	if s := w.Sum(); s.Cmp(big.NewRat(1, 1)) != 0 {
		return fmt.Errorf("weights sum to %s, not 100%%", FormatPercent(s))
	}
	return nil
}

// Normalize returns a copy of w with its weights scaled to sum to 1.
func (w Weighted) Normalize() (Weighted, error) {
	s := w.Sum()
	if s.Sign() <= 0 {
		return nil, errors.New("weights sum to 0")
	}
	out := make(Weighted, len(w))
	for i, o := range w {
		out[i] = Outcome{Result: o.Result, Weight: new(big.Rat).Quo(o.Weight, s)}
	}
	return out, nil
}

// String is the Director's form: "40% 4S= N, 60% 4S-1 N".
func (w Weighted) String() string {
	parts := make([]string, len(w))
	for i, o := range w {
		parts[i] = FormatPercent(o.Weight) + " " + o.Result.String()
	}
	return strings.Join(parts, ", ")
}

// FormatPercent prints a weight as a percentage with up to two decimals
// ("60%", "33.33%"); a nil weight prints as "0%".
func FormatPercent(w *big.Rat) string {
	if w == nil {
		return "0%"
	}
	return FormatRat(new(big.Rat).Mul(w, big.NewRat(100, 1)), 2) + "%"
}

// FormatRat prints r rounded to at most decimals places, without trailing
// zeros: 10.5, 2.85, 3.33.
func FormatRat(r *big.Rat, decimals int) string {
	s := r.FloatString(decimals)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		s = "0"
	}
	return s
}

// ParseWeight reads a weight: a percentage ("60%", "33.3%"), a fraction
// ("1/3") or a probability ("0.3712"). Snapped reports a one-decimal
// percentage within 0.1 of a simple fraction, which is read as that
// fraction (33.3% is 1/3); the caller decides whether to keep it.
func ParseWeight(text string) (w, snapped *big.Rat, err error) {
	t := strings.TrimSpace(text)
	switch {
	case strings.HasSuffix(t, "%"):
		num := strings.TrimSpace(strings.TrimSuffix(t, "%"))
		p, ok := new(big.Rat).SetString(num)
		if !ok || strings.ContainsAny(num, "eE/") {
			return nil, nil, fmt.Errorf("%q is not a percentage", text)
		}
		if p.Sign() <= 0 || p.Cmp(big.NewRat(100, 1)) > 0 {
			return nil, nil, fmt.Errorf("weight %s is not more than 0%% and at most 100%%", t)
		}
		w = p.Quo(p, big.NewRat(100, 1))
		if i := strings.IndexByte(num, '.'); i >= 0 && len(num)-i-1 == 1 {
			snapped = snap(w)
		}
		return w, snapped, nil
	case strings.Contains(t, "/"):
		a, b, _ := strings.Cut(t, "/")
		n, err1 := strconv.ParseInt(strings.TrimSpace(a), 10, 64)
		d, err2 := strconv.ParseInt(strings.TrimSpace(b), 10, 64)
		if err1 != nil || err2 != nil {
			return nil, nil, fmt.Errorf("%q is not a fraction (write 1/3)", text)
		}
		if d <= 0 || n <= 0 || n > d {
			return nil, nil, fmt.Errorf("weight %s is not more than 0 and at most 1", t)
		}
		return big.NewRat(n, d), nil, nil
	case strings.Contains(t, "."):
		p, ok := new(big.Rat).SetString(t)
		if !ok || strings.ContainsAny(t, "eE") {
			return nil, nil, fmt.Errorf("%q is not a weight (write 60%%, 1/3 or 0.6)", text)
		}
		if p.Sign() <= 0 || p.Cmp(big.NewRat(1, 1)) > 0 {
			return nil, nil, fmt.Errorf("probability %s is not more than 0 and at most 1 (write a percentage with %%)", t)
		}
		return p, nil, nil
	}
	if n, err := strconv.Atoi(t); err == nil && n > 0 {
		return nil, nil, BareNumberError(n)
	}
	return nil, nil, fmt.Errorf("%q is not a weight (write 60%%, 1/3 or 0.6)", text)
}

// BareNumberError is the one message for a weight written as a bare whole
// number (40): a case file and ruling weigh refuse it alike, since 40
// could mean 40 % or a count.
func BareNumberError(n int) error {
	return fmt.Errorf("weight %d: write it as %d%% (a percentage), a fraction such as 1/3, or a probability such as 0.4", n, n)
}

// snap finds the simple fraction (denominator up to snapMaxDenominator,
// and not itself a one-decimal percentage) nearest w within snapTolerance
// percentage points, or nil.
func snap(w *big.Rat) *big.Rat {
	var best *big.Rat
	bestDist := new(big.Rat).SetFloat64(snapTolerance / 100)
	for d := int64(3); d <= snapMaxDenominator; d++ {
		for n := int64(1); n < d; n++ {
			f := big.NewRat(n, d)
			if f.Denom().Int64() != d {
				continue // not in lowest terms: seen with a smaller denominator
			}
			// Fractions a one-decimal percentage states exactly need no snapping.
			if new(big.Rat).Mul(f, big.NewRat(1000, 1)).IsInt() {
				continue
			}
			dist := new(big.Rat).Sub(f, w)
			dist.Abs(dist)
			if dist.Cmp(bestDist) <= 0 {
				best, bestDist = f, dist
			}
		}
	}
	return best
}

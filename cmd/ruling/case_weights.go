// case_weights.go: the case file's weights — percentages and fractions, and each side's summing to 100 %.

package main

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// checkWeights checks that each side's weights sum to exactly 100 %. A
// percentage written with a decimal that comes within 0.1 % of a simple
// fraction (33.3 % or 33.4 % for 1/3, 66.7 % for 2/3) counts as that
// fraction here; the weighting engine reads it the same way and warns.
func (c *caseFile) checkWeights(loc *locator) error {
	sides := []dds.Side{dds.NS}
	if c.Split {
		sides = []dds.Side{dds.NS, dds.EW}
	}
	for _, side := range sides {
		sum := new(big.Rat)
		weighted := 0
		for _, s := range c.Scenarios {
			if w := s.Weight[side]; w.Percent != nil {
				p := w.Percent
				if w.Rounded {
					p = simpleFraction(p)
				}
				sum.Add(sum, p)
				weighted++
			}
		}
		if weighted == 0 {
			return c.errorAt(c.Scenarios[0].Line, "no scenario has a weight: give each potential result a weight")
		}
		if sum.Cmp(big.NewRat(100, 1)) == 0 {
			continue
		}
		whose := ""
		if c.Split {
			whose = " for " + side.String()
		}
		return c.errorAt(c.Scenarios[0].Line, "weights%s sum to %s%%, not 100%%", whose, ratText(sum))
	}
	return nil
}

// Simple fractions: denominators up to maxDenominator, matched within
// fractionTolerance percent.
const maxDenominator = 12

var fractionTolerance = big.NewRat(1, 10)

// simpleFraction is the simple fraction (in percent) within 0.1 % of p, or p.
func simpleFraction(p *big.Rat) *big.Rat {
	for d := int64(2); d <= maxDenominator; d++ {
		for n := int64(1); n < d; n++ {
			f := big.NewRat(100*n, d)
			diff := new(big.Rat).Sub(p, f)
			if diff.Abs(diff).Cmp(fractionTolerance) <= 0 {
				return f
			}
		}
	}
	return p
}

// readWeight reads a weight: "60%", "33.3%", "1/3", or a bare number of percent.
func readWeight(v any) (caseWeight, error) {
	switch x := v.(type) {
	case string:
		p, rounded, err := parsePercent(x)
		if err != nil {
			return caseWeight{}, err
		}
		if p.Sign() <= 0 || p.Cmp(big.NewRat(100, 1)) > 0 {
			return caseWeight{}, fmt.Errorf("%q: want more than 0%% and at most 100%%", x)
		}
		return caseWeight{Text: strings.TrimSpace(x), Percent: p, Rounded: rounded}, nil
	case int64:
		return readWeight(strconv.FormatInt(x, 10) + "%")
	case float64:
		return readWeight(strconv.FormatFloat(x, 'f', -1, 64) + "%")
	}
	return caseWeight{}, fmt.Errorf("%v: write a percentage (\"60%%\") or a fraction (\"1/3\")", v)
}

// parsePercent reads "60%", "60 %", "33.3%" or a fraction "1/3" into
// exact percent; rounded says a decimal was written.
func parsePercent(text string) (p *big.Rat, rounded bool, err error) {
	t := strings.TrimSpace(text)
	if num, den, ok := strings.Cut(t, "/"); ok {
		n, err1 := strconv.ParseInt(strings.TrimSpace(num), 10, 64)
		d, err2 := strconv.ParseInt(strings.TrimSpace(den), 10, 64)
		if err1 != nil || err2 != nil || d <= 0 || n < 0 {
			return nil, false, fmt.Errorf("%q is not a fraction like 1/3", text)
		}
		return new(big.Rat).SetFrac64(100*n, d), false, nil
	}
	num, ok := strings.CutSuffix(t, "%")
	if !ok {
		return nil, false, fmt.Errorf("%q: write a percentage (\"60%%\") or a fraction (\"1/3\")", text)
	}
	num = strings.TrimSpace(num)
	r, ok := new(big.Rat).SetString(num)
	if !ok || strings.ContainsAny(num, "eE/") {
		return nil, false, fmt.Errorf("%q is not a percentage", text)
	}
	return r, strings.Contains(num, "."), nil
}

// ratText writes an exact percentage briefly: "95", "99.9", "33.33…".
func ratText(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	s := r.FloatString(2)
	return strings.TrimRight(strings.TrimRight(s, "0"), ".")
}

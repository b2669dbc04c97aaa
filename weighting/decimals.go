// decimals.go: a figure to so many decimals, half away from zero as a Director rounds by hand — every report's and the score export's.

package weighting

import (
	"math"
	"strconv"
	"strings"
)

// ValueDecimals is the decimals a score's value (2.85 IMPs, 53.13 %) is
// written with, in the reports and in the score export alike.
const ValueDecimals = 2

// Rounded is x to dec decimals, half away from zero, as a Director rounds
// by hand (56.25 → 56.3, 53.125 → 53.13), not to the even digit as fmt's
// %.2f does: the one rounding of every figure ruling writes.
func Rounded(x float64, dec int) float64 {
	scale := math.Pow10(dec)
	if r := math.Round(x * scale); math.Abs(r-x*scale) < 0.5+1e-9 {
		x = r / scale
	}
	return x
}

// Trimmed writes x with at most dec decimals (Rounded), dropping trailing
// zeros and never writing "-0".
func Trimmed(x float64, dec int) string {
	s := strconv.FormatFloat(Rounded(x, dec), 'f', dec, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		s = "0"
	}
	return s
}

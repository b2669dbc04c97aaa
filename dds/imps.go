// imps.go: the IMP scale of Law 78B, for any score difference, whole or fractional.

package dds

import (
	"math"
	"math/big"
)

// impThresholds are the Law 78B boundaries: a difference of at least
// impThresholds[k] (and less than the next) is worth k+1 IMPs.
var impThresholds = [...]int{20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
	750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000}

// MaxIMPs is the most a board can be worth.
const MaxIMPs = len(impThresholds)

// IMPs converts a score difference to IMPs: the number of thresholds not
// above |diff|, with the sign of diff. Differences need not be whole (a
// weighted score or a Butler datum gives fractions): 15 is 0 IMPs, 19.9 is
// 0, 20 is 1. NaN is 0.
func IMPs(diff float64) int {
	if math.IsNaN(diff) {
		return 0
	}
	a := math.Abs(diff)
	n := 0
	for _, t := range impThresholds {
		if a < float64(t) {
			break
		}
		n++
	}
	if diff < 0 {
		return -n
	}
	return n
}

// IMPsRat is IMPs for an exact difference.
func IMPsRat(diff *big.Rat) int {
	a := new(big.Rat).Abs(diff)
	n := 0
	for _, t := range impThresholds {
		if a.Cmp(new(big.Rat).SetInt64(int64(t))) < 0 {
			break
		}
		n++
	}
	if diff.Sign() < 0 {
		return -n
	}
	return n
}

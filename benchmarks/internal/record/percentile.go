// percentile.go: Percentile, the one percentile of every benchmark program's spreads (p50, p90, p99, quartiles).

package record

import (
	"slices"

	"gonum.org/v1/gonum/stat"
)

// Percentile is the p-th percentile (0 < p <= 100) of xs by the nearest
// rank (gonum's empirical quantile): the smallest x with at least p % of
// xs at or below it; 0 for none. xs is not modified.
func Percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return stat.Quantile(p/100, stat.Empirical, s, nil)
}

// median.go: Median, the one median of every benchmark program's figures.

package record

import "slices"

// Median is the middle value of xs, or the mean of the two middle values
// for an even count (the usual definition, so that a figure of 100 deals
// is checkable by hand from the list); 0 for none. xs is not modified.
func Median[T ~int64 | ~float64](xs []T) T {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	a, b := s[n/2-1], s[n/2]
	return a + (b-a)/2
}

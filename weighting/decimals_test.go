// decimals_test.go: ties rounded away from zero, trailing zeros dropped, no "-0".

package weighting

import "testing"

func TestTrimmed(t *testing.T) {
	for _, tc := range []struct {
		x    float64
		dec  int
		want string
	}{
		{53.125, 2, "53.13"}, // %.2f writes 53.12: the tie to the even digit
		{3.125, 2, "3.13"},
		{-3.125, 2, "-3.13"},
		{56.25, 1, "56.3"},
		{2.5, 0, "3"},
		{2.50, 2, "2.5"},
		{4, 2, "4"},
		{-0.001, 2, "0"},
		{0.004, 2, "0"},
		{0.005, 2, "0.01"},
	} {
		if got := Trimmed(tc.x, tc.dec); got != tc.want {
			t.Errorf("Trimmed(%v, %d) = %q, want %q", tc.x, tc.dec, got, tc.want)
		}
	}
}

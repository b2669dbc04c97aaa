// median_test.go: Median's odd and even counts, durations and floats, and its input left as it was.

package record

import (
	"testing"
	"time"
)

func TestMedian(t *testing.T) {
	for _, tc := range []struct {
		xs   []float64
		want float64
	}{
		{nil, 0},
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
		{[]float64{1.5, 1.5, 9, -2}, 1.5},
	} {
		in := append([]float64(nil), tc.xs...)
		if got := Median(tc.xs); got != tc.want {
			t.Errorf("Median(%v) = %v, want %v", in, got, tc.want)
		}
		for i := range in {
			if in[i] != tc.xs[i] {
				t.Errorf("Median sorted its input: %v, was %v", tc.xs, in)
				break
			}
		}
	}
	if got := Median([]time.Duration{4 * time.Second, time.Second, 2 * time.Second, 3 * time.Second}); got != 2500*time.Millisecond {
		t.Errorf("durations: %v, want 2.5s", got)
	}
	if got := Median([]time.Duration{time.Nanosecond, 2 * time.Nanosecond}); got != time.Nanosecond {
		t.Errorf("two nanoseconds' mean: %v, want 1ns (rounded down)", got)
	}
}

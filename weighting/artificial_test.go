// artificial_test.go: Law 12C2's plausibility of artificial scores — errors for negative and over-100 percentages, warnings outside the averages.

package weighting

import (
	"strings"
	"testing"
)

func TestArtificialPlausibility(t *testing.T) {
	for _, tc := range []struct {
		entry, warn, err string
	}{
		{"A60/40", "", ""},
		{"A50/50", "", ""},
		{"A40/40", "", ""},
		{"A60/60", "", ""},
		{"Av+", "", ""},
		{"A60/90", "A60/90: EW 90% is more than average plus (60%): Law 12C2(c)", ""},
		{"A30/60", "A30/60: NS 30% is less than average minus (40%)", ""},
		{"A55/45", "A55/45: NS 55% is none of average minus (at most 40%), average (50%) and average plus (at least 60%)", ""},
		{"A-10/50", "", `"A-10/50": an artificial score's percentages cannot be negative`},
		{"A60/-5", "", `"A60/-5": an artificial score's percentages cannot be negative`},
		{"A160/40", "", `"A160/40": A160/40: NS 160% is more than 100%`},
	} {
		_, warns, err := ParseEntry(tc.entry, EntryOptions{})
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want %q", tc.entry, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.entry, err)
			continue
		}
		got := strings.Join(warns, "; ")
		if tc.warn == "" && got != "" || !strings.Contains(got, tc.warn) {
			t.Errorf("%s: warnings %q, want %q", tc.entry, got, tc.warn)
		}
	}
}

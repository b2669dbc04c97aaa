package dds

import (
	"errors"
	"strings"
	"testing"
)

// Configure refuses each combination of writer options by its key, and
// sets the board of line input.
func TestResultWriterConfigure(t *testing.T) {
	for _, tc := range []struct {
		format           string
		par, positions   bool
		dealer, vul, key string
	}{
		{"pbn", false, true, "", "", "format"},
		{"xml", false, false, "", "", "format"},
		{"tsv", false, false, "N", "", "dealer"},
		{"tsv", false, false, "", "NS", "dealer"},
		{"tsv", true, true, "", "", "par"},
		{"tsv", true, false, "Q", "", "dealer"},
		{"json", true, false, "", "XX", "vul"},
	} {
		w := &ResultWriter{Format: tc.format, Par: tc.par, Positions: tc.positions}
		err := w.Configure(tc.dealer, tc.vul)
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Key != tc.key || !strings.HasPrefix(oe.Msg, tc.key) || oe.Hint == "" {
			t.Errorf("%+v: %v, want an *OptionError for %s with a hint", tc, err, tc.key)
		}
	}
	w := &ResultWriter{Format: "pbn", Par: true}
	if err := w.Configure("E", "EW"); err != nil || w.Dealer == nil || *w.Dealer != East || w.Vulnerable == nil || *w.Vulnerable != VulEW {
		t.Errorf("Configure(E, EW) = %v, dealer %v, vul %v", err, w.Dealer, w.Vulnerable)
	}
}

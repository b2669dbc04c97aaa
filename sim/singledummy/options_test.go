package singledummy

import (
	"context"
	"strings"
	"testing"
)

// A run refuses more layouts per decision than MaxSamples (or fewer than
// none) before it plays a card.
func TestSamplesBound(t *testing.T) {
	d := mustDeal(t, finesseWest)
	for _, n := range []int{-1, MaxSamples + 1} {
		o := goOpts(1)
		o.Samples = n
		if _, err := PlayOne(context.Background(), d, grand, o); err == nil || !strings.Contains(err.Error(), "want 1 to 1000") {
			t.Errorf("samples %d: %v, want refused", n, err)
		}
	}
}

func TestParseAim(t *testing.T) {
	for name, want := range map[string]Aim{"tricks": AimTricks, "contract": AimContract} {
		if got, err := ParseAim(name); err != nil || got != want {
			t.Errorf("ParseAim(%q) = %v, %v; want %v", name, got, err, want)
		}
	}
	if _, err := ParseAim("Tricks"); err == nil || err.Error() != "use tricks or contract" {
		t.Errorf("ParseAim(\"Tricks\"): %v", err)
	}
}

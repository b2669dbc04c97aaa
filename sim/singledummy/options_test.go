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

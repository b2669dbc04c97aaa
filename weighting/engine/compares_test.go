// compares_test.go: Compares — what each form of scoring scores a table against.

package engine

import (
	"testing"

	"github.com/ruling-bridge/ruling/weighting"
)

func TestCompares(t *testing.T) {
	for _, c := range []struct {
		name      string
		field, vs bool
	}{
		{"matchpoints", true, false}, {"cross-imps", true, false}, {"butler", true, false},
		{"imps", false, true}, {"bam", false, true}, {"total", false, false},
	} {
		if f, v := Compares(c.name); f != c.field || v != c.vs {
			t.Errorf("Compares(%q) = %v, %v; want %v, %v", c.name, f, v, c.field, c.vs)
		}
	}
	// Every form of scoring a case file names is one of these.
	if n := weighting.ScoringNames(); len(n) != 6 {
		t.Errorf("weighting.ScoringNames() = %v: add the new form of scoring to Compares and this test", n)
	}
}

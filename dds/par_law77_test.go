// par_law77_test.go: par's two scores agree with weighting's Law 77 table.

package dds_test

import (
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// TestParScoresLaw77: a contract made exactly, undoubled, and a doubled
// contract going down score in par as Law 77 (weighting) scores them.
func TestParScoresLaw77(t *testing.T) {
	for _, vul := range []bool{false, true} {
		for level := 1; level <= 7; level++ {
			for _, s := range dds.Strains {
				c := weighting.Contract{Level: level, Strain: s}
				if got, want := dds.ParMadeScore(level, s, vul), weighting.DeclarerScore(c, level+6, vul); got != want {
					t.Errorf("%d%v vul=%v made: par %d, Law 77 %d", level, s, vul, got, want)
				}
				c.Doubling = weighting.Doubled
				for down := 1; down <= level+6; down++ {
					if got, want := -dds.ParPenalty(down, vul), weighting.DeclarerScore(c, level+6-down, vul); got != want {
						t.Errorf("%d%vX-%d vul=%v: par %d, Law 77 %d", level, s, down, vul, got, want)
					}
				}
			}
		}
	}
}

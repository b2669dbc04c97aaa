package sim

import (
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestCountTable checks every holding of the additive count tables
// (built from each holding less its lowest card) against the sum of
// the holding's ranks' values.
func TestCountTable(t *testing.T) {
	values := append([]rankValues{defaultPointCount, fromAce([]int{2, 1}), fromAce([]int{7, -3, 0, 5, 1, 1, 2, 9, 1, 1, 4, 6, 8})}, defaultAltCounts[:]...)
	for k, v := range values {
		tab := countTable(v)
		for i := range laneCount {
			sum := 0
			for r := dds.Two; r <= dds.Ace; r++ {
				if has(i, r) {
					sum += v[r]
				}
			}
			if int(tab[i]) != sum {
				t.Fatalf("count %d, holding %#x: table %d, sum %d", k, i, tab[i], sum)
			}
		}
	}
}

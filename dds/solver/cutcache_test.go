// cutcache_test.go: clearCuts empties the whole cut-off card cache, as zeroing all of it did, whatever the searches wrote.

package solver

import (
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// After solves that write the cut-off card cache, clearCuts leaves every
// entry zero and the bitmap empty; and a solver that clears only the
// written lines searches the nodes of one that zeroes the whole cache.
func TestClearCutsEmptiesAll(t *testing.T) {
	lines := oracleLines(t, "../testdata/dd-tables.tsv")
	s, whole := New(Options{}), New(Options{})
	for i, line := range lines[:4] {
		rec, err := dds.ParseTableRecord(line)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range []*Solver{s, whole} {
			if _, err := x.Tricks(rec.Deal, dds.Strain(i%5), dds.Seat(i%4)); err != nil {
				t.Fatal(err)
			}
		}
		written := 0
		for _, e := range s.cutCache {
			if e != 0 {
				written++
			}
		}
		if written == 0 {
			t.Fatalf("deal %d: the search wrote no cut-off card", i+1)
		}
		s.clearCuts()
		clear(whole.cutCache[:])
		for j, e := range s.cutCache {
			if e != 0 {
				t.Fatalf("deal %d: entry %d = %#x after clearCuts (%d were written)", i+1, j, e, written)
			}
		}
		if s.cutDirty != [cutDirtyWords]uint64{} {
			t.Fatalf("deal %d: lines still marked after clearCuts", i+1)
		}
		if s.Nodes() != whole.Nodes() {
			t.Fatalf("deal %d: %d nodes, zeroing the whole cache %d", i+1, s.Nodes(), whole.Nodes())
		}
	}
}

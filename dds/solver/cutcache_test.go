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
	s, whole := New(Options{}), New(Options{})
	for i, rec := range oracleTables(t, 4) {
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
		if s.cutDirty != [cutDirtyWords]uint64{} || s.cutDirtyTop != [cutDirtyTops]uint64{} {
			t.Fatalf("deal %d: lines still marked after clearCuts", i+1)
		}
		if s.Nodes() != whole.Nodes() {
			t.Fatalf("deal %d: %d nodes, zeroing the whole cache %d", i+1, s.Nodes(), whole.Nodes())
		}
	}
}

// CardValues on another deal starts with the cut-off cards cleared (the
// nodes of a solver cleared by hand before it); on a position later in
// the same play it keeps them.
func TestCardValuesNewDealClearsCuts(t *testing.T) {
	var deals []dds.Deal
	for _, rec := range oracleTables(t, 2) {
		deals = append(deals, rec.Deal)
	}
	s, byHand := New(Options{}), New(Options{})
	for _, x := range []*Solver{s, byHand} {
		if _, err := x.CardValues(dds.Position{Hands: deals[0], Trump: dds.Strain(dds.Hearts), Leader: dds.West}); err != nil {
			t.Fatal(err)
		}
	}
	byHand.clearCuts()
	p := dds.Position{Hands: deals[1], Trump: dds.Strain(dds.Hearts), Leader: dds.West}
	for _, x := range []*Solver{s, byHand} {
		if _, err := x.CardValues(p); err != nil {
			t.Fatal(err)
		}
	}
	if s.Nodes() != byHand.Nodes() {
		t.Errorf("another deal: %d nodes, cleared by hand %d", s.Nodes(), byHand.Nodes())
	}
	// The same deal after its opening lead: the cut-off cards stay.
	if err := p.Play(p.Legal().Highest()); err != nil {
		t.Fatal(err)
	}
	if !within(p.Hands, s.lastHands) || within(deals[0], s.lastHands) {
		t.Fatalf("within: a later position of the deal must be within its hands, another deal not")
	}
	before := s.cutDirty
	if before == [cutDirtyWords]uint64{} {
		t.Fatal("no cut-off card written")
	}
	if _, err := s.CardValues(p); err != nil {
		t.Fatal(err)
	}
	for w := range before {
		if s.cutDirty[w]&before[w] != before[w] {
			t.Fatalf("a later position of the same deal cleared the cut-off cards")
		}
	}
}

// A table cap from cutBigMemoryMB to cutBigMaxMemoryMB comes with the
// big cut-off card cache, any other with the 2 MB cache; in either, once grown, a card
// in the last entry is written and clearCuts empties it.
func TestCutCacheSizeByMemory(t *testing.T) {
	for _, c := range []struct{ mb, bits int }{{0, cutCacheBits}, {cutBigMemoryMB - 1, cutCacheBits}, {cutBigMemoryMB, cutBigBits}, {cutBigMaxMemoryMB, cutBigBits}, {cutBigMaxMemoryMB + 1, cutCacheBits}} {
		s := New(Options{MemoryMB: c.mb})
		if len(s.cutCache) != 1<<c.bits {
			t.Fatalf("%d MB: %d entries, want 2^%d", c.mb, len(s.cutCache), c.bits)
		}
		s.nodes = s.cutSince + cutGrowNodes + 1
		s.setCut(^uint32(0), 5)
		last := len(s.cutCache) - 1
		if s.cutCache[last]&0xff != 5 {
			t.Fatalf("%d MB: the slot of all ones did not reach the last entry (%#x)", c.mb, s.cutCache[last])
		}
		s.clearCuts()
		if s.cutCache[last] != 0 {
			t.Fatalf("%d MB: the last entry %#x after clearCuts", c.mb, s.cutCache[last])
		}
		s.Close()
	}
}

package sim

import (
	"context"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestBreakdown splits random deals by where the heart king lies and by a
// length, and checks the rows against a direct count.
func TestBreakdown(t *testing.T) {
	b, err := NewBreakdown([]string{"hascard(west, KH)", "hearts(east)"})
	if err != nil {
		t.Fatal(err)
	}
	kh, _ := dds.ParseCard("HK")
	var west, all TrickDist
	lengths := map[int]int{}
	_, err = Sample(context.Background(), SampleSpec{Seed: 3, N: 500, Threads: 1}, func(i int, d dds.Deal) error {
		tricks := d[dds.South].HCP() / 3 // any number of tricks that depends on the deal
		all.Add(tricks)
		if d[dds.West].Has(kh) {
			west.Add(tricks)
		}
		lengths[d[dds.East].SuitLen(dds.Hearts)]++
		return b.Add(d, tricks)
	})
	if err != nil {
		t.Fatal(err)
	}
	s := b.Splits[0]
	if !s.Boolean() || len(s.Rows) != 2 || s.Label(s.Rows[1]) != "yes" || s.N() != 500 {
		t.Fatalf("split %+v", s)
	}
	if s.Rows[1].Dist != west {
		t.Errorf("West holds the king: %+v, want %+v", s.Rows[1].Dist, west)
	}
	if got := s.Rows[0].Dist.N + s.Rows[1].Dist.N; got != all.N {
		t.Errorf("rows add up to %d deals, want %d", got, all.N)
	}
	h := b.Splits[1]
	if h.Boolean() || len(h.Rows) != len(lengths) {
		t.Fatalf("hearts(east): %d rows for %d lengths", len(h.Rows), len(lengths))
	}
	for i, r := range h.Rows {
		if r.Dist.N != lengths[r.Value] || (i > 0 && h.Rows[i-1].Value >= r.Value) {
			t.Errorf("hearts(east) = %d: %d deals, want %d, rows ascending", r.Value, r.Dist.N, lengths[r.Value])
		}
	}
	for _, bad := range []string{"", "hcp(west", "tricks(south, hearts) > 9"} {
		if _, err := NewBreakdown([]string{bad}); err == nil {
			t.Errorf("NewBreakdown(%q): no error", bad)
		}
	}
}

func TestTrickDistMeanAtLeast(t *testing.T) {
	var d TrickDist
	for _, x := range []int{9, 10, 10, 11} {
		d.Add(x)
	}
	if d.Mean() != 10 || d.AtLeast(10) != 3 || d.AtLeast(12) != 0 || d.AtLeast(-1) != 4 {
		t.Errorf("mean %v, at least 10: %d", d.Mean(), d.AtLeast(10))
	}
}

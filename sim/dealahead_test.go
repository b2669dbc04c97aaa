// dealahead_test.go: the dealing stops once the chunks dealt hold the deals wanted.

package sim

import (
	"context"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestDealingStopsAtWant: a run that wants N deals deals few chunks
// beyond those that hold them. The workers used to deal as far ahead as
// their tokens let them (16 chunks a worker), thrown away at the end:
// on the 10,000-deal declarer's view of examples/misinformation-mp.toml
// the dealing drew 6.0 times the random numbers it needs at one thread,
// 8.5 times at two. Without the stop this test deals 6,400 deals.
func TestDealingStopsAtWant(t *testing.T) {
	cond, err := ParseCondition("hcp(north) >= 10")
	if err != nil {
		t.Fatal(err)
	}
	const want, threads = 200, 2
	size := uint64(want) // the chunk size of a run that wants want (< chunkFast) deals
	for _, seed := range []uint64{1, 2, 3} {
		p, err := cond.plan(dds.Deal{}, false)
		if err != nil {
			t.Fatal(err)
		}
		j := &job{plan: p, cond: cond, seed: seed, threads: threads, limit: DefaultMaxTries, want: want}
		n := 0
		out, err := j.run(context.Background(), func(*accepted) error { n++; return nil })
		if err != nil {
			t.Fatal(err)
		}
		if n != want || out.accepted != want {
			t.Fatalf("seed %d: %d deals consumed, outcome %d, want %d", seed, n, out.accepted, want)
		}
		// About 60 % of deals give North 10 or more: the first two chunks
		// dealt hold the deals wanted; with the chunks being dealt
		// meanwhile, at most 2 + threads + 1 chunks.
		if limit := (3 + threads) * size; out.dealt > limit {
			t.Errorf("seed %d: %d deals dealt for the %d tried, more than %d", seed, out.dealt, out.tried, limit)
		}
		if out.dealt < out.tried {
			t.Errorf("seed %d: %d deals dealt, fewer than the %d tried", seed, out.dealt, out.tried)
		}
	}
}

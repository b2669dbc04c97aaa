// stop_test.go: a solve stopped by its context returns the context's error within a poll of the stop, leaves the table exact, and polling changes no node count.

package solver

import (
	"context"
	"errors"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// unwindMost bounds the nodes a halted search visits before it is back
// at its root: at a trick's start it returns at once, but the plies
// within a trick, and the last tricks, are searched down to the next
// trick's start near the root (196 at most, stopping deals 1, 51, 75 and
// 337 at 15 looks each: TestStopBounds).
const unwindMost = 1024

// TestStopMidSearch: deal 75's table (7 million nodes) is stopped at the
// third look at the context; the call returns context.Canceled having
// visited at most unwindMost nodes more, and the same solver then solves
// it and other deals exactly as a fresh one does.
func TestStopMidSearch(t *testing.T) {
	recs := oracleTables(t, 0)
	rec := func(line int) dds.TableRecord { return recs[line-1] }
	s := New(Options{})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s.SetContext(ctx)
	const at = 3
	polls := 0
	var cancelledAt int64
	pollHook = func(p *Solver) {
		if p == s {
			if polls++; polls == at {
				cancel()
				cancelledAt = p.nodes
			}
		}
	}
	defer func() { pollHook = nil }()
	tab, err := s.Table(rec(75).Deal)
	if !errors.Is(err, context.Canceled) || tab != (dds.Table{}) {
		t.Fatalf("%v, %v; want context.Canceled and no table", tab, err)
	}
	// The third look (after 3 × 2048 tricks' starts near the root)
	// halts; unwinding visits the remaining moves of the open plies.
	if cancelledAt < at*stopPollTricks || s.Nodes()-cancelledAt > unwindMost {
		t.Errorf("stopped at node %d, %d nodes after; want at least %d, then at most %d", cancelledAt, s.Nodes()-cancelledAt, at*stopPollTricks, unwindMost)
	}
	if _, err := s.Tricks(rec(2).Deal, dds.NoTrump, dds.West); !errors.Is(err, context.Canceled) {
		t.Errorf("a call after the stop: %v, want context.Canceled", err)
	}
	// Nothing of the stopped search is in the table: the answers after it
	// are exact.
	s.SetContext(context.Background())
	for _, line := range []int{75, 1, 51} {
		r := rec(line)
		if got, err := s.Table(r.Deal); err != nil || got != r.Table {
			t.Errorf("deal %d after the stop: %v, %v; want %v", line, got, err, r.Table)
		}
	}
	p := dds.Position{Hands: rec(2).Deal, Trump: dds.NoTrump, Leader: dds.West}
	want, err := New(Options{}).CardValues(p)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := s.CardValues(p); err != nil || !equalValues(got, want) {
		t.Errorf("card values after the stop: %v, %v; want %v", got, err, want)
	}
}

func equalValues(a, b []dds.CardValue) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestStopPollingCostsNoNodes: a solver whose context is never done
// visits the pinned number of nodes, and one whose context is done
// already returns at once.
func TestStopPollingCostsNoNodes(t *testing.T) {
	r := oracleTables(t, 2)[1]
	c := nodeCases[1] // deal 2 notrump, West leads
	ctx, cancel := context.WithCancel(context.Background())
	s := New(Options{})
	s.SetContext(ctx)
	n, err := s.Tricks(r.Deal, c.trump, c.lead)
	if err != nil || n != r.Table[c.trump][c.lead.RHO()] || s.Nodes() != c.nodes {
		t.Errorf("%d tricks, %v, %d nodes; want %d nodes", n, err, s.Nodes(), c.nodes)
	}
	cancel()
	before := s.Nodes()
	if _, err := s.CardValues(dds.Position{Hands: r.Deal, Trump: dds.NoTrump, Leader: dds.West}); !errors.Is(err, context.Canceled) || s.Nodes() != before {
		t.Errorf("cancelled: %v, %d nodes", err, s.Nodes()-before)
	}
}

// TestStopBounds: stopping the tables of deals 1, 51, 75 and 337 at 15
// looks each (1, 21, … 281), the search looks at its context at most maxLookGap nodes
// apart and unwinds in at most unwindMost nodes (the figures of
// docs/hostile-input.md: -v prints them).
func TestStopBounds(t *testing.T) {
	if testing.Short() {
		t.Skip("60 stopped tables")
	}
	const maxLookGap = 1 << 16
	recs := oracleTables(t, 0)
	var gap, unwind int64
	defer func() { pollHook = nil }()
	for _, line := range []int{75, 1, 51, 337} {
		r := recs[line-1]
		for at := 1; at <= 300; at += 20 {
			s := New(Options{})
			ctx, cancel := context.WithCancel(context.Background())
			s.SetContext(ctx)
			looks := 0
			var cancelledAt, last int64
			pollHook = func(p *Solver) {
				gap = max(gap, p.nodes-last)
				last = p.nodes
				if looks++; looks == at {
					cancel()
					cancelledAt = p.nodes
				}
			}
			_, err := s.Table(r.Deal)
			if cancelledAt > 0 {
				if !errors.Is(err, context.Canceled) {
					t.Errorf("deal %d stopped at look %d: %v", line, at, err)
				}
				unwind = max(unwind, s.Nodes()-cancelledAt)
			}
			cancel()
		}
	}
	t.Logf("at most %d nodes between two looks, %d nodes unwinding", gap, unwind)
	if gap > maxLookGap || unwind > unwindMost {
		t.Errorf("%d nodes between two looks (want at most %d), %d unwinding (at most %d)", gap, maxLookGap, unwind, unwindMost)
	}
}

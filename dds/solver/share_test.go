// share_test.go: solvers that share their tables — the same answers, the others' entries taken in, only in their strain, safely in parallel.

package solver

import (
	"sync"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// shareDeals are deals 1-8 of dd-tables.tsv with their tables.
func shareDeals(t *testing.T) []dds.TableRecord {
	t.Helper()
	return oracleTables(t, 8)
}

// A solver of a group solves what another solved before, in the same
// strain, from the entries it took in: a fraction of the nodes; in
// another strain it takes nothing in.
func TestShareTakesIn(t *testing.T) {
	recs := shareDeals(t)
	d := recs[0].Deal
	spades := dds.Strain(dds.Spades)
	alone := New(Options{})
	want, _ := alone.Tricks(d, spades, dds.West)
	a, b := New(Options{}), New(Options{})
	a.Share([]dds.Solver{a, b, countingSolver{}}) // other dds.Solvers are left out
	if got, err := a.Tricks(d, spades, dds.West); err != nil || got != want {
		t.Fatalf("a: %d, %v; want %d", got, err, want)
	}
	if got, err := b.Tricks(d, spades, dds.West); err != nil || got != want {
		t.Fatalf("b: %d, %v; want %d", got, err, want)
	}
	if a.Nodes() != alone.Nodes() || b.Nodes()*10 > a.Nodes() {
		t.Errorf("nodes: alone %d, a %d, b after a %d: want a as alone and b under a tenth", alone.Nodes(), a.Nodes(), b.Nodes())
	}
	// Hearts: nothing of a's spades is taken in.
	fresh := New(Options{})
	wantH, _ := fresh.Tricks(d, dds.Strain(dds.Hearts), dds.West)
	before := b.Nodes()
	if got, err := b.Tricks(d, dds.Strain(dds.Hearts), dds.West); err != nil || got != wantH {
		t.Fatalf("b hearts: %d, %v; want %d", got, err, wantH)
	}
	if n := b.Nodes() - before; n != fresh.Nodes() {
		t.Errorf("b took %d nodes in hearts, a fresh solver %d: entries of another strain were taken in", n, fresh.Nodes())
	}
}

// A group of one shares nothing: its solver keeps no log.
func TestShareAlone(t *testing.T) {
	a := New(Options{})
	a.Share([]dds.Solver{a, countingSolver{}})
	a.Tricks(shareDeals(t)[0].Deal, dds.NoTrump, dds.North)
	if a.group != nil || a.tt.sharing || len(a.tt.outbox) != 0 {
		t.Errorf("a group of one: group %v, logging %v, %d entries logged", a.group, a.tt.sharing, len(a.tt.outbox))
	}
}

// Three solvers of a group solving deals at once (run with -race) give
// every table right, and the logs stay within their cap.
func TestShareParallel(t *testing.T) {
	recs := shareDeals(t)
	group := []dds.Solver{New(Options{MemoryMB: 4}), New(Options{MemoryMB: 4}), New(Options{MemoryMB: 4})}
	group[0].(*Solver).Share(group)
	var wg sync.WaitGroup
	for k, s := range group {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range recs {
				r := recs[(i+3*k)%len(recs)]
				for _, st := range []dds.Strain{dds.NoTrump, dds.Strain(dds.Spades)} {
					for _, l := range dds.Seats {
						got, err := s.Tricks(r.Deal, st, l)
						if want := r.Table[st][l.RHO()]; err != nil || got != want {
							t.Errorf("solver %d: deal %v %s leader %s: %d, %v; want %d", k, r.Deal, st, l, got, err, want)
						}
					}
				}
				m := s.(*Solver)
				if n := len(m.tt.outbox); n > m.tt.shareMax() {
					t.Errorf("solver %d: %d entries logged, over the cap %d", k, n, m.tt.shareMax())
				}
				for _, log := range m.taken {
					if len(log) > m.tt.shareMax() {
						t.Errorf("solver %d: took in %d entries at once, over the cap %d", k, len(log), m.tt.shareMax())
					}
				}
			}
		}()
	}
	wg.Wait()
}

// A solver that leaves its group takes nothing more in and is handed
// nothing more: it solves what another solved since as a solver alone
// would; the one left in the group still takes in what it handed over
// before it left.
func TestShareLeave(t *testing.T) {
	recs := shareDeals(t)
	spades := dds.Strain(dds.Spades)
	a, b := New(Options{}), New(Options{})
	a.Share([]dds.Solver{a, b})
	a.Tricks(recs[0].Deal, spades, dds.West)
	a.Leave()
	a.Leave() // a second time: nothing
	if a.group != nil || a.tt.sharing {
		t.Fatalf("after Leave: group %v, logging %v", a.group, a.tt.sharing)
	}
	alone := New(Options{})
	alone.Tricks(recs[0].Deal, spades, dds.West)
	first := alone.Nodes()
	want, _ := alone.Tricks(recs[1].Deal, spades, dds.West)
	second := alone.Nodes() - first
	before := b.Nodes()
	if got, err := b.Tricks(recs[0].Deal, spades, dds.West); err != nil || got != recs[0].Table[spades][dds.South] {
		t.Fatalf("b: %d, %v", got, err)
	}
	if n := b.Nodes() - before; n*10 > a.Nodes() {
		t.Errorf("b took %d nodes for a's deal, a %d: a's entries from before it left were not taken in", n, a.Nodes())
	}
	b.Tricks(recs[1].Deal, spades, dds.West)
	before = a.Nodes()
	if got, err := a.Tricks(recs[1].Deal, spades, dds.West); err != nil || got != want {
		t.Fatalf("a after leaving: %d, %v; want %d", got, err, want)
	}
	if n := a.Nodes() - before; n != second {
		t.Errorf("a solved deal 2 in %d nodes after b had, a solver alone after deal 1 in %d: took in b's entries after leaving", n, second)
	}
	n := len(b.group.members)
	for f := range n {
		if p := b.group.pending[a.member*n+f]; len(p) != 0 {
			t.Errorf("%d entries handed to a after it left", len(p))
		}
	}
}

// Two solvers of a group solving at once while one leaves between its
// calls (run with -race -count=500): every answer right.
func TestShareLeaveParallel(t *testing.T) {
	recs := shareDeals(t)
	group := []dds.Solver{New(Options{MemoryMB: 4}), New(Options{MemoryMB: 4})}
	group[0].(*Solver).Share(group)
	var wg sync.WaitGroup
	for k, s := range group {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 3 {
				if k == 1 && i == 1 {
					s.(*Solver).Leave()
				}
				r := recs[(i+k)%len(recs)]
				got, err := s.Tricks(r.Deal, dds.NoTrump, dds.West)
				if want := r.Table[dds.NoTrump][dds.South]; err != nil || got != want {
					t.Errorf("solver %d: deal %v: %d, %v; want %d", k, r.Deal, got, err, want)
				}
			}
		}()
	}
	wg.Wait()
}

// countingSolver is a dds.Solver that is not a *Solver.
type countingSolver struct{ dds.Solver }

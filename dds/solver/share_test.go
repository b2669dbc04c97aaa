// share_test.go: solvers that share one table — the same answers, what one stored found by the others, one strain at a time, safely in parallel.

package solver

import (
	"sync"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// shareDeals are deals 1-8 of dd-tables.tsv with their tables.
func shareDeals(t *testing.T) []dds.TableRecord {
	t.Helper()
	var out []dds.TableRecord
	for _, line := range oracleLines(t, "../testdata/dd-tables.tsv")[:8] {
		r, err := dds.ParseTableRecord(line)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// groupEntries is the entries in the group's table.
func groupEntries(g *shareGroup) int {
	n := 0
	for i := range g.parts {
		tt := g.parts[i].tt
		for _, b := range tt.buckets {
			if tt.live(b.tag) {
				n += int(b.n)
			}
		}
	}
	return n
}

// A solver of a group solves what another solved before, in the same
// strain, from the entries the other stored: a fraction of the nodes;
// in another strain the group's table starts empty.
func TestShareTakesIn(t *testing.T) {
	d := shareDeals(t)[0].Deal
	spades, hearts := dds.Strain(dds.Spades), dds.Strain(dds.Hearts)
	alone := New(Options{})
	want, _ := alone.Tricks(d, spades, dds.West)
	a, b := New(Options{}), New(Options{})
	a.Share([]dds.Solver{a, b, countingSolver{}}) // other dds.Solvers are left out
	if got, err := a.Tricks(d, spades, dds.West); err != nil || got != want {
		t.Fatalf("a: %d, %v; want %d", got, err, want)
	}
	if a.Nodes() != alone.Nodes() {
		t.Errorf("a took %d nodes on the group's empty table, alone %d", a.Nodes(), alone.Nodes())
	}
	if groupEntries(a.group) == 0 || len(a.front.buckets) != 2 || a.front.live(a.front.buckets[0].tag) || a.front.live(a.front.buckets[1].tag) {
		t.Fatalf("the group's table holds %d entries; a's front %d buckets: want entries there, none in front", groupEntries(a.group), len(a.front.buckets))
	}
	if got, err := b.Tricks(d, spades, dds.West); err != nil || got != want {
		t.Fatalf("b: %d, %v; want %d", got, err, want)
	}
	if b.Nodes()*10 > a.Nodes() {
		t.Errorf("nodes: a %d, b after a %d: want b under a tenth", a.Nodes(), b.Nodes())
	}
	// Hearts: the group's table is emptied (no call in progress).
	fresh := New(Options{})
	wantH, _ := fresh.Tricks(d, hearts, dds.West)
	before := b.Nodes()
	if got, err := b.Tricks(d, hearts, dds.West); err != nil || got != wantH {
		t.Fatalf("b hearts: %d, %v; want %d", got, err, wantH)
	}
	if n := b.Nodes() - before; n != fresh.Nodes() {
		t.Errorf("b took %d nodes in hearts, a fresh solver %d: entries of another strain were found", n, fresh.Nodes())
	}
	if a.group.strain != int(hearts) || a.group.active != 0 {
		t.Errorf("the group's table: strain %d, %d calls in progress; want hearts, none", a.group.strain, a.group.active)
	}
}

// A call in another strain than the group's while a call in the group's
// strain is in progress solves on the solver's own table, right, and
// leaves the group's table as it was; once none is in progress, the
// group's table changes strain. (One goroutine: a call in progress is
// an exchange not yet handed over.)
func TestShareOtherStrain(t *testing.T) {
	r := shareDeals(t)[1]
	spades, hearts := dds.Strain(dds.Spades), dds.Strain(dds.Hearts)
	a, b := New(Options{}), New(Options{})
	a.Share([]dds.Solver{a, b})
	g := a.group
	if _, err := a.Tricks(r.Deal, spades, dds.North); err != nil {
		t.Fatal(err)
	}
	stored := groupEntries(g)
	a.exchange(spades) // a's next call in spades, in progress
	if !a.onShared || a.tt != a.front || g.active != 1 {
		t.Fatalf("a in spades: on the group's table %v, %d calls in progress", a.onShared, g.active)
	}
	got, err := b.Tricks(r.Deal, hearts, dds.North)
	if want := r.Table[hearts][dds.West]; err != nil || got != want {
		t.Fatalf("b hearts beside a: %d, %v; want %d", got, err, want)
	}
	if b.onShared || b.tt != b.own || b.ttTrump != int(hearts) || g.strain != int(spades) || groupEntries(g) != stored {
		t.Errorf("b hearts beside a: on the group's table %v, own table %v (strain %d); the group's strain %d, %d entries (had %d)",
			b.onShared, b.tt == b.own, b.ttTrump, g.strain, groupEntries(g), stored)
	}
	a.handOver()
	if g.active != 0 {
		t.Fatalf("%d calls in progress after a's", g.active)
	}
	got, err = b.Tricks(r.Deal, hearts, dds.North)
	if want := r.Table[hearts][dds.West]; err != nil || got != want {
		t.Fatalf("b hearts alone: %d, %v; want %d", got, err, want)
	}
	if g.strain != int(hearts) || groupEntries(g) == 0 || b.tt != b.own || b.ttTrump != int(hearts) {
		t.Errorf("b hearts alone: the group's strain %d, %d entries; after, b on its own table %v (strain %d); want hearts, entries, true, hearts",
			g.strain, groupEntries(g), b.tt == b.own, b.ttTrump)
	}
	// Table solves on the solver's own table, every strain right.
	tab, err := a.Table(r.Deal)
	if err != nil || tab != r.Table {
		t.Fatalf("a's table in the group: %v, %v; want %v", tab, err, r.Table)
	}
	if a.tt != a.own || g.active != 0 {
		t.Errorf("a's table: on its own table %v, %d calls in progress", a.tt == a.own, g.active)
	}
}

// A group of one shares nothing: its solver stays on its own table; a
// later Share moves a solver out of its group.
func TestShareAlone(t *testing.T) {
	a := New(Options{})
	own := a.tt
	a.Share([]dds.Solver{a, countingSolver{}})
	a.Tricks(shareDeals(t)[0].Deal, dds.NoTrump, dds.North)
	if a.group != nil || a.tt != own {
		t.Errorf("a group of one: group %v, own table %v", a.group, a.tt == own)
	}
	b := New(Options{})
	a.Share([]dds.Solver{a, b})
	a.Tricks(shareDeals(t)[0].Deal, dds.NoTrump, dds.North)
	a.Share([]dds.Solver{a})
	if a.group != nil || a.tt != own || a.ttTrump != int(dds.NoTrump) {
		t.Errorf("out of its group: group %v, own table %v, its strain %d (want notrump's, from the call alone)", a.group, a.tt == own, a.ttTrump)
	}
}

// topCards is deal d cut to each hand's n highest cards.
func topCards(d dds.Deal, n int) dds.Deal {
	var out dds.Deal
	for seat, h := range d {
		for range n {
			c := h.Highest()
			out[seat], h = out[seat].With(c), h.Without(c)
		}
	}
	return out
}

// Three solvers of a group solving at once (run with -race), in
// notrump, spades and hearts, give every answer a solver alone gives, and the group's parts stay within their cap. The deals are
// deals 1-8 cut to 8 cards a hand (fast under -race, so that the test
// can run many times); the answers asked do not depend on which solver
// gets there first.
func TestShareParallel(t *testing.T) {
	strains := []dds.Strain{dds.NoTrump, dds.Strain(dds.Spades), dds.Strain(dds.Hearts)}
	var deals []dds.Deal
	var want [][3][4]int // by deal, strain and leader
	alone := New(Options{})
	for _, r := range shareDeals(t) {
		d := topCards(r.Deal, 8)
		var w [3][4]int
		for i, st := range strains {
			for _, l := range dds.Seats {
				n, err := alone.Tricks(d, st, l)
				if err != nil {
					t.Fatal(err)
				}
				w[i][l] = n
			}
		}
		deals, want = append(deals, d), append(want, w)
	}
	group := []dds.Solver{New(Options{MemoryMB: 1}), New(Options{MemoryMB: 1}), New(Options{MemoryMB: 1})}
	group[0].(*Solver).Share(group)
	var wg sync.WaitGroup
	for k, s := range group {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range deals {
				j := (i + 3*k) % len(deals)
				for x := range strains {
					st := (x + k + i) % len(strains) // the solvers' strains differ: some solve on their own tables
					for _, l := range dds.Seats {
						got, err := s.Tricks(deals[j], strains[st], l)
						if w := want[j][st][l]; err != nil || got != w {
							t.Errorf("solver %d: deal %v %s leader %s: %d, %v; want %d", k, deals[j], strains[st], l, got, err, w)
						}
					}
				}
			}
		}()
	}
	wg.Wait()
	g := group[0].(*Solver).group
	for i := range g.parts {
		if tt := g.parts[i].tt; tt.bytes() > tt.capBytes || tt.capBytes != 1<<20 {
			t.Errorf("part %d: %d bytes, cap %d (want 1 MB, the least a part takes)", i, tt.bytes(), tt.capBytes)
		}
	}
	if g.active != 0 {
		t.Errorf("%d calls in progress after all", g.active)
	}
}

// countingSolver is a dds.Solver that is not a *Solver.
type countingSolver struct{ dds.Solver }

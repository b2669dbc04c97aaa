package singledummy

import (
	"context"
	"slices"
	"sync"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// TestFits: a layout fits the facts when every known card is at its
// seat and every pinned length is met.
func TestFits(t *testing.T) {
	d := mustDeal(t, finesseWest)
	f := sim.Facts{Length: sim.NoLengths()}
	f.Known[dds.South] = d[dds.South]
	if !fits(&d, &f) {
		t.Fatal("the deal does not fit its own South hand")
	}
	f.Known[dds.West] = d[dds.East].SuitCards(dds.Spades).Lowest().Bit() // East's card placed with West
	if fits(&d, &f) {
		t.Fatal("a card known at West fits a layout giving it to East")
	}
	f.Known[dds.West] = 0
	f.Length[dds.West][dds.Spades] = d[dds.West].SuitLen(dds.Spades) + 1
	if fits(&d, &f) {
		t.Fatal("a layout fits a length it does not have")
	}
	f.Length[dds.West][dds.Spades] = d[dds.West].SuitLen(dds.Spades)
	if !fits(&d, &f) {
		t.Fatal("a layout does not fit its own length")
	}
}

// TestLayoutsFrom: the layouts of an earlier decision that still fit
// come first, in their order; those that do not fit are left out; the
// rest are dealt; dropped layouts are not kept.
func TestLayoutsFrom(t *testing.T) {
	d := mustDeal(t, finesseWest)
	c := grand
	opts := goOpts(5)
	g := &game{deal: d, c: c, opts: &opts, lengths: sim.NoLengths(), out: &Playout{}}
	g.pos = dds.Position{Hands: d, Trump: c.Strain, Leader: c.Leader(), Trick: make([]dds.Card, 0, 4)}
	g.record(g.pos.Legal().Lowest()) // West's lead
	earlier, _, dropped, err := g.layouts(c.Declarer, 64, 1)
	if err != nil || dropped || len(earlier) != 64 {
		t.Fatalf("%d layouts, dropped %v: %v", len(earlier), dropped, err)
	}
	g.record(g.pos.Legal().Lowest()) // dummy
	g.record(g.pos.Legal().Lowest()) // East: fits about half of the layouts
	f := g.facts(c.Declarer)
	var fit []dds.Deal
	for _, l := range earlier {
		if fits(&l, &f) {
			fit = append(fit, l)
		}
	}
	if len(fit) == 0 || len(fit) == len(earlier) {
		t.Fatalf("%d of %d earlier layouts fit after East's card", len(fit), len(earlier))
	}
	for _, n := range []int{len(fit) / 2, len(fit) + 16} {
		got, _, _, err := g.layoutsFrom(c.Declarer, n, 2, earlier)
		if err != nil || len(got) != n {
			t.Fatalf("want %d layouts, got %d: %v", n, len(got), err)
		}
		kept := min(n, len(fit))
		if !slices.Equal(got[:kept], fit[:kept]) {
			t.Fatalf("the first %d layouts are not the earlier ones that fit, in order", kept)
		}
		for i := range got {
			if !fits(&got[i], &f) {
				t.Fatalf("layout %d does not fit: %v", i, got[i])
			}
		}
	}
	if keep(earlier, true) != nil || len(keep(earlier, false)) != len(earlier) {
		t.Fatal("keep: dropped layouts kept, or layouts meeting the condition not kept")
	}
}

// TestLinesAndCarry: in a run with verdicts, the playouts of a line (the
// same opening lead) followed by fewer than VerdictMinLine playouts take
// no verdicts after the lead, those of a longer line do; declarer's card
// to the first trick is judged on layouts of which some were his layouts
// for dummy's card (carried); and the play is the same at one and two
// workers.
func TestLinesAndCarry(t *testing.T) {
	d := mustDeal(t, "N:AJ92.A54.K83.K76 43.873.T962.QJ52 KT87.K62.A54.A43 Q65.QJT9.QJ7.T98")
	c := dds.Contract{Level: 4, Strain: dds.Strain(dds.Spades), Declarer: dds.South}
	var runs [][]*Playout
	carried := 0
	for _, threads := range []int{1, 2} {
		var mu sync.Mutex
		seen := map[string][]dds.Deal{} // declarer's layouts by the cards played before them
		opts := goOpts(11)
		opts.Samples, opts.Threads = 4, threads
		opts.OnLayout = func(chooser dds.Seat, played []Played, l dds.Deal) {
			if chooser != c.Declarer {
				return
			}
			var b []byte
			for _, p := range played {
				b = append(b, byte(p.Card))
			}
			mu.Lock()
			seen[string(b)] = append(seen[string(b)], l)
			mu.Unlock()
		}
		ps, err := Play(context.Background(), repeat(d, 2*VerdictMinPlayouts), c, opts, nil)
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, ps)
		for key, ls := range seen {
			if len(key) != 3 {
				continue
			}
			for _, l := range ls {
				if slices.Contains(seen[key[:1]], l) {
					carried++
				}
			}
		}
	}
	if carried == 0 {
		t.Error("no layout of dummy's card to the first trick carried to declarer's")
	}
	leads := map[dds.Card]int{}
	for _, p := range runs[0] {
		leads[p.Steps[0].Card]++
	}
	short, long := 0, 0
	for k, p := range runs[0] {
		if !sameCards(p, runs[1][k]) {
			t.Errorf("playout %d differs at 1 and 2 workers", k)
		}
		verdicts := 0
		for _, st := range p.Steps[1:] {
			verdicts += b2i(st.Verdict)
		}
		if leads[p.Steps[0].Card] < VerdictMinLine {
			short++
			if verdicts > 0 {
				t.Errorf("playout %d: %d verdicts on a line of %d playouts", k, verdicts, leads[p.Steps[0].Card])
			}
		} else if verdicts > 0 {
			long++
		}
	}
	if short == 0 || long == 0 {
		t.Fatalf("leads %v: %d playouts on short lines, %d with verdicts on long ones; the test needs both", leads, short, long)
	}
}

package singledummy

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ruling-bridge/ruling/dds"
)

// TestVerdicts: with VerdictMinPlayouts playouts of a deal, clear
// decisions of the first VerdictCards cards are settled by verdicts (all the
// playouts reaching a situation play its verdict, on
// VerdictLayouts(Samples) layouts), the two-way guess is not (the finesse still
// succeeds about half the time), the play is the same at 1 and 2
// workers, and fewer playouts use no verdicts.
func TestVerdicts(t *testing.T) {
	n, threads := VerdictMinPlayouts, []int{2}
	if !testing.Short() {
		n, threads = 2*n, []int{1, 2}
	}
	made, total, settled := 0, 0, 0
	for _, text := range []string{finesseWest, finesseEast} {
		var runs [][]*Playout
		for _, th := range threads {
			opts := goOpts(13)
			opts.Samples, opts.Threads = 16, th
			ps, err := Play(context.Background(), repeat(mustDeal(t, text), n), grand, opts, nil)
			if err != nil {
				t.Fatal(err)
			}
			runs = append(runs, ps)
		}
		verdictOf := map[string]Step{} // by the cards played before it
		for k, p := range runs[0] {
			if !sameCards(p, runs[len(runs)-1][k]) {
				t.Errorf("%s: playout %d differs at 1 and 2 workers", text[:6], k)
			}
			if p.Made() {
				made++
			}
			total++
			var before []byte
			for i, st := range p.Steps {
				if st.Verdict != (!st.Forced && st.Layouts == VerdictLayouts(16)) {
					t.Fatalf("card %d: Verdict %v on %d layouts", i+1, st.Verdict, st.Layouts)
				}
				if st.Verdict {
					if i >= VerdictCards {
						t.Fatalf("card %d settled by a verdict", i+1)
					}
					settled++
					if prev, ok := verdictOf[string(before)]; ok && prev.Card != st.Card {
						t.Errorf("one situation, two verdicts: %s and %s", prev.Card, st.Card)
					}
					verdictOf[string(before)] = st
					// The card played is solved on every layout, the others on
					// every layout or on the first judgeExact (judge's bounds).
					for j, c := range st.Choices {
						if c.Layouts != st.Layouts && (j == 0 || c.Layouts != judgeExact) {
							t.Fatalf("verdict choice %+v on %d layouts of %d", c, c.Layouts, st.Layouts)
						}
					}
				}
				before = append(before, byte(st.Card))
			}
		}
	}
	if settled == 0 {
		t.Error("no decision settled by a verdict")
	}
	if made < total/4 || made > total-total/4 {
		t.Errorf("made 7NT %d times of %d with verdicts; a guess should succeed about half the time", made, total)
	}
	t.Logf("made %d of %d; %d decisions settled by verdicts", made, total, settled)
	// Fewer playouts of the deal: no verdicts (4 layouts a decision, a
	// verdict's would be 8).
	opts := goOpts(13)
	opts.Samples = 4
	ps, err := Play(context.Background(), repeat(mustDeal(t, finesseWest), VerdictMinPlayouts-1), grand, opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		for i, st := range p.Steps {
			if st.Layouts > 4 {
				t.Fatalf("card %d: %d layouts with %d playouts", i+1, st.Layouts, VerdictMinPlayouts-1)
			}
		}
	}
}

// TestJudgeHelp: a worker waiting for a verdict solves some of the
// judge's layouts on its own solver; every layout is solved once, in its
// place, the work counted in the judge's step.
func TestJudgeHelp(t *testing.T) {
	v := newVerdict()
	v.started = true
	ps := make([]dds.Position, 20)
	for i := range ps {
		ps[i].Leader = dds.Seat(i % 4) // tells the positions apart
	}
	helped := make(chan struct{})
	var byJudge, byHelper atomic.Int32
	solver := func(who *atomic.Int32, first func()) solveFunc {
		return func(ps []dds.Position, _ dds.Cards, _ *dds.PlayState) ([][]dds.CardValue, int64, error) {
			if who.Add(1) == 1 {
				first()
			}
			return [][]dds.CardValue{{{Card: dds.Card(ps[0].Leader), Tricks: 1}}}, 10, nil
		}
	}
	// The judge's first layout waits until the helper has taken one.
	judge := &game{solve: solver(&byJudge, func() {
		select {
		case <-helped:
		case <-time.After(10 * time.Second):
			t.Error("the waiting worker did not help")
		}
	})}
	done := make(chan struct{})
	go func() {
		v.await(worker{solve: solver(&byHelper, func() { close(helped) })})
		close(done)
	}()
	st := &Step{}
	out := make([][]dds.CardValue, len(ps))
	err := judge.judgeLayouts(v, st, len(ps), func(w worker, i int) (int64, error) {
		vs, nodes, err := w.solve(ps[i:i+1], ^dds.Cards(0), nil)
		out[i] = vs[0]
		return nodes, err
	})
	if err != nil {
		t.Fatal(err)
	}
	v.mu.Lock()
	v.judged = true
	v.changed.Broadcast()
	v.mu.Unlock()
	<-done
	if n := byJudge.Load() + byHelper.Load(); n != 20 || byHelper.Load() == 0 {
		t.Errorf("judge solved %d, helper %d: want 20 in all, some by the helper", byJudge.Load(), byHelper.Load())
	}
	for i, vs := range out {
		if len(vs) != 1 || vs[0].Card != dds.Card(i%4) {
			t.Fatalf("layout %d: values %v", i, vs)
		}
	}
	if st.Solved != 20 || st.Nodes != 200 {
		t.Errorf("step counts %d layouts and %d nodes, want 20 and 200", st.Solved, st.Nodes)
	}
}

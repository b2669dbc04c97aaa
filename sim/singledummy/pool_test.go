package singledummy

import (
	"sync"
	"sync/atomic"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestPooledValuesOnce: playouts drawing overlapping layouts of one pool
// at once solve each layout once, for every legal card, and all get its
// values — whichever reaches a layout first (the counts do not depend on
// the order the goroutines run in).
func TestPooledValuesOnce(t *testing.T) {
	g := twinGame(t)
	// Three layouts, each with another of East's clubs given to West for
	// another of West's diamonds: told apart by East's hand.
	d := g.deal
	east, west := d[dds.East].SuitCards(dds.Clubs).List(), d[dds.West].SuitCards(dds.Diamonds).List()
	p := &pool{}
	index := map[dds.Cards]int{}
	for j := range 3 {
		l := d
		l[dds.East] = l[dds.East].Without(east[j]).With(west[j])
		l[dds.West] = l[dds.West].Without(west[j]).With(east[j])
		p.layouts = append(p.layouts, l)
		index[l[dds.East]] = j
	}
	p.values = make([][]dds.CardValue, len(p.layouts))
	p.have = make([]dds.Cards, len(p.layouts))
	p.busy = make([]bool, len(p.layouts))
	p.solved.L = &p.mu
	var solves [3]atomic.Int32
	a, b := dds.NewCard(dds.Spades, dds.Three), dds.NewCard(dds.Hearts, dds.Eight)
	solve := func(st *Step, ps []dds.Position, want dds.Cards) ([][]dds.CardValue, error) {
		if want != ^dds.Cards(0) {
			t.Errorf("a missing layout solved for %v, not every card", want)
		}
		out := make([][]dds.CardValue, len(ps))
		for m, q := range ps {
			j := index[q.Hands[dds.East]]
			solves[j].Add(1)
			out[m] = []dds.CardValue{{Card: a, Tricks: j}, {Card: b, Tricks: j + 10}}
		}
		st.Solved += len(ps)
		return out, nil
	}
	draws := [][]int{{0, 1}, {2, 1}, {2, 0}, {1, 2, 0}}
	results := make([][][]dds.CardValue, len(draws))
	var wg sync.WaitGroup
	for k, idx := range draws {
		wg.Add(1)
		go func() {
			defer wg.Done()
			vs, err := g.pooledValues(&Step{}, idx, p, dds.Cards(0).With(a), solve)
			if err != nil {
				t.Error(err)
			}
			results[k] = vs
		}()
	}
	wg.Wait()
	for j := range solves {
		if n := solves[j].Load(); n != 1 {
			t.Errorf("layout %d solved %d times", j, n)
		}
	}
	for k, idx := range draws {
		for i, j := range idx {
			if v := results[k][i]; v == nil || valueOf(v, a) != j || valueOf(v, b) != j+10 {
				t.Errorf("draw %d, layout %d: values %v", k, j, v)
			}
		}
	}
	// Another card of a solved layout is found there, not solved again.
	if _, err := g.pooledValues(&Step{}, []int{0, 2}, p, dds.Cards(0).With(b), solve); err != nil || solves[0].Load() != 1 || solves[2].Load() != 1 {
		t.Errorf("a solved layout solved again (err %v)", err)
	}
}

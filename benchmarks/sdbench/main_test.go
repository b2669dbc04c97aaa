package main

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim/singledummy"
)

// TestWork: the work per playout is the sums over playouts divided by
// their number, and the nodes by trick are shares of the nodes.
func TestWork(t *testing.T) {
	mk := func(nodes []int64, claimed bool) *singledummy.Playout {
		p := &singledummy.Playout{}
		for _, n := range nodes {
			st := singledummy.Step{Forced: n == 0, Nodes: n}
			if n > 0 {
				st.Layouts, st.Solved = 8, 4
			}
			p.Steps = append(p.Steps, st)
			p.Layouts += st.Layouts
			p.Solved += st.Solved
			p.Nodes += n
		}
		if claimed {
			p.Claim = &singledummy.Claim{After: len(nodes), By: dds.South}
		}
		return p
	}
	var w work
	// Playout 1: 3 decisions in trick 1 (300 nodes), 1 in trick 2 (100).
	w.add(mk([]int64{100, 100, 0, 100, 100}, false))
	// Playout 2: 1 decision in trick 1 (200 nodes), claimed after trick 1.
	w.add(mk([]int64{200, 0, 0, 0}, true))
	var b bytes.Buffer
	w.print(&b)
	out := b.String()
	for _, want := range []string{
		"work per playout: 2.5 decisions, 20.0 layouts used, 10.0 solved (CardValues calls), 300 nodes; 1 of 2 playouts claimed\n",
		"nodes by trick (%): 83.3 16.7 0.0",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}

// A level's mean difference and standard error, by hand: differences
// −1, 0, 0, 1, 1 have mean 0.2, sample variance (1.44+0.04+0.04+0.64+0.64)/4
// = 0.7, standard error √(0.7/5) = 0.374166; one deal has none.
func TestLevelMeanSE(t *testing.T) {
	var a, b levelStats
	a.n, a.diffs = 3, []float64{-1, 0, 0}
	b.n, b.diffs = 2, []float64{1, 1}
	a.add(b)
	m, e := a.meanSE()
	if a.n != 5 || math.Abs(m-0.2) > 1e-12 || math.Abs(e-0.374166) > 1e-6 {
		t.Errorf("n %d, mean %v, s.e. %v", a.n, m, e)
	}
	one := levelStats{n: 1, diffs: []float64{2}}
	if m, e := one.meanSE(); m != 2 || !math.IsNaN(e) {
		t.Errorf("one deal: mean %v, s.e. %v", m, e)
	}
}

// TestByCard: the work card by card — decisions, those settled by a
// verdict, the situations (distinct plays before the card), mean choices
// and layouts, layouts solved, nodes and nodes per layout solved.
func TestByCard(t *testing.T) {
	a, b := dds.NewCard(dds.Spades, dds.Ace), dds.NewCard(dds.Spades, dds.King)
	mk := func(first dds.Card, second singledummy.Step) *singledummy.Playout {
		second.Card = b
		return &singledummy.Playout{Steps: []singledummy.Step{
			{Played: singledummy.Played{Card: first}, Layouts: 8, Solved: 8, Nodes: 800, Choices: make([]singledummy.Choice, 2)},
			second,
		}}
	}
	ps := []*singledummy.Playout{
		mk(a, singledummy.Step{Verdict: true, Layouts: 32, Solved: 32, Nodes: 3200, Choices: make([]singledummy.Choice, 3)}),
		mk(a, singledummy.Step{Verdict: true, Layouts: 32, Choices: make([]singledummy.Choice, 3)}),
		mk(b, singledummy.Step{Layouts: 16, Solved: 16, Nodes: 800, Choices: make([]singledummy.Choice, 2)}),
		mk(b, singledummy.Step{Forced: true}),
	}
	var out bytes.Buffer
	printByCard(&out, ps)
	for _, want := range []string{
		"1\t4\t0\t1\t2.0\t8.0\t32\t3200\t100\n",
		"2\t3\t2\t2\t2.7\t26.7\t48\t4000\t83\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %q in\n%s", want, out.String())
		}
	}
}

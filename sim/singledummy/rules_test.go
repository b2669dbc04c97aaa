// rules_test.go: single-dummy play under play rules — the players keep to the rules, see the penalty card in every layout while it lies there, declarer takes his options from his view, and the same seed gives the same play at one thread and two.

package singledummy

import (
	"context"
	"reflect"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// TestPlayUnderRules: docs/play-irregularities.md's deal, 4♠ by South
// after East's ♦7 led out of turn was refused (a major penalty card, and
// declarer's Law 50D2 options at West's lead).
func TestPlayUnderRules(t *testing.T) {
	if testing.Short() {
		t.Skip("a playout under rules, twice")
	}
	d, err := dds.ParseDeal("N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94")
	if err != nil {
		t.Fatal(err)
	}
	rules, _ := dds.ParseRules([]string{"penalty E D7"})
	d7, _ := dds.ParseCard("D7")
	c := dds.Contract{Level: 4, Strain: dds.Strain(dds.Spades), Declarer: dds.South}
	played7 := false
	opts := Options{Seed: 3, Samples: 4, Rules: rules, Solver: dds.RuledFactory(solver.Factory(solver.Options{MemoryMB: 16}), rules),
		OnLayout: func(chooser dds.Seat, played []Played, layout dds.Deal) {
			for _, p := range played {
				if p.Card == d7 {
					return
				}
			}
			if !layout[dds.East].Has(d7) {
				played7 = true // flagged below: a layout without the penalty card
			}
		}}
	run := func(threads int) []*Playout {
		o := opts
		o.Threads = threads
		ps, err := Play(context.Background(), []dds.Deal{d}, c, o, nil)
		if err != nil {
			t.Fatal(err)
		}
		return ps
	}
	one := run(1)
	if played7 {
		t.Fatal("a player's layout put East's penalty card ♦7 elsewhere")
	}
	for _, p := range one {
		if len(p.Options) == 0 || p.Options[0].Before != 0 || len(p.Options[0].Options) != 3 {
			t.Fatalf("declarer's options at West's lead: %+v", p.Options)
		}
		// Replay the play under the rules, the options as taken.
		pos := dds.Position{Hands: d, Trump: c.Strain, Leader: dds.West, Trick: make([]dds.Card, 0, 4)}
		st, _ := dds.NewPlayState(rules, &pos)
		next := 0
		for k, s := range p.Steps {
			for next < len(p.Options) && p.Options[next].Before == k {
				st.Choose(p.Options[next].Taken)
				next++
			}
			if err := st.PlayCard(&pos, s.Card); err != nil {
				t.Fatalf("card %d, %s: %v", k+1, s.Card, err)
			}
		}
		if p.DoubleDummy != 10 {
			t.Errorf("double dummy under the rules: %d, want 10", p.DoubleDummy)
		}
	}
	if two := run(2); !reflect.DeepEqual(one, two) {
		t.Error("the same seed plays differently at one thread and two")
	}
}

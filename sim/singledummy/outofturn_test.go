// outofturn_test.go: playouts that start where the Director's options after an irregularity leave the play — a lead out of turn accepted, a refused one with declarer's option taken, rules put in force in mid-play, Law 57A's restriction on the next card — each the same at one thread and two.

package singledummy

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// looDeal is docs/play-irregularities.md's deal: 4♠ by South, West on
// lead, East's ♦7 led out of turn.
const looDeal = "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94"

// playBoth plays d once with opts at one thread and at two, fails unless
// both play alike, and returns the playout.
func playBoth(t *testing.T, d dds.Deal, c dds.Contract, opts Options) *Playout {
	t.Helper()
	var got [2]*Playout
	for i, threads := range []int{1, 2} {
		o := opts
		o.Threads = threads
		ps, err := Play(context.Background(), []dds.Deal{d}, c, o, nil)
		if err != nil {
			t.Fatal(err)
		}
		got[i] = ps[0]
	}
	if !reflect.DeepEqual(got[0], got[1]) {
		t.Fatal("the same seed plays differently at one thread and two")
	}
	return got[0]
}

// replay checks the playout's cards against the rules from where the
// players took over (after the given cards), declarer's options as taken.
func replay(t *testing.T, p *Playout, pos dds.Position, st dds.PlayState, from int) {
	t.Helper()
	next := 0
	for k := from; k < len(p.Steps); k++ {
		for next < len(p.Options) && p.Options[next].Before == k {
			st.Choose(p.Options[next].Taken)
			next++
		}
		if err := st.PlayCard(&pos, p.Steps[k].Card); err != nil {
			t.Fatalf("card %d, %s: %v", k+1, p.Steps[k].Card, err)
		}
	}
}

func TestPlayAfterLeadOutOfTurn(t *testing.T) {
	if testing.Short() {
		t.Skip("eight playouts")
	}
	d, _ := dds.ParseDeal(looDeal)
	d7, _ := dds.ParseCard("D7")
	spades := dds.Contract{Level: 4, Strain: dds.Strain(dds.Spades), Declarer: dds.South}
	base := Options{Seed: 5, Samples: 4, Solver: solver.Factory(solver.Options{MemoryMB: 16})}

	// Law 54B: South accepts the ♦7 and declares; he plays second.
	o := base
	o.LeadOutOfTurn = &Played{Seat: dds.East, Card: d7}
	p := playBoth(t, d, spades, o)
	if s := p.Steps[0]; !s.Given || s.Seat != dds.East || s.Card != d7 || p.Steps[1].Seat != dds.South || p.Steps[2].Seat != dds.West {
		t.Fatalf("54B: the play starts %v %v %v", p.Steps[0], p.Steps[1], p.Steps[2])
	}
	// Law 54A: North declares, the ♦7 led from his left (in turn for him).
	north := spades
	north.Declarer = dds.North
	p = playBoth(t, d, north, o)
	if p.Steps[0].Seat != dds.East || p.Steps[1].Seat != dds.South || p.Steps[1].Chooser != dds.North {
		t.Fatalf("54A: the play starts %v %v", p.Steps[0], p.Steps[1])
	}

	// Law 54D, declarer's option taken: require diamonds (the ♦7 picked
	// up) — West leads a diamond, and no decision of options is left.
	rules, _ := dds.ParseRules([]string{"penalty E D7"})
	start := dds.Position{Hands: d, Trump: spades.Strain, Leader: dds.West, Trick: make([]dds.Card, 0, 4)}
	st, _ := dds.NewPlayState(rules, &start)
	due := st.Options(&start, nil)
	if len(due) != 3 || due[0].Kind != dds.Require {
		t.Fatalf("options at West's lead: %v", due)
	}
	o = base
	o.Rules, o.Choice = rules, &due[0]
	p = playBoth(t, d, spades, o)
	if p.Steps[0].Seat != dds.West || p.Steps[0].Card.Suit() != dds.Diamonds || len(p.Options) != 0 {
		t.Fatalf("required a diamond: West leads %s, options decided %v", p.Steps[0].Card, p.Options)
	}
	chosen := st
	chosen.Choose(due[0])
	replay(t, p, start, chosen, 0)
	// The option refused: neither — the ♦7 stays, East must play it at
	// his first chance.
	o.Choice = &due[2]
	p = playBoth(t, d, spades, o)
	chosen = st
	chosen.Choose(due[2])
	replay(t, p, start, chosen, 0)

	// Rules put in force in mid-play: after trick 1 (♥Q, ♥K, ♥2, ♥3: North
	// wins), East's ♣2 a minor penalty card; every layout holds it in
	// East's hand until he plays it.
	c2, _ := dds.ParseCard("C2")
	o = base
	o.Start, _ = dds.ParsePlay("HQ HK H2 H3")
	o.Rules, _ = dds.ParseRules([]string{"penalty E C2 minor"})
	misplaced := false
	o.OnLayout = func(_ dds.Seat, played []Played, layout dds.Deal) {
		for _, x := range played {
			if x.Card == c2 {
				return
			}
		}
		misplaced = misplaced || !layout[dds.East].Has(c2)
	}
	p = playBoth(t, d, spades, o)
	if misplaced {
		t.Fatal("a layout put East's penalty card ♣2 elsewhere")
	}
	mid, _ := dds.Replay(d, spades.Strain, dds.West, o.Start)
	st, _ = dds.NewPlayState(o.Rules, &mid)
	replay(t, p, mid, st, 4)

	// Law 57A1: West played the ♠2 before East played to the ♥Q and ♥K:
	// declarer requires East's highest heart, the ♥J.
	o = base
	o.Start, _ = dds.ParsePlay("HQ HK")
	o.Rules, _ = dds.ParseRules([]string{"penalty W S2"})
	hj, _ := dds.ParseCard("HJ")
	o.First = func(p *dds.Position) dds.Cards { return p.Legal().SuitCards(dds.Hearts).Highest().Bit() }
	p = playBoth(t, d, spades, o)
	if s := p.Steps[2]; s.Seat != dds.East || s.Card != hj || s.Given {
		t.Fatalf("57A1: East plays %v", s)
	}
}

// TestStartRefused: a lead out of turn in mid-trick, or declarer's
// option that is not his to take, is refused before any play.
func TestStartRefused(t *testing.T) {
	d, _ := dds.ParseDeal(looDeal)
	spades := dds.Contract{Level: 4, Strain: dds.Strain(dds.Spades), Declarer: dds.South}
	d7, _ := dds.ParseCard("D7")
	o := Options{Seed: 1, Samples: 2, Solver: solver.Factory(solver.Options{MemoryMB: 8}), Threads: 1}
	o.Start, _ = dds.ParsePlay("HQ")
	o.LeadOutOfTurn = &Played{Seat: dds.East, Card: d7}
	if _, err := PlayOne(context.Background(), d, spades, o); err == nil || !strings.Contains(err.Error(), "in the middle of a trick") {
		t.Errorf("a lead out of turn in mid-trick: %v", err)
	}
	o = Options{Seed: 1, Samples: 2, Solver: o.Solver, Threads: 1}
	o.Rules, _ = dds.ParseRules([]string{"penalty E D7"})
	bad := dds.Option{Kind: dds.Require, Seat: dds.West, Suits: dds.SuitsOf(dds.Spades)}
	o.Choice = &bad
	if _, err := PlayOne(context.Background(), d, spades, o); err == nil || !strings.Contains(err.Error(), "not his to take") {
		t.Errorf("an option not due: %v", err)
	}
}

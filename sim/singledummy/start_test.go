package singledummy

import (
	"context"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// A playout may start in mid-play (Options.Start): the cards given are
// played as given, marked Given, and count in declarer's tricks. The deal
// is 3NT by South with six clubs in dummy (the revoke tests' short.lin):
// after ♠9 won by the ♠A and ♣5 to dummy's ♣A, declarer has 13 tricks
// on top — every playout, whatever the players see, takes all 13 (the
// defenders' clubs are 3-3 and every suit is stopped).
func TestPlayFromStart(t *testing.T) {
	d, err := dds.ParseDeal("N:432.432.2.AKQ432 QJT.QJT9.JT9.JT9 AK65.AK5.AKQ54.5 987.876.8763.876")
	if err != nil {
		t.Fatal(err)
	}
	start, _ := dds.ParsePlay("S9 S2 ST SA C5 C6 CA")
	c := dds.Contract{Level: 3, Strain: dds.NoTrump, Declarer: dds.South}
	opts := Options{Samples: 4, Seed: 7, Solver: solver.Factory(solver.Options{}), Threads: 1, Start: start}
	ps, err := Play(context.Background(), []dds.Deal{d, d}, c, opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		for i, st := range p.Steps {
			if (i < len(start)) != st.Given || i < len(start) && st.Card != start[i] {
				t.Fatalf("step %d: %s given %v", i, st.Card, st.Given)
			}
		}
		if p.Steps[len(start)].Seat != dds.East || p.Tricks != 13 {
			t.Errorf("East to play after the start, declarer 13 tricks: got %s, %d", p.Steps[len(start)].Seat.Name(), p.Tricks)
		}
	}
	// A start that is not a legal play is refused.
	opts.Start, _ = dds.ParsePlay("S9 S2 ST C5")
	if _, err := PlayOne(context.Background(), d, c, opts); err == nil || !strings.Contains(err.Error(), "the play given") {
		t.Errorf("an illegal start: %v", err)
	}
}

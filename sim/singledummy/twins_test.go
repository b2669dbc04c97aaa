package singledummy

import (
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// twinGame is sdbench's 4♠ after the given cards.
func twinGame(t *testing.T, cards ...string) *game {
	t.Helper()
	d := mustDeal(t, "N:AJ92.A54.K83.K76 43.873.T962.QJ52 KT87.K62.A54.A43 Q65.QJT9.QJ7.T98")
	c := dds.Contract{Level: 4, Strain: dds.Strain(dds.Spades), Declarer: dds.South}
	g := &game{deal: d, c: c, opts: &Options{}, lengths: sim.NoLengths(), out: &Playout{}}
	g.pos = dds.Position{Hands: d, Trump: c.Strain, Leader: c.Leader(), Trick: make([]dds.Card, 0, 4)}
	for _, s := range cards {
		card, err := dds.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		g.record(card)
	}
	return g
}

// TestTwinPairs: declarer's ♠7 and ♠T (his ♠8 and dummy's ♠9 between)
// are a pair, his ♠T and ♠K (dummy's ♠J and a defender's ♠Q between)
// are not; a defender has no pairs; a card of the trick in progress
// between two cards parts them.
func TestTwinPairs(t *testing.T) {
	g := twinGame(t, "HQ", "HA", "H3", "H2", "S2", "S3")
	cls := g.classes(g.pos.Legal())
	pairs := g.twinPairs(cls)
	if len(cls) != 3 || len(pairs) != 1 || pairs[0] != [2]dds.Card{cls[0], cls[1]} || cls[1].Rank() != dds.Ten {
		t.Fatalf("classes %v, pairs %v: want the ♠7 and ♠T one pair", cls, pairs)
	}
	// West to play, a defender: no pairs though his ♠6 and ♠5 are apart from the ♠Q only by declarer's cards.
	g = twinGame(t, "HQ", "HA", "H3", "H2", "S2", "S3", "S7")
	if p := g.twinPairs(g.classes(g.pos.Legal())); len(p) != 0 {
		t.Errorf("a defender's pairs %v", p)
	}
	// Dummy's ♠9 played to the trick: ♠T beats it, ♠8 does not.
	g = twinGame(t, "HQ", "HA", "H3", "H2", "S9", "S3")
	if p := g.twinPairs(g.classes(g.pos.Legal())); len(p) != 0 {
		t.Errorf("pairs %v across a card of the trick in progress", p)
	}
}

// TestTiedTwins: a pair is twins only when tied on every layout.
func TestTiedTwins(t *testing.T) {
	s7, sT, sK := dds.NewCard(dds.Spades, dds.Seven), dds.NewCard(dds.Spades, dds.Ten), dds.NewCard(dds.Spades, dds.King)
	pairs := [][2]dds.Card{{s7, sT}, {sT, sK}}
	lay := func(a, b, c int) []dds.CardValue {
		return []dds.CardValue{{Card: s7, Tricks: a}, {Card: sT, Tricks: b}, {Card: sK, Tricks: c}}
	}
	values := [][]dds.CardValue{lay(3, 3, 4), lay(5, 5, 5), lay(2, 2, 1)}
	if got := tiedTwins(pairs, values); got != dds.Cards(0).With(sT) {
		t.Errorf("twins %v, want ♠T alone", got)
	}
	values = append(values, lay(4, 5, 5))
	if got := tiedTwins(pairs, values); got != 0 {
		t.Errorf("twins %v after a layout on which ♠T beats ♠7", got)
	}
	if got := withoutTwins([]dds.Card{s7, sT, sK}, dds.Cards(0).With(sT)); len(got) != 2 || got[0] != s7 || got[1] != sK {
		t.Errorf("withoutTwins: %v", got)
	}
}

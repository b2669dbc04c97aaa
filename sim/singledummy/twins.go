// twins.go: twins — choices of declarer's side with only his side's cards between them, tied on every layout of a situation's verdict, are one choice for the playouts' own decisions there.

package singledummy

import (
	"github.com/ruling-bridge/ruling/dds"
)

// Twins of a guess.
//
// Technique: equivalence learned per situation. Cards of one suit in one
// hand with nothing between them but cards of the same hand or of
// completed tricks are the same card (classes); cards with cards of the
// partner's hand between them as well (declarer's ♠T and ♠7 with dummy's
// ♠9 and his own ♠8) nearly always are — they differ only where which
// hand wins a trick matters (an entry, an unblock) — but not always, so
// they are separate choices, and a guess between a third card and them
// (the ♠K or a finesse) solves both on every layout, tied (SeqStrict
// keeps a choice tied with the leader). When a situation's verdict is
// not clear, its judge checks such pairs on all its
// VerdictLayouts(Samples) layouts (their values mostly known from the judging); a pair
// tied on every one is one choice for every playout's own decision in
// the situation, the lower card played as for a class. The rule is
// fixed per situation from the verdict's layouts (the run's seed and the
// situation), so the play is the same at any number of workers.
//
// Only declarer's side has twins: a defender does not see his partner's
// cards, so he cannot know which cards lie between.

// twinPairs is the pairs of adjacent choices of cls (each a class's
// lowest card; cls in card order) in one suit whose cards between are
// all in the hands of the side on turn or in completed tricks, when that
// side is declarer's; the pair's higher card second.
func (g *game) twinPairs(cls []dds.Card) [][2]dds.Card {
	s := g.pos.OnTurn()
	if s.Side() != g.c.Declarer.Side() || g.ruled {
		return nil
	}
	gone := g.removed | g.pos.Hands[s] | g.pos.Hands[s.Partner()]
	var out [][2]dds.Card
	for j := 1; j < len(cls); j++ {
		lo, hi := cls[j-1], cls[j]
		if lo.Suit() != hi.Suit() {
			continue
		}
		// The cards strictly between lo and hi: one suit, so one run of bits.
		between := (hi.Bit() - 1) &^ (lo.Bit()<<1 - 1)
		if between&^gone == 0 {
			out = append(out, [2]dds.Card{lo, hi})
		}
	}
	return out
}

// pairCards is every card of the pairs.
func pairCards(pairs [][2]dds.Card) dds.Cards {
	var cs dds.Cards
	for _, p := range pairs {
		cs = cs.With(p[0]).With(p[1])
	}
	return cs
}

// tiedTwins is the higher cards of the pairs tied with their lower card
// on every layout's values.
func tiedTwins(pairs [][2]dds.Card, values [][]dds.CardValue) dds.Cards {
	var out dds.Cards
	for _, p := range pairs {
		tied := true
		for _, vs := range values {
			if valueOf(vs, p[0]) != valueOf(vs, p[1]) {
				tied = false
				break
			}
		}
		if tied {
			out = out.With(p[1])
		}
	}
	return out
}

// withoutTwins is cls without the cards of twins.
func withoutTwins(cls []dds.Card, twins dds.Cards) []dds.Card {
	if twins == 0 {
		return cls
	}
	out := make([]dds.Card, 0, len(cls))
	for _, c := range cls {
		if !twins.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// hasValues reports whether vs holds a value for every card of cs.
func hasValues(vs []dds.CardValue, cs dds.Cards) bool {
	for _, v := range vs {
		cs = cs.Without(v.Card)
	}
	return cs == 0
}

// judgeTwins finds the twins of a situation whose verdict is not clear:
// the pairs of twinPairs tied on each of its n layouts. known holds the
// values the judging solved (layout by layout, some choices only); the
// pairs' cards are solved where they lack.
func (g *game) judgeTwins(v *verdict, st *Step, cls []dds.Card, n int, pos func(int) dds.Position, pl *pool, known [][]dds.CardValue) {
	pairs := g.twinPairs(cls)
	if len(pairs) == 0 {
		return
	}
	want := pairCards(pairs)
	values := make([][]dds.CardValue, n)
	var miss []int
	for i := range n {
		if i < len(known) && hasValues(known[i], want) {
			values[i] = known[i]
		} else {
			miss = append(miss, i)
		}
	}
	if len(miss) > 0 {
		err := g.judgeLayouts(v, st, len(miss), func(w worker, m int) (int64, error) {
			vs, nodes, err := g.valuesOf(w, pl, miss[m], pos, want)
			values[miss[m]] = vs
			return nodes, err
		})
		if err != nil {
			v.err = err
			return
		}
	}
	v.twins = tiedTwins(pairs, values)
}

// claim.go: claims — a playout ends when the seat on lead can take every remaining trick with cards that win whatever the layout.

package singledummy

import "github.com/ruling-bridge/ruling/dds"

// claim reports the claim the seat on lead makes at the start of a
// trick, if any.
//
// Technique: a claim, as at the table. The seat on lead claims the rest
// when every card he holds wins its trick whatever the layout of the
// cards he cannot see: in each suit his lowest card is higher than every
// card the opponents may hold in it, and, in a suit contract, either he
// holds only trumps or the opponents can hold none. He then takes every
// remaining trick by leading his cards one by one, keeping the lead, and
// nothing either side plays changes that. The test uses only what the
// claimer has seen: for declarer (on lead in either hand) the cards not
// in his two hands; for a defender every card not in his own hand
// (partner's cards included, as he cannot place them). So a claim never
// settles a guess, and the playout's trick count is the one full play
// would reach (each remaining decision's choices are then all worth
// every trick on every layout); it saves the decisions of the last
// tricks. Claims for fewer than all the tricks (the defence's top tricks
// and then declarer's) are not made: settling them needs the count of
// unseen hands, which is a guess.
func (g *game) claim() (Claim, bool) {
	if g.opts.Full || len(g.pos.Trick) != 0 {
		return Claim{}, false
	}
	leader := g.pos.Leader
	hand := g.pos.Hands[leader]
	if hand == 0 {
		return Claim{}, false
	}
	var remaining dds.Cards
	for _, h := range g.pos.Hands {
		remaining |= h
	}
	mine := hand
	declSide := leader.Side() == g.c.Declarer.Side()
	if declSide {
		mine = g.pos.Hands[g.c.Declarer] | g.pos.Hands[g.c.Dummy()]
	}
	opp := remaining &^ mine
	for _, s := range dds.Suits {
		h := hand.SuitCards(s)
		if h == 0 {
			continue
		}
		if o := opp.SuitCards(s); o != 0 && h.Lowest() < o.Highest() {
			return Claim{}, false
		}
		if g.c.Strain != dds.NoTrump {
			if t := dds.Suit(g.c.Strain); s != t && opp.SuitCards(t) != 0 {
				return Claim{}, false
			}
		}
	}
	c := Claim{After: len(g.played), By: leader}
	if declSide {
		c.Tricks = g.pos.TricksLeft()
	}
	return c, true
}

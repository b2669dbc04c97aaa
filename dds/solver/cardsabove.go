// cardsabove.go: CardsAbove — which cards are worth more than a given number of tricks, one null-window search a card (single dummy's verdicts).

package solver

import "github.com/ruling-bridge/ruling/dds"

// Bounds instead of values.
//
// Technique: a card's exact value takes MTD(f) two null-window searches
// at least — one that reaches the value and one that fails a trick
// above it — and the failing one is the costly one (sdbench's 4♠, 40
// playouts: the searches failing one trick above the value took 80 % of
// CardValuesOf's nodes, those reaching it 18 %). A caller that needs to
// know only whether a card beats a value (is any other card better than
// the one a single-dummy verdict would play, on this layout?) needs one
// search a card, and for a card well below the value a search that fails
// far above the card's value, which the search refutes sooner.

// CardsAbove gives the legal cards of want whose value (the tricks of
// the side on turn, of those not yet complete, after playing the card,
// as CardValues gives them) is more than b. Each card of want is
// searched on its own: give one card of each set of equivalent cards.
func (s *Solver) CardsAbove(p dds.Position, want dds.Cards, b int) (dds.Cards, error) {
	if err := p.Check(); err != nil {
		return 0, err
	}
	if err := s.begin(); err != nil {
		return 0, err
	}
	s.exchange(p.Trump)
	defer s.handOver()
	side := int(p.OnTurn() & 1)
	var above dds.Cards
	var trick [4]dds.Card // each card's position plays into it: no allocation a card
	for x := p.Legal() & want; x != 0; {
		c := x.Highest()
		x = x.Without(c)
		q := dds.Position{Hands: p.Hands, Trump: p.Trump, Leader: p.Leader, Trick: append(trick[:0], p.Trick...)}
		if err := q.Play(c); err != nil {
			return 0, err
		}
		// The card's value is base + the side's tricks of those left after it.
		base := 0
		if len(q.Trick) == 0 && int(q.Leader&1) == side {
			base = 1
		}
		need := b + 1 - base // of the tricks left after c
		switch {
		case need <= 0:
			above = above.With(c)
		case need > q.TricksLeft() || q.Hands.Known() == 0:
		default:
			if s.nullWindow(&q, side, need) >= need {
				above = above.With(c)
			}
		}
	}
	if err := s.stopped(); err != nil {
		return 0, err
	}
	return above, nil
}

// convert.go: ruling's deals and positions to libdds's structs and back, with the checks libdds needs.

package libdds

import (
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

// Validation happens before every call: libdds prints a message and exits
// the whole process on some inconsistent inputs, so nothing reaches it
// that ruling's own checks have not passed.

// checkDeal accepts only complete deals.
func checkDeal(d dds.Deal) error {
	if err := d.CheckComplete(); err != nil {
		return fmt.Errorf("deal %s: %v", d, err)
	}
	return nil
}

// checkLead accepts a complete deal with a strain and seat in range.
func checkLead(j dds.Lead) error {
	if j.Trump > dds.NoTrump {
		return fmt.Errorf("trump %d is not a strain", j.Trump)
	}
	if j.Leader > dds.West {
		return fmt.Errorf("leader %d is not a seat", j.Leader)
	}
	return checkDeal(j.Deal)
}

// checkPosition accepts a consistent position with a card left to play.
func checkPosition(p *dds.Position) error {
	if err := p.Check(); err != nil {
		return fmt.Errorf("position: %v", err)
	}
	return nil
}

// cards fills libdds's [hand][suit] rank masks: a lane of dds.Cards is
// already a libdds mask, only the suit order differs.
func cards(d dds.Deal) (m [ddsHands][ddsSuits]uint32) {
	for h := range ddsHands {
		for _, s := range dds.Suits {
			m[h][s.DDSIndex()] = uint32(d[h].SuitBits(s))
		}
	}
	return m
}

// positionDeal is p as libdds's struct deal.
func positionDeal(p *dds.Position) cDeal {
	c := cDeal{
		Trump:       int32(p.Trump.DDSIndex()),
		First:       int32(p.Leader),
		RemainCards: cards(p.Hands),
	}
	for i, card := range p.Trick {
		c.CurrentTrickSuit[i] = int32(card.Suit().DDSIndex())
		c.CurrentTrickRank[i] = int32(card.Rank())
	}
	return c
}

// leadDeal is the start of play of j as libdds's struct deal.
func leadDeal(j dds.Lead) cDeal {
	return cDeal{Trump: int32(j.Trump.DDSIndex()), First: int32(j.Leader), RemainCards: cards(j.Deal)}
}

// suitFromDDS is ruling's suit for libdds's suit number (spades 0).
func suitFromDDS(n int32) dds.Suit { return dds.Suit(3 - n&3) }

// strainFromDDS is ruling's strain for libdds's strain number (spades 0, notrump 4).
func strainFromDDS(n int) dds.Strain {
	if n == 4 {
		return dds.NoTrump
	}
	return dds.Strain(3 - n)
}

// cardValues expands SolveBoard's answer (solutions 3): each listed card
// and each lower card in its equals mask, with the listed score.
func cardValues(ft *cFutureTricks) ([]dds.CardValue, error) {
	if ft.Cards < 1 || ft.Cards > 13 {
		return nil, fmt.Errorf("libdds returned %d cards", ft.Cards)
	}
	out := make([]dds.CardValue, 0, 13)
	for i := range ft.Cards {
		s, r := suitFromDDS(ft.Suit[i]), dds.Rank(ft.Rank[i])
		if r < dds.Two || r > dds.Ace || ft.Score[i] < 0 {
			return nil, fmt.Errorf("libdds returned card %d of suit %d with score %d", r, ft.Suit[i], ft.Score[i])
		}
		out = append(out, dds.CardValue{Card: dds.NewCard(s, r), Tricks: int(ft.Score[i])})
		for lower := dds.Two; lower < r; lower++ {
			if ft.Equals[i]&(1<<lower) != 0 {
				out = append(out, dds.CardValue{Card: dds.NewCard(s, lower), Tricks: int(ft.Score[i])})
			}
		}
	}
	dds.SortCardValues(out)
	return out, nil
}

// fromResults converts resTable[DDS strain][hand] to a dds.Table.
func fromResults(r *cTableResults) (t dds.Table) {
	for i := range ddsStrain {
		for h := range ddsHands {
			t[strainFromDDS(i)][h] = int(r.ResTable[i][h])
		}
	}
	return t
}

// tableplay.go: a board's play record (LIN pc| and mc|) as the revoke rules read it.

package event

import (
	"errors"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// TablePlay is the board's play as the revoke rules read it: the deal,
// the final contract from the auction, the cards played and the claim.
// It fails for a board without a complete deal, a finished auction or a
// contract (passed out: weighting.ErrNoContractPlay).
func (b *Board) TablePlay() (weighting.TablePlay, error) {
	switch {
	case !b.HasDeal:
		return weighting.TablePlay{}, errors.New("the record has no complete deal")
	case b.Auction == nil || !b.Auction.Complete():
		return weighting.TablePlay{}, errors.New("the record has no finished auction, so no contract and no declarer")
	}
	final, err := b.Auction.Final()
	if err != nil {
		return weighting.TablePlay{}, err
	}
	if final.PassedOut() {
		return weighting.TablePlay{}, weighting.ErrNoContractPlay
	}
	tp := weighting.TablePlay{
		Deal:     b.Deal,
		Contract: final,
		Vul:      b.Vulnerable,
		Play:     append([]dds.Card(nil), b.Play...),
	}
	if b.Claim != nil {
		n := *b.Claim
		tp.Final = &n
	}
	return tp, nil
}

// deal.go: Deal — a deal typed in (PBN Deal form), as the hands of a diagram.

package calls

import (
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// Hand is one hand of the diagram: each suit's ranks, high to low ("" for
// a void), and the high-card points.
type Hand struct {
	Spades   string `json:"spades"`
	Hearts   string `json:"hearts"`
	Diamonds string `json:"diamonds"`
	Clubs    string `json:"clubs"`
	HCP      int    `json:"hcp"`
	Cards    int    `json:"cards"`
}

// DealAnswer is a deal as the page draws it.
type DealAnswer struct {
	Deal     string          `json:"deal"` // canonical, from North
	Hands    map[string]Hand `json:"hands"`
	Complete bool            `json:"complete"` // all 52 cards placed
}

func newHand(h dds.Cards) Hand {
	suits := strings.Split(h.Holding(), ".")
	return Hand{Spades: suits[0], Hearts: suits[1], Diamonds: suits[2], Clubs: suits[3], HCP: h.HCP(), Cards: h.Len()}
}

// dealAnswer is d for the diagram.
func dealAnswer(d dds.Deal) *DealAnswer {
	ans := &DealAnswer{Deal: d.PBN(dds.North), Hands: map[string]Hand{}, Complete: d.Complete()}
	for _, seat := range dds.Seats {
		ans.Hands[seat.String()] = newHand(d[seat])
	}
	return ans
}

// Deal reads a deal typed in (whole or partial) for the diagram; a deal
// that cannot be read is an *Error.
func Deal(text string) (*DealAnswer, error) {
	d, err := dds.ParseDeal(text)
	if err != nil {
		return nil, bad("%v", err)
	}
	return dealAnswer(d), nil
}

// deal.go: POST /api/deal — a deal typed in (PBN Deal form), as the hands of a diagram.

package web

import (
	"net/http"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// handJSON is one hand of the diagram: each suit's ranks, high to low
// ("" for a void), and the high-card points.
type handJSON struct {
	Spades   string `json:"spades"`
	Hearts   string `json:"hearts"`
	Diamonds string `json:"diamonds"`
	Clubs    string `json:"clubs"`
	HCP      int    `json:"hcp"`
	Cards    int    `json:"cards"`
}

// dealAnswer is the answer of /api/deal.
type dealAnswer struct {
	Deal     string              `json:"deal"` // canonical, from North
	Hands    map[string]handJSON `json:"hands"`
	Complete bool                `json:"complete"` // all 52 cards placed
}

func newHand(h dds.Cards) handJSON {
	suits := strings.Split(h.Holding(), ".")
	return handJSON{Spades: suits[0], Hearts: suits[1], Diamonds: suits[2], Clubs: suits[3], HCP: h.HCP(), Cards: h.Len()}
}

func (s *Server) handleDeal(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Deal string `json:"deal"`
	}
	if !readJSON(w, r, &req) {
		return
	}
	d, err := dds.ParseDeal(req.Deal)
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	ans := dealAnswer{Deal: d.PBN(dds.North), Hands: map[string]handJSON{}, Complete: d.Complete()}
	for _, seat := range dds.Seats {
		ans.Hands[seat.String()] = newHand(d[seat])
	}
	writeJSON(w, http.StatusOK, ans)
}

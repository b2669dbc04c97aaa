// solve.go: Solve — a deal's double-dummy table and par, as ruling solve --par gives them, with the diagram's hands.

package calls

import (
	"github.com/ruling-bridge/ruling/dds"
)

// SolveRequest is a deal to solve, and the board its par is scored on:
// the board number's dealer and vulnerability (board 1 when 0: dealer
// North, nobody vulnerable, as ruling solve scores a first deal), or
// those given.
type SolveRequest struct {
	Deal          string `json:"deal"`
	Board         int    `json:"board,omitempty"`
	Dealer        string `json:"dealer,omitempty"`
	Vulnerability string `json:"vulnerability,omitempty"`
}

// Par is the deal's par as DDS's DealerPar finds it.
type Par struct {
	Score     int      `json:"score"`     // North-South's par score
	Contracts []string `json:"contracts"` // DDS's notation: "4S-NS", "5H*-EW-2", "pass"
	PBN       string   `json:"pbn"`       // PBN's ParContract: "NS 4S", "EW 5HX", "Pass"
}

// SolveAnswer is a solved deal: its hands for the diagram, its table and
// its par.
type SolveAnswer struct {
	DealAnswer
	// Tricks are the 20 numbers of ruling solve's line, in its order: the
	// tricks declarer takes in clubs, diamonds, hearts, spades, notrump,
	// and within each for declarer North, East, South, West.
	Tricks        []int  `json:"tricks"`
	Board         int    `json:"board"`
	Dealer        string `json:"dealer"`
	Vulnerability string `json:"vulnerability"`
	Par           Par    `json:"par"`
}

// Solve solves a complete deal double dummy with the Engine's solver and
// finds its par. A deal, board, dealer or vulnerability that cannot be
// read is an *Error.
func (e *Engine) Solve(req SolveRequest) (*SolveAnswer, error) {
	d, err := dds.ParseFullDeal(req.Deal)
	if err != nil {
		return nil, bad("deal: %v", err)
	}
	board := req.Board
	if board == 0 {
		board = 1
	}
	if board < 1 {
		return nil, bad("board %d: give a board number from 1", board)
	}
	dealer, vul := dds.BoardDealer(board), dds.BoardVulnerability(board)
	if req.Dealer != "" {
		if dealer, err = dds.ParseSeat(req.Dealer); err != nil {
			return nil, bad("dealer: %v", err)
		}
	}
	if req.Vulnerability != "" {
		if vul, err = dds.ParseVulnerability(req.Vulnerability); err != nil {
			return nil, bad("vulnerability: %v", err)
		}
	}
	s, err := e.solver()()
	if err != nil {
		return nil, err
	}
	defer dds.Close(s)
	t, err := s.Table(d)
	if err != nil {
		return nil, err
	}
	ans := &SolveAnswer{DealAnswer: *dealAnswer(d), Board: board, Dealer: dealer.String(), Vulnerability: vul.String()}
	for _, strain := range dds.Strains {
		for _, seat := range dds.Seats {
			ans.Tricks = append(ans.Tricks, t.Tricks(strain, seat))
		}
	}
	par := dds.DealerPar(t, dealer, vul)
	ans.Par = Par{Score: par.Score, Contracts: par.Strings(), PBN: par.PBNContracts()}
	return ans, nil
}

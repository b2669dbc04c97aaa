// mpscoring.go: matchpoints (EBU/WBF and ACBL units) of a board with weighted, split and artificial tables — fractional results, Neuberg factoring, ACBL small groups; the one matchpoint count.

package weighting

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// Units is a matchpoint scale (Law 78A allows either).
type Units uint8

// The two scales.
const (
	// EBU is the EBU/WBF scale: 2 for each score beaten, 1 for each tie,
	// top 2(n−1) on a board of n results.
	EBU Units = iota
	// ACBL is the ACBL scale: 1 for each score beaten, ½ for each tie,
	// top n−1.
	ACBL
)

// String is "ebu" or "acbl", the names the command line uses.
func (u Units) String() string { return [2]string{"ebu", "acbl"}[u&1] }

// ParseUnits reads "ebu" (also "wbf") or "acbl".
func ParseUnits(text string) (Units, error) {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "ebu", "wbf", "ebu/wbf":
		return EBU, nil
	case "acbl":
		return ACBL, nil
	}
	return 0, fmt.Errorf("%q is not a matchpoint scale (use ebu or acbl)", text)
}

// beat is the scale's matchpoints for a score beaten (a tie is half).
func (u Units) beat() *big.Rat {
	if u == ACBL {
		return rat(1, 1)
	}
	return rat(2, 1)
}

// Top is the top on a board of n results, as a float for a table's
// heading (MatchpointScoring.Top is the exact one).
func (u Units) Top(n float64) float64 {
	b, _ := u.beat().Float64()
	return b * (n - 1)
}

// ACBL small-group rule (ACBLscore manual, fouled and adjusted boards):
// a group of at most smallGroupMax real results is not factored but given
// smallGroupBase % of top, plus smallGroupStep % for each ACBL matchpoint
// above the group's middle: 70/60/50 % for three results, 65/55 % for two,
// 60 % for one.
const (
	smallGroupMax  = 3
	smallGroupBase = 60
	smallGroupStep = 10
)

// MatchpointScoring is matchpoint pairs scoring.
//
// A weighted table enters every other table's comparisons as fractional
// results, each outcome with its weight, so each direction still shares
// n(n−1) EBU matchpoints; a split table's North-South outcomes are
// compared with the other North-South pairs and its East-West outcomes
// with the other East-West pairs. Tables with artificial scores get their
// percentage of the top and the real results are factored up to the full
// field by Neuberg's formula (also when Board.Expected says results are
// missing).
type MatchpointScoring struct {
	Units Units
	// SmallGroups applies the ACBL rule for three or fewer real results on
	// a board that should have more: fixed 70/60/50, 65/55, 60 % instead
	// of Neuberg factoring.
	SmallGroups bool
}

// Name is "matchpoints".
func (MatchpointScoring) Name() string { return "matchpoints" }

func (m MatchpointScoring) beat() *big.Rat { return m.Units.beat() }

// Top is the top on a board of n expected results.
func (m MatchpointScoring) Top(n int) *big.Rat { return new(big.Rat).Mul(m.beat(), ratInt(n-1)) }

// Score values every table of b in matchpoints.
func (m MatchpointScoring) Score(b *Board) ([]TableValue, error) {
	if err := b.Check(); err != nil {
		return nil, err
	}
	N := b.expected()
	top := m.Top(N)
	n := 0 // real results
	for _, t := range b.Tables {
		if t.Artificial == nil {
			n++
		}
	}
	beat := m.beat()
	tie := new(big.Rat).Quo(beat, rat(2, 1))
	out := make([]TableValue, len(b.Tables))
	for i, t := range b.Tables {
		tv := TableValue{Top: top}
		if a := t.Artificial; a != nil {
			tv.NS = artificialSide(a.NS, pctOf(a.NS, top))
			tv.EW = artificialSide(a.EW, pctOf(a.EW, top))
			out[i] = tv
			continue
		}
		for _, side := range []dds.Side{dds.NS, dds.EW} {
			sv := valueSide(t, side, b.Vul, func(score int) *big.Rat {
				raw := new(big.Rat)
				for j, u := range b.Tables {
					if j == i || u.Artificial != nil {
						continue
					}
					for _, e := range dist(u, side, b.Vul) {
						d := (score - e.score) * sign(side)
						switch {
						case d > 0:
							raw.Add(raw, new(big.Rat).Mul(e.w, beat))
						case d == 0:
							raw.Add(raw, new(big.Rat).Mul(e.w, tie))
						}
					}
				}
				return m.factor(raw, n, N, top, tie)
			})
			if side == dds.NS {
				tv.NS = sv
			} else {
				tv.EW = sv
			}
		}
		if n < N {
			if m.SmallGroups && n <= smallGroupMax {
				tv.Notes = append(tv.Notes, "ACBL small-group percentages")
			} else {
				tv.Notes = append(tv.Notes, "Neuberg factoring")
			}
		}
		out[i] = tv
	}
	return out, nil
}

// factor scales raw matchpoints from n real results to N expected ones.
func (m MatchpointScoring) factor(raw *big.Rat, n, N int, top, tie *big.Rat) *big.Rat {
	if n >= N {
		return raw
	}
	if m.SmallGroups && n <= smallGroupMax {
		// pct = base + step × (ACBL matchpoints − (n−1)/2)
		acbl := new(big.Rat).Quo(raw, new(big.Rat).Mul(tie, rat(2, 1)))
		acbl.Sub(acbl, rat(int64(n-1), 2))
		pct := acbl.Mul(acbl, rat(smallGroupStep, 1))
		pct.Add(pct, rat(smallGroupBase, 1))
		return pct.Mul(pct, top).Quo(pct, rat(100, 1))
	}
	// NEUBERG: MP′ = (MP + h)·N/n − h, h = the value of a tie.
	v := new(big.Rat).Add(raw, tie)
	v.Mul(v, rat(int64(N), int64(n)))
	return v.Sub(v, tie)
}

// pctOf is pct % of top.
func pctOf(pct int, top *big.Rat) *big.Rat {
	return new(big.Rat).Mul(top, rat(int64(pct), 100))
}

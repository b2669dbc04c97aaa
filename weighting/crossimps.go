// crossimps.go: cross-IMPs (IMPs across the field), with weighted tables entering as fractional results.

package weighting

import (
	"math/big"

	"github.com/ruling-bridge/ruling/dds"
)

// CrossIMPScoring is IMPs across the field: each score is IMPed against
// every other real result and the sum divided by the number of
// comparisons, n−1 (n with DivideByN). A weighted or split table enters
// the others' comparisons as fractional results, as at matchpoints, so
// the IMPs on a board still sum to zero per direction. When results are
// missing or artificial the sum is factored up to the full field (the
// EBU's method: raw × N/n, divided by N−1).
type CrossIMPScoring struct {
	// DivideByN divides by the number of results instead of the number of
	// comparisons (the BBO variant).
	DivideByN bool
	// AveragePlus is the IMPs for average plus; 0 means
	// DefaultAveragePlusIMPs (some programs use 2 at cross-IMPs).
	AveragePlus int
}

// Name is "cross-imps".
func (CrossIMPScoring) Name() string { return "cross-imps" }

// Score values every table of b in cross-IMPs.
func (m CrossIMPScoring) Score(b *Board) ([]TableValue, error) {
	if err := b.Check(); err != nil {
		return nil, err
	}
	N := b.expected()
	n := 0
	for _, t := range b.Tables {
		if t.Artificial == nil {
			n++
		}
	}
	div := N - 1
	if m.DivideByN {
		div = N
	}
	if div < 1 {
		div = 1
	}
	out := make([]TableValue, len(b.Tables))
	for i, t := range b.Tables {
		var tv TableValue
		if a := t.Artificial; a != nil {
			if err := artificialIMPs(&tv, a, m.AveragePlus); err != nil {
				return nil, err
			}
			out[i] = tv
			continue
		}
		for _, s := range []dds.Side{dds.NS, dds.EW} {
			sv := valueSide(t, s, b.Vul, func(score int) *big.Rat {
				raw := new(big.Rat)
				for j, u := range b.Tables {
					if j == i || u.Artificial != nil {
						continue
					}
					for _, e := range dist(u, s, b.Vul) {
						raw.Add(raw, new(big.Rat).Mul(e.w, ratInt(dds.IMPs(float64((score-e.score)*sign(s))))))
					}
				}
				if n < N {
					raw.Mul(raw, rat(int64(N), int64(n)))
				}
				return raw.Quo(raw, ratInt(div))
			})
			if s == dds.NS {
				tv.NS = sv
			} else {
				tv.EW = sv
			}
		}
		if n < N {
			tv.Notes = append(tv.Notes, "factored for missing or artificial results")
		}
		out[i] = tv
	}
	return out, nil
}

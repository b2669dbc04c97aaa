// total.go: total-point scoring, the one form where the weighted mean of the scores is the right value.

package weighting

import (
	"math/big"

	"github.com/ruling-bridge/ruling/dds"
)

// TotalPointScoring values a table by its score: North-South's score for
// North-South, its negative for East-West. Total points are linear, so
// weighting the values and weighting the scores agree.
type TotalPointScoring struct{}

// Name is "total".
func (TotalPointScoring) Name() string { return "total" }

// Score values every table of b in total points.
func (TotalPointScoring) Score(b *Board) ([]TableValue, error) {
	if err := b.Check(); err != nil {
		return nil, err
	}
	out := make([]TableValue, len(b.Tables))
	for i, t := range b.Tables {
		if t.Artificial != nil {
			return nil, errNoAverage
		}
		out[i].NS = valueSide(t, dds.NS, b.Vul, func(s int) *big.Rat { return ratInt(s) })
		out[i].EW = valueSide(t, dds.EW, b.Vul, func(s int) *big.Rat { return ratInt(-s) })
	}
	return out, nil
}

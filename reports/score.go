// score.go: the report of ruling score — each result in the Director's notation with its North-South score (Law 77), with matchpoints against a field and IMPs against the other table.

package reports

import (
	"bytes"
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// ScoreTable is what ruling score shows: results scored at a
// vulnerability, against a field (matchpoints in Units) and the other
// table's score (IMPs) when given.
type ScoreTable struct {
	Vul     dds.Vulnerability
	Results []weighting.Result
	Field   []float64 // the other tables' North-South scores; nil for none
	Vs      *float64  // the other table's North-South score; nil for none
	Units   weighting.Units
}

// EncodeScores writes a score table as text. Matchpoints are counted by
// weighting.MatchpointScoring, exactly, each result against the field.
func EncodeScores(w io.Writer, t *ScoreTable) error {
	var out bytes.Buffer
	mps := weighting.MatchpointScoring{Units: t.Units}
	var field []weighting.Ruling
	for _, f := range t.Field {
		r, err := weighting.NSPoints(int(f))
		if err != nil {
			return err
		}
		field = append(field, weighting.Plain(r))
	}
	top := ratFloat(mps.Top(len(t.Field) + 1))
	fmt.Fprintf(&out, "Vulnerability: %s\n", t.Vul)
	if t.Field != nil {
		n := len(t.Field)
		fmt.Fprintf(&out, "Field: %d other %s; top %s (%s matchpoints)\n", n, plural(n, "result", "results"), trimmed(top, valueDecimals), strings.ToUpper(t.Units.String()))
	}
	if t.Vs != nil {
		fmt.Fprintf(&out, "Other table: %+d\n", int(*t.Vs))
	}
	header, align := []string{"result", "NS score"}, "lr"
	if t.Field != nil {
		header, align = append(header, "matchpoints", "%"), align+"rr"
	}
	if t.Vs != nil {
		header, align = append(header, "IMPs"), align+"r"
	}
	var rows [][]string
	for _, r := range t.Results {
		s := r.Score(t.Vul)
		row := []string{ResultText(r), signedInt(s)}
		if t.Field != nil {
			tv, err := weighting.Adjust(mps, t.Vul, weighting.Plain(r), field)
			if err != nil {
				return err
			}
			row = append(row, trimmed(ratFloat(tv.NS.Value), valueDecimals), tablePercent(ratFloat(tv.NS.Percent(tv.Top))))
		}
		if t.Vs != nil {
			row = append(row, fmt.Sprintf("%+d", dds.IMPs(float64(s)-*t.Vs)))
		}
		rows = append(rows, row)
	}
	var b strings.Builder
	textTable(&b, "", header, align, rows)
	out.WriteString(b.String())
	return deliver(w, &out)
}

// ratFloat is an exact value as a float64, for printing.
func ratFloat(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

// scorer.go: the scorer's view (every other table's new value at cross-IMPs and Butler, with the datum) and the sensitivity table, in every format.

package reports

import (
	"strconv"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// scorerLines say what the scoring program must be given; nil when the
// form of scoring needs nothing beyond the table's own score.
func scorerLines(r *engine.Ruling) []string {
	v := r.Scorer
	if v == nil {
		return nil
	}
	lines := []string{"At " + scoringTitle(r.Scoring.Name()) + " the adjusted score changes every other table's value: give the scoring program the adjusted table's scores (" +
		bothScores(r) + ") and the other tables' new values below (numbered from 2 in the order the case gives them)."}
	if v.Datum != nil {
		l := "Butler datum " + signedInt(*v.Datum) + " with the adjusted score in the board"
		if v.DatumBefore != nil {
			l += " (" + signedInt(*v.DatumBefore) + " with the table result)"
		}
		lines = append(lines, l+".")
	}
	return lines
}

// scorerGrid is every other table's value before and after the ruling.
func scorerGrid(r *engine.Ruling) grid { return scorerGridOf(r.Scoring, r.Scorer) }

// scorerGridOf is v's table: each other table's value before and after
// the ruling, or after it only when the values before are not known
// (ruling weigh).
func scorerGridOf(s engine.ScoringInfo, v *engine.ScorerView) grid {
	g := grid{Header: []string{"table", "result", "NS before", "NS now", "EW before", "EW now"}, Align: "rlrrrr"}
	if v.NoBefore {
		g = grid{Header: []string{"table", "result", "NS now", "EW now"}, Align: "rlrr"}
	}
	for i, t := range v.Tables {
		row := []string{strconv.Itoa(i + 2), AwardText(t.Ruling),
			formatValue(s, t.Before[dds.NS]), formatValue(s, t.Now[dds.NS]),
			formatValue(s, t.Before[dds.EW]), formatValue(s, t.Now[dds.EW])}
		if v.NoBefore {
			row = []string{row[0], row[1], row[3], row[5]}
		}
		g.Rows = append(g.Rows, row)
	}
	return g
}

// sensitivityLine introduces the sensitivity table.
func sensitivityLine(r *engine.Ruling) string { return sensitivityText() }

// sensitivityText says what the sensitivity table shows.
func sensitivityText() string {
	step := trimmed(ratFloat(engine.SensitivityStep)*100, 0)
	return "Each side's adjusted score when one weight moves " + step + " percentage points down or up, the other weights scaled to keep 100 % — how much the judgement matters."
}

// sensitivityGrid is the sensitivity table: per outcome, each side's
// adjusted score with its weight lower and higher.
func sensitivityGrid(r *engine.Ruling) grid { return sensitivityGridOf(r.Scoring, r.Sensitivity) }

// sensitivityGridOf is the sensitivity table of rows.
func sensitivityGridOf(s engine.ScoringInfo, rows []engine.SensitivityRow) grid {
	step := trimmed(ratFloat(engine.SensitivityStep)*100, 0)
	split := false
	for _, row := range rows {
		split = split || !both(row.Sides)
	}
	g := grid{Header: []string{"outcome", "weight", "−" + step + ": NS", "EW", "+" + step + ": NS", "EW"}, Align: "lrrrrr"}
	if split {
		g.Header = append([]string{"weights of"}, g.Header...)
		g.Align = "l" + g.Align
	}
	for _, row := range rows {
		cell := func(ok bool, v [2]float64) []string {
			if !ok {
				return []string{"—", "—"}
			}
			return []string{formatValue(s, v[dds.NS]), formatValue(s, v[dds.EW])}
		}
		cells := append([]string{ResultText(row.Result), WeightText(row.Weight)}, cell(row.HasDown, row.Down)...)
		cells = append(cells, cell(row.HasUp, row.Up)...)
		if split {
			cells = append([]string{sidesName(row.Sides)}, cells...)
		}
		g.Rows = append(g.Rows, cells)
	}
	return g
}

// The JSON of the scorer's view and the sensitivity table.
type (
	jsonScorer struct {
		Datum       *int             `json:"datum"`        // Butler, with the adjusted score; null at cross-IMPs
		DatumBefore *int             `json:"datum_before"` // Butler, with the table result
		Tables      []jsonScorerLine `json:"tables"`
	}
	jsonScorerLine struct {
		Result string             `json:"result"` // TD notation
		Before map[string]float64 `json:"before"` // null when not known (ruling weigh)
		Now    map[string]float64 `json:"now"`
	}
	jsonSensitivity struct {
		Sides  []string           `json:"sides"`
		Result string             `json:"result"`
		Weight float64            `json:"weight"`
		Down   map[string]float64 `json:"down"` // null where the weight cannot move down that far
		Up     map[string]float64 `json:"up"`
	}
)

func sidesMap(v [2]float64) map[string]float64 {
	return map[string]float64{"NS": v[dds.NS], "EW": v[dds.EW]}
}

func scorerJSON(r *engine.Ruling) (*jsonScorer, []jsonSensitivity) {
	return scorerViewJSON(r.Scorer), sensitivityJSON(r.Sensitivity)
}

// scorerViewJSON is v in the JSON; nil for none. Without the values
// before the ruling (ruling weigh) each table's before is null.
func scorerViewJSON(v *engine.ScorerView) *jsonScorer {
	if v == nil {
		return nil
	}
	sc := &jsonScorer{Datum: v.Datum, DatumBefore: v.DatumBefore, Tables: []jsonScorerLine{}}
	for _, t := range v.Tables {
		line := jsonScorerLine{Result: AwardText(t.Ruling), Now: sidesMap(t.Now)}
		if !v.NoBefore {
			line.Before = sidesMap(t.Before)
		}
		sc.Tables = append(sc.Tables, line)
	}
	return sc
}

// sensitivityJSON is the sensitivity table in the JSON, [] for none.
func sensitivityJSON(rows []engine.SensitivityRow) []jsonSensitivity {
	sens := []jsonSensitivity{}
	for _, row := range rows {
		j := jsonSensitivity{Result: ResultText(row.Result), Weight: ratFloat(row.Weight)}
		for _, s := range adjustmentSides(engine.Adjustment{Sides: row.Sides}) {
			j.Sides = append(j.Sides, s.String())
		}
		if row.HasDown {
			j.Down = sidesMap(row.Down)
		}
		if row.HasUp {
			j.Up = sidesMap(row.Up)
		}
		sens = append(sens, j)
	}
	return sens
}

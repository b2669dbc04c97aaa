// groups.go: the report of a board scored in groups (a fouled board, Law 87) — each group's results, its raw matchpoints and the factored ones, as ruling score prints them.

package reports

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/ruling-bridge/ruling/weighting"
)

// GroupTable is a board scored in groups: where it came from, the
// matchpoint scale and options, and each group with its scores.
type GroupTable struct {
	Title       string // "board 1 of fouled.pbn"; "" for typed groups
	Units       weighting.Units
	SmallGroups bool
	Lone        weighting.LoneGroup
	Groups      []weighting.Group
	Labels      []string   // each group's name ("form 2: …"); "" for "group N"
	Names       [][]string // each table's pairs ("NS 8 v EW 18"), or nil
	Values      []weighting.GroupValues
}

// EncodeGroups writes a board scored in groups as text.
func EncodeGroups(w io.Writer, t *GroupTable) error {
	var out bytes.Buffer
	total := 0
	for _, g := range t.Groups {
		total += len(g.Tables)
	}
	top := t.Units.Top(float64(total))
	title := "Fouled board (Law 87)"
	if t.Title != "" {
		title = t.Title + ": a fouled board (Law 87)"
	}
	if len(t.Groups) == 1 {
		fmt.Fprintf(&out, "%s: played in one form, %d results; top %s (%s matchpoints).\n", t.Title, total, trimmed(top, valueDecimals), strings.ToUpper(t.Units.String()))
	} else {
		fmt.Fprintf(&out, "%s: %d groups, %d results; each result compared only within its group, and the groups' matchpoints factored to the full top of %s (%s matchpoints).\n",
			title, len(t.Groups), total, trimmed(top, valueDecimals), strings.ToUpper(t.Units.String()))
	}
	rule := "Neuberg's formula for n of N results, MP′ = (MP + 1) × N/n − 1"
	if t.Units == weighting.ACBL {
		rule = "Neuberg's formula for n of N results, MP′ = (MP + ½) × N/n − ½"
	}
	if t.SmallGroups {
		rule += "; groups of three or fewer by the ACBL small-group rule (70/60/50 %, 65/55 %, 60 %)"
	}
	lone := "average plus to both sides (Law 12C2(a): neither side is at fault)"
	if t.Lone == weighting.LoneFactored {
		lone = "factored as any group"
	}
	fmt.Fprintf(&out, "Factoring: %s. A group of one: %s.\n", rule, lone)
	for i, g := range t.Groups {
		label := fmt.Sprintf("Group %d", i+1)
		if i < len(t.Labels) && t.Labels[i] != "" {
			label = t.Labels[i]
		}
		n := len(g.Tables)
		fmt.Fprintf(&out, "\n%s — vulnerability %s, %d %s: %s\n", label, g.Vul, n, map[bool]string{true: "result", false: "results"}[n == 1], t.Values[i].Method)
		header := []string{"table", "result", "NS score", "raw MP", "NS MP", "NS %", "EW MP", "EW %"}
		var rows [][]string
		for k, r := range g.Tables {
			name := ""
			if i < len(t.Names) && k < len(t.Names[i]) {
				name = t.Names[i][k]
			}
			v := t.Values[i].Values[k]
			if t.Values[i].Lone {
				v = t.Values[i].Values[0]
			}
			score, raw := "", "–"
			if r.Artificial == nil && len(r.NS) == 1 {
				score = signedInt(r.NS[0].Result.Score(g.Vul))
			}
			if t.Values[i].Raw != nil {
				raw = trimmed(t.Values[i].Raw[k].NS.Float(), valueDecimals)
			}
			ns, ew := v.NS.Float(), v.EW.Float()
			rows = append(rows, []string{name, AwardText(r), score, raw,
				trimmed(ns, valueDecimals), tablePercent(100 * ns / top), trimmed(ew, valueDecimals), tablePercent(100 * ew / top)})
		}
		align := "llrrrrrr"
		if t.Names == nil { // typed groups: no table names
			header, align = header[1:], align[1:]
			for k := range rows {
				rows[k] = rows[k][1:]
			}
		}
		var b strings.Builder
		textTable(&b, "  ", header, align, rows)
		out.WriteString(b.String())
	}
	return deliver(w, &out)
}

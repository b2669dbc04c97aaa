// leads.go: the report of ruling leads — the opening leader's lead table over simulated deals, as text or JSON (schema ruling-leads/1).

package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/ruling-bridge/ruling/weighting/engine"
)

// EncodeLeads writes a lead study (ruling leads) as text or json.
func EncodeLeads(w io.Writer, format string, l *engine.LeadStudy) error {
	return encodeAs(w, format, "a lead table",
		func(b *bytes.Buffer) error { writeLeadsText(b, l); return nil },
		func(b *bytes.Buffer) error { return writeLeadsJSON(b, l) })
}

func writeLeadsText(out *bytes.Buffer, l *engine.LeadStudy) {
	l = cleanCopy(l)
	decl := l.Contract.Declarer
	fmt.Fprintf(out, "Opening leads against %s by %s (%s on lead): %d deals, seed %d\n", l.Contract.Pretty(), decl.Name(), decl.LHO().Name(), l.Deals, l.Seed)
	if l.Condition != "" {
		fmt.Fprintf(out, "Condition: %s\n", l.Condition)
	}
	fmt.Fprintf(out, "Score vs best: %s.\n\n", LeadUnitText(l.Scoring))
	fmt.Fprintf(out, "%-12s  %-20s  %-24s  %s\n", "lead", "defence tricks", "beats it", "score vs best")
	for _, r := range l.Leads {
		def := fixed(r.Defence, valueDecimals)
		if !r.DefenceCI.IsZero() {
			def += " (" + fixed(r.DefenceCI.Low, valueDecimals) + "–" + fixed(r.DefenceCI.High, valueDecimals) + ")"
		}
		beat := fixedPercent(r.Beat)
		if !r.BeatCI.IsZero() {
			beat += " (" + fixed(100*r.BeatCI.Low, percentDecimals) + "–" + fixedPercent(r.BeatCI.High) + ")"
		}
		score := fixedSigned(r.Score, valueDecimals)
		if !r.ScoreCI.IsZero() {
			score += " (" + fixedSigned(r.ScoreCI.Low, valueDecimals) + "–" + fixedSigned(r.ScoreCI.High, valueDecimals) + ")"
		}
		lead := LeadCardText(r.Card, r.Run)
		fmt.Fprintf(out, "%-*s  %-20s  %-24s  %s\n", 12+len(lead)-len([]rune(lead)), lead, def, beat, score)
	}
}

// LeadUnitText says what a lead table's "score vs best" counts at a form
// of scoring (engine.LeadScoring's Diff).
func LeadUnitText(scoring string) string {
	switch scoring {
	case "matchpoints", "bam":
		return "percentage points of a top, each lead matched against the best lead on the same deal"
	case "total":
		return "points"
	}
	return "IMPs against the best lead on the same deal"
}

// leadJSON is one row of "ruling leads --json".
type leadJSON struct {
	Lead      string     `json:"lead"`
	Cards     string     `json:"cards"`
	Defence   float64    `json:"defence"`
	DefenceCI [2]float64 `json:"defence_ci"`
	Beat      float64    `json:"beat"`
	BeatCI    [2]float64 `json:"beat_ci"`
	Score     float64    `json:"score"`
	ScoreCI   [2]float64 `json:"score_ci"`
	Best      bool       `json:"best"`
}

func writeLeadsJSON(out *bytes.Buffer, l *engine.LeadStudy) error {
	doc := struct {
		Schema    string     `json:"schema"`
		Contract  string     `json:"contract"`
		Declarer  string     `json:"declarer"`
		Condition string     `json:"condition"`
		Deals     int        `json:"deals"`
		Seed      uint64     `json:"seed"`
		ScoreUnit string     `json:"score_unit"`
		Leads     []leadJSON `json:"leads"`
	}{Schema: "ruling-leads/1", Contract: l.Contract.String(), Declarer: l.Contract.Declarer.String(), Condition: l.Condition,
		Deals: l.Deals, Seed: l.Seed, ScoreUnit: LeadUnitText(l.Scoring)}
	for _, r := range l.Leads {
		cards := r.Card.Suit().String()
		for _, c := range r.Run.List() {
			cards += string(c.Rank().Letter())
		}
		doc.Leads = append(doc.Leads, leadJSON{Lead: r.Card.String(), Cards: cards,
			Defence: r.Defence, DefenceCI: [2]float64{r.DefenceCI.Low, r.DefenceCI.High}, Beat: r.Beat, BeatCI: [2]float64{r.BeatCI.Low, r.BeatCI.High},
			Score: r.Score, ScoreCI: [2]float64{r.ScoreCI.Low, r.ScoreCI.High}, Best: r.Best})
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	out.Write(append(b, '\n'))
	return nil
}

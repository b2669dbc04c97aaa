// wording.go: the ruling as the Director announces it, built from the outcomes and scores.

package reports

import (
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// Wording is the ruling in the words a Director announces it, e.g.
//
//	Score adjusted (Law 12C1(c)) for both sides: 60 % of 4♠ by North making,
//	40 % of 4♠ by North one off: NS 7.2 matchpoints of 12 (60.0 %).
//
// One sentence per adjustment (split scores have one per side). A single
// outcome at 100 % is cited as Law 12C1(b). When the scores balance only
// North-South's is stated; otherwise each side's. A serious error adds a
// Law 12C1(e) sentence. Weights are the rounded ones when the Director
// asked for rounding, and an outcome rounded to 0 % is left out.
func Wording(r *engine.Ruling) string {
	if r.Damage == engine.NoDamage {
		return noDamageWording(r)
	}
	var sentences []string
	balanced := len(r.Adjustments) == 1 && both(r.Adjustments[0].Sides) && r.SeriousError == nil
	for _, a := range r.Adjustments {
		var b strings.Builder
		// An outcome that rounding took to 0 % is not part of the ruling.
		var shown weighting.Weighted
		for _, o := range a.Outcomes {
			if o.Used().Sign() != 0 || len(a.Outcomes) == 1 {
				shown = append(shown, weighting.Outcome{Result: o.Result, Weight: o.Used()})
			}
		}
		law := "Law 12C1(c)"
		if len(shown) == 1 {
			law = "Law 12C1(b)"
		}
		b.WriteString("Score adjusted (" + law + ") for " + sidesName(a.Sides) + ": ")
		if len(shown) == 1 {
			b.WriteString(ResultText(shown[0].Result))
		} else {
			b.WriteString(WeightedText(shown))
		}
		sides := a.Sides
		if balanced {
			sides = []dds.Side{dds.NS}
		} else if both(sides) {
			sides = []dds.Side{dds.NS, dds.EW}
		}
		var scores []string
		for _, side := range sides {
			if r.SeriousError != nil && r.SeriousError.Side == side {
				continue // stated in the 12C1(e) sentence
			}
			if s, ok := r.Score(side); ok {
				scores = append(scores, ScoreText(r.Scoring, side, s.Value))
			}
		}
		if len(scores) > 0 {
			b.WriteString(": " + strings.Join(scores, ", "))
		}
		b.WriteString(".")
		sentences = append(sentences, b.String())
	}
	if e := r.SeriousError; e != nil {
		sentences = append(sentences, "Serious error by "+e.Side.String()+" (Law 12C1(e)): "+
			ScoreText(r.Scoring, e.Side, e.Awarded)+".")
	}
	return strings.Join(sentences, " ")
}

// wording is the ruling's wording.
func wording(r *engine.Ruling) string { return Wording(r) }

// noDamageWording is the ruling when the non-offending side was not
// damaged (Law 12B1): the table result stands for both sides.
func noDamageWording(r *engine.Ruling) string {
	var scores []string
	for _, s := range r.Scores {
		scores = append(scores, ScoreText(r.Scoring, s.Side, s.Value))
	}
	return "Result stands (Law 12B1): no damage. The table result, " + ResultText(r.TableResult.Result) +
		", stands for both sides: " + strings.Join(scores, ", ") + "."
}

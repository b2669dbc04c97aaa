// wording.go: the ruling as the Director announces it — one line for both sides when it is one balanced score, else each side's award on its own line with the Law behind it — and the warnings.

package reports

import (
	"fmt"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// Wording is the ruling in the words a Director announces it, its lines
// (WordingLines) joined by line breaks.
func Wording(r *engine.Ruling) string { return strings.Join(WordingLines(r), "\n") }

// WordingLines is the ruling as the Director announces it. One balanced
// score is one line for both sides:
//
//	Score adjusted (Law 12C1(c)) for both sides, after an infraction of
//	Law 16B1: 60 % 4♠= by N, 40 % 4♠-1 by N — NS 7.2 of 12 matchpoints
//	(60 %), EW 4.8 of 12 matchpoints (40 %).
//
// Whenever the sides' scores differ (split weights, Law 12C1(e), an
// offender keeping the table result, knockout averaging: knockoutLines) a heading line
// is followed by each side's award on its own line, with the Law behind
// it:
//
//	NS (non-offending): 70 % 4♠= by N, 30 % 4♠-1 by N — NS 8.4 of 12
//	matchpoints (70 %); Law 12C1(c).
//
// The infraction's Laws are the ruling form's laws other than Law 12. A
// single outcome at 100 % is cited as Law 12C1(b). Weights are the rounded
// ones when the Director asked for rounding; an outcome rounded to 0 % is
// left out.
func WordingLines(r *engine.Ruling) []string {
	after := ""
	if l := infractionLaws(r.Form.Laws); l != "" {
		after = ", after an infraction of " + l
	}
	if r.Damage == engine.NoDamage && r.SeriousError == nil {
		why := "the non-offending side was not damaged"
		if l := infractionLaws(r.Form.Laws); l != "" {
			why = "the infraction of " + l + " did not damage the non-offending side"
		}
		return []string{"Result stands (Law 12B1): " + why + ". The table result, " + ResultText(r.TableResult.Result) +
			", stands for both sides: " + bothScores(r) + "."}
	}
	if a := r.Artificial; a != nil && a.Award.NS+a.Award.EW == 100 && !a.Sides[0].Capped && !a.Sides[1].Capped {
		return []string{"Artificial adjusted score (Law 12C2(a)) for both sides" + after + ": " +
			AwardText(weighting.ArtificialScore(a.Award.NS, a.Award.EW)) + " — " + bothScores(r) + "."}
	}
	if balanced(r) {
		w := awarded(r, dds.NS)
		law := "Law 12C1(c)"
		if len(w) == 1 {
			law = "Law 12C1(b)"
		}
		return []string{"Score adjusted (" + law + ") for both sides" + after + ": " + WeightedText(w) + " — " + bothScores(r) + "."}
	}
	if own := r.KnockoutOwn; own != nil {
		return knockoutLines(r, after, *own)
	}
	head := "Score adjusted" + after + ", each side on its own (the scores do not balance):"
	switch {
	case r.Artificial != nil:
		head = "Artificial adjusted score" + after + ", each side on its own (the scores do not balance):"
	case r.Assigned1997 != nil:
		head = "Score assigned under the 1997 Laws (Law 12C2)" + after + ", each side on its own:"
	}
	lines := []string{head}
	for _, side := range []dds.Side{r.NonOffending, r.NonOffending.Other()} { // the non-offending side first
		if s, ok := r.Score(side); ok {
			lines = append(lines, sideLine(r, s))
		}
	}
	return lines
}

// balanced reports whether the ruling is one score for both sides: the
// same weighted result, each side its value.
func balanced(r *engine.Ruling) bool {
	if r.SeriousError != nil || len(r.Adjustments) != 1 || !both(r.Adjustments[0].Sides) {
		return false
	}
	for _, s := range r.Scores {
		if s.Basis != engine.BasisAdjusted && s.Basis != engine.BasisNone {
			return false
		}
	}
	return true
}

// bothScores is "NS 7.2 of 12 matchpoints (60 %), EW 4.8 of 12
// matchpoints (40 %)".
func bothScores(r *engine.Ruling) string {
	var out []string
	for _, s := range r.Scores {
		out = append(out, ScoreText(r.Scoring, s.Side, s.Value))
	}
	return strings.Join(out, ", ")
}

// awarded is side's weighted result as the scores used it: the rounded
// weights when the Director asked for them, outcomes at 0 % left out.
func awarded(r *engine.Ruling, side dds.Side) weighting.Weighted {
	for _, a := range r.Adjustments {
		for _, s := range a.Sides {
			if s != side {
				continue
			}
			var w weighting.Weighted
			for _, o := range a.Outcomes {
				if o.Used().Sign() != 0 || len(a.Outcomes) == 1 {
					w = append(w, weighting.Outcome{Result: o.Result, Weight: o.Used()})
				}
			}
			return w
		}
	}
	return nil
}

// sideRole is "NS (non-offending)" or "EW (offending)". An artificial
// score that does not fit those roles (average plus to the offenders, as
// in A60/60, or no more than average to the non-offenders) names each
// side by Law 12C2(a)'s responsibility for its award instead: "in no way
// at fault" (average plus or more), "only partly at fault" (between),
// "directly at fault" (average minus or less).
func sideRole(r *engine.Ruling, s dds.Side) string {
	if a := r.Artificial; a != nil {
		pct := a.Award.NS
		if s == dds.EW {
			pct = a.Award.EW
		}
		nos := s == r.NonOffending
		switch {
		case nos && pct >= weighting.AveragePlus, !nos && pct <= weighting.AverageMinus:
		case pct >= weighting.AveragePlus:
			return s.String() + " (in no way at fault)"
		case pct <= weighting.AverageMinus:
			return s.String() + " (directly at fault)"
		default:
			return s.String() + " (only partly at fault)"
		}
	}
	if s == r.NonOffending {
		return s.String() + " (non-offending)"
	}
	return s.String() + " (offending)"
}

// sideLine is one side's award with the Law behind it.
func sideLine(r *engine.Ruling, s engine.SideScore) string {
	score := ScoreText(r.Scoring, s.Side, s.Value)
	adjusted := func() (string, string) {
		w := awarded(r, s.Side)
		if len(w) == 1 {
			return WeightedText(w), "Law 12C1(b)"
		}
		return WeightedText(w), "Law 12C1(c)"
	}
	table := "the table result, " + ResultText(r.TableResult.Result)
	var what, law string
	switch s.Basis {
	case engine.BasisTableResult:
		what, law = table, "Law 12B1: no damage"
	case engine.BasisOffenderTable:
		adj, _ := adjustedScore(r, s.Side)
		what, law = table, "Law 12B1: their adjusted score, "+ValueText(r.Scoring, adj.Value)+", would be better for them than the table result"
	case engine.BasisSeriousError:
		what, law = seriousAward(r)
	case engine.BasisRectified:
		w, _ := adjusted()
		what, law = w+" (the adjusted score)", "Law 12C1(e)(i): the score allotted as the consequence of rectifying their infraction"
	case engine.BasisWithout:
		what, law = WeightedText(r.SeriousError.Without)+" (the result without the serious error)",
			"Law 12C1(e)(i), as the Regulating Authority reads it: the score without the non-offenders' serious error"
	case engine.BasisArtificial:
		what, law = averageName(r.Artificial.Sides[s.Side].Award), "Law 12C2(a)"
	case engine.BasisSessionPercent:
		as := r.Artificial.Sides[s.Side]
		dir := "raised"
		if as.Award <= weighting.AverageMinus {
			dir = "lowered"
		}
		f, _ := as.Percent.Float64()
		what = fmt.Sprintf("%s, %s to their percentage on the other boards of the session, %s %%", averageName(as.Award), dir, trimmed(f, 2))
		law = "Law 12C2(a) and 12C2(c)"
	case engine.Basis1997:
		a := r.Assigned1997
		if s.Side == r.NonOffending {
			what = ResultText(a.Results[s.Side]) + ", the most favourable result that was likely (probability at least " + a.Likely.RatString() + ")"
		} else {
			what = ResultText(a.Results[s.Side]) + ", the most unfavourable result that was at all probable (probability at least " + a.Probable.RatString() + ")"
		}
		law = "Law 12C2 of 1997"
	default:
		what, law = adjusted()
	}
	return sideRole(r, s.Side) + ": " + what + " — " + score + "; " + law + "."
}

// knockoutLines are a knockout's split score (Law 12C4): each side's
// weights with the score they give that side, then the average both
// receive — (+1.5 + 6.6) / 2 = +4.05 for NS when NS's weights give NS
// +1.5 and EW's give EW -6.6:
//
//	Score adjusted (Law 12C1(c)), after an infraction of Law 16B1: the
//	sides' weighted scores do not balance, so in knockout play each is
//	worked out on its own and both sides receive the average (Law 12C4):
//	NS (non-offending): 50 % 4♠= by N, 50 % 4♠-1 by N — NS +1.5 IMPs.
//	EW (offending): 80 % 4♠= by N, 20 % 4♠-1 by N — EW -6.6 IMPs.
//	The average, to both sides: NS +4.05 IMPs, EW -4.05 IMPs.
func knockoutLines(r *engine.Ruling, after string, own [2]float64) []string {
	lines := []string{"Score adjusted (Law 12C1(c))" + after + ": the sides' weighted scores do not balance, so in knockout play each is worked out on its own and both sides receive the average (Law 12C4):"}
	for _, side := range []dds.Side{r.NonOffending, r.NonOffending.Other()} {
		lines = append(lines, sideRole(r, side)+": "+WeightedText(awarded(r, side))+" — "+ScoreText(r.Scoring, side, own[side])+".")
	}
	return append(lines, "The average, to both sides: "+bothScores(r)+".")
}

// seriousAward is what the non-offending side receives under Law
// 12C1(e) and why.
func seriousAward(r *engine.Ruling) (what, law string) {
	e := r.SeriousError
	sc := r.Scoring
	switch e.Case {
	case weighting.AllSelfInflicted:
		return "the table result, " + ResultText(r.TableResult.Result) + " (A)",
			"Law 12C1(e)(ii): all the damage is self-inflicted (A < B ≤ C)"
	case weighting.NoneSelfInflicted:
		return WeightedText(awarded(r, e.Side)) + " (the adjusted score, B)",
			"Law 12C1(c) and 12C1(e)(ii): none of the damage is self-inflicted (C ≤ A < B)"
	case weighting.PartSelfInflicted:
		return fmt.Sprintf("A + B − C = %s %s %s", formatValue(sc, e.A), plusMinus(e.B), minusPlus(e.C)),
			"Law 12C1(c) and 12C1(e)(ii): no relief for the self-inflicted part of the damage (A < C < B)"
	}
	return "the table result, " + ResultText(r.TableResult.Result), "Law 12B1: no damage"
}

// plusMinus is "+ 3" or "− 3" for adding x; minusPlus for taking it away.
func plusMinus(x float64) string {
	if x < 0 {
		return "− " + trimmed(-x, valueDecimals)
	}
	return "+ " + trimmed(x, valueDecimals)
}

func minusPlus(x float64) string {
	if x < 0 {
		return "+ " + trimmed(-x, valueDecimals)
	}
	return "− " + trimmed(x, valueDecimals)
}

// infractionLaws are the ruling form's Laws other than Law 12 (the
// adjustment's own), as a ruling cites them: "Law 16B1", "Laws 16B1 and
// 73C"; "" when the form names none.
func infractionLaws(laws []string) string {
	var out []string
	for _, l := range laws {
		l = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "Law "))
		if l == "" || l == "12" || strings.HasPrefix(l, "12") && len(l) > 2 && (l[2] < '0' || l[2] > '9') {
			continue
		}
		out = append(out, l)
	}
	switch len(out) {
	case 0:
		return ""
	case 1:
		return "Law " + out[0]
	}
	return "Laws " + strings.Join(out[:len(out)-1], ", ") + " and " + out[len(out)-1]
}

// WarningText is a warning in words.
func WarningText(s engine.ScoringInfo, w engine.Warning) string {
	switch w.Kind {
	case engine.WrongWaySplit:
		return fmt.Sprintf("Wrong-way split: %s, the offending side, get %s from their own weights, more than the %s the non-offending side's weights give them. "+
			"Law 12C1(c) gives the benefit of the doubt to the non-offending side, never to the offenders: weight the offenders' outcomes at least as favourably to the non-offending side.",
			w.Side, ValueText(s, w.Own), ValueText(s, w.Fair))
	case engine.SplitUnchecked:
		return "Split score: the sides' weights differ, but the non-offending side is not named, so the split cannot be checked against Law 12C1(c) " +
			"(the benefit of the doubt goes to the non-offending side, never to the offenders); give --non-offending NS or EW."
	}
	return fmt.Sprintf("warning %d", w.Kind)
}

// warningLines are the ruling's warnings in words.
func warningLines(r *engine.Ruling) []string {
	var out []string
	for _, w := range r.Warnings {
		out = append(out, WarningText(r.Scoring, w))
	}
	return out
}

// award.go: the report's sections for awards other than a weighted score — an artificial score with Law 12C2(c), and the 1997 Law 12C2 assigned scores beside the weighted one.

package reports

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// section is a report section: a heading and its lines, the same in
// every format.
type section struct {
	Heading string
	Lines   []string
}

// awardSections are the sections of an artificial score and of the 1997
// assigned scores; none for a weighted score.
func awardSections(r *engine.Ruling) []section {
	var out []section
	if a := r.Artificial; a != nil {
		s := section{Heading: "Artificial score (Law 12C2)"}
		for _, side := range []dds.Side{dds.NS, dds.EW} {
			as := a.Sides[side]
			line := fmt.Sprintf("%s: %s", sideRole(r, side), averageName(as.Award))
			if p := a.Session[side]; p != nil {
				f, _ := p.Float64()
				line += fmt.Sprintf("; %s on the other boards of the session", trimmed(f, 2)+" %")
				if as.Capped {
					line += " — Law 12C2(c): it replaces the " + strings.SplitN(averageName(as.Award), " (", 2)[0]
				} else {
					line += " — Law 12C2(c) leaves the award alone"
				}
			}
			out0, _ := as.Value.Float64()
			line += ": " + ScoreText(r.Scoring, side, out0) + "."
			s.Lines = append(s.Lines, line)
		}
		if (a.Sides[0].Capped || a.Sides[1].Capped) && !hasTop(r.Scoring) && r.Scoring.Name() != "bam" {
			s.Lines = append(s.Lines, sessionScaleLine(a.IMPScale))
		}
		out = append(out, s)
	}
	if a := r.Assigned1997; a != nil {
		s := section{Heading: "Assigned scores (1997 Law 12C2)"}
		s.Lines = append(s.Lines, fmt.Sprintf("A result is likely for the non-offending side when it and the results better for them have a probability of at least %s, at all probable for the offending side at least %s (the ACBL's figures unless the case sets likely and at_all_probable).",
			a.Likely.RatString(), a.Probable.RatString()))
		nos := r.NonOffending
		for _, side := range []dds.Side{nos, nos.Other()} {
			what := "the most favourable result that was likely"
			if side != nos {
				what = "the most unfavourable result that was at all probable"
			}
			v, _ := a.Values[side].Float64()
			s.Lines = append(s.Lines, fmt.Sprintf("%s: %s, %s — %s.", sideRole(r, side), ResultText(a.Results[side]), what, ScoreText(r.Scoring, side, v)))
		}
		var w []string
		for _, x := range r.Adjusted {
			w = append(w, ScoreText(r.Scoring, x.Side, x.Value))
		}
		s.Lines = append(s.Lines, "Beside them, the weighted score of the 2017 Law 12C1(c): "+strings.Join(w, ", ")+".")
		out = append(out, s)
	}
	return out
}

// jsonAssigned is one side's 1997 assigned score in the JSON report.
type jsonAssigned struct {
	Result string  `json:"result"` // TD notation
	Value  float64 `json:"value"`
	Text   string  `json:"text"`
}

// jsonArtificialSide is one side's artificial score in the JSON report.
type jsonArtificialSide struct {
	Award   int      `json:"award"`   // 60, 50 or 40
	Session *float64 `json:"session"` // the session percentage given, null when not
	Percent float64  `json:"percent"` // the percentage received after Law 12C2(c)
	Capped  bool     `json:"capped"`  // Law 12C2(c) replaced the award
	Value   float64  `json:"value"`
}

// awardJSON is the artificial score's and the 1997 assigned scores' part
// of the JSON report (nil when not used).
func awardJSON(r *engine.Ruling) (art map[string]jsonArtificialSide, a97 map[string]jsonAssigned) {
	if a := r.Artificial; a != nil {
		art = map[string]jsonArtificialSide{}
		for _, side := range []dds.Side{dds.NS, dds.EW} {
			as := a.Sides[side]
			j := jsonArtificialSide{Award: as.Award, Percent: ratFloat(as.Percent), Capped: as.Capped, Value: ratFloat(as.Value)}
			if p := a.Session[side]; p != nil {
				f := ratFloat(p)
				j.Session = &f
			}
			art[strings.ToLower(side.String())] = j
		}
	}
	if a := r.Assigned1997; a != nil {
		a97 = map[string]jsonAssigned{}
		for _, side := range []dds.Side{dds.NS, dds.EW} {
			v := ratFloat(a.Values[side])
			a97[strings.ToLower(side.String())] = jsonAssigned{Result: ResultText(a.Results[side]), Value: v, Text: ValueText(r.Scoring, v)}
		}
	}
	return art, a97
}

// sessionScaleLine says what a session percentage is worth at IMPs, with
// the scale the values used: Law 12C2(b)'s ratio by default, else the
// case's session_imp_scale.
func sessionScaleLine(scale *big.Rat) string {
	if scale == nil {
		return "At IMPs a session percentage counts " + weighting.DefaultSessionIMPScale.RatString() +
			" IMPs for each 10 percentage points from 50 % (Law 12C2(b) pairs average plus, 60 %, with +3 IMPs), unless the case sets session_imp_scale as the Regulating Authority does."
	}
	f, _ := scale.Float64()
	n := trimmed(f, 2)
	return "At IMPs a session percentage counts " + n + " " + unitOf("imps", n) +
		" for each 10 percentage points from 50 %, the case's session_imp_scale (the Regulating Authority's equivalent of Law 12C2(c); Law 12C2(b)'s ratio would be 3)."
}

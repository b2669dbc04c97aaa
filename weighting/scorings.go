// scorings.go: the forms of scoring by name — the one list the case files, the command line, the help and the web page take their names from.

package weighting

import (
	"fmt"
	"strings"
)

// ScoringForm is a form of scoring as ruling names it.
type ScoringForm struct {
	// Name is the name a case file and the command line write
	// (scoring = "cross-imps"), and Scoring.Name of the form.
	Name string
	// Title is the name for a reader: "IMPs (teams)", "cross-IMPs".
	Title string
	// Aliases are other spellings ScoringByName accepts.
	Aliases []string
	// Unit is what the form's values count, singular and plural:
	// matchpoint(s), IMP(s), board(s), point(s).
	Unit [2]string
	make func() Scoring
}

// scoringForms are the forms of scoring, in the order lists show them.
var scoringForms = []ScoringForm{
	{Name: "matchpoints", Title: "matchpoints", Aliases: []string{"mp", "mps", "pairs"}, Unit: [2]string{"matchpoint", "matchpoints"},
		make: func() Scoring { return MatchpointScoring{} }},
	{Name: "imps", Title: "IMPs (teams)", Aliases: []string{"teams"}, Unit: imps, make: func() Scoring { return IMPScoring{} }},
	{Name: "cross-imps", Title: "cross-IMPs", Aliases: []string{"crossimps", "ximps", "cross"}, Unit: imps,
		make: func() Scoring { return CrossIMPScoring{} }},
	{Name: "butler", Title: "Butler", Unit: imps, make: func() Scoring { return ButlerScoring{} }},
	{Name: "bam", Title: "board-a-match", Aliases: []string{"board-a-match"}, Unit: [2]string{"board", "boards"},
		make: func() Scoring { return BAMScoring{} }},
	{Name: "total", Title: "total points", Aliases: []string{"total-points", "totalpoints"}, Unit: [2]string{"point", "points"},
		make: func() Scoring { return TotalPointScoring{} }},
}

var imps = [2]string{"IMP", "IMPs"}

// UnitOf is what the named form of scoring's values count: "matchpoint"
// when one is true, else "matchpoints"; IMP(s), board(s), point(s).
func UnitOf(form string, one bool) string {
	for _, f := range scoringForms {
		if f.Name == form {
			if one {
				return f.Unit[0]
			}
			return f.Unit[1]
		}
	}
	if one {
		return "unit"
	}
	return "units"
}

// ScoringForms are the forms of scoring ruling knows, in the order lists
// show them.
func ScoringForms() []ScoringForm { return append([]ScoringForm(nil), scoringForms...) }

// ScoringNames are the forms' names: matchpoints, imps, cross-imps,
// butler, bam, total.
func ScoringNames() []string {
	out := make([]string, len(scoringForms))
	for i, f := range scoringForms {
		out[i] = f.Name
	}
	return out
}

// ScoringNameList is the names as a message lists them: "matchpoints,
// imps, cross-imps, butler, bam or total".
func ScoringNameList(conjunction string) string {
	n := ScoringNames()
	return strings.Join(n[:len(n)-1], ", ") + " " + conjunction + " " + n[len(n)-1]
}

// ScoringByName is the form of scoring with the given name or alias, with
// default options.
func ScoringByName(name string) (Scoring, error) {
	key := strings.ToLower(strings.TrimSpace(name))
	for _, f := range scoringForms {
		if key == f.Name {
			return f.make(), nil
		}
		for _, a := range f.Aliases {
			if key == a {
				return f.make(), nil
			}
		}
	}
	return nil, fmt.Errorf("%q is not a form of scoring (use %s)", name, ScoringNameList("or"))
}

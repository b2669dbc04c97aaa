// fouled.go: a fouled board (Law 87) — each form's results scored as a group of their own, the groups' matchpoints factored to the board's full top.

package weighting

import (
	"errors"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

// LoneGroup is what a group of one result gets on a fouled board: there
// is no other result in its form to compare it with.
type LoneGroup uint8

// The choices for a group of one.
const (
	// LoneAveragePlus gives both sides average plus, 60 % (Law 12C2(a):
	// neither side is at fault for a fouled board).
	LoneAveragePlus LoneGroup = iota
	// LoneFactored scores the result as any small group: Neuberg's
	// formula gives 50 % of the top (the ACBL small-group rule, 60 %).
	LoneFactored
)

// String is the choice as the command line names it: avplus or factored.
func (l LoneGroup) String() string { return [2]string{"avplus", "factored"}[l&1] }

// ParseLoneGroup reads avplus (also "av+", "average-plus") or factored.
func ParseLoneGroup(text string) (LoneGroup, error) {
	switch text {
	case "avplus", "av+", "average-plus", "":
		return LoneAveragePlus, nil
	case "factored", "neuberg":
		return LoneFactored, nil
	}
	return 0, fmt.Errorf("%q: a group of one is scored avplus (average plus to both sides) or factored", text)
}

// Group is the tables that played one form of a fouled board, with that
// form's vulnerability.
type Group struct {
	Vul    dds.Vulnerability
	Tables []Ruling
}

// GroupValues is one group's scores: every table's value in the group's
// order, the number of results on the whole board they are factored to,
// and how the group was scored, in words.
type GroupValues struct {
	Values []TableValue
	// Raw are the matchpoints within the group before factoring (nil
	// for the other forms of scoring and a lone group).
	Raw    []TableValue
	Lone   bool   // a group of one given LoneAveragePlus
	Method string // "Neuberg factoring from 6 to 10 results", ...
}

// ErrFouledTeams refuses a fouled board at a form of scoring that compares
// a table with one other room only.
var ErrFouledTeams = errors.New("a fouled board at teams (imps, bam) is not scored in groups: the two rooms did not play the same board; the Director awards artificial scores (Law 86A, 12C2)")

// ScoreFouled scores a fouled board (Law 87B): each group is compared only
// within itself, under s. At matchpoints each group's matchpoints are
// factored to the board's full top — the top of all the groups' results
// together — by Neuberg's formula, or by the ACBL small-group rule when
// s says so; the other forms score each group as a board of its own. A
// group of one gets what lone says.
func ScoreFouled(s Scoring, groups []Group, lone LoneGroup) ([]GroupValues, error) {
	switch s.(type) {
	case IMPScoring, BAMScoring, *IMPScoring, *BAMScoring:
		return nil, ErrFouledTeams
	}
	total := 0
	for _, g := range groups {
		total += len(g.Tables)
	}
	mp, isMP := s.(MatchpointScoring)
	out := make([]GroupValues, len(groups))
	for i, g := range groups {
		b := &Board{Vul: g.Vul, Tables: g.Tables}
		gv := &out[i]
		if len(g.Tables) == 1 && lone == LoneAveragePlus && g.Tables[0].Artificial == nil {
			b.Tables = []Ruling{ArtificialScore(AveragePlus, AveragePlus)}
			gv.Lone = true
			gv.Method = "a group of one: average plus to both sides (Law 12C2(a))"
		}
		if isMP {
			b.Expected = total
			if !gv.Lone {
				switch {
				case len(g.Tables) == total:
					gv.Method = "not factored (the whole board)"
				case mp.SmallGroups && len(g.Tables) <= smallGroupMax:
					gv.Method = fmt.Sprintf("the ACBL small-group rule for %d of %d results", len(g.Tables), total)
				default:
					gv.Method = fmt.Sprintf("Neuberg factoring from %d to %d results", len(g.Tables), total)
				}
			}
		} else if !gv.Lone {
			gv.Method = fmt.Sprintf("scored within its %d results", len(g.Tables))
		}
		vals, err := s.Score(b)
		if err != nil {
			return nil, fmt.Errorf("group %d: %v", i+1, err)
		}
		gv.Values = vals
		if isMP && !gv.Lone {
			if gv.Raw, err = s.Score(&Board{Vul: g.Vul, Tables: g.Tables}); err != nil {
				return nil, fmt.Errorf("group %d: %v", i+1, err)
			}
		}
	}
	return out, nil
}

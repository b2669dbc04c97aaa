// leads.go: how opening leads are compared at a form of scoring, and lead tables as reports show them.

package engine

import (
	"context"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// LeadScore values leads for the defence: Value is the defence's score in
// points for its tricks, Diff a lead's score against the best lead's on
// one deal: at matchpoints and board-a-match ±50 percentage points of a
// top (head to head), at total points in points, else in IMPs.
type LeadScore struct {
	Value func(defence int) float64
	Diff  func(lead, best int) float64
}

// CheckLeadScoring refuses a form of scoring a lead table is not made
// for, as an *OptionError for scoring: leads compare at imps, matchpoints
// or total.
func CheckLeadScoring(scoring string) error {
	switch scoring {
	case "imps", "matchpoints", "total":
		return nil
	}
	return dds.OptionErr("scoring", " %q: use imps, matchpoints or total", scoring)
}

// LeadScoring is how leads against contract c are compared at a form of
// scoring (by name): head to head at matchpoints and board-a-match,
// points at total points, IMPs otherwise.
func LeadScoring(scoring string, vul dds.Vulnerability, c dds.Contract) LeadScore {
	vulnerable := vul.Vulnerable(c.Declarer.Side())
	points := func(defence int) float64 {
		return -float64(c.Score(13-defence, vulnerable))
	}
	ls := LeadScore{Value: points}
	switch scoring {
	case "matchpoints", "bam":
		// Head to head against the best lead on the same deal: a win is
		// +50 percentage points of a top, a loss -50, a tie 0.
		ls.Diff = func(l, b int) float64 { return 50 * float64(sign(l-b)) }
	case "total":
		ls.Diff = func(l, b int) float64 { return points(l) - points(b) }
	default:
		ls.Diff = func(l, b int) float64 { return float64(dds.IMPs(points(l) - points(b))) }
	}
	return ls
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// LeadRows is a lead table as the reports show it; intervals when more
// than one deal was solved.
func LeadRows(sum []sim.LeadSummary, intervals bool) []LeadRow {
	rows := make([]LeadRow, len(sum))
	for i, l := range sum {
		rows[i] = LeadRow{Card: l.Lead, Run: l.Run, Defence: l.Defence, Beat: l.Beat, Score: l.Score, Best: l.Best}
		if intervals {
			rows[i].DefenceCI = Interval{Low: l.DefenceLow, High: l.DefenceHigh}
			rows[i].BeatCI = Interval{Low: l.BeatLow, High: l.BeatHigh}
			if !l.Best {
				rows[i].ScoreCI = Interval{Low: l.ScoreLow, High: l.ScoreHigh}
			}
		}
	}
	return rows
}

// LeadStudy is the opening leader's view over simulated deals (ruling
// leads): every candidate lead against a contract, best first.
type LeadStudy struct {
	Contract  dds.Contract // with its declarer
	Condition string       // what the auction showed, in the dealer language
	Deals     int          // deals solved
	Seed      uint64
	Scoring   string    // the form of scoring the leads were compared at (LeadScoring)
	Leads     []LeadRow // best first; Cards holds each lead's run ("SKQJ")
}

// StudyLeads deals the hands the leader cannot see as v says, solves
// every lead against contract c (with its declarer) and values the leads
// at the named form of scoring (LeadScoring): the leader's view, best
// lead first, with opts.Seed as its seed. The caller fills in Condition.
func StudyLeads(ctx context.Context, v sim.LeaderView, c dds.Contract, scoring string, vul dds.Vulnerability, opts sim.Options) (*LeadStudy, error) {
	set, _, err := sim.EstimateLeads(ctx, v, c.Level, opts)
	if err != nil {
		return nil, err
	}
	ls := LeadScoring(scoring, vul, c)
	return &LeadStudy{Contract: c, Deals: set.Deals(), Seed: opts.Seed, Scoring: scoring,
		Leads: LeadRows(set.Summarize(c.Level, ls.Value, ls.Diff), set.Deals() > 1)}, nil
}

// leads.go: the opening leader's view — every candidate lead scored double dummy over deals that fit the auction (Bird & Anthias).

package sim

import (
	"context"
	"fmt"
	"sort"

	"github.com/ruling-bridge/ruling/dds"
	"gonum.org/v1/gonum/stat"
)

// LeaderView is the opening leader's view of a contract: the leader's
// hand as dealt, the other three hands dealt under a condition.
type LeaderView struct {
	Deal      dds.Deal // the actual deal; only the leader's hand is kept
	Declarer  dds.Seat // the opening leader is declarer's left-hand opponent
	Strain    dds.Strain
	Condition *Condition
}

// Leader is the seat on lead.
func (v *LeaderView) Leader() dds.Seat { return v.Declarer.LHO() }

// LeadSet is, for each candidate lead, the defence's double-dummy tricks
// on each deal: Tricks[k][i] is lead k on deal i. The same deals serve
// every lead, so leads are compared deal by deal (paired differences).
type LeadSet struct {
	// Leads are the candidate leads, one per run of touching cards in the
	// leader's hand (KQJ: the king stands for all three), spades first,
	// high to low; Runs[k] holds the cards of lead k's run.
	Leads  []dds.Card
	Runs   []dds.Cards
	Tricks [][]int8
}

// Deals is the number of deals solved.
func (s *LeadSet) Deals() int {
	if len(s.Tricks) == 0 {
		return 0
	}
	return len(s.Tricks[0])
}

// CandidateLeads groups the leader's hand into runs of touching ranks:
// cards of one run are always worth the same, whoever holds the rest.
func CandidateLeads(hand dds.Cards) (leads []dds.Card, runs []dds.Cards) {
	for _, c := range hand.List() { // spades first, high to low
		k := len(leads) - 1
		if k >= 0 && c.Suit() == leads[k].Suit() && runs[k].Lowest().Rank() == c.Rank()+1 {
			runs[k] = runs[k].With(c)
			continue
		}
		leads, runs = append(leads, c), append(runs, c.Bit())
	}
	return leads, runs
}

// forgetter is a solver that can empty what it learnt (the Go solver's
// table) before a deal that has nothing in common with the last: its
// table then stays small and in the caches (solver.Solver.Forget).
type forgetter interface {
	Forget()
}

// EstimateLeads deals the three hands the leader cannot see under the
// view's condition and solves every lead on each deal (one CardValues of
// the opening position). Precision stops when every lead's interval of
// the probability of beating the contract at level is below it.
func EstimateLeads(ctx context.Context, v LeaderView, level int, opts Options) (*LeadSet, Stats, error) {
	leader := v.Leader()
	hand := v.Deal[leader]
	set := &LeadSet{}
	set.Leads, set.Runs = CandidateLeads(hand)
	set.Tricks = make([][]int8, len(set.Leads))
	var known dds.Deal
	known[leader] = hand
	beatAt := 8 - level // defence tricks that beat a contract of this level
	position := func(d dds.Deal) dds.Position { return dds.Position{Hands: d, Trump: v.Strain, Leader: leader} }
	// Only the leader's hand is in every deal: the workers learn little
	// from each other's deals (on 200 deals of the leads scenario of
	// examples/lead-penalty-imps.toml two workers took no more nodes
	// than one), so they do not share.
	// For the same reason a worker's solver forgets each deal before the
	// next, where it can (forgetter).
	how := solving[[]dds.CardValue]{one: func(s dds.Solver, d dds.Deal) ([]dds.CardValue, error) {
		if f, ok := s.(forgetter); ok {
			f.Forget()
		}
		return s.CardValues(position(d))
	}}
	how.many = func(w *workers, deals []dds.Deal) ([][]dds.CardValue, error) {
		b, ok := w.solvers[0].(dds.CardValuesBatcher)
		if !ok {
			return inTurn(w, deals, how.one)
		}
		ps := make([]dds.Position, len(deals))
		for i, d := range deals {
			ps[i] = position(d)
		}
		return b.CardValuesBatch(ps)
	}
	st, err := sampleSolved(ctx, known, v.Condition, opts, how, func(deals []dds.Deal, vals [][]dds.CardValue) (bool, error) {
		for _, cv := range vals {
			byCard := map[dds.Card]int{}
			for _, x := range cv {
				byCard[x.Card] = x.Tricks
			}
			for k, c := range set.Leads {
				t, ok := byCard[c]
				if !ok {
					return false, fmt.Errorf("the solver gave no value for the lead %s", c)
				}
				set.Tricks[k] = append(set.Tricks[k], int8(t))
			}
		}
		if opts.Precision <= 0 || set.Deals() < MinPrecisionSamples {
			return false, nil
		}
		for k := range set.Leads {
			beat := 0
			for _, t := range set.Tricks[k] {
				if int(t) >= beatAt {
					beat++
				}
			}
			if lo, hi := Wilson(beat, set.Deals()); (hi-lo)/2 >= opts.Precision {
				return false, nil
			}
		}
		return true, nil
	})
	return set, st, err
}

// LeadSummary is one candidate lead's statistics.
type LeadSummary struct {
	Lead    dds.Card
	Run     dds.Cards
	Defence float64 // mean defence tricks
	// DefenceLow and DefenceHigh bound the mean (normal approximation).
	DefenceLow, DefenceHigh float64
	Beat                    float64 // share of deals on which the contract fails
	BeatLow, BeatHigh       float64 // Wilson interval
	// Score is the mean of diff(this lead's tricks, the best lead's
	// tricks) over the deals, and ScoreLow, ScoreHigh its interval (from
	// the paired differences, so they are tight when leads agree).
	Score, ScoreLow, ScoreHigh float64
	Best                       bool
}

// Summarize turns a lead set into a table, best lead first. value is the
// defence's score for a number of defence tricks (used to find the best
// lead: the highest mean value); diff is the score of a lead against the
// best one on one deal, from their defence tricks (IMPs of the score
// difference at teams, a head-to-head matchpoint share at pairs). Ties
// keep the order of the cards.
func (s *LeadSet) Summarize(level int, value func(defence int) float64, diff func(lead, best int) float64) []LeadSummary {
	n := s.Deals()
	if n == 0 {
		return nil
	}
	beatAt := 8 - level
	out := make([]LeadSummary, len(s.Leads))
	means := make([]float64, len(s.Leads))
	xs := make([]float64, n) // one lead's observations, deal by deal
	for k, c := range s.Leads {
		var val float64
		beat := 0
		for i, t := range s.Tricks[k] {
			xs[i] = float64(t)
			val += value(int(t))
			if int(t) >= beatAt {
				beat++
			}
		}
		mean, half := meanHalfWidth(xs, z)
		out[k] = LeadSummary{Lead: c, Run: s.Runs[k], Defence: mean, DefenceLow: mean - half, DefenceHigh: mean + half,
			Beat: float64(beat) / float64(n)}
		out[k].BeatLow, out[k].BeatHigh = Wilson(beat, n)
		means[k] = val / float64(n)
	}
	best := 0
	for k := range means {
		if means[k] > means[best] || means[k] == means[best] && out[k].Defence > out[best].Defence {
			best = k
		}
	}
	for k := range out {
		for i := range n {
			xs[i] = diff(int(s.Tricks[k][i]), int(s.Tricks[best][i]))
		}
		mean, half := meanHalfWidth(xs, z)
		out[k].Score, out[k].ScoreLow, out[k].ScoreHigh = mean, mean-half, mean+half
		out[k].Best = k == best
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Best != out[j].Best {
			return out[i].Best
		}
		if out[i].Score != out[j].Score {
			return out[i].Score > out[j].Score
		}
		return out[i].Defence > out[j].Defence
	})
	return out
}

// meanHalfWidth is the mean of the observations and the half-width of
// its normal-approximation interval, z standard errors (gonum's sample
// standard deviation, over n − 1; 0 for a single observation).
func meanHalfWidth(xs []float64, z float64) (mean, half float64) {
	if len(xs) < 2 {
		return stat.Mean(xs, nil), 0
	}
	mean, sd := stat.MeanStdDev(xs, nil)
	return mean, z * stat.StdErr(sd, float64(len(xs)))
}

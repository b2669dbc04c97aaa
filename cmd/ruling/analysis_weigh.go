// analysis_weigh.go: the outcomes of the scenarios combined, rounded, valued under the form of scoring, with intervals.

package main

import (
	"fmt"
	"math"
	"math/big"
	"sort"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/weighting"
)

// outcome is one combined potential result for a side: scenario weight
// times the probability of its tricks, summed over the scenarios that
// give it.
type outcome struct {
	result  weighting.Result
	group   int      // the contract's place, for rounding's neighbours
	weight  *big.Rat // exact
	rounded *big.Rat // nil without --round
}

// outcomes combines the scenarios' distributions for side, in the order
// of the contracts' first appearance, most tricks first within each.
func (a *analysis) outcomes(side dds.Side) ([]outcome, error) {
	type key struct {
		contract weighting.Contract
		pass     bool
		tricks   int
	}
	var keys []key
	weights := map[key]*big.Rat{}
	group := map[key]int{}
	groups := map[weighting.Contract]int{}
	for i := range a.c.Scenarios {
		s := &a.c.Scenarios[i]
		w := scenarioPercent(s, side)
		if w == nil {
			continue // evidence only
		}
		c, d := a.contracts[i], a.dists[i]
		add := func(k key, share *big.Rat) {
			if weights[k] == nil {
				keys = append(keys, k)
				weights[k] = new(big.Rat)
				if k.pass {
					group[k] = -1
				} else {
					if _, ok := groups[k.contract]; !ok {
						groups[k.contract] = len(groups)
					}
					group[k] = groups[k.contract]
				}
			}
			weights[k].Add(weights[k], new(big.Rat).Mul(w, share))
		}
		if c == nil {
			add(key{pass: true}, big.NewRat(1, 1))
			continue
		}
		for t, n := range d.Count {
			if n > 0 {
				add(key{contract: *c, tricks: t}, big.NewRat(int64(n), int64(d.N)))
			}
		}
	}
	sort.SliceStable(keys, func(i, j int) bool {
		gi, gj := group[keys[i]], group[keys[j]]
		if gi != gj {
			return gi >= 0 && (gj < 0 || gi < gj)
		}
		return keys[i].tricks > keys[j].tricks
	})
	out := make([]outcome, len(keys))
	for i, k := range keys {
		r := weighting.PassOut()
		if !k.pass {
			var err error
			if r, err = weighting.MakeResult(k.contract, k.tricks); err != nil {
				return nil, err
			}
		}
		out[i] = outcome{result: r, group: group[k], weight: weights[k]}
	}
	if a.o.round > 0 {
		ws, gs := make([]*big.Rat, len(out)), make([]int, len(out))
		for i, o := range out {
			ws[i], gs[i] = o.weight, o.group
		}
		rounded, err := weighting.RoundWeights(ws, a.o.round, gs)
		if err != nil {
			return nil, err
		}
		for i := range out {
			out[i].rounded = rounded[i]
		}
	}
	return out, nil
}

// weighted is the weighted result the scores use: the rounded weights
// when the Director asked for them (outcomes rounded to 0 left out).
func weighted(os []outcome, rounded bool) weighting.Weighted {
	var w weighting.Weighted
	for _, o := range os {
		x := o.weight
		if rounded {
			x = o.rounded
		}
		if x.Sign() > 0 {
			w = append(w, weighting.Outcome{Result: o.result, Weight: x})
		}
	}
	return w
}

// weigh values the outcomes and each side's weighted score.
func (a *analysis) weigh() error {
	c := a.c
	sides := []dds.Side{dds.NS}
	if c.Split {
		sides = []dds.Side{dds.NS, dds.EW}
	}
	rounded := a.o.round > 0
	per := map[dds.Side][]outcome{}
	for _, s := range sides {
		os, err := a.outcomes(s)
		if err != nil {
			return err
		}
		per[s] = os
	}
	if !c.Split {
		per[dds.EW] = per[dds.NS]
	}
	// Exact weights for each outcome's value, chosen weights for the score.
	exact := weighting.Split(weighted(per[dds.NS], false), weighted(per[dds.EW], false))
	chosen := weighting.Split(weighted(per[dds.NS], rounded), weighted(per[dds.EW], rounded))
	ev, err := a.adjust(exact, a.others)
	if err != nil {
		return err
	}
	cv, err := a.adjust(chosen, a.others)
	if err != nil {
		return err
	}
	if ev.Top != nil {
		a.r.Scoring.Top, _ = ev.Top.Float64()
	}
	for _, n := range cv.Notes {
		a.note("Scoring: " + n + ".")
	}
	score := [2]*big.Rat{cv.NS.Value, cv.EW.Value}
	if c.Options.Knockout && chosen.IsSplit() && score[0].Cmp(new(big.Rat).Neg(score[1])) != 0 {
		score[0], score[1] = weighting.Knockout(score[0], score[1])
		a.note("Knockout: the non-balancing scores are averaged and each side gets the average.")
	}

	// Each outcome's value to each side, from the exact valuation.
	value := func(side dds.Side, r weighting.Result) float64 {
		for _, ov := range ev.Side(side).Outcomes {
			if ov.Result == r {
				f, _ := ov.Value.Float64()
				return f
			}
		}
		// The other side's outcomes of a split score: value it alone.
		tv, err := a.adjust(weighting.Plain(r), a.others)
		if err != nil {
			return math.NaN()
		}
		f, _ := tv.Side(side).Value.Float64()
		return f
	}
	adjSides := [][]dds.Side{{dds.NS, dds.EW}}
	if c.Split {
		adjSides = [][]dds.Side{{dds.NS}, {dds.EW}}
	}
	for _, ss := range adjSides {
		adj := reports.Adjustment{Sides: ss}
		for _, o := range per[ss[0]] {
			ro := reports.Outcome{Result: a.display(o.result), Exact: exactText(o.weight)}
			ro.Weight, _ = o.weight.Float64()
			if o.rounded != nil {
				ro.Rounded, _ = o.rounded.Float64()
			}
			ro.Value = [2]float64{value(dds.NS, o.result), value(dds.EW, o.result)}
			adj.Outcomes = append(adj.Outcomes, ro)
		}
		a.r.Adjustments = append(a.r.Adjustments, adj)
	}
	for _, s := range []dds.Side{dds.NS, dds.EW} {
		v, _ := score[s].Float64()
		ss := reports.SideScore{Side: s, Value: v}
		if half := a.halfWidth(s, value); half > 0 {
			ss.CI = reports.Interval{Low: v - half, High: v + half}
		}
		a.r.Scores = append(a.r.Scores, ss)
	}
	if rounded {
		a.note(fmt.Sprintf("Outcomes below %s %% are folded into a neighbouring result before rounding.", trimFloat(float64(a.o.round)/2)))
	}
	for _, s := range c.Scenarios {
		for _, side := range []dds.Side{dds.NS, dds.EW} {
			if w := s.Weight[side]; w.Rounded && simpleFraction(w.Percent) != w.Percent {
				a.note(fmt.Sprintf("Scenario %q: weight %s read as %s.", s.Name, w.Text, new(big.Rat).Quo(simpleFraction(w.Percent), big.NewRat(100, 1)).RatString()))
				break
			}
		}
	}
	return a.seriousError(chosen, score)
}

// halfWidth is the half-width of the 95 % interval of side's weighted
// score: each simulated scenario adds weight² × the variance of its
// outcomes' values over its deals / its number of deals (the scenarios
// are sampled independently; the normal approximation).
func (a *analysis) halfWidth(side dds.Side, value func(dds.Side, weighting.Result) float64) float64 {
	variance := 0.0
	for i := range a.c.Scenarios {
		s := &a.c.Scenarios[i]
		d, c := a.dists[i], a.contracts[i]
		w := scenarioPercent(s, side)
		if w == nil || d == nil || c == nil || d.N < 2 || s.How != "simulate" {
			continue
		}
		var sum, sumsq float64
		for t, n := range d.Count {
			if n == 0 {
				continue
			}
			r, _ := weighting.MakeResult(*c, t)
			x := value(side, r)
			sum += float64(n) * x
			sumsq += float64(n) * x * x
		}
		nf := float64(d.N)
		v := (sumsq - sum*sum/nf) / (nf - 1) / nf
		wf, _ := w.Float64()
		variance += wf * wf * max(v, 0)
	}
	return sim.Z() * math.Sqrt(variance)
}

// adjust values the table's ruling against the other tables, with the
// number of results expected on the board (Neuberg factoring).
func (a *analysis) adjust(table weighting.Ruling, others []weighting.Ruling) (weighting.TableValue, error) {
	b := &weighting.Board{Vul: a.vul, Tables: append([]weighting.Ruling{table}, others...), Expected: a.c.Options.Expected}
	vals, err := a.sc.Score(b)
	if err != nil {
		if a.c.Options.Expected > 0 {
			return weighting.TableValue{}, a.c.errorAt(a.c.Lines["options.expected"], "%v", err)
		}
		return weighting.TableValue{}, fmt.Errorf("scoring the outcomes: %v", err)
	}
	return vals[0], nil
}

// exactText is a weight as a fraction when a percentage with two decimals
// would round it ("1/3"); "" otherwise.
func exactText(w *big.Rat) string {
	p := new(big.Rat).Mul(w, big.NewRat(10000, 1))
	if p.IsInt() || w.Denom().Cmp(big.NewInt(1000)) > 0 {
		return ""
	}
	return w.RatString()
}

func trimFloat(x float64) string { return fmt.Sprint(x) }

// seriousError applies Law 12C1(e) when the case gives it.
func (a *analysis) seriousError(adjusted weighting.Ruling, score [2]*big.Rat) error {
	si := a.c.SeriousError
	if si == nil {
		return nil
	}
	actual, err := a.parseResult(a.c.TableResult, "table_result")
	if err != nil {
		return err
	}
	without, err := a.parseResult(si.Without, "serious_error.without")
	if err != nil {
		return err
	}
	nos := si.Side
	val := func(r weighting.Ruling) (*big.Rat, error) {
		tv, err := a.adjust(r, a.others)
		if err != nil {
			return nil, err
		}
		return tv.Side(nos).Value, nil
	}
	av, err := val(weighting.Plain(actual))
	if err != nil {
		return err
	}
	cv, err := val(weighting.Plain(without))
	if err != nil {
		return err
	}
	bv := score[nos]
	award, _ := weighting.SeriousError(av, bv, cv)
	f := func(r *big.Rat) float64 { x, _ := r.Float64(); return x }
	a.r.SeriousError = &reports.SeriousError{Side: nos, Error: si.Error, A: f(av), B: f(bv), C: f(cv),
		CResult: a.display(without).Describe(), Awarded: f(award)}
	for i := range a.r.Scores {
		if a.r.Scores[i].Side == nos {
			a.r.Scores[i] = reports.SideScore{Side: nos, Value: f(award)}
		}
	}
	return nil
}

// weigh.go: the outcomes of the scenarios combined, rounded, valued under the form of scoring, with intervals; Law 12C1(e).

package engine

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/weighting"
	"gonum.org/v1/gonum/stat"
)

// outcome is one combined potential result for a side: scenario weight
// times the probability of its tricks, summed over the scenarios that
// give it.
type outcome struct {
	result  weighting.Result
	group   int      // the contract's place, for rounding's neighbours
	weight  *big.Rat // exact
	rounded *big.Rat // nil without rounding
	into    int      // rounding folded it into outcome into; -1 when not
}

// outcomes combines the scenarios' distributions for side, in the order
// of the contracts' first appearance, most tricks first within each.
func (r *run) outcomes(side dds.Side, dists []*sim.TrickDist) ([]outcome, error) {
	return r.outcomesOf(side, dists, false)
}

// outcomesOf is outcomes for the scenarios of the adjusted score (without
// false) or of the Law 12C1(e) result without the serious error (true).
func (r *run) outcomesOf(side dds.Side, dists []*sim.TrickDist, without bool) ([]outcome, error) {
	type key struct {
		contract dds.Contract
		pass     bool
		tricks   int
	}
	ws, notes, err := r.c.weightsOf(side, without)
	if err != nil {
		return nil, r.c.errorAt(r.c.pos.line("scenario#0"), "weights %v", err)
	}
	for _, n := range notes {
		r.note(n)
	}
	var keys []key
	weights := map[key]*big.Rat{}
	group := map[key]int{}
	groups := map[dds.Contract]int{}
	for i := range r.c.Scenarios {
		s := &r.c.Scenarios[i]
		w := ws[i]
		if w == nil {
			continue // evidence only
		}
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
		d := dists[i]
		if s.PassedOut || d == nil {
			add(key{pass: true}, big.NewRat(1, 1))
			continue
		}
		for t, n := range d.Count {
			if n > 0 {
				add(key{contract: s.Contract, tricks: t}, big.NewRat(int64(n), int64(d.N)))
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
		res := weighting.PassOut()
		if !k.pass {
			if res, err = weighting.MakeResult(k.contract, k.tricks); err != nil {
				return nil, err
			}
		}
		out[i] = outcome{result: res, group: group[k], weight: weights[k], into: -1}
	}
	return out, nil
}

// roundOutcomes rounds the outcomes' weights as the Director asked
// (r.round, 5 or 10 %): with the benefit of the doubt (r.favour) the spare
// units go towards the outcomes better for the non-offending side, whose
// value of each outcome nosValue gives.
func (r *run) roundOutcomes(os []outcome, nosValue func(weighting.Result) *big.Rat) error {
	ws, gs := make([]*big.Rat, len(os)), make([]int, len(os))
	for i, o := range os {
		ws[i], gs[i] = o.weight, o.group
	}
	opt := weighting.RoundOptions{Step: r.round, Group: gs}
	if r.favour {
		for _, o := range os {
			opt.Favour = append(opt.Favour, nosValue(o.result))
		}
	}
	rd, err := weighting.Round(ws, opt)
	if err != nil {
		return err
	}
	for i := range os {
		os[i].rounded, os[i].into = rd.Weights[i], rd.Into[i]
	}
	return nil
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

// Value values a table's ruling on the case's board: against the field or
// the other room, with the results expected (Neuberg factoring) and, at
// knockout teams, non-balancing scores averaged (2007 Law 86B) — the one
// place where that averaging is done.
func (c *Case) Value(table weighting.Ruling) (weighting.TableValue, error) {
	b := &weighting.Board{Vul: c.Vulnerability, Tables: append([]weighting.Ruling{table}, c.Others()...), Expected: c.Expected}
	vals, err := c.Scoring.Score(b)
	if err != nil {
		if c.Expected > 0 {
			return weighting.TableValue{}, c.errorAt(c.pos.line("options.expected"), "%v", err)
		}
		return weighting.TableValue{}, fmt.Errorf("scoring the outcomes: %v", err)
	}
	tv := vals[0]
	if c.Knockout && table.IsSplit() && tv.NS.Value.Cmp(new(big.Rat).Neg(tv.EW.Value)) != 0 {
		tv.NS.Value, tv.EW.Value = weighting.Knockout(tv.NS.Value, tv.EW.Value)
		tv.Notes = append(tv.Notes, "knockout: the non-balancing scores are averaged and each side gets the average")
	}
	return tv, nil
}

// weigh values the outcomes and each side's weighted score.
func (r *run) weigh(res *Ruling, dists []*sim.TrickDist) error {
	c := r.c
	split := c.Split()
	sides := []dds.Side{dds.NS}
	if split {
		sides = []dds.Side{dds.NS, dds.EW}
	}
	rounded := r.round > 0
	per := map[dds.Side][]outcome{}
	for _, s := range sides {
		os, err := r.outcomes(s, dists)
		if err != nil {
			return err
		}
		per[s] = os
	}
	if !split {
		per[dds.EW] = per[dds.NS]
	}
	// Exact weights for each outcome's value, chosen weights for the score.
	exact := weighting.Split(weighted(per[dds.NS], false), weighted(per[dds.EW], false))
	ev, err := c.Value(exact)
	if err != nil {
		return err
	}
	if rounded {
		nosValue := func(o weighting.Result) *big.Rat {
			for _, ov := range ev.Side(c.NonOffending).Outcomes {
				if ov.Result == o {
					return ov.Value
				}
			}
			if tv, err := c.Value(weighting.Plain(o)); err == nil {
				return tv.Side(c.NonOffending).Value
			}
			return new(big.Rat)
		}
		for _, s := range sides {
			if err := r.roundOutcomes(per[s], nosValue); err != nil {
				return err
			}
		}
	}
	chosen := weighting.Split(weighted(per[dds.NS], rounded), weighted(per[dds.EW], rounded))
	cv, err := c.Value(chosen)
	if err != nil {
		return err
	}
	if ev.Top != nil {
		res.Scoring.Top, _ = ev.Top.Float64()
	}
	for _, n := range cv.Notes {
		if strings.HasPrefix(n, "datum ") {
			continue // the report lists every datum (Result.Datums)
		}
		r.note("Scoring: " + capital(n) + ".")
	}
	score := [2]*big.Rat{cv.NS.Value, cv.EW.Value}

	// Each outcome's value to each side, from the exact valuation.
	value := func(side dds.Side, o weighting.Result) float64 {
		for _, ov := range ev.Side(side).Outcomes {
			if ov.Result == o {
				f, _ := ov.Value.Float64()
				return f
			}
		}
		// The other side's outcomes of a split score: value it alone.
		tv, err := c.Value(weighting.Plain(o))
		if err != nil {
			return math.NaN()
		}
		f, _ := tv.Side(side).Value.Float64()
		return f
	}
	adjSides := [][]dds.Side{{dds.NS, dds.EW}}
	if split {
		adjSides = [][]dds.Side{{dds.NS}, {dds.EW}}
	}
	for _, ss := range adjSides {
		adj := Adjustment{Sides: ss}
		for _, o := range per[ss[0]] {
			ro := Outcome{Played: played(o.result, c.Vulnerability), Weight: o.weight, Rounded: o.rounded}
			if o.into >= 0 {
				with := per[ss[0]][o.into].result
				ro.CountedWith = &with
			}
			ro.Value = [2]float64{value(dds.NS, o.result), value(dds.EW, o.result)}
			adj.Outcomes = append(adj.Outcomes, ro)
		}
		res.Adjustments = append(res.Adjustments, adj)
	}
	for _, s := range []dds.Side{dds.NS, dds.EW} {
		v, _ := score[s].Float64()
		ss := SideScore{Side: s, Value: v}
		if half := r.halfWidth(s, dists, value); half > 0 {
			ss.CI = Interval{Low: v - half, High: v + half}
		}
		res.Adjusted = append(res.Adjusted, ss)
	}
	table, err := c.Value(weighting.Plain(c.TableResult))
	if err != nil {
		return err
	}
	res.TableValue = [2]float64{table.NS.Float(), table.EW.Float()}
	res.Datums = c.datums(chosen)
	res.Sensitivity = c.sensitivity(chosen, split)
	r.chosen = chosen
	// Law 12C1(c)'s benefit of the doubt binds a split score whatever
	// follows: under Law 12C1(e) too, where the offenders receive their
	// adjusted score.
	if split && c.Law != Law1997 {
		if w, ok := c.wrongWay(chosen); ok {
			res.Warnings = append(res.Warnings, w)
		}
	}
	if c.SeriousError != nil {
		return r.seriousError(res, chosen, dists)
	}
	if c.Law == Law1997 {
		return r.assign1997(res, chosen)
	}
	r.damage(res, score[c.NonOffending], table.Side(c.NonOffending).Value)
	if res.Damage == Damaged && res.Scores[0].Value == res.Adjusted[0].Value && res.Scores[1].Value == res.Adjusted[1].Value {
		res.Award = &chosen
		if c.Knockout && chosen.IsSplit() {
			res.Scores[0].Basis, res.Scores[1].Basis = BasisKnockout, BasisKnockout
			tv, err := c.Value(chosen)
			if err != nil {
				return err
			}
			if res.KnockoutOwn, err = c.knockoutOwn(chosen, tv); err != nil {
				return err
			}
		}
	}
	return nil
}

// rawValue values a table's ruling on the case's board as Value does,
// without knockout averaging: each side's value from its own weights.
func (c *Case) rawValue(table weighting.Ruling) (weighting.TableValue, error) {
	b := &weighting.Board{Vul: c.Vulnerability, Tables: append([]weighting.Ruling{table}, c.Others()...), Expected: c.Expected}
	vals, err := c.Scoring.Score(b)
	if err != nil {
		return weighting.TableValue{}, err
	}
	return vals[0], nil
}

// knockoutOwn is each side's score from its own weights (NS's, EW's)
// when Value averaged table's non-balancing split score in knockout play
// (Law 12C4) into tv; nil when it did not.
func (c *Case) knockoutOwn(table weighting.Ruling, tv weighting.TableValue) (*[2]float64, error) {
	if !c.Knockout || !table.IsSplit() {
		return nil, nil
	}
	raw, err := c.rawValue(table)
	if err != nil {
		return nil, err
	}
	if raw.NS.Value.Cmp(tv.NS.Value) == 0 && raw.EW.Value.Cmp(tv.EW.Value) == 0 {
		return nil, nil // the sides' scores balanced: nothing averaged
	}
	return &[2]float64{raw.NS.Float(), raw.EW.Float()}, nil
}

// wrongWay checks a split score against Law 12C1(c), which gives the
// benefit of the doubt to the non-offending side and never to the
// offenders: the offenders' score from their own weights must not be
// better for them than the score the non-offenders' weights give them.
func (c *Case) wrongWay(split weighting.Ruling) (Warning, bool) {
	return wrongWay(c, split, c.NonOffending)
}

// wrongWay is Case.wrongWay for the non-offending side nos.
func wrongWay(c *Case, split weighting.Ruling, nos dds.Side) (Warning, bool) {
	if !split.IsSplit() || split.Artificial != nil {
		return Warning{}, false
	}
	os := nos.Other()
	own, err := c.rawValue(split)
	if err != nil {
		return Warning{}, false
	}
	fair, err := c.rawValue(weighting.Balanced(split.Side(nos)))
	if err != nil {
		return Warning{}, false
	}
	o, f := own.Side(os).Value, fair.Side(os).Value
	if o.Cmp(f) <= 0 {
		return Warning{}, false
	}
	of, _ := o.Float64()
	ff, _ := f.Float64()
	return Warning{Kind: WrongWaySplit, Side: os, Own: of, Fair: ff}, true
}

// damage is Law 12B1: the adjustment stands only when it is better for
// the non-offending side than the table result; otherwise there was no
// damage and the table result stands for both sides.
func (r *run) damage(res *Ruling, adjusted, table *big.Rat) {
	nos := r.c.NonOffending
	if adjusted.Cmp(table) > 0 {
		res.Damage = Damaged
		res.Scores = append([]SideScore(nil), res.Adjusted...)
		for i := range res.Scores {
			res.Scores[i].Basis = BasisAdjusted
		}
		// A split score compares each side with its own weights: the
		// offenders never gain from the ruling (Law 12B1), so where
		// their adjusted score is better for them than the table
		// result, they keep the table result.
		os := nos.Other()
		if v := res.TableValue[os]; res.Scores[os].Value > v {
			res.Scores[os] = SideScore{Side: os, Value: v, Basis: BasisOffenderTable}
		}
	} else {
		res.Damage = NoDamage
		res.Scores = []SideScore{{Side: dds.NS, Value: res.TableValue[dds.NS], Basis: BasisTableResult},
			{Side: dds.EW, Value: res.TableValue[dds.EW], Basis: BasisTableResult}}
	}
	// A verdict within the simulation's uncertainty is worth saying.
	for _, a := range res.Adjusted {
		if a.Side == nos && !a.CI.IsZero() && a.CI.Low <= res.TableValue[nos] && res.TableValue[nos] <= a.CI.High {
			r.note(fmt.Sprintf("The table result's value to %s lies within the 95 %% interval of the adjusted score: more samples (or --precision) would make the damage verdict surer.", nos))
		}
	}
}

// capital is s with its first letter in upper case.
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// halfWidth is the half-width of the 95 % interval of side's weighted
// score: each simulated scenario adds weight² × the variance of its
// outcomes' values over its deals / its number of deals (the scenarios
// are sampled independently; the normal approximation).
func (r *run) halfWidth(side dds.Side, dists []*sim.TrickDist, value func(dds.Side, weighting.Result) float64) float64 {
	ws, _, err := r.c.weights(side)
	if err != nil {
		return 0
	}
	variance := 0.0
	for i := range r.c.Scenarios {
		s := &r.c.Scenarios[i]
		d, w := dists[i], ws[i]
		if w == nil || d == nil || s.PassedOut || d.N < 2 || !kinds[s.How].samples() {
			continue
		}
		// The values of the deals' outcomes, each weighted by its count.
		var xs, counts []float64
		for t, n := range d.Count {
			if n == 0 {
				continue
			}
			o, _ := weighting.MakeResult(s.Contract, t)
			xs = append(xs, value(side, o))
			counts = append(counts, float64(n))
		}
		_, v := stat.MeanVariance(xs, counts) // unbiased: divides by N − 1
		wf, _ := w.Float64()
		variance += wf * wf * max(v, 0) / float64(d.N)
	}
	return sim.Z() * math.Sqrt(variance)
}

// seriousError applies Law 12C1(e) when the case claims it, through
// weighting.SeriousErrorValues: C is the case's fixed weighted results or
// the outcomes of its Without scenarios.
func (r *run) seriousError(res *Ruling, adjusted weighting.Ruling, dists []*sim.TrickDist) error {
	c := r.c
	se := c.SeriousError
	if se == nil {
		return nil
	}
	without := se.Without
	if without == nil {
		os, err := r.outcomesOf(dds.NS, dists, true)
		if err != nil {
			return err
		}
		without = weighted(os, false)
	}
	nos := se.Side
	b := weighting.Board{Vul: c.Vulnerability, Tables: c.Others(), Expected: c.Expected}
	aw, err := weighting.SeriousErrorValues(c.Scoring, b, nos, c.TableResult, weighting.Balanced(without), adjusted, se.Offenders)
	if err != nil {
		return err
	}
	f := func(x *big.Rat) float64 { v, _ := x.Float64(); return v }
	res.SeriousError = &SeriousErrorReport{Side: nos, Error: se.Error, A: f(aw.A), B: f(aw.B), C: f(aw.C),
		Without: without, Awarded: f(aw.NOS), Case: aw.Case, Offenders: se.Offenders}
	res.Damage = Damaged
	if aw.Case == weighting.NoDamage {
		res.Damage = NoDamage
	}
	res.Scores = make([]SideScore, 2)
	res.Scores[nos] = SideScore{Side: nos, Value: f(aw.NOS), Basis: BasisSeriousError}
	res.Scores[nos.Other()] = SideScore{Side: nos.Other(), Value: f(aw.OS), Basis: BasisRectified}
	switch {
	case aw.Case == weighting.NoDamage:
		res.Scores[0].Basis, res.Scores[1].Basis = BasisTableResult, BasisTableResult
	case se.Offenders == weighting.OffendersWithout:
		res.Scores[nos.Other()].Basis = BasisWithout
	}
	return nil
}

// datums are the Butler datums the values used: the table result's (A)
// and the adjusted score's (B), each the board's with that table in it,
// so they may differ; with a serious error, the one datum A, B and C
// were all valued against (the board's with the adjusted score in it).
// The report lists what entered each and what trimming dropped.
func (c *Case) datums(adjusted weighting.Ruling) []Datum {
	var out []Datum
	add := func(of DatumOf, r weighting.Ruling) {
		if d, ok := c.datum(of, r); ok {
			out = append(out, d)
		}
	}
	if c.SeriousError != nil {
		add(DatumOfSerious, adjusted)
		return out
	}
	add(DatumOfTable, weighting.Plain(c.TableResult))
	add(DatumOfAdjusted, adjusted)
	return out
}

// datum is the Butler datum of the board with table r in it; false at
// other forms of scoring.
func (c *Case) datum(of DatumOf, r weighting.Ruling) (Datum, bool) {
	m, ok := c.Scoring.(weighting.ButlerScoring)
	if !ok {
		return Datum{}, false
	}
	b := &weighting.Board{Vul: c.Vulnerability, Tables: append([]weighting.Ruling{r}, c.Others()...), Expected: c.Expected}
	d, err := m.Detail(b)
	if err != nil {
		return Datum{}, false
	}
	return Datum{Of: of, Value: d.Datum, Entries: d.Entered, Dropped: d.Dropped}, true
}

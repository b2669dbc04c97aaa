// measure_test.go: the measurement behind DefaultSamples — how often a
// decision made on n layouts agrees with one made on many, and what the
// disagreement costs. A measurement, not a test: it runs only with
// RULING_SD_MEASURE=1 (go test ./sim/singledummy -run MeasureSamples -v).

package singledummy

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/sim"
)

// Measurement sizes.
const (
	measureDeals     = 12  // random deals, each played out once
	measureTruth     = 128 // layouts of the reference decision
	measureRepeats   = 4   // draws of n layouts per decision and n
	measureFirstCard = 12  // decisions from the fourth trick ...
	measureLastCard  = 40  // ... to the tenth, where solving is cheap
	// measureVerdictMax is the layouts dealt for the verdicts compared
	// (the first 16, 20, ... of them).
	measureVerdictMax = 32
)

func TestMeasureSamples(t *testing.T) {
	if os.Getenv("RULING_SD_MEASURE") == "" {
		t.Skip("a measurement: set RULING_SD_MEASURE=1 to run it")
	}
	sizes := []int{2, 4, 8, 16, 32}
	seqAt := 3 // sizes[seqAt] is also decided sequentially on the same layouts
	variants := []seqTuning{{8, 4, false, 100}, {8, 4, true, 100}, {12, 4, false, 100}, {4, 4, true, 100}, {8, 8, true, 100}, {4, 4, true, 50}, {4, 4, true, 25}, {4, 4, true, 10}, {4, 4, true, 0}}
	seqAgree, seqUsed, seqCells := make([]int, len(variants)), make([]int, len(variants)), make([]int, len(variants))
	seqLoss := make([]float64, len(variants))
	s := solver.New(solver.Options{})
	solve := solverFunc(context.Background(), s)
	// The rule with verdicts: a verdict on VerdictLayouts(16) layouts
	// where it is clear, else the rule (variants[ruleAt]) on 16.
	ruleAt := 3
	var clear, verdictAgree, ruleAgreeClear, withAgree, twinned, twinChanged int
	var verdictLoss, ruleLossClear, withLoss float64
	// The rule with verdicts for each variant (twins left out).
	withAgreeV, withLossV := make([]int, len(variants)), make([]float64, len(variants))
	// The rule with verdicts on other numbers of layouts (the first of
	// the same measureVerdictMax).
	verdictSizes := []int{16, 20, 24, 28, 32}
	sizeAgree, sizeClear, sizeLoss := make([]int, len(verdictSizes)), make([]int, len(verdictSizes)), make([]float64, len(verdictSizes))
	var domDraws, domChanged, domAgree, domCells int
	var domLoss float64
	agree := make([]int, len(sizes))
	loss := make([]float64, len(sizes))
	points := 0
	_, err := sim.Sample(context.Background(), sim.SampleSpec{Seed: 77, N: measureDeals, Threads: 1}, func(i int, d dds.Deal) error {
		tab, err := s.Table(d)
		if err != nil {
			return err
		}
		// North-South declare in their best strain at their double-dummy level.
		c := dds.Contract{Level: 1, Strain: dds.NoTrump, Declarer: dds.North}
		best := -1
		for _, st := range dds.Strains {
			for _, seat := range []dds.Seat{dds.North, dds.South} {
				if n := tab.Tricks(st, seat); n > best {
					best, c.Strain, c.Declarer = n, st, seat
				}
			}
		}
		c.Level = max(1, best-6)
		opts := &Options{Seed: uint64(i)}
		p, err := play(context.Background(), d, c, opts, uint64(i), worker{solve: solve}, nil, false)
		if err != nil {
			return err
		}
		for k := measureFirstCard; k < measureLastCard; k += 3 {
			if p.Steps[k].Forced {
				continue
			}
			g := &game{deal: d, c: c, opts: opts, lengths: sim.NoLengths(), out: &Playout{}, solve: solve}
			g.pos = dds.Position{Hands: d, Trump: c.Strain, Leader: c.Leader(), Trick: make([]dds.Card, 0, 4)}
			for _, st := range p.Steps[:k] {
				g.record(st.Card)
			}
			cls := g.classes(g.pos.Legal())
			truth, _, _, _, err := g.choose(cls, measureTruth, uint64(1000*i+k), nil)
			if err != nil {
				return err
			}
			value := map[dds.Card]float64{}
			for _, ch := range truth {
				value[ch.Card] = ch.Tricks
			}
			declSide := g.pos.OnTurn().Side() == c.Declarer.Side()
			for j, n := range sizes {
				for rep := range measureRepeats {
					got, seqs, used, cells, err := g.choose(cls, n, uint64(7919*(1000*i+k)+100*j+rep+1), variants)
					if err != nil {
						return err
					}
					if j == seqAt {
						vvals, err := g.verdictValues(cls, max(measureVerdictMax, VerdictLayouts(n)), uint64(7919*(1000*i+k)+100*j+rep+1)^0x7665726469637473)
						if err != nil {
							return err
						}
						vd, ok, twins := g.verdictFrom(cls, vvals[:min(len(vvals), VerdictLayouts(n))])
						lossOf := func(c dds.Card) float64 {
							l := value[truth[0].Card] - value[c]
							if !declSide {
								l = -l
							}
							return l
						}
						rule := seqs[ruleAt][0].Card
						with := rule
						if !ok && twins != 0 {
							// The rule with the verdict's twins one choice (twins.go).
							twinned++
							_, tw, _, _, err := g.choose(withoutTwins(cls, twins), n, uint64(7919*(1000*i+k)+100*j+rep+1), variants[ruleAt:ruleAt+1])
							if err != nil {
								return err
							}
							with = tw[0][0].Card
							twinChanged += b2i(with != rule)
						}
						// The rule with verdicts, and where not clear without the
						// choices dominated on the verdict's first judgeExact layouts.
						withDom := with
						if !ok {
							dom := dominated(cls, vvals[:min(len(vvals), judgeExact)])
							if dom != 0 {
								domDraws++
								rest := withoutTwins(withoutTwins(cls, twins), dom)
								withDom = rest[0]
								if len(rest) > 1 {
									_, dm, _, dcells, err := g.choose(rest, n, uint64(7919*(1000*i+k)+100*j+rep+1), variants[ruleAt:ruleAt+1])
									if err != nil {
										return err
									}
									withDom = dm[0][0].Card
									domCells += dcells[0]
								}
								domChanged += b2i(withDom != with)
							}
						} else {
							withDom = vd
						}
						domAgree += b2i(withDom == truth[0].Card)
						domLoss += lossOf(withDom)
						if ok {
							with = vd
							clear++
							verdictAgree += b2i(vd == truth[0].Card)
							verdictLoss += lossOf(vd)
							ruleAgreeClear += b2i(rule == truth[0].Card)
							ruleLossClear += lossOf(rule)
						}
						withAgree += b2i(with == truth[0].Card)
						withLoss += lossOf(with)
						// Verdicts on fewer layouts (the first m of the same ones; twins left out).
						for a, m := range verdictSizes {
							wa := rule
							if va, oka, _ := g.verdictFrom(cls, vvals[:min(m, len(vvals))]); oka {
								wa = va
								sizeClear[a]++
							}
							sizeAgree[a] += b2i(wa == truth[0].Card)
							sizeLoss[a] += lossOf(wa)
						}
						for v, seq := range seqs {
							wv := seq[0].Card
							if ok {
								wv = vd
							}
							withAgreeV[v] += b2i(wv == truth[0].Card)
							withLossV[v] += lossOf(wv)
						}
					}
					for v, seq := range seqs {
						if j != seqAt {
							break
						}
						if seq[0].Card == truth[0].Card {
							seqAgree[v]++
						}
						l := value[truth[0].Card] - value[seq[0].Card]
						if !declSide {
							l = -l
						}
						seqLoss[v] += l
						seqUsed[v] += used[v]
						seqCells[v] += cells[v]
					}
					if got[0].Card == truth[0].Card {
						agree[j]++
					}
					l := value[truth[0].Card] - value[got[0].Card]
					if !declSide {
						l = -l
					}
					loss[j] += l
				}
			}
			points++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d decisions (cards %d–%d of %d random deals), reference %d layouts, %d draws each", points, measureFirstCard+1, measureLastCard, measureDeals, measureTruth, measureRepeats)
	t.Logf("%8s  %14s  %26s", "layouts", "same choice", "tricks lost per decision")
	m := float64(points * measureRepeats)
	for j, n := range sizes {
		t.Log(fmt.Sprintf("%8d  %13.1f%%  %26.3f", n, 100*float64(agree[j])/m, loss[j]/m))
	}
	for v, tu := range variants {
		t.Log(fmt.Sprintf("%8d  %13.1f%%  %26.3f  sequential %d+%d strict %v reach %d%%: %.1f layouts solved per decision, %.1f choice-layouts; with verdicts %.1f%%, %.3f lost", sizes[seqAt], 100*float64(seqAgree[v])/m, seqLoss[v]/m, tu.first, tu.step, tu.strict, tu.reach, float64(seqUsed[v])/m, float64(seqCells[v])/m, 100*float64(withAgreeV[v])/m, withLossV[v]/m))
	}
	tu := variants[ruleAt]
	t.Log(fmt.Sprintf("with verdicts (%d layouts, where clear; else sequential %d+%d strict %v on %d): %.1f%% same choice, %.3f tricks lost per decision; clear on %.1f%% of the draws, where the verdict agrees %.1f%% (%.3f lost) and the rule %.1f%% (%.3f lost)",
		VerdictLayouts(sizes[seqAt]), tu.first, tu.step, tu.strict, sizes[seqAt], 100*float64(withAgree)/m, withLoss/m, 100*float64(clear)/m,
		100*float64(verdictAgree)/float64(max(clear, 1)), verdictLoss/float64(max(clear, 1)), 100*float64(ruleAgreeClear)/float64(max(clear, 1)), ruleLossClear/float64(max(clear, 1))))
	for a, size := range verdictSizes {
		t.Log(fmt.Sprintf("with verdicts on %d layouts (twins left out): %.1f%% same choice, %.3f tricks lost per decision; clear on %.1f%% of the draws", size, 100*float64(sizeAgree[a])/m, sizeLoss[a]/m, 100*float64(sizeClear[a])/m))
	}
	t.Log(fmt.Sprintf("with verdicts, and where not clear the choices dominated on the verdict's first %d layouts left out: %.1f%% same choice, %.3f tricks lost per decision; %d draws left some out, %d chose otherwise", judgeExact, 100*float64(domAgree)/m, domLoss/m, domDraws, domChanged))
	t.Logf("twins (twins.go): where the verdict is not clear, %d draws had twins, and the rule with them one choice chose otherwise on %d", twinned, twinChanged)
}

// choose is a decision on n layouts dealt from stream seed: the choices,
// best first, with every class solved on every layout, and those of
// sequential sampling with each tuning on the same layouts with the
// number of layouts it solved.
func (g *game) choose(cls []dds.Card, n int, seed uint64, tunings []seqTuning) (full []Choice, seqs [][]Choice, used, cells []int, err error) {
	layouts, _, _, err := g.layouts(g.chooser(g.pos.OnTurn()), n, seed)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	ps := make([]dds.Position, len(layouts))
	for i, d := range layouts {
		ps[i] = g.position(d)
	}
	values, _, err := g.solve(ps, ^dds.Cards(0), nil)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	full = g.score(cls, values, allOf(len(cls), len(values)), g.pos.OnTurn())
	saved := g.opts.seq
	defer func() { g.opts.seq = saved }()
	for _, tu := range tunings {
		g.opts.seq = &tu
		sv, counts, err := g.sample(cls, len(values), func(from, to int, _ dds.Cards) ([][]dds.CardValue, error) {
			return values[from:to], nil
		})
		if err != nil {
			return nil, nil, nil, nil, err
		}
		seqs = append(seqs, g.score(cls, sv, counts, g.pos.OnTurn()))
		used = append(used, len(sv))
		k := 0
		for _, n := range counts {
			k += n
		}
		cells = append(cells, k)
	}
	return full, seqs, used, cells, nil
}

// verdictValues is the values of every choice on n layouts dealt from
// stream seed (as judge decides a verdict).
func (g *game) verdictValues(cls []dds.Card, n int, seed uint64) ([][]dds.CardValue, error) {
	layouts, _, _, err := g.layouts(g.chooser(g.pos.OnTurn()), n, seed)
	if err != nil {
		return nil, err
	}
	ps := make([]dds.Position, len(layouts))
	for i, d := range layouts {
		ps[i] = g.position(d)
	}
	values, _, err := g.solve(ps, ^dds.Cards(0), nil)
	return values, err
}

// verdictFrom is the verdict on the layouts of values: the choice at
// least as good as every other on each layout, and whether there is one.
// When there is none, twins is the verdict's twins (twins.go).
func (g *game) verdictFrom(cls []dds.Card, values [][]dds.CardValue) (c dds.Card, ok bool, twins dds.Cards) {
	for _, c := range cls {
		if bestEverywhere(c, cls, values) {
			// Candidates are equal on every layout: the verdict plays
			// the first in the choices' order (score's).
			return g.score(cls, values, allOf(len(cls), len(values)), g.pos.OnTurn())[0].Card, true, 0
		}
	}
	return 0, false, tiedTwins(g.twinPairs(cls), values)
}

// dominated is the choices of cls that another choice equals or beats on
// every layout's values and beats on one at least.
func dominated(cls []dds.Card, values [][]dds.CardValue) dds.Cards {
	var out dds.Cards
	for _, c := range cls {
		for _, o := range cls {
			if o == c {
				continue
			}
			worse, ever := true, false
			for _, vs := range values {
				vc, vo := valueOf(vs, c), valueOf(vs, o)
				if vc > vo {
					worse = false
					break
				}
				ever = ever || vc < vo
			}
			if worse && ever {
				out = out.With(c)
				break
			}
		}
	}
	return out
}

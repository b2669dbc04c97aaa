// estimate_test.go: Wilson intervals, trick estimates and lead tables with a stand-in solver whose answers are known.

package sim

import (
	"context"
	"math"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// countSolver is a stand-in solver: the declaring side takes as many
// tricks as the opening leader holds spades (0-13), and a lead is worth, to the defence,
// the number of cards of its suit the leader's side holds. Its answers are
// pure functions of the deal, so estimates with it can be checked exactly.
type countSolver struct{}

func (countSolver) Table(d dds.Deal) (dds.Table, error) { return dds.Table{}, nil }
func (countSolver) Tricks(d dds.Deal, t dds.Strain, leader dds.Seat) (int, error) {
	return d[leader].SuitLen(dds.Spades), nil
}
func (s countSolver) Trace(d dds.Deal, t dds.Strain, leader dds.Seat, play []dds.Card) ([]int, error) {
	x, _ := s.Tricks(d, t, leader)
	out := make([]int, len(play)+1)
	for i := range out {
		out[i] = x
	}
	return out, nil
}
func (countSolver) CardValues(p dds.Position) ([]dds.CardValue, error) {
	var out []dds.CardValue
	l := p.Leader
	for _, c := range p.Hands[l].List() {
		out = append(out, dds.CardValue{Card: c, Tricks: p.Hands[l].SuitLen(c.Suit()) + p.Hands[l.Partner()].SuitLen(c.Suit())})
	}
	return out, nil
}

func countFactory() (dds.Solver, error) { return countSolver{}, nil }

const board7 = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"

func estDeal(t *testing.T, s string) dds.Deal {
	t.Helper()
	d, err := dds.ParseDeal(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestWilson(t *testing.T) {
	// By hand, z = 1.959964: 120/1000 gives centre 0.121763, half 0.020146.
	for _, tc := range []struct {
		k, n   int
		lo, hi float64
	}{
		{120, 1000, 0.1013, 0.1416},
		{0, 10, 0, 0.2775},  // z²/(n+z²) = 3.8415/13.8415
		{10, 10, 0.7225, 1}, // n/(n+z²)
		{50, 100, 0.4038, 0.5962},
	} {
		lo, hi := Wilson(tc.k, tc.n)
		if math.Abs(lo-tc.lo) > 1e-4 || math.Abs(hi-tc.hi) > 1e-4 {
			t.Errorf("Wilson(%d, %d) = %.4f–%.4f, want %.4f–%.4f", tc.k, tc.n, lo, hi, tc.lo, tc.hi)
		}
	}
}

// The condition gives East (on lead against North) exactly four spades,
// so the stand-in's answer is 4 on every deal: probability 1.
func TestEstimateExactWhenDetermined(t *testing.T) {
	cond, err := ParseCondition("spades(east) == 4")
	if err != nil {
		t.Fatal(err)
	}
	v := DeclarerView{Deal: estDeal(t, board7), Declarer: dds.North, Strain: dds.Strain(dds.Spades), Condition: cond}
	d, _, err := EstimateTricks(context.Background(), v, Options{Seed: 1, Samples: 120, Solver: countFactory})
	if err != nil {
		t.Fatal(err)
	}
	if d.N != 120 || d.Count[4] != 120 || !d.Exact() || d.P(4) != 1 {
		t.Errorf("got %+v, want 120 deals of 4 tricks", d)
	}
}

// The same seed gives the same distribution at 1 and 2 threads; a number
// of samples that is not a multiple of the batch is honoured exactly.
func TestEstimateSameAtAnyThreads(t *testing.T) {
	cond, err := ParseCondition("hearts(east) >= 5")
	if err != nil {
		t.Fatal(err)
	}
	v := DeclarerView{Deal: estDeal(t, board7), Declarer: dds.North, Strain: dds.Strain(dds.Hearts), Condition: cond}
	var got []TrickDist
	for _, threads := range []int{1, 2} {
		d, _, err := EstimateTricks(context.Background(), v, Options{Seed: 9, Samples: 230, Threads: threads, Solver: countFactory})
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, d)
	}
	if got[0] != got[1] {
		t.Errorf("1 thread %v, 2 threads %v", got[0], got[1])
	}
	if got[0].N != 230 || got[0].Exact() {
		t.Errorf("distribution %v: want 230 deals of varying tricks", got[0])
	}
	// East-West hold 5 spades between them (North-South hold the other 8).
	for k := 6; k < 14; k++ {
		if got[0].Count[k] != 0 {
			t.Errorf("%d deals give East %d of the defenders' 5 spades", got[0].Count[k], k)
		}
	}
}

// With precision the run stops at the first batch boundary after
// MinPrecisionSamples where every interval is narrow enough: a fixed
// answer has a Wilson half-width of 0.0185 at 100 deals (< 0.05).
func TestEstimatePrecisionStops(t *testing.T) {
	cond, _ := ParseCondition("spades(east) == 4")
	v := DeclarerView{Deal: estDeal(t, board7), Declarer: dds.North, Strain: dds.NoTrump, Condition: cond}
	d, _, err := EstimateTricks(context.Background(), v, Options{Seed: 1, Samples: 5000, Precision: 0.05, Solver: countFactory})
	if err != nil {
		t.Fatal(err)
	}
	if d.N != MinPrecisionSamples {
		t.Errorf("stopped after %d deals, want %d", d.N, MinPrecisionSamples)
	}
}

func TestEstimateImpossibleCondition(t *testing.T) {
	cond, err := ParseCondition("spades(east) >= 5") // East-West hold 5 spades: possible
	if err != nil {
		t.Fatal(err)
	}
	v := DeclarerView{Deal: estDeal(t, board7), Declarer: dds.North, Strain: dds.NoTrump, Condition: cond}
	if _, _, err := EstimateTricks(context.Background(), v, Options{Seed: 1, Samples: 10, Solver: countFactory}); err != nil {
		t.Fatalf("possible condition: %v", err)
	}
	cond, _ = ParseCondition("spades(east) >= 6")
	v.Condition = cond
	_, _, err = EstimateTricks(context.Background(), v, Options{Seed: 1, Samples: 10, Solver: countFactory})
	if err == nil {
		t.Fatal("East given 6 of the defenders' 5 spades: accepted")
	}
	if _, ok := err.(*SolverError); ok {
		t.Errorf("an impossible condition reported as a solver failure: %v", err)
	}
}

func TestCandidateLeads(t *testing.T) {
	h, err := dds.ParseHand("KQJ9.A.T98.7532")
	if err != nil {
		t.Fatal(err)
	}
	leads, runs := CandidateLeads(h)
	want := []string{"SK", "S9", "HA", "DT", "C7", "C5", "C3"}
	if len(leads) != len(want) {
		t.Fatalf("leads %v, want %v", leads, want)
	}
	for i, c := range leads {
		if c.String() != want[i] {
			t.Errorf("lead %d = %s, want %s", i, c, want[i])
		}
	}
	if runs[0].Len() != 3 || runs[3].Len() != 3 || runs[6].Len() != 2 {
		t.Errorf("runs %v", runs)
	}
}

// With the stand-in, a lead's value is the leader's side's length in its
// suit, which varies with East's cards; the summary is checked against a
// direct count over the same deals.
func TestEstimateLeadsSummary(t *testing.T) {
	v := LeaderView{Deal: estDeal(t, board7), Declarer: dds.South, Strain: dds.NoTrump} // West leads
	set, _, err := EstimateLeads(context.Background(), v, 3, Options{Seed: 3, Samples: 200, Solver: countFactory})
	if err != nil {
		t.Fatal(err)
	}
	if set.Deals() != 200 {
		t.Fatalf("%d deals", set.Deals())
	}
	// West ♠3 ♥KJ6 ♦7643 ♣98765: one candidate per run of touching cards,
	// ♠3, ♥K, ♥J, ♥6, ♦7 (76), ♦4 (43), ♣9 (98765).
	if len(set.Leads) != 7 {
		t.Errorf("%d candidate leads %v, want 7", len(set.Leads), set.Leads)
	}
	sum := set.Summarize(3, func(d int) float64 { return float64(d) }, func(l, b int) float64 { return float64(l - b) })
	// The best lead has the highest mean; its score vs best is 0; the
	// others' scores are their mean minus the best's.
	best := sum[0]
	if !best.Best || best.Score != 0 {
		t.Errorf("first row %+v is not the best with score 0", best)
	}
	for _, l := range sum[1:] {
		if math.Abs(l.Score-(l.Defence-best.Defence)) > 1e-9 || l.Defence > best.Defence {
			t.Errorf("lead %s: score %v, defence %v, best %v", l.Lead, l.Score, l.Defence, best.Defence)
		}
	}
	// Each mean agrees with a direct count over the same deals.
	for k, c := range set.Leads {
		total := 0
		for _, x := range set.Tricks[k] {
			total += int(x)
		}
		for _, l := range sum {
			if l.Lead == c && math.Abs(l.Defence-float64(total)/200) > 1e-12 {
				t.Errorf("lead %s: mean %v, direct %v", c, l.Defence, float64(total)/200)
			}
		}
	}
}

// The intervals of a lead table, worked by hand on four deals. ♠A takes
// 3, 5, 5, 7 defence tricks: mean 5, sample variance (4+0+0+4)/3 = 8/3,
// standard error √(8/3)/2 = 0.816497, half-width × 1.959964 = 1.600304.
// ♥K takes 4, 4, 6, 6: mean 5 too (ties keep the card order, so ♠A is
// best); its differences from ♠A, 1, −1, 1, −1, have mean 0, variance
// 4/3, standard error 0.577350, half-width 1.131586. A single deal gives
// no interval.
func TestLeadIntervalsByHand(t *testing.T) {
	sa, hk := dds.NewCard(dds.Spades, dds.Ace), dds.NewCard(dds.Hearts, dds.King)
	set := &LeadSet{Leads: []dds.Card{sa, hk}, Runs: []dds.Cards{sa.Bit(), hk.Bit()},
		Tricks: [][]int8{{3, 5, 5, 7}, {4, 4, 6, 6}}}
	sum := set.Summarize(4, func(d int) float64 { return float64(d) }, func(l, b int) float64 { return float64(l - b) })
	near := func(got, want float64) bool { return math.Abs(got-want) < 1e-6 }
	a, k := sum[0], sum[1]
	if a.Lead != sa || !a.Best || !near(a.DefenceLow, 5-1.600304) || !near(a.DefenceHigh, 5+1.600304) || a.Score != 0 || a.ScoreLow != 0 {
		t.Errorf("♠A row %+v", a)
	}
	if k.Lead != hk || !near(k.Defence, 5) || !near(k.ScoreLow, -1.131586) || !near(k.ScoreHigh, 1.131586) {
		t.Errorf("♥K row %+v", k)
	}
	one := &LeadSet{Leads: []dds.Card{sa}, Runs: []dds.Cards{sa.Bit()}, Tricks: [][]int8{{6}}}
	if r := one.Summarize(4, func(d int) float64 { return float64(d) }, func(l, b int) float64 { return float64(l - b) })[0]; r.DefenceLow != 6 || r.DefenceHigh != 6 {
		t.Errorf("one deal: %+v", r)
	}
}

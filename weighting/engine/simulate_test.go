// simulate_test.go: a simulated scenario is the same at any thread count for one seed, and statistically the same for two seeds (chi-square).

package engine

import (
	"context"
	"reflect"
	"testing"

	"gonum.org/v1/gonum/stat"
	"gonum.org/v1/gonum/stat/distuv"
)

func TestSimulationSeeds(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates 450 deals")
	}
	c := loadExample(t, "misinformation-mp.toml")
	run := func(seed uint64, threads int) []TrickCount {
		r, err := Adjust(context.Background(), c, Options{Samples: 150, Seed: &seed, Threads: threads})
		if err != nil {
			t.Fatal(err)
		}
		return r.Scenarios[0].Tricks // 4♠ by North, simulated
	}
	a1, a2, b := run(1, 1), run(1, 2), run(2, 2)
	if !reflect.DeepEqual(a1, a2) {
		t.Errorf("seed 1: %v at one thread, %v at two", a1, a2)
	}
	// Homogeneity: the two seeds' counts against the pooled proportions.
	counts := map[int][2]float64{}
	for i, d := range [][]TrickCount{a1, b} {
		for _, tc := range d {
			x := counts[tc.Tricks]
			x[i] += float64(tc.Count)
			counts[tc.Tricks] = x
		}
	}
	var obs, exp []float64
	for _, x := range counts {
		pooled := (x[0] + x[1]) / 300
		for i := range 2 {
			obs = append(obs, x[i])
			exp = append(exp, pooled*150)
		}
	}
	df := float64(len(counts) - 1)
	if df < 1 {
		t.Skipf("one trick count only: %v", counts)
	}
	chi := stat.ChiSquare(obs, exp)
	if bound := (distuv.ChiSquared{K: df}).Quantile(0.9999); chi > bound {
		t.Errorf("seeds 1 and 2 differ: chi-square %.1f > %.1f (%v)", chi, bound, counts)
	}
}

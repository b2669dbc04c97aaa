// rules_test.go: an estimate under play rules — every simulated layout holds the penalty card where it lies (Law 50E1), the same seed gives the same distribution at one thread and two, and a fixed lead is traced under the rules.

package sim

import (
	"context"
	"reflect"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

func TestEstimateUnderRules(t *testing.T) {
	if testing.Short() {
		t.Skip("24 full deals solved under rules")
	}
	d, err := dds.ParseDeal("N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94")
	if err != nil {
		t.Fatal(err)
	}
	rules, err := dds.ParseRules([]string{"penalty E D7", "lead W not H"})
	if err != nil {
		t.Fatal(err)
	}
	d7, _ := dds.ParseCard("D7")
	lead, _ := dds.ParseCard("DA")
	for _, l := range []*dds.Card{nil, &lead} {
		v := DeclarerView{Deal: d, Declarer: dds.South, Strain: dds.Strain(dds.Spades), Rules: rules, Lead: l}
		run := func(threads int) TrickDist {
			opts := Options{Seed: 5, Samples: 6, Threads: threads, Solver: solver.Factory(solver.Options{MemoryMB: 16}),
				OnDeal: func(deal dds.Deal, _ int) error {
					if !deal[dds.East].Has(d7) {
						t.Fatalf("a layout without East's penalty card ♦7: %s", deal.PBN(dds.North))
					}
					return nil
				}}
			dist, _, err := EstimateTricks(context.Background(), v, opts)
			if err != nil {
				t.Fatal(err)
			}
			return dist
		}
		one, two := run(1), run(2)
		if one.N != 6 || !reflect.DeepEqual(one, two) {
			t.Errorf("lead %v: %v at one thread, %v at two", l, one, two)
		}
	}
}

// kind_dd_test.go: a dd scenario solved beside the simulation gives the answer solved in turn.

package engine

import (
	"context"
	"reflect"
	"testing"

	"github.com/ruling-bridge/ruling/dds/solver"
)

func TestDDBesideSimulation(t *testing.T) {
	c := loadExample(t, "misinformation-mp.toml")
	seed := uint64(3)
	run := func(threads int) *Ruling {
		r, err := Adjust(context.Background(), c, Options{Samples: 40, Seed: &seed, Threads: threads})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	one, two := run(1), run(2) // in turn; beside the simulation
	dd := -1
	for i := range c.Scenarios {
		if s := &c.Scenarios[i]; s.How == DoubleDummy && len(s.Rules) == 0 {
			dd = i
		}
	}
	if dd < 0 {
		t.Fatal("misinformation-mp.toml has no dd scenario")
	}
	for i := range c.Scenarios {
		if !reflect.DeepEqual(one.Scenarios[i].Tricks, two.Scenarios[i].Tricks) {
			t.Errorf("scenario %d: %v at one thread, %v at two", i, one.Scenarios[i].Tricks, two.Scenarios[i].Tricks)
		}
	}
	s := &c.Scenarios[dd]
	want, err := solver.New(solver.Options{}).Tricks(c.Deal, s.Contract.Strain, s.Contract.Declarer.LHO())
	if err != nil {
		t.Fatal(err)
	}
	if got := two.Scenarios[dd].Tricks; len(got) != 1 || got[0].Tricks != want {
		t.Errorf("dd scenario %d at two threads: %v, solved alone: %d tricks", dd, got, want)
	}
}

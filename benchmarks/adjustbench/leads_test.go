package main

import (
	"testing"
	"time"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

func TestReadLeadsJob(t *testing.T) {
	lj, err := readLeadsJob("../..", leadsCaseFile)
	if err != nil {
		t.Fatal(err)
	}
	if lj.view.Declarer != dds.North || lj.view.Strain != dds.Strain(dds.Spades) || lj.level != 4 {
		t.Errorf("contract: declarer %v strain %v level %d, want 4♠ by North", lj.view.Declarer, lj.view.Strain, lj.level)
	}
	if lj.view.Condition == nil || lj.cond == "" {
		t.Errorf("condition not read")
	}
	if lj.view.Leader() != dds.East {
		t.Errorf("leader %v, want East", lj.view.Leader())
	}
}

func TestRatio(t *testing.T) {
	s := time.Second
	if got := ratio(3*s, 2*s); got != 1.5 {
		t.Errorf("ratio = %v, want 1.5", got)
	}
	if got := ratio(s, 0); got != 0 {
		t.Errorf("ratio by 0 = %v, want 0", got)
	}
}

// --keep-tables: the Go solvers offer no Forget, and close as before.
func TestKeepingTables(t *testing.T) {
	s, err := keepingTables(solver.Reusing(solver.Options{MemoryMB: 8}))()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.(interface{ Forget() }); ok {
		t.Errorf("a keeping solver offers Forget")
	}
	if _, ok := s.(keeping); !ok {
		t.Errorf("the Go solver was not wrapped: %T", s)
	}
	if err := dds.Close(s); err != nil {
		t.Error(err)
	}
}

// kind_dd.go: double dummy on the actual deal (tricks = "dd"), solved beside the simulation where the run has workers to spare.

package engine

import (
	"fmt"
	"runtime"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

type ddKind struct{}

func (ddKind) samples() bool  { return false }
func (ddKind) weighted() bool { return true }

func (ddKind) check(c *Case, s *Scenario) error {
	if err := noLead(s, "tricks = \"dd\" finds the best lead itself; to fix a lead write lead = \"SK\" without tricks"); err != nil {
		return err
	}
	return noCondition(s)
}

func (ddKind) find(r *run, i int, s *Scenario, rep *ScenarioReport) (*sim.TrickDist, error) {
	if len(s.Rules) > 0 {
		t, err := r.ruledTricks(i, s, rep)
		if err != nil {
			return nil, err
		}
		d := &sim.TrickDist{}
		d.Add(t)
		return d, nil
	}
	var t int
	var err error
	if a := r.ddAhead[i]; a != nil {
		<-a.done
		t, err = a.tricks, a.err
	} else {
		solver, serr := r.solver()
		if serr != nil {
			return nil, serr
		}
		t, err = solver.Tricks(r.c.Deal, s.Contract.Strain, s.Contract.Declarer.LHO())
	}
	if err != nil {
		return nil, fmt.Errorf("double-dummy analysis: %v", err)
	}
	d := &sim.TrickDist{}
	d.Add(t)
	return d, nil
}

// ddSolve is a dd scenario's tricks solved ahead, beside the simulation
// (startDD): done is closed once tricks and err are set.
type ddSolve struct {
	done   chan struct{}
	tricks int
	err    error
}

// startDD solves the dd scenarios' tricks on a solver of their own, in a
// goroutine beside the scenarios that deal, when the run deals on more
// than one worker (a factory's solvers solve side by side, as the
// simulation's workers do): otherwise they are the one serial
// step of a ruling such as examples/misinformation-mp.toml's (3♥X on the
// actual deal, 56,548 nodes on a new table after 10,000 deals solved on
// two workers, about 1 % of the run). Each find then waits for its own;
// the answers are those solved in turn, so the report is the same.
func (r *run) startDD() {
	threads := r.o.Threads
	if threads <= 0 {
		threads = runtime.NumCPU()
	}
	if threads < 2 || !r.c.Simulates() {
		return
	}
	var ahead []int
	for i := range r.c.Scenarios {
		if s := &r.c.Scenarios[i]; s.How == DoubleDummy && len(s.Rules) == 0 {
			ahead = append(ahead, i)
		}
	}
	if len(ahead) == 0 {
		return
	}
	solver, err := r.factory()
	if err != nil {
		return // solved in turn, where the failure is reported
	}
	dds.StopWith(r.ctx, solver)
	r.ddAhead = map[int]*ddSolve{}
	for _, i := range ahead {
		r.ddAhead[i] = &ddSolve{done: make(chan struct{})}
	}
	go func() {
		defer dds.Close(solver)
		for _, i := range ahead {
			s, a := &r.c.Scenarios[i], r.ddAhead[i]
			a.tricks, a.err = solver.Tricks(r.c.Deal, s.Contract.Strain, s.Contract.Declarer.LHO())
			close(a.done)
		}
	}()
}

// rulesolver_test.go: RuledFactory's solvers close the solver they wrap.

package dds_test

import (
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// closingSolver is a RuleSolver that counts its Close calls.
type closingSolver struct {
	dds.RuleSolver
	closed *int
}

func (c closingSolver) Close() error { *c.closed++; return nil }

// TestRuledSolverCloses: a pool closes its workers' solvers; one made by
// RuledFactory passes the Close on to the solver it wraps (a remote
// solver frees its server's solver so).
func TestRuledSolverCloses(t *testing.T) {
	closed := 0
	f := dds.RuledFactory(func() (dds.Solver, error) { return closingSolver{closed: &closed}, nil }, nil)
	s, err := f()
	if err != nil {
		t.Fatal(err)
	}
	c, ok := s.(interface{ Close() error })
	if !ok {
		t.Fatal("a ruled solver has no Close")
	}
	if err := c.Close(); err != nil || closed != 1 {
		t.Errorf("Close: %v, the wrapped solver closed %d times", err, closed)
	}
}

// solver_test.go: Close — a solver that holds something is closed once, one that holds nothing is left alone.

package dds

import (
	"errors"
	"testing"
)

// closingSolver is a solver with a Close that counts its calls.
type closingSolver struct {
	fakeSolver
	closed *int
	err    error
}

func (c closingSolver) Close() error { *c.closed++; return c.err }

func TestClose(t *testing.T) {
	n := 0
	if err := Close(closingSolver{closed: &n}); err != nil || n != 1 {
		t.Errorf("a solver with Close: %v, %d calls, want nil and 1", err, n)
	}
	bad := errors.New("bad")
	if err := Close(closingSolver{closed: &n, err: bad}); err != bad || n != 2 {
		t.Errorf("its Close's error: %v, %d calls", err, n)
	}
	if err := Close(fakeSolver{}); err != nil {
		t.Errorf("a solver without Close: %v", err)
	}
}

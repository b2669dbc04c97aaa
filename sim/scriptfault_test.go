package sim

import (
	"errors"
	"fmt"
	"testing"
)

// TestScriptFault: a script's own evaluation error and a run that never
// dealt are the script's fault (at name:line:col, or name); a solver's
// failure and a failure after some deals are not.
func TestScriptFault(t *testing.T) {
	zero := &EvalError{Line: 3, Col: 14, Msg: "division by zero"}
	solver := &EvalError{Line: 2, Col: 5, Msg: "tricks(north, spades): no solver"}
	other := errors.New("disk full")
	cases := []struct {
		st   RunStats
		err  error
		want string // "" for nil
	}{
		{RunStats{}, zero, "x.dl:3:14: division by zero"},
		{RunStats{}, fmt.Errorf("worker: %w", zero), "x.dl:3:14: division by zero"},
		{RunStats{}, solver, ""},
		{RunStats{}, other, "x.dl: disk full"},
	}
	st := RunStats{}
	st.Tries = 5
	cases = append(cases, struct {
		st   RunStats
		err  error
		want string
	}{st, other, ""})
	for i, c := range cases {
		got := c.st.ScriptFault("x.dl", c.err)
		switch {
		case c.want == "" && got != nil:
			t.Errorf("case %d: %v: got %q, want nil", i, c.err, got)
		case c.want != "" && (got == nil || got.Error() != c.want):
			t.Errorf("case %d: %v: got %v, want %q", i, c.err, got, c.want)
		}
	}
}

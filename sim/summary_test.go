// summary_test.go: RunStats.WriteSummary (dealer's end-of-run lines) and EvalError.SolverFailure.

package sim

import (
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

func TestWriteSummary(t *testing.T) {
	var b strings.Builder
	st := RunStats{Stats: Stats{Tries: 200000, Accepted: 3, ExactSeats: []dds.Seat{dds.North, dds.South}, ExactShare: 0.25}}
	st.WriteSummary(&b, 42)
	want := "Generated 200000 hands\nProduced 3 hands\nAcceptance rate 0.0015%\n" +
		"Dealt shape first: North and South (shapes covering 25.00% of all deals); rate among wholly random deals 0.000375%\n" +
		"Initial random seed 42\n"
	if b.String() != want {
		t.Errorf("summary\n%s\nwant\n%s", b.String(), want)
	}
	b.Reset()
	RunStats{}.WriteSummary(&b, 7) // nothing dealt: no rate
	if want := "Generated 0 hands\nProduced 0 hands\nInitial random seed 7\n"; b.String() != want {
		t.Errorf("empty summary %q, want %q", b.String(), want)
	}
}

func TestSolverFailure(t *testing.T) {
	for msg, want := range map[string]bool{
		"tricks(north, spades): libdds is not available": true,
		"no solver for tricks()":                         true,
		"division by zero":                               false,
	} {
		if got := (&EvalError{Msg: msg}).SolverFailure(); got != want {
			t.Errorf("%q: SolverFailure %v, want %v", msg, got, want)
		}
	}
}

package weighting

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestMatchpoints(t *testing.T) {
	// +420 against +450, +420, +400, −50, +420: beats two, ties two.
	field := []float64{450, 420, 400, -50, 420}
	if got := Matchpoints(420, field, nil, EBU); got != 6 { // 2×2 + 2×1
		t.Errorf("EBU: got %v, want 6", got)
	}
	if got := Matchpoints(420, field, nil, ACBL); got != 3 { // 2×1 + 2×½
		t.Errorf("ACBL: got %v, want 3", got)
	}
	if got := Matchpoints(460, field, nil, EBU); got != 10 { // beats all five: top of 2(6−1)
		t.Errorf("top: got %v, want 10", got)
	}
	if got := EBU.Top(6); got != 10 {
		t.Errorf("EBU top of 6 = %v", got)
	}
	if got := ACBL.Top(6); got != 5 {
		t.Errorf("ACBL top of 6 = %v", got)
	}
	// A weighted table in the field: 40% of +420 and 60% of −100 count as
	// two fractional entries. +400 beats 0.6 of a result: 1.2 (EBU).
	if got := Matchpoints(400, []float64{420, -100}, []float64{0.4, 0.6}, EBU); !near(got, 1.2) {
		t.Errorf("weighted field: got %v, want 1.2", got)
	}
	// +420 ties 0.4 and beats 0.6: 0.4 + 1.2 = 1.6 EBU, 0.8 ACBL.
	if got := Matchpoints(420, []float64{420, -100}, []float64{0.4, 0.6}, EBU); !near(got, 1.6) {
		t.Errorf("weighted tie: got %v, want 1.6", got)
	}
	if got := Matchpoints(420, []float64{420, -100}, []float64{0.4, 0.6}, ACBL); !near(got, 0.8) {
		t.Errorf("weighted tie ACBL: got %v, want 0.8", got)
	}
}

// The EBU's published Neuberg example: ten results on a board where eleven
// were expected, top 20.
func TestNeubergEBUExample(t *testing.T) {
	scores := []float64{520, 500, 490, 480, 460, 450, 430, 420, 400, -50}
	want := []float64{19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1}
	for i, s := range scores {
		field := append(append([]float64{}, scores[:i]...), scores[i+1:]...)
		mp := Matchpoints(s, field, nil, EBU)
		if got := Neuberg(mp, 10, 11, EBU); !near(got, want[i]) {
			t.Errorf("%+v: got %v, want %v", s, got, want[i])
		}
		// The same in ACBL units is half of it.
		mpA := Matchpoints(s, field, nil, ACBL)
		if got := Neuberg(mpA, 10, 11, ACBL); !near(got, want[i]/2) {
			t.Errorf("%+v ACBL: got %v, want %v", s, got, want[i]/2)
		}
	}
	if got := Neuberg(7, 5, 5, EBU); got != 7 {
		t.Errorf("Neuberg with nothing missing changed 7 to %v", got)
	}
}

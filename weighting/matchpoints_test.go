package weighting

import (
	"math/big"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// mpOf is NS's matchpoints for score against field (bare NS scores) at
// vulnerability v, with expected results (0 for the field and the table).
func mpOf(t *testing.T, m MatchpointScoring, v dds.Vulnerability, expected int, table Ruling, field ...string) TableValue {
	t.Helper()
	b := &Board{Vul: v, Tables: append([]Ruling{table}, plains(t, field...)...), Expected: expected}
	vals, err := m.Score(b)
	if err != nil {
		t.Fatal(err)
	}
	return vals[0]
}

func TestMatchpoints(t *testing.T) {
	// +420 against +450, +420, +400, −50, +420: beats two, ties two.
	field := []string{"+450", "+420", "+400", "-50", "+420"}
	four := mustEntry(t, "+420")
	ratEq(t, "EBU", mpOf(t, MatchpointScoring{}, dds.VulNone, 0, four, field...).NS.Value, rat(6, 1))             // 2×2 + 2×1
	ratEq(t, "ACBL", mpOf(t, MatchpointScoring{Units: ACBL}, dds.VulNone, 0, four, field...).NS.Value, rat(3, 1)) // 2×1 + 2×½
	top := mpOf(t, MatchpointScoring{}, dds.VulNone, 0, mustEntry(t, "+460"), field...)
	ratEq(t, "top", top.NS.Value, rat(10, 1)) // beats all five: top of 2(6−1)
	ratEq(t, "EBU top of 6", top.Top, rat(10, 1))
	ratEq(t, "ACBL top of 6", MatchpointScoring{Units: ACBL}.Top(6), rat(5, 1))
	if got := ACBL.Top(6); got != 5 {
		t.Errorf("ACBL.Top(6) = %v, want 5", got)
	}
	// A weighted table in the field: 40% of +420 and 60% of −100 count as
	// two fractional entries. +400 beats 0.6 of a result: 1.2 (EBU).
	weightedField := "40% +420, 60% -100"
	ratEq(t, "weighted field", mpOf(t, MatchpointScoring{}, dds.VulNone, 0, mustEntry(t, "+400"), weightedField).NS.Value, rat(6, 5))
	// +420 ties 0.4 and beats 0.6: 0.4 + 1.2 = 1.6 EBU, 0.8 ACBL.
	ratEq(t, "weighted tie", mpOf(t, MatchpointScoring{}, dds.VulNone, 0, four, weightedField).NS.Value, rat(8, 5))
	ratEq(t, "weighted tie ACBL", mpOf(t, MatchpointScoring{Units: ACBL}, dds.VulNone, 0, four, weightedField).NS.Value, rat(4, 5))
}

// The EBU's published Neuberg example: ten results on a board where eleven
// were expected, top 20: MP′ = (MP+1)·11/10 − 1.
func TestNeubergEBUExample(t *testing.T) {
	scores := []string{"+520", "+500", "+490", "+480", "+460", "+450", "+430", "+420", "+400", "-50"}
	want := []string{"19.9", "17.7", "15.5", "13.3", "11.1", "8.9", "6.7", "4.5", "2.3", "0.1"}
	for i, s := range scores {
		field := append(append([]string{}, scores[:i]...), scores[i+1:]...)
		w, _ := new(big.Rat).SetString(want[i])
		tv := mpOf(t, MatchpointScoring{}, dds.VulNone, 11, mustEntry(t, s), field...)
		ratEq(t, s+" EBU", tv.NS.Value, w)
		ratEq(t, "top", tv.Top, rat(20, 1))
		// The same in ACBL units is half of it.
		tv = mpOf(t, MatchpointScoring{Units: ACBL}, dds.VulNone, 11, mustEntry(t, s), field...)
		ratEq(t, s+" ACBL", tv.NS.Value, new(big.Rat).Quo(w, rat(2, 1)))
	}
	// Nothing missing: no factoring, no note.
	tv := mpOf(t, MatchpointScoring{}, dds.VulNone, 0, mustEntry(t, "+520"), scores[1:]...)
	ratEq(t, "+520 with nothing missing", tv.NS.Value, rat(18, 1))
	if len(tv.Notes) != 0 {
		t.Errorf("notes %q with nothing missing", tv.Notes)
	}
}

// warnings_test.go: the safeguards on a split score (Law 12C1(c): the benefit of the doubt to the non-offending side, never to the offenders), worked by hand.

package engine

import (
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// splitCase is board 7, all vulnerable, matchpoints (EBU units), top 12:
// the field is +660 +650 +170 +140 -100 -200 and the table's 3♥= by East,
// -140, beats only -200: NS 2, EW 10. North-South are non-offending.
//
// 4♠= by North (+620) beats +170 +140 -100 -200: NS 8, EW 4.
// 4♠-1 by North (-100) beats -200 and ties -100: NS 3, EW 9.
//
// NS's weights 60/40: NS 0.6 × 8 + 0.4 × 3 = 6, more than 2: damage.
func splitCase(ew string) string {
	return `board = 7
deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
vulnerability = "All"
scoring = "matchpoints"
field = ["+660", "+650", "+170", "+140", "-100", "-200"]
non_offending = "NS"
table_result = "3H= E"
laws = ["16B1", "12C1(c)"]
[[scenario]]
result = "4S= N"
weight = { NS = "60%", EW = "` + ew + `%" }
[[scenario]]
result = "4S-1 N"
weight = { NS = "40%", EW = "` + map[string]string{"30": "70", "80": "20"}[ew] + `%" }
`
}

// The wrong-way split of the issue: EW, the offenders, weighted 30/70
// get 0.3 × 4 + 0.7 × 9 = 7.5 from their own weights; NS's 60/40 would
// give them 0.6 × 4 + 0.4 × 9 = 6. Their own weights favour them: the
// ruling warns (and still awards what the Director wrote).
func TestWrongWaySplitWarned(t *testing.T) {
	r := analyseText(t, "wrongway.toml", splitCase("30"), Options{})
	award, _ := scores(t, r)
	if !near(award[dds.NS], 6) || !near(award[dds.EW], 7.5) {
		t.Errorf("award %v, want NS 6, EW 7.5", award)
	}
	if len(r.Warnings) != 1 {
		t.Fatalf("warnings %+v, want one", r.Warnings)
	}
	w := r.Warnings[0]
	if w.Kind != WrongWaySplit || w.Side != dds.EW || !near(w.Own, 7.5) || !near(w.Fair, 6) {
		t.Errorf("warning %+v, want WrongWaySplit for EW, own 7.5, fair 6", w)
	}
}

// A proper split: EW 80/20 get 0.8 × 4 + 0.2 × 9 = 5, less than the 6
// NS's weights would give them: no warning.
func TestProperSplitNotWarned(t *testing.T) {
	r := analyseText(t, "proper.toml", splitCase("80"), Options{})
	award, _ := scores(t, r)
	if !near(award[dds.NS], 6) || !near(award[dds.EW], 5) {
		t.Errorf("award %v, want NS 6, EW 5", award)
	}
	if len(r.Warnings) != 0 {
		t.Errorf("warnings %+v, want none", r.Warnings)
	}
}

// ruling weigh's split: without the non-offending side the check cannot
// be made (said); with it, "NS: 4S= N; EW: 4S-1 N" gives each side the
// result it likes — EW 9 from their own, 4 from NS's weights.
func TestWeighSplitWarnings(t *testing.T) {
	c, err := ParseCaseData("w.toml", []byte(splitCase("30")), nil, ".")
	if err != nil {
		t.Fatal(err)
	}
	x, err := Weigh(c, "NS: 4S= N; EW: 4S-1 N", WeighOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(x.Warnings) != 1 || x.Warnings[0].Kind != SplitUnchecked {
		t.Errorf("without the non-offending side: %+v", x.Warnings)
	}
	nos := dds.NS
	x, err = Weigh(c, "NS: 4S= N; EW: 4S-1 N", WeighOptions{NonOffending: &nos})
	if err != nil {
		t.Fatal(err)
	}
	if len(x.Warnings) != 1 || x.Warnings[0].Kind != WrongWaySplit || !near(x.Warnings[0].Own, 9) || !near(x.Warnings[0].Fair, 4) {
		t.Errorf("NS non-offending: %+v", x.Warnings)
	}
	// EW non-offending: EW's own 4S-1 N is what the non-offenders'
	// weights give; NS (offending) get 8 from their own 4S= N against
	// 3 from EW's weights: wrong way too.
	ew := dds.EW
	x, _ = Weigh(c, "NS: 4S= N; EW: 4S-1 N", WeighOptions{NonOffending: &ew})
	if len(x.Warnings) != 1 || x.Warnings[0].Side != dds.NS || !near(x.Warnings[0].Own, 8) || !near(x.Warnings[0].Fair, 3) {
		t.Errorf("EW non-offending: %+v", x.Warnings)
	}
	// A balanced ruling: nothing to check.
	x, _ = Weigh(c, "60% 4S= N, 40% 4S-1 N", WeighOptions{})
	if len(x.Warnings) != 0 {
		t.Errorf("balanced: %+v", x.Warnings)
	}
	if !strings.Contains(x.Table.Entry(), "60%") {
		t.Errorf("entry %q", x.Table.Entry())
	}
}

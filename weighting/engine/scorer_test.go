// scorer_test.go: the scorer's view (every other table's new value) and the sensitivity table, worked by hand.

package engine

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// testdata/worked/scorer-cross-imps.toml: cross-IMPs, North-South vulnerable, field +620 +170 -100, the table's
// 3♥= by East (−140); the adjusted score 50 % 4♠= (+620), 50 % 4♠-1
// (−100). Each table against the three others, divided by 3:
//
//	+620  before: v +170 +10, −100 +12, −140 +13 = 35/3
//	      now:    +10, +12, v the table ½ × 0 + ½ × 12 = 6: 28/3
//	+170  before: v +620 −10, −100 +7, −140 +7 = 4/3
//	      now:    −10, +7, ½ × −10 + ½ × 7 = −1.5: −4.5/3 = −1.5
//	−100  before: −12, −7, v −140 +1 = −18/3 = −6
//	      now:    −12, −7, ½ × −12 + ½ × 0 = −6: −25/3
//
// East-West's are the negatives (a balancing ruling).
func TestScorerViewCrossIMPs(t *testing.T) {
	r := analyseText(t, "x.toml", workedCase(t, "scorer-cross-imps.toml"), Options{})
	v := r.Scorer
	if v == nil || len(v.Tables) != 3 || v.Datum != nil {
		t.Fatalf("scorer %+v", v)
	}
	want := [][2]float64{{35.0 / 3, 28.0 / 3}, {4.0 / 3, -1.5}, {-6, -25.0 / 3}}
	for i, w := range want {
		row := v.Tables[i]
		if !near(row.Before[dds.NS], w[0]) || !near(row.Now[dds.NS], w[1]) || !near(row.Now[dds.EW], -w[1]) {
			t.Errorf("table %d (%s): before %v, now %v; want NS %v → %v", i+2, row.Ruling.String(), row.Before, row.Now, w[0], w[1])
		}
	}
	// Sensitivity: the table's +620 is 22/3 (v +620 0, +170 +10, −100
	// +12), −100 is −19/3 (−12, −7, 0); 50/50: +0.5. 4♠= at 40 %:
	// 0.4 × 22/3 + 0.6 × −19/3 = −0.8667; at 60 %: +1.8667.
	if len(r.Sensitivity) != 2 {
		t.Fatalf("sensitivity %+v", r.Sensitivity)
	}
	s := r.Sensitivity[0]
	if s.Result.String() != "4S= N" || !s.HasDown || !s.HasUp || !near(s.Down[dds.NS], -2.6/3) || !near(s.Up[dds.NS], 5.6/3) || !near(s.Up[dds.EW], -5.6/3) {
		t.Errorf("sensitivity of 4♠=: %+v", s)
	}
	if s := r.Sensitivity[1]; !near(s.Down[dds.NS], 5.6/3) || !near(s.Up[dds.NS], -2.6/3) {
		t.Errorf("sensitivity of 4♠-1: %+v", s)
	}
}

// workedCase is a case file of testdata/worked, as text.
func workedCase(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "worked", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// butlerCase is board 1 at Butler, love all, field +420 +420 +450 +170
// −50, the table's 4♠-2 by North (−100), weighted 60 % 4♠= and 40 % 4♠-1
// by North: the scorer's view here and the datums of a serious error
// (TestButlerDatums) are worked on it by hand.
const butlerCase = `board = 1
deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
scoring = "butler"
field = ["+420", "+420", "+450", "+170", "-50"]
non_offending = "NS"
table_result = "4S-2 N"
[[scenario]]
result = "4S= N"
weight = "60%"
[[scenario]]
result = "4S-1 N"
weight = "40%"
`

// butlerCase's scorer's view. With the table result in the datum: (−100
// − 50 + 170 + 420 + 420 + 450) / 6 = 218.3 → +220, so +420 is +200, 5
// IMPs. With the weighted adjusted score out of it: 1410 / 5 = 282 →
// +280: +140, 4 IMPs.
func TestScorerViewButler(t *testing.T) {
	r := analyseText(t, "b.toml", butlerCase, Options{})
	v := r.Scorer
	if v == nil || v.Datum == nil || *v.Datum != 280 || v.DatumBefore == nil || *v.DatumBefore != 220 {
		t.Fatalf("scorer %+v", v)
	}
	if row := v.Tables[0]; row.Before[dds.NS] != 5 || row.Now[dds.NS] != 4 || row.Now[dds.EW] != -4 {
		t.Errorf("+420: %+v, want 5 → 4", row)
	}
}

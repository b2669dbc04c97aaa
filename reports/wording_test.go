// wording_test.go: the ruling's wording — outcomes that rounding took to 0 % left out, a knockout's averaging shown.

package reports

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

func TestWordingOmitsRoundedZero(t *testing.T) {
	made, down, down3 := played(t, "4S= N"), played(t, "4S-1 N"), played(t, "4S-3 N")
	pct := func(p int64) *big.Rat { return big.NewRat(p, 100) }
	r := &engine.Ruling{
		Scoring: engine.ScoringInfo{Form: weighting.MatchpointScoring{}, Top: 12},
		Method:  engine.Method{Round: 5},
		Adjustments: []engine.Adjustment{{Sides: []dds.Side{dds.NS, dds.EW}, Outcomes: []engine.Outcome{
			{Played: made, Weight: pct(61), Rounded: pct(60), Value: [2]float64{8, 4}},
			{Played: down, Weight: pct(38), Rounded: pct(40), Value: [2]float64{3.5, 8.5}},
			{Played: down3, Weight: pct(1), Rounded: pct(0), Value: [2]float64{0, 12}, CountedWith: &down.Result},
		}}},
		Scores: []engine.SideScore{{Side: dds.NS, Value: 6.2}, {Side: dds.EW, Value: 5.8}},
	}
	got := Wording(r)
	if strings.Contains(got, "4♠-3") || strings.Contains(got, " 0 %") {
		t.Errorf("wording names an outcome rounded to 0 %%: %s", got)
	}
	if !strings.Contains(got, "60 % 4♠= by N, 40 % 4♠-1 by N") {
		t.Errorf("wording %q lacks the two outcomes", got)
	}
	// The folded outcome is named in the method, with the one it joined.
	if got := strings.Join(methodLines(r), "\n"); !strings.Contains(got, "4♠-3 by N (1 %) counted with 4♠-1 by N.") {
		t.Errorf("method lines lack the fold:\n%s", got)
	}
	// Without rounding the exact weights are used, 1 % included.
	for i := range r.Adjustments[0].Outcomes {
		r.Adjustments[0].Outcomes[i].Rounded = nil
	}
	r.Method.Round = 0
	if got := Wording(r); !strings.Contains(got, "1 % 4♠-3 by N") {
		t.Errorf("unrounded wording %q lacks the 1 %% outcome", got)
	}
}

// Text and Markdown reports drop control characters from user text: a
// title cannot clear the screen, recolour the terminal, add lines or
// reorder what a reader sees.
func TestControlCharactersStripped(t *testing.T) {
	r := weightedRuling(t)
	r.Title = "Board 7\x1b[2J\x1b]0;pwned\x07\nFake line\r\u202eevil"
	r.Scenarios[0].Name = "No double\x00 of 3♥\x9b"
	r.Scenarios[0].Condition = "hcp(east) >= 10\n# Ruling"
	r.Notes = []string{"note\x1b[31m red"}
	for _, e := range []Encoder{Text{}, Markdown{}} {
		var b strings.Builder
		if err := e.Encode(&b, r); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		for _, bad := range []string{"\x1b", "\x07", "\x00", "\r", "\u202e", "\x9b", "\nFake line", "\n# Ruling"} {
			if strings.Contains(out, bad) {
				t.Errorf("%T output holds %q", e, bad)
			}
		}
		if !strings.Contains(out, "pwned Fake line evil") || !strings.Contains(out, "No double of 3♥") {
			t.Errorf("%T: the text itself is lost:\n%s", e, out[:200])
		}
	}
}

// A simulated scenario's fixed lead is shown in every format.
func TestSimulatedLeadShown(t *testing.T) {
	r := weightedRuling(t)
	da := card(t, "DA")
	r.Scenarios[0].Lead = engine.OpeningLead{Text: "DA", Card: &da}
	for _, name := range Formats {
		e, _ := ByName(name)
		var b strings.Builder
		if err := e.Encode(&b, r); err != nil {
			t.Fatal(err)
		}
		want := "opening lead: ♦A"
		if name == "json" {
			want = `"lead": "♦A"`
		}
		if !strings.Contains(b.String(), want) {
			t.Errorf("%s report lacks %q", name, want)
		}
	}
}

// Butler datums are listed in every format with what trimming dropped.
func TestDatumsShown(t *testing.T) {
	r := weightedRuling(t)
	one := big.NewRat(1, 1)
	var in []weighting.DatumEntry
	for _, s := range []int64{-100, -50, 170, 420, 420, 450} {
		in = append(in, weighting.DatumEntry{Score: big.NewRat(s, 1), Weight: one})
	}
	r.Datums = []engine.Datum{{Of: engine.DatumOfTable, Value: 240, Entries: in, Dropped: []weighting.DatumEntry{in[0], in[5]}}}
	want := map[string]string{
		"text": "Datum for the table result (A): +240, the mean of -100, -50, +170, +420, +420, +450 less -100, +450 (dropped by trimming), rounded to the nearest 10.",
		"json": `"dropped": [`,
	}
	want["md"] = want["text"]
	want["html"] = strings.ReplaceAll(want["text"], "+", "&#43;") // html/template's escape
	for _, name := range Formats {
		e, _ := ByName(name)
		var b strings.Builder
		if err := e.Encode(&b, r); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), want[name]) {
			t.Errorf("%s report lacks %q", name, want[name])
		}
	}
}

// A knockout's split score (Law 12C4), worked by hand. IMPs, North-South
// vulnerable, the other room +170; the table's 3♥= by East (−140) is NS
// −7. 4♠= by North (+620) is +450: NS +10; 4♠-1 (−100) is −270: NS −7.
// NS's weights 50/50 give NS 0.5 × 10 − 0.5 × 7 = +1.5; EW's 80/20 give
// EW −(0.8 × 10 − 0.2 × 7) = −6.6. They do not balance: both sides
// receive the average, NS (1.5 + 6.6) / 2 = +4.05, EW −4.05. The ruling
// shows each side's own score and the average, so that it can be checked.
func TestKnockoutWording(t *testing.T) {
	text := `board = 7
deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
vulnerability = "NS"
scoring = "imps"
vs = "+170"
non_offending = "NS"
table_result = "3H= E"
laws = ["16B1"]
[options]
knockout = true
[[scenario]]
result = "4S= N"
weight = { NS = "50%", EW = "80%" }
[[scenario]]
result = "4S-1 N"
weight = { NS = "50%", EW = "20%" }
`
	r := adjustText(t, "ko.toml", text)
	if o := r.KnockoutOwn; o == nil || math.Abs(o[dds.NS]-1.5) > 1e-9 || math.Abs(o[dds.EW]+6.6) > 1e-9 {
		t.Fatalf("knockout own scores %v, want NS +1.5, EW -6.6", o)
	}
	want := []string{
		"Score adjusted (Law 12C1(c)), after an infraction of Law 16B1: the sides' weighted scores do not balance, so in knockout play each is worked out on its own and both sides receive the average (Law 12C4):",
		"NS (non-offending): 50 % 4♠= by N, 50 % 4♠-1 by N — NS +1.5 IMPs.",
		"EW (offending): 80 % 4♠= by N, 20 % 4♠-1 by N — EW -6.6 IMPs.",
		"The average, to both sides: NS +4.05 IMPs, EW -4.05 IMPs.",
	}
	if got := WordingLines(r); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("wording\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The same weights for both sides are one balanced score: nothing
	// averaged, no own scores.
	if r = adjustText(t, "ko.toml", strings.Replace(strings.Replace(text, `EW = "80%"`, `EW = "50%"`, 1), `EW = "20%"`, `EW = "50%"`, 1)); r.KnockoutOwn != nil {
		t.Errorf("the same weights for both sides: own %v", r.KnockoutOwn)
	}
}

// adjustText is the ruling of a case given as text, ruled with the
// engine's defaults.
func adjustText(t *testing.T, name, text string) *engine.Ruling {
	t.Helper()
	c, err := engine.ParseCaseData(name, []byte(text), nil, ".")
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.Adjust(context.Background(), c, engine.Options{Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// An artificial score names each side by its role when the award fits it
// (A60/40 with NS non-offending); when it does not, by Law 12C2(a)'s
// responsibility: A60/60 (EW "in no way at fault", +3 IMPs each),
// A60/50 (EW "only partly at fault", 0), A50/40 (NS, the non-offending
// side, "only partly at fault").
func TestArtificialRoles(t *testing.T) {
	text := `board = 7
deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
vulnerability = "NS"
scoring = "imps"
vs = "+170"
non_offending = "NS"
laws = ["7B1"]
artificial = "%s"
`
	for _, tc := range []struct{ award, ns, ew string }{
		{"A60/40", "NS (non-offending): average plus (60 %) — NS +3 IMPs", "EW (offending): average minus (40 %) — EW -3 IMPs"},
		{"A60/60", "NS (non-offending): average plus (60 %) — NS +3 IMPs", "EW (in no way at fault): average plus (60 %) — EW +3 IMPs"},
		{"A60/50", "NS (non-offending): average plus (60 %)", "EW (only partly at fault): average (50 %) — EW 0 IMPs"},
		{"A50/40", "NS (only partly at fault): average (50 %) — NS 0 IMPs", "EW (offending): average minus (40 %)"},
	} {
		r := adjustText(t, "art.toml", fmt.Sprintf(text, tc.award))
		got := Wording(r)
		if tc.award == "A60/40" {
			// One balanced score: both sides on one line.
			if !strings.Contains(got, "for both sides") || strings.Contains(got, "fault") {
				t.Errorf("%s: %s", tc.award, got)
			}
			continue
		}
		if !strings.Contains(got, "\n"+tc.ns) || !strings.Contains(got, "\n"+tc.ew) {
			t.Errorf("%s: wording\n%s\nwant lines starting %q and %q", tc.award, got, tc.ns, tc.ew)
		}
		// Each side's line in every format, HTML and Markdown included.
		for _, name := range Formats {
			e, _ := ByName(name)
			var b strings.Builder
			if err := e.Encode(&b, r); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(b.String(), strings.SplitN(tc.ew, ":", 2)[0]) {
				t.Errorf("%s, %s: no %q", tc.award, name, strings.SplitN(tc.ew, ":", 2)[0])
			}
		}
	}
}

// The report states the IMP scale of Law 12C2(c) its values used: Law
// 12C2(b)'s 3 IMPs a 10 % by default, else the case's session_imp_scale
// (2: NS's 63.5 % is (63.5 − 50) × 2 / 10 = +2.7 IMPs), in the unit's
// singular for 1.
func TestSessionScaleLine(t *testing.T) {
	for _, tc := range []struct {
		scale *big.Rat
		want  string
	}{
		{nil, "counts 3 IMPs for each 10 percentage points from 50 % (Law 12C2(b)"},
		{big.NewRat(2, 1), "counts 2 IMPs for each 10 percentage points from 50 %, the case's session_imp_scale"},
		{big.NewRat(1, 1), "counts 1 IMP for each 10 percentage points"},
		{big.NewRat(5, 2), "counts 2.5 IMPs for each"},
	} {
		if got := sessionScaleLine(tc.scale); !strings.Contains(got, tc.want) {
			t.Errorf("scale %v: %q, want %q in it", tc.scale, got, tc.want)
		}
	}
}

// The scorer's view at cross-IMPs, as the report prints it (the case is
// weighting/engine's testdata/worked/scorer-cross-imps.toml, its figures
// worked by hand in TestScorerViewCrossIMPs): field +620 +170
// −100, North-South vulnerable, the table's 3♥= by East replaced by 50 %
// 4♠= (+620), 50 % 4♠-1 (−100). The adjusted table: +620 is 22/3 (v +620
// 0, +170 +10, −100 +12), −100 is −19/3: NS +0.5. Every other table's
// value before and now: +620 35/3 → 28/3, +170 4/3 → −1.5, −100 −6 → −25/3.
func TestScorerSection(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "weighting", "engine", "testdata", "worked", "scorer-cross-imps.toml"))
	if err != nil {
		t.Fatal(err)
	}
	r := adjustText(t, "x.toml", string(data))
	lines := scorerLines(r)
	if len(lines) != 1 || !strings.HasPrefix(lines[0], "At cross-IMPs the adjusted score changes every other table's value: give the scoring program the adjusted table's scores (NS +0.5 IMPs, EW -0.5 IMPs)") {
		t.Errorf("scorer lines %q", lines)
	}
	want := [][]string{
		{"2", "NS +620", "+11.67", "+9.33", "-11.67", "-9.33"},
		{"3", "NS +170", "+1.33", "-1.5", "-1.33", "+1.5"},
		{"4", "NS -100", "-6", "-8.33", "+6", "+8.33"},
	}
	if g := scorerGrid(r); fmt.Sprint(g.Rows) != fmt.Sprint(want) {
		t.Errorf("scorer rows %v, want %v", g.Rows, want)
	}
}

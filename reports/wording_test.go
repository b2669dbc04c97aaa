// wording_test.go: the ruling's wording leaves out outcomes that rounding took to 0 %.

package reports

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

func TestWordingOmitsRoundedZero(t *testing.T) {
	made := Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 10, NSScore: 620}
	down := Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 9, NSScore: -100}
	down3 := Result{Contract: "4♠", Declarer: dds.North, Level: 4, Tricks: 7, NSScore: -300}
	r := &Ruling{
		Scoring: Scoring{Name: "matchpoints", Unit: "matchpoints", Top: 12},
		Method:  Method{Round: 5},
		Adjustments: []Adjustment{{Sides: []dds.Side{dds.NS, dds.EW}, Outcomes: []Outcome{
			{Played: made, Weight: 0.61, Rounded: 0.6, Value: [2]float64{8, 4}},
			{Played: down, Weight: 0.38, Rounded: 0.4, Value: [2]float64{3.5, 8.5}},
			{Played: down3, Weight: 0.01, Rounded: 0, Value: [2]float64{0, 12}},
		}}},
		Scores: []SideScore{{Side: dds.NS, Value: 6.2}, {Side: dds.EW, Value: 5.8}},
	}
	got := Wording(r)
	if strings.Contains(got, "three off") || strings.Contains(got, ", 0 % of") {
		t.Errorf("wording names an outcome rounded to 0 %%: %s", got)
	}
	if !strings.Contains(got, "60 % of 4♠ by North making, 40 % of 4♠ by North one off") {
		t.Errorf("wording %q lacks the two outcomes", got)
	}
	// Without rounding the exact weights are used, 1 % included.
	r.Method.Round = 0
	if got := Wording(r); !strings.Contains(got, "1 % of 4♠ by North three off") {
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
	r.Scenarios[0].Lead = "DA"
	for _, name := range Formats {
		e, _ := ByName(name)
		var b strings.Builder
		if err := e.Encode(&b, r); err != nil {
			t.Fatal(err)
		}
		want := "opening lead: DA"
		if name == "json" {
			want = `"lead": "DA"`
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
	r.Datums = []Datum{{Of: "the table result (A)", Value: 240, Entries: in, DroppedEntries: []weighting.DatumEntry{in[0], in[5]}}}
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

// singledummy_test.go: single-dummy evidence and breakdowns in every format.

package reports

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// sdRuling is weightedRuling with its simulated scenario played single
// dummy: 100 playouts, 9 tricks 40 times and 10 tricks 60; double dummy
// 10 tricks every time. Mean 9.6 against 10: −0.4. Split by where the
// ♥K lies (West 70 deals, making 80 %; East 30, making 13.3 %).
func sdRuling(t testing.TB) *engine.Ruling {
	r := weightedRuling(t)
	s := &r.Scenarios[0]
	s.How, s.Samples = SingleDummy, 100
	s.Tricks = []engine.TrickCount{
		{Tricks: 9, Count: 40, P: 0.4, CI: engine.Interval{Low: 0.3094, High: 0.4980}},
		{Tricks: 10, Count: 60, P: 0.6, CI: engine.Interval{Low: 0.5020, High: 0.6906}},
	}
	s.SingleDummy = &SingleDummyEvidence{View: "actual", Playouts: 100, Layouts: 16,
		DoubleDummy: []engine.TrickCount{{Tricks: 10, Count: 100, P: 1, CI: engine.Interval{Low: 0.963, High: 1}}},
		MeanSD:      9.6, MeanDD: 10, MeanDiff: -0.4, DiffCI: engine.Interval{Low: -0.497, High: -0.303},
		MakesSD: 0.6, MakesSDCI: engine.Interval{Low: 0.5020, High: 0.6906}, MakesDD: 1, MakesDDCI: engine.Interval{Low: 0.963, High: 1}}
	s.Breakdown = []BreakdownTable{{Expr: "hascard(west, KH)", DoubleDummy: true, Rows: []BreakdownRow{
		{Label: "no", Deals: 30, Share: 0.3, ShareCI: engine.Interval{Low: 0.219, High: 0.396}, Mean: 9.133, Makes: 0.133, MakesCI: engine.Interval{Low: 0.053, High: 0.297}, DDMean: 10, DDMakes: 1},
		{Label: "yes", Deals: 70, Share: 0.7, ShareCI: engine.Interval{Low: 0.604, High: 0.781}, Mean: 9.8, Makes: 0.8, MakesCI: engine.Interval{Low: 0.691, High: 0.877}, DDMean: 10, DDMakes: 1},
	}}}
	return r
}

func encodeString(t *testing.T, e Encoder, r *engine.Ruling) string { return string(encode(t, e, r)) }

// TestVerdictWords: the sentence on verdicts only where the playouts
// used them (many playouts of the actual deal).
func TestVerdictWords(t *testing.T) {
	for _, tc := range []struct {
		ev   SingleDummyEvidence
		want bool
	}{
		{SingleDummyEvidence{View: "actual", Playouts: 100, Layouts: 16}, true},
		{SingleDummyEvidence{View: "actual", Playouts: 7, Layouts: 16}, false},
		{SingleDummyEvidence{View: "declarer", Playouts: 100, Layouts: 16}, false},
	} {
		if got := verdictWords(&tc.ev) != ""; got != tc.want {
			t.Errorf("%+v: verdict sentence %v, want %v", tc.ev, got, tc.want)
		}
	}
}

func TestSingleDummyFormats(t *testing.T) {
	r := sdRuling(t)
	wants := []string{"single dummy, 100 playouts", "100 playouts of the actual deal", "up to 16 layouts",
		"setting aside after the first 4 layouts (8 in the first trick)", "clear on 24 layouts", "claimed the rest",
		"tricks) in 60.0 % of playouts", "double dummy on the same deals: 100.0 %",
		"single minus double dummy -0.4", "hascard(west, KH)"}
	for name, e := range map[string]Encoder{"text": Text{}, "markdown": Markdown{}, "html": HTML{}} {
		out := encodeString(t, e, r)
		if name == "markdown" {
			out = strings.ReplaceAll(out, `\`, "")
		}
		for _, w := range wants {
			if !strings.Contains(out, w) {
				t.Errorf("%s: no %q in\n%s", name, w, out)
			}
		}
		// The side-by-side table: 9 tricks 40 % single dummy, 0 % double.
		if !strings.Contains(out, "40.0 %") || !strings.Contains(out, "80.0 %") {
			t.Errorf("%s: the distributions or the breakdown rows are missing", name)
		}
	}
	page := encodeString(t, HTML{}, r)
	wellFormed(t, []byte(page))
	if strings.Count(page, "<svg") != 2 || !strings.Contains(page, "single dummy</text>") || !strings.Contains(page, "double dummy</text>") {
		t.Errorf("HTML: want a two-series chart with its legend")
	}
	var doc struct {
		Scenarios []struct {
			SingleDummy *struct {
				Playouts int     `json:"playouts"`
				MeanDiff float64 `json:"mean_difference"`
				DD       []struct {
					Tricks int `json:"tricks"`
				} `json:"double_dummy_tricks"`
			} `json:"single_dummy"`
			Breakdown []struct {
				Expr string `json:"expr"`
				Rows []struct {
					Value   string   `json:"value"`
					DDMakes *float64 `json:"double_dummy_p_make"`
				} `json:"rows"`
			} `json:"breakdown"`
		} `json:"scenarios"`
	}
	if err := json.Unmarshal([]byte(encodeString(t, JSON{}, r)), &doc); err != nil {
		t.Fatal(err)
	}
	s0, s1 := doc.Scenarios[0], doc.Scenarios[1]
	if s0.SingleDummy == nil || s0.SingleDummy.Playouts != 100 || s0.SingleDummy.MeanDiff != -0.4 || len(s0.SingleDummy.DD) != 1 {
		t.Errorf("JSON single_dummy %+v", s0.SingleDummy)
	}
	if len(s0.Breakdown) != 1 || len(s0.Breakdown[0].Rows) != 2 || s0.Breakdown[0].Rows[1].Value != "yes" || s0.Breakdown[0].Rows[1].DDMakes == nil {
		t.Errorf("JSON breakdown %+v", s0.Breakdown)
	}
	if s1.SingleDummy != nil || s1.Breakdown == nil || len(s1.Breakdown) != 0 {
		t.Errorf("a fixed scenario: single_dummy %v, breakdown %v; want null and []", s1.SingleDummy, s1.Breakdown)
	}
	_ = dds.North
}

// kind_singledummy_test.go: tricks = "single-dummy" — playouts beside double dummy, the breakdown, the keys and their errors, the round trip.

package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The two-way finesse of package singledummy's tests: 7NT by South needs
// the spade queen guessed; double dummy always makes it.
const sdCase = `
title = "Single dummy"
board = 1
deal = "N:AJ92.AKQ.AKQ.AK2 543.8762.8762.76 KT8.543.543.Q543 Q76.JT9.JT9.JT98"
scoring = "total"
non_offending = "NS"
table_result = "6NT+1 S"
seed = 3
samples = 40

[[scenario]]
name = "7NT played"
contract = "7NT"
declarer = "S"
tricks = "single-dummy"
samples = 4
layouts = 4
weight = "50%"

[[scenario]]
name = "7NT, declarer's view"
contract = "7NT"
declarer = "S"
tricks = "single-dummy"
view = "declarer"
samples = 4
breakdown = ["hascard(west, QS)", "spades(east)"]
layouts = 4
weight = "50%"
`

func TestSingleDummyScenario(t *testing.T) {
	r := analyseText(t, "sd.toml", sdCase, Options{Threads: 2})
	if len(r.Scenarios) != 2 {
		t.Fatalf("%d scenarios", len(r.Scenarios))
	}
	for k, s := range r.Scenarios {
		ev := s.SingleDummy
		if ev == nil || ev.Playouts != 4 || s.Samples != 4 || ev.Layouts != 4 {
			t.Fatalf("scenario %d: evidence %+v", k, ev)
		}
		n, sum := 0, 0
		for _, row := range s.Tricks {
			n += row.Count
			sum += row.Count * row.Tricks
		}
		if n != 4 || !near(float64(sum)/4, ev.MeanSD) {
			t.Errorf("scenario %d: %d playouts in the distribution, mean %v vs %v", k, n, float64(sum)/4, ev.MeanSD)
		}
		if k == 0 && (len(ev.DoubleDummy) != 1 || ev.DoubleDummy[0].Tricks != 13 || ev.MakesDD != 1) {
			t.Errorf("actual deal: double dummy %+v, want 13 tricks every time", ev.DoubleDummy)
		}
		if !near(ev.MeanDiff, ev.MeanSD-ev.MeanDD) {
			t.Errorf("scenario %d: mean difference %v, want %v − %v", k, ev.MeanDiff, ev.MeanSD, ev.MeanDD)
		}
	}
	if r.Scenarios[0].Breakdown != nil {
		t.Error("a breakdown with none asked")
	}
	b := r.Scenarios[1].Breakdown
	if len(b) != 2 || !b[0].DoubleDummy || b[0].Expr != "hascard(west, QS)" {
		t.Fatalf("breakdown %+v", b)
	}
	deals := 0
	for _, row := range b[0].Rows {
		deals += row.Deals
		if row.Label != "yes" && row.Label != "no" {
			t.Errorf("row label %q", row.Label)
		}
	}
	if deals != 4 {
		t.Errorf("breakdown rows hold %d deals, want 4", deals)
	}
}

func TestSingleDummyKeys(t *testing.T) {
	base := strings.SplitN(sdCase, "[[scenario]]", 2)[0]
	for _, tc := range []struct{ scenario, want string }{
		{`contract = "4S"` + "\ndeclarer = \"S\"\ntricks = \"dd\"\nsamples = 5\nweight = \"100%\"", "samples in a scenario is the number of playouts"},
		{`contract = "4S"` + "\ndeclarer = \"S\"\ntricks = \"single-dummy\"\nsamples = 0\nweight = \"100%\"", "samples = 0: want 1 to"},
		{`contract = "4S"` + "\ndeclarer = \"S\"\ntricks = \"single-dummy\"\nview = \"dummy\"\nweight = \"100%\"", `view "dummy"`},
		{`contract = "4S"` + "\ndeclarer = \"S\"\ntricks = \"dd\"\nview = \"declarer\"\nweight = \"100%\"", "view is used only with"},
		{`contract = "4S"` + "\ndeclarer = \"S\"\ntricks = \"dd\"\nbreakdown = [\"hascard(west, KH)\"]\nweight = \"100%\"", "breakdown splits sampled deals"},
		{`contract = "4S"` + "\ndeclarer = \"S\"\ntricks = \"simulate\"\nbreakdown = [\"hascard(west, KH\"]\nweight = \"100%\"", "breakdown \"hascard(west, KH\""},
		{`contract = "4S"` + "\ndeclarer = \"S\"\ntricks = \"simulate\"\nlayouts = 8\nweight = \"100%\"", "layouts is used only with"},
		{`contract = "4S"` + "\ndeclarer = \"S\"\ntricks = \"single-dummy\"\nlayouts = 5000\nweight = \"100%\"", "layouts = 5000: want 1 to"},
		{`contract = "4S"` + "\ndeclarer = \"S\"\ntricks = \"single-dummy\"\nlead = \"SA\"\nweight = \"100%\"", "chooses his lead himself"},
	} {
		text := base + "[[scenario]]\n" + tc.scenario + "\n"
		_, err := ParseCaseData("bad.toml", []byte(text), nil, ".")
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "bad.toml:") {
			t.Errorf("%s: error %v, want one at a line naming %q", tc.scenario, err, tc.want)
		}
	}
}

func TestSingleDummyRoundTrip(t *testing.T) {
	c, err := ParseCaseData("sd.toml", []byte(sdCase), nil, ".")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := EncodeCase(&b, c); err != nil {
		t.Fatal(err)
	}
	c2, err := ParseCaseData("again.toml", b.Bytes(), nil, ".")
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	for i := range c.Scenarios {
		p, q := c.Scenarios[i].Play, c2.Scenarios[i].Play
		if p.Samples != q.Samples || p.Layouts != q.Layouts || p.View != q.View || strings.Join(p.Breakdown, "|") != strings.Join(q.Breakdown, "|") {
			t.Errorf("scenario %d: %+v after the round trip, want %+v", i, q, p)
		}
	}
}

// TestSimulateBreakdown: a simulated scenario split by where a card lies;
// the rows add up to the scenario's deals and their tricks to its
// distribution.
func TestSimulateBreakdown(t *testing.T) {
	text := strings.SplitN(sdCase, "[[scenario]]", 2)[0] + `
[[scenario]]
name = "7NT simulated"
contract = "7NT"
declarer = "S"
tricks = "simulate"
breakdown = ["hascard(west, QS)"]
weight = "100%"
`
	r := analyseText(t, "sim.toml", text, Options{Threads: 2})
	s := r.Scenarios[0]
	if len(s.Breakdown) != 1 || s.Breakdown[0].DoubleDummy {
		t.Fatalf("breakdown %+v", s.Breakdown)
	}
	deals := 0
	for _, row := range s.Breakdown[0].Rows {
		deals += row.Deals
	}
	if deals != s.Samples || deals != 40 {
		t.Errorf("rows hold %d deals, the scenario %d", deals, s.Samples)
	}
}

// TestSingleDummyExample: the single-dummy example (kept out of examples/*.toml,
// which the CLI tests run in full, because its playouts take minutes) reads,
// round-trips and has its two kinds of scenario.
func TestSingleDummyExample(t *testing.T) {
	c, err := ParseCase(os.DirFS(filepath.Join("..", "..", "examples", "single-dummy")), "board3.toml")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Scenarios) != 2 || c.Scenarios[0].How != SingleDummy || c.Scenarios[0].Play.Samples != 40 || len(c.Scenarios[1].Play.Breakdown) != 2 {
		t.Fatalf("scenarios %+v", c.Scenarios)
	}
	var b bytes.Buffer
	if err := EncodeCase(&b, c); err != nil {
		t.Fatal(err)
	}
	if _, err := ParseCaseData("again.toml", b.Bytes(), nil, "."); err != nil {
		t.Fatal(err)
	}
}

// case_test.go: case files — the examples read as intended, and malformed files fail with their message.

package engine

import (
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/internal/wantfile"
	"github.com/ruling-bridge/ruling/weighting"
)

// Each malformed case file's first line is "# want: MESSAGE", the exact
// message ruling must give (file:line: problem), written by hand.
func TestMalformedCases(t *testing.T) {
	for _, f := range wantfile.Read(t, 15, filepath.Join("testdata", "cases")) {
		t.Run(f.Name, func(t *testing.T) {
			_, err := ParseCaseData(filepath.Base(f.Path), f.Data, os.DirFS("testdata"), "cases")
			if err == nil {
				t.Fatalf("accepted; want %q", f.Want)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Errorf("error %v is not an *Error", err)
			}
			if err.Error() != f.Want {
				t.Errorf("error\n got: %s\nwant: %s", err, f.Want)
			}
		})
	}
}

// exampleText is the text of examples/NAME (a bundled case).
func exampleText(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "examples", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// loadExample parses examples/NAME, the one way the tests load a bundled case.
func loadExample(t *testing.T, name string) *Case {
	t.Helper()
	c, err := ParseCaseData(name, []byte(exampleText(t, name)), nil, ".")
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return c
}

func pct(n, d int64) *big.Rat { return big.NewRat(n, d) }

func TestExampleCases(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "examples", "*.toml"))
	if len(files) < 3 {
		t.Fatalf("%d examples, want 3", len(files))
	}
	for _, f := range files {
		loadExample(t, filepath.Base(f))
	}

	// Board 7: dealer South, both vulnerable (the 16-board cycle).
	c := loadExample(t, "misinformation-mp.toml")
	if c.Board != 7 || c.Dealer != dds.South || c.Vulnerability != dds.VulAll {
		t.Errorf("board %d dealer %v vul %v, want 7 S All", c.Board, c.Dealer, c.Vulnerability)
	}
	mp, ok := c.Scoring.(weighting.MatchpointScoring)
	if !ok || len(c.Field) != 6 || mp.Units != weighting.EBU || c.NonOffending != dds.NS {
		t.Errorf("scoring %v field %v non-offending %v", c.Scoring, c.Field, c.NonOffending)
	}
	if c.Samples != 1000 || c.Seed == nil || *c.Seed != 7 || c.TableResult.String() != "3H= E" {
		t.Errorf("samples %d seed %v table %v", c.Samples, c.Seed, c.TableResult)
	}
	if len(c.Scenarios) != 2 {
		t.Fatalf("%d scenarios", len(c.Scenarios))
	}
	s0, s1 := c.Scenarios[0], c.Scenarios[1]
	if s0.How != Simulate || s0.Contract.String() != "4S" || s0.Contract.Declarer != dds.North || s0.Condition == "" ||
		s0.Weight[dds.NS].Value.Cmp(pct(60, 100)) != 0 || s0.Weight[dds.EW].Value.Cmp(pct(60, 100)) != 0 {
		t.Errorf("scenario 1 = %+v", s0)
	}
	if s1.How != DoubleDummy || s1.Contract.String() != "3HX" || s1.Contract.Declarer != dds.East || s1.Weight[dds.NS].Value.Cmp(pct(40, 100)) != 0 {
		t.Errorf("scenario 2 = %+v", s1)
	}
	if c.Split() || c.SeriousError != nil {
		t.Error("split or serious error where there is none")
	}
	// The scenario header lines, counted by hand in the file.
	if l, k := c.pos.line("scenario#0"), c.pos.line("scenario#0.condition"); l != 56 || k != 64 {
		t.Errorf("scenario 1 at line %d, condition at %d; want 56 and 64", l, k)
	}

	// Board 12: dealer West, North-South vulnerable.
	c = loadExample(t, "lead-penalty-imps.toml")
	if c.Dealer != dds.West || c.Vulnerability != dds.VulNS || c.Vs == nil || c.Vs.String() != "4S= N" {
		t.Errorf("dealer %v vul %v vs %v", c.Dealer, c.Vulnerability, c.Vs)
	}
	hows := []string{}
	for _, s := range c.Scenarios {
		hows = append(hows, string(s.How)+":"+s.Lead.Text)
	}
	if strings.Join(hows, " ") != "leads: lead:hearts lead:not hearts" {
		t.Errorf("scenarios %v", hows)
	}
	if c.Scenarios[0].Weight[dds.NS].Value != nil {
		t.Error("the leads scenario has a weight")
	}
	if s := c.Scenarios[1]; s.Lead.Suit == nil || *s.Lead.Suit != dds.Hearts || s.Lead.Not {
		t.Errorf("lead hearts read as %v not=%v", s.Lead.Suit, s.Lead.Not)
	}
	if s := c.Scenarios[2]; s.Lead.Suit == nil || *s.Lead.Suit != dds.Hearts || !s.Lead.Not {
		t.Errorf("lead not hearts read as %v not=%v", s.Lead.Suit, s.Lead.Not)
	}
	// Lines counted by hand in the file.
	if c.pos["samples"] != 33 || c.pos["options.knockout"] != 36 || c.pos["vs"] != 28 {
		t.Errorf("lines: samples %d, options.knockout %d, vs %d; want 33, 36, 28",
			c.pos["samples"], c.pos["options.knockout"], c.pos["vs"])
	}

	c = loadExample(t, "split-serious-error.toml")
	if ci, ok := c.Scoring.(weighting.CrossIMPScoring); !c.Split() || !ok || ci.DivideByN {
		t.Errorf("split %v scoring %v", c.Split(), c.Scoring)
	}
	if w := c.Scenarios[0].Weight; w[dds.NS].Value.Cmp(pct(70, 100)) != 0 || w[dds.EW].Value.Cmp(pct(80, 100)) != 0 {
		t.Errorf("split weights %v / %v", w[dds.NS].Text, w[dds.EW].Text)
	}
	if s := c.Scenarios[1]; s.How != Fixed || s.Made != 9 || s.Contract.Declarer != dds.North {
		t.Errorf("scenario 2 = %+v", s)
	}
	if e := c.SeriousError; e == nil || e.Side != dds.NS || weighting.Balanced(e.Without).Entry() != "5HX-2 E" {
		t.Errorf("serious error = %+v", e)
	}
}

// Weights as Directors write them, read exactly, through weighting's
// grammar: a bare number with a decimal point is a probability (0.4 is
// 40 %), in a case file as in ruling weigh.
func TestWeights(t *testing.T) {
	for _, tc := range []struct {
		in      any
		value   *big.Rat
		snapped bool
	}{
		{"60%", pct(60, 100), false},
		{"60 %", pct(60, 100), false},
		{"33.3%", pct(333, 1000), true},
		{"1/3", pct(1, 3), false},
		{"2/3", pct(2, 3), false},
		{0.4, pct(40, 100), false},
		{"0.125", pct(1, 8), false},
	} {
		w, err := readWeight(tc.in)
		if err != nil || w.Value.Cmp(tc.value) != 0 || (w.Snapped != nil) != tc.snapped {
			t.Errorf("readWeight(%v) = %v %v, %v; want %v %v", tc.in, w.Value, w.Snapped, err, tc.value, tc.snapped)
		}
	}
	for _, bad := range []any{"0%", "101%", "60", int64(25), "x%", "1/0", "-5%", true, 40.0} {
		if _, err := readWeight(bad); err == nil {
			t.Errorf("readWeight(%v) accepted", bad)
		}
	}
}

// Three thirds written as 33.3 % are read as 1/3 each (with a note);
// 1/3 + 1/3 + 1/3 is exactly 100 %.
func TestThirds(t *testing.T) {
	for _, w := range [][3]string{{"33.3%", "33.3%", "33.3%"}, {"1/3", "1/3", "1/3"}, {"33.3%", "33.3%", "33.4%"}} {
		text := totalHead + scenarioLines("4S= N", `"`+w[0]+`"`, "4S-1 N", `"`+w[1]+`"`, "4S+1 N", `"`+w[2]+`"`)
		if _, err := ParseCaseData("t.toml", []byte(text), nil, "."); err != nil {
			t.Errorf("%v: %v", w, err)
		}
	}
	text := totalHead + scenarioLines("4S= N", `"33%"`, "4S-1 N", `"66.9%"`)
	if _, err := ParseCaseData("t.toml", []byte(text), nil, "."); err == nil || !strings.Contains(err.Error(), "weights sum to 99.9%, not 100%") {
		t.Errorf("33%% + 66.9%%: %v", err)
	}
}

// A deal from a PBN file, by board number, with the file's dealer and vulnerability.
func TestCaseFromPBN(t *testing.T) {
	pbn := "[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n[Deal \"N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765\"]\n"
	fsys := fstest.MapFS{"cases/s.pbn": {Data: []byte(pbn)}}
	text := "board = 3\npbn = \"s.pbn\"\nscoring = \"total\"\nnon_offending = \"EW\"\ntable_result = \"+100\"\n" +
		"[[scenario]]\nresult = \"4S-1 N\"\nweight = \"100%\"\n"
	fsys["cases/t.toml"] = &fstest.MapFile{Data: []byte(text)}
	c, err := ParseCase(fsys, "cases/t.toml")
	if err != nil {
		t.Fatal(err)
	}
	want, _ := dds.ParseDeal("N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765")
	if c.Deal != want || c.Dealer != dds.South || c.Vulnerability != dds.VulEW {
		t.Errorf("deal %v dealer %v vul %v", c.Deal, c.Dealer, c.Vulnerability)
	}
	text = strings.Replace(text, "board = 3", "board = 4", 1)
	if _, err := ParseCaseData("t.toml", []byte(text), fsys, "cases"); err == nil || err.Error() != "t.toml:2: pbn: s.pbn has no board 4" {
		t.Errorf("board 4: %v", err)
	}
}

// Every bundled example is a whole ruling form — event, facts, auction,
// the Laws with the infraction's first — and between them they cover
// every form of scoring, a split score, Law 12C1(e) and an artificial
// score with Law 12C2(c).
func TestExamplesAreRulingForms(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "examples", "*.toml"))
	more, _ := filepath.Glob(filepath.Join("..", "..", "examples", "*", "*.toml"))
	files = append(files, more...)
	if len(files) < 8 {
		t.Fatalf("examples: %v", files)
	}
	forms := map[string]bool{}
	var split, serious, session bool
	for _, path := range files {
		c, err := ParseCase(os.DirFS(filepath.Dir(path)), filepath.Base(path))
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		f := c.Form
		if f.Event == "" || f.Facts == "" || c.Auction == nil || len(f.Laws) == 0 || strings.HasPrefix(f.Laws[0], "12") {
			t.Errorf("%s: not a whole ruling form: event %q, facts %d bytes, auction %v, laws %v", path, f.Event, len(f.Facts), c.Auction, f.Laws)
		}
		forms[c.Scoring.Name()] = true
		split = split || c.Split()
		serious = serious || c.SeriousError != nil
		session = session || c.Artificial != nil && c.Session.Given()
	}
	for _, n := range weighting.ScoringNames() {
		if !forms[n] {
			t.Errorf("no example at %s", n)
		}
	}
	if !split || !serious || !session {
		t.Errorf("split %v, 12C1(e) %v, artificial with 12C2(c) %v: want an example of each", split, serious, session)
	}
}

// case_test.go: case files — the examples read as intended, and malformed files fail with their message.

package main

import (
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// noFiles is the PBN reader for cases that name no PBN file.
func noFiles(name string) ([]byte, error) { return nil, os.ErrNotExist }

// Each malformed case file's first line is "# want: MESSAGE", the exact
// message ruling must give (file:line: problem), written by hand.
func TestMalformedCases(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "cases", "*.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 15 {
		t.Fatalf("%d malformed cases, want at least 15", len(files))
	}
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(strings.TrimSuffix(name, ".toml"), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			first, _, _ := strings.Cut(string(data), "\n")
			want, ok := strings.CutPrefix(first, "# want: ")
			if !ok {
				t.Fatalf("first line %q is not \"# want: MESSAGE\"", first)
			}
			_, err = parseCase(name, data, noFiles)
			if err == nil {
				t.Fatalf("accepted; want %q", want)
			}
			var u *usageError
			if !errors.As(err, &u) {
				t.Errorf("error %v is not bad input (exit status 2)", err)
			}
			if err.Error() != want {
				t.Errorf("error\n got: %s\nwant: %s", err, want)
			}
		})
	}
}

// Bad input must reach the user as exit status 2 and a ruling: error: line.
func TestCaseErrorExitStatus(t *testing.T) {
	_, err := parseCase("x.toml", []byte("board = 7\nfoo = 1\n"), noFiles)
	var out strings.Builder
	if code := report(&out, err); code != exitUsage || out.String() != "ruling: error: x.toml:2: unknown key \"foo\" (a typo must not silently change a ruling; see examples/ for the keys)\n" {
		t.Errorf("status %d, stderr %q", code, out.String())
	}
}

func loadExample(t *testing.T, name string) *caseFile {
	t.Helper()
	path := filepath.Join("..", "..", "examples", name)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c, err := parseCase(name, data, noFiles)
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
	if c.Scoring != "matchpoints" || len(c.Field) != 6 || c.Options.Units != "ebu" || c.NonOffending != dds.NS {
		t.Errorf("scoring %q field %v units %q non-offending %v", c.Scoring, c.Field, c.Options.Units, c.NonOffending)
	}
	if c.Samples != 1000 || c.Seed == nil || *c.Seed != 7 || c.TableResult != "3H= E" {
		t.Errorf("samples %d seed %v table %q", c.Samples, c.Seed, c.TableResult)
	}
	if len(c.Scenarios) != 2 {
		t.Fatalf("%d scenarios", len(c.Scenarios))
	}
	s0, s1 := c.Scenarios[0], c.Scenarios[1]
	if s0.How != "simulate" || s0.Contract != "4S" || s0.Declarer != dds.North || s0.Condition == "" ||
		s0.Weight[dds.NS].Percent.Cmp(pct(60, 1)) != 0 || s0.Weight[dds.EW].Percent.Cmp(pct(60, 1)) != 0 {
		t.Errorf("scenario 1 = %+v", s0)
	}
	if s1.How != "dd" || s1.Contract != "3HX" || s1.Declarer != dds.East || s1.Weight[dds.NS].Percent.Cmp(pct(40, 1)) != 0 {
		t.Errorf("scenario 2 = %+v", s1)
	}
	if c.Split || c.SeriousError != nil {
		t.Error("split or serious error where there is none")
	}
	// The scenario header lines, counted by hand in the file.
	if s0.Line != 39 || s0.KeyLines["condition"] != 47 {
		t.Errorf("scenario 1 at line %d, condition at %d; want 39 and 47", s0.Line, s0.KeyLines["condition"])
	}

	// Board 12: dealer West, North-South vulnerable.
	c = loadExample(t, "lead-penalty-imps.toml")
	if c.Dealer != dds.West || c.Vulnerability != dds.VulNS || c.Vs != "4S= N" {
		t.Errorf("dealer %v vul %v vs %q", c.Dealer, c.Vulnerability, c.Vs)
	}
	hows := []string{}
	for _, s := range c.Scenarios {
		hows = append(hows, s.How+":"+s.Lead)
	}
	if strings.Join(hows, " ") != "leads: lead:hearts lead:not hearts" {
		t.Errorf("scenarios %v", hows)
	}
	if c.Scenarios[0].Weight[dds.NS].Percent != nil {
		t.Error("the leads scenario has a weight")
	}
	if s := c.Scenarios[1]; s.LeadSuit == nil || *s.LeadSuit != dds.Hearts || s.LeadNot {
		t.Errorf("lead hearts read as %v not=%v", s.LeadSuit, s.LeadNot)
	}
	if s := c.Scenarios[2]; s.LeadSuit == nil || *s.LeadSuit != dds.Hearts || !s.LeadNot {
		t.Errorf("lead not hearts read as %v not=%v", s.LeadSuit, s.LeadNot)
	}
	// Lines counted by hand in the file.
	if c.Lines["samples"] != 21 || c.Lines["options.knockout"] != 24 || c.Lines["vs"] != 16 {
		t.Errorf("lines: samples %d, options.knockout %d, vs %d; want 21, 24, 16",
			c.Lines["samples"], c.Lines["options.knockout"], c.Lines["vs"])
	}

	c = loadExample(t, "split-serious-error.toml")
	if !c.Split || c.Scoring != "cross-imps" || c.Options.Divisor != "n-1" {
		t.Errorf("split %v scoring %q divisor %q", c.Split, c.Scoring, c.Options.Divisor)
	}
	if w := c.Scenarios[0].Weight; w[dds.NS].Percent.Cmp(pct(70, 1)) != 0 || w[dds.EW].Percent.Cmp(pct(80, 1)) != 0 {
		t.Errorf("split weights %v / %v", w[dds.NS].Text, w[dds.EW].Text)
	}
	if c.Scenarios[1].How != "fixed" || c.Scenarios[1].Tricks != 9 || c.Scenarios[1].Declarer != dds.North {
		t.Errorf("scenario 2 = %+v", c.Scenarios[1])
	}
	if e := c.SeriousError; e == nil || e.Side != dds.NS || e.Without != "5HX-2 E" {
		t.Errorf("serious error = %+v", e)
	}
}

// Weights as Directors write them, read exactly.
func TestWeights(t *testing.T) {
	for _, tc := range []struct {
		in      any
		percent *big.Rat
		rounded bool
	}{
		{"60%", pct(60, 1), false},
		{"60 %", pct(60, 1), false},
		{"33.3%", pct(333, 10), true},
		{"1/3", pct(100, 3), false},
		{"2/3", pct(200, 3), false},
		{int64(25), pct(25, 1), false},
		{12.5, pct(25, 2), true},
	} {
		w, err := readWeight(tc.in)
		if err != nil || w.Percent.Cmp(tc.percent) != 0 || w.Rounded != tc.rounded {
			t.Errorf("readWeight(%v) = %v %v, %v; want %v %v", tc.in, w.Percent, w.Rounded, err, tc.percent, tc.rounded)
		}
	}
	for _, bad := range []any{"0%", "101%", "60", "x%", "1/0", "-5%", true} {
		if _, err := readWeight(bad); err == nil {
			t.Errorf("readWeight(%v) accepted", bad)
		}
	}
}

// Three thirds written as 33.3 % sum to 99.9 %: left to the weighting
// engine (which warns); 1/3 + 1/3 + 1/3 is exactly 100 %.
func TestThirds(t *testing.T) {
	head := "board = 7\ndeal = \"N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765\"\n" +
		"scoring = \"total\"\nnon_offending = \"NS\"\ntable_result = \"4S-1 N\"\n"
	for _, w := range [][3]string{{"33.3%", "33.3%", "33.3%"}, {"1/3", "1/3", "1/3"}, {"33.3%", "33.3%", "33.4%"}} {
		text := head
		for i, r := range []string{"4S= N", "4S-1 N", "4S+1 N"} {
			text += "[[scenario]]\nresult = \"" + r + "\"\nweight = \"" + w[i] + "\"\n"
		}
		if _, err := parseCase("t.toml", []byte(text), noFiles); err != nil {
			t.Errorf("%v: %v", w, err)
		}
	}
	text := head + "[[scenario]]\nresult = \"4S= N\"\nweight = \"33%\"\n[[scenario]]\nresult = \"4S-1 N\"\nweight = \"66.9%\"\n"
	if _, err := parseCase("t.toml", []byte(text), noFiles); err == nil || !strings.Contains(err.Error(), "weights sum to 99.9%, not 100%") {
		t.Errorf("33%% + 66.9%%: %v", err)
	}
}

// A deal from a PBN file, by board number, with the file's dealer and vulnerability.
func TestCaseFromPBN(t *testing.T) {
	pbn := "[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n[Deal \"N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765\"]\n"
	read := func(name string) ([]byte, error) {
		if name == "s.pbn" {
			return []byte(pbn), nil
		}
		return nil, os.ErrNotExist
	}
	text := "board = 3\npbn = \"s.pbn\"\nscoring = \"total\"\nnon_offending = \"EW\"\ntable_result = \"+100\"\n" +
		"[[scenario]]\nresult = \"4S-1 N\"\nweight = \"100%\"\n"
	c, err := parseCase("t.toml", []byte(text), read)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := dds.ParseDeal("N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765")
	if c.Deal != want || c.Dealer != dds.South || c.Vulnerability != dds.VulEW {
		t.Errorf("deal %v dealer %v vul %v", c.Deal, c.Dealer, c.Vulnerability)
	}
	text = strings.Replace(text, "board = 3", "board = 4", 1)
	if _, err := parseCase("t.toml", []byte(text), read); err == nil || err.Error() != "t.toml:2: pbn: s.pbn has no board 4" {
		t.Errorf("board 4: %v", err)
	}
}

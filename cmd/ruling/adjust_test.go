//go:build !race

// adjust_test.go: ruling adjust and ruling leads end to end with the Go solver — golden reports, thread independence, malformed cases, the examples.

package main

import (
	"bytes"
	"context"
	"encoding/xml"
	"flag"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/internal/wantfile"
	"github.com/ruling-bridge/ruling/sim"
)

var update = flag.Bool("update", false, "rewrite testdata/adjust/*.golden from the current output")

// testSolver is the backend of these tests: the pure-Go solver, so that
// they need no C library (libdds gives the same tricks; the dds and
// dds/libdds tests check that).
const testSolver = "go"

func testdata(parts ...string) string {
	return filepath.Join(append([]string{"testdata"}, parts...)...)
}

// The golden reports of a small seeded case: 40 simulated deals, a
// double-dummy result and a fixed one. The text golden, checked by hand:
// the field is +620 +620 -100 +170 (top 8, EBU units), so +650 scores 8,
// +620 6 (beats two, ties two), -100 1 (ties one), +800 (3♥×-3) 8 and
// -140 (3♥=) 0. The 40 deals gave 18, 16 and 6 deals of 11, 10 and 9
// tricks: weights 50 % × 18/40 = 22.5 %, 20 %, 7.5 %, then 30 % and 20 %.
// NS = 0.225×8 + 0.2×6 + 0.075×1 + 0.3×8 = 5.475 of 8. Interval: the
// values 8, 6, 1 at 0.45, 0.40, 0.15 have mean 6.15 and variance 5.5275
// (× 40/39 for the sample variance), so the half-width is
// 1.96 × 0.5 × √(5.669/40) = 0.369: 5.11 – 5.84. Wilson for 6 of 40:
// centre 0.1807, half-width 0.1101: 7.1 – 29.1 %.
func TestAdjustGolden(t *testing.T) {
	for _, format := range []string{"text", "md", "json"} {
		t.Run(format, func(t *testing.T) {
			code, out, errs := ruling(t, "adjust", "--solver", testSolver, "--format", format, testdata("adjust", "small.toml"))
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			if !strings.Contains(errs, "seed 2026") {
				t.Errorf("the seed is not printed: %q", errs)
			}
			golden := testdata("adjust", "small."+format+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./cmd/ruling -run TestAdjustGolden -update to create it)", err)
			}
			if out != string(want) {
				t.Errorf("output differs from %s:\n%s", golden, out)
			}
		})
	}
}

// The same seed gives byte-identical reports at 1 and 2 threads.
func TestAdjustSameAtAnyThreads(t *testing.T) {
	var outs []string
	for _, threads := range []string{"1", "2"} {
		code, out, errs := ruling(t, "adjust", "--solver", testSolver, "--threads", threads, "--format", "json", "--samples", "60", testdata("adjust", "small.toml"))
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		outs = append(outs, out)
	}
	if outs[0] != outs[1] {
		t.Errorf("1 thread and 2 threads differ:\n%s\n---\n%s", outs[0], outs[1])
	}
}

// A simulation the condition fixes completely gives the double-dummy
// result with probability 1; see determined.toml for the arithmetic.
func TestAdjustDeterminedSimulation(t *testing.T) {
	code, out, errs := ruling(t, "adjust", "--solver", testSolver, testdata("adjust", "determined.toml"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		`(?m)^ +13 +4♠\+3 +100\.0 % +60 `,
		`(?m)^ +0 +3NT-9 +100\.0 % +60 `,
		// The table's 4♠+3 (+510) is better for North-South than the
		// adjustment's +30: no damage, the table result stands.
		`(?m)^NS +\+510 +\+30 +\+510 points$`,
		`(?m)^EW +-510 +-30 +-510 points$`,
		`Result stands \(Law 12B1\): no damage`,
	} {
		if !regexp.MustCompile(want).MatchString(out) {
			t.Errorf("no match for %s in\n%s", want, out)
		}
	}
	// The solver agrees on the actual deal.
	d, _ := dds.ParseDeal("N:AKQJT98.765432.. ..AKQJT98765432. 765432.AKQJT98.. ...AKQJT98765432")
	s := solver.New(solver.Options{})
	if n, err := s.Tricks(d, dds.Strain(dds.Spades), dds.East); err != nil || n != 13 {
		t.Errorf("4♠ by North on the actual deal: %d tricks, %v", n, err)
	}
}

// The HTML report parses, holds the charts and escapes the title.
func TestAdjustHTML(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "report.html")
	code, out, errs := ruling(t, "adjust", "--solver", testSolver, "--format", "html", "-o", page, testdata("adjust", "script-title.toml"))
	if code != 0 || out != "" {
		t.Fatalf("exit %d, stdout %q: %s", code, out, errs)
	}
	data, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict, dec.Entity = true, xml.HTMLEntity
	for {
		_, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the page does not parse: %v", err)
		}
	}
	s := string(data)
	switch {
	case strings.Contains(s, "<script>"):
		t.Error("the title's <script> is not escaped")
	case !strings.Contains(s, "&lt;script&gt;"):
		t.Error("the escaped title is missing")
	case !strings.Contains(s, "<svg"):
		t.Error("no chart")
	case regexp.MustCompile(`(src|href)="(https?:)?//`).MatchString(s):
		t.Error("the page loads external assets")
	}
}

// Every malformed case file: exit status 2, the exact message naming the
// file and line (the file's first line, "# want: MESSAGE", written by
// hand), and no output file. weighting/engine/testdata/cases holds the ones
// the case-file reader catches; testdata/adjust-cases those that need the analysis (a
// condition the known cards make impossible, a score the vulnerability
// rules out, ...).
func TestAdjustMalformed(t *testing.T) {
	for _, f := range wantfile.Read(t, 15, filepath.Join("..", "..", "weighting", "engine", "testdata", "cases"), testdata("adjust-cases")) {
		path, name, data, want := f.Path, filepath.Base(f.Path), f.Data, f.Want
		t.Run(f.Name, func(t *testing.T) {
			// Each case in a folder of its own, beside the files cases name.
			top := t.TempDir()
			dir := filepath.Join(top, "cases")
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if pbn, err := os.ReadFile(filepath.Join(filepath.Dir(path), "..", "dup.pbn")); err == nil {
				os.WriteFile(filepath.Join(top, "dup.pbn"), pbn, 0o644)
			}
			in := filepath.Join(dir, name)
			if err := os.WriteFile(in, data, 0o644); err != nil {
				t.Fatal(err)
			}
			t.Chdir(dir)
			code, _, errs := ruling(t, "adjust", "--solver", testSolver, "-o", "report.txt", name)
			if code != exitUsage {
				t.Errorf("exit %d, want 2; stderr %s", code, errs)
			}
			if !strings.Contains(errs, "ruling: error: "+want+"\n") {
				t.Errorf("stderr\n%s\nwant the line\nruling: error: %s", errs, want)
			}
			if _, err := os.Stat("report.txt"); err == nil {
				t.Error("an output file was written")
			}
		})
	}
}

// Every example runs, in every format, with few samples.
func TestAdjustExamples(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "examples", "*.toml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	for _, path := range files {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".toml"), func(t *testing.T) {
			for _, format := range []string{"text", "html"} {
				code, out, errs := ruling(t, "adjust", "--solver", testSolver, "--samples", "8", "--round", "5", "--format", format, path)
				if code != 0 {
					t.Fatalf("%s: exit %d: %s", format, code, errs)
				}
				if format == "text" && !strings.Contains(out, "Score adjusted") && !strings.Contains(out, "Result stands (Law 12B1): no damage") &&
					!strings.Contains(out, "Artificial adjusted score") {
					t.Errorf("no ruling wording in\n%s", out)
				}
			}
		})
	}
}

// West leads against 6NT by South holding ♠AK: cashing them beats the
// contract on every layout (two tricks before declarer gains the lead),
// so the ♠A lead beats it on every deal, is listed first, and no lead
// gives the defence more tricks on average. North-South are dealt at
// least 33 points between them (West holds 7).
func TestLeadsBestOnEveryLayout(t *testing.T) {
	hand, err := dds.ParseHand("AK32.8765.432.32")
	if err != nil {
		t.Fatal(err)
	}
	cond, err := sim.ParseCondition("hcp(north) + hcp(south) >= 31")
	if err != nil {
		t.Fatal(err)
	}
	var d dds.Deal
	d[dds.West] = hand
	set, _, err := sim.EstimateLeads(context.Background(), sim.LeaderView{Deal: d, Declarer: dds.South, Strain: dds.NoTrump, Condition: cond},
		6, sim.Options{Seed: 4, Samples: 60, Solver: solver.Factory(solver.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	ace := -1
	for k, c := range set.Leads {
		if c.String() == "SA" {
			ace = k
		}
	}
	if ace < 0 {
		t.Fatalf("no ♠A among the leads %v", set.Leads)
	}
	for i, x := range set.Tricks[ace] {
		if x < 2 {
			t.Errorf("deal %d: the ♠A lead takes %d tricks", i, x)
		}
	}
	sum := set.Summarize(6, func(def int) float64 { return float64(def) }, func(l, b int) float64 { return float64(l - b) })
	if sum[0].Lead.String() != "SA" || sum[0].Beat != 1 {
		t.Errorf("best lead %s (beats it %.2f), want ♠A beating it always", sum[0].Lead, sum[0].Beat)
	}
	// The same through the command.
	code, out, errs := ruling(t, "leads", "--solver", testSolver, "--samples", "60", "--seed", "4", "--contract", "6NT", "--declarer", "S",
		"--condition", "hcp(north) + hcp(south) >= 31", "AK32.8765.432.32")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !regexp.MustCompile(`(?m)^lead .*\n♠A \(AK\) .* 100\.0 % `).MatchString(out) {
		t.Errorf("♠A is not the first lead, beating 6NT every time:\n%s", out)
	}
}

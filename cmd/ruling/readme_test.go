// readme_test.go: the README's main command — a real ruling on a bundled example with the Go solver, no libdds.

package main

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds/libdds"
)

// readmeCase is the example the README's set-up command adjusts.
var readmeCase = filepath.Join("..", "..", "examples", "misinformation-mp.toml")

// adjustWith runs ruling adjust on the README's example with few samples.
func adjustWith(t *testing.T, solver string) string {
	t.Helper()
	var out, errs bytes.Buffer
	args := []string{"adjust", "--solver", solver, "--samples", "12", "--seed", "5", "--format", "md", readmeCase}
	if code := run(context.Background(), args, strings.NewReader(""), &out, &errs); code != 0 {
		t.Fatalf("ruling %s: exit %d: %s", strings.Join(args, " "), code, errs.String())
	}
	return out.String()
}

// TestReadmeMainCommand adjusts the README's example with the Go solver: the
// report carries the ruling wording and a score for both sides. Where libdds
// is available the report, solver name aside, must be byte-identical: the
// same seed deals the same hands, and both solvers must agree on every one.
func TestReadmeMainCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("solves a dozen deals with the Go solver")
	}
	goReport := adjustWith(t, "go")
	if !strings.Contains(goReport, "Score adjusted (Law 12C1(c))") {
		t.Fatalf("no ruling wording in the report:\n%s", goReport)
	}
	if !regexp.MustCompile(`(?m)matchpoints of 12`).MatchString(goReport) {
		t.Errorf("no matchpoint score of a top of 12 in the report:\n%s", goReport)
	}
	if raceEnabled {
		t.Log("libdds comparison skipped under -race")
		return
	}
	if ok, err := libdds.Usable(); !ok {
		t.Logf("libdds comparison skipped: %v", err)
		return
	}
	ddsReport := adjustWith(t, "libdds")
	solverLine := regexp.MustCompile(`(?m)^.*[Ss]olver.*$`)
	a := solverLine.ReplaceAllString(goReport, "")
	b := solverLine.ReplaceAllString(ddsReport, "")
	if a != b {
		t.Errorf("the Go solver's report differs from libdds's:\n--- go\n%s\n--- libdds\n%s", goReport, ddsReport)
	}
}

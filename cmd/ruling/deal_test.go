// deal_test.go: ruling deal stops cleanly when interrupted (the rest: testdata/deal*.txt).

package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// writeScript writes a dealer script into a temporary folder.
func writeScript(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "test.dl")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestDealInterrupted(t *testing.T) {
	path := writeScript(t, "condition hcp(north) > 37\n")
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // as if Ctrl-C came at once
	var out, errb bytes.Buffer
	code := run(ctx, []string{"deal", "--seed", "1", path}, nil, &out, &errb)
	if code != exitFailure {
		t.Errorf("exit %d, want %d", code, exitFailure)
	}
	if !regexp.MustCompile(`(?m)^Generated [0-9]+ hands\nProduced 0 hands$`).MatchString(out.String()) {
		t.Errorf("no statistics after the interrupt:\n%s", out.String())
	}
	if !strings.Contains(errb.String(), "ruling: interrupted: the statistics cover the first") ||
		!strings.Contains(errb.String(), "--seed 1") {
		t.Errorf("stderr:\n%s", errb.String())
	}
}

// TestDealLibrary: --library runs the script on a library's solved deals
// (every one, in order), tricks() answered from it — no solver is
// loaded, so a missing libdds does not matter even with --solver libdds.
func TestDealLibrary(t *testing.T) {
	t.Setenv("RULING_LIBDDS", filepath.Join(t.TempDir(), "none.so"))
	recs, err := dds.ReadTableRecordsFile("../../dds/testdata/dd-tables.tsv", 10)
	if err != nil {
		t.Fatal(err)
	}
	var lib []byte
	accepted := 0
	for _, r := range recs {
		lib, _ = dds.AppendZRD(lib, r.Deal, r.Table)
		if r.Table[dds.Strain(dds.Hearts)][dds.East] >= 6 {
			accepted++
		}
	}
	file := filepath.Join(t.TempDir(), "lib.zrd")
	os.WriteFile(file, lib, 0o644)
	script := writeScript(t, "condition tricks(east, hearts) >= 6\naction average tricks(east, hearts)\n")
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"deal", "--solver", "libdds", "--library", file, script}, nil, &out, &errb)
	want := "Generated 10 hands\nProduced " + strconv.Itoa(accepted) + " hands\n"
	if code != 0 || !strings.Contains(out.String(), want) || accepted == 0 || accepted == 10 {
		t.Errorf("exit %d, stderr %s; output\n%s\nwant %q", code, errb.String(), out.String(), want)
	}
	code = run(context.Background(), []string{"deal", "--library", script, script}, nil, &out, &errb)
	if code != exitUsage || !strings.Contains(errb.String(), "is not a library of solved deals") {
		t.Errorf("a script as the library: exit %d, %s", code, errb.String())
	}
}

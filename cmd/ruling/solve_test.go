package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestSolveZRD: a library of solved deals (.zrd) prints as its deals
// solved: the records of the first three reference deals give, with
// --format pbn --par, what solving the deals themselves gives.
func TestSolveZRD(t *testing.T) {
	data, err := os.ReadFile("../../dds/testdata/dd-tables.tsv")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Join(strings.Split(string(data), "\n")[:3], "\n") + "\n"
	var lib []byte
	for _, line := range strings.Split(strings.TrimSpace(lines), "\n") {
		r, err := dds.ParseTableRecord(line)
		if err != nil {
			t.Fatal(err)
		}
		lib, _ = dds.AppendZRD(lib, r.Deal, r.Table)
	}
	file := filepath.Join(t.TempDir(), "lib.zrd")
	if err := os.WriteFile(file, lib, 0o644); err != nil {
		t.Fatal(err)
	}
	var want, got, stderr bytes.Buffer
	run(context.Background(), []string{"solve", "--solver", "go", "--format", "pbn", "--par", "-"}, strings.NewReader(lines), &want, &stderr)
	code := run(context.Background(), []string{"solve", "--format", "pbn", "--par", file}, strings.NewReader(""), &got, &stderr)
	if code != 0 || got.String() != want.String() || !strings.Contains(want.String(), "[OptimumScore") {
		t.Errorf("exit %d, stderr %s; printed\n%s\nwant\n%s", code, stderr.String(), got.String(), want.String())
	}
}

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

// TestSolveMissingLibrary points RULING_LIBDDS at a file that does not
// exist: ruling solve fails with exit status 1, the install hint, and no
// output. (The script tests cannot set the environment.)
func TestSolveMissingLibrary(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "libdds.so.0")
	t.Setenv("RULING_LIBDDS", missing)
	deal := "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94\n"
	for _, args := range [][]string{
		{"solve", "--solver", "libdds", "-"},
		{"solve", "--positions", "--solver", "libdds", "-"},
	} {
		in := deal
		if args[1] == "--positions" {
			in = strings.TrimSpace(deal) + "\tN\tW\t\n"
		}
		var stdout, stderr bytes.Buffer
		code := run(context.Background(), args, strings.NewReader(in), &stdout, &stderr)
		if code != exitFailure {
			t.Errorf("%v: exit %d, want %d; stderr:\n%s", args, code, exitFailure, stderr.String())
		}
		if stdout.Len() != 0 {
			t.Errorf("%v: printed %q", args, stdout.String())
		}
		for _, want := range []string{"ruling: error: libdds is not available: " + missing, "ruling: hint: install libdds: apt-get install -y libdds0"} {
			if !strings.Contains(stderr.String(), want) {
				t.Errorf("%v: stderr %q lacks %q", args, stderr.String(), want)
			}
		}
	}
}

// TestSolveBadInputBeforeLoading: a bad line is reported (exit 2, naming
// FILE:LINE) before any solver is loaded, so it needs no library.
func TestSolveBadInputBeforeLoading(t *testing.T) {
	t.Setenv("RULING_LIBDDS", filepath.Join(t.TempDir(), "none.so"))
	var stdout, stderr bytes.Buffer
	in := "# a comment\n\nN:AK.. ... ... ...\n"
	code := run(context.Background(), []string{"solve", "-"}, strings.NewReader(in), &stdout, &stderr)
	if code != exitUsage || !strings.HasPrefix(stderr.String(), "ruling: error: <stdin>:3: ") {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}

// TestSolveDefaultNeedsNoLibrary: with libdds missing, ruling solve uses
// the Go solver by default and gives the reference table (line 1 of
// dds/testdata/dd-tables.tsv, computed by libdds).
func TestSolveDefaultNeedsNoLibrary(t *testing.T) {
	t.Setenv("RULING_LIBDDS", filepath.Join(t.TempDir(), "none.so"))
	var stdout, stderr bytes.Buffer
	in := "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94\n"
	code := run(context.Background(), []string{"solve", "--threads", "1", "-"}, strings.NewReader(in), &stdout, &stderr)
	if code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, stderr.String())
	}
	want := "7 6 7 6 6 7 6 7 9 4 9 4 9 4 9 4 8 4 8 5"
	if got := strings.Join(strings.Fields(stdout.String())[4:], " "); got != want {
		t.Errorf("table %q, want %q (stdout %q)", got, want, stdout.String())
	}
}

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

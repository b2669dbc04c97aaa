// oracle_test.go: the Go solver against DDS's answers — dd-tables.tsv, dd-plays.tsv and dds-hands/*.txt.

package dds

import (
	"bufio"
	"os"
	"strconv"
	"testing"
)

// fullOracle reports whether every reference position is to be checked
// (RULING_FULL_ORACLE=1); otherwise the tests check a subset.
func fullOracle() bool { return os.Getenv("RULING_FULL_ORACLE") == "1" }

// oracleLimit is how many records a test checks: n by default, fewer with
// -short, all of them with RULING_FULL_ORACLE=1.
func oracleLimit(n, short int) int {
	if fullOracle() {
		return 1 << 30
	}
	if v, err := strconv.Atoi(os.Getenv("RULING_ORACLE_N")); err == nil && v > 0 {
		return v
	}
	if testing.Short() {
		return short
	}
	return n
}

func oracleLines(t testing.TB, name string) []string {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestGoSolverTables(t *testing.T) {
	lines := oracleLines(t, "testdata/dd-tables.tsv")
	lines = lines[:min(len(lines), oracleLimit(40, 3))]
	s := NewSolver(Options{})
	for i, line := range lines {
		rec, err := ParseTableRecord(line)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		got, err := s.Table(rec.Deal)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if got != rec.Table {
			t.Errorf("line %d: %s\n got  %s\n want %s", i+1, rec.Deal, FormatTable(got), FormatTable(rec.Table))
		}
	}
}

func TestGoSolverPlays(t *testing.T) {
	lines := oracleLines(t, "testdata/dd-plays.tsv")
	lines = lines[:min(len(lines), oracleLimit(150, 10))]
	s := NewSolver(Options{})
	for i, line := range lines {
		rec, err := ParsePlayRecord(line)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		p, err := rec.Position()
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		got, err := s.CardValues(p)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if !sameValues(got, rec.Values) {
			t.Errorf("line %d: %s\n got  %v\n want %v", i+1, line, got, rec.Values)
		}
	}
}

func sameValues(a, b []CardValue) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// solve_test.go: Reusing — a closed Solver's table serves the next one, which finds the same tables with the same work as a fresh Solver.

package solver

import (
	"runtime"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestReusingAsFresh solves deals one after another, each on a new
// Solver from one Reusing factory (the last one closed): each table is
// the oracle's, with as many nodes as on a fresh Solver of its own, and
// each Solver after the first starts on the table the last one closed.
func TestReusingAsFresh(t *testing.T) {
	n := 6
	if testing.Short() {
		n = 3
	}
	f := Reusing(Options{})
	var last *transTable
	for i, rec := range oracleTables(t, n) {
		fresh := New(Options{})
		want, err := fresh.Table(rec.Deal)
		if err != nil || want != rec.Table {
			t.Fatalf("deal %d on a fresh solver: %v, %v; want %v", i+1, want, err, rec.Table)
		}
		ds, err := f()
		if err != nil {
			t.Fatal(err)
		}
		s := ds.(*Solver)
		if i > 0 && s.tt != last {
			t.Errorf("deal %d: a new table, not the one the last solver closed", i+1)
		}
		got, err := s.Table(rec.Deal)
		if err != nil || got != rec.Table {
			t.Fatalf("deal %d on a reused table: %v, %v; want %v", i+1, got, err, rec.Table)
		}
		if s.Nodes() != fresh.Nodes() {
			t.Errorf("deal %d: %d nodes on a reused table, %d on a fresh solver", i+1, s.Nodes(), fresh.Nodes())
		}
		last = s.tt
		if err := s.Close(); err != nil || s.tt != nil {
			t.Fatalf("deal %d: Close gave %v and kept the table", i+1, err)
		}
	}
}

// TestCloseKeeps: a Solver from New, or one that shares its table, keeps
// its table when closed, and a closed shared Solver's table is not
// handed on.
func TestCloseKeeps(t *testing.T) {
	s := New(Options{})
	tt := s.tt
	if err := s.Close(); err != nil || s.tt != tt {
		t.Fatalf("a solver from New: Close gave %v, table kept %v", err, s.tt == tt)
	}
	f := Reusing(Options{})
	a, _ := f()
	b, _ := f()
	a.(*Solver).Share([]dds.Solver{a, b})
	att := a.(*Solver).tt
	a.(*Solver).Close()
	if a.(*Solver).tt != att {
		t.Fatal("a shared solver gave its table away on Close")
	}
	c, _ := f()
	if c.(*Solver).tt == att {
		t.Fatal("a new solver got a shared solver's table")
	}
}

// benchFactory solves each benchmark deal's table on a new Solver from
// f, closed after it (as the browser's engine and calls.Engine.Solve
// do), and reports the nodes, collections and bytes allocated a table.
func benchFactory(b *testing.B, f dds.Factory) {
	deals := benchDeals(b)
	var nodes int64
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	b.ResetTimer()
	for range b.N {
		for _, d := range deals {
			s, _ := f()
			if _, err := s.Table(d); err != nil {
				b.Fatal(err)
			}
			nodes += s.(*Solver).Nodes()
			s.(*Solver).Close()
		}
	}
	b.StopTimer()
	runtime.ReadMemStats(&m1)
	n := float64(b.N * len(deals))
	b.ReportMetric(float64(nodes)/n, "nodes/table")
	b.ReportMetric(float64(m1.NumGC-m0.NumGC)/n, "GCs/table")
	b.ReportMetric(float64(m1.TotalAlloc-m0.TotalAlloc)/n/(1<<20), "MB-alloc/table")
}

// BenchmarkTablesFresh: a fresh Solver (New) for each table. Under
// GOOS=js GOARCH=wasm (the test binary run by node, as docs/wasm.md
// says) its table's arena comes from the Go heap, zeroed whole.
func BenchmarkTablesFresh(b *testing.B) { benchFactory(b, Factory(benchOptions())) }

// BenchmarkTablesReusing: each table's Solver from one Reusing factory,
// on the table the last one closed.
func BenchmarkTablesReusing(b *testing.B) { benchFactory(b, Reusing(benchOptions())) }

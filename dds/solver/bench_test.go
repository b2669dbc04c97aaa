// bench_test.go: benchmarks of the Go solver on the reference deals (ms per table, per solve, per position).

package solver

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/ruling-bridge/ruling/dds"
)

// benchDeals is the first n deals of dd-tables.tsv (random deals); n is
// RULING_BENCH_DEALS, 100 by default.
func benchDeals(b *testing.B) []dds.Deal {
	n := 100
	if v, err := strconv.Atoi(os.Getenv("RULING_BENCH_DEALS")); err == nil && v > 0 {
		n = v
	}
	var deals []dds.Deal
	for _, rec := range oracleTables(b, n) {
		deals = append(deals, rec.Deal)
	}
	return deals
}

// benchOptions is the solver options of the benchmarks: the table's
// memory cap from RULING_BENCH_MB (0: the default).
func benchOptions() Options {
	mb, _ := strconv.Atoi(os.Getenv("RULING_BENCH_MB"))
	return Options{MemoryMB: mb}
}

// BenchmarkGoTable solves the full table of each benchmark deal on one
// solver (one thread) and reports ms per table.
func BenchmarkGoTable(b *testing.B) {
	deals := benchDeals(b)
	s := New(benchOptions())
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	for range b.N {
		for _, d := range deals {
			if _, err := s.Table(d); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(time.Since(start).Milliseconds())/float64(b.N*len(deals)), "ms/table")
	b.ReportMetric(float64(s.Nodes())/float64(b.N*len(deals)), "nodes/table")
}

// BenchmarkGoTricks solves one strain and leader per deal (notrump, West
// leading) on a fresh table each time, and reports ms per solve.
func BenchmarkGoTricks(b *testing.B) {
	deals := benchDeals(b)
	s := New(benchOptions())
	b.ResetTimer()
	start := time.Now()
	for range b.N {
		for _, d := range deals {
			s.tt.clear()
			if _, err := s.Tricks(d, dds.NoTrump, dds.West); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(time.Since(start).Milliseconds())/float64(b.N*len(deals)), "ms/solve")
}

// BenchmarkGoPlays values every legal card of the first 100 positions of
// dd-plays.tsv and reports ms per position.
func BenchmarkGoPlays(b *testing.B) {
	lines := oracleLines(b, "../testdata/dd-plays.tsv")
	var ps []dds.Position
	for _, line := range lines[:100] {
		rec, err := dds.ParsePlayRecord(line)
		if err != nil {
			b.Fatal(err)
		}
		p, err := rec.Position()
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	s := New(benchOptions())
	b.ResetTimer()
	start := time.Now()
	for range b.N {
		for _, p := range ps {
			if _, err := s.CardValues(p); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(time.Since(start).Microseconds())/1000/float64(b.N*len(ps)), "ms/position")
}

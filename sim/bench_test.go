// bench_test.go: testing.B benchmarks of dealing (the comparison with dealer is benchmarks/dealbench).

package sim

import (
	"context"
	"io"
	"testing"
)

// benchRun runs a script over b.N deals on one thread.
func benchRun(b *testing.B, src string, noExact bool) {
	s, err := ParseScript("bench.dl", src)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	if _, err := s.Run(context.Background(), io.Discard, RunOptions{Seed: 1, Threads: 1, Generate: b.N, NoExact: noExact}); err != nil {
		b.Fatal(err)
	}
}

const benchNT = "condition hcp(north) >= 15 && hcp(north) <= 17 && shape(north, any 4333 + any 4432 + any 5332)\naction average hcp(south)\n"

// BenchmarkDealRaw is the cost of dealing and testing one deal.
func BenchmarkDealRaw(b *testing.B) { benchRun(b, "condition 0\naction average hcp(north)\n", false) }

// BenchmarkDealNTRejection deals the 1NT condition by rejection.
func BenchmarkDealNTRejection(b *testing.B) { benchRun(b, benchNT, true) }

// BenchmarkDealNTExact deals North's shape first.
func BenchmarkDealNTExact(b *testing.B) { benchRun(b, benchNT, false) }

// BenchmarkDealPredeal deals 26 cards around two known hands.
func BenchmarkDealPredeal(b *testing.B) {
	benchRun(b, "predeal north SAKQ2, HT98, DKJ5, CA43\npredeal south S8765, H6543, DQ, CJT9\ncondition hcp(west) >= 11\naction average hcp(east)\n", false)
}

//go:build !race

package libdds

import (
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// The testing.B benchmarks time libdds alone, one deal per operation
// (first ten deals of list100.txt, in turn) and a 40-table batch; the
// comparison with the Go solver is benchmarks/ddbench's job.

func benchHands(b *testing.B) (*Lib, []dds.DDSHand) {
	l := openOrSkip(b)
	return l, readHands(b, "list100.txt")[:10]
}

func BenchmarkTable(b *testing.B) {
	l, hands := benchHands(b)
	s := &Solver{Lib: l}
	for i := 0; b.Loop(); i++ {
		if _, err := s.Table(hands[i%len(hands)].Deal); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTricks(b *testing.B) {
	l, hands := benchHands(b)
	s := &Solver{Lib: l}
	for i := 0; b.Loop(); i++ {
		h := hands[i%len(hands)]
		if _, err := s.Tricks(h.Deal, h.Trump, h.Leader); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkOpeningLeads(b *testing.B) {
	l, hands := benchHands(b)
	s := &Solver{Lib: l}
	for i := 0; b.Loop(); i++ {
		h := hands[i%len(hands)]
		if _, err := s.CardValues(dds.Position{Hands: h.Deal, Trump: h.Trump, Leader: h.Leader}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTableBatch40 hands libdds 40 tables at once (its batch limit),
// solved on its own threads; one operation is the whole batch.
func BenchmarkTableBatch40(b *testing.B) {
	l := openOrSkip(b)
	var deals []dds.Deal
	for _, h := range readHands(b, "list100.txt")[:40] {
		deals = append(deals, h.Deal)
	}
	for b.Loop() {
		if _, err := l.TableBatch(deals); err != nil {
			b.Fatal(err)
		}
	}
}

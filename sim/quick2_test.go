package sim

import (
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

func BenchmarkPlainDeal(b *testing.B) {
	p, _ := newPlan(dds.Deal{}, [4]*ShapeSet{})
	var r stream
	var d dds.Deal
	for i := 0; i < b.N; i++ {
		r.reset(1, uint64(i))
		p.deal(&r, &d)
	}
}

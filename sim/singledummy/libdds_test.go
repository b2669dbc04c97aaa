//go:build !race

// libdds_test.go: libdds and the Go solver give the same playouts for a
// seed (the race runtime crashes at exit once libdds is loaded, hence the
// build tag); skipped when libdds is missing.

package singledummy

import (
	"context"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/libdds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

func TestLibddsSamePlay(t *testing.T) {
	if _, err := libdds.Load(); err != nil {
		t.Skipf("libdds is not available (%v): apt-get install -y libdds0", err)
	}
	// Four layouts a decision on two deals; then sixteen (sequential
	// sampling: the Go solver skips the choices set aside, libdds solves
	// all) on VerdictMinPlayouts playouts of one deal (verdicts).
	for _, run := range []struct {
		samples int
		deals   []dds.Deal
	}{
		{4, []dds.Deal{mustDeal(t, finesseWest), mustDeal(t, countDeal)}},
		{16, repeat(mustDeal(t, finesseWest), VerdictMinPlayouts)},
	} {
		samePlay(t, run.samples, run.deals)
	}
}

func samePlay(t *testing.T, samples int, deals []dds.Deal) {
	var runs [2][]*Playout
	for k, f := range []dds.Factory{solver.Factory(solver.Options{}), libdds.Factory} {
		opts := goOpts(21)
		opts.Samples = samples
		opts.Solver = f
		ps, err := Play(context.Background(), deals, grand, opts, nil)
		if err != nil {
			t.Fatal(err)
		}
		runs[k] = ps
	}
	for i := range deals {
		if !sameCards(runs[0][i], runs[1][i]) || runs[0][i].DoubleDummy != runs[1][i].DoubleDummy {
			t.Errorf("%d layouts, deal %d: the Go solver and libdds played differently", samples, i)
		}
		for j, st := range runs[0][i].Steps {
			o := runs[1][i].Steps[j]
			for k := range st.Choices {
				if st.Choices[k] != o.Choices[k] {
					t.Fatalf("%d layouts, deal %d card %d: choice %+v (Go) vs %+v (libdds)", samples, i, j, st.Choices[k], o.Choices[k])
				}
			}
		}
	}
}

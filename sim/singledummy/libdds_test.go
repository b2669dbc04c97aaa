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
)

func TestLibddsSamePlay(t *testing.T) {
	if _, err := libdds.Load(); err != nil {
		t.Skipf("libdds is not available (%v): apt-get install -y libdds0", err)
	}
	deals := []dds.Deal{mustDeal(t, finesseWest), mustDeal(t, countDeal)}
	var runs [2][]*Playout
	for k, f := range []dds.Factory{dds.GoFactory(dds.Options{}), libdds.Factory} {
		opts := goOpts(21)
		opts.Samples = 4
		opts.Solver = f
		ps, err := Play(context.Background(), deals, grand, opts, nil)
		if err != nil {
			t.Fatal(err)
		}
		runs[k] = ps
	}
	for i := range deals {
		if !sameCards(runs[0][i], runs[1][i]) || runs[0][i].DoubleDummy != runs[1][i].DoubleDummy {
			t.Errorf("deal %d: the Go solver and libdds played differently", i)
		}
		for j, st := range runs[0][i].Steps {
			o := runs[1][i].Steps[j]
			for k := range st.Choices {
				if st.Choices[k] != o.Choices[k] {
					t.Fatalf("deal %d card %d: choice %+v (Go) vs %+v (libdds)", i, j, st.Choices[k], o.Choices[k])
				}
			}
		}
	}
}

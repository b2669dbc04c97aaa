//go:build !race

// bsdeals_test.go: libdds on bridge-solver's hard and long deals — its tables against bridge-solver's RESULTS (the Go solver's are checked against the same in dds/solver).

package libdds

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ruling-bridge/ruling/dds"
)

// TestLibddsBridgeSolverDeals solves bridge-solver's hard and long deals
// with libdds and checks each table against its RESULTS: seconds to
// minutes a deal, so only with RULING_HARD_DEALS=1 (RULING_BS_SETS picks
// hard_deals, long_deals). The champion is left out: libdds takes far
// longer on it than bridge-solver.
func TestLibddsBridgeSolverDeals(t *testing.T) {
	if os.Getenv("RULING_HARD_DEALS") != "1" {
		t.Skip("set RULING_HARD_DEALS=1 to solve bridge-solver's hard and long deals with libdds")
	}
	l := openOrSkip(t)
	sets := []string{"hard_deals", "long_deals"}
	if v := os.Getenv("RULING_BS_SETS"); v != "" {
		sets = strings.Split(v, ",")
	}
	for _, set := range sets {
		files, err := dds.ReadBridgeSolverSet(filepath.Join("..", "testdata", "bridge-solver", set))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			start := time.Now()
			tabs, err := l.TableBatch([]dds.Deal{f.Deal})
			if err != nil {
				t.Fatalf("%s/%s: %v", set, f.Name, err)
			}
			if !f.HasTable || tabs[0] != f.Table {
				t.Errorf("%s/%s: libdds %v, bridge-solver's RESULTS %v", set, f.Name, tabs[0], f.Table)
			}
			t.Logf("%s/%s: %v", set, f.Name, time.Since(start).Round(time.Millisecond))
		}
	}
}

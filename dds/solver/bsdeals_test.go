// bsdeals_test.go: bridge-solver's hard and long deals and its champion — the Go solver's tables against bridge-solver's RESULTS.

package solver

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ruling-bridge/ruling/dds"
)

// bsDir is bridge-solver's deal sets in the test data.
const bsDir = "../testdata/bridge-solver"

// bsDeal is one deal of bridge-solver's sets with its table.
type bsDeal struct {
	name  string // set/file
	deal  dds.Deal
	table dds.Table
}

// bsDeals reads the deals of a set of bridge-solver's ("hard_deals",
// "long_deals") with their RESULTS; "champion" is hard_deals/champion
// with the table of champion.RESULTS.
func bsDeals(t *testing.T, set string) []bsDeal {
	t.Helper()
	if set == "champion" {
		data, err := os.ReadFile(filepath.Join(bsDir, "hard_deals", "champion"))
		if err != nil {
			t.Fatal(err)
		}
		d, err := dds.ParseBridgeSolverDeal(string(data))
		if err != nil {
			t.Fatal(err)
		}
		f, err := os.Open(filepath.Join(bsDir, "champion.RESULTS"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		tables, err := dds.ReadBridgeSolverResults(f)
		if err != nil {
			t.Fatal(err)
		}
		return []bsDeal{{name: "hard_deals/champion", deal: d.Deal, table: tables["champion"]}}
	}
	files, err := dds.ReadBridgeSolverSet(filepath.Join(bsDir, set))
	if err != nil {
		t.Fatal(err)
	}
	var out []bsDeal
	for _, f := range files {
		if !f.HasTable {
			t.Fatalf("%s/%s: no table in RESULTS", set, f.Name)
		}
		out = append(out, bsDeal{name: set + "/" + f.Name, deal: f.Deal, table: f.Table})
	}
	return out
}

// TestGoSolverBridgeSolverDeals solves bridge-solver's hard and long
// deals and checks every table against its RESULTS. They take seconds to
// minutes each: it runs only with RULING_FULL_ORACLE=1 or
// RULING_HARD_DEALS=1. RULING_BS_SETS picks the sets (hard_deals,
// long_deals, champion; the champion, minutes at the default memory, only
// when named), RULING_BS_DEALS the deals by file name (deal.3,deal.17),
// RULING_BS_MB the table's cap in megabytes (the default's if unset).
func TestGoSolverBridgeSolverDeals(t *testing.T) {
	if !fullOracle() && os.Getenv("RULING_HARD_DEALS") != "1" {
		t.Skip("set RULING_HARD_DEALS=1 (or RULING_FULL_ORACLE=1) to solve bridge-solver's hard and long deals")
	}
	sets := []string{"hard_deals", "long_deals"}
	if v := os.Getenv("RULING_BS_SETS"); v != "" {
		sets = strings.Split(v, ",")
	}
	mb := 0
	if v := os.Getenv("RULING_BS_MB"); v != "" {
		var err error
		if mb, err = strconv.Atoi(v); err != nil {
			t.Fatalf("RULING_BS_MB=%q: %v", v, err)
		}
	}
	var only []string
	if v := os.Getenv("RULING_BS_DEALS"); v != "" {
		only = strings.Split(v, ",")
	}
	for _, set := range sets {
		for _, d := range bsDeals(t, set) {
			if only != nil && !slices.Contains(only, filepath.Base(d.name)) {
				continue
			}
			s := New(Options{MemoryMB: mb})
			start := time.Now()
			got, err := s.Table(d.deal)
			if err != nil {
				t.Fatalf("%s: %v", d.name, err)
			}
			if got != d.table {
				t.Errorf("%s: table %v, bridge-solver's RESULTS %v", d.name, got, d.table)
			}
			t.Logf("%s: %d nodes, %v", d.name, s.Nodes(), time.Since(start).Round(time.Millisecond))
		}
	}
}

// TestBridgeSolverSetsRead: every deal of the sets reads, with a table.
func TestBridgeSolverSetsRead(t *testing.T) {
	for set, n := range map[string]int{"hard_deals": 19, "long_deals": 14, "champion": 1} {
		if got := len(bsDeals(t, set)); got != n {
			t.Errorf("%s: %d deals, want %d", set, got, n)
		}
	}
}

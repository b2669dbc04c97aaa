// nodes_test.go: reference node counts of fixed searches (as chess engines pin perft counts): a change to the search shows at once.

package solver

import (
	"fmt"
	"os"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// nodeCase is one fixed search and the nodes it visits on a fresh
// solver with the default options.
type nodeCase struct {
	name  string
	line  int    // the deal's line in dd-tables.tsv
	op    string // "table", or "tricks" with trump and leader
	trump dds.Strain
	lead  dds.Seat
	slow  bool // left out with -short
	nodes int64
}

// nodeCases pins the search. When a change to the search moves these
// numbers, update them in the same commit and say why in its message.
var nodeCases = []nodeCase{
	{"deal 1 table", 1, "table", 0, 0, false, 1883791},
	{"deal 2 notrump, West leads", 2, "tricks", dds.NoTrump, dds.West, false, 223953},
	{"deal 51 table", 51, "table", 0, 0, true, 1377447},
	{"deal 75 table", 75, "table", 0, 0, true, 5087522},
	{"deal 337 diamonds, North leads", 337, "tricks", dds.Strain(dds.Diamonds), dds.North, true, 713283},
}

// nodesOf runs one case on a fresh solver and returns its node count.
func nodesOf(t *testing.T, recs []dds.TableRecord, c nodeCase) int64 {
	t.Helper()
	rec := recs[c.line-1]
	s := New(Options{})
	switch c.op {
	case "table":
		got, err := s.Table(rec.Deal)
		if err != nil || got != rec.Table {
			t.Fatalf("%s: table %v, %v; want %v", c.name, got, err, rec.Table)
		}
	default:
		n, err := s.Tricks(rec.Deal, c.trump, c.lead)
		if want := rec.Table[c.trump][c.lead.RHO()]; err != nil || n != want {
			t.Fatalf("%s: %d tricks, %v; want %d", c.name, n, err, want)
		}
	}
	return s.Nodes()
}

// TestGoSolverNodeCounts checks the pinned node counts (RULING_NODES=1
// prints them all instead, to update the table); one case runs alone
// with -run 'NodeCounts/deal_337' (under cachegrind, for instruction counts).
func TestGoSolverNodeCounts(t *testing.T) {
	recs := oracleTables(t, 0)
	for _, c := range nodeCases {
		t.Run(c.name, func(t *testing.T) {
			if c.slow && testing.Short() {
				t.Skip("slow")
			}
			got := nodesOf(t, recs, c)
			if os.Getenv("RULING_NODES") == "1" {
				fmt.Printf("%-34s %d\n", c.name, got)
				return
			}
			if got != c.nodes {
				t.Errorf("%d nodes, pinned %d (a search change: update nodeCases with the reason)", got, c.nodes)
			}
		})
	}
}

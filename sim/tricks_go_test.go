// tricks_go_test.go: tricks() with the pure-Go solver agrees with libdds's reference tables.

package sim

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds/solver"
)

// It takes minutes (60 solves, each with a fresh solver): it runs only
// with RULING_SOLVER_TESTS=1.
func TestTricksGoSolver(t *testing.T) {
	if os.Getenv("RULING_SOLVER_TESTS") == "" {
		t.Skip("set RULING_SOLVER_TESTS=1 to check tricks() with the Go solver (minutes)")
	}
	f, err := os.Open("testdata/dd-tables-3.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	factory := solver.Factory(solver.Options{})
	strains := []string{"clubs", "diamonds", "hearts", "spades", "notrump"}
	seats := []string{"north", "east", "south", "west"}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.Split(sc.Text(), "\t")
		d := handMadeDeal(t, parts[0])
		for k, w := range strings.Fields(parts[1]) {
			expr := "tricks(" + seats[k%4] + ", " + strains[k/4] + ")"
			got, err := evalOn(t, d, expr, factory)
			if want, _ := strconv.Atoi(w); err != nil || got != want {
				t.Errorf("%s on %s = %d (%v), libdds %d", expr, parts[0], got, err, want)
			}
		}
	}
}

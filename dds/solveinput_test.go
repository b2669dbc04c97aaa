// solveinput_test.go: ReadSolveInput counts and reports bad items before any solving; SolveInput.Solve writes in input order and names a failing item's line.

package dds

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
)

func TestReadSolveInput(t *testing.T) {
	items := streamItems(3)
	lines := []string{items[0].deal.String(), "N:AK.. ... ... ...", "# a comment", items[1].deal.String(), "", items[2].deal.String()}
	data := []byte(strings.Join(lines, "\n"))
	var bads []string
	in, err := ReadSolveInput(data, "in.tsv", false, func(err error) error {
		bads = append(bads, err.Error())
		return nil
	})
	if err != nil || in.Total != 3 || in.Bad != 1 || len(bads) != 1 || !strings.HasPrefix(bads[0], "in.tsv:2: ") {
		t.Fatalf("total %v, bad lines %q, err %v; want 3 good and in.tsv:2 bad", in, bads, err)
	}
	stop := errors.New("stop")
	if _, err := ReadSolveInput(data, "in.tsv", false, func(error) error { return stop }); err != stop {
		t.Errorf("bad's error ends the reading: got %v", err)
	}
	if _, err := ReadSolveInput([]byte("[Board \"1\"]\n[Deal \"N:AKQ\"]\n"), "x.pbn", false, func(error) error { return nil }); err == nil {
		t.Error("a PBN file with a bad deal was read")
	}

	var solved atomic.Int64
	factory := func() (Solver, error) { return fakeSolver{solved: &solved}, nil }
	var b strings.Builder
	written, err := in.Solve(context.Background(), Stream{Factory: factory, Threads: 2}, NewResultWriter(&b, "json"))
	if err != nil || written != 3 || solved.Load() != 3 {
		t.Fatalf("written %d, solved %d, err %v; want 3", written, solved.Load(), err)
	}
	for i, want := range []string{`"line":1`, `"line":4`, `"line":6`} {
		if got := strings.Split(b.String(), "\n")[i]; !strings.Contains(got, want) {
			t.Errorf("result %d: %s, want %s (input order)", i+1, got, want)
		}
	}

	// A solver failure names the item's line; what came before is written.
	bad := items[1].deal
	factory = func() (Solver, error) { return fakeSolver{solved: &solved, fail: &bad}, nil }
	b.Reset()
	written, err = in.Solve(context.Background(), Stream{Factory: factory, Threads: 1}, NewResultWriter(&b, "tsv"))
	if err == nil || err.Error() != "line 4: no table" || written != 1 || strings.Count(b.String(), "\n") != 1 {
		t.Errorf("written %d (%q), err %v; want line 4's error after one result", written, b.String(), err)
	}
}

// nodes.go: adjustbench's node count — the Go solvers a run made, and the nodes they searched.

package main

import (
	"fmt"
	"runtime"
	"sync"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// made is the Go solvers made since the last takeNodes, and the heap
// allocations and the process's page faults (minor: memory first
// touched) counted then.
var made struct {
	mu      sync.Mutex
	solvers []*solver.Solver
	mallocs uint64
	faults  int64
}

// counting wraps a factory so that the Go solvers it makes are counted
// by takeNodes.
func counting(f dds.Factory) dds.Factory {
	return func() (dds.Solver, error) {
		s, err := f()
		if g, ok := s.(*solver.Solver); ok && err == nil {
			made.mu.Lock()
			made.solvers = append(made.solvers, g)
			made.mu.Unlock()
		}
		return s, err
	}
}

// takeNodes is the nodes searched by the Go solvers made since it was
// last called, the heap allocations made meanwhile and the page faults
// taken (the whole process's: a page of a table first written is one;
// counted by the kernel, stable under load where the clock is not), as
// "  N nodes  A allocations  F page faults" ("" when no Go solver was
// made), and forgets them.
func takeNodes() string {
	made.mu.Lock()
	defer made.mu.Unlock()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	allocs := ms.Mallocs - made.mallocs
	made.mallocs = ms.Mallocs
	f := pageFaults()
	faults := f - made.faults
	made.faults = f
	if len(made.solvers) == 0 {
		return ""
	}
	var n int64
	for _, s := range made.solvers {
		n += s.Nodes()
	}
	made.solvers = nil
	return fmt.Sprintf("  %d nodes  %d allocations  %d page faults", n, allocs, faults)
}

// nodes.go: adjustbench's node count — the Go solvers a run made, and the nodes they searched.

package main

import (
	"fmt"
	"sync"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// made is the Go solvers made since the last takeNodes.
var made struct {
	mu      sync.Mutex
	solvers []*solver.Solver
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
// last called, as "  N nodes" ("" when none was made), and forgets them.
func takeNodes() string {
	made.mu.Lock()
	defer made.mu.Unlock()
	if len(made.solvers) == 0 {
		return ""
	}
	var n int64
	for _, s := range made.solvers {
		n += s.Nodes()
	}
	made.solvers = nil
	return fmt.Sprintf("  %d nodes", n)
}

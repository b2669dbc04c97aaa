// backend.go: choosing a double-dummy backend by name — the pure-Go solver or libdds — for every program that offers the choice.

package libdds

import (
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// The backends Backend knows, by name.
const (
	// DefaultBackend is the pure-Go solver: no C library needed.
	DefaultBackend = "go"
	// BackendNames lists the names Backend accepts, for messages.
	BackendNames = "go or libdds"
)

// UnknownBackendError is a backend name Backend does not know.
type UnknownBackendError struct{ Name string }

func (e *UnknownBackendError) Error() string { return fmt.Sprintf("unknown solver %q", e.Name) }

// Backend returns the Factory of the named backend: "go", solver.Reusing
// (a Solver closed hands its table on to the next one made, so that a
// server or a page answering call after call does not reserve and grow a
// table for each; what is found and the work are a fresh Solver's), or
// "libdds", loaded (a *LoadError when it cannot be) and set to use
// threads threads inside its batch calls (0: one per core). Another name
// is an *UnknownBackendError. Adding a backend is a case here.
func Backend(name string, threads int) (dds.Factory, error) {
	return BackendOptions(name, threads, solver.Options{})
}

// BackendOptions is Backend with the Go solver's options. libdds sizes
// its own memory: with MemoryMB set it is an *OptionError.
func BackendOptions(name string, threads int, opt solver.Options) (dds.Factory, error) {
	switch name {
	case "go":
		return solver.Reusing(opt), nil
	case "libdds":
		if opt.MemoryMB != 0 {
			return nil, dds.OptionErr("memory", " sizes the pure-Go backend's table; libdds sizes its own memory").WithHint("use solver go, or leave memory out", "solver")
		}
		l, err := Load()
		if err != nil {
			return nil, err
		}
		l.SetThreads(threads)
		return Factory, nil
	}
	return nil, &UnknownBackendError{Name: name}
}

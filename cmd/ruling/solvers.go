// solvers.go: choosing a double-dummy backend by name.

package main

import (
	"errors"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/libdds"
)

// defaultSolver is the backend used when --solver is not given: the
// pure-Go solver (no C library needed; libdds stays as --solver libdds).
const defaultSolver = "go"

// solverNames lists the backends --solver accepts.
const solverNames = "go or libdds"

// solverFactory returns the Factory of the named backend, set up to use
// threads workers (0: one per core). Every command that solves goes
// through it, so adding a backend is a case here.
func solverFactory(name string, threads int) (dds.Factory, error) {
	switch name {
	case "go":
		return dds.GoFactory(dds.Options{}), nil
	case "libdds":
		l, err := libdds.Load()
		if err != nil {
			var le *libdds.LoadError
			if errors.As(err, &le) {
				return nil, &hinted{err: fmt.Errorf("libdds is not available: %s", le.Reasons), hint: libdds.InstallHint}
			}
			return nil, err
		}
		l.SetThreads(threads)
		return libdds.Factory, nil
	}
	return nil, withHint(badInput("unknown solver %q", name), "use --solver "+solverNames)
}

// bind_unix.go: opening the shared library and resolving its entry points with purego (no cgo).

//go:build (linux || darwin || freebsd) && (amd64 || arm64)

package libdds

import (
	"errors"
	"fmt"

	"github.com/ebitengine/purego"
)

// open loads the library called name and binds every entry point. Each
// symbol is looked up with Dlsym first, so a missing one is an error
// rather than purego's panic; on any failure the handle is closed.
func open(name string) (*Lib, error) {
	h, err := purego.Dlopen(name, purego.RTLD_NOW|purego.RTLD_GLOBAL)
	if err != nil {
		return nil, err // dlerror's text names the file
	}
	l := &Lib{path: name}
	syms := []struct {
		name string
		fptr any
	}{
		{"CalcAllTables", &l.calcAllTables},
		{"SolveAllChunksBin", &l.solveAllChunksBin},
		{"AnalyseAllPlaysBin", &l.analyseAllPlaysBin},
		{"SetMaxThreads", &l.setMaxThreads},
		{"GetDDSInfo", &l.getDDSInfo},
		{"ErrorMessage", &l.errorMessage},
	}
	for _, s := range syms {
		addr, err := purego.Dlsym(h, s.name)
		if err != nil || addr == 0 {
			return nil, errors.Join(fmt.Errorf("%s: symbol %s: %v", name, s.name, err), purego.Dlclose(h))
		}
		purego.RegisterFunc(s.fptr, addr)
	}
	if err := l.finish(); err != nil {
		return nil, errors.Join(err, purego.Dlclose(h))
	}
	return l, nil
}

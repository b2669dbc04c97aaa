// par_bind_unix.go: binding libdds's par entry points with purego, on first use.

//go:build (linux || darwin || freebsd) && (amd64 || arm64)

package libdds

import (
	"fmt"

	"github.com/ebitengine/purego"
)

// bindPar resolves DealerPar, SidesParBin and Par in the library loaded
// as name (dlopen returns the handle Load already holds).
func bindPar(name string) (*parFuncs, error) {
	h, err := purego.Dlopen(name, purego.RTLD_NOW|purego.RTLD_GLOBAL)
	if err != nil {
		return nil, err
	}
	f := &parFuncs{}
	for _, s := range []struct {
		name string
		fptr any
	}{
		{"DealerPar", &f.dealerPar},
		{"SidesParBin", &f.sidesParBin},
		{"Par", &f.par},
	} {
		addr, err := purego.Dlsym(h, s.name)
		if err != nil || addr == 0 {
			return nil, fmt.Errorf("%s: symbol %s: %v", name, s.name, err)
		}
		purego.RegisterFunc(s.fptr, addr)
	}
	return f, nil
}

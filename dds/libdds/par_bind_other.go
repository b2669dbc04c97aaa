// par_bind_other.go: the stub for platforms where purego cannot load libdds.

//go:build !((linux || darwin || freebsd) && (amd64 || arm64))

package libdds

import "fmt"

// bindPar always fails: this platform has no purego binding.
func bindPar(name string) (*parFuncs, error) {
	return nil, fmt.Errorf("%s: loading libdds is not supported on this platform", name)
}

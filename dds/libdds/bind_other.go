// bind_other.go: the stub for platforms where purego cannot load libdds.

//go:build !((linux || darwin || freebsd) && (amd64 || arm64))

package libdds

import "fmt"

// open always fails: this platform has no purego binding.
func open(name string) (*Lib, error) {
	return nil, fmt.Errorf("%s: loading libdds is not supported on this platform", name)
}

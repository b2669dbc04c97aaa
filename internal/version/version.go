// Package version is the one version string of ruling's programs (the
// command line and the browser's engine):
//
//	go build -ldflags "-X github.com/ruling-bridge/ruling/internal/version.set=v1.2.3" ./cmd/ruling
//
// sets it at link time; else it is the module's version from the build
// information, else "(devel)".
package version

import "runtime/debug"

// set is the version given at link time (Flag).
var set string

// Flag is the symbol -ldflags "-X Flag=v1.2.3" sets.
const Flag = "github.com/ruling-bridge/ruling/internal/version.set"

// String is the version: the one set at link time, else the module's,
// else "(devel)".
func String() string {
	if set != "" {
		return set
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}

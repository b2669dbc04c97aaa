// hugepages_other.go: no huge-page advice for the arena beyond Linux.

//go:build !linux

package solver

// HugePagesEnv is the environment variable that asks for huge pages on
// Linux (hugepages_linux.go); elsewhere it does nothing.
const HugePagesEnv = "RULING_TT_HUGEPAGES"

// adviseArena does nothing here (tt_arena_unix.go calls it on the other
// Unix systems).
func adviseArena(mem []byte) {}

// hugepages_linux.go: transparent huge pages for a table's arena where RULING_TT_HUGEPAGES=1 asks — a switch for timing the one page size against the other.

//go:build linux

package solver

import (
	"os"
	"syscall"
)

// HugePagesEnv is the environment variable that, set to 1, has every
// table's arena reserved from then on advised for transparent huge
// pages (madvise MADV_HUGEPAGE; the kernel's
// /sys/kernel/mm/transparent_hugepage/enabled must say always or
// madvise). Huge pages (2 MB) make a table's first writes a few dozen
// page faults instead of some thousands (the 10,000 deals of
// misinformation-mp.toml: about 7,000 small pages a worker's arena),
// and its random probes need far fewer TLB entries: 28 MB of arena in
// 14 of them, against 7,000 small pages. What that is worth is for the
// clock (adjustbench --hugepages): a table's memory is resident 2 MB at
// a time, at most one huge page beyond what small pages would hold.
const HugePagesEnv = "RULING_TT_HUGEPAGES"

// adviseArena advises the arena mem for huge pages when HugePagesEnv
// is 1. It is advice: where the kernel refuses it, the pages stay small.
func adviseArena(mem []byte) {
	if os.Getenv(HugePagesEnv) == "1" {
		_ = syscall.Madvise(mem, syscall.MADV_HUGEPAGE)
	}
}

// hugepages_linux.go: transparent huge pages for a table's arena and buckets, unless RULING_TT_HUGEPAGES=0 says no.

//go:build linux

package solver

import (
	"os"
	"runtime"
	"runtime/debug"
	"syscall"
	"unsafe"
)

// hugePages reports whether tables go on huge pages: unless
// HugePagesEnv is 0.
func hugePages() bool { return os.Getenv(HugePagesEnv) != "0" }

// adviseArena advises the arena mem for huge pages unless HugePagesEnv
// is 0. It is advice: where the kernel refuses it, the pages stay small.
func adviseArena(mem []byte) {
	if hugePages() {
		_ = syscall.Madvise(mem, syscall.MADV_HUGEPAGE)
	}
}

// bucketMaps is a table's buckets mapped outside the Go heap (huge
// pages): the mapping in use, and the one the buckets just left.
type bucketMaps struct {
	cur, prev []byte
}

// newBuckets is n empty buckets: in a mapping advised for huge pages
// unless HugePagesEnv is 0 (given back when the table is collected or its
// buckets move on: dropBuckets), else from the Go heap.
func (t *transTable) newBuckets(n int) []ttBucket {
	if !hugePages() {
		return make([]ttBucket, n)
	}
	mem, err := syscall.Mmap(-1, 0, n*ttBucketBytes, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return make([]ttBucket, n)
	}
	_ = syscall.Madvise(mem, syscall.MADV_HUGEPAGE)
	if t.bucketMaps == nil {
		t.bucketMaps = &bucketMaps{}
		runtime.AddCleanup(t, func(m *bucketMaps) { syscall.Munmap(m.cur) }, t.bucketMaps)
	}
	m := t.bucketMaps
	m.prev, m.cur = m.cur, mem
	return unsafe.Slice((*ttBucket)(unsafe.Pointer(&mem[0])), n)
}

// dropBuckets gives back the buckets the table just left (growBuckets),
// at address old (no pointer, so that a collection can free them):
// their mapping, or the Go heap's free memory to the operating system
// (a forced collection: the buckets double a few times in a table's
// life).
func (t *transTable) dropBuckets(old uintptr) {
	if m := t.bucketMaps; m != nil && len(m.prev) > 0 && uintptr(unsafe.Pointer(&m.prev[0])) == old {
		syscall.Munmap(m.prev)
		m.prev = nil
		return
	}
	debug.FreeOSMemory()
}

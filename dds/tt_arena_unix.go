// tt_arena_unix.go: the table's arena reserved as address space (mmap) — pages become resident only when written.

//go:build unix

package dds

import (
	"runtime"
	"syscall"
	"unsafe"
)

// reserveArena gives room for up to n entries and their signatures,
// both empty (length 0), without making it resident: the arena grows in
// place by reslicing, the operating system backing each page when it is
// first written. The mapping is given back when t is collected. Where
// the system refuses the mapping (a cap beyond the address space or the
// memory), the room comes from the Go heap, at most ttHeapArenaMax
// entries: the table then evicts sooner.
func reserveArena(t *transTable, n int) ([]ttEntry, []ttSigs) {
	eb := n * int(unsafe.Sizeof(ttEntry{}))
	size := eb + n/4*int(unsafe.Sizeof(ttSigs{}))
	mem, err := syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		n = min(n, ttHeapArenaMax)
		return make([]ttEntry, 0, n), make([]ttSigs, 0, n/4)
	}
	runtime.AddCleanup(t, func(m []byte) { syscall.Munmap(m) }, mem)
	entries := unsafe.Slice((*ttEntry)(unsafe.Pointer(&mem[0])), n)
	sigs := unsafe.Slice((*ttSigs)(unsafe.Pointer(&mem[eb])), n/4)
	return entries[:0], sigs[:0]
}

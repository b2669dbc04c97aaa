// tt_arena_unix.go: the table's arena reserved as address space (mmap) — pages become resident only when written.

//go:build unix

package solver

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
// memory), the room comes from the Go heap (heapArena).
func reserveArena(t *transTable, n int) ([]ttCell, []ttSigs) {
	eb := n * int(unsafe.Sizeof(ttCell{}))
	size := n * ttEntryBytes // the entries, then their signatures
	mem, err := syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return heapArena(n)
	}
	runtime.AddCleanup(t, func(m []byte) { syscall.Munmap(m) }, mem)
	adviseArena(mem) // huge pages where HugePagesEnv asks (hugepages_linux.go)
	entries := unsafe.Slice((*ttCell)(unsafe.Pointer(&mem[0])), n)
	sigs := unsafe.Slice((*ttSigs)(unsafe.Pointer(&mem[eb])), n/4)
	return entries[:0], sigs[:0]
}

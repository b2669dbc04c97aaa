// tt_arena_other.go: the table's arena from the Go heap where there is no mmap.

//go:build !unix

package solver

// reserveArena gives room for up to n entries and their signatures,
// both empty (length 0), from the Go heap (heapArena).
func reserveArena(t *transTable, n int) ([]ttCell, []ttSigs) {
	return heapArena(n)
}

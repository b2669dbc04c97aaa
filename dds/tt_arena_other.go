// tt_arena_other.go: the table's arena from the Go heap where there is no mmap.

//go:build !unix

package dds

// reserveArena gives room for up to n entries and their signatures,
// both empty (length 0), from the Go heap (memory fresh from the
// operating system is not touched until written), at most
// ttHeapArenaMax entries: a larger cap only lets the buckets grow.
func reserveArena(t *transTable, n int) ([]ttEntry, []ttSigs) {
	n = min(n, ttHeapArenaMax)
	return make([]ttEntry, 0, n), make([]ttSigs, 0, n/4)
}

// hugepages_other.go: no huge pages for a table beyond Linux — its buckets from the Go heap.

//go:build !linux

package solver

import "runtime/debug"

// adviseArena does nothing here (tt_arena_unix.go calls it on the other
// Unix systems).
func adviseArena(mem []byte) {}

// bucketMaps is Linux's (hugepages_linux.go); never made here.
type bucketMaps struct{}

// newBuckets is n empty buckets from the Go heap.
func (t *transTable) newBuckets(n int) []ttBucket { return make([]ttBucket, n) }

// dropBuckets gives the Go heap's free memory, the buckets the table
// just left (at address old: no pointer, so that the collection frees
// them) among it, back to the operating system (a forced
// collection: the buckets double a few times in a table's life).
func (t *transTable) dropBuckets(old uintptr) { debug.FreeOSMemory() }

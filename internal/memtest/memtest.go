// Package memtest measures what a piece of code allocates, for the tests
// that bound the memory of hostile input (a script, a case file, a LIN
// file) in sim, weighting/engine and weighting/event:
//
//	n := memtest.Allocated(func() { _, err = sim.ParseScript("x.dl", src) })
//	if n > 4<<20 { … }
package memtest

import "runtime"

// Allocated is the bytes f allocates: the heap's total allocation after
// f less that before it, a collection first (every goroutine's
// allocations meanwhile count).
func Allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

package memtest

import "testing"

var sink []byte

// A megabyte made on the heap counts, and nothing made counts little.
func TestAllocated(t *testing.T) {
	if n := Allocated(func() { sink = make([]byte, 1<<20) }); n < 1<<20 || n > 2<<20 {
		t.Errorf("a 1 MiB slice: %d bytes", n)
	}
	if n := Allocated(func() {}); n > 64<<10 {
		t.Errorf("nothing: %d bytes", n)
	}
}

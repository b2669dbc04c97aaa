package libdds

import (
	"testing"
	"unsafe"
)

// TestParLayout checks the Go mirrors of the par structs against dll.h:
// contractType is 5 ints; parResultsMaster 2 ints and 10 contractTypes
// (208 bytes, as bindgen's layout test for DDS also says);
// parResultsDealer 2 ints and char[10][10].
func TestParLayout(t *testing.T) {
	for _, c := range []struct {
		name      string
		got, want uintptr
	}{
		{"contractType", unsafe.Sizeof(cContractType{}), 20},
		{"parResultsMaster", unsafe.Sizeof(cParResultsMaster{}), 208},
		{"parResultsMaster.contracts", unsafe.Offsetof(cParResultsMaster{}.Contracts), 8},
		{"parResultsDealer", unsafe.Sizeof(cParResultsDealer{}), 108},
		{"parResultsDealer.contracts", unsafe.Offsetof(cParResultsDealer{}.Contracts), 8},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d bytes, want %d", c.name, c.got, c.want)
		}
	}
}

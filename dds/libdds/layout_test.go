package libdds

import (
	"testing"
	"unsafe"
)

// TestLayout checks the Go mirrors against the sizes and offsets of the C
// structs of libdds 2.9's dll.h, worked out by hand from the declarations
// (int and unsigned int are 4 bytes; char arrays are padded to the next
// int): e.g. struct deal is 2 ints + 3 + 3 ints + 4x4 unsigned = 24 x 4.
func TestLayout(t *testing.T) {
	for _, c := range []struct {
		name      string
		got, want uintptr
	}{
		{"deal", unsafe.Sizeof(cDeal{}), 96},
		{"futureTricks", unsafe.Sizeof(cFutureTricks{}), 4 * (2 + 4*13)},
		{"boards", unsafe.Sizeof(cBoards{}), 4 + 200*96 + 3*200*4},
		{"solvedBoards", unsafe.Sizeof(cSolvedBoards{}), 4 + 200*216},
		{"ddTableDeal", unsafe.Sizeof(cTableDeal{}), 64},
		{"ddTableDeals", unsafe.Sizeof(cTableDeals{}), 12804},
		{"ddTableResults", unsafe.Sizeof(cTableResults{}), 80},
		{"ddTablesRes", unsafe.Sizeof(cTablesRes{}), 16004},
		{"parResults", unsafe.Sizeof(cParResults{}), 2*16 + 2*128},
		{"allParResults", unsafe.Sizeof(cAllParResults{}), 40 * 288},
		{"playTraceBin", unsafe.Sizeof(cPlayTraceBin{}), 4 + 2*52*4},
		{"playTracesBin", unsafe.Sizeof(cPlayTracesBin{}), 4 + 200*420},
		{"solvedPlay", unsafe.Sizeof(cSolvedPlay{}), 4 + 53*4},
		{"solvedPlays", unsafe.Sizeof(cSolvedPlays{}), 4 + 200*216},
		{"DDSInfo", unsafe.Sizeof(cDDSInfo{}), 1204},
		// Offsets where a mistake would shift everything after it.
		{"deal.remainCards", unsafe.Offsetof(cDeal{}.RemainCards), 32},
		{"boards.target", unsafe.Offsetof(cBoards{}.Target), 4 + 200*96},
		{"boards.mode", unsafe.Offsetof(cBoards{}.Mode), 4 + 200*96 + 2*800},
		{"futureTricks.score", unsafe.Offsetof(cFutureTricks{}.Score), 8 + 3*52},
		{"ddTablesRes.results", unsafe.Offsetof(cTablesRes{}.Results), 4},
		{"DDSInfo.system", unsafe.Offsetof(cDDSInfo{}.System), 24},
		{"DDSInfo.threadSizes", unsafe.Offsetof(cDDSInfo{}.ThreadSizes), 52},
		{"DDSInfo.systemString", unsafe.Offsetof(cDDSInfo{}.SystemString), 180},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d bytes, C has %d", c.name, c.got, c.want)
		}
	}
}

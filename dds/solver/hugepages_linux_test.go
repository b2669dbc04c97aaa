package solver

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
	"unsafe"
)

// With RULING_TT_HUGEPAGES=1 a table's arena is advised for huge pages
// (the mapping's VmFlags in /proc/self/smaps say hg); without it, not.
func TestArenaHugePagesSwitch(t *testing.T) {
	if _, err := os.Stat("/sys/kernel/mm/transparent_hugepage/enabled"); err != nil {
		t.Skip("no transparent huge pages in this kernel")
	}
	for _, on := range []bool{false, true} {
		if on {
			t.Setenv(HugePagesEnv, "1")
		} else {
			t.Setenv(HugePagesEnv, "0")
		}
		tt := newTransTable(8)
		addr := uintptr(unsafe.Pointer(unsafe.SliceData(tt.entries)))
		flags, err := vmFlags(addr)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(" "+flags+" ", " hg "); got != on {
			t.Errorf("%s=%v: the arena's VmFlags %q, huge pages advised %v", HugePagesEnv, on, flags, got)
		}
	}
}

// vmFlags is the VmFlags line of the mapping that holds addr.
func vmFlags(addr uintptr) (string, error) {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		return "", err
	}
	defer f.Close()
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		var lo, hi uintptr
		if n, _ := fmt.Sscanf(line, "%x-%x ", &lo, &hi); n == 2 && strings.Contains(line[:strings.IndexByte(line, ' ')], "-") {
			in = lo <= addr && addr < hi
			continue
		}
		if in && strings.HasPrefix(line, "VmFlags:") {
			return strings.TrimSpace(strings.TrimPrefix(line, "VmFlags:")), nil
		}
	}
	if err := sc.Err(); err != nil {
		return "", err
	}
	return "", fmt.Errorf("no mapping holds %#x", addr)
}

package solver

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"
	"unsafe"
)

// By default (RULING_TT_HUGEPAGES unset) and with 1 a table's arena and
// buckets are advised for huge pages (their mappings' VmFlags in
// /proc/self/smaps say hg), and the buckets' mapping left when they
// double is given back; with 0, neither is advised.
func TestArenaHugePagesSwitch(t *testing.T) {
	if _, err := os.Stat("/sys/kernel/mm/transparent_hugepage/enabled"); err != nil {
		t.Skip("no transparent huge pages in this kernel")
	}
	for _, set := range []string{"0", "1", ""} {
		on := set != "0"
		t.Setenv(HugePagesEnv, set)
		if set == "" {
			os.Unsetenv(HugePagesEnv) // t.Setenv restores it after the test
		}
		tt := newTransTable(8)
		old := uintptr(unsafe.Pointer(unsafe.SliceData(tt.buckets)))
		tt.growBuckets()
		for _, p := range []struct {
			what string
			addr uintptr
		}{
			{"arena", uintptr(unsafe.Pointer(unsafe.SliceData(tt.entries)))},
			{"buckets", uintptr(unsafe.Pointer(unsafe.SliceData(tt.buckets)))},
		} {
			flags, err := vmFlags(p.addr)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Contains(" "+flags+" ", " hg "); got != on {
				t.Errorf("%s=%q: the %s' VmFlags %q, huge pages advised %v", HugePagesEnv, set, p.what, flags, got)
			}
		}
		if _, err := vmFlags(old); on && err == nil {
			t.Errorf("%s=%q: the buckets' old mapping is still there after they doubled", HugePagesEnv, set)
		}
		runtime.KeepAlive(tt)
	}
}

// A table on huge pages searches as one on the Go heap: the pinned nodes
// of deal 1's table (TestGoSolverNodeCounts), whose buckets double on
// the way.
func TestHugePagesSameNodes(t *testing.T) {
	t.Setenv(HugePagesEnv, "1")
	c := nodeCases[0]
	if got := nodesOf(t, oracleTables(t, 0), c); got != c.nodes {
		t.Errorf("%s on huge pages: %d nodes, pinned %d", c.name, got, c.nodes)
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

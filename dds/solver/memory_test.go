// memory_test.go: the transposition table's memory cap holds in resident memory (RSS), measured in a child process.

package solver

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// rssChildEnv, when set, makes TestGoSolverRSS the child: "MB,SRC,FIRST,N"
// solves the tables of deals FIRST..FIRST+N-1 of SRC (dd-tables.tsv when
// "tables", else a file of testdata/dds-hands) on one solver capped at MB,
// checks them, and prints its resident memory before and at peak.
const rssChildEnv = "RULING_RSS_CHILD"

// statusKB reads a "Name: N kB" line of /proc/self/status; 0 if absent.
func statusKB(name string) int64 {
	data, _ := os.ReadFile("/proc/self/status")
	for _, line := range bytes.Split(data, []byte("\n")) {
		if k, v, ok := strings.Cut(string(line), ":"); ok && k == name {
			n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return n
		}
	}
	return 0
}

// rssChild is the child's work (see rssChildEnv).
func rssChild(t *testing.T, spec string) {
	f := strings.Split(spec, ",")
	if len(f) != 4 {
		t.Fatalf("%s=%q: want MB,SRC,FIRST,N", rssChildEnv, spec)
	}
	mb, _ := strconv.Atoi(f[0])
	first, _ := strconv.Atoi(f[2])
	n, _ := strconv.Atoi(f[3])
	var recs []dds.TableRecord
	if f[1] == "tables" {
		recs = oracleTables(t, first-1+n)[first-1:]
	} else {
		for _, h := range readDDSHands(t, "../testdata/dds-hands/"+f[1])[first-1 : first-1+n] {
			recs = append(recs, dds.TableRecord{Deal: h.Deal, Table: h.Table})
		}
	}
	runtime.GC()
	base := statusKB("VmRSS")
	s := New(Options{MemoryMB: mb})
	for i, rec := range recs {
		got, err := s.Table(rec.Deal)
		if err != nil || got != rec.Table {
			t.Fatalf("deal %d: %v, %v; want %v", first+i, got, err, rec.Table)
		}
	}
	fmt.Printf("rss-child base %d peak %d table %d\n", base, statusKB("VmHWM"), s.tt.bytes()>>10)
}

// rssCase is a child run of TestGoSolverRSS and its limits.
type rssCase struct {
	mb       int // the cap (0: the default)
	src      string
	first, n int
	limitKB  int64 // on the peak, whole process
	overKB   int64 // on the peak above the baseline, beyond the cap
}

// TestGoSolverRSS solves deals in a child process (so that no other test's
// memory counts) and checks its peak resident memory: at most 64 MB for
// a one-worker process at the default cap on random deals, and the
// table's cap plus the process's own baseline at small caps on the deals
// whose searches blow up, with the right answers.
func TestGoSolverRSS(t *testing.T) {
	if spec := os.Getenv(rssChildEnv); spec != "" {
		rssChild(t, spec)
		return
	}
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc/self/status")
	}
	if testing.Short() {
		t.Skip("solves tables in a child process")
	}
	cases := []rssCase{
		{0, "tables", 1, 30, 64 << 10, 0},
		{0, "tables", 75, 1, 64 << 10, 0},
		{1, "tables", 51, 1, 0, 4 << 10},
	}
	if v := os.Getenv("RULING_RSS_HARD"); v != "" {
		// e.g. RULING_RSS_HARD=8: thomas1.txt's table at a cap of 8 MB.
		mb, _ := strconv.Atoi(v)
		cases = append(cases, rssCase{mb, "thomas1.txt", 1, 1, 64 << 10, 4 << 10})
	}
	for _, c := range cases {
		cmd := exec.Command(os.Args[0], "-test.run=^TestGoSolverRSS$", "-test.count=1")
		cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%d,%s,%d,%d", rssChildEnv, c.mb, c.src, c.first, c.n))
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("cap %d MB, deals %d+%d: %v\n%s", c.mb, c.first, c.n, err, out)
		}
		var base, peak, table int64
		i := bytes.Index(out, []byte("rss-child "))
		if i < 0 {
			t.Fatalf("no figures from the child:\n%s", out)
		}
		if _, err := fmt.Sscanf(string(out[i:]), "rss-child base %d peak %d table %d", &base, &peak, &table); err != nil {
			t.Fatal(err)
		}
		t.Logf("cap %d MB, deals %d+%d: baseline %d kB, peak %d kB, table %d kB", c.mb, c.first, c.n, base, peak, table)
		if c.limitKB > 0 && peak > c.limitKB {
			t.Errorf("cap %d MB, deals %d+%d: peak RSS %d kB, over %d kB", c.mb, c.first, c.n, peak, c.limitKB)
		}
		if c.overKB > 0 && c.mb > 0 && peak-base > int64(c.mb)<<10+c.overKB {
			t.Errorf("cap %d MB, deals %d+%d: peak RSS %d kB above a baseline of %d kB, over the cap by more than %d kB", c.mb, c.first, c.n, peak-base, base, c.overKB)
		}
	}
}

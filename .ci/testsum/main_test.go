package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A failing test's output is printed and fails the run; skips are
// recorded with their reasons (testscript's own log line left out) and
// counted by what they name.
func TestFilterAndSummary(t *testing.T) {
	in := `{"Action":"run","Package":"p","Test":"TestA"}
{"Action":"output","Package":"p","Test":"TestA","Output":"    a_test.go:12: got 3, want 4\n"}
{"Action":"fail","Package":"p","Test":"TestA"}
{"Action":"output","Package":"p","Test":"TestOK","Output":"    ok_test.go:3: quiet\n"}
{"Action":"pass","Package":"p","Test":"TestOK"}
{"Action":"output","Package":"p","Test":"TestS/x","Output":"    cmd.go:380: loads libdds, which does not run under the race detector\n"}
{"Action":"output","Package":"p","Test":"TestS/x","Output":"    testscript.go:609: WORK=$WORK\n"}
{"Action":"skip","Package":"p","Test":"TestS/x"}
{"Action":"output","Package":"p","Test":"TestL","Output":"    l_test.go:9: libdds is not installed (apt-get install -y libdds0)\n"}
{"Action":"skip","Package":"p","Test":"TestL"}
{"Action":"output","Package":"p","Test":"TestD","Output":"    d_test.go:9: needs 1,000 deals\n"}
{"Action":"skip","Package":"p","Test":"TestD"}
{"Action":"output","Package":"p","Test":"TestE","Output":"    e_test.go:9: slow: runs dealer\n"}
{"Action":"skip","Package":"p","Test":"TestE"}
{"Action":"output","Package":"p","Test":"TestHang","Output":"panic: test timed out after 10m0s\n"}
{"Action":"output","Package":"p","Output":"PASS\n"}
{"Action":"output","Package":"p","Output":"FAIL\tp\t0.1s\n"}
not json: a build error
`
	var out, skips strings.Builder
	failed, err := filter(strings.NewReader(in), &out, &skips, "short")
	if err != nil || !failed {
		t.Fatalf("failed %v, err %v", failed, err)
	}
	if want := "    a_test.go:12: got 3, want 4\npanic: test timed out after 10m0s\nFAIL\tp\t0.1s\nnot json: a build error\n"; out.String() != want {
		t.Errorf("printed %q, want %q", out.String(), want)
	}
	file := filepath.Join(t.TempDir(), "skips")
	if err := os.WriteFile(file, []byte(skips.String()+"full\tp\tTestX\tsomething else\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	line, err := summarize([]string{file})
	want := "Skipped 5 tests (1 in the full run, 4 in the -short runs): 1 under -race, 1 without libdds, 2 in -short mode, 1 for other reasons (TestX: something else)."
	if err != nil || line != want {
		t.Errorf("summary %q (%v), want %q", line, err, want)
	}
}

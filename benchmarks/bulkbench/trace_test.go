package main

import "testing"

// TestSummarizeTrace: three ranges in two bundles of one process, one of
// them solved by solver 0 alone.
func TestSummarizeTrace(t *testing.T) {
	trace := `{"start":0,"end":100,"pid":7,"bundle":1,"solvers":{"0":60,"1":40}}
{"start":100,"end":200,"pid":7,"bundle":2,"solvers":{"0":100}}
{"start":200,"end":250,"pid":7,"bundle":2,"solvers":{"1":25,"0":25}}
`
	got, err := summarizeTrace([]byte(trace))
	want := "3 ranges (250 deals) in 2 bundles (the largest: 2 range(s)); deals by solver 185 / 65; ranges on one solver alone 1"
	if err != nil || got != want {
		t.Errorf("got %q, %v\nwant %q", got, err, want)
	}
	if _, err := summarizeTrace(nil); err == nil {
		t.Error("an empty trace gave no error")
	}
}

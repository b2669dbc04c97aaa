// trace.go: a bulk run's trace (RULING_BULK_TRACE, a line of JSON per range) summed up: how the runner spread the ranges over bundles and solvers.

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// traceEnv is ruling-bulk's variable naming its trace file.
const traceEnv = "RULING_BULK_TRACE"

// traceLine is the part of a range's trace line read here.
type traceLine struct {
	Start, End int64
	Pid        int
	Bundle     int64
	Solvers    map[string]int // deals by the solver's number in its process
}

// summarizeTrace sums up a run's trace: its ranges and deals, the bundles
// (by process and number) and the largest one's ranges, the deals each
// solver solved (by process and solver number, in that order), and the
// ranges that were one solver's alone.
func summarizeTrace(data []byte) (string, error) {
	bundles := map[[2]int64]int{}
	solvers := map[string]int{}
	var ranges, deals, alone int64
	for line := range bytes.Lines(data) {
		var t traceLine
		if err := json.Unmarshal(line, &t); err != nil {
			return "", fmt.Errorf("the trace: %v", err)
		}
		ranges++
		deals += t.End - t.Start
		bundles[[2]int64{int64(t.Pid), t.Bundle}]++
		for id, n := range t.Solvers {
			solvers[fmt.Sprintf("%d/%s", t.Pid, id)] += n
		}
		if len(t.Solvers) == 1 {
			alone++
		}
	}
	if ranges == 0 {
		return "", fmt.Errorf("the trace is empty")
	}
	largest := 0
	for _, n := range bundles {
		largest = max(largest, n)
	}
	var ids []string
	for id := range solvers {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	counts := make([]string, len(ids))
	for i, id := range ids {
		counts[i] = fmt.Sprint(solvers[id])
	}
	return fmt.Sprintf("%d ranges (%d deals) in %d bundles (the largest: %d range(s)); deals by solver %s; ranges on one solver alone %d",
		ranges, deals, len(bundles), largest, strings.Join(counts, " / "), alone), nil
}

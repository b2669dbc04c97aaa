// trace.go: RULING_BULK_TRACE=FILE — a line of JSON per range, appended to FILE by the worker process that solved it: when, in which process and bundle, and how many of its deals each of the process's solvers solved; how a runner spread the work.

package main

import (
	"encoding/json"
	"os"
	"sync"
	"sync/atomic"
	"time"
)

// traceEnv names the file the trace is appended to; unset, no trace.
const traceEnv = "RULING_BULK_TRACE"

// traceRecord is one range's line of the trace.
type traceRecord struct {
	Start int64 `json:"start"` // the range's deals Start … End-1
	End   int64 `json:"end"`
	Pid   int   `json:"pid"`
	// Bundle numbers the bundles of this process's solve DoFns in the
	// order they started (StartBundle).
	Bundle int64     `json:"bundle"`
	Began  time.Time `json:"began"`
	Ended  time.Time `json:"ended"`
	// Solvers: deals solved by each solver of the process, by its
	// number in the pool (0 … --threads-1). Empty for a range counted
	// from an earlier run.
	Solvers map[int]int `json:"solvers,omitempty"`
}

var (
	traceOnce sync.Once
	traceFile *os.File
	traceMu   sync.Mutex
	bundleSeq atomic.Int64
)

// tracing reports whether RULING_BULK_TRACE is set (and its file opens).
func tracing() bool {
	traceOnce.Do(func() {
		if name := os.Getenv(traceEnv); name != "" {
			traceFile, _ = os.OpenFile(name, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
		}
	})
	return traceFile != nil
}

// trace appends a range's record, one write a line (O_APPEND: lines of
// several worker processes do not mix).
func trace(rec traceRecord) {
	if !tracing() {
		return
	}
	rec.Pid = os.Getpid()
	line, err := json.Marshal(rec)
	if err != nil {
		return
	}
	traceMu.Lock()
	defer traceMu.Unlock()
	traceFile.Write(append(line, '\n'))
}

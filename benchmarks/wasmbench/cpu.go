// cpu.go: CPU time beside the clock — the browser's threads' and the native solve's thread's, from Linux's schedstat — a measure the machine's load inflates far less than the wall clock.

package main

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	cdp "github.com/chromedp/chromedp"
)

// On a loaded machine a solve waits for a core most of its wall time;
// the CPU time its threads were given (the first field of each thread's
// /proc/PID/task/TID/schedstat, in ns) leaves the waiting out and keeps
// only what the load does to the caches. The browser's is summed over
// every thread of the browser's processes (the page's worker does the
// work; the page's main thread, the browser's and V8's helpers add a
// little, alike for engines A and B); the native side's is the solving
// thread's own, the goroutine locked to it.

// browserCPU is the CPU time of the browser's process tree so far; ok
// is false where it cannot be read (not Linux, no process).
type browserCPU struct{ root int }

func newBrowserCPU(browser context.Context) browserCPU {
	c := cdp.FromContext(browser)
	if c == nil || c.Browser == nil || c.Browser.Process() == nil {
		return browserCPU{}
	}
	return browserCPU{root: c.Browser.Process().Pid}
}

func (b browserCPU) now() (time.Duration, bool) {
	if b.root == 0 {
		return 0, false
	}
	procs, err := os.ReadDir("/proc")
	if err != nil {
		return 0, false
	}
	parent := map[int]int{}
	for _, p := range procs {
		pid, err := strconv.Atoi(p.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", p.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid …: comm may hold spaces and parentheses.
		s := string(stat)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) > 1 {
			parent[pid], _ = strconv.Atoi(f[1])
		}
	}
	inTree := func(pid int) bool {
		for range 64 {
			if pid == b.root {
				return true
			}
			if pid = parent[pid]; pid <= 1 {
				return false
			}
		}
		return false
	}
	var total time.Duration
	for pid := range parent {
		if !inTree(pid) {
			continue
		}
		dir := filepath.Join("/proc", strconv.Itoa(pid), "task")
		tasks, _ := os.ReadDir(dir)
		for _, t := range tasks {
			total += schedstat(filepath.Join(dir, t.Name(), "schedstat"))
		}
	}
	return total, true
}

// schedstat is the CPU time in a schedstat file (0 if none).
func schedstat(file string) time.Duration {
	b, err := os.ReadFile(file)
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 0
	}
	ns, _ := strconv.ParseInt(f[0], 10, 64)
	return time.Duration(ns)
}

// threadCPU runs f on one OS thread and returns that thread's CPU time
// in f (0 where /proc/thread-self cannot be read).
func threadCPU(f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := schedstat("/proc/thread-self/schedstat")
	f()
	after := schedstat("/proc/thread-self/schedstat")
	if before == 0 || after < before {
		return 0
	}
	return after - before
}

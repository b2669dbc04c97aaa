// measure.go: timing one batch, and the peak memory (process RSS and Go heap) while it runs.

package main

import (
	"bytes"
	"os"
	"runtime"
	"runtime/metrics"
	"sort"
	"strconv"
	"strings"
	"time"
)

// heapSampleEvery is how often the Go heap is sampled during a batch.
const heapSampleEvery = 5 * time.Millisecond

// memory is the peak memory seen while a batch ran, in bytes.
type memory struct {
	rss  int64 // the process's peak resident set (VmHWM), reset before the batch; 0 if unknown
	heap int64 // the Go heap's peak live objects, sampled
}

// peak raises m to o where o is higher.
func (m *memory) peak(o memory) {
	m.rss = max(m.rss, o.rss)
	m.heap = max(m.heap, o.heap)
}

// measure runs fn and returns its wall-clock duration and peak memory.
// The RSS peak is reset first through /proc/self/clear_refs (Linux), so it
// is the peak of this batch; the process's baseline (the Go runtime, the
// loaded library) is part of it.
func measure(fn func() error) (time.Duration, memory, error) {
	runtime.GC() // the heap figure is then this batch's, not the garbage of the one before
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
	stop := make(chan struct{})
	peakHeap := make(chan int64)
	go func() {
		sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		var peak int64
		tick := time.NewTicker(heapSampleEvery)
		defer tick.Stop()
		for {
			metrics.Read(sample)
			if v := int64(sample[0].Value.Uint64()); v > peak {
				peak = v
			}
			select {
			case <-stop:
				peakHeap <- peak
				return
			case <-tick.C:
			}
		}
	}()
	start := time.Now()
	err := fn()
	elapsed := time.Since(start)
	close(stop)
	m := memory{heap: <-peakHeap, rss: statusKB("VmHWM") * 1024}
	return elapsed, m, err
}

// statusKB reads a "Name: N kB" line of /proc/self/status; 0 if absent.
func statusKB(name string) int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range bytes.Split(data, []byte("\n")) {
		k, v, ok := strings.Cut(string(line), ":")
		if ok && k == name {
			n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return n
		}
	}
	return 0
}

// median of xs (not modified); 0 for none.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// cpuModel is the first "model name" of /proc/cpuinfo, or "unknown".
func cpuModel() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
				return strings.TrimSpace(v)
			}
		}
	}
	return "unknown"
}

// loadAverage is the 1, 5 and 15 minute load averages of /proc/loadavg, or "".
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(data)); err == nil && len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return ""
}

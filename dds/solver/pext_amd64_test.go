// pext_amd64_test.go: CPUID's answers against what Linux reports in /proc/cpuinfo.

//go:build amd64 && !purego

package solver

import (
	"encoding/binary"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestCPUID checks the vendor string and the BMI2 bit that
// detectFastPEXT reads against /proc/cpuinfo (skipped where there is
// none). It fails on a wrong register order or leaf.
func TestCPUID(t *testing.T) {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		t.Skipf("no /proc/cpuinfo: %v", err)
	}
	var vendor string
	var flags []string
	for _, line := range strings.Split(string(data), "\n") {
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		switch strings.TrimSpace(k) {
		case "vendor_id":
			vendor = strings.TrimSpace(v)
		case "flags":
			flags = strings.Fields(v)
		}
		if vendor != "" && flags != nil {
			break
		}
	}
	if vendor == "" || flags == nil {
		t.Skip("/proc/cpuinfo gives no vendor_id or flags")
	}
	_, b, c, d := cpuid(0, 0)
	var id [12]byte
	binary.LittleEndian.PutUint32(id[0:], b)
	binary.LittleEndian.PutUint32(id[4:], d)
	binary.LittleEndian.PutUint32(id[8:], c)
	if string(id[:]) != vendor {
		t.Errorf("CPUID vendor %q, /proc/cpuinfo %q", id[:], vendor)
	}
	_, b7, _, _ := cpuid(7, 0)
	if got, want := b7&(1<<8) != 0, slices.Contains(flags, "bmi2"); got != want {
		t.Errorf("CPUID says BMI2 %v, /proc/cpuinfo %v", got, want)
	}
	if hasFastPEXT && !slices.Contains(flags, "bmi2") {
		t.Error("PEXT used without BMI2")
	}
}

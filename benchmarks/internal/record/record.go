// Package record holds what the benchmark programs share: the machine's
// load average for their reports, and the writing of a dated results file.
package record

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// LoadAverage is the first three fields of /proc/loadavg (the 1-, 5- and
// 15-minute load averages), or "?".
func LoadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

// Write writes a report to dir/name (making dir) and says where on stdout.
func Write(dir, name, report string, stdout io.Writer) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(report), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "\nwritten to %s\n", path)
	return nil
}

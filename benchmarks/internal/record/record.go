// Package record holds what the benchmark programs share: the machine's
// load average and the build for their reports, where and how a dated
// results file is written, and the one median and percentile of their
// figures (Median, Percentile).
package record

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
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

// Dir is the folder a program's results file goes to: dir when --results
// gave one, else a new temporary folder, which it names on w at once, so
// that a trial run leaves nothing in the repository (--results
// benchmarks/results keeps a run's figures with the project's history).
func Dir(dir, program string, w io.Writer) (string, error) {
	if dir != "" {
		return dir, nil
	}
	d, err := os.MkdirTemp("", program+"-results-")
	if err != nil {
		return "", err
	}
	fmt.Fprintf(w, "%s: the results file goes to %s (--results DIR to choose)\n", program, d)
	return d, nil
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

// Profile is the file ruling's own builds take their profile-guided
// optimisation from (Go reads a main package's default.pgo).
const Profile = "cmd/ruling/default.pgo"

// Build names the settings the running program was built with that change
// the Go solver's speed: the amd64 level and the PGO profile ("none").
func Build() string {
	level, pgo := "v1", "none"
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, st := range bi.Settings {
			switch st.Key {
			case "GOAMD64":
				level = st.Value
			case "-pgo":
				pgo = filepath.Base(st.Value)
			}
		}
	}
	if runtime.GOARCH != "amd64" {
		return "PGO " + pgo
	}
	return fmt.Sprintf("GOAMD64=%s, PGO %s", level, pgo)
}

// WarnPGO says on w when the program was built without a PGO profile:
// its Go solver is then not the one ruling ships, which is built with
// Profile.
func WarnPGO(program string, w io.Writer) {
	if strings.HasSuffix(Build(), "PGO none") {
		fmt.Fprintf(w, "%s: warning: built without PGO, unlike ruling; run go run -pgo=%s ./benchmarks/%s\n", program, Profile, program)
	}
}

// deps_test.go: what the shipped binary links — no test package.

package main

import (
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// shippedDeps lists the packages that go build ./cmd/ruling links
// (go list -deps), standard library included.
func shippedDeps(t *testing.T) []string {
	t.Helper()
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := exec.LookPath(goTool); err != nil {
		if goTool, err = exec.LookPath("go"); err != nil {
			t.Skip("no go command to list the packages with")
		}
	}
	out, err := exec.Command(goTool, "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	return strings.Fields(string(out))
}

// TestNoTestingInBinary: no testing/* package (testing/fstest once came
// in through the web page's uploads, and testing/iotest with it).
func TestNoTestingInBinary(t *testing.T) {
	deps := shippedDeps(t)
	if len(deps) < 50 {
		t.Fatalf("go list -deps listed only %d packages: %v", len(deps), deps)
	}
	for _, p := range deps {
		if p == "testing" || strings.HasPrefix(p, "testing/") {
			t.Errorf("the ruling binary links %s, a test package", p)
		}
	}
}

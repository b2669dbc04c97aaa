//go:build !race

// output_test.go: -o and special files, through the whole command (built without -race, as the other command tests).

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// -o never replaces a symbolic link, a folder, a named pipe or a device,
// and says so before any work starts (here, before the case file is
// even read: it does not exist).
func TestOutputRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target.txt")
	if err := os.WriteFile(target, []byte("keep"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	for _, tc := range []struct{ path, want string }{
		{link, "is a symbolic link"},
		{dir, "is a folder"},
		{fifo, "is not an ordinary file"},
		{"/dev/null", "is not an ordinary file"},
		{filepath.Join(dir, "no", "such", "r.txt"), "no folder"},
	} {
		for _, cmd := range [][]string{
			{"adjust", "-o", tc.path, "missing.toml"},
			{"leads", "-o", tc.path, "--contract", "3NT", "--declarer", "S", "KQJ9.A.T986.7532"},
		} {
			code, _, errs := ruling(t, cmd...)
			if code != exitUsage || !strings.Contains(errs, tc.want) {
				t.Errorf("%v: exit %d, stderr %q; want 2 and %q", cmd, code, errs, tc.want)
			}
		}
	}
	if got, _ := os.ReadFile(target); string(got) != "keep" {
		t.Errorf("the link's target now holds %q", got)
	}
	if info, err := os.Lstat(fifo); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the named pipe was replaced")
	}
}

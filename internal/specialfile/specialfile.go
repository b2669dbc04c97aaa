// Package specialfile makes the paths an output file may never replace —
// a symbolic link, a folder, a named pipe, a device, a path in a folder
// that does not exist — for the tests of reports.WriteFile and of ruling's
// -o, and checks afterwards that they are as they were:
//
//	f := specialfile.Make(t)
//	… write to f.Link, f.Dir, f.Pipe, f.Device, f.NoFolder: each refused …
//	f.Unchanged(t)
package specialfile

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// Set is the special paths, in a temporary folder of their own.
type Set struct {
	Dir      string // the folder (itself a path no file may replace)
	Target   string // an ordinary file holding "keep", the link's target
	Link     string // a symbolic link to Target
	Pipe     string // a named pipe
	Device   string // a character device: /dev/null
	NoFolder string // a file's path in a folder that does not exist
}

// Make makes the set in a new temporary folder of t's; it skips t where
// named pipes cannot be made.
func Make(t testing.TB) Set {
	t.Helper()
	dir := t.TempDir()
	s := Set{
		Dir:      dir,
		Target:   filepath.Join(dir, "target.txt"),
		Link:     filepath.Join(dir, "link.txt"),
		Pipe:     filepath.Join(dir, "fifo"),
		Device:   "/dev/null",
		NoFolder: filepath.Join(dir, "no", "such", "r.txt"),
	}
	if err := os.WriteFile(s.Target, []byte("keep"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(s.Target, s.Link); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(s.Pipe, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	return s
}

// Unchanged fails t where the link's target, the link or the named pipe
// is no longer as Make left it.
func (s Set) Unchanged(t testing.TB) {
	t.Helper()
	if got, _ := os.ReadFile(s.Target); string(got) != "keep" {
		t.Errorf("the link's target now holds %q", got)
	}
	if info, err := os.Lstat(s.Link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced")
	}
	if info, err := os.Lstat(s.Pipe); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the named pipe was replaced")
	}
}

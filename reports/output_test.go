package reports

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// WriteFile writes a file whole, as an ordinary readable file, replaces an
// older one and leaves no temporary file behind.
func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "report.txt")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, []byte("new report\n")); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil || string(got) != "new report\n" {
		t.Fatalf("file holds %q (%v), want the new report", got, err)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != OutputMode {
		t.Errorf("file mode %v, want %v", info.Mode().Perm(), os.FileMode(OutputMode))
	}
	fresh := filepath.Join(dir, "new.txt")
	if err := WriteFile(fresh, []byte("x")); err != nil {
		t.Errorf("a new path: %v", err)
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*tmp*"))
	if len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

// CheckPath and WriteFile never replace a symbolic link, a folder, a named
// pipe or a device, and say why in plain words.
func TestCheckPathRefusesSpecialFiles(t *testing.T) {
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
		{link, " is a symbolic link"},
		{dir, " is a folder"},
		{fifo, " is not an ordinary file"},
		{"/dev/null", " is not an ordinary file"},
		{filepath.Join(dir, "no", "such", "r.txt"), ": no folder "},
	} {
		for name, err := range map[string]error{"CheckPath": CheckPath(tc.path), "WriteFile": WriteFile(tc.path, []byte("x"))} {
			var pe *PathError
			if !errors.As(err, &pe) || pe.Path != tc.path || !strings.HasPrefix(err.Error(), tc.path+tc.want) {
				t.Errorf("%s(%s): %v; want a *PathError %q", name, tc.path, err, tc.path+tc.want)
			}
		}
	}
	if got, _ := os.ReadFile(target); string(got) != "keep" {
		t.Errorf("the link's target now holds %q", got)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced")
	}
	if info, err := os.Lstat(fifo); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the named pipe was replaced")
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*tmp*"))
	if len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

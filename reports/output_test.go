package reports

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/internal/specialfile"
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
	f := specialfile.Make(t)
	for _, tc := range []struct{ path, want string }{
		{f.Link, " is a symbolic link"},
		{f.Dir, " is a folder"},
		{f.Pipe, " is not an ordinary file"},
		{f.Device, " is not an ordinary file"},
		{f.NoFolder, ": no folder "},
	} {
		for name, err := range map[string]error{"CheckPath": CheckPath(tc.path), "WriteFile": WriteFile(tc.path, []byte("x"))} {
			var pe *PathError
			if !errors.As(err, &pe) || pe.Path != tc.path || !strings.HasPrefix(err.Error(), tc.path+tc.want) {
				t.Errorf("%s(%s): %v; want a *PathError %q", name, tc.path, err, tc.path+tc.want)
			}
		}
	}
	f.Unchanged(t)
	left, _ := filepath.Glob(filepath.Join(f.Dir, ".*tmp*"))
	if len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

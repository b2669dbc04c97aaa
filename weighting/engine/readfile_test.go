// readfile_test.go: ReadFile refuses what may never end, folders and large files in plain words, and names a missing file.

package engine

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.txt")
	if err := os.WriteFile(small, []byte("12345"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile(Disk{}, small, 5); err != nil || string(data) != "12345" {
		t.Errorf("ReadFile at the limit: %q, %v", data, err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	for _, tc := range []struct {
		name, want string
		limit      int64
	}{
		{small, small + " is larger than 1 MiB", 4},
		{fifo, fifo + " is not an ordinary file", 100},
		{"/dev/zero", "/dev/zero is not an ordinary file", 100},
		{dir, dir + " is a folder, not a file", 100},
		{filepath.Join(dir, "none.txt"), filepath.Join(dir, "none.txt") + ": no such file", 100},
	} {
		_, err := ReadFile(Disk{}, tc.name, tc.limit)
		var ce *Error
		if !errors.As(err, &ce) || err.Error() != tc.want {
			t.Errorf("ReadFile(%s): %v, want an *Error %q", tc.name, err, tc.want)
		}
		if missing := strings.HasSuffix(tc.want, "no such file"); errors.Is(err, ErrNoFile) != missing {
			t.Errorf("ReadFile(%s): errors.Is(err, ErrNoFile) is %v", tc.name, !missing)
		}
	}
	// os.DirFS refuses an absolute name: the case cannot name it.
	if _, err := ReadFile(os.DirFS(dir), small, 100); err == nil || !strings.Contains(err.Error(), "not a file the case can name") {
		t.Errorf("an absolute name through os.DirFS: %v", err)
	}
}

package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
)

// TestOutputCommit writes a file whole, as an ordinary readable file, and
// replaces an older one.
func TestOutputCommit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "report.txt")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	e := &env{ctx: context.Background(), stdout: &bytes.Buffer{}}
	o := &output{path: path}
	o.WriteString("new report\n")
	if err := o.commit(e); err != nil {
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
	if info.Mode().Perm() != outputMode {
		t.Errorf("file mode %v, want %v", info.Mode().Perm(), os.FileMode(outputMode))
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*tmp*"))
	if len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

// Package wantfile reads the test files of malformed input whose first
// line, "# want: MESSAGE", is the exact message, written by hand, that
// reading the file must give — the case files weighting/engine's reader
// refuses, which ruling adjust must refuse with the same words:
//
//	for _, f := range wantfile.Read(t, 15, filepath.Join("testdata", "cases")) {
//		t.Run(f.Name, func(t *testing.T) { … f.Data … f.Want … })
//	}
package wantfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// File is one malformed file and the message it must give.
type File struct {
	Path string // as globbed
	Name string // the file's name without ".toml", the subtest's
	Data []byte // the whole file, its first line included
	Want string // the message after "# want: "
}

// Read reads the *.toml files of each of dirs. It fails t when they are
// fewer than min, or when a file's first line is not "# want: MESSAGE".
func Read(t testing.TB, min int, dirs ...string) []File {
	t.Helper()
	var files []File
	for _, dir := range dirs {
		paths, err := filepath.Glob(filepath.Join(dir, "*.toml"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range paths {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			first, _, _ := strings.Cut(string(data), "\n")
			want, ok := strings.CutPrefix(first, "# want: ")
			if !ok {
				t.Fatalf("%s: first line %q is not \"# want: MESSAGE\"", path, first)
			}
			files = append(files, File{Path: path, Name: strings.TrimSuffix(filepath.Base(path), ".toml"), Data: data, Want: want})
		}
	}
	if len(files) < min {
		t.Fatalf("%d malformed files in %s, want at least %d", len(files), strings.Join(dirs, " and "), min)
	}
	return files
}

// filemap_test.go: every package doc's file map names each of the package's files, and only files that exist.

package main

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// fileMapHead starts a package doc's file map ("Files and their roles:").
var fileMapHead = regexp.MustCompile(`^Files( and their roles)?:$`)

// fileName is a file named in a map: a Go or assembly file, or a pattern
// of them (kind_*.go).
var fileName = regexp.MustCompile(`[\w*.-]+\.(go|s)\b`)

// packageDoc is the package comment of the Go files in dir (tests left
// out), as text, and the package's files that a map must name.
func packageDoc(t *testing.T, dir string) (doc string, files []string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || strings.HasSuffix(name, "_test.go") || !(strings.HasSuffix(name, ".go") || strings.HasSuffix(name, ".s")) {
			continue
		}
		files = append(files, name)
		if !strings.HasSuffix(name, ".go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, name), nil, parser.PackageClauseOnly|parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if f.Doc != nil {
			doc += f.Doc.Text()
		}
	}
	return doc, files
}

// fileMap returns the names in a doc's file map: the indented lines and
// blank lines after its heading; ok is false when the doc has none.
func fileMap(doc string) (names []string, ok bool) {
	in := false
	for _, line := range strings.Split(doc, "\n") {
		switch {
		case fileMapHead.MatchString(strings.TrimSpace(line)) && !strings.HasPrefix(line, "\t"):
			in, ok = true, true
		case in && (line == "" || strings.HasPrefix(line, "\t") || strings.HasPrefix(line, " ")):
			names = append(names, fileName.FindAllString(line, -1)...)
		default:
			in = false
		}
	}
	return names, ok
}

// TestFileMaps: wherever a package doc keeps a file map, the map names
// every file of the package (tests and doc.go aside), and every name in it
// is a file of the package (or a pattern matching some).
func TestFileMaps(t *testing.T) {
	maps := 0
	err := filepath.WalkDir(repoRoot, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if name := d.Name(); path != repoRoot && (strings.HasPrefix(name, ".") || name == "testdata" || name == "docs") {
			return filepath.SkipDir
		}
		doc, files := packageDoc(t, path)
		names, ok := fileMap(doc)
		if !ok {
			return nil
		}
		maps++
		rel, _ := filepath.Rel(repoRoot, path)
		named := map[string]bool{}
		for _, n := range names {
			matched := false
			for _, f := range files {
				if ok, _ := filepath.Match(n, f); ok {
					named[f], matched = true, true
				}
			}
			if !matched {
				t.Errorf("%s: the file map names %s, which is not a file of the package", rel, n)
			}
		}
		for _, f := range files {
			if !named[f] && f != "doc.go" { // the map's own file
				t.Errorf("%s: %s is not in the package doc's file map", rel, f)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if maps < 5 {
		t.Errorf("found %d file maps; the walk or the heading's pattern is wrong", maps)
	}
}

// The map is read as the test means: names in the indented lines after
// the heading, patterns included, and nothing from the prose after it.
func TestFileMapParse(t *testing.T) {
	doc := "Intro naming intro.go.\n\nFiles and their roles:\n\n\ta.go    the first (b_other.go elsewhere)\n\tkind_*.go  kinds\n\tx.s\n\nAfter the map, c.go is prose.\n"
	names, ok := fileMap(doc)
	if want := []string{"a.go", "b_other.go", "kind_*.go", "x.s"}; !ok || !slices.Equal(names, want) {
		t.Errorf("fileMap = %q, %v; want %q", names, ok, want)
	}
	if _, ok := fileMap("No map here.\n"); ok {
		t.Error("a doc without a map has one")
	}
}

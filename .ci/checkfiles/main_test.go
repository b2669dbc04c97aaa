package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Each kind of bad file is named with its reason; a text file, a listed
// large file, a link and a file deleted since are passed.
func TestCheck(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	write := func(name string, data []byte, mode os.FileMode) {
		if err := os.WriteFile(filepath.Join(dir, name), data, mode); err != nil {
			t.Fatal(err)
		}
	}
	big := bytes.Repeat([]byte("a line of test data\n"), sizeLimit/20+1)
	write("ok.go", []byte("package main\n"), 0o644)
	write("script.sh", []byte("#!/bin/sh\necho hi\n"), 0o755)
	write("prog", []byte("\x7fELF\x02\x01\x01\x00rest"), 0o644)
	write("macho", []byte("\xcf\xfa\xed\xfe\x07\x00"), 0o644)
	write("pe.exe", []byte("MZ\x90\x00\x03"), 0o644)
	write("notpe.txt", []byte("MZ is a text file here\n"), 0o644)
	write("blob", []byte("ab\x00cd"), 0o755)
	write("data.bin", []byte("ab\x00cd"), 0o644) // a NUL, but not executable
	write("big.txt", big, 0o644)
	write("listed.txt", big, 0o644)
	ls := strings.Join([]string{
		"100644 0 0\tok.go", "100755 0 0\tscript.sh", "100644 0 0\tprog",
		"100644 0 0\tmacho", "100644 0 0\tpe.exe", "100644 0 0\tnotpe.txt",
		"100755 0 0\tblob", "100644 0 0\tdata.bin", "100644 0 0\tbig.txt",
		"100644 0 0\tlisted.txt", "120000 0 0\tlink", "160000 0 0\tsub",
		"100644 0 0\tgone.txt", "",
	}, "\x00")
	var w strings.Builder
	if !check([]byte(ls), map[string]bool{"listed.txt": true}, &w) {
		t.Fatal("check found nothing bad")
	}
	got := w.String()
	for _, want := range []string{
		"checkfiles: prog: an ELF executable\n",
		"checkfiles: macho: a Mach-O executable\n",
		"checkfiles: pe.exe: a Windows executable\n",
		"checkfiles: blob: an executable binary file\n",
		"checkfiles: big.txt: 1048580 bytes, over 1 MB and not listed in .ci/large-files\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
	if n := strings.Count(got, "\n"); n != 5 {
		t.Errorf("%d lines, want 5:\n%s", n, got)
	}
	var clean strings.Builder
	if check([]byte("100644 0 0\tok.go\x00100755 0 0\tscript.sh\x00"), nil, &clean) || clean.Len() > 0 {
		t.Errorf("good files judged bad: %s", clean.String())
	}
}

// The list's comments and reasons are left out: only the paths count.
func TestReadListed(t *testing.T) {
	name := filepath.Join(t.TempDir(), "large-files")
	if err := os.WriteFile(name, []byte("# a comment\n\ntestdata/big.tsv  the reference tables\n  x.bin # why\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := readListed(name)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || !got["testdata/big.tsv"] || !got["x.bin"] {
		t.Errorf("listed %v", got)
	}
}

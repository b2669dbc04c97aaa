// Command checkfiles is CI's check of the tracked files: it fails when a
// tracked file is an executable binary or over 1 MB without being listed.
//
//	go run ./.ci/checkfiles      # from the repository's top; exit 1 and a line a file when any is bad
//
// A file is an executable binary when it starts as an ELF, Mach-O or
// Windows PE program does (a PE only when it also holds a NUL byte), or
// has the executable bit and holds a NUL byte in its first 8,000 bytes
// (git's own test for a binary file). Files over 1 MB must be listed in
// .ci/large-files (test data only: one path a line, then why; # starts a
// comment). Build outputs belong in .gitignore, never in git. One
// process for the whole tree: the shell loop it replaces started about
// ten a file (69 s for 1,013 files on a loaded machine).
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
)

// sizeLimit is the size over which a tracked file must be listed.
const sizeLimit = 1 << 20

// sniffLen is how much of a file is read for its magic and for NUL bytes.
const sniffLen = 8000

// listFile lists the large files allowed.
const listFile = ".ci/large-files"

func main() {
	out, err := exec.Command("git", "ls-files", "-s", "-z").Output()
	if err != nil {
		fmt.Fprintf(os.Stderr, "checkfiles: git ls-files: %v\n", err)
		os.Exit(1)
	}
	listed, err := readListed(listFile)
	if err != nil {
		fmt.Fprintf(os.Stderr, "checkfiles: %v\n", err)
		os.Exit(1)
	}
	bad := check(out, listed, os.Stderr)
	if bad {
		fmt.Fprintln(os.Stderr, "checkfiles: remove these files from git (git rm --cached) and ignore build outputs in .gitignore")
		os.Exit(1)
	}
}

// readListed reads the paths of the large-files list.
func readListed(name string) (map[string]bool, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	listed := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "#")
		if fields := strings.Fields(line); len(fields) > 0 {
			listed[fields[0]] = true
		}
	}
	return listed, sc.Err()
}

// check reads git ls-files -s -z's output and writes a line to w for each
// bad file; it reports whether there was one.
func check(lsFiles []byte, listed map[string]bool, w io.Writer) bool {
	bad := false
	for _, entry := range strings.Split(string(lsFiles), "\x00") {
		meta, path, ok := strings.Cut(entry, "\t")
		if !ok {
			continue
		}
		mode, _, _ := strings.Cut(meta, " ")
		if mode == "120000" || mode == "160000" { // a symbolic link, a submodule
			continue
		}
		why, err := judge(path, mode == "100755", listed[path])
		if err != nil {
			if os.IsNotExist(err) { // deleted, not yet committed
				continue
			}
			why = err.Error()
		}
		if why != "" {
			fmt.Fprintf(w, "checkfiles: %s: %s\n", path, why)
			bad = true
		}
	}
	return bad
}

// judge says what is wrong with the file at path, or "".
func judge(path string, executable, listed bool) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return "", err
	}
	if !st.Mode().IsRegular() {
		return "", nil
	}
	head := make([]byte, sniffLen)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return "", err
	}
	head = head[:n]
	hasNUL := bytes.IndexByte(head, 0) >= 0
	switch {
	case bytes.HasPrefix(head, []byte("\x7fELF")):
		return "an ELF executable", nil
	case hasAnyPrefix(head, "\xcf\xfa\xed\xfe", "\xce\xfa\xed\xfe", "\xfe\xed\xfa\xce", "\xfe\xed\xfa\xcf"):
		return "a Mach-O executable", nil
	case bytes.HasPrefix(head, []byte("MZ")) && hasNUL:
		return "a Windows executable", nil
	case executable && hasNUL:
		return "an executable binary file", nil
	case st.Size() > sizeLimit && !listed:
		return fmt.Sprintf("%d bytes, over 1 MB and not listed in %s", st.Size(), listFile), nil
	}
	return "", nil
}

func hasAnyPrefix(b []byte, prefixes ...string) bool {
	for _, p := range prefixes {
		if bytes.HasPrefix(b, []byte(p)) {
			return true
		}
	}
	return false
}

// files.go: reading input from a file or standard input, and writing output whole or not at all, only ever over a regular file.

package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// maxInputBytes caps what readInput reads: a script, a deal list, a case.
const maxInputBytes = 256 << 20

// readInput reads the named file, or standard input for "" or "-". The
// name it returns is the one to use in messages ("<stdin>" for stdin). A
// named pipe or a device is refused (it may never end), and so is input
// larger than maxInputBytes.
func readInput(e *env, name string) (data []byte, shown string, err error) {
	var r io.Reader = e.stdin
	if name == "" || name == "-" {
		name = "<stdin>"
	} else {
		info, err := os.Stat(name)
		switch {
		case os.IsNotExist(err):
			return nil, name, withHint(badInput("%s: no such file", name), "check the file name")
		case err != nil:
			return nil, name, err
		case !info.Mode().IsRegular():
			return nil, name, badInput("%s is not an ordinary file", name)
		}
		f, err := os.Open(name)
		if err != nil {
			return nil, name, err
		}
		defer f.Close()
		r = f
	}
	data, err = io.ReadAll(io.LimitReader(r, maxInputBytes+1))
	if err != nil {
		return nil, name, fmt.Errorf("reading %s: %v", name, err)
	}
	if len(data) > maxInputBytes {
		return nil, name, badInput("%s is larger than %d MiB", name, maxInputBytes>>20)
	}
	return data, name, nil
}

// outputMode is the permission of a file ruling writes (before the umask
// of the directory's owner matters: it is set explicitly on the temp file).
const outputMode = 0o644

// checkOutputPath refuses, before any work starts, an -o path that ruling
// must not replace: a symbolic link, a directory, a named pipe, a device
// or any other file that is not a regular file, or a path in a folder
// that does not exist. "" and "-" are standard output. Every command with
// -o calls it first; openOutput and output.commit call it again.
func checkOutputPath(path string) error {
	if path == "" || path == "-" {
		return nil
	}
	hint := "give -o a new file name or an existing ordinary file"
	info, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		dir, err := os.Stat(filepath.Dir(path))
		if err != nil || !dir.IsDir() {
			return withHint(badInput("-o %s: no folder %s to write it in", path, filepath.Dir(path)), hint)
		}
		return nil
	case err != nil:
		return withHint(badInput("-o %s: %v", path, err), hint)
	case info.Mode()&fs.ModeSymlink != 0:
		return withHint(badInput("-o %s is a symbolic link: ruling does not write through links", path), hint)
	case info.IsDir():
		return withHint(badInput("-o %s is a folder", path), hint)
	case !info.Mode().IsRegular():
		return withHint(badInput("-o %s is not an ordinary file (%v): ruling replaces only ordinary files", path, info.Mode().Type()), hint)
	}
	return nil
}

// outputFile is output written as it is made (a streaming command): to
// standard output, or to a temporary file beside the destination that
// Commit renames onto it, so that a failed or interrupted run never leaves
// a half-written file.
type outputFile struct {
	w    io.Writer
	tmp  *os.File // nil for standard output
	path string
}

// openOutput opens path for writing ("" or "-" for standard output),
// after checkOutputPath. The caller calls Commit when the output is
// complete, or Abort.
func openOutput(e *env, path string) (*outputFile, error) {
	if path == "" || path == "-" {
		return &outputFile{w: e.stdout}, nil
	}
	if err := checkOutputPath(path); err != nil {
		return nil, err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return nil, fmt.Errorf("writing %s: %v", path, err)
	}
	// A temporary file is private (0600); the report is an ordinary file.
	if err := tmp.Chmod(outputMode); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, fmt.Errorf("writing %s: %v", path, err)
	}
	return &outputFile{w: tmp, tmp: tmp, path: path}, nil
}

func (o *outputFile) Write(p []byte) (int, error) { return o.w.Write(p) }

// Commit puts the finished output in place.
func (o *outputFile) Commit() error {
	if o.tmp == nil {
		return nil
	}
	defer os.Remove(o.tmp.Name()) // no-op after a successful rename
	if err := o.tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %v", o.path, err)
	}
	// The destination may have changed while the work ran.
	if err := checkOutputPath(o.path); err != nil {
		return err
	}
	if err := os.Rename(o.tmp.Name(), o.path); err != nil {
		return fmt.Errorf("writing %s: %v", o.path, err)
	}
	return nil
}

// Abort discards unfinished output (a no-op after Commit).
func (o *outputFile) Abort() {
	if o.tmp != nil {
		o.tmp.Close()
		os.Remove(o.tmp.Name())
	}
}

// output collects a command's whole output in memory and delivers it with
// commit: to standard output, or to path through openOutput.
type output struct {
	bytes.Buffer
	path string // "" or "-" for standard output
}

// commit writes the collected output to its destination.
func (o *output) commit(e *env) error {
	f, err := openOutput(e, o.path)
	if err != nil {
		return err
	}
	if _, err := f.Write(o.Bytes()); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

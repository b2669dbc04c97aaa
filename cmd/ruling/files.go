// files.go: reading input from a file or standard input, and writing output whole or not at all.

package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// readInput reads the named file, or standard input for "" or "-". The
// name it returns is the one to use in messages ("<stdin>" for stdin).
func readInput(e *env, name string) (data []byte, shown string, err error) {
	if name == "" || name == "-" {
		data, err = io.ReadAll(e.stdin)
		if err != nil {
			return nil, "<stdin>", fmt.Errorf("reading standard input: %v", err)
		}
		return data, "<stdin>", nil
	}
	data, err = os.ReadFile(name)
	if err != nil {
		if os.IsNotExist(err) {
			return nil, name, withHint(badInput("%s: no such file", name), "check the file name")
		}
		return nil, name, err
	}
	return data, name, nil
}

// outputMode is the permission of a file ruling writes (before the umask
// of the directory's owner matters: it is set explicitly on the temp file).
const outputMode = 0o644

// output collects a command's output and delivers it whole: to standard
// output, or to a file written through a temporary file and a rename, so
// that a failed run never leaves a half-written file.
type output struct {
	bytes.Buffer
	path string // "" or "-" for standard output
}

// commit writes the collected output to its destination.
func (o *output) commit(e *env) error {
	if o.path == "" || o.path == "-" {
		_, err := e.stdout.Write(o.Bytes())
		return err
	}
	dir := filepath.Dir(o.path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(o.path)+".tmp*")
	if err != nil {
		return fmt.Errorf("writing %s: %v", o.path, err)
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	// A temporary file is private (0600); the report is an ordinary file.
	if err := tmp.Chmod(outputMode); err != nil {
		tmp.Close()
		return fmt.Errorf("writing %s: %v", o.path, err)
	}
	if _, err := tmp.Write(o.Bytes()); err != nil {
		tmp.Close()
		return fmt.Errorf("writing %s: %v", o.path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %v", o.path, err)
	}
	if err := os.Rename(tmp.Name(), o.path); err != nil {
		return fmt.Errorf("writing %s: %v", o.path, err)
	}
	return nil
}

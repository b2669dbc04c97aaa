// files.go: reading input from a file or standard input; -o checked and written through reports.WriteFile.

package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/ruling-bridge/ruling/reports"
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

// checkOutputPath refuses, before any work starts, an -o path that ruling
// must not replace (reports.CheckPath: a symbolic link, a folder, a named
// pipe, a device, a path in a folder that does not exist). "" and "-" are
// standard output. Every command with -o calls it first; output.commit
// checks again.
func checkOutputPath(path string) error {
	if path == "" || path == "-" {
		return nil
	}
	return outputError(reports.CheckPath(path))
}

// outputError makes a path reports refuses a usage error (exit status 2).
func outputError(err error) error {
	var pe *reports.PathError
	if errors.As(err, &pe) {
		return withHint(badInput("-o %s", pe.Msg), "give -o a new file name or an existing ordinary file")
	}
	return err
}

// output collects a command's whole output in memory and delivers it with
// commit: to standard output, or whole or not at all to path.
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
	return outputError(reports.WriteFile(o.path, o.Bytes()))
}

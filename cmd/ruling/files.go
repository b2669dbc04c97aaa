// files.go: reading input from a file (engine.ReadFile) or standard input; -o checked and written through reports.WriteFile.

package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// maxInputBytes caps what readInput reads: a script, a deal list, a case.
const maxInputBytes = 256 << 20

// readInput reads the named file through engine.ReadFile (a named pipe,
// a device or a folder refused, input larger than maxInputBytes too), or
// standard input for "" or "-". The name it returns is the one to use in
// messages ("<stdin>" for stdin).
func readInput(e *env, name string) (data []byte, shown string, err error) {
	if name != "" && name != "-" {
		data, err = engine.ReadFile(engine.Disk{}, name, maxInputBytes)
		if errors.Is(err, engine.ErrNoFile) {
			return nil, name, withHint(err, "check the file name")
		}
		return data, name, caseError(err)
	}
	if f, ok := e.stdin.(interface{ Stat() (os.FileInfo, error) }); ok {
		// Standard input redirected from a file: refused by its size
		// before a byte is read, as a named file is.
		if info, err := f.Stat(); err == nil && info.Mode().IsRegular() && info.Size() > maxInputBytes {
			return nil, "<stdin>", badInput("<stdin> is larger than %d MiB", maxInputBytes>>20)
		}
	}
	data, err = readStdin(e.stdin)
	return data, "<stdin>", err
}

// readStdin reads r, standard input, whole: up to maxInputBytes.
func readStdin(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxInputBytes+1))
	if err != nil {
		return nil, fmt.Errorf("reading <stdin>: %v", err)
	}
	if len(data) > maxInputBytes {
		return nil, badInput("<stdin> is larger than %d MiB", maxInputBytes>>20)
	}
	return data, nil
}

// stdinIsFile reports whether standard input is redirected from a
// regular file (not a pipe or a terminal).
func stdinIsFile(e *env) bool {
	f, ok := e.stdin.(interface{ Stat() (os.FileInfo, error) })
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode().IsRegular()
}

// outputFlag declares -o, the output file: "-" or not given for standard
// output; -o "" is a usage error when the flags are parsed.
func outputFlag(fs *flag.FlagSet) *string {
	out := new(string)
	fs.Func("o", "", func(s string) error {
		if s == "" {
			return errors.New(`no file name: give -o a file name, or - for standard output`)
		}
		*out = s
		return nil
	})
	return out
}

// checkOutputPath refuses, before any work starts, an -o path that ruling
// must not replace (reports.CheckPath: a symbolic link, a folder, a named
// pipe, a device, a path in a folder that does not exist), or that is one
// of inputs, the files the command reads (reports.CheckNotInput). "" and
// "-" are standard output. Every command with -o calls it first, with
// every input it knows by then; writeOutput checks the path again.
func checkOutputPath(path string, inputs ...string) error {
	if path == "" || path == "-" {
		return nil
	}
	if err := reports.CheckPath(path); err != nil {
		return outputError(err)
	}
	return outputError(reports.CheckNotInput(path, inputs...))
}

// outputError makes a path reports refuses a usage error (exit status 2).
func outputError(err error) error {
	var pe *reports.PathError
	if errors.As(err, &pe) {
		return withHint(badInput("-o %s", pe.Msg), "give -o a new file name, or an ordinary file the command does not read")
	}
	return err
}

// writeOutput renders a command's output with encode, in memory, and
// delivers it whole: to standard output for "" or "-", else to path
// through reports.WriteFile (never half-written).
func writeOutput(e *env, path string, encode func(w io.Writer) error) error {
	var out bytes.Buffer
	if err := encode(&out); err != nil {
		return err
	}
	if path == "" || path == "-" {
		_, err := e.stdout.Write(out.Bytes())
		return err
	}
	return outputError(reports.WriteFile(path, out.Bytes()))
}

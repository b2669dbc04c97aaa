// output.go: writing a report to a file whole or not at all, and only ever over an ordinary file.

package reports

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// OutputMode is the permission of a file WriteFile writes (set explicitly
// on the temporary file, which is private when made).
const OutputMode = 0o644

// PathError is a path a report must not be written to, said in plain
// words that start with the path ("out is a folder").
type PathError struct {
	Path string
	Msg  string
}

func (e *PathError) Error() string { return e.Msg }

// CheckPath refuses a path a report must not replace: a symbolic link, a
// directory, a named pipe, a device or any other file that is not an
// ordinary file, or a path in a folder that does not exist. Its error is a
// *PathError. Call it before the work starts, so that a long run does not
// end in a refusal; WriteFile calls it again.
func CheckPath(path string) error {
	info, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		dir, err := os.Stat(filepath.Dir(path))
		if err != nil || !dir.IsDir() {
			return &PathError{path, fmt.Sprintf("%s: no folder %s to write it in", path, filepath.Dir(path))}
		}
		return nil
	case err != nil:
		return &PathError{path, fmt.Sprintf("%s: %v", path, err)}
	case info.Mode()&fs.ModeSymlink != 0:
		return &PathError{path, fmt.Sprintf("%s is a symbolic link: ruling does not write through links", path)}
	case info.IsDir():
		return &PathError{path, fmt.Sprintf("%s is a folder", path)}
	case !info.Mode().IsRegular():
		return &PathError{path, fmt.Sprintf("%s is not an ordinary file (%v): ruling replaces only ordinary files", path, info.Mode().Type())}
	}
	return nil
}

// CheckNotInput refuses an output path that names one of the files the
// command reads, inputs: by the same path, or as the same file under
// another name (a hard link, a link to its folder). Writing the report
// there would replace its own input. "" and "-" (standard input) are
// skipped. Its error is a *PathError.
func CheckNotInput(path string, inputs ...string) error {
	out, outErr := os.Stat(path)
	absOut, _ := filepath.Abs(path)
	for _, in := range inputs {
		if in == "" || in == "-" {
			continue
		}
		same := false
		if absIn, err := filepath.Abs(in); err == nil && absIn == absOut {
			same = true
		} else if outErr == nil {
			st, err := os.Stat(in)
			same = err == nil && os.SameFile(out, st)
		}
		if !same {
			continue
		}
		if filepath.Clean(in) == filepath.Clean(path) {
			return &PathError{path, fmt.Sprintf("%s is a file this command reads: the report would replace it", path)}
		}
		return &PathError{path, fmt.Sprintf("%s is the same file as %s, which this command reads: the report would replace it", path, in)}
	}
	return nil
}

// WriteFile writes data to path whole or not at all: to a temporary file
// beside it, renamed onto path once complete, so that a failed run never
// leaves a half-written file. Path is checked by CheckPath first and again
// just before the rename (it may have changed while the work ran).
func WriteFile(path string, data []byte) error {
	if err := CheckPath(path); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("writing %s: %v", path, err)
	}
	defer os.Remove(tmp.Name()) // a no-op after a successful rename
	// A temporary file is private (0600); the report is an ordinary file.
	err = tmp.Chmod(OutputMode)
	if err == nil {
		_, err = tmp.Write(data)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("writing %s: %v", path, err)
	}
	if err := CheckPath(path); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("writing %s: %v", path, err)
	}
	return nil
}

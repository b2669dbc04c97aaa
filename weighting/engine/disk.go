// disk.go: Disk, the computer's own files as an fs.FS — any path, absolute or relative to the working folder — and how a case file names them.

package engine

import (
	"io/fs"
	"os"
	"path/filepath"
)

// Disk is the file system as a program on this computer sees it: any path
// it can open, relative to the working folder (os.DirFS refuses absolute
// paths and ".."). ParseCase and StarterCase read through it as through
// any fs.FS, with the same size caps.
type Disk struct{}

// Open opens name with os.Open.
func (Disk) Open(name string) (fs.File, error) { return os.Open(name) }

// Stat lets ParseCase see a named pipe or a device before opening it.
func (Disk) Stat(name string) (fs.FileInfo, error) { return os.Stat(name) }

// CasePath is file (a path on this computer) as a case file written to the
// folder dir names it: relative to that folder, with slashes; the absolute
// path when there is no relative one.
func CasePath(dir, file string) string {
	absDir, err1 := filepath.Abs(dir)
	absFile, err2 := filepath.Abs(file)
	if err1 != nil || err2 != nil {
		return file
	}
	if rel, err := filepath.Rel(absDir, absFile); err == nil {
		return filepath.ToSlash(rel)
	}
	return absFile
}

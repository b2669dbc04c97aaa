// files.go: Files — the files sent with a case or an event request, as a read-only fs.FS of plain names (a call reads nothing else).

package calls

import (
	"bytes"
	"io"
	"io/fs"
	"slices"
	"time"
)

// Files holds the files of a request by their plain names (no folders):
// the files uploaded to the server, or picked in the browser. It is an
// fs.FS whose root "." lists them; every file is regular and read-only.
// (testing/fstest's MapFS did this before; it is a test package and
// pulled testing/iotest into the shipped binary.)
type Files map[string][]byte

// Open opens a file, or the root to list the files.
func (u Files) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	if name == "." {
		return &uploadDir{u: u}, nil
	}
	data, ok := u[name]
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return &uploadFile{info: uploadInfo{name: name, size: int64(len(data))}, r: bytes.NewReader(data)}, nil
}

// uploadInfo describes an uploaded file, or the root (dir).
type uploadInfo struct {
	name string
	size int64
	dir  bool
}

func (i uploadInfo) Name() string { return i.name }
func (i uploadInfo) Size() int64  { return i.size }
func (i uploadInfo) Mode() fs.FileMode {
	if i.dir {
		return fs.ModeDir | 0o555
	}
	return 0o444
}
func (i uploadInfo) ModTime() time.Time { return time.Time{} }
func (i uploadInfo) IsDir() bool        { return i.dir }
func (i uploadInfo) Sys() any           { return nil }

// uploadFile is an open uploaded file.
type uploadFile struct {
	info uploadInfo
	r    *bytes.Reader
}

func (f *uploadFile) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *uploadFile) Read(b []byte) (int, error) { return f.r.Read(b) }
func (f *uploadFile) Close() error               { return nil }

// uploadDir is the open root: it lists the files, sorted by name.
type uploadDir struct {
	u    Files
	read int // entries already returned by ReadDir
}

func (d *uploadDir) Stat() (fs.FileInfo, error) { return uploadInfo{name: ".", dir: true}, nil }
func (d *uploadDir) Read([]byte) (int, error) {
	return 0, &fs.PathError{Op: "read", Path: ".", Err: fs.ErrInvalid}
}
func (d *uploadDir) Close() error { return nil }

// ReadDir returns the next n entries (all that are left when n <= 0).
func (d *uploadDir) ReadDir(n int) ([]fs.DirEntry, error) {
	names := make([]string, 0, len(d.u))
	for name := range d.u {
		names = append(names, name)
	}
	slices.Sort(names)
	rest := names[d.read:]
	if n > 0 && len(rest) == 0 {
		return nil, io.EOF
	}
	if n > 0 && n < len(rest) {
		rest = rest[:n]
	}
	entries := make([]fs.DirEntry, len(rest))
	for i, name := range rest {
		entries[i] = fs.FileInfoToDirEntry(uploadInfo{name: name, size: int64(len(d.u[name]))})
	}
	d.read += len(rest)
	return entries, nil
}

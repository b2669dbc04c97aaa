package calls

import (
	"io/fs"
	"testing"
	"testing/fstest"
)

// The uploaded files behave as a file system should: fstest.TestFS opens,
// reads, stats and lists them, and checks that nothing else is there.
func TestFilesFS(t *testing.T) {
	u := Files{"event.pbn": []byte("[Board \"7\"]\n"), "a.lin": []byte("pn|x|"), "empty.txt": nil}
	if err := fstest.TestFS(u, "a.lin", "empty.txt", "event.pbn"); err != nil {
		t.Fatal(err)
	}
	if err := fstest.TestFS(Files{}); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"missing.pbn", "../event.pbn", "/event.pbn", "sub/event.pbn"} {
		if _, err := u.Open(name); err == nil {
			t.Errorf("Open(%q) succeeded", name)
		}
	}
	info, err := fs.Stat(u, "event.pbn")
	if err != nil || !info.Mode().IsRegular() || info.Size() != 12 {
		t.Errorf("Stat: %v, %v", info, err)
	}
}

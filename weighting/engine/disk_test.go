// disk_test.go: Disk reads any path; CasePath and Starter.NameFiles name files as a case file in its folder does; ParsePairs.

package engine

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/ruling-bridge/ruling/weighting/event"
)

func TestDiskAndCasePath(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "cases")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	pbn := filepath.Join(dir, "event.pbn")
	if err := os.WriteFile(pbn, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	// An absolute path, which os.DirFS refuses, opens through Disk.
	if f, err := (Disk{}).Open(pbn); err != nil {
		t.Errorf("Disk.Open(%s): %v", pbn, err)
	} else {
		f.Close()
	}
	if info, err := (Disk{}).Stat(pbn); err != nil || info.Size() != 1 {
		t.Errorf("Disk.Stat: %v", err)
	}
	for _, tc := range []struct{ dir, file, want string }{
		{sub, pbn, "../event.pbn"},
		{dir, pbn, "event.pbn"},
		{dir, filepath.Join(sub, "deals.pbn"), "cases/deals.pbn"},
	} {
		if got := CasePath(tc.dir, tc.file); got != tc.want {
			t.Errorf("CasePath(%s, %s) = %q, want %q", tc.dir, tc.file, got, tc.want)
		}
	}

	s := Starter{Format: event.USEBIO}
	s.NameFiles(pbn, filepath.Join(dir, "hands.pbn"), sub)
	if s.File != "../event.pbn" || s.Shown != pbn || s.DealPBN != "../hands.pbn" {
		t.Errorf("NameFiles: %+v", s)
	}
	link := "https://www.bridgebase.com/tools/handviewer.html?lin=pn|a,b,c,d|"
	s = Starter{Format: event.LIN}
	s.NameFiles(link, "", sub)
	if s.File != link || s.Shown != "the handviewer link" || s.DealPBN != "" {
		t.Errorf("NameFiles with a link: %+v", s)
	}
}

func TestParsePairs(t *testing.T) {
	if p, err := ParsePairs(" 4 , 11"); err != nil || !slices.Equal(p, []string{"4", "11"}) {
		t.Errorf("ParsePairs(\" 4 , 11\") = %q, %v", p, err)
	}
	for _, bad := range []string{"4", "4,", ",11", "4,11,2", ""} {
		if p, err := ParsePairs(bad); err == nil {
			t.Errorf("ParsePairs(%q) = %q, want an error", bad, p)
		}
	}
}

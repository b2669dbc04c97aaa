//go:build !race

// output_test.go: -o and special files, through the whole command (built without -race, as the other command tests).

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/internal/specialfile"
)

// -o never replaces a symbolic link, a folder, a named pipe or a device,
// and says so before any work starts (here, before the case file is
// even read: it does not exist).
func TestOutputRefusesSpecialFiles(t *testing.T) {
	f := specialfile.Make(t)
	for _, tc := range []struct{ path, want string }{
		{f.Link, "is a symbolic link"},
		{f.Dir, "is a folder"},
		{f.Pipe, "is not an ordinary file"},
		{f.Device, "is not an ordinary file"},
		{f.NoFolder, "no folder"},
	} {
		for _, cmd := range [][]string{
			{"adjust", "-o", tc.path, "missing.toml"},
			{"leads", "-o", tc.path, "--contract", "3NT", "--declarer", "S", "KQJ9.A.T986.7532"},
		} {
			code, _, errs := ruling(t, cmd...)
			if code != exitUsage || !strings.Contains(errs, tc.want) {
				t.Errorf("%v: exit %d, stderr %q; want 2 and %q", cmd, code, errs, tc.want)
			}
		}
	}
	f.Unchanged(t)
}

// -o never names a file the command reads — the case, a file the case
// names, the event file of case new — by its path, another path to it or
// a hard link; and -o "" is refused. Each is refused with exit status 2
// and the input is left as it was.
func TestOutputRefusesInputs(t *testing.T) {
	dir := t.TempDir()
	pbn, err := os.ReadFile(filepath.Join("..", "..", "weighting", "event", "testdata", "club.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	club := write("club.pbn", string(pbn))
	caseFile := write("c.toml", "pbn = \"club.pbn\"\nboard = 7\ntable_pairs = [4, 11]\nscoring = \"matchpoints\"\nnon_offending = \"NS\"\n"+
		"[[scenario]]\nname = \"a\"\nresult = \"4S+1 S\"\nweight = \"100%\"\n")
	hard := filepath.Join(dir, "hard.txt")
	if err := os.Link(caseFile, hard); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	before, _ := os.ReadFile(caseFile)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"adjust", "-o", caseFile, caseFile}, "is a file this command reads"},
		{[]string{"adjust", "-o", filepath.Join(dir, ".", "x", "..", "c.toml"), caseFile}, "is a file this command reads"},
		{[]string{"adjust", "-o", hard, caseFile}, "is the same file as " + caseFile},
		{[]string{"adjust", "-o", club, caseFile}, "is a file this command reads"},
		{[]string{"case", "new", "--pbn", club, "--board", "7", "--table-pairs", "4,11", "-o", club}, "is a file this command reads"},
		{[]string{"adjust", "-o", "", caseFile}, `invalid value "" for flag -o: no file name`},
		{[]string{"leads", "-o", "", "--contract", "3NT", "--declarer", "S", "KQJ9.A.T986.7532"}, `invalid value "" for flag -o: no file name`},
	} {
		code, _, errs := ruling(t, tc.args...)
		if code != exitUsage || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, errs, tc.want)
		}
	}
	if got, _ := os.ReadFile(caseFile); string(got) != string(before) {
		t.Error("the case file was replaced")
	}
	if got, _ := os.ReadFile(club); string(got) != string(pbn) {
		t.Error("the PBN file was replaced")
	}
	// The case itself is fine: the refusals were for -o alone.
	if code, _, errs := ruling(t, "adjust", "-o", filepath.Join(dir, "r.txt"), caseFile); code != exitOK {
		t.Errorf("adjust: exit %d, %s", code, errs)
	}
}

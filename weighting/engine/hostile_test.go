// hostile_test.go: hostile case files — deep nesting, thousands of unknown keys, huge and endless files — end in a plain error with bounded memory; and a fuzz target for ParseCase.

package engine

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/ruling-bridge/ruling/internal/memtest"
)

// endless is a file that never ends, as /dev/zero.
type endless struct{}

func (endless) Stat() (fs.FileInfo, error) { return nil, errors.New("no stat") }
func (endless) Close() error               { return nil }
func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = '['
	}
	return len(p), nil
}

type endlessFS struct{ fstest.MapFS }

func (f endlessFS) Open(name string) (fs.File, error) {
	if name == "zero.pbn" || name == "zero.toml" {
		return endless{}, nil
	}
	return f.MapFS.Open(name)
}

func TestHostileCases(t *testing.T) {
	deep := totalHead + "title = " + strings.Repeat("{a = ", 50000) + "1" + strings.Repeat("}", 50000) + "\n"
	var keys strings.Builder
	keys.WriteString(totalHead)
	for i := range 20000 {
		keys.WriteString("k")
		keys.WriteString(strings.Repeat("x", i%7))
		keys.WriteString(string(rune('a'+i%26)) + "_" + strings.Repeat("y", i%5) + "z" + strconv.Itoa(i) + " = 1\n")
	}
	fsys := endlessFS{fstest.MapFS{"pipe.pbn": {Mode: fs.ModeNamedPipe}, "zero.dev": {Mode: fs.ModeDevice | fs.ModeCharDevice}}}
	for _, tc := range []struct {
		name, text, want string
		fsys             fs.FS
		maxAlloc         uint64
	}{
		{"deep", deep, "h.toml:6: arrays or tables nested 50000 deep: a case file needs at most 8", nil, 4 << 20},
		{"unknown keys", keys.String(), "h.toml:6: unknown key \"ka_z0\"; also", nil, 256 << 20},
		{"huge", totalHead + "title = \"" + strings.Repeat("x", MaxCaseBytes) + "\"\n", "h.toml: the case file is larger than 1024 KiB", nil, 4 << 20},
		{"endless pbn", "board = 7\npbn = \"zero.pbn\"\n", "h.toml:2: pbn: zero.pbn is larger than 16 MiB", fsys, 128 << 20},
		{"pipe", "board = 7\npbn = \"pipe.pbn\"\n", "h.toml:2: pbn: pipe.pbn is not an ordinary file", fsys, 4 << 20},
		{"device", "board = 7\npbn = \"zero.dev\"\n", "h.toml:2: pbn: zero.dev is not an ordinary file", fsys, 4 << 20},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			n := memtest.Allocated(func() { _, err = ParseCaseData("h.toml", []byte(tc.text), tc.fsys, ".") })
			var e *Error
			if !errors.As(err, &e) || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
			if n > tc.maxAlloc {
				t.Errorf("allocated %d MiB, want at most %d", n>>20, tc.maxAlloc>>20)
			}
		})
	}
	// An endless case file is refused after its cap.
	if _, err := ParseCase(fsys, "zero.toml"); err == nil || !strings.Contains(err.Error(), "larger than 1 MiB") {
		t.Errorf("endless case file: %v", err)
	}
}

// FuzzParseCase: any text ends in a Case or an *Error, never a panic, and
// a Case parsed encodes to a case file that parses to the same Case.
func FuzzParseCase(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "examples", "*.toml"))
	more, _ := filepath.Glob(filepath.Join("testdata", "cases", "*.toml"))
	for _, p := range append(files, more...) {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ParseCaseData("f.toml", data, nil, ".")
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Errorf("error %v (%T) is not an *Error", err, err)
			}
			return
		}
		roundTrip(t, c)
	})
}

// An artificial score in the field that Law 12C2 makes implausible is
// valued with a warning in the report's notes; a negative one is refused.
func TestFieldArtificialChecked(t *testing.T) {
	text := strings.Replace(totalHead, `scoring = "total"`, `scoring = "matchpoints"`, 1) + "field = [\"+620\", \"A60/90\"]\n" + scenarioLines("4S= N", `"100%"`)
	c, err := ParseCaseData("a.toml", []byte(text), nil, ".")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(c.Sources, "\n"); !strings.Contains(got, "warning: A60/90: EW 90% is more than average plus (60%)") {
		t.Errorf("notes %q", got)
	}
	_, err = ParseCaseData("a.toml", []byte(strings.Replace(text, "A60/90", "A-10/50", 1)), nil, ".")
	if err == nil || err.Error() != `a.toml:6: field: "A-10/50": an artificial score's percentages cannot be negative (write A60/40, A50/50 or A40/40)` {
		t.Errorf("got %v", err)
	}
}

// cli_test.go: script tests of the ruling command, one script per file in testdata/*.txt.
//
// TestScripts runs every testdata/*.txt script with the command run
// in-process (run(ctx, args, stdin, stdout, stderr)); `go test ./cmd/ruling
// -run TestScripts/help` runs one. A script is a list of commands, one a
// line, then the files it uses:
//
//	# A comment. Blank lines are ignored.
//	ruling score --vul NS 4S= N     run ruling with these arguments
//	stdin board.pbn                 the next ruling command reads this file as standard input
//	exit 2                          the last ruling command exited with status 2
//	stdout '^4S= N +\+420$'         its standard output matches the regular expression
//	! stdout 'error'                ... or does not match it
//	stderr '^ruling: error: '       likewise for standard error
//	cmp stdout want.txt             standard output (or stderr, or a file) equals a file exactly
//	exists out.json                 a file exists; "! exists" that it does not
//	require libdds                  skip the script unless libdds loads (and -race is off),
//	require dealer                  or unless dealer is installed (PATH or /usr/games)
//
//	-- board.pbn --
//	[Board "1"]
//	...
//
// Words are separated by spaces; 'single' or "double" quotes keep spaces
// and are removed (no escapes inside). $WORK is replaced by the script's
// working directory, a fresh temporary directory into which every
// "-- name --" section is written before the script starts, so file
// arguments may be given relative to it. Regular expressions use Go syntax
// in multi-line mode: ^ and $ match at the start and end of each line.
// Every ruling command must exit with status 0 unless an exit line follows
// it (before the next ruling command).
package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
)

// scriptCommand is one command line of a script.
type scriptCommand struct {
	line int
	neg  bool // the line started with "!"
	verb string
	args []string
	exit int // for verb "ruling": the exit status it must return
}

// scriptFile is a parsed script: its commands and its embedded files in order.
type scriptFile struct {
	name     string
	commands []scriptCommand
	files    []scriptSection
}

type scriptSection struct {
	name string
	data []byte
}

// scriptMarker matches the line that starts an embedded file.
var scriptMarker = regexp.MustCompile(`^-- (\S.*?) --$`)

// parseScript splits a script into commands and embedded files.
func parseScript(name string, data []byte) (*scriptFile, error) {
	s := &scriptFile{name: name}
	lines := strings.SplitAfter(string(data), "\n")
	var cur *scriptSection
	for i, raw := range lines {
		text := strings.TrimRight(raw, "\r\n")
		if m := scriptMarker.FindStringSubmatch(text); m != nil {
			s.files = append(s.files, scriptSection{name: m[1]})
			cur = &s.files[len(s.files)-1]
			continue
		}
		if cur != nil {
			cur.data = append(cur.data, raw...)
			continue
		}
		text = strings.TrimSpace(text)
		if text == "" || text[0] == '#' {
			continue
		}
		c := scriptCommand{line: i + 1}
		if rest, ok := strings.CutPrefix(text, "!"); ok {
			c.neg, text = true, strings.TrimSpace(rest)
		}
		words, err := scriptWords(text)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, i+1, err)
		}
		c.verb, c.args = words[0], words[1:]
		if err := checkScriptCommand(&c); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, i+1, err)
		}
		s.commands = append(s.commands, c)
	}
	// Each ruling command takes its expected status from the exit line
	// that follows it, if any.
	last := -1
	for i, c := range s.commands {
		switch c.verb {
		case "ruling":
			last = i
		case "exit":
			if last < 0 {
				return nil, fmt.Errorf("%s:%d: exit before any ruling command", name, c.line)
			}
			s.commands[last].exit, _ = strconv.Atoi(c.args[0])
		}
	}
	return s, nil
}

// checkScriptCommand checks a command's verb and number of arguments.
func checkScriptCommand(c *scriptCommand) error {
	want := map[string]int{"stdin": 1, "exit": 1, "stdout": 1, "stderr": 1, "cmp": 2, "exists": 1, "require": 1}
	if c.verb == "ruling" {
		if c.neg {
			return fmt.Errorf("use an exit line after the command instead of \"! ruling\"")
		}
		return nil
	}
	n, ok := want[c.verb]
	if !ok {
		return fmt.Errorf("unknown command %q (want ruling, stdin, exit, stdout, stderr, cmp, exists or require)", c.verb)
	}
	if len(c.args) != n {
		return fmt.Errorf("%s takes %d argument(s), got %d", c.verb, n, len(c.args))
	}
	if c.neg && c.verb != "stdout" && c.verb != "stderr" && c.verb != "exists" {
		return fmt.Errorf("! applies only to stdout, stderr and exists")
	}
	if c.verb == "require" && c.args[0] != "libdds" && c.args[0] != "dealer" {
		return fmt.Errorf("require %q: want libdds or dealer", c.args[0])
	}
	if c.verb == "exit" {
		if _, err := strconv.Atoi(c.args[0]); err != nil {
			return fmt.Errorf("exit status %q is not a number", c.args[0])
		}
	}
	return nil
}

// scriptWords splits a line into words at spaces, keeping quoted spaces.
func scriptWords(text string) ([]string, error) {
	var words []string
	var w strings.Builder
	inWord := false
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '\'' || c == '"':
			end := strings.IndexByte(text[i+1:], c)
			if end < 0 {
				return nil, fmt.Errorf("unclosed %c quote", c)
			}
			w.WriteString(text[i+1 : i+1+end])
			i += end + 1
			inWord = true
		case c == ' ' || c == '\t':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, w.String())
	}
	if len(words) == 0 {
		return nil, fmt.Errorf("empty command")
	}
	return words, nil
}

func TestScripts(t *testing.T) {
	paths, err := filepath.Glob("testdata/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatal("no scripts in testdata/*.txt")
	}
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		s, err := parseScript(filepath.Base(path), data)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txt"), func(t *testing.T) { runScript(t, s) })
	}
}

// runScript runs a script's commands in a fresh working directory.
func runScript(t *testing.T, s *scriptFile) {
	work := t.TempDir()
	for _, f := range s.files {
		p := filepath.Join(work, filepath.FromSlash(f.name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(work)
	expand := func(a string) string { return strings.ReplaceAll(a, "$WORK", work) }

	var stdin []byte
	ran := false
	var stdout, stderr bytes.Buffer
	where := func(c scriptCommand) string { return fmt.Sprintf("%s:%d", s.name, c.line) }
	dump := func() {
		t.Logf("stdout of the last ruling command:\n%s", stdout.String())
		t.Logf("stderr of the last ruling command:\n%s", stderr.String())
	}
	for _, c := range s.commands {
		if (c.verb == "exit" || c.verb == "stdout" || c.verb == "stderr") && !ran {
			t.Fatalf("%s: %s before any ruling command", where(c), c.verb)
		}
		switch c.verb {
		case "ruling":
			args := make([]string, len(c.args))
			for i, a := range c.args {
				args[i] = expand(a)
			}
			stdout.Reset()
			stderr.Reset()
			code := run(t.Context(), args, bytes.NewReader(stdin), &stdout, &stderr)
			stdin, ran = nil, true
			t.Logf("%s: ruling %s: exit %d", where(c), strings.Join(args, " "), code)
			if code != c.exit {
				t.Errorf("%s: exit status %d, want %d", where(c), code, c.exit)
				dump()
			}
		case "stdin":
			data, err := os.ReadFile(expand(c.args[0]))
			if err != nil {
				t.Fatalf("%s: %v", where(c), err)
			}
			stdin = data
		case "exit":
			// Checked when its ruling command ran.
		case "require":
			scriptRequire(t, c.args[0])
		case "stdout", "stderr":
			out := stdout.String()
			if c.verb == "stderr" {
				out = stderr.String()
			}
			pattern := strings.ReplaceAll(c.args[0], "$WORK", regexp.QuoteMeta(work))
			re, err := regexp.Compile("(?m)" + pattern)
			if err != nil {
				t.Fatalf("%s: %v", where(c), err)
			}
			if matched := re.MatchString(out); matched == c.neg {
				if c.neg {
					t.Errorf("%s: %s matches %q but must not", where(c), c.verb, c.args[0])
				} else {
					t.Errorf("%s: %s does not match %q", where(c), c.verb, c.args[0])
				}
				dump()
			}
		case "cmp":
			var got []byte
			switch c.args[0] {
			case "stdout":
				got = stdout.Bytes()
			case "stderr":
				got = stderr.Bytes()
			default:
				var err error
				if got, err = os.ReadFile(expand(c.args[0])); err != nil {
					t.Fatalf("%s: %v", where(c), err)
				}
			}
			want, err := os.ReadFile(expand(c.args[1]))
			if err != nil {
				t.Fatalf("%s: %v", where(c), err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s: %s differs from %s: %s", where(c), c.args[0], c.args[1], firstDifference(got, want))
			}
		case "exists":
			_, err := os.Stat(expand(c.args[0]))
			if exists := err == nil; exists == c.neg {
				if c.neg {
					t.Errorf("%s: %s exists but must not", where(c), c.args[0])
				} else {
					t.Errorf("%s: %s does not exist: %v", where(c), c.args[0], err)
				}
			}
		}
	}
}

// scriptRequire skips the script when a tool it needs is missing.
func scriptRequire(t *testing.T, what string) {
	switch what {
	case "libdds":
		// Tests that load libdds do not run under the race detector.
		if info, ok := debug.ReadBuildInfo(); ok {
			for _, s := range info.Settings {
				if s.Key == "-race" && s.Value == "true" {
					t.Skip("skipped: the script loads libdds, which is not used under -race")
				}
			}
		}
		if !libddsInstalled() {
			t.Skip("skipped: libdds is not installed (apt-get install -y libdds0, or set RULING_LIBDDS)")
		}
	case "dealer":
		if _, err := exec.LookPath("dealer"); err != nil {
			if _, err := os.Stat("/usr/games/dealer"); err != nil {
				t.Skip("skipped: dealer is not installed (apt-get install -y dealer)")
			}
		}
	}
}

// libddsInstalled reports whether the libdds shared library is where the
// loader looks: $RULING_LIBDDS, or libdds.so.0 in the usual library
// directories. (A file check, so that this test does not load it.)
func libddsInstalled() bool {
	if p := os.Getenv("RULING_LIBDDS"); p != "" {
		_, err := os.Stat(p)
		return err == nil
	}
	for _, dir := range []string{"/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib/aarch64-linux-gnu",
		"/usr/lib/aarch64-linux-gnu", "/usr/local/lib", "/usr/lib", "/lib"} {
		if _, err := os.Stat(filepath.Join(dir, "libdds.so.0")); err == nil {
			return true
		}
	}
	return false
}

// firstDifference describes the first line where got and want differ.
func firstDifference(got, want []byte) string {
	g := strings.Split(string(got), "\n")
	w := strings.Split(string(want), "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl || i >= len(g) || i >= len(w) {
			return fmt.Sprintf("line %d is %q, want %q", i+1, gl, wl)
		}
	}
	return "they differ"
}

// TestScriptParser checks the script format itself.
func TestScriptParser(t *testing.T) {
	s, err := parseScript("x.txt", []byte(`# comment
ruling score '4S= N' "3NT -1 W"
exit 2
! stdout 'a b'
ruling help
-- in.pbn --
[Board "1"]
-- sub/two.txt --
two
`))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.commands) != 4 || len(s.files) != 2 {
		t.Fatalf("%d commands, %d files", len(s.commands), len(s.files))
	}
	c := s.commands[0]
	if c.line != 2 || c.verb != "ruling" || strings.Join(c.args, "|") != "score|4S= N|3NT -1 W" || c.exit != 2 {
		t.Errorf("first command %+v", c)
	}
	if c := s.commands[2]; !c.neg || c.verb != "stdout" || c.args[0] != "a b" {
		t.Errorf("third command %+v", c)
	}
	if s.commands[3].exit != 0 {
		t.Errorf("a ruling command without exit line must expect 0")
	}
	if s.files[0].name != "in.pbn" || string(s.files[0].data) != "[Board \"1\"]\n" || s.files[1].name != "sub/two.txt" {
		t.Errorf("files %q", s.files)
	}
	for _, bad := range []string{"frobnicate x", "exit 2", "ruling x\nexit two", "stdout", "ruling 'x", "! ruling help", "! exit 1", "require cobol", "ruling help\nrequire"} {
		if _, err := parseScript("bad.txt", []byte(bad)); err == nil {
			t.Errorf("parseScript accepted %q", bad)
		}
	}
}

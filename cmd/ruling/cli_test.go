// cli_test.go: the ruling command's script tests, testdata/*.txt, run by go-internal/testscript.
//
// Each testdata/*.txt file is a testscript
// (https://pkg.go.dev/github.com/rogpeppe/go-internal/testscript): commands,
// one a line, then the files they use as txtar sections ("-- name --"),
// written into the script's working directory $WORK before it starts.
// `go test ./cmd/ruling -run TestScripts/help` runs one script;
// `-testwork` keeps $WORK to look at.
//
// The conventions of this project's scripts:
//
//	# A comment: what the next commands show, and why it is right.
//	ruling score --vul NS 4S= N       run ruling (the real main, in a child process); it must exit 0
//	! ruling adjust nosuch.toml       ... it must fail, and then
//	status 2                          say how: 2 for bad usage or input, 1 for other failures
//	stdout '^4S= N +\+420$'           its standard output matches (Go regexp, multi-line: ^ and $ at each line)
//	! stderr .                        its standard error is empty
//	cmp stdout want.txt               ... is exactly the file want.txt (a section below)
//	exists out.md                     a file exists; "! exists" that it does not
//	stdin board.pbn                   the next command reads this file on standard input
//	env RULING_LIBDDS=$WORK/none.so   set a variable for the commands that follow
//	[!libdds] skip 'why'              skip the rest of the script unless a condition holds
//	wasmstub engine.wasm              write the smallest WebAssembly module (an engine's stand-in)
//
// Quote with single quotes only (” is a quote inside them); a # outside
// quotes starts a comment; $NAME outside quotes is expanded. Every check
// needs an explicit status for a failing command (never leave "! ruling"
// alone), and a regexp anchored as tightly as the output allows.
//
// Conditions (besides testscript's own, such as [short] and [exec:prog]):
//
//	[libdds]    libdds loads here (installed, or RULING_LIBDDS names it)
//	[race]      the test binary is built with -race: libdds must not be loaded
//	            (scripts that use it skip on [race] first)
//	[dealer]    Debian's dealer is installed (on PATH, or /usr/games)
//	[chromium]  a Chromium browser is installed (or RULING_CHROMIUM names one)
//
// Scripts skip with a message that says what is missing and how to get
// it; ./test.sh counts those messages in its summary.
package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/ruling-bridge/ruling/reports/web/browsertest"
)

// TestMain makes this test binary the ruling command when a script runs
// "ruling": testscript puts it on the scripts' PATH under that name.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){"ruling": rulingMain})
}

// rulingMain is main, and records the exit status where the script's
// status command reads it (nothing when the command crashes).
func rulingMain() {
	f := os.Getenv(statusFileVar)
	if f != "" {
		_ = os.Remove(f)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	if f != "" {
		_ = os.WriteFile(f, []byte(strconv.Itoa(code)), 0o644)
	}
	os.Exit(code)
}

// statusFileVar names, in a script's environment, the file where the
// last ruling command leaves its exit status.
const statusFileVar = "RULING_TEST_STATUS_FILE"

func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata",
		Setup: func(env *testscript.Env) error {
			env.Setenv("PATH", env.Getenv("PATH")+string(os.PathListSeparator)+"/usr/games") // Debian's dealer
			env.Setenv(statusFileVar, filepath.Join(env.WorkDir, ".status"))
			for _, v := range []string{"RULING_LIBDDS", "RULING_CHROMIUM"} {
				if s, ok := os.LookupEnv(v); ok {
					env.Setenv(v, s)
				}
			}
			return nil
		},
		Condition: scriptCondition,
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"status":   cmdStatus,
			"wasmstub": cmdWasmStub,
		},
	})
}

// cmdStatus checks the exit status of the last ruling command: status N.
func cmdStatus(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: status N (the last ruling command's exit status)")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("status %q: not a number", args[0])
	}
	f := ts.Getenv(statusFileVar)
	data, err := os.ReadFile(f)
	if err != nil {
		ts.Fatalf("status: no exit status recorded (no ruling command has run, or it crashed)")
	}
	got, _ := strconv.Atoi(string(data))
	if got != want {
		ts.Fatalf("ruling exited with status %d, want %d", got, want)
	}
}

// cmdWasmStub writes the smallest WebAssembly module (its magic number
// and version) to a file, a stand-in engine for serve --export --wasm:
// wasmstub FILE.
func cmdWasmStub(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: wasmstub FILE")
	}
	if err := os.WriteFile(ts.MkAbs(args[0]), []byte("\x00asm\x01\x00\x00\x00"), 0o644); err != nil {
		ts.Fatalf("wasmstub: %v", err)
	}
}

// scriptCondition answers the project's conditions.
func scriptCondition(cond string) (bool, error) {
	switch cond {
	case "libdds":
		return libddsInstalled(), nil
	case "race":
		return raceEnabled, nil
	case "dealer":
		if _, err := exec.LookPath("dealer"); err == nil {
			return true, nil
		}
		_, err := os.Stat("/usr/games/dealer")
		return err == nil, nil
	case "chromium":
		p := browsertest.Find()
		_, err := os.Stat(p)
		return p != "" && err == nil, nil
	}
	return false, errors.New("unknown condition " + strconv.Quote(cond) + " (libdds, race, dealer, chromium)")
}

// libddsInstalled reports whether the libdds shared library is where the
// loader looks: $RULING_LIBDDS, or libdds.so.0 in the usual library
// directories. (A file check, so that the test binary does not load it.)
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

// ruling runs the command in-process, for the Go tests that read its
// output as data, and returns its status and output.
func ruling(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errs bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(""), &out, &errs)
	return code, out.String(), errs.String()
}

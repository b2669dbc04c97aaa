// hostile_test.go: the hostile-input probe set, testdata/hostile/*.txt, run by testscript — each probe with its exit status and message (docs/hostile-input.md lists them).
//
// Besides the commands of TestScripts, these scripts have:
//
//	gen FILE PART...     write FILE: the parts joined, "N*TEXT" for TEXT N times,
//	                     Go escapes (\n, \u202e) understood
//	sparse FILE BYTES    make FILE that size without writing it (a hole)
//	sleep DURATION       wait, e.g. before "kill -INT" stops a background ruling

package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestHostile(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: filepath.Join("testdata", "hostile"),
		Setup: func(env *testscript.Env) error {
			env.Setenv("PATH", env.Getenv("PATH")+string(os.PathListSeparator)+"/usr/games")
			env.Setenv(statusFileVar, filepath.Join(env.WorkDir, ".status"))
			return nil
		},
		Condition: scriptCondition,
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"status": cmdStatus,
			"gen":    cmdGen,
			"sparse": cmdSparse,
			"sleep":  cmdSleep,
		},
	})
}

// cmdGen writes a generated file: gen FILE PART...
func cmdGen(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: gen FILE PART...")
	}
	var b strings.Builder
	for _, part := range args[1:] {
		n := 1
		if i := strings.IndexByte(part, '*'); i > 0 {
			if k, err := strconv.Atoi(part[:i]); err == nil {
				n, part = k, part[i+1:]
			}
		}
		text, err := strconv.Unquote(`"` + strings.ReplaceAll(part, `"`, `\"`) + `"`)
		if err != nil {
			ts.Fatalf("gen: %q: %v", part, err)
		}
		b.WriteString(strings.Repeat(text, n))
	}
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), []byte(b.String()), 0o644))
}

// cmdSparse makes a file of a size without writing its bytes: sparse FILE BYTES.
func cmdSparse(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: sparse FILE BYTES")
	}
	n, err := strconv.ParseInt(args[1], 10, 64)
	ts.Check(err)
	f, err := os.Create(ts.MkAbs(args[0]))
	ts.Check(err)
	ts.Check(f.Truncate(n))
	ts.Check(f.Close())
}

// cmdSleep waits: sleep DURATION.
func cmdSleep(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: sleep DURATION")
	}
	d, err := time.ParseDuration(args[0])
	ts.Check(err)
	time.Sleep(d)
}

// fuzz_test.go: the parser never panics, and what it accepts evaluates without panicking.

package sim

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
)

func FuzzParseScript(f *testing.F) {
	files, _ := filepath.Glob("testdata/examples/Descr.*")
	for _, name := range files {
		if src, err := os.ReadFile(name); err == nil {
			f.Add(string(src))
		}
	}
	for _, s := range []string{
		"condition hcp(north) > 10 && shape(south, any 4333 - 5xxx)",
		"predeal north SAK, HQJ\npredeal spades(east)==3\naction printes (\"x\", hcp(north), \\n), frequency (hcp(north), 0, 3, spades(east), 1, 2)",
		"a = 1 ? 2 : 3\nb = a / (a - 2)\naction average b",
		"action average score(vul, x3N, 9) + imps(rnd(100))",
		"/* x */ # y\n// z\nproduce 2 action printpbn, printcompact(hcp(north)), printoneline, printew, print(north)",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		s, err := ParseScript("fuzz.dl", src)
		if err != nil {
			var se *SyntaxError
			if !asSyntax(err, &se) || se.Line < 1 || se.Col < 1 {
				t.Fatalf("error without a place: %v", err)
			}
			return
		}
		// A script that parses runs: a few deals, bounded.
		var b bytes.Buffer
		s.Run(context.Background(), &b, RunOptions{Seed: 1, Threads: 1, Produce: 2, Generate: 50})
	})
}

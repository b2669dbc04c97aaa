//go:build !race

// interrupt_test.go: a command stopped by Ctrl-C (its context cancelled) says "ruling: interrupted", never "context canceled", and writes no -o file.

package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestInterruptedCommands(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "s.dl")
	if err := os.WriteFile(script, []byte("condition hcp(north) > 37 && hcp(south) > 20\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.txt")
	deal := "N:KQ32.A54.K76.Q92 J98.KQ3.AJ5.8764 A765.J962.Q2.AK3 T4.T87.T9843.JT5"
	for _, args := range [][]string{
		{"deal", "--seed", "1", "--quiet", script},
		{"adjust", "--seed", "1", "--quiet", "-o", out, filepath.Join("..", "..", "examples", "lead-penalty-imps.toml")},
		{"leads", "--seed", "1", "-o", out, "--contract", "3NT", "--declarer", "S", "KT8.54.543.QJ543"},
		{"play", "--seed", "1", "-o", out, "--contract", "3NT", "--declarer", "S", deal},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		var o, e bytes.Buffer
		code := run(ctx, args, strings.NewReader(""), &o, &e)
		if code != exitFailure || !strings.Contains(e.String(), "ruling: interrupted") || strings.Contains(e.String(), "context canceled") {
			t.Errorf("%s: exit %d, stderr %q; want 1 and \"ruling: interrupted\"", args[0], code, e.String())
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%s: wrote %s", args[0], out)
		}
	}
}

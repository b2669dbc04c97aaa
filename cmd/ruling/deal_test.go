// deal_test.go: ruling deal gives the same output whatever the number of threads, and stops cleanly when interrupted.

package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

const dealTestScript = `predeal south SAQ542, HKJ87, D32, CAK
west1c = hcp(west) > 10 && clubs(west) >= 3
north2d = hcp(north) > 5 && hcp(north) < 12 && shape(north, xx6x + xx7x - any 4xxx - any 5xxx)
condition west1c && north2d
produce 200
action printoneline, average "north hcp" hcp(north), frequency "west clubs" (clubs(west), 3, 8)
`

func writeScript(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "test.dl")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestDealSameOutputAnyThreads(t *testing.T) {
	path := writeScript(t, dealTestScript)
	var first string
	for _, threads := range []string{"1", "2", "8"} {
		var out, errb bytes.Buffer
		code := run(context.Background(), []string{"deal", "--seed", "42", "--threads", threads, path}, nil, &out, &errb)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		if first == "" {
			first = out.String()
			if !strings.Contains(first, "Produced 200 hands\n") || !strings.Contains(first, "Initial random seed 42\n") {
				t.Fatalf("output:\n%s", first)
			}
			continue
		}
		if out.String() != first {
			t.Errorf("--threads %s gives other output than --threads 1", threads)
		}
	}
}

func TestDealInterrupted(t *testing.T) {
	path := writeScript(t, "condition hcp(north) > 37\n")
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // as if Ctrl-C came at once
	var out, errb bytes.Buffer
	code := run(ctx, []string{"deal", "--seed", "1", path}, nil, &out, &errb)
	if code != exitFailure {
		t.Errorf("exit %d, want %d", code, exitFailure)
	}
	if !regexp.MustCompile(`(?m)^Generated [0-9]+ hands\nProduced 0 hands$`).MatchString(out.String()) {
		t.Errorf("no statistics after the interrupt:\n%s", out.String())
	}
	if !strings.Contains(errb.String(), "ruling: error: interrupted: the statistics cover the first") ||
		!strings.Contains(errb.String(), "--seed 1") {
		t.Errorf("stderr:\n%s", errb.String())
	}
}

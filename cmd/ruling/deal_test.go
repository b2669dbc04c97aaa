// deal_test.go: ruling deal stops cleanly when interrupted (the rest: testdata/deal*.txt).

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

// writeScript writes a dealer script into a temporary folder.
func writeScript(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "test.dl")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
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

package libdds

import (
	"errors"
	"strings"
	"testing"
)

// TestLoadMissing points RULING_LIBDDS at a file that does not exist: the
// error says how to install the library, and nothing panics.
func TestLoadMissing(t *testing.T) {
	t.Setenv(EnvVar, "/nonexistent/libdds.so.0")
	l, err := Load()
	if err == nil || l != nil {
		t.Fatalf("Load() = %v, %v; want an error", l, err)
	}
	if !errors.Is(err, ErrUnavailable) {
		t.Errorf("error %v does not wrap ErrUnavailable", err)
	}
	for _, want := range []string{"/nonexistent/libdds.so.0", "apt-get install -y libdds0", EnvVar} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
		}
	}
	if ok, err := Usable(); ok || err == nil {
		t.Errorf("Usable() = %v, %v", ok, err)
	}
	if _, err := NewSolver(); err == nil {
		t.Error("NewSolver succeeded without a library")
	}
}

package libdds

import (
	"errors"
	"testing"
)

// Backend gives the Go solver by name, refuses an unknown name, and turns
// a missing library into a *LoadError (nothing loads from a bad path).
func TestBackend(t *testing.T) {
	f, err := Backend(DefaultBackend, 0)
	if err != nil || f == nil {
		t.Fatalf("Backend(%q): %v", DefaultBackend, err)
	}
	if s, err := f(); err != nil || s == nil {
		t.Fatalf("the go factory: %v", err)
	}
	var ue *UnknownBackendError
	if _, err := Backend("bridge-solver", 0); !errors.As(err, &ue) || ue.Name != "bridge-solver" || err.Error() != `unknown solver "bridge-solver"` {
		t.Errorf("an unknown name: %v", err)
	}
	t.Setenv(EnvVar, "/nonexistent/libdds.so.0")
	var le *LoadError
	if f, err := Backend("libdds", 1); !errors.As(err, &le) || f != nil {
		t.Errorf("libdds missing: %v, want a *LoadError", err)
	}
}

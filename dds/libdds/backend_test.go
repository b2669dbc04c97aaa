package libdds

import (
	"errors"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
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

// The go backend's solvers reuse a closed solver's table (solver.Reusing):
// making a solver after closing the last allocates less than a fresh
// solver.Factory's, whose table is new each time — as ruling serve makes
// a solver for every table it is asked for.
func TestBackendReusesTables(t *testing.T) {
	f, err := Backend(DefaultBackend, 1)
	if err != nil {
		t.Fatal(err)
	}
	cycle := func(f dds.Factory) func() {
		return func() {
			s, err := f()
			if err != nil {
				t.Fatal(err)
			}
			if err := dds.Close(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	cycle(f)() // the first solver makes the table the others take over
	reused := testing.AllocsPerRun(20, cycle(f))
	fresh := testing.AllocsPerRun(20, cycle(solver.Factory(solver.Options{})))
	if reused >= fresh {
		t.Errorf("a solver of the go backend after one closed: %.0f allocations, a fresh solver's %.0f: want fewer (its table reused)", reused, fresh)
	}
}

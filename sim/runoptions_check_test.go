package sim

import (
	"errors"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// Check refuses each bad run option by its key; the zero options pass.
func TestRunOptionsCheck(t *testing.T) {
	if err := (RunOptions{Format: "pbn", Threads: 2, Produce: 5}).Check(); err != nil {
		t.Errorf("good options: %v", err)
	}
	for key, o := range map[string]RunOptions{
		"format":   {Format: "xml"},
		"threads":  {Threads: -1},
		"produce":  {Produce: -1},
		"generate": {Generate: -3},
	} {
		var oe *dds.OptionError
		if err := o.Check(); !errors.As(err, &oe) || oe.Key != key {
			t.Errorf("%+v: %v, want an *OptionError for %s", o, err, key)
		}
	}
}

// options_validate_test.go: Options.Validate — the limits of a run's numbers, zero as "the case's" unless given.

package engine

import (
	"errors"
	"math"
	"testing"
)

func TestOptionsValidate(t *testing.T) {
	none := func(string) bool { return false }
	samples := func(k string) bool { return k == "samples" }
	precision := func(k string) bool { return k == "precision" }
	for _, tc := range []struct {
		o     Options
		given func(string) bool
		key   string // "" when valid
		msg   string
	}{
		{Options{}, nil, "", ""},
		{Options{Samples: 1, Precision: 0.5, Threads: 2, Round: 5}, none, "", ""},
		{Options{Samples: MaxSamples, Round: 10}, nil, "", ""},
		{Options{}, samples, "samples", "samples 0: want 1 to 10000000"},
		{Options{Samples: -3}, nil, "samples", "samples -3: want 1 to 10000000"},
		{Options{Samples: MaxSamples + 1}, nil, "samples", "samples 10000001: want 1 to 10000000"},
		{Options{}, precision, "precision", "precision 0: want a half-width between 0 and 1 (e.g. 0.01)"},
		{Options{Precision: math.NaN()}, nil, "precision", "precision NaN: want a half-width between 0 and 1 (e.g. 0.01)"},
		{Options{Precision: 1}, nil, "precision", "precision 1: want a half-width between 0 and 1 (e.g. 0.01)"},
		{Options{Threads: -1}, nil, "threads", "threads -1 is negative"},
		{Options{Round: 7}, nil, "round", "round 7: use 5 or 10"},
	} {
		err := tc.o.Validate(tc.given)
		var oe *OptionError
		switch {
		case tc.key == "" && err != nil:
			t.Errorf("%+v: %v, want no error", tc.o, err)
		case tc.key != "" && (!errors.As(err, &oe) || oe.Key != tc.key || err.Error() != tc.msg):
			t.Errorf("%+v: %v, want an *OptionError %s: %q", tc.o, err, tc.key, tc.msg)
		}
	}
	// Adjust refuses the same options, as bad input (*Error).
	var ce *Error
	if _, err := Adjust(t.Context(), &Case{}, Options{Round: 3}); !errors.As(err, &ce) || ce.Msg != "round 3: use 5 or 10" {
		t.Errorf("Adjust with round 3: %v", err)
	}
}

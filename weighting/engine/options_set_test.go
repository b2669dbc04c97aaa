// options_set_test.go: BoardOptions.Set — every [options] key set from text lands in its own option.

package engine

import (
	"errors"
	"slices"
	"testing"
)

func TestBoardOptionsSet(t *testing.T) {
	bools := map[string]bool{"small_group": true, "datum_with_table": true, "knockout": true, "normalize": true}
	for _, key := range OptionKeys() {
		if IsBoolOption(key) != bools[key] {
			t.Errorf("IsBoolOption(%s) = %v", key, !bools[key])
		}
		value := "acbl"
		switch {
		case bools[key]:
			value = "true"
		case key == "expected" || key == "average_plus" || key == "round":
			value = "3"
		}
		var o BoardOptions
		if err := o.Set(key, value); err != nil {
			t.Errorf("Set(%s, %s): %v", key, value, err)
			continue
		}
		// At total points, every option of a form of scoring is refused
		// by its own key: Set filled the option the key names.
		err := (&Case{}).SetScoring("total", o)
		var oe *OptionError
		switch key {
		case "normalize":
			if o.Normalize == nil || !*o.Normalize || err != nil {
				t.Errorf("normalize: %+v, %v", o, err)
			}
		case "round":
			if !errors.As(err, &oe) || oe.Key != "round" || *o.Round != 3 {
				t.Errorf("round 3: %v", err)
			}
		case "expected":
			if !errors.As(err, &oe) || oe.Key != "expected" || *o.Expected != 3 {
				t.Errorf("expected 3: %v", err)
			}
		default:
			if !errors.As(err, &oe) || oe.Key != key {
				t.Errorf("%s set, then scoring = total: %v, want an *OptionError for %s", key, err, key)
			}
		}
	}
	var o BoardOptions
	if err := o.Set("expected", "x"); err == nil || err.Error() != "want a whole number" || o.Expected != nil {
		t.Errorf("expected x: %v", err)
	}
	if err := o.Set("knockout", "maybe"); err == nil || o.Knockout != nil {
		t.Errorf("knockout maybe: %v", err)
	}
	if err := o.Set("scorring", "imps"); err == nil {
		t.Error("an unknown key was set")
	}
}

func TestOptionFlag(t *testing.T) {
	for key, want := range map[string]string{"small_group": "small-groups", "butler_drop": "trim", "average_plus": "avplus",
		"datum_with_table": "datum-with-table", "units": "units", "samples": "samples"} {
		if got := OptionFlag(key); got != want {
			t.Errorf("OptionFlag(%s) = %s, want %s", key, got, want)
		}
	}
}

// FlagOptionKeys are the option keys but the older datum_with_table.
func TestFlagOptionKeys(t *testing.T) {
	keys := FlagOptionKeys()
	if len(keys) != len(OptionKeys())-1 || slices.Contains(keys, "datum_with_table") || !slices.Contains(keys, "datum") {
		t.Errorf("FlagOptionKeys = %v", keys)
	}
}

// CheckLeadScoring takes imps, matchpoints and total, and names scoring
// otherwise.
func TestCheckLeadScoring(t *testing.T) {
	for _, s := range []string{"imps", "matchpoints", "total"} {
		if err := CheckLeadScoring(s); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	var oe *OptionError
	if err := CheckLeadScoring("butler"); !errors.As(err, &oe) || oe.Key != "scoring" {
		t.Errorf("butler: %v, want an *OptionError for scoring", err)
	}
}

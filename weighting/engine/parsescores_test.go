package engine

import (
	"errors"
	"slices"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// ParseScores reads scores and results as North-South scores at the
// vulnerability, and refuses an artificial score by its entry.
func TestParseScores(t *testing.T) {
	got, err := ParseScores("+620, 4S-1 N,-100, 3NT= E", dds.VulNS)
	if want := []float64{620, -100, -100, -400}; err != nil || !slices.Equal(got, want) {
		t.Errorf("ParseScores = %v, %v; want %v", got, err, want)
	}
	if _, err := ParseScores("+420,A60/40", dds.VulNone); err == nil || err.Error() != "entry 2: A60/40 is an artificial score" {
		t.Errorf("an artificial score: %v", err)
	}
	if _, err := ParseScores("+420,,-100", dds.VulNone); err == nil {
		t.Error("an empty entry was read")
	}
}

// ScoreOthers reads a field and a vs as North-South scores, and names the
// key at fault.
func TestScoreOthers(t *testing.T) {
	f, v, err := ScoreOthers("+620,4S-1 N", "3NT= E", dds.VulNS)
	if err != nil || !slices.Equal(f, []float64{620, -100}) || v == nil || *v != -400 {
		t.Errorf("ScoreOthers = %v, %v, %v", f, v, err)
	}
	if f, v, err := ScoreOthers("", "", dds.VulNone); f != nil || v != nil || err != nil {
		t.Errorf("nothing given: %v, %v, %v", f, v, err)
	}
	for _, tc := range []struct{ field, vs, key string }{
		{"+420,A60/40", "", "field"}, {"", "+420,+450", "vs"}, {"", "A50/50", "vs"}, {"+1", "", "field"},
	} {
		var oe *OptionError
		if _, _, err := ScoreOthers(tc.field, tc.vs, dds.VulNone); !errors.As(err, &oe) || oe.Key != tc.key {
			t.Errorf("%+v: %v, want an *OptionError for %s", tc, err, tc.key)
		}
	}
}

package engine

import (
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

package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds/solver"
)

// The ruling job rules on the whole case: its report names both
// scenarios and the deals simulated, and is the same at one and two
// workers.
func TestRulingOnce(t *testing.T) {
	var texts [][]byte
	for _, threads := range []int{1, 2} {
		_, _, text, err := rulingOnce("../..", solver.Factory(solver.Options{}), 60, threads)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, text)
	}
	for _, want := range []string{"North bids 4♠", "North doubles 3♥", "60"} {
		if !strings.Contains(string(texts[0]), want) {
			t.Errorf("report lacks %q:\n%s", want, texts[0])
		}
	}
	if !bytes.Equal(texts[0], texts[1]) {
		t.Errorf("one worker's report differs from two workers'")
	}
}

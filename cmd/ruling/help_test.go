// help_test.go: the hand-written top-level usage lists every command, and every command has its help.

package main

import (
	"regexp"
	"sort"
	"testing"

	"github.com/ruling-bridge/ruling/weighting"
)

// help/ruling.txt names each command once, and no other; every command
// has a help/NAME.txt (helpFile panics otherwise).
func TestUsageListsEveryCommand(t *testing.T) {
	var listed, want []string
	for _, m := range regexp.MustCompile(`(?m)^    ([a-z]+) {2,}\S`).FindAllStringSubmatch(helpFile("ruling"), -1) {
		listed = append(listed, m[1])
	}
	for name := range commands {
		want = append(want, name)
		if helpFile(name) == "" {
			t.Errorf("help/%s.txt is empty", name)
		}
	}
	sort.Strings(listed)
	sort.Strings(want)
	if len(listed) != len(want) {
		t.Fatalf("the usage lists %v, the commands are %v", listed, want)
	}
	for i := range want {
		if listed[i] != want[i] {
			t.Fatalf("the usage lists %v, the commands are %v", listed, want)
		}
	}
}

// The help of every command that takes --scoring names every form of
// scoring in weighting's list.
func TestHelpNamesEveryScoring(t *testing.T) {
	for _, cmd := range []string{"weigh", "case"} {
		for _, n := range weighting.ScoringNames() {
			if !regexp.MustCompile(`\b` + regexp.QuoteMeta(n) + `\b`).MatchString(helpFile(cmd)) {
				t.Errorf("help/%s.txt does not name the form of scoring %s", cmd, n)
			}
		}
	}
}

// board_test.go: the standard 16-board cycle of dealers and vulnerability, and the vulnerability names.

package dds

import (
	"strings"
	"testing"
)

// The standard cycle, from the boards' own markings (Law 2): dealer N E S W
// in turn; vulnerability None NS EW All, then the same rotated one step for
// each group of four boards.
var boardCycle = [17]struct {
	dealer string
	vul    string
}{
	1: {"N", "None"}, 2: {"E", "NS"}, 3: {"S", "EW"}, 4: {"W", "All"},
	5: {"N", "NS"}, 6: {"E", "EW"}, 7: {"S", "All"}, 8: {"W", "None"},
	9: {"N", "EW"}, 10: {"E", "All"}, 11: {"S", "None"}, 12: {"W", "NS"},
	13: {"N", "All"}, 14: {"E", "None"}, 15: {"S", "NS"}, 16: {"W", "EW"},
}

func TestBoardCycle(t *testing.T) {
	for n := 1; n <= 16; n++ {
		want := boardCycle[n]
		for _, board := range []int{n, n + 16, n + 32, n + 16*10} {
			if got := BoardDealer(board).String(); got != want.dealer {
				t.Errorf("board %d: dealer %s, want %s", board, got, want.dealer)
			}
			if got := BoardVulnerability(board).String(); got != want.vul {
				t.Errorf("board %d: vulnerability %s, want %s", board, got, want.vul)
			}
		}
	}
	// Board 17 starts the cycle again.
	if BoardDealer(17) != North || BoardVulnerability(17) != VulNone {
		t.Errorf("board 17: %v %v, want N None", BoardDealer(17), BoardVulnerability(17))
	}
}

func TestVulnerable(t *testing.T) {
	tests := []struct {
		v      Vulnerability
		ns, ew bool
	}{
		{VulNone, false, false}, {VulNS, true, false}, {VulEW, false, true}, {VulAll, true, true},
	}
	for _, tt := range tests {
		if tt.v.Vulnerable(NS) != tt.ns || tt.v.Vulnerable(EW) != tt.ew {
			t.Errorf("%v: NS %v, EW %v", tt.v, tt.v.Vulnerable(NS), tt.v.Vulnerable(EW))
		}
	}
	// libdds numbers vulnerability None 0, All 1, NS 2, EW 3.
	if VulNone != 0 || VulAll != 1 || VulNS != 2 || VulEW != 3 {
		t.Error("vulnerabilities are not numbered as libdds numbers them")
	}
}

func TestParseVulnerability(t *testing.T) {
	good := map[string]Vulnerability{
		"None": VulNone, "none": VulNone, "Love": VulNone, "-": VulNone, " - ": VulNone, "Nil": VulNone,
		"NS": VulNS, "ns": VulNS, "N-S": VulNS, "N/S": VulNS, "NorthSouth": VulNS,
		"EW": VulEW, "E-W": VulEW, "East-West": VulEW,
		"All": VulAll, "ALL": VulAll, "Both": VulAll, "both": VulAll,
	}
	for text, want := range good {
		if got, err := ParseVulnerability(text); err != nil || got != want {
			t.Errorf("ParseVulnerability(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	for _, text := range []string{"", "N", "Neither", "NSEW", "Sometimes", "--"} {
		_, err := ParseVulnerability(text)
		if err == nil || !strings.Contains(err.Error(), "is not a vulnerability (use None, NS, EW or All)") {
			t.Errorf("ParseVulnerability(%q): %v", text, err)
		}
	}
	for _, v := range []Vulnerability{VulNone, VulNS, VulEW, VulAll} {
		if got, err := ParseVulnerability(v.String()); err != nil || got != v {
			t.Errorf("%v does not read back: %v, %v", v, got, err)
		}
	}
}

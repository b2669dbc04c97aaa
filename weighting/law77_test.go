package weighting

import (
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// Every expected value below was worked out by hand from the Law 77 table
// (trick score, game/part-score, slam, insult, overtricks, undertricks);
// the sum is in the comment.
func TestScoreLaw77(t *testing.T) {
	tests := []struct {
		result string
		vul    dds.Vulnerability
		ns     int
	}{
		// the six values named in the issue
		{"4HX= N", dds.VulNS, 790},       // 240 + 500 game + 50 insult
		{"6D= S", dds.VulNone, 920},      // 120 + 300 game + 500 slam
		{"1NTX-4 N", dds.VulNone, -800},  // 100 + 200 + 200 + 300
		{"1NTXX-2 S", dds.VulAll, -1000}, // (200 + 300) × 2
		{"3NT+1 N", dds.VulEW, 430},      // 100 + 300 + 30
		{"7NTXX= S", dds.VulAll, 2980},   // (40+180)×4 = 880 + 500 + 1500 + 100
		// undoubled
		{"4S= N", dds.VulNone, 420},   // 120 + 300
		{"4S= N", dds.VulNS, 620},     // 120 + 500
		{"4S-1 N", dds.VulEW, -50},    // 50
		{"4S-1 N", dds.VulAll, -100},  // 100
		{"3NT= E", dds.VulEW, -600},   // 100 + 500, to EW
		{"3NT+2 W", dds.VulNS, -460},  // 100 + 300 + 60, EW not vulnerable
		{"2S= N", dds.VulNone, 110},   // 60 + 50
		{"1NT= S", dds.VulNone, 90},   // 40 + 50
		{"1NT+6 S", dds.VulNone, 270}, // 40 + 50 + 180
		{"2C+1 N", dds.VulNS, 110},    // 40 + 50 + 20
		{"5D= N", dds.VulAll, 600},    // 100 + 500
		{"3C= E", dds.VulNone, -110},  // 60 + 50
		{"6NT= N", dds.VulNS, 1440},   // 190 + 500 + 750
		{"7C= S", dds.VulEW, 1440},    // 140 + 300 + 1000
		{"4S-4 N", dds.VulAll, -400},  // 4 × 100
		{"7S-13 W", dds.VulNone, 650}, // 13 × 50, EW declarer
		// doubled
		{"4SX+1 S", dds.VulNone, 690}, // 240 + 300 + 50 + 100
		{"4SX+1 S", dds.VulNS, 990},   // 240 + 500 + 50 + 200
		{"2SX= N", dds.VulNone, 470},  // 120 + 300 game + 50
		{"2SX= N", dds.VulAll, 670},   // 120 + 500 + 50
		{"5CX-3 E", dds.VulNone, 500}, // 100 + 200 + 200, EW declarer
		{"5CX-3 W", dds.VulEW, 800},   // 200 + 300 + 300
		{"7SX-5 N", dds.VulEW, -1100}, // 100 + 200 + 200 + 300 + 300
		{"3NTX-1 N", dds.VulNS, -200}, // 200
		{"6SX= S", dds.VulAll, 1660},  // 360 + 500 + 750 + 50
		{"5HX+1 N", dds.VulNone, 750}, // 300 + 300 + 50 + 100
		{"2DX-1 E", dds.VulAll, 200},  // 200 to NS
		{"1CX= N", dds.VulNone, 140},  // 40 + 50 part-score + 50 insult
		// redoubled
		{"1NTXX= N", dds.VulNone, 560},    // 160 + 300 + 100
		{"1NTXX+1 N", dds.VulNS, 1160},    // 160 + 500 + 100 + 400
		{"1CXX= S", dds.VulNone, 230},     // 80 + 50 + 100
		{"3HXX-2 N", dds.VulEW, -600},     // (100 + 200) × 2
		{"4HXX-3 by W", dds.VulEW, 1600},  // (200 + 300 + 300) × 2, to NS
		{"7NTXX-13 N", dds.VulAll, -7600}, // (200 + 12 × 300) × 2
		{"2CXX+2 E", dds.VulNone, -960},   // 160 + 300 game + 100 insult + 2 × 200
		// passed out and bare scores
		{"Pass", dds.VulAll, 0},
		{"+420", dds.VulNone, 420},
		{"-50", dds.VulEW, -50},
	}
	for _, tc := range tests {
		r, err := ParseResult(tc.result)
		if err != nil {
			t.Errorf("ParseResult(%q): %v", tc.result, err)
			continue
		}
		if got := r.Score(tc.vul); got != tc.ns {
			t.Errorf("%s at %s: got %d, want %d", tc.result, tc.vul, got, tc.ns)
		}
		if !Possible(tc.ns, tc.vul) {
			t.Errorf("Possible(%d, %s) = false", tc.ns, tc.vul)
		}
	}
	if len(tests) < 30 {
		t.Fatalf("only %d cases", len(tests))
	}
}

func TestPossible(t *testing.T) {
	for _, tc := range []struct {
		ns  int
		vul dds.Vulnerability
		ok  bool
	}{
		{420, dds.VulNone, true},
		{620, dds.VulNone, false}, // 4S= NS not vulnerable is 420; 620 needs NS vulnerable
		{620, dds.VulNS, true},
		{-620, dds.VulEW, true},
		{425, dds.VulAll, false},
		{10, dds.VulNone, false},
		{7600, dds.VulAll, true},
		{7610, dds.VulAll, false},
	} {
		if got := Possible(tc.ns, tc.vul); got != tc.ok {
			t.Errorf("Possible(%d, %s) = %v, want %v", tc.ns, tc.vul, got, tc.ok)
		}
	}
}

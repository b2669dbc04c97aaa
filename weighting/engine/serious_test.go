// serious_test.go: Law 12C1(e) in a case — C as weighted results or as scenarios with evidence, the offenders' score under either reading — worked by hand.

package engine

import (
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// seriousCase is board 7 at teams, North-South vulnerable, the other room
// +170; East-West are non-offending and made a wild double: the table's
// 4♠ doubled by North made an overtrick, +990 (990 − 170 = 820: EW −13).
// The Director's adjusted score: 50 % 4♠-1 (−100: −270, EW +7), 50 %
// 3♠+1 (+170: EW 0): B = 3.5 for EW.
func seriousCase(serious string) string {
	return `board = 7
deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
vulnerability = "NS"
scoring = "imps"
vs = "+170"
non_offending = "EW"
table_result = "4SX+1 N"
laws = ["16B1"]
[[scenario]]
result = "4S-1 N"
weight = "50%"
[[scenario]]
result = "3S+1 N"
weight = "50%"

[serious_error]
error = "East doubled 4♠ with two aces"
` + serious
}

func TestSeriousErrorWeightedC(t *testing.T) {
	for _, tc := range []struct {
		name, serious string
		c, ew, ns     float64
		basis         Basis
	}{
		// C fixed, one result: 4♠+1 undoubled, +650 (480: EW −10).
		// A = −13 < C = −10 < B = 3.5: EW get −13 + 3.5 + 10 = 0.5; NS
		// their adjusted score, −3.5 (Law 12C1(e)(i), the 2017 text).
		{"one result", `without = "4S+1 N"`, -10, 0.5, -3.5, BasisRectified},
		// C weighted: 50 % 4♠+1 (EW −10), 50 % 3♠+1 (EW 0): C = −5; EW
		// get −13 + 3.5 + 5 = −4.5.
		{"weighted", `without = "50% 4S+1 N, 50% 3S+1 N"`, -5, -4.5, -3.5, BasisRectified},
		// offenders = "without": NS get C′, the other side of C: +5.
		{"weighted, offenders without", "without = \"50% 4S+1 N, 50% 3S+1 N\"\noffenders = \"without\"", -5, -4.5, 5, BasisWithout},
		// C from a scenario with evidence: 4♠ by North double dummy on
		// the actual deal takes 10 tricks, +620 (450: EW −10): as the
		// first.
		{"scenario", "[[serious_error.scenario]]\nname = \"No double\"\ncontract = \"4S\"\ndeclarer = \"N\"\ntricks = \"dd\"\nweight = \"100%\"", -10, 0.5, -3.5, BasisRectified},
		// Two scenarios with evidence and fixed results: 60 % dd (EW −10),
		// 40 % 3♠+1 (EW 0): C = −6; EW get −13 + 3.5 + 6 = −3.5; under
		// "without" NS get +6.
		{"scenarios, offenders without", "offenders = \"without\"\n[[serious_error.scenario]]\ncontract = \"4S\"\ndeclarer = \"N\"\ntricks = \"dd\"\nweight = \"60%\"\n[[serious_error.scenario]]\nresult = \"3S+1 N\"\nweight = \"40%\"", -6, -3.5, 6, BasisWithout},
	} {
		r := analyseText(t, "serious.toml", seriousCase(tc.serious), Options{})
		e := r.SeriousError
		award, _ := scores(t, r)
		if e == nil || !near(e.A, -13) || !near(e.B, 3.5) || !near(e.C, tc.c) || e.Case != weighting.PartSelfInflicted {
			t.Errorf("%s: serious error %+v", tc.name, e)
			continue
		}
		if !near(award[dds.EW], tc.ew) || !near(award[dds.NS], tc.ns) || r.Scores[dds.NS].Basis != tc.basis || r.Scores[dds.EW].Basis != BasisSeriousError {
			t.Errorf("%s: award %v (%v), want EW %v, NS %v (%v)", tc.name, award, r.Scores, tc.ew, tc.ns, tc.basis)
		}
	}
	// The C scenarios are in the report, marked, after the adjusted score's.
	r := analyseText(t, "serious.toml", seriousCase("[[serious_error.scenario]]\ncontract = \"4S\"\ndeclarer = \"N\"\ntricks = \"dd\"\nweight = \"100%\""), Options{})
	if len(r.Scenarios) != 3 || r.Scenarios[0].Without || !r.Scenarios[2].Without || len(r.Adjustments[0].Outcomes) != 2 {
		t.Errorf("scenarios %+v, outcomes %+v", r.Scenarios, r.Adjustments)
	}
}

// Bad [serious_error] input is refused at its line.
func TestSeriousErrorBadInput(t *testing.T) {
	for _, tc := range []struct{ serious, want string }{
		{"without = \"4S+1 N\"\noffenders = \"rectified\"", "serious.toml:19: serious_error.offenders \"rectified\": use adjusted"},
		{"without = \"60% 4S+1 N, 30% 3S+1 N\"", "serious.toml:18: serious_error.without: \"60% 4S+1 N, 30% 3S+1 N\": weights sum to 90%, not 100%"},
		{"without = \"NS: 4S+1 N; EW: 3S+1 N\"", "serious.toml:18: serious_error.without: \"NS: 4S+1 N; EW: 3S+1 N\": C is the non-offending side's"},
		{"without = \"A60/40\"", "not an artificial score"},
		{"", "serious.toml:16: serious_error needs C"},
		{"without = \"4S+1 N\"\n[[serious_error.scenario]]\nresult = \"3S+1 N\"\nweight = \"100%\"", "not both"},
		{"[[serious_error.scenario]]\nresult = \"3S+1 N\"\nweight = \"60%\"", "serious.toml:18: serious_error scenarios' weights sum to 60%, not 100%"},
		{"[[serious_error.scenario]]\nresult = \"3S+1 N\"\nweight = { NS = \"60%\", EW = \"100%\" }", "serious.toml:20: serious_error scenario 1: C is the non-offending side's: give one weight, not a split one"},
	} {
		_, err := ParseCaseData("serious.toml", []byte(seriousCase(tc.serious)), nil, ".")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.serious, err, tc.want)
		}
	}
}

// Law 12C1(c)'s benefit of the doubt binds a split score under Law
// 12C1(e) too, where the offenders receive their adjusted score. The
// serious-error case with split weights: EW's (non-offending) 50/50 of
// 4♠-1 (NS −7) and 3♠+1 (NS 0) would give NS, the offenders, −3.5. NS's
// own 20/80 give them 0.2 × −7 = −1.4, better for them: warned. NS's
// 80/20 give them −5.6: no warning.
func TestSeriousErrorSplitWarned(t *testing.T) {
	for _, tc := range []struct {
		ns   [2]string
		warn bool
	}{{[2]string{"20%", "80%"}, true}, {[2]string{"80%", "20%"}, false}} {
		text := seriousCase(`without = "4S+1 N"`)
		text = strings.Replace(text, "weight = \"50%\"", `weight = { NS = "`+tc.ns[0]+`", EW = "50%" }`, 1)
		text = strings.Replace(text, "weight = \"50%\"", `weight = { NS = "`+tc.ns[1]+`", EW = "50%" }`, 1)
		r := analyseText(t, "serious.toml", text, Options{})
		if r.SeriousError == nil {
			t.Fatalf("NS %v: no serious error", tc.ns)
		}
		switch {
		case tc.warn && (len(r.Warnings) != 1 || r.Warnings[0].Kind != WrongWaySplit || r.Warnings[0].Side != dds.NS ||
			!near(r.Warnings[0].Own, -1.4) || !near(r.Warnings[0].Fair, -3.5)):
			t.Errorf("NS %v: warnings %+v, want NS's -1.4 against -3.5", tc.ns, r.Warnings)
		case !tc.warn && len(r.Warnings) != 0:
			t.Errorf("NS %v: warnings %+v, want none", tc.ns, r.Warnings)
		}
	}
}

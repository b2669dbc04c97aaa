// award_test.go: an artificial score with Law 12C2(c), and the 1997 Law 12C2 assigned scores, in a case — worked by hand.

package engine

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// artificialCase: board 7, North-South vulnerable; no result could be
// obtained (no table_result); the Director awards average plus to
// North-South, average minus to East-West.
func artificialCase(scoring, extra string) string {
	others := `field = ["+620", "+170", "-100", "+620", "+650"]`
	if scoring == "imps" {
		others = `vs = "+170"`
	}
	return `board = 7
deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
vulnerability = "NS"
scoring = "` + scoring + `"
` + others + `
non_offending = "NS"
laws = ["7B1", "12C2(a)"]
artificial = "A60/40"
` + extra
}

func TestArtificialSessionPercent(t *testing.T) {
	for _, tc := range []struct {
		name, scoring, extra string
		ns, ew               float64
		nsBasis, ewBasis     Basis
	}{
		// Matchpoints, six results, top 10: 60 % is 6, 40 % is 4.
		{"matchpoints", "matchpoints", "", 6, 4, BasisArtificial, BasisArtificial},
		// Law 12C2(c): NS 63.5 % on the other boards raise their average
		// plus to 6.35; EW 35 % lower their average minus to 3.5.
		{"matchpoints capped", "matchpoints", `session_percent = { NS = "63.5%", EW = "35%" }`, 6.35, 3.5, BasisSessionPercent, BasisSessionPercent},
		// 55 % and 45 % leave the averages alone.
		{"matchpoints not capped", "matchpoints", `session_percent = { NS = "55%", EW = "45%" }`, 6, 4, BasisArtificial, BasisArtificial},
		// IMPs: ±3; with the session percentages (63.5 − 50) × 3 / 10 =
		// +4.05 and (35 − 50) × 3 / 10 = −4.5.
		{"imps", "imps", "", 3, -3, BasisArtificial, BasisArtificial},
		{"imps capped", "imps", `session_percent = { NS = "63.5%", EW = "35%" }`, 4.05, -4.5, BasisSessionPercent, BasisSessionPercent},
		// The Regulating Authority's scale, 2 IMPs a 10 %: +2.7, −3.
		{"imps capped, scale 2", "imps", "session_percent = { NS = \"63.5%\", EW = \"35%\" }\nsession_imp_scale = 2", 2.7, -3, BasisSessionPercent, BasisSessionPercent},
		// Only NS's given: EW keep average minus.
		{"one side", "imps", `session_percent = { NS = 63.5 }`, 4.05, -3, BasisSessionPercent, BasisArtificial},
	} {
		r := analyseText(t, "art.toml", artificialCase(tc.scoring, tc.extra), Options{})
		award, _ := scores(t, r)
		if !near(award[dds.NS], tc.ns) || !near(award[dds.EW], tc.ew) || r.Scores[dds.NS].Basis != tc.nsBasis || r.Scores[dds.EW].Basis != tc.ewBasis {
			t.Errorf("%s: award %v (%+v), want NS %v, EW %v", tc.name, award, r.Scores, tc.ns, tc.ew)
		}
		if r.Artificial == nil || !r.NoResult || r.Damage != "" {
			t.Errorf("%s: artificial %+v, no result %v, damage %q", tc.name, r.Artificial, r.NoResult, r.Damage)
		}
		// The scale the values used is reported: the case's, or nil for
		// Law 12C2(b)'s default.
		if scaled := strings.Contains(tc.extra, "session_imp_scale = 2"); r.Artificial != nil && (r.Artificial.IMPScale != nil) != scaled ||
			scaled && r.Artificial.IMPScale.Cmp(big.NewRat(2, 1)) != 0 {
			t.Errorf("%s: reported IMP scale %v", tc.name, r.Artificial.IMPScale)
		}
	}
}

// The 1997 Law 12C2 at matchpoints (NS vulnerable, top 10): 50 % 4♠= (+620:
// NS 6, EW 4), 30 % 4♠-1 (−100: NS 1, EW 9), 20 % 3NT+1 (+630: NS 8, EW 2).
// Best for NS first: 3NT+1 (20 %), 4♠= (70 % with it), 4♠-1 (100 %).
// "Likely" (1/3) first reached at 4♠=: NS get 6. "At all probable" (1/6)
// already at 3NT+1: EW get 2 — the two tests pick different outcomes.
// The weighted score beside: NS 0.5 × 6 + 0.3 × 1 + 0.2 × 8 = 4.9.
func TestAssigned1997(t *testing.T) {
	text := func(extra string) string {
		return `board = 7
deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
vulnerability = "NS"
scoring = "matchpoints"
field = ["+620", "+170", "-100", "+620", "+650"]
non_offending = "NS"
table_result = "3H= E"
law = "1997"
` + extra + `
[[scenario]]
result = "4S= N"
weight = "50%"
[[scenario]]
result = "4S-1 N"
weight = "30%"
[[scenario]]
result = "3NT+1 S"
weight = "20%"
`
	}
	r := analyseText(t, "1997.toml", text(""), Options{})
	award, adjusted := scores(t, r)
	a := r.Assigned1997
	if a == nil || a.Results[dds.NS].String() != "4S= N" || a.Results[dds.EW].String() != "3NT+1 S" {
		t.Fatalf("assigned %+v", a)
	}
	if !near(award[dds.NS], 6) || !near(award[dds.EW], 2) || !near(adjusted[dds.NS], 4.9) || r.Scores[0].Basis != Basis1997 {
		t.Errorf("award %v (%+v), weighted %v; want NS 6, EW 2 beside 4.9", award, r.Scores, adjusted)
	}
	// likely = 4/5: only 4♠-1 (100 %) reaches it: NS get 1; at all
	// probable = 1/2: 4♠= (70 %): EW get 4.
	r = analyseText(t, "1997.toml", text("likely = \"4/5\"\nat_all_probable = \"1/2\""), Options{})
	award, _ = scores(t, r)
	if !near(award[dds.NS], 1) || !near(award[dds.EW], 4) {
		t.Errorf("thresholds 4/5 and 1/2: award %v, want NS 1, EW 4", award)
	}
}

// Bad award keys are refused at their line.
func TestAwardBadInput(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{artificialCase("matchpoints", `session_percent = { NS = "163%" }`), "art.toml:9: session_percent for NS: 163% is not a session percentage: want 0 to 100 %"},
		{artificialCase("matchpoints", `session_percent = { XX = "63%" }`), "art.toml:9: session_percent: \"XX\" is not a side"},
		{artificialCase("matchpoints", `law = "2003"`), "art.toml:9: law \"2003\": use 2017"},
		{artificialCase("matchpoints", `likely = "1/3"`), "art.toml:9: likely is a threshold of the 1997 Law 12C2"},
		{artificialCase("total", ""), "art.toml:8: artificial \"A60/40\": total-point scoring has no artificial average"},
		{strings.Replace(artificialCase("imps", ""), "A60/40", "A55/45", 1), "art.toml:8: artificial \"A55/45\": an artificial 55% has no value in IMPs"},
		{artificialCase("matchpoints", "[[scenario]]\nresult = \"4S= N\"\nweight = \"100%\""), "scenario 1 has a weight, but the case awards an artificial score"},
	} {
		_, err := ParseCaseData("art.toml", []byte(tc.text), nil, ".")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v, want %q", err, tc.want)
		}
	}
}

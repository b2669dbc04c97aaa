// rules_test.go: play rules in scenarios — the lead-out-of-turn example's options and tricks, and the rules a case file may not give.

package engine

import (
	"context"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestRulesExample adjusts examples/lead-out-of-turn.toml: refused, the
// D7 a penalty card, declarer's options at West's lead are worth 10, 9
// and 10 tricks (require, prohibit, neither: the same figures as ruling
// solve --positions --restrict 'penalty E D7' gives, solve-restrict.txt),
// and he takes the first best; accepted with North declaring, 9.
func TestRulesExample(t *testing.T) {
	c := loadExample(t, "lead-out-of-turn.toml")
	if got := dds.RulesText(c.Scenarios[0].Rules); got != "penalty E D7" {
		t.Fatalf("rules %q", got)
	}
	r, err := Adjust(context.Background(), c, Options{Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := r.Scenarios[0]
	if len(s.Tricks) != 1 || s.Tricks[0].Tricks != 10 {
		t.Fatalf("refused: tricks %v, want 10", s.Tricks)
	}
	want := []struct {
		kind   dds.OptionKind
		tricks float64
		chosen bool
	}{{dds.Require, 10, true}, {dds.Prohibit, 9, false}, {dds.Neither, 10, false}}
	if len(s.Options) != len(want) {
		t.Fatalf("options %v", s.Options)
	}
	for k, w := range want {
		o := s.Options[k]
		if o.Option.Kind != w.kind || o.Tricks != w.tricks || o.Chosen != w.chosen {
			t.Errorf("option %d: %v %v taken %v, want kind %d %v taken %v", k, o.Option, o.Tricks, o.Chosen, w.kind, w.tricks, w.chosen)
		}
	}
	if len(s.Rules) != 1 {
		t.Errorf("report rules %v", s.Rules)
	}
	if a := r.Scenarios[1]; len(a.Tricks) != 1 || a.Tricks[0].Tricks != 9 {
		t.Errorf("accepted: tricks %v, want 9", a.Tricks)
	}
}

// TestRulesErrors checks the rules a case file may not give.
func TestRulesErrors(t *testing.T) {
	base := `board = 1
deal = "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94"
scoring = "imps"
vs = "4S= S"
non_offending = "NS"
table_result = "4S-1 S"
[[scenario]]
name = "x"
contract = "4S"
declarer = "S"
weight = "100%"
`
	for _, c := range []struct{ keys, want string }{
		{`tricks = "dd"` + "\nrules = [\"penalty E D1\"]", `rules: rule 1: "penalty E D1": no such card`},
		{`tricks = "dd"` + "\nrules = [\"lead N not S\"]", `rule 1: "lead N not S": North is of the declaring side (South declares): play rules restrict the defenders`},
		{`tricks = "dd"` + "\nrules = [\"penalty E DK\"]", `East does not hold ♦K`},
		{`result = "4S-1"` + "\nrules = [\"penalty E D7\"]", `rules are used only with`},
	} {
		_, err := ParseCaseData("case.toml", []byte(base+c.keys+"\n"), nil, ".")
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "case.toml:") {
			t.Errorf("%s: error %v, want %q at its line", c.keys, err, c.want)
		}
	}
}

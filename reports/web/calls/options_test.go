// options_test.go: the options call on docs/play-irregularities.md's worked lead out of turn — ruling options' report, and a bad request named by its field.

package calls

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

const lootDeal = "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94"

// TestOptions: East's ♦7 led out of turn against 4♠ by South. The call's
// JSON is the report ruling options --format json writes (the engine's
// options rendered by reports), with 54A 9, 54B 9, 54D 10 (the worked
// figures, checked against ruling solve --positions in
// cmd/ruling/testdata/options.txt); the HTML and text carry the same
// rows; Do answers it by name.
func TestOptions(t *testing.T) {
	ctx := context.Background()
	req := OptionsRequest{Deal: lootDeal, Contract: "4S", Declarer: "S", Irregularity: "lead-out-of-turn", Card: "E:D7"}
	ans, err := (&Engine{Threads: 1}).Options(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	ir, err := engine.ReadIrregularity(engine.IrregularityInput{Kind: "lead-out-of-turn", At: "E:D7", Deal: lootDeal, Contract: "4S", Declarer: "S"})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := engine.PlayOptions(ctx, ir, engine.OptionsRun{Solver: solver.Factory(solver.Options{}), SolverName: "go"})
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if err := reports.EncodeOptions(&want, "json", rep); err != nil {
		t.Fatal(err)
	}
	if string(ans.JSON) != want.String() {
		t.Errorf("JSON\n%s\nruling options --format json\n%s", ans.JSON, want.String())
	}
	var j struct {
		Options []struct {
			Law    string `json:"law"`
			Tricks int    `json:"tricks"`
			Best   bool   `json:"best"`
		} `json:"options"`
	}
	if err := json.Unmarshal(ans.JSON, &j); err != nil || len(j.Options) != 3 ||
		j.Options[0].Tricks != 9 || j.Options[1].Tricks != 9 || j.Options[2].Tricks != 10 || !j.Options[2].Best {
		t.Errorf("options %+v (%v), want 54A 9, 54B 9, 54D 10 best", j.Options, err)
	}
	if !strings.Contains(ans.HTML, "Law 54D, 50D2(b)") || !strings.Contains(ans.Text, "Without the irregularity: 9 tricks") ||
		!strings.Contains(ans.Markdown, "| Law 54D |") {
		t.Errorf("the HTML, text or Markdown lacks the report's rows:\n%s", ans.Text)
	}
	b, err := (&Engine{}).Do(ctx, "options", []byte(`{"deal": "`+lootDeal+`", "contract": "4S", "declarer": "S", "irregularity": "lead-out-of-turn", "card": "E:D7"}`), nil, nil)
	if err != nil || !bytes.Contains(b, []byte(`"schema":"ruling-options/1"`)) {
		t.Errorf("Do: %v %.200s", err, b)
	}
}

// TestOptionsErrors: a bad request is an *Error naming the field.
func TestOptionsErrors(t *testing.T) {
	for _, c := range []struct {
		req  OptionsRequest
		want string
	}{
		{OptionsRequest{Deal: lootDeal, Contract: "4S", Declarer: "S", Irregularity: "lead-out-of-turn", Card: "W:DA"}, "card W:DA: West is on lead: the lead is in turn"},
		{OptionsRequest{Deal: lootDeal, Contract: "4S", Declarer: "S", Irregularity: "lead-out-of-turn", Card: "E:DA"}, "card E:DA: East does not hold ♦A"},
		{OptionsRequest{Deal: lootDeal, Contract: "4S", Declarer: "S", Irregularity: "revoke", Card: "E:D7"}, "irregularity \"revoke\": no such irregularity"},
		{OptionsRequest{Deal: "N:AQJ93.K876.T.AJ8", Contract: "4S", Declarer: "S", Irregularity: "exposed", Card: "E:D7"}, "deal: "},
		{OptionsRequest{Deal: lootDeal, Contract: "4S", Irregularity: "exposed", Card: "E:D7"}, "declarer missing"},
		{OptionsRequest{Deal: lootDeal, Contract: "4S", Declarer: "S", Irregularity: "premature", Card: "W:S2", Played: "HQ HK H2 H2"}, "played: "},
	} {
		_, err := (&Engine{}).Options(context.Background(), c.req)
		var ce *Error
		if !errAs(err, &ce) || !strings.HasPrefix(ce.Msg, c.want) {
			t.Errorf("%+v: %v, want an *Error %q", c.req, err, c.want)
		}
	}
}

// options.go: Options — the options the Laws give after an irregularity in the play, each solved, as ruling options reports them (the page's "Options after an irregularity" panel).

package calls

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// OptionsRequest is an irregularity in the play, as ruling options' flags
// give it: Irregularity is "lead-out-of-turn", "exposed" or "premature",
// Card the offender and his card ("E:D7"), Played the cards played
// before it from the opening lead, Deliberate an exposed card exposed
// through deliberate play (Law 50B).
type OptionsRequest struct {
	Deal         string `json:"deal"`
	Contract     string `json:"contract"`
	Declarer     string `json:"declarer"`
	Played       string `json:"played"`
	Irregularity string `json:"irregularity"`
	Card         string `json:"card"`
	Deliberate   bool   `json:"deliberate"`
}

// OptionsAnswer is ruling options' report in each format the page
// offers: JSON (schema ruling-options/1), HTML, Markdown and text.
type OptionsAnswer struct {
	JSON     json.RawMessage `json:"json"`
	HTML     string          `json:"html"`
	Markdown string          `json:"markdown"`
	Text     string          `json:"text"`
}

// Options lists every option the Laws give the non-offending side after
// the irregularity, each solved double dummy under its play rules — with
// the Go solver whatever the Engine's (libdds takes no play rules). A
// request that cannot be read is an *Error naming its field.
func (e *Engine) Options(ctx context.Context, req OptionsRequest) (*OptionsAnswer, error) {
	ir, err := engine.ReadIrregularity(engine.IrregularityInput{Kind: req.Irregularity, At: req.Card, Deal: req.Deal,
		Contract: req.Contract, Declarer: req.Declarer, Played: req.Played, Deliberate: req.Deliberate})
	if err != nil {
		var oe *dds.OptionError
		if errors.As(err, &oe) && oe.Key == req.Irregularity {
			return nil, bad("card %s", oe.Msg[len(oe.Key)+1:])
		}
		return nil, bad("%v", err)
	}
	run := engine.OptionsRun{Solver: solver.Factory(solver.Options{}), SolverName: "go"}
	rep, err := engine.PlayOptions(ctx, ir, run)
	if err != nil {
		return nil, err
	}
	ans := &OptionsAnswer{}
	for _, f := range []struct {
		format string
		to     func(string)
	}{
		{"json", func(s string) { ans.JSON = json.RawMessage(s) }},
		{"html", func(s string) { ans.HTML = s }},
		{"md", func(s string) { ans.Markdown = s }},
		{"text", func(s string) { ans.Text = s }},
	} {
		var b bytes.Buffer
		if err := reports.EncodeOptions(&b, f.format, rep); err != nil {
			return nil, err
		}
		f.to(b.String())
	}
	return ans, nil
}

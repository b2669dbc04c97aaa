// calls.go: Engine — the solver and workers the calls run with — and what every call shares: Error, Progress, Reports, the engine's lists and defaults.

package calls

import (
	"encoding/json"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/sim/singledummy"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// Engine is how the calls that solve run: the solver, its workers, and
// what the reports say of them. The zero Engine solves with the Go
// solver, one worker per core.
type Engine struct {
	// Solver makes the double-dummy solvers (the Go solver when nil).
	Solver dds.Factory
	// SolverName names the solver in reports ("go" when empty).
	SolverName string
	// Threads is the workers of a run; 0 means one per CPU.
	Threads int
	// Version is ruling's version, for reports.
	Version string
}

// solver is the Engine's solver factory.
func (e *Engine) solver() dds.Factory {
	if e.Solver == nil {
		return solver.Factory(solver.Options{})
	}
	return e.Solver
}

// Error is a bad request: its message in plain words, with the line (and
// column) of the case file or condition where one applies. The server
// answers it with status 400 (503 when TimedOut), the browser's engine
// as {"error", "line", "column"}.
type Error struct {
	Msg    string
	Line   int
	Column int
	// TimedOut: the call found nothing within its time limit (a simpler
	// question may succeed), not a fault of the request as such.
	TimedOut bool
}

func (e *Error) Error() string { return e.Msg }

// bad is an *Error without a place.
func bad(format string, a ...any) *Error { return &Error{Msg: fmt.Sprintf(format, a...)} }

// Progress is how far a run is.
type Progress struct {
	Done  int `json:"done"`  // deals solved so far, over every simulated scenario
	Total int `json:"total"` // the most that will be solved
}

// Reports is a finished run in every format the page offers.
type Reports struct {
	JSON     json.RawMessage `json:"json"`     // the report of --format json
	HTML     string          `json:"html"`     // the page of --format html
	Markdown string          `json:"markdown"` // --format md
	Text     string          `json:"text"`     // --format text
	Case     string          `json:"case"`     // the case as TOML, to save and load again
}

// ScoringForm is a form of scoring for the page's list.
type ScoringForm struct {
	Name  string `json:"name"`
	Title string `json:"title"`
}

// Scorings are the forms of scoring, from weighting's one list ([{"name":
// "imps", "title": "IMPs (teams)"}, …]).
func Scorings() []ScoringForm {
	var out []ScoringForm
	for _, f := range weighting.ScoringForms() {
		out = append(out, ScoringForm{f.Name, f.Title})
	}
	return out
}

// Defaults are the engine's defaults for what a case leaves out, as the
// page shows them in its empty fields.
type Defaults struct {
	Samples  int `json:"samples"`  // deals per simulated scenario
	Playouts int `json:"playouts"` // playouts of a single-dummy scenario
	Layouts  int `json:"layouts"`  // layouts solved per single-dummy decision
}

// EngineDefaults are the engine's own defaults, so that the page never
// shows a number the engine does not use.
func EngineDefaults() Defaults {
	return Defaults{Samples: engine.DefaultSamples, Playouts: engine.DefaultPlayouts, Layouts: singledummy.DefaultSamples}
}

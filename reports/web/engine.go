// engine.go: the server's side of a ruling — the engine reads the case, runs it, and reports renders it in every format.

package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"net/http"
	"slices"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/sim/singledummy"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// caseName is the name a case from the page or the API has in messages.
const caseName = "case.toml"

// parseCase reads a case through the engine; files are the only files it
// may read.
func parseCase(text []byte, files fs.FS) (*engine.Case, error) {
	c, err := engine.ParseCaseData(caseName, text, files, ".")
	return c, positioned(err)
}

// positioned makes the engine's bad-input errors PositionedErrors (status
// 400 with the line); other errors pass unchanged.
func positioned(err error) error {
	var ee *engine.Error
	if errors.As(err, &ee) {
		return &PositionedError{Msg: ee.Msg, Line: ee.Line}
	}
	return err
}

// encodeCase is the case as a case file, through the engine's encoder.
func encodeCase(c *engine.Case) (string, error) {
	var b bytes.Buffer
	if err := engine.EncodeCase(&b, c); err != nil {
		return "", positioned(err)
	}
	return b.String(), nil
}

// runEngine is the Server's runFunc: the case read, adjusted and
// rendered. A case without a seed gets the run's, so that the case file
// offered for download gives the same report again.
func (s *Server) runEngine(ctx context.Context, text []byte, files fs.FS, formats []string, progress func(Progress)) (*Reports, error) {
	c, err := parseCase(text, files)
	if err != nil {
		return nil, err
	}
	o := engine.Options{Threads: s.opt.Threads, Solver: s.opt.Solver, SolverName: s.opt.SolverName, Version: s.opt.Version,
		Progress: func(done, total int) { progress(Progress{Done: done, Total: total}) }}
	res, err := engine.Adjust(ctx, c, o)
	if err != nil {
		return nil, positioned(err)
	}
	if c.Seed == nil && c.Simulates() {
		seed := res.Method.Seed
		c.Seed = &seed
	}
	return render(res, c, formats)
}

// render writes a result in the formats asked for (all when nil): a run
// from the command line's JSON does no more work than the command line.
func render(res *engine.Ruling, c *engine.Case, formats []string) (*Reports, error) {
	out := &Reports{}
	for _, f := range []struct {
		name string
		enc  reports.Encoder
		dest *string
	}{{"html", reports.HTML{}, &out.HTML}, {"md", reports.Markdown{}, &out.Markdown}, {"text", reports.Text{}, &out.Text}} {
		if formats != nil && !slices.Contains(formats, f.name) {
			continue
		}
		var b bytes.Buffer
		if err := f.enc.Encode(&b, res); err != nil {
			return nil, err
		}
		*f.dest = b.String()
	}
	if formats == nil || slices.Contains(formats, "json") {
		var b bytes.Buffer
		if err := (reports.JSON{}).Encode(&b, res); err != nil {
			return nil, err
		}
		out.JSON = json.RawMessage(bytes.TrimSpace(b.Bytes()))
	}
	if formats == nil || slices.Contains(formats, "toml") {
		var err error
		if out.Case, err = encodeCase(c); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// handleCase is POST /api/case: the page's form (JSON) → the case file,
// checked and written by the engine.
func (s *Server) handleCase(w http.ResponseWriter, r *http.Request) {
	var form caseForm
	if !readJSON(w, r, &form) {
		return
	}
	text, err := form.TOML()
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	c, err := parseCase(text, nil)
	if err == nil {
		var canonical string
		if canonical, err = encodeCase(c); err == nil {
			writeJSON(w, http.StatusOK, map[string]string{"case": canonical})
			return
		}
	}
	var pe *PositionedError
	if errors.As(err, &pe) {
		// The line is of the text written from the form; the message
		// names the key.
		writeJSON(w, http.StatusBadRequest, apiError{Error: pe.Msg})
		return
	}
	fail(w, http.StatusInternalServerError, "%v", err)
}

// loadedCase is a case file read back into the form's keys.
type loadedCase struct {
	caseForm
	Scenario []tomlScenario `toml:"scenario"`
}

// handleLoad is POST /api/case/load: a saved case file (TOML, or a
// multipart form with the event files it names) → the page's form, after
// the engine has checked it. The form has everything written out (the
// deal, the field, ... as read from the event files).
func (s *Server) handleLoad(w http.ResponseWriter, r *http.Request) {
	text, files, ok := readCase(w, r)
	if !ok {
		return
	}
	c, err := parseCase(text, files)
	var canonical string
	if err == nil {
		canonical, err = encodeCase(c)
	}
	if err != nil {
		runError(w, r.Context(), err)
		return
	}
	var lc loadedCase
	md, err := toml.Decode(canonical, &lc)
	if err != nil {
		fail(w, http.StatusInternalServerError, "the case file written again does not read back: %v", err)
		return
	}
	form := lc.caseForm
	for _, t := range lc.Scenario {
		fs := formScenario{Name: t.Name, Contract: t.Contract, Declarer: t.Declarer, Result: t.Result,
			Tricks: t.Tricks, Lead: t.Lead, Condition: t.Condition,
			Samples: t.Samples, Layouts: t.Layouts, View: t.View, Breakdown: t.Breakdown, Rules: t.Rules}
		switch {
		case t.Result != "":
			fs.Tricks = "fixed"
		case t.Tricks == "" && t.Lead != "":
			fs.Tricks = "lead"
		case t.Tricks == "":
			fs.Tricks = "dd"
		}
		switch wt := t.Weight.(type) {
		case string:
			fs.Weight = wt
		case map[string]any:
			fs.Weight, _ = wt["NS"].(string)
			fs.WeightEW, _ = wt["EW"].(string)
		}
		form.Scenarios = append(form.Scenarios, fs)
	}
	ans := map[string]any{"form": form}
	var left []string
	for _, k := range md.Undecoded() {
		left = append(left, k.String())
	}
	if len(left) > 0 {
		sort.Strings(left)
		ans["note"] = "The page does not edit these keys, and leaves them out when it runs the case: " + strings.Join(left, ", ") + "."
	}
	writeJSON(w, http.StatusOK, ans)
}

// handleScorings is GET /api/scorings: the forms of scoring for the
// page's list, from weighting's one list ([{"name": "imps", "title": "IMPs (teams)"}, …]).
func (s *Server) handleScorings(w http.ResponseWriter, r *http.Request) {
	type form struct {
		Name  string `json:"name"`
		Title string `json:"title"`
	}
	var out []form
	for _, f := range weighting.ScoringForms() {
		out = append(out, form{f.Name, f.Title})
	}
	writeJSON(w, http.StatusOK, out)
}

// engineDefaults are the engine's defaults for what a case leaves out, as
// the page shows them in its empty fields (GET /api/defaults).
type engineDefaults struct {
	Samples  int `json:"samples"`  // deals per simulated scenario
	Playouts int `json:"playouts"` // playouts of a single-dummy scenario
	Layouts  int `json:"layouts"`  // layouts solved per single-dummy decision
}

// handleDefaults is GET /api/defaults: the engine's own defaults, so
// that the page never shows a number the engine does not use.
func (s *Server) handleDefaults(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, engineDefaults{Samples: engine.DefaultSamples, Playouts: engine.DefaultPlayouts, Layouts: singledummy.DefaultSamples})
}

// handlers.go: the API's answers — each request read and checked for size and type, answered by package calls, written as JSON.

package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"

	"github.com/ruling-bridge/ruling/reports/web/calls"
)

// answer writes a call's answer: v as JSON, or err — 400 with its place
// for a bad request, 503 for a check out of time, else 500.
func answer(w http.ResponseWriter, v any, err error) {
	if err != nil {
		callError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// callError answers an error of package calls.
func callError(w http.ResponseWriter, err error) {
	var ce *calls.Error
	switch {
	case errors.As(err, &ce) && ce.TimedOut:
		writeJSON(w, http.StatusServiceUnavailable, apiError{Error: ce.Msg})
	case errors.As(err, &ce):
		writeJSON(w, http.StatusBadRequest, apiError{Error: ce.Msg, Line: ce.Line, Column: ce.Column})
	default:
		fail(w, http.StatusInternalServerError, "%v", err)
	}
}

func (s *Server) handleTemplates(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, calls.Templates)
}

// handleScorings is GET /api/scorings: the forms of scoring for the
// page's list, from weighting's one list.
func (s *Server) handleScorings(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, calls.Scorings())
}

// handleDefaults is GET /api/defaults: the engine's own defaults, so
// that the page never shows a number the engine does not use.
func (s *Server) handleDefaults(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, calls.EngineDefaults())
}

// handleDeal is POST /api/deal: a typed deal as the diagram's hands.
func (s *Server) handleDeal(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Deal string `json:"deal"`
	}
	if !readJSON(w, r, &req) {
		return
	}
	ans, err := calls.Deal(req.Deal)
	answer(w, ans, err)
}

// handleBuild is POST /api/condition/build: the builder's ranges as text.
func (s *Server) handleBuild(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Seats map[string]calls.SeatSpec `json:"seats"`
	}
	if !readJSON(w, r, &req) {
		return
	}
	text, err := calls.Build(req.Seats)
	answer(w, map[string]string{"condition": text}, err)
}

// handleCondition is POST /api/condition: the request checked, then the
// check run in one of the check slots.
func (s *Server) handleCondition(w http.ResponseWriter, r *http.Request) {
	var req calls.ConditionRequest
	if !readJSON(w, r, &req) {
		return
	}
	if _, _, _, _, err := req.Check(); err != nil {
		callError(w, err)
		return
	}
	if !s.checks.take(w) {
		return
	}
	defer s.checks.release()
	ans, err := s.engine.Condition(r.Context(), req)
	if errors.Is(err, context.Canceled) {
		fail(w, http.StatusServiceUnavailable, "the check was cancelled")
		return
	}
	answer(w, ans, err)
}

// handleCase is POST /api/case: the page's form (JSON) → the case file,
// checked and written by the engine.
func (s *Server) handleCase(w http.ResponseWriter, r *http.Request) {
	var form calls.CaseForm
	if !readJSON(w, r, &form) {
		return
	}
	text, err := calls.CaseFromForm(form)
	answer(w, map[string]string{"case": text}, err)
}

// handleLoad is POST /api/case/load: a saved case file (TOML, or a
// multipart form with the event files it names) → the page's form, after
// the engine has checked it.
func (s *Server) handleLoad(w http.ResponseWriter, r *http.Request) {
	text, files, ok := readCase(w, r)
	if !ok {
		return
	}
	ans, err := calls.LoadCase(text, files)
	if err != nil {
		runError(w, r.Context(), err)
		return
	}
	writeJSON(w, http.StatusOK, ans)
}

// handleEvent is POST /api/event: a board read from an event file (a
// part of the form) or a handviewer link, as ruling case new reads it.
func (s *Server) handleEvent(w http.ResponseWriter, r *http.Request) {
	reqText, files, ok := readParts(w, r, "request")
	if !ok {
		return
	}
	var req calls.EventRequest
	dec := json.NewDecoder(bytes.NewReader(reqText))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		fail(w, http.StatusBadRequest, "bad JSON in the part \"request\": %v", err)
		return
	}
	ans, err := calls.Event(req, files)
	answer(w, ans, err)
}

// handleSolve is POST /api/solve: a deal's double-dummy table and par, in
// one of the check slots.
func (s *Server) handleSolve(w http.ResponseWriter, r *http.Request) {
	inSlot(s, w, r, func(_ context.Context, req calls.SolveRequest) (any, error) { return s.engine.Solve(req) })
}

// handleOptions is POST /api/options: the options after an irregularity
// in the play, each solved (ruling options), in one of the check slots.
func (s *Server) handleOptions(w http.ResponseWriter, r *http.Request) {
	inSlot(s, w, r, func(ctx context.Context, req calls.OptionsRequest) (any, error) { return s.engine.Options(ctx, req) })
}

// inSlot answers a call that solves: its JSON request read into a Req,
// then call in one of the check slots.
func inSlot[Req any](s *Server, w http.ResponseWriter, r *http.Request, call func(context.Context, Req) (any, error)) {
	var req Req
	if !readJSON(w, r, &req) {
		return
	}
	if !s.checks.take(w) {
		return
	}
	defer s.checks.release()
	ans, err := call(r.Context(), req)
	answer(w, ans, err)
}

// do.go: Do — every call by its name, a request in bytes and the answer as JSON: what the browser's engine (cmd/ruling-wasm) answers for the page's api.js.

package calls

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
)

// Names are the calls Do answers, as the page's api.js names them.
var Names = []string{"templates", "scorings", "defaults", "deal", "build", "condition", "case", "load", "event", "adjust", "solve", "options"}

// Do answers the call named name: req is its JSON request (for "load" and
// "adjust" the case file's text), files the files sent with it (event
// files), progress is told how far a run is. The answer is the JSON the
// server answers the same call with; a bad request is an *Error.
func (e *Engine) Do(ctx context.Context, name string, req []byte, files Files, progress func(Progress)) ([]byte, error) {
	if files == nil {
		files = Files{}
	}
	var ans any
	var err error
	switch name {
	case "templates":
		ans = Templates
	case "scorings":
		ans = Scorings()
	case "defaults":
		ans = EngineDefaults()
	case "deal":
		var r struct {
			Deal string `json:"deal"`
		}
		if err = DecodeJSON(req, &r); err == nil {
			ans, err = Deal(r.Deal)
		}
	case "build":
		var r struct {
			Seats map[string]SeatSpec `json:"seats"`
		}
		if err = DecodeJSON(req, &r); err == nil {
			var text string
			text, err = Build(r.Seats)
			ans = map[string]string{"condition": text}
		}
	case "condition":
		var r ConditionRequest
		if err = DecodeJSON(req, &r); err == nil {
			ans, err = e.Condition(ctx, r)
		}
	case "case":
		var form CaseForm
		if err = DecodeJSON(req, &form); err == nil {
			var text string
			text, err = CaseFromForm(form)
			ans = map[string]string{"case": text}
		}
	case "load":
		ans, err = LoadCase(req, files)
	case "event":
		var r EventRequest
		if err = DecodeJSON(req, &r); err == nil {
			ans, err = Event(r, files)
		}
	case "adjust":
		ans, err = e.Adjust(ctx, req, files, nil, progress)
	case "solve":
		var r SolveRequest
		if err = DecodeJSON(req, &r); err == nil {
			ans, err = e.Solve(r)
		}
	case "options":
		var r OptionsRequest
		if err = DecodeJSON(req, &r); err == nil {
			ans, err = e.Options(ctx, r)
		}
	default:
		return nil, bad("no call %q", name)
	}
	if err != nil {
		return nil, err
	}
	return EncodeJSON(ans)
}

// DecodeJSON reads one JSON value into v, refusing unknown fields and
// anything after the value (an *Error saying so).
func DecodeJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return bad("bad JSON: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return bad("the request holds more than one JSON value")
	}
	return nil
}

// EncodeJSON writes v as the server writes its answers (no HTML escapes:
// the report's text as the command line writes it).
func EncodeJSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSpace(b.Bytes()), nil
}

// ErrorBody is an error as the answers carry it: {"error", "line",
// "column"} (line and column only where a place applies).
type ErrorBody struct {
	Error  string `json:"error"`
	Line   int    `json:"line,omitempty"`
	Column int    `json:"column,omitempty"`
}

// BodyOf is err as an answer's error body; bad reports whether it is a
// bad request (an *Error) rather than a failure.
func BodyOf(err error) (body ErrorBody, bad bool) {
	var e *Error
	if errors.As(err, &e) {
		return ErrorBody{Error: e.Msg, Line: e.Line, Column: e.Column}, true
	}
	switch {
	case errors.Is(err, context.Canceled):
		return ErrorBody{Error: "the run was cancelled"}, false
	case errors.Is(err, context.DeadlineExceeded):
		return ErrorBody{Error: "the run took longer than allowed and was stopped"}, false
	}
	return ErrorBody{Error: err.Error()}, false
}

// Package calls is what the Director's page asks of the engine, as plain
// functions: a deal drawn, a condition built and checked, a case taken
// from the form or into it, a board read from an event file, a case run
// to its reports, a deal solved with its par. Both back ends of the page
// answer through it — ruling serve over HTTP (package web) and the
// WebAssembly build in the browser's Web Workers (cmd/ruling-wasm) — so
// a call gives the same answer, byte for byte, wherever it runs. It links
// no HTTP server.
//
//	e := &calls.Engine{Threads: 2}
//	rep, err := e.Adjust(ctx, caseText, calls.Files{"event.pbn": pbn}, nil, nil)
//	// rep.JSON is ruling adjust --format json's report; a bad case is an *Error with its line
//	ans, err := e.Do(ctx, "solve", []byte(`{"deal": "N:AKQ2.T98.KJ5.A43 ..."}`), nil, nil)
//	// the JSON answer of POST /api/solve
//
// A bad request is an *Error (Msg, Line, Column): the server answers it
// with status 400, the browser's engine as {"error", "line", "column"}.
//
// Files and their roles:
//
//	calls.go     Engine, Error, Progress, Reports; the forms of scoring and the engine's defaults
//	do.go        Do: every call by its name, JSON in and out (the browser's engine); JSON and error bodies
//	deal.go      Deal: a typed deal as the diagram's hands
//	builder.go   the condition builder: seat ranges and templates → dealer text (Build, BuildCondition)
//	condition.go Condition: does the deal meet it, how often do deals (within a time limit)
//	caseform.go  the page's form: the case file's keys as JSON, written as TOML
//	cases.go     ParseCase, CaseFromForm, LoadCase and Adjust: a case through the engine, rendered by reports
//	event.go     Event: a board read from an event file by the engine's starter (engine.ReadStart)
//	solve.go     Solve: a deal's double-dummy table in ruling solve's order, and its par (dds.DealerPar)
//	options.go   Options: the options after an irregularity in the play, as ruling options reports them
//	files.go     Files: the files sent with a request, a read-only fs.FS of plain names
package calls

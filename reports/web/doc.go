// Package web is `ruling serve`: a Director's page to build a case, check
// the conditions of its simulated scenarios, run it and print the ruling,
// served from the ruling binary itself with nothing fetched from outside.
//
//	srv := web.New(web.Options{Threads: 2})
//	err := http.ListenAndServe("127.0.0.1:8080", srv.Handler()) // what ruling serve does, with a clean shutdown
//
// The runnable example posts a case to the API as a script would.
//
// The page is plain HTML, CSS and a little JavaScript (embedded with
// embed; no build step). It talks to a small API that is documented in
// docs/web.md ("The HTTP API"):
//
//	GET  /                        the page and its assets
//	POST /api/adjust              a case file → the report (JSON, or html, md, text, toml);
//	                              with Accept: text/event-stream, progress then the report
//	POST /api/runs/{id}/cancel    stop a run
//	POST /api/case                the page's form → the case file (engine.EncodeCase)
//	POST /api/case/load           a saved case file → the page's form
//	POST /api/event               an event file (PBN, USEBIO, LIN) → the board's fields, read as ruling case new reads it
//	POST /api/deal                a PBN deal string → the hands for a diagram
//	POST /api/condition           a condition and a deal → meets it?, acceptance rate
//	POST /api/condition/build     the builder's per-seat ranges → dealer-language text
//	GET  /api/templates           the builder's named hand templates
//	GET  /api/scorings            the forms of scoring (weighting's list) for the page's choice
//	GET  /api/defaults            the engine's defaults (samples, single-dummy playouts and layouts)
//	POST /api/solve               a deal → its double-dummy table (ruling solve's order) and par
//	POST /api/options             an irregularity in the play → ruling options' report (JSON, HTML, Markdown, text)
//
// Every answer comes from package calls (the same calls the WebAssembly
// build answers in the browser: docs/wasm.md); the engine
// (weighting/engine) reads every case and event file, and package reports
// renders every report: this package only carries them over HTTP.
// Every POST must come from the page itself (http.CrossOriginProtection:
// Sec-Fetch-Site or Origin) and the Host header must name this server (a
// guard against DNS rebinding). Bodies are size-limited; runs and
// condition checks hold one of a few slots and are refused with a plain
// message when they are all taken; a run stops when its client goes away;
// a case reads only the files uploaded with it (an in-memory fs.FS).
//
// Files and their roles:
//
//	server.go     Server, Options, routes, http.Server timeouts and a clean shutdown
//	open.go       OpenBrowser: the page opened in the system's browser (ruling serve --open)
//	guard.go      host and same-origin checks, body limits, JSON errors, security headers
//	slots.go      the bounded number of runs and checks at a time
//	runs.go       /api/adjust: reading a case and its files, answers, server-sent events, cancellation
//	handlers.go   the other calls: each request read, answered by package calls, written as JSON
//	export.go     Export and BuildEngine: the page as a static site with the engine compiled to
//	              WebAssembly (ruling serve --export; docs/wasm.md)
//	jumps.go      DirectJumps: a pass over the engine's WebAssembly (BuildEngine applies it), each jump forward
//	              in a function a direct branch instead of a pass through its dispatch loop
//	loops.go      LoopJumps: a pass after DirectJumps (web.BuildLoops, on), a Go loop
//	              given a WebAssembly loop of its own so that its jumps back skip the dispatch loop
//	entries.go    DirectEntries: a pass after LoopJumps (web.BuildEntries, off until timed), a function
//	              no branch goes back to entered by a test instead of its br_table
//	dispatchcount.go CountDispatch: a measure, not a build — counters of each function's entries
//	              and passes through its dispatch loop, counted under node (wasmbench --count)
//	assets/       the page (index.html, app.js, style.css) and api.js, its one way to the
//	              engine: every call of the page goes through window.rulingAPI, to this server
//	              or to the engine in the browser's Web Workers (engine.js, worker.js)
package web

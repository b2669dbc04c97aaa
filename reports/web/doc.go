// Package web is `ruling serve`: a Director's page to build a case, check
// the conditions of its simulated scenarios, run it and print the ruling,
// served from the ruling binary itself with nothing fetched from outside.
//
// The page is plain HTML, CSS and a little JavaScript (embedded with
// embed; no build step). It talks to a small JSON API that is documented
// in README ("The web page and its API"):
//
//	GET  /                  the page and its assets
//	GET  /api/templates     the condition builder's named hand templates
//	POST /api/deal          a PBN deal string → the hands for a diagram
//	POST /api/condition/build  the builder's per-seat ranges → dealer-language text
//	POST /api/condition     a condition and a deal → meets it?, acceptance rate
//
// Every POST must come from the page itself: Sec-Fetch-Site or Origin
// (http.CrossOriginProtection) and a JSON content type, and a Host header
// naming the address served (a guard against DNS rebinding). Bodies are
// size-limited; CPU-heavy work holds one of a few slots and is refused
// with a plain message when they are all taken.
//
// Files and their roles:
//
//	server.go     Server, its routes, http.Server timeouts and shutdown
//	guard.go      same-origin and host checks, body limits, JSON errors
//	slots.go      the bounded number of runs and checks at a time
//	deal.go       /api/deal: a deal typed in, as hands for the diagram
//	builder.go    the condition builder: seat ranges and templates → dealer text
//	condition.go  /api/condition: does the deal meet it, how often do deals
//	assets/       the page (index.html, app.js, style.css)
package web

// Package reports renders a Law 12C ruling — the deal, the scenarios the
// Director judged possible with the evidence for their tricks, the weighted
// outcomes, each side's score and the ruling wording — as text, Markdown,
// JSON or a self-contained HTML page.
//
// The caller hands an engine.Ruling (plain data: weighting.Results,
// dds.Contracts, exact weights; engine.Adjust fills it in) to an Encoder;
// this package is the only one that renders it:
//
//	enc, err := reports.ByName("html") // text, md, json or html
//	err = enc.Encode(w, ruling)
//
// Every encoder is deterministic: the same engine.Ruling gives the same bytes.
// Nothing about the run that may vary between machines (threads, timings)
// is part of the model.
//
// Files and their roles:
//
//	notation.go   the Director's notation, the one rendering of a result: ResultText ("4♠+1 by N"),
//	              ResultCode, WeightedText ("60 % 4♠= by N, 40 % 4♠-1 by N"), AwardText, ScoreText
//	              ("NS 6.6 of 12 matchpoints (55 %)"), ValueText, LeadText
//	format.go     how numbers, intervals and percentages are written
//	wording.go    the ruling wording: one line for one balanced score, else each side's award with its
//	              Law on its own line; WarningText (a wrong-way split)
//	scorer.go     the scorer's view (every other table's new value at cross-IMPs and Butler) and the sensitivity table
//	award.go      the sections of an artificial score (Law 12C2(c)) and of the 1997 Law 12C2 assigned scores
//	rows.go       the tables every format shows, as rows of cells
//	table.go      plain-text tables and the deal diagram
//	encoder.go    the Encoder interface and ByName
//	frame.go      what the study reports share: the format by name (writers), the title and facts (frame), the page's head (framePage)
//	text.go       the terminal report
//	markdown.go   the Markdown report
//	json.go       the JSON report and its schema (field names documented in docs/reports.md)
//	html.go       the HTML page (report.html.tmpl); chart.go its SVG charts (geometry; the markup is the template "chart")
//	singledummy.go single-dummy evidence beside double dummy, and breakdown tables, in every format
//	form.go       the ruling form's parts: event line, facts, bidding diagram, the table's own score, the field, poll, Laws, appeal
//	score.go      ruling score's report: each result's Law 77 score, matchpoints against a field, IMPs against the other table
//	groups.go     a board scored in groups (a fouled board, Law 87): each group's raw and factored matchpoints
//	weigh.go      ruling weigh's report: a ruling valued outcome by outcome, text or JSON (ruling-weigh/2)
//	leads.go      ruling leads' report: the opening leader's lead table, text or JSON (ruling-leads/1)
//	playoptions.go ruling options' report: every option the Laws give after a play irregularity, valued (ruling-options/1)
//	playrules.go  a scenario's play rules and declarer's options at the opening lead under them, in every format
//	revoke.go     ruling revoke's report: the play, each revoke ruled on (Laws 61–64), the Law 64C line (ruling-revoke/1)
//	play.go       ruling play's record: one deal played out single dummy, text, Markdown or JSON (ruling-play/1)
//	output.go     WriteFile, CheckPath and CheckNotInput: a report file written whole or not at all, only over an ordinary file, never over an input
//	sanitize.go   the one sanitiser of user text (control and bidi characters dropped), applied to every string a report shows
package reports

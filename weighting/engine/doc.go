// Package engine is ruling's Law 12C ruling engine: a case — the board,
// the form of scoring and the field, the table result, the non-offending
// side and the potential results the Director judged possible, with their
// weights — in, a Ruling out, which package reports renders.
//
// The API:
//
//	c, err := engine.ParseCase(fsys, "case.toml")         // a case file through an fs.FS
//	c, err := engine.ParseCaseData(name, data, fsys, dir) // a case file's bytes
//	err = engine.EncodeCase(w, c)                         // Case → case file; ParseCase reads it back
//	res, err := engine.Adjust(ctx, c, engine.Options{Samples: 1000, Seed: &seed})
//	err = reports.Text{}.Encode(w, res)                   // package reports renders a *Ruling
//	x, err := engine.Weigh(board, "40% 4S= N, 60% 4S-1 N", engine.WeighOptions{}) // one ruling, no deal
//
// ParseCase reads the case file and the files it names (pbn = "event.pbn")
// only through the fs.FS it is given, relative to the case file's folder,
// each capped in size (MaxCaseBytes, MaxPBNBytes); nesting in the TOML is
// capped too. Every error it returns is an *Error carrying the file, the
// line and a message in plain words ("case.toml:12: weights sum to 95%,
// not 100%"), so a web page can answer {"error": ..., "line": ...}. Adjust
// returns an *Error too for what is wrong with the case itself (a
// condition no deal meets); other errors are failures of the run (the
// solver, cancellation through ctx).
//
// Adjust: each scenario's tricks are found by its kind (a fixed result,
// double dummy on the actual deal, double dummy after a lead, a
// simulation from declarer's view, or the opening leader's lead table);
// the outcomes are weighted, each valued under the form of scoring
// against the field (never the weighted total points), and compared with
// the table result's own value: when the adjustment is not better for
// the non-offending side, there is no damage (Law 12B1) and the table
// result stands for both sides. Law 12C1(e) goes through
// weighting.SeriousErrorValues. The same seed gives the same Ruling at any
// number of threads.
//
// A Case built in code is checked by Adjust (Case.Check) as a parsed one.
//
// Files and their roles:
//
//	case.go        Case, Scenario, Weight, SeriousError, and the case file's key table
//	parse.go       ParseCase, ParseCaseData, ParseList, ParseScores, ContractBy, ReadFile: keys read and checked, weights summed
//	options.go     BoardOptions (Set: an option from text; OptionFlag: its flag) and Case.SetScoring: the [options] table, also ruling weigh's flags (FlagOptionKeys); CheckCompares, Case.SetOthers, ParseOthers, ScoreOthers: what a board compares with
//	toml.go        Error; one pass over the text for the line of every key, nesting capped
//	encode.go      EncodeCase
//	kinds.go       how a scenario's tricks are found: the kind interface and the list of kinds
//	kind_*.go      one file per kind: fixed, dd, lead, simulate, leads, single-dummy (with the breakdowns)
//	adjust.go      Options (Validate: the limits of samples, precision, threads, round), Adjust, Case.Check, the run's steps
//	weigh.go       outcomes combined, rounded and valued; Case.Value; the damage check
//	               (Law 12B1); Law 12C1(e); Butler datums
//	weighing.go    Weigh: one table's ruling valued without a deal (ruling weigh), split scores checked
//	scorer.go      the scorer's view at cross-IMPs and Butler (every other table's new value, the datums), the
//	               sensitivity of the scores to each weight
//	award.go       an artificial score with Law 12C2(c) (artificial, session_percent), the 1997 Law 12C2
//	               assigned scores (law = "1997"): read, valued and awarded
//	leads.go       how leads are compared (LeadScoring, CheckLeadScoring), lead tables (LeadRows, LeadStudy)
//	ruling.go      Ruling: everything a report shows, as data (results, contracts, exact weights; no display text)
//	case_event.go  the event-file keys (pbn + table_pairs, usebio, lin), the auction, lead = "played", the ruling form (Form)
//	starter.go     StarterCase: a starter case file from an event file's board (ruling case new); ParsePairs, CheckEventFile, Starter.NameFiles
//	case_play.go   the play at the table in a case (play = "…", claim = N, or the LIN record's), checked card by card
//	rules.go       play rules in scenarios (rules = ["penalty E DK"]): read, checked, solved under; declarer's options at the lead
//	playoptions.go the options after a play irregularity, each valued double dummy and single dummy (ruling options)
//	irregularinput.go ReadIrregularity: an irregularity typed (ruling options' flags, the page's panel), checked field by field
//	revoke.go      ruling revoke: a board's play ruled on under Laws 61–64, with the Law 64C line
//	export.go      the board as a scoring program imports it, every row valued with the adjusted table's score (ruling adjust --export)
//	groups.go      a fouled board's groups typed on the command line (ruling score --groups)
//	disk.go        Disk: this computer's files as an fs.FS (any path); CasePath: a file as a case file names it
package engine

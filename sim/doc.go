// Package sim deals random bridge hands: the cards a player could not see,
// dealt uniformly at random around the known ones and filtered by a
// condition written in the language of dealer (Hans van Staveren's program,
// the one BBO uses), so that existing dealer scripts work unchanged.
//
//	cond, err := sim.ParseCondition("spades(west) >= 5 && hcp(west) >= 6")
//	st, err := sim.Sample(ctx, sim.SampleSpec{Known: known, Condition: cond, Seed: 1, N: 1000},
//		func(i int, d dds.Deal) error { ...; return nil }) // deal i, in index order
//	script, err := sim.ParseScript("nt.dl", text)         // a whole dealer script
//	st, err = script.Run(ctx, os.Stdout, sim.RunOptions{Seed: 1})
//	dist, _, err := sim.EstimateTricks(ctx, view, opts)   // declarer's view: a trick distribution
//
// Deal number i of a run is a pure function of (seed, i): any number of
// workers gives the same deals in the same order, and a long run can be
// split into ranges of i. When the condition pins a seat's shape (shape(),
// suit lengths, or a suit-length predeal such as spades(north)==1), that
// seat is dealt shape first, each shape weighted by its exact number of
// holdings, which keeps the deals exactly uniform over those the condition
// accepts while wasting none on the wrong shapes.
//
// Files and their roles:
//
//	rng.go          the per-deal random stream (PCG seeded from seed and index; Lemire bounded integers)
//	dealing.go      Fisher–Yates dealing of the unknown cards; exact shape-first dealing
//	shapes.go       shape sets and dealer's shape patterns (any 4333 + 54xx - any 0xxx)
//	u128.go         128-bit holding counts and weighted choices
//	lexer.go        tokens, comments, SyntaxError (file:line:col)
//	keywords.go     reserved words, singular and plural; dealer features left out, by name
//	parser.go       commands: generate, produce, dealer, vulnerable, predeal, pointcount, altcount, condition
//	parse_expr.go   expressions and the bridge functions
//	parse_action.go the action list
//	bounds.go       the caps on a script (MaxScriptBytes, MaxNesting) and an expression's measure (depth, size, rnd())
//	eval.go         expression nodes and their evaluation on a deal (tricks() through a dds.Solver)
//	counts.go       hcp, ptN, controls, losers, quality and cccc as per-suit tables
//	score.go        score() and imps()
//	par.go          par(): DealerV2's par score, from the deal's double-dummy table
//	analyze.go      finding the shape constraints in a condition
//	engine.go       the worker pool: numbered deals in chunks, consumed in index order
//	indexed.go      Dealer: one numbered deal at a time, deal i recomputed alone from (seed, i)
//	library.go      a run over a library of solved deals (Pavlicek's 23-byte records): DealerV2's library mode
//	sample.go       Sample, the API for the ruling analysis
//	solving.go      sampled deals solved as they are dealt, on warm workers, results in deal order
//	estimate.go     EstimateTricks: declarer's view, Wilson intervals, a precision stopping rule
//	leads.go        EstimateLeads and LeadSet.Summarize: the opening leader's view (Bird & Anthias)
//	script.go       Script: a parsed dealer script, its commands, condition and actions
//	format.go       number formatting shared by the outputs
//	run.go          running a whole script: limits, actions, statistics, progress, Shortfall, RunOptions.Check
//	layouts.go      one player's unseen cards dealt under the facts of the play (sub-package singledummy plays with it)
//	breakdown.go    a trick distribution split by the values of expressions (where the key cards lie)
//
// Differences from dealer 1.x (Debian's dealer 20211121): the random
// generator is different (so a seed gives other deals than dealer's);
// suit-length predeals are enforced (dealer parses but ignores them);
// tricks() uses ruling's double-dummy solvers instead of GIB; printpbn
// names ruling as the generator and leaves Date as "-"; "#" starts a
// comment anywhere on a line; printes also works without parentheses;
// the swapping (-2, -3) and exhaust (-e) modes are not provided, and
// DealerV2's extensions are rejected by name — except its par(), which
// ruling provides (see parExpr), and its library mode (RunOptions.Library:
// Pavlicek's solved deals, tricks() read from them).
package sim

// Package singledummy plays a deal out as players who cannot see each
// other's cards: single-dummy play, the evidence a Director needs where
// double dummy guesses every two-way finesse and makes the perfect lead.
//
//	c := dds.Contract{Level: 4, Strain: dds.Strain(dds.Spades), Declarer: dds.South}
//	opts := singledummy.Options{Condition: cond, Seed: 7, Solver: solver.Factory(solver.Options{})}
//	p, err := singledummy.PlayOne(ctx, deal, c, opts)             // one playout, card by card (p.Steps)
//	ps, err := singledummy.Play(ctx, deals, c, opts, progress)    // one playout per deal, on warm solvers
//
// The method is Monte Carlo sampling of layouts with a double-dummy solver
// (Ginsberg's GIB; "perfect-information Monte Carlo"). At each card the
// player to play (declarer for dummy) deals Samples layouts of the cards
// he cannot see, consistent with everything he has seen: his own hand,
// dummy once it is faced, every card played (at the seat that played it),
// every show-out (a seat that failed to follow has no more of the suit)
// and the auction's condition on the deal as dealt (a dealer-language
// condition; see package sim). Each layout is solved double dummy for every
// legal card (dds.Solver's CardValues, so the Go solver and libdds serve
// alike), and he plays the card with the best mean. The opening lead is
// chosen the same way from the leader's view (his hand only).
//
// Refinements, all fixed rules:
//
//   - Cards the player knows to be equivalent (touching, or with only
//     cards of his hand or of completed tricks between them) are one
//     choice, and the lowest is played; a decision with one choice is
//     forced and solves nothing.
//   - Aim: by default (AimTricks) declarer maximises, and a defender
//     minimises, declarer's mean tricks, ties going to the card that makes
//     (or beats) the contract on more layouts; AimContract puts the
//     contract first and the mean second. Remaining ties go to the lower
//     card, then the lower suit.
//   - When no layout of DefaultMaxTries meets the condition (the actual
//     deal need not), the decision is made on layouts that meet only the
//     facts of the play, and the step says so (Step.Dropped).
//   - The decisions of the first trick (PooledCards) draw from shared
//     pools of PoolFactor × Samples layouts per situation (see pool.go):
//     playouts of the same deal that reach the same situation reuse solved
//     layouts. A playout still picks its own layouts from the pool with
//     its own stream, so playouts differ where a choice is close; two
//     playouts in one situation share about Samples/PoolFactor of their
//     layouts there, a dependence the intervals do not account for. From
//     the second trick on, each playout deals its own layouts.
//   - Sequential sampling (SeqFirst, SeqFirstPooled, SeqStep, SeqStrict, SeqReach;
//     player.go's sample and setAside): a decision solves SeqFirst layouts
//     for every choice (SeqFirstPooled in the first trick), then SeqStep
//     at a time; after each batch the leading choice
//     sets aside every choice that is not likely to overtake it — one
//     behind by more tricks in all than a quarter (SeqReach) of the
//     layouts left times the most it was ahead on any one layout, so at
//     once one that is never ahead and
//     somewhere behind — and the decision stops when one choice is left.
//     A choice tied with the leader on every layout stays (SeqStrict):
//     stopping on ties lost play (measured at the fourth to tenth tricks
//     of random deals against 128 layouts: 85.3 % the same choice and
//     0.015 tricks lost per decision, against 89.7 % and 0.009 for 16
//     layouts; with SeqStrict 88.9 % and 0.011 on 12.8 layouts; a first
//     batch of 4 with SeqStrict, re-measured on 88 decisions, 86.9 % and
//     0.010 on 11.1 layouts against 86.4 % and 0.011 on 12.8 for 8). A
//     set-aside choice is not solved again (solver.Solver.CardValuesOf skips
//     its searches); its mean is over the layouts solved before (its
//     Choice.Layouts), and it is listed after the choices kept.
//   - Verdicts (VerdictPercent, VerdictCards, VerdictMinPlayouts,
//     VerdictMinLine; see
//     verdict.go): in a run with at least VerdictMinPlayouts playouts of
//     one deal, a decision of the first six tricks whose situation is
//     clear — one choice at least as good as every other on each of
//     VerdictLayouts(Samples) layouts dealt for the situation — is taken
//     once on those layouts and played by every playout that reaches the
//     situation (Step.Verdict); decisions that are not clear (a guess)
//     are made by each playout on its own layouts, as above. Past its
//     first layouts a verdict solves only the choices still at least as
//     good as every other and tests the others against them
//     (solver.Solver.CardsAbove: one null-window search a choice); the
//     choices it does not play list their means over its first layouts.
//     Play first plays every such playout to its first card chosen (the
//     opening lead); the playouts of a lead that fewer than
//     VerdictMinLine of them chose play on without verdicts.
//   - Twins (twins.go): where a verdict is not clear, two choices of
//     declarer's side in one suit with only that side's cards (or cards
//     of completed tricks) between them, tied on every one of the
//     verdict's layouts, are one choice for the playouts' own decisions
//     in the situation (the lower played).
//   - Carried layouts (carry.go): a pool or verdict of a chooser starts
//     with the layouts of his last pool or verdict in the same line of
//     play that still fit what he has seen, and deals only the rest, so
//     that the solver's table still holds the positions searched on
//     them (same number of layouts, same law; a playout's own layouts
//     are dealt afresh at each decision).
//   - Claims (claim.go): at the start of a trick the seat on lead whose
//     every card wins whatever the layout of the cards he cannot see
//     (each his suit's highest outstanding, and no trump the opponents
//     may hold beside a plain suit) claims the rest; the playout ends
//     there (Playout.Claim) with the tricks full play would take.
//   - Options.Full turns sequential sampling, verdicts and claims off: the
//     play before them, for measuring what they save (sdbench --full).
//
// Reproducibility: playout k's stream is derived from the seed and k, the
// stream of decision j from that and j, a pool's layouts from the seed and
// the situation; double-dummy values are exact, so the same seed gives the
// same play with any number of workers and with either solver.
//
// Known limits of the method, which make single-dummy figures an estimate
// of real play, not a forecast:
//
//   - Strategy fusion: on each layout the solver plays on as if it could
//     see all the cards, so a line that wins on every layout separately
//     (finesse whichever way the queen lies) looks like a sure thing
//     before the guess is reached. The player therefore does not seek
//     count or information before a guess, and values some "two-way"
//     positions too highly.
//   - Non-locality: what a card is worth depends on parts of the tree the
//     layouts do not share; opponents' inferences from the player's own
//     choices (and signals, false-cards, discovery plays) are not modelled:
//     a player reads only the cards themselves, not why they were played.
//   - Layouts are weighted equally: a defender's choice of card among
//     equals does not make one layout likelier than another.
//
// Files:
//
//	player.go   Contract, Options (MaxSamples), ParseAim, the game state, one decision (classes, layouts, sequential sampling, scoring)
//	carry.go    carried layouts: a pool's or verdict's layouts kept for the chooser's next one where they still fit
//	claim.go    claims: the seat on lead with only sure winners takes the rest
//	pool.go     shared layout pools for the first trick
//	verdict.go  verdicts: clear decisions of the first tricks taken once per situation
//	twins.go    twins: declarer's choices with only his side's cards between, tied on a guess's verdict layouts, one choice
//	run.go      Play (many playouts on warm solvers) and PlayOne (one playout, layouts spread over workers)
//	calibrate.go CalibrationContract: the contract of the single-minus-double-dummy calibration (sdbench diff, ruling-bulk --single-dummy)
//	rules.go    play under the Laws' play rules (Options.Rules): the rules known to all, declarer's options from his view
//
// Work: Step.Solved and Step.Nodes (summed in Playout.Solved and
// Playout.Nodes) count the layouts a decision solved itself and the
// search nodes they took (Go solver), the measures benchmarks/sdbench
// prints.
package singledummy

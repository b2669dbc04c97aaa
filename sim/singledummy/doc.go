// Package singledummy plays a deal out as players who cannot see each
// other's cards: single-dummy play, the evidence a Director needs where
// double dummy guesses every two-way finesse and makes the perfect lead.
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
//	player.go  Contract, Options (MaxSamples), ParseAim, the game state, one decision (classes, layouts, scoring)
//	pool.go    shared layout pools for the first trick
//	run.go     Play (many playouts on warm solvers) and PlayOne (one playout, layouts spread over workers)
package singledummy

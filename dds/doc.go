// Package dds holds ruling's bridge vocabulary — suits, ranks, cards,
// seats, strains, hands as bit sets, deals, boards, the auction, contracts
// and their Law 77 scores, the IMP scale, par, PBN and the other deal
// files — and the interface its double-dummy solvers implement (Solver,
// with batch solving in Pool and Stream).
//
//	d, err := dds.ParseDeal("N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765")
//	d[dds.North].HCP()                                        // 16
//	a, err := dds.ParseAuction(dds.South, "1D P 1S 3H P P P") // checked call by call
//	c, err := a.Final()                                       // 3♥ by East
//	c.Score(9, true)                                          // Law 77: +140 to declarer's side
//	dds.IMPs(620 - 170)                                       // 10
//	games, err := dds.ReadPBN(r, "hands.pbn")                 // PBN files, every tag kept
//	table, err := s.Table(d)                                  // any Solver: dds/solver, dds/libdds
//
// The runnable examples show each (go doc -all, or example_test.go).
//
// Files and their roles:
//
//	card.go      Suit, Rank, Card, Seat, Side, Strain and their parsers
//	cards.go     Cards: a set of cards as one 64-bit word (the layout is drawn there)
//	deal.go      Deal: four hands, complete or partial; the PBN Deal tag form (ParseFullDeal, ParseFullHand: whole ones)
//	board.go     Vulnerability and the standard 16-board cycle of dealers
//	pbn.go       PBN files: games and their tags (ReadPBN, WritePBN)
//	position.go  Position: a moment in the play; replaying a play record
//	rules.go     PlayRule and its grammar (ParseRule, ParseRules): lead restrictions and penalty cards (Laws 26B, 50, 51)
//	ruleplay.go  PlayState: the rules in force during the play — declarer's options, legal cards, when a rule expires (dds/internal/ruleref: the brute-force reference)
//	rulewire.go  PlayState and Option as bytes (AppendBinary, UnmarshalBinary), for a solver in another worker (dds/remote)
//	solver.go    the Solver interface every backend implements; StopWith and Close, for the solvers that can stop or hold something
//	rulesolver.go RuleSolver: a solver under play rules (the Go solver; libdds cannot), and a Solver applying fixed rules
//	pool.go      batch solving on a worker pool, results in input order
//	stream.go    SolveStream: a stream solved in input order as ready, bounded, cancellable (streamio.go: its input and output; ResultWriter.Configure, CheckInput: its options checked)
//	option.go    OptionError: a bad option named by its key, for every package's option checks
//	solveinput.go ReadSolveInput and SolveInput.Solve: a whole solve input checked first, then solved in input order
//	solvelines.go ReadSolveLines: a piped solve input of lines read as it comes, a line at a time (MaxSolveLine)
//	tsv.go       the line formats of dd-tables.tsv and dd-plays.tsv, read and written
//	zrd.go       Richard Pavlicek's 23-byte solved-deal record (.zrd libraries): AppendZRD, ParseZRD, IsZRD
//	ddsfile.go   DDS's test files (PBN, FUT, TABLE, PAR, PLAY, TRACE lines): ReadDDSHands
//	auction.go   Call and Auction: calls with alerts, legality call by call, the final contract
//	contract.go  Contract: a final contract (level, strain, doubling, declarer), the one type every package uses
//	score.go     Contract.Score: the Law 77 table, made or defeated, at either vulnerability
//	imps.go      IMPs and IMPsRat: the Law 78B scale for any score difference
//	trickplay.go a play record trick by trick as it happened at the table, revokes included, impossible cards refused
//	bsfile.go    bridge-solver's deal files and their tables (ParseBridgeSolverDeal, ReadBridgeSolverResults)
//	par.go       par from a 20-result table: the contract notation, PBN's OptimumScore and ParContract
//	par_dealer.go DealerPar: DDS's dealer-relative par (North-South score and par contracts)
//	par_sides.go SidesPar: DDS's Par, each side bidding first
//
// The double-dummy solvers implement Solver: the pure-Go one in the
// sub-package dds/solver, libdds (through purego) in dds/libdds.
package dds

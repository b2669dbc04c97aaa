// Package dds holds ruling's model of the cards — suits, ranks, cards,
// seats, strains, hands as bit sets, deals and PBN — and its double-dummy
// solvers.
//
// Files and their roles:
//
//	card.go      Suit, Rank, Card, Seat, Side, Strain and their parsers
//	cards.go     Cards: a set of cards as one 64-bit word (the layout is drawn there)
//	deal.go      Deal: four hands, complete or partial; the PBN Deal tag form (ParseFullDeal, ParseFullHand: whole ones)
//	board.go     Vulnerability and the standard 16-board cycle of dealers
//	pbn.go       PBN files: games and their tags (ReadPBN, WritePBN)
//	position.go  Position: a moment in the play; replaying a play record
//	solver.go    the Solver interface every backend implements
//	pool.go      batch solving on a worker pool, results in input order
//	stream.go    SolveStream: a stream solved in input order as ready, bounded, cancellable (streamio.go: its input and output; ResultWriter.Configure, CheckInput: its options checked)
//	option.go    OptionError: a bad option named by its key, for every package's option checks
//	solveinput.go ReadSolveInput and SolveInput.Solve: a whole solve input checked first, then solved in input order
//	tsv.go       the line formats of dd-tables.tsv and dd-plays.tsv, read and written
//	zrd.go       Richard Pavlicek's 23-byte solved-deal record (.zrd libraries): AppendZRD, ParseZRD, IsZRD
//	ddsfile.go   DDS's test files (PBN, FUT, TABLE, PAR, PLAY, TRACE lines): ReadDDSHands
//	auction.go   Call and Auction: calls with alerts, legality call by call, the final contract
//	par.go       par from a 20-result table: the contract notation, PBN's OptimumScore and ParContract
//	par_dealer.go DealerPar: DDS's dealer-relative par (North-South score and par contracts)
//	par_sides.go SidesPar: DDS's Par, each side bidding first
//
// The pure-Go solver, GoSolver (NewSolver, GoFactory):
//
//	solve.go     GoSolver, Options and the four operations; the MTD(f) driver of the search
//	search.go    fail-soft null-window alpha-beta over tricks, partition search's win sets, the cut-off card cache
//	tt.go        the transposition table: bounds on abstract (relative-rank) positions, lists per shape and leader
//	tt_evict.go  making room at the cap: the positions with the fewest tricks left go first
//	tt_arena_unix.go the table's arena reserved as address space (mmap), resident only when written (tt_arena_other.go: the Go heap elsewhere)
//	quick.go     fast tricks, sure trump tricks (top, length, slow), later tricks and slow notrump tricks at trick starts
//	order.go     lazy move lists (cut-off card first) and the lead and follow heuristics
//	rank.go      precomputed read-only tables: relative ranks (software PEXT), lane counts
//	pext_amd64.go a key's relative ranks and signature by BMI2's PEXT and PDEP (pext_amd64.s), where the processor has them fast (pext_other.go: the tables elsewhere)
//
// The libdds backend lives in the sub-package dds/libdds.
package dds

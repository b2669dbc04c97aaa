// Package solver is ruling's pure-Go double-dummy solver: a null-window
// alpha-beta search over tricks with a transposition table of abstract
// positions (partition search). A Solver implements dds.Solver:
//
//	s := solver.New(solver.Options{MemoryMB: 64})
//	table, err := s.Table(deal)          // all 20 (strain, declarer) results
//	values, err := s.CardValues(position) // every legal card's tricks
//
// A Solver keeps its table warm from one call to the next and must not be
// used by two goroutines at once; solver.Factory gives each worker of a
// dds.Pool its own, and solver.Reusing hands a closed Solver's table on to
// the next Solver it makes.
//
// Files and their roles:
//
//	solve.go     Solver, Options and the four operations; the MTD(f) driver of the search
//	search.go    fail-soft null-window alpha-beta over tricks, partition search's win sets, the cut-off card cache
//	tt.go        the transposition table: bounds on abstract (relative-rank) positions, lists per shape and leader, the general entries newest (RULING_TT_TAIL)
//	tt_evict.go  making room at the cap: the positions with the fewest tricks left go first, a 32nd at a time (RULING_TT_EVICT_SHARE)
//	tt_cell.go   an entry as the arena stores it: 16 bytes, the bounds and the mask's extent in the lanes' spare bits (tt_cell_wide.go: 32 bytes unpacked, build tag ttwide)
//	cutcache.go  the cut-off card cache's writes and its clearing: only the lines written since the last clear
//	stop.go      SetContext: a solve stopped within some thousands of nodes, nothing of it stored
//	share.go     solvers that share their tables: each takes in the entries the others stored (Solver.Share)
//	cardsabove.go CardsAbove: which cards beat a number of tricks, one null-window search a card (single dummy's verdicts)
//	tt_arena_unix.go the table's arena reserved as address space (mmap), resident only when written (tt_arena_other.go: the Go heap elsewhere)
//	hugepages_linux.go the arena and the buckets on transparent huge pages unless RULING_TT_HUGEPAGES=0 (hugepages_other.go: the Go heap elsewhere)
//	rules.go     the search under play rules (ValueUnder, TableUnder): tricks where a rule may bind searched rule-aware, the rest handed to the core
//	quick.go     fast tricks, sure trump tricks (top, length, slow), later tricks and slow notrump tricks at trick starts
//	order.go     lazy move lists (cut-off card first) and the lead and follow heuristics
//	rank.go      precomputed read-only tables: relative ranks (software PEXT), lane counts
//	pext_amd64.go a key's relative ranks and signature by BMI2's PEXT and PDEP (pext_amd64.s), where the processor has them fast (pext_other.go: the tables elsewhere)
package solver

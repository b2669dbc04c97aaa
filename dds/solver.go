// solver.go: the double-dummy interface that the Go solver and the libdds backend both implement.

package dds

import "context"

// Table is a deal's double-dummy table: Table[strain][declarer] is the
// number of tricks declarer takes with best play by both sides, the opening
// lead coming from declarer's left-hand opponent.
type Table [5][4]int

// Tricks is the entry for strain t and declarer s.
func (t *Table) Tricks(strain Strain, declarer Seat) int { return t[strain][declarer] }

// CardValue is a legal card of the player on turn and its double-dummy
// value: the tricks, of those not yet complete (the trick in progress
// included), that the side on turn takes with best play after playing it.
type CardValue struct {
	Card   Card
	Tricks int
}

// Solver answers double-dummy questions. A Solver is not safe for
// concurrent use: give each goroutine its own (see Pool).
type Solver interface {
	// Table solves all 20 (strain, declarer) pairs of a complete deal.
	Table(d Deal) (Table, error)
	// Tricks is the number of tricks the declaring side takes in strain
	// t when leader makes the opening lead (declarer is leader's RHO).
	Tricks(d Deal, t Strain, leader Seat) (int, error)
	// CardValues gives every legal card of the player on turn in p with
	// its double-dummy value, in descending order of card (spades first,
	// high to low).
	CardValues(p Position) ([]CardValue, error)
	// Trace gives the declaring side's double-dummy total for the whole
	// deal before the first card of play and after each card of it: the
	// result has len(play)+1 entries. Declarer is leader's RHO.
	Trace(d Deal, t Strain, leader Seat, play []Card) ([]int, error)
}

// Factory makes a Solver; a pool calls it once per worker.
type Factory func() (Solver, error)

// StopWith makes ctx stop s's solves in progress when s can stop one
// (the Go solver: solver.Solver.SetContext): once ctx is done, a call
// returns ctx's error within a few thousand search nodes. Other solvers
// (libdds) finish the call they are in; the caller checks ctx between
// calls either way. A nil ctx stops nothing: whoever set a context on a
// solver it did not make (a factory may share one) sets nil when done.
func StopWith(ctx context.Context, s Solver) {
	if st, ok := s.(interface{ SetContext(context.Context) }); ok {
		st.SetContext(ctx)
	}
}

// Close frees what s holds when it holds something (a libdds handle, a
// remote server's solver, a Go solver's table handed on to the next): the
// one way every caller done with a solver it made lets it go. Other
// solvers need nothing; it returns s's Close error, or nil.
func Close(s Solver) error {
	if c, ok := s.(interface{ Close() error }); ok {
		return c.Close()
	}
	return nil
}

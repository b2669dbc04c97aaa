// solver.go: the libdds backend as a dds.Solver, for dds.Pool and everything that takes a Solver.

package libdds

import "github.com/ruling-bridge/ruling/dds"

// Solver answers dds.Solver's questions with libdds. Every call goes
// through the process-wide lock, so Solvers on many goroutines are safe
// but take turns; for parallel work hand libdds a whole batch (the Batch
// methods of the embedded *Lib), which it spreads over its own threads.
type Solver struct {
	*Lib
}

var _ dds.Solver = (*Solver)(nil)

// NewSolver loads libdds (see Load) and returns a Solver; it has the
// signature of a dds.Factory.
func NewSolver() (dds.Solver, error) {
	l, err := Load()
	if err != nil {
		return nil, err
	}
	return &Solver{Lib: l}, nil
}

// Factory is NewSolver as a dds.Factory, for a dds.Pool.
var Factory dds.Factory = NewSolver

// single returns the only result of a batch of one, unwrapping its
// BatchError so the message does not speak of "item 1".
func single[T any](out []T, err error) (T, error) {
	var zero T
	if err != nil {
		if b, ok := err.(*dds.BatchError); ok {
			return zero, b.Err
		}
		return zero, err
	}
	return out[0], nil
}

// Table solves all 20 (strain, declarer) pairs of a complete deal.
func (s *Solver) Table(d dds.Deal) (dds.Table, error) {
	return single(s.TableBatch([]dds.Deal{d}))
}

// Tricks is the number of tricks the declaring side takes in strain t
// when leader makes the opening lead.
func (s *Solver) Tricks(d dds.Deal, t dds.Strain, leader dds.Seat) (int, error) {
	return single(s.TricksBatch([]dds.Lead{{Deal: d, Trump: t, Leader: leader}}))
}

// CardValues gives every legal card of the player on turn in p with its
// double-dummy value, spades first, high to low.
func (s *Solver) CardValues(p dds.Position) ([]dds.CardValue, error) {
	return single(s.CardValuesBatch([]dds.Position{p}))
}

// Trace gives the declaring side's double-dummy total before the play and
// after each card of it.
func (s *Solver) Trace(d dds.Deal, t dds.Strain, leader dds.Seat, play []dds.Card) ([]int, error) {
	return single(s.TraceBatch([]dds.Played{{Lead: dds.Lead{Deal: d, Trump: t, Leader: leader}, Play: play}}))
}

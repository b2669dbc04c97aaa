// client.go: Conn, Factory and the Solver that forwards each call to its Server and reads the answer.

package remote

import (
	"errors"
	"sync"
	"sync/atomic"

	"github.com/ruling-bridge/ruling/dds"
)

// Conn carries a request to a Server (its Answer) and brings back the
// answer. Call may be made from several goroutines at once; an error is
// a failure of the carrying (the worker is gone), not of the question.
type Conn interface {
	Call(req []byte) ([]byte, error)
}

// ids numbers the remote Solvers of this process: a Server may serve the
// Solvers of several factories over one Conn.
var ids atomic.Uint64

// Factory makes Solvers over conns, each served by the Conn with the
// fewest of this factory's Solvers open (the first of equals).
func Factory(conns ...Conn) dds.Factory {
	f := &factory{conns: conns, open: make([]int, len(conns))}
	return f.make
}

type factory struct {
	mu    sync.Mutex
	conns []Conn
	open  []int // Solvers open on each conn
}

func (f *factory) make() (dds.Solver, error) {
	if len(f.conns) == 0 {
		return nil, errors.New("remote: no connection to a solver")
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	k := 0
	for i, n := range f.open {
		if n < f.open[k] {
			k = i
		}
	}
	f.open[k]++
	return &Solver{conn: f.conns[k], id: ids.Add(1), done: func() {
		f.mu.Lock()
		f.open[k]--
		f.mu.Unlock()
	}}, nil
}

// Solver is a dds.Solver (and a dds.RuleSolver) answered by a Server over
// a Conn. Like every Solver it is not safe for concurrent use.
type Solver struct {
	conn   Conn
	id     uint64
	done   func()
	closed bool
}

// Check that Solver offers what the engine looks for.
var (
	_ dds.Solver     = (*Solver)(nil)
	_ dds.RuleSolver = (*Solver)(nil)
)

// call sends a request of operation op whose question body writes, and
// returns the answer's payload.
func (s *Solver) call(op byte, body func(w *writer)) (*reader, error) {
	if s.closed {
		return nil, errors.New("remote: solver used after Close")
	}
	w := writer{b: make([]byte, 0, 64)}
	w.byte(op)
	w.uvarint(s.id)
	if body != nil {
		body(&w)
	}
	ans, err := s.conn.Call(w.b)
	if err != nil {
		return nil, err
	}
	return answerOf(ans)
}

// Table solves the 20 (strain, declarer) pairs of d.
func (s *Solver) Table(d dds.Deal) (dds.Table, error) {
	r, err := s.call(opTable, func(w *writer) { w.deal(d) })
	if err != nil {
		return dds.Table{}, err
	}
	t := r.table()
	return t, r.end()
}

// Tricks is the declaring side's tricks in strain t, leader on lead.
func (s *Solver) Tricks(d dds.Deal, t dds.Strain, leader dds.Seat) (int, error) {
	r, err := s.call(opTricks, func(w *writer) { w.deal(d); w.byte(byte(t)); w.byte(byte(leader)) })
	if err != nil {
		return 0, err
	}
	n := int(r.Byte())
	return n, r.end()
}

// CardValues gives every legal card of the player on turn with its value.
func (s *Solver) CardValues(p dds.Position) ([]dds.CardValue, error) {
	r, err := s.call(opCardValues, func(w *writer) { w.position(p) })
	if err != nil {
		return nil, err
	}
	vs := r.values()
	return vs, r.end()
}

// CardValuesOf is CardValues for the cards of want (and those touching
// them), where the Server's solver offers it; else all of CardValues.
func (s *Solver) CardValuesOf(p dds.Position, want dds.Cards) ([]dds.CardValue, error) {
	r, err := s.call(opCardValuesOf, func(w *writer) { w.position(p); w.uvarint(uint64(want)) })
	if err != nil {
		return nil, err
	}
	vs := r.values()
	return vs, r.end()
}

// Trace is the declaring side's total before the play and after each card.
func (s *Solver) Trace(d dds.Deal, t dds.Strain, leader dds.Seat, play []dds.Card) ([]int, error) {
	r, err := s.call(opTrace, func(w *writer) { w.deal(d); w.byte(byte(t)); w.byte(byte(leader)); w.cards(play) })
	if err != nil {
		return nil, err
	}
	n := r.Count(53)
	out := make([]int, n)
	for i := range out {
		out[i] = int(r.Byte())
	}
	return out, r.end()
}

// ValueUnder is the tricks side takes from p under the rules of st.
func (s *Solver) ValueUnder(p dds.Position, st dds.PlayState, side dds.Side) (int, error) {
	r, err := s.call(opValueUnder, func(w *writer) { w.position(p); w.state(st); w.byte(byte(side)) })
	if err != nil {
		return 0, err
	}
	n := int(r.Byte())
	return n, r.end()
}

// CardValuesUnder gives the cards the rules allow with their values, and
// declarer's options before them, if any.
func (s *Solver) CardValuesUnder(p dds.Position, st dds.PlayState) ([]dds.CardValue, []dds.OptionValue, error) {
	r, err := s.call(opCardValuesUnder, func(w *writer) { w.position(p); w.state(st) })
	if err != nil {
		return nil, nil, err
	}
	vs, os := r.values(), r.options()
	return vs, os, r.end()
}

// TableUnder is the deal's table with the rules in force where their
// seats defend.
func (s *Solver) TableUnder(d dds.Deal, rules []dds.PlayRule) (dds.Table, error) {
	r, err := s.call(opTableUnder, func(w *writer) { w.deal(d); w.rules(rules) })
	if err != nil {
		return dds.Table{}, err
	}
	t := r.table()
	return t, r.end()
}

// Close frees the Server's solver; the Solver may not be used again.
func (s *Solver) Close() error {
	if s.closed {
		return nil
	}
	_, err := s.call(opClose, nil)
	s.closed = true
	s.done()
	return err
}

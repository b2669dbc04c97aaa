// server.go: Server — the serving side: a solver of its own for each remote Solver, made on its first call, and the answer to each request.

package remote

import (
	"fmt"
	"sync"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/internal/wire"
)

// maxSolvers bounds the solvers a Server keeps open at once: a client
// that never closes its Solvers cannot make it hold unbounded memory.
const maxSolvers = 64

// Server answers the requests of remote Solvers with solvers from its
// factory, one for each remote Solver. Answer may be called from several
// goroutines at once (for different Solvers).
type Server struct {
	factory dds.Factory
	mu      sync.Mutex
	solvers map[uint64]dds.Solver
}

// NewServer makes a Server whose solvers come from f.
func NewServer(f dds.Factory) *Server {
	return &Server{factory: f, solvers: map[uint64]dds.Solver{}}
}

// Answer answers one request: the solver's answer, or the error it gave
// (as its text), or an error for a request that cannot be read.
func (s *Server) Answer(req []byte) []byte {
	out, err := s.answer(req)
	if err != nil {
		return append([]byte{answerError}, err.Error()...)
	}
	return out
}

// Close closes every solver still open.
func (s *Server) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for id, sv := range s.solvers {
		dds.Close(sv)
		delete(s.solvers, id)
	}
}

// Open is the number of solvers the Server holds.
func (s *Server) Open() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.solvers)
}

// solver is the solver for id, made on its first request.
func (s *Server) solver(id uint64) (dds.Solver, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if sv, ok := s.solvers[id]; ok {
		return sv, nil
	}
	if len(s.solvers) >= maxSolvers {
		return nil, fmt.Errorf("remote: more than %d solvers open on one server", maxSolvers)
	}
	sv, err := s.factory()
	if err != nil {
		return nil, err
	}
	s.solvers[id] = sv
	return sv, nil
}

func (s *Server) answer(req []byte) ([]byte, error) {
	r := &reader{wire.Reader{B: req}}
	op, id := r.Byte(), r.Uvarint()
	if r.Failed() {
		return nil, errMalformed
	}
	if op == opClose {
		if err := r.end(); err != nil {
			return nil, err
		}
		s.mu.Lock()
		sv, ok := s.solvers[id]
		delete(s.solvers, id)
		s.mu.Unlock()
		if ok {
			dds.Close(sv)
		}
		return []byte{answerOK}, nil
	}
	// The question is read before a solver is made for it.
	var ask func(sv dds.Solver, w *writer) error
	switch op {
	case opTable:
		d := r.deal()
		ask = func(sv dds.Solver, w *writer) error {
			t, err := sv.Table(d)
			w.table(t)
			return err
		}
	case opTricks:
		d, t, leader := r.deal(), dds.Strain(r.Byte()), dds.Seat(r.Byte())
		ask = func(sv dds.Solver, w *writer) error {
			n, err := sv.Tricks(d, t, leader)
			w.byte(byte(n))
			return err
		}
	case opCardValues, opCardValuesOf:
		p := r.position()
		want := ^dds.Cards(0)
		if op == opCardValuesOf {
			want = dds.Cards(r.Uvarint())
		}
		ask = func(sv dds.Solver, w *writer) error {
			var vs []dds.CardValue
			var err error
			if o, ok := sv.(interface {
				CardValuesOf(dds.Position, dds.Cards) ([]dds.CardValue, error)
			}); ok && op == opCardValuesOf {
				vs, err = o.CardValuesOf(p, want)
			} else {
				vs, err = sv.CardValues(p)
			}
			w.values(vs)
			return err
		}
	case opTrace:
		d, t, leader, play := r.deal(), dds.Strain(r.Byte()), dds.Seat(r.Byte()), r.cards()
		ask = func(sv dds.Solver, w *writer) error {
			tr, err := sv.Trace(d, t, leader, play)
			w.uvarint(uint64(len(tr)))
			for _, n := range tr {
				w.byte(byte(n))
			}
			return err
		}
	case opValueUnder:
		p, st, side := r.position(), r.state(), dds.Side(r.Byte())
		ask = ruled(func(rs dds.RuleSolver, w *writer) error {
			n, err := rs.ValueUnder(p, st, side)
			w.byte(byte(n))
			return err
		})
	case opCardValuesUnder:
		p, st := r.position(), r.state()
		ask = ruled(func(rs dds.RuleSolver, w *writer) error {
			vs, os, err := rs.CardValuesUnder(p, st)
			w.values(vs)
			w.options(os)
			return err
		})
	case opTableUnder:
		d, rules := r.deal(), r.rules()
		ask = ruled(func(rs dds.RuleSolver, w *writer) error {
			t, err := rs.TableUnder(d, rules)
			w.table(t)
			return err
		})
	default:
		return nil, fmt.Errorf("remote: unknown operation %d", op)
	}
	if err := r.end(); err != nil {
		return nil, err
	}
	sv, err := s.solver(id)
	if err != nil {
		return nil, err
	}
	w := writer{b: []byte{answerOK}}
	if err := ask(sv, &w); err != nil {
		return nil, err
	}
	return w.b, nil
}

// ruled asks a question only a RuleSolver answers.
func ruled(ask func(rs dds.RuleSolver, w *writer) error) func(dds.Solver, *writer) error {
	return func(sv dds.Solver, w *writer) error {
		rs, err := dds.AsRuleSolver(sv)
		if err != nil {
			return err
		}
		return ask(rs, w)
	}
}

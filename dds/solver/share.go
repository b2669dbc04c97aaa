// share.go: solvers that share what they learn — every table entry one stores is offered to the others, which take it in before their next solve.

package solver

import (
	"sync"
	"unsafe"

	"github.com/ruling-bridge/ruling/dds"
)

// Sharing between the solvers of a group.
//
// Technique: the entries of a transposition table are bounds on abstract
// positions, true of any deal in the same strain, so what one worker
// learns answers the others' searches too — where their deals have cards
// in common. A simulation from declarer's view (declarer's and dummy's
// hands in every deal) learns most of its work: on the 10,000 deals of
// examples/misinformation-mp.toml one solver took 17,000 nodes a deal
// over the first 100 deals and 270 over the last thousand, and two
// workers learning alone took 1.74 times the nodes of one. In a group,
// each solver logs the entries it stores, hands its log to the others at
// the end of each call and takes in theirs at the start of the next (as
// stores into its own table); the two workers then took 1.003 times the
// nodes of one, an entry taken in for about 11 nodes searched. The
// solvers search alone: only the logs pass between them, under a lock,
// twice a call. What waits to be taken in is bounded: a solver's log,
// and each log waiting for it, hold at most 1/shareLogShare of its
// table's cap; beyond that, entries are not passed on.
const (
	// shareLogShare is the fraction (1/n) of a table's cap that its
	// solver's log, and each log waiting for it, may take.
	shareLogShare = 8
)

// sharedEntry is one stored entry as it passes between solvers: the
// bucket's shape and leader, the entry as the arena keeps it (packed
// once, by the solver that stored it) and its signature, the number of
// the position's ranks it fixes (the store counted them: the taker does
// not count them again from the packed cell) and the strain: 32 bytes.
type sharedEntry struct {
	shape                uint64
	cell                 ttCell
	sig                  uint32
	leader, trump, ranks int8
}

// shareGroup is the solvers that share. Each pair of members has two
// logs that take turns: the one the giver fills (pending) and the one the
// taker reads; when the taker takes in, they swap. In a steady run no
// log is allocated.
type shareGroup struct {
	mu      sync.Mutex
	members []*Solver
	// pending[k*n+f] is what member f stored since member k last took
	// in (n members), at most member k's shareMax entries.
	pending [][]sharedEntry
	// left[k] says member k has left (Leave): it is handed nothing more.
	left []bool
}

// Share makes the Solvers among group share what they learn (the other
// dds.Solvers are left out): from their next call on, each takes in,
// before it solves, the table entries the others stored. The answers do
// not change, only the work: share where the deals solved have cards in
// common (a simulation from one side's view), not for unrelated deals,
// where taking in the others' entries costs without saving. Call it
// before the solvers are used, never while one is solving; a solver
// belongs to one group at a time (a later Share moves it).
func (s *Solver) Share(group []dds.Solver) {
	g := &shareGroup{}
	for _, x := range group {
		if m, ok := x.(*Solver); ok {
			m.group, m.member = g, len(g.members)
			m.tt.sharing, m.tt.outbox = true, nil
			g.members = append(g.members, m)
		}
	}
	if len(g.members) < 2 {
		for _, m := range g.members {
			m.group, m.tt.sharing, m.taken = nil, false, nil
		}
		return
	}
	n := len(g.members)
	g.pending = make([][]sharedEntry, n*n)
	g.left = make([]bool, n)
	for _, m := range g.members {
		m.taken = make([][]sharedEntry, n)
	}
}

// Leave takes s out of its group from its next call on: it takes in
// nothing more and hands nothing over, and the others hand it nothing
// more (what it handed over before is still theirs to take in). Unlike
// Share, it may be called while the others are solving, between s's
// own calls. Like a member, s keeps its table at Close. Split solving's
// prologue (sim.SplitShareEnv): the workers share while their tables
// learn the positions all deals reach, then each keeps to its own.
func (s *Solver) Leave() {
	g := s.group
	if g == nil {
		return
	}
	n := len(g.members)
	g.mu.Lock()
	g.left[s.member] = true
	for f := range g.members {
		g.pending[s.member*n+f] = nil
	}
	g.mu.Unlock()
	s.group, s.taken, s.pool = nil, nil, nil
	s.tt.sharing, s.tt.outbox = false, nil
}

// shareMax is the most entries a log of t's may hold (unsigned: a
// shift, in every store of a sharing solver).
func (t *transTable) shareMax() int {
	return int(uint(t.capBytes) / (shareLogShare * uint(unsafe.Sizeof(sharedEntry{}))))
}

// logStore adds a stored entry, which fixes ranks of its position's
// ranks, to the outgoing log, with the strain the table is for.
func (t *transTable) logStore(shape uint64, leader uint8, c *ttCell, sig uint32, ranks int) {
	if len(t.outbox) < t.shareMax() {
		t.outbox = append(t.outbox, sharedEntry{shape: shape, cell: *c, sig: sig, leader: int8(leader), trump: t.logTrump, ranks: int8(ranks)})
	}
}

// exchange readies s's table for strain t and takes in the entries the
// others of its group handed over in that strain (others are left out).
func (s *Solver) exchange(t dds.Strain) {
	s.setTrump(t)
	g := s.group
	if g == nil {
		return
	}
	n := len(g.members)
	g.mu.Lock()
	for f := range g.members {
		if k := s.member*n + f; f != s.member {
			// The log read last time, emptied, takes the pending one's place.
			s.taken[f], g.pending[k] = g.pending[k], s.taken[f][:0]
		}
	}
	g.mu.Unlock()
	for _, log := range s.taken {
		for i := range log {
			e := &log[i]
			if int(e.trump) == s.ttTrump {
				s.tt.insertAt(-1, e.shape, int(e.leader), &e.cell, e.sig, int(e.ranks))
			}
		}
	}
}

// handOver gives the entries s stored since it last did to the others of
// its group (at the end of each call): each gets a copy, as far as its
// room allows.
func (s *Solver) handOver() {
	g := s.group
	if g == nil || len(s.tt.outbox) == 0 {
		return
	}
	n := len(g.members)
	out := s.tt.outbox
	g.mu.Lock()
	for k, m := range g.members {
		if k != s.member && !g.left[k] {
			p := &g.pending[k*n+s.member]
			room := m.tt.shareMax() - len(*p)
			*p = append(*p, out[:max(0, min(room, len(out)))]...)
		}
	}
	g.mu.Unlock()
	s.tt.outbox = out[:0]
}

// share.go: solvers that share one transposition table — the workers of a job probe and store into it at once, in parts under locks of their own.

package solver

import (
	"sync"

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
// workers learning alone took 1.74 times the nodes of one.
//
// ONE TABLE FOR THE GROUP: the solvers of a group probe and store into
// one table, split by shape into shareParts tables of their own, each
// behind its own lock (a probe or a store takes one lock; two workers
// meet at one only when they touch the same part at once). Each solver's
// table stands in front of it (transTable.shared: empty, its probes and
// stores go to the group's). The group's table holds one strain at a
// time: a call in another strain while calls in the group's strain are
// in progress solves on the solver's own table, as a solver alone does;
// when none is in progress, the group's table is emptied for the new
// strain. (Before, each solver kept a table of its own and took in,
// between calls, copies of the entries the others stored: each table
// held every entry, 62 MB each on that job, and two of them did not fit
// the 32 MB last-level cache where one did — two workers took 2.97 times
// the last-level misses of one in cachegrind, and 4.0 % more
// instructions; see docs/adjust.md.)
const (
	// shareParts is the number of parts of a group's table, each with
	// its lock (a power of two).
	shareParts = 16
)

// shareGroup is the solvers that share, and their table.
type shareGroup struct {
	mu      sync.Mutex
	members []*Solver
	// strain is the strain the table's entries are for (-1 none);
	// active is the calls in progress on the table (both under mu).
	strain, active int
	parts          [shareParts]sharePart
}

// sharePart is a part of a group's table: a table with its lock, a
// cache line of its own (the two words and padding).
type sharePart struct {
	mu sync.Mutex
	tt *transTable
	_  [48]byte
}

// part is the part of the group's table that holds a shape: the top
// bits of a multiplicative hash by another constant than home's, so
// that within a part the shapes spread over all its buckets.
func (g *shareGroup) part(shape uint64) *sharePart {
	return &g.parts[shape*0xbf58476d1ce4e5b9>>60&(shareParts-1)]
}

// probe is probeBucket in the group's table.
func (g *shareGroup) probe(k *ttKey, theta int) (lb, ub int, win dds.Cards) {
	p := g.part(k.shape)
	p.mu.Lock()
	lb, ub, win = p.tt.probeBucket(p.tt.bucket(k.shape, int(k.leader), false), k, theta)
	p.mu.Unlock()
	return lb, ub, win
}

// insert is insert in the group's table.
func (g *shareGroup) insert(shape uint64, leader int, e *ttEntry, sig uint32) {
	p := g.part(shape)
	p.mu.Lock()
	p.tt.insert(shape, leader, e, sig)
	p.mu.Unlock()
}

// Share makes the Solvers among group share one table (the other
// dds.Solvers are left out): from their next call on, what one stores
// the others find. The answers do not change, only the work: share
// where the deals solved have cards in common (a simulation from one
// side's view), not for unrelated deals. The group's table may take the
// memory of all its members' tables together; each keeps its own for
// the calls it solves alone (see above). Table, and what is not a
// single strain's call (ValueUnder and the like), solves on the
// solver's own table. Call Share before the solvers are used, never while one is
// solving; a solver belongs to one group at a time (a later Share moves
// it).
func (s *Solver) Share(group []dds.Solver) {
	g := &shareGroup{strain: -1}
	capBytes := 0
	for _, x := range group {
		if m, ok := x.(*Solver); ok {
			m.leaveGroup()
			g.members = append(g.members, m)
			capBytes += m.tt.capBytes
		}
	}
	if len(g.members) < 2 {
		return
	}
	mb := max(1, capBytes>>20/shareParts)
	for i := range g.parts {
		g.parts[i].tt = newTransTable(mb)
	}
	for _, m := range g.members {
		m.group, m.own, m.frontTrump = g, m.tt, -1
		m.front = &transTable{gen: 1, shared: g}
		m.front.makeBuckets(2) // never live: every probe goes on to the group's
	}
}

// leaveGroup puts s out of any group (on its own table: outside its
// calls it is).
func (s *Solver) leaveGroup() {
	if s.group == nil {
		return
	}
	s.useTable(s.own)
	s.group, s.own, s.front = nil, nil, nil
}

// exchange readies s for a call in strain t: in a group, on the group's
// table when it is for t or can be made so, else on s's own.
func (s *Solver) exchange(t dds.Strain) {
	g := s.group
	if g == nil {
		s.setTrump(t)
		return
	}
	g.mu.Lock()
	if g.active == 0 && g.strain != int(t) {
		for i := range g.parts {
			g.parts[i].tt.clear()
		}
		g.strain = int(t)
	}
	s.onShared = g.strain == int(t)
	if s.onShared {
		g.active++
	}
	g.mu.Unlock()
	if s.onShared {
		s.useTable(s.front)
	}
	s.setTrump(t)
}

// exchangeOwn readies s for a call in several strains (Table): on its own
// table, as outside calls.
func (s *Solver) exchangeOwn(t dds.Strain) {
	s.setTrump(t)
}

// useTable puts s on tt, its own table or its front, keeping the strain
// of each (its own table's entries, its front's cut-off cards: see
// setTrump).
func (s *Solver) useTable(tt *transTable) {
	switch {
	case s.tt == tt:
	case tt == s.front:
		s.ownTrump, s.ttTrump = s.ttTrump, s.frontTrump
	default:
		s.frontTrump, s.ttTrump = s.ttTrump, s.ownTrump
	}
	s.tt = tt
}

// handOver ends a call: one on the group's table is no longer in
// progress, and s is back on its own table (what it solves outside
// Share's calls, ValueUnder for one, is its own).
func (s *Solver) handOver() {
	if g := s.group; g != nil && s.onShared {
		s.onShared = false
		s.useTable(s.own)
		g.mu.Lock()
		g.active--
		g.mu.Unlock()
	}
}

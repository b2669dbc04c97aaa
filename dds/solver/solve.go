// solve.go: Solver, the pure-Go double-dummy solver — its options, constructor and the four operations.

package solver

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"sort"
	"sync"

	"github.com/ruling-bridge/ruling/dds"
)

// Options configures a Solver.
type Options struct {
	// MemoryMB caps the solver's transposition table, in megabytes: 0
	// means DefaultMemoryMB, more than MaxMemoryMB is MaxMemoryMB. The
	// table starts small and grows on demand; at the cap it forgets the
	// positions with the fewest tricks left. More memory never changes
	// an answer; it saves work on the hardest deals.
	MemoryMB int
}

// The memory of a Solver's table.
const (
	// DefaultMemoryMB is the cap of a table when Options leaves it 0.
	DefaultMemoryMB = 64
	// MaxMemoryMB is the largest cap (64 GB): a list of the table is
	// found by a 32-bit offset.
	MaxMemoryMB = 1 << 16
)

// Solver is the pure-Go double-dummy solver: a null-window alpha-beta
// search with a transposition table over abstract positions (partition
// search). It implements dds.Solver. A Solver is one solver context: it
// keeps its table warm from one call to the next while the strain stays
// the same, and must not be used by two goroutines at once; it touches no
// global mutable state, so separate Solvers run in parallel safely.
type Solver struct {
	tt      *transTable
	ttTrump int // the trump the table's entries are for; -1 none

	hands   [4]dds.Cards
	trump   int // trump suit 0-3 (as Suit), or 4 for notrump
	maxSide int // the side whose tricks the search counts

	stack [16]trickFrame // 14 used; 16 lets index t&15 go unchecked
	win   [16][4]dds.Cards
	// cutCache holds, per hashed trick-so-far and holding, the follower's card that last caused a cutoff.
	cutCache []uint16 // tag<<8 | card; written by setCut; 2^cutCacheBits or 2^cutBigBits entries
	// cutDirty marks the lines of cutCache written since it was last
	// cleared (cutcache.go).
	cutDirty [cutDirtyWords]uint64
	// cutDirtyTop marks the words of cutDirty that are not zero.
	cutDirtyTop [cutDirtyTops]uint64
	// cutMask is the entries of the cache in use (the first
	// 2^cutSmallBits, then all), cutSince the nodes at the last clear.
	cutMask  uint32
	cutShift uint32 // 32 less the cache's bits: cutIndex's shift
	cutSince int64
	// lastHands is the hands of the last Tricks' or CardValuesOf's
	// position: a CardValuesOf whose hands are not within them is about
	// another deal (see CardValuesOf).
	lastHands dds.Deal
	nodes     int64
	// rules is the search under play rules in progress (nil for none);
	// ruleHook keeps its tables from one solve to the next (rules.go).
	rules, ruleHook *ruleHook
	// group, when not nil, is the solvers this one shares its table
	// with (share.go); member is its place there.
	group  *shareGroup
	member int
	taken  [][]sharedEntry // by member, the log taken in last
	// lastTricks[t][n] is 1 + the side on lead's tricks in the last
	// Tricks in strain t of hands of n cards (0: none yet): the next
	// one's first guess.
	lastTricks [5][14]int8
	// ctx, when set, stops a call (stop.go): done is its channel, looked
	// at from a trick's start once pollIn, counted down there, is below
	// 0 (math.MaxInt64 without a context); halted once it is done, which
	// unwinds the search storing nothing.
	ctx    context.Context
	done   <-chan struct{}
	pollIn int64
	halted bool
	// pool, for a Solver from Reusing, takes its table when it closes.
	pool *tablePool
}

// New makes a Solver.
func New(opt Options) *Solver {
	return newSolver(newTransTable(opt.MemoryMB))
}

// newSolver is a new Solver on table tt (empty).
func newSolver(tt *transTable) *Solver {
	s := &Solver{tt: tt, ttTrump: -1, pollIn: math.MaxInt64}
	s.newCutCache(tt.capBytes >> 20)
	return s
}

// Factory makes Solvers for a dds.Pool: one per worker.
func Factory(opt Options) dds.Factory {
	return func() (dds.Solver, error) { return New(opt), nil }
}

// Reusing makes Solvers as Factory does, but a Solver of its that is
// closed gives its table to the next Solver it makes: one that solves
// after another has closed, as a Web Worker's engine does call after
// call, starts on the table (its memory, grown) the last one left,
// emptied, instead of reserving and growing a new one. What it finds
// does not change, nor the work: a Solver from Reusing is a fresh
// Solver but for its table's room (a table that grows loses nothing).
// Reusing keeps at most one closed table, for as long as the factory
// is in use.
func Reusing(opt Options) dds.Factory {
	p := &tablePool{}
	return func() (dds.Solver, error) {
		tt := p.take()
		if tt == nil {
			tt = newTransTable(opt.MemoryMB)
		}
		s := newSolver(tt)
		s.pool = p
		return s, nil
	}
}

// tablePool is Reusing's closed table.
type tablePool struct {
	mu   sync.Mutex
	idle *transTable
}

func (p *tablePool) take() *transTable {
	p.mu.Lock()
	defer p.mu.Unlock()
	tt := p.idle
	p.idle = nil
	return tt
}

// put keeps tt, emptied as a new table is, for the next Solver.
func (p *tablePool) put(tt *transTable) {
	tt.clear()
	tt.sharing, tt.outbox, tt.logTrump = false, nil, 0
	p.mu.Lock()
	defer p.mu.Unlock()
	p.idle = tt
}

// Close ends the Solver's use. A Solver from Reusing gives its table to
// the factory's next Solver and may not be used again; one from New (or
// one that shares its table: Share) keeps it, and Close does nothing.
func (s *Solver) Close() error {
	if s.pool != nil && s.group == nil && s.tt != nil {
		s.pool.put(s.tt)
		s.tt = nil
	}
	return nil
}

// Forget empties the Solver's table and cut-off cards, as a new
// Solver's, keeping their memory: for a caller whose next deal has
// nothing in common with the last but what no table entry keys on (the
// leader's hand alone, as every lead of a leads scenario), whose table
// would otherwise fill with entries no later deal finds, spread over
// the whole cap (FORGET BETWEEN UNRELATED DEALS). The answers do not
// change. The leads scenario of lead-penalty-imps.toml, 40 deals, one
// worker (cachegrind, LL 32 MB): 15,593,531 -> 15,781,954 nodes
// (+1.2 %), 10.83 G -> 10.79 G instructions, last-level misses 1.98 M
// -> 0.17 M: a deal's entries stay in the first part of the arena and
// of the buckets, which the caches hold.
func (s *Solver) Forget() {
	s.tt.clear()
	s.clearCuts()
}

// Nodes is the number of search nodes visited so far (for benchmarks).
func (s *Solver) Nodes() int64 { return s.nodes }

// setTrump prepares the solver for strain t, clearing the table when the
// strain changes (its bounds hold for any deal, but only in one strain).
func (s *Solver) setTrump(t dds.Strain) {
	if int(t) != s.ttTrump {
		s.tt.clear()
		s.clearCuts()
		s.ttTrump = int(t)
		s.tt.logTrump = int8(t)
	}
	s.trump = int(t)
}

// value is the number of tricks, of those not yet complete, that side
// takes from position p with best play. p must be valid and not empty.
func (s *Solver) value(p *dds.Position, side int, guess int) int {
	i0, r := s.root(p, side)
	lo, hi := 0, r
	// MTD(f): null-window searches from the guess, moved by each fail-soft value.
	for lo < hi {
		beta := min(max(guess, lo+1), hi)
		v, _ := s.search(0, i0, beta)
		if v >= beta {
			lo = v
		} else {
			hi = v
		}
		guess = v
	}
	return lo
}

// nullWindow is one null-window search of p for side: a fail-soft value
// v of the side's tricks of those left, at least v when v >= beta and at
// most v when v < beta. It is the core's entry for the search under play
// rules (rules.go), which hands it the positions where no rule binds.
func (s *Solver) nullWindow(p *dds.Position, side, beta int) int {
	i0, _ := s.root(p, side)
	v, _ := s.search(0, i0, beta)
	return v
}

// root sets the search up at position p (valid, not empty) for side: the
// first trick's frame, the hands, the trump. It returns the number of
// cards played to the trick in progress and the tricks left.
func (s *Solver) root(p *dds.Position, side int) (i0, r int) {
	s.setTrump(p.Trump)
	s.hands = p.Hands
	f := &s.stack[0]
	f.leader = int(p.Leader)
	f.won = 0
	i0 = len(p.Trick)
	f.agg = p.Hands.Known()
	f.keyOK = false
	atStart := [4]dds.Cards(p.Hands) // the hands at the start of the trick
	for j, c := range p.Trick {
		f.agg |= dds.Cards(1) << c
		f.place(j, c, s.trump)
		atStart[(f.leader+j)&3] |= dds.Cards(1) << c
	}
	f.shape = handShape(&atStart)
	r = (bits.OnesCount64(uint64(p.Hands.Known())) + i0 + 3) / 4
	f.r = r
	s.maxSide = side
	return i0, r
}

// tableLeaders is the order of a strain's opening leaders in Table:
// partners one after the other, the second starting from the first's
// result (bridge-solver's order).
var tableLeaders = [4]dds.Seat{dds.West, dds.East, dds.North, dds.South}

// Table solves all 20 (strain, declarer) pairs of a complete deal.
func (s *Solver) Table(d dds.Deal) (dds.Table, error) {
	var tab dds.Table
	if err := d.CheckComplete(); err != nil {
		return tab, err
	}
	if err := s.begin(); err != nil {
		return tab, err
	}
	s.exchange(dds.Strains[0])
	defer s.handOver()
	for _, t := range dds.Strains {
		s.tableStrain(d, t, &tab)
	}
	if err := s.stopped(); err != nil {
		return dds.Table{}, err
	}
	return tab, nil
}

// tableStrain solves the four declarers of strain t into tab.
func (s *Solver) tableStrain(d dds.Deal, t dds.Strain, tab *dds.Table) {
	// Every search counts North-South's tricks, whoever leads: the
	// cut-off cards (their keys hold the side searched for) then
	// serve every leader of the strain. Over tables 1-200 of
	// dd-tables.tsv, 2.9 % fewer nodes than searching for the side
	// on lead. The cut-off cards stay from one leader to the next
	// (2.8 % fewer nodes than clearing them; a new strain clears
	// them: setTrump).
	var ns [4]int // North-South's tricks with each seat leading
	for k, l := range tableLeaders {
		guess := 7
		switch k {
		case 1, 3:
			guess = ns[l^2] // partner led already
		case 2:
			guess = ns[tableLeaders[1]] + 1
		}
		p := dds.Position{Hands: d, Trump: t, Leader: l}
		ns[l] = s.value(&p, 0, guess)
		if l&1 == 0 {
			tab[t][l.RHO()] = 13 - ns[l]
		} else {
			tab[t][l.RHO()] = ns[l]
		}
	}
}

// Tricks is the number of tricks the declaring side (leader's RHO and
// partner) takes in strain t when leader makes the opening lead. The
// hands must be of equal size (13 cards each for a whole deal).
func (s *Solver) Tricks(d dds.Deal, t dds.Strain, leader dds.Seat) (int, error) {
	p := dds.Position{Hands: d, Trump: t, Leader: leader}
	if err := p.Check(); err != nil {
		return 0, err
	}
	if err := s.begin(); err != nil {
		return 0, err
	}
	r := d[leader].Len()
	s.exchange(t)
	defer s.handOver()
	s.clearCuts()
	s.lastHands = d
	// The first guess for the defenders (the side on lead) is below half:
	// a null-window search that the side on lead fails costs more than
	// one it passes, so MTD(f) gets there cheaper from below (over
	// list100's single solves, 4 % fewer nodes than from half). After
	// a solve in the strain the guess is its answer: a caller solving
	// one deal after another with hands in common (declarer's view keeps
	// two; single dummy's double-dummy result is one deal's) gets about
	// the same answer, and MTD(f) from it saves a failing search (the
	// 10,000 deals of misinformation-mp.toml: 4.2 % fewer nodes;
	// list100's solves one after another on one solver 2.5 % fewer; a
	// fresh solver's unchanged).
	guess := max(r-3, 0) / 2
	if g := s.lastTricks[t][r]; g > 0 {
		guess = int(g) - 1
	}
	w := s.value(&p, int(leader&1), guess)
	if err := s.stopped(); err != nil {
		return 0, err
	}
	s.lastTricks[t][r] = int8(w + 1)
	return r - w, nil
}

// CardValues gives every legal card of the player on turn with the tricks
// his side takes, of those not yet complete, after playing it; spades
// first, high to low.
func (s *Solver) CardValues(p dds.Position) ([]dds.CardValue, error) {
	return s.CardValuesOf(p, ^dds.Cards(0))
}

// CardValuesOf is CardValues for the legal cards of want only (and the
// cards touching them, which have the same value): a caller that needs a
// few cards' values (a single-dummy player that has set the others aside)
// skips the searches of the rest. The values are those CardValues gives.
func (s *Solver) CardValuesOf(p dds.Position, want dds.Cards) ([]dds.CardValue, error) {
	if err := p.Check(); err != nil {
		return nil, err
	}
	if err := s.begin(); err != nil {
		return nil, err
	}
	s.exchange(p.Trump)
	defer s.handOver()
	// A NEW DEAL CLEARS THE CUT-OFF CARDS, as Tricks does at every
	// call: a position whose hands are not within the last call's is
	// about another deal, where the last deal's cut-off cards mislead
	// (the leads scenario of lead-penalty-imps.toml, every lead on 100
	// deals on one solver: 40.81 M nodes keeping them, 37.19 M clearing
	// them). A position later in the same play keeps them.
	if !within(p.Hands, s.lastHands) {
		s.clearCuts()
	}
	s.lastHands = p.Hands
	onTurn := p.OnTurn()
	side := int(onTurn & 1)
	legal := p.Legal()
	agg := p.Hands.Known()
	for _, c := range p.Trick {
		agg = agg.With(c)
	}
	out := make([]dds.CardValue, 0, legal.Len())
	runs := make([][]dds.Card, 0, 13)
	for x := legal; x != 0; {
		c := x.Highest()
		// c and the touching cards below it have the same value.
		run := []dds.Card{c}
		for r := c; ; {
			below := agg & dds.FromSuitBits(r.Suit(), 0x7ffc) & (r.Bit() - 1)
			if below == 0 || x&highBit(below) == 0 {
				break
			}
			r = highBit(below).Lowest()
			run = append(run, r)
		}
		for _, r := range run {
			x = x.Without(r)
		}
		if !slices.ContainsFunc(run, want.Has) {
			continue
		}
		runs = append(runs, run)
	}
	// LOW LEADS FIRST at a whole deal's opening lead: the leads are
	// solved from the lowest card up (measured with each from the last
	// one's value; the values do not change, nor their order in the
	// answer). The leads
	// scenario of lead-penalty-imps.toml, every lead on 100 deals, one
	// worker: 37,673,858 -> 35,998,653 nodes (-4.4 %; 30 deals -5.2 %).
	// Not later in the play: sdbench's 4♠ scenario (16 playouts) took
	// 1.2 % more nodes with every call low first, 0.2 % fewer with the
	// opening lead's alone.
	if len(p.Trick) == 0 && p.TricksLeft() == 13 {
		slices.Reverse(runs)
	}
	// THE BEST SO FAR AS THE GUESS: each card's MTD(f) starts from the
	// best value of the cards solved before it (the first from half the
	// tricks left). A card worth the best takes the search that reaches
	// it and the one that fails a trick above it, as from any exact
	// guess; a card worth less fails at the best first, and its fail-soft
	// value is its next guess, so the search that fails a trick above it
	// comes first and the one that reaches it second. The leads scenario
	// of lead-penalty-imps.toml (every lead on 500 deals, one worker):
	// from the last card's value 164,418,933 nodes in 10,060 null-window
	// searches, from the best so far 162,891,967 in 9,863 (-0.93 %);
	// sdbench's 4♠ (16 playouts, one thread) 7,071,819 -> 7,061,733
	// nodes a playout (-0.14 %), the same play.
	best := -1
	for _, run := range runs {
		c := run[0]
		q := dds.Position{Hands: p.Hands, Trump: p.Trump, Leader: p.Leader, Trick: append(make([]dds.Card, 0, 4), p.Trick...)}
		if err := q.Play(c); err != nil {
			return nil, err
		}
		base := 0
		if len(q.Trick) == 0 && int(q.Leader&1) == side {
			base = 1
		}
		v := base
		if q.Hands.Known() != 0 {
			g := best - base
			if best < 0 {
				g = (q.TricksLeft() + 1) / 2
			}
			v += s.value(&q, side, g)
		}
		best = max(best, v)
		for _, r := range run {
			out = append(out, dds.CardValue{Card: r, Tricks: v})
		}
	}
	if err := s.stopped(); err != nil {
		return nil, err
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Card > out[j].Card })
	return out, nil
}

// within reports whether every hand of a holds only cards of b's same hand.
func within(a, b dds.Deal) bool {
	return a[0]&^b[0]|a[1]&^b[1]|a[2]&^b[2]|a[3]&^b[3] == 0
}

// Trace gives the declaring side's double-dummy total for the whole deal
// before the first card of play and after each card of it.
func (s *Solver) Trace(d dds.Deal, t dds.Strain, leader dds.Seat, play []dds.Card) ([]int, error) {
	p := dds.Position{Hands: d, Trump: t, Leader: leader, Trick: make([]dds.Card, 0, 4)}
	if err := p.Check(); err != nil {
		return nil, err
	}
	if err := s.begin(); err != nil {
		return nil, err
	}
	s.exchange(t)
	defer s.handOver()
	side := int(leader.RHO() & 1)
	out := make([]int, 0, len(play)+1)
	won := 0
	guess := (p.TricksLeft() + 1) / 2
	for k := 0; ; k++ {
		v := 0
		if p.Hands.Known() != 0 {
			v = s.value(&p, side, guess)
		}
		guess = v
		out = append(out, won+v)
		if k == len(play) {
			break
		}
		full := len(p.Trick) == 3
		if err := p.Play(play[k]); err != nil {
			return nil, fmt.Errorf("card %d of the play: %v", k+1, err)
		}
		if full && int(p.Leader&1) == side {
			won++
			guess--
		}
	}
	if err := s.stopped(); err != nil {
		return nil, err
	}
	return out, nil
}

// rules.go: the search under the Laws' play rules — every trick where a rule may still bind searched here (rule-aware legal cards, declarer's options his choices, tables of their own), every other position by the core search with its table and bounds.

package solver

import (
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

// Tuning constants of the search under rules.
const (
	// ruleTableMB caps each of the tables of positions under rules.
	ruleTableMB = 16
	// ruleTables is the number of tables of positions under rules, one
	// for each state of the rules (as the abstraction sees it: Relative)
	// met lately; the least recently used is cleared for a new state.
	ruleTables = 8
)

// ruleHook is the search's state under rules: the rules in force at the
// start of each trick of the search, the solver's own table (for
// positions where no rule binds) and the tables of positions under
// rules, each for one state of the rules.
type ruleHook struct {
	state  [16]dds.PlayState
	normal *transTable
	tables [ruleTables]ruleTable
	clock  int64
	trump  int // the strain the tables are for
	nodes  int64
	// free is the value without rules at a trick's start when below
	// beta, else -1, and freeWin the cards it relies on (for the options
	// at the trick's lead).
	free    int
	freeWin dds.Cards
	// killers are the leads that refuted declarer's other options at
	// the same turn, tried first; cut is the lead that refuted the last
	// option searched.
	killers, cut [16]dds.Cards
	// best[t] is the option of declarer's that last decided a search at
	// a lead of trick t (its kind and suits), tried first there.
	best [16]optionID
	// ended[t] says the core played the end of trick t-1 (coreRest):
	// state[t] is the rules before its TrickWon.
	ended [16]bool
	// chosen[t][i] and after[t][i] hold the rules at ply i of trick t
	// after one of declarer's options (two: a 26B choice may come with
	// 50D2's) and after the card played there: the search's states live
	// in the hook, not on the heap (a pointer to a local handed down the
	// recursion would escape).
	chosen [16][4][2]dds.PlayState
	after  [16][4]dds.PlayState
}

// optionID is one of declarer's options as the search tells them apart.
type optionID struct {
	kind  dds.OptionKind
	suits dds.SuitSet
}

// ruleTable is a table of positions under one state of the rules.
type ruleTable struct {
	key  ruleTableKey
	tt   *transTable
	used int64 // the hook's clock when last used
}

// ruleTableKey is a state of the rules as the table's abstraction (by
// relative ranks, the cards of the penalty cards' suits fixed) sees it:
// the penalty cards by their places in their holders' suits (Relative),
// and, as a minor penalty card bars its holder's cards
// below an honour (a rank, not a place), how many honours of its suit he
// holds (his highest cards of the suit: the rest are barred).
type ruleTableKey struct {
	rel     dds.PlayState
	honours [4]uint8
}

// honourCards are the tens, jacks, queens, kings and aces.
const honourCards dds.Cards = 0x7c00_7c00_7c00_7c00

// table is the table for positions under st with the hands given.
func (h *ruleHook) table(st *dds.PlayState, hands *[4]dds.Cards) *transTable {
	key := ruleTableKey{rel: st.Relative((*dds.Deal)(hands))}
	for x := range 4 {
		if m := st.MinorCard(dds.Seat(x)); m != 0 {
			key.honours[x] = uint8((hands[x] & dds.SuitsIn(m).Cards() & honourCards).Len())
		}
	}
	h.clock++
	old := 0
	for i := range h.tables {
		rt := &h.tables[i]
		if rt.tt != nil && rt.key == key {
			rt.used = h.clock
			return rt.tt
		}
		if rt.used < h.tables[old].used {
			old = i
		}
	}
	rt := &h.tables[old]
	if rt.tt == nil {
		rt.tt = newTransTable(ruleTableMB)
	} else {
		rt.tt.clear()
	}
	rt.key, rt.used = key, h.clock
	return rt.tt
}

// setTrump prepares the tables for strain t.
func (h *ruleHook) setTrump(t int) {
	if t != h.trump {
		for i := range h.tables {
			h.tables[i].used = 0
			h.tables[i].key = ruleTableKey{}
			if h.tables[i].tt != nil {
				h.tables[i].tt.clear()
			}
		}
		h.trump = t
	}
}

// position is the position at ply i of trick t of the search.
func (s *Solver) position(t, i int) dds.Position {
	f := &s.stack[t&15]
	return dds.Position{Hands: dds.Deal(s.hands), Trump: dds.Strain(s.trump), Leader: dds.Seat(f.leader), Trick: f.played[:i]}
}

// ruledTrick is the search hook's entry at the start of trick t (the
// core calls it there while rules are in force): when a rule may still
// bind it searches the trick itself and reports ok, else it leaves the
// trick (and all that follows: rules do not come back) to the core with
// the solver's own table.
//
// Partition search holds under the rules: a lead restriction names
// suits, which the table's key (the shape) fixes; the cards of a penalty
// card's suit are added to every answer's cards, and the table is the
// state's (ruleTableKey).
func (s *Solver) ruledTrick(t, beta int) (int, bool) {
	h := s.rules
	f := &s.stack[t]
	st := h.state[t]
	if h.ended[t] {
		// The core played the end of the last trick: its winner leads.
		st.TrickWon(dds.Seat(s.stack[(t-1)&15].leader), dds.Seat(f.leader))
	}
	p := s.position(t, 0)
	if !st.Prune(&p) {
		// No rule can bind from here on (rules do not come back): the
		// core searches this trick and all that follows with its own
		// table, the hook out of its way (the node is counted once).
		s.rules, s.tt = nil, h.normal
		s.nodes--
		v, _ := s.search(t, 0, beta)
		s.rules = h
		return v, true
	}
	h.nodes++
	tt := h.table(&st, &s.hands)
	s.tt = tt
	r := f.r
	leaderMax := f.leader&1 == s.maxSide
	theta := beta - f.won
	if !leaderMax {
		theta = r - theta + 1
	}
	if v, ok := s.probe(t, r, theta, beta, leaderMax); ok {
		return v, true
	}
	named := penaltySuits(&st)
	if leaderMax && s.quickBound(f.leader&3, f.agg, f.shape) >= theta {
		// FAST TRICKS for declarer's side on lead: a lower bound on his
		// tricks without the rules, so under them (they only restrict his
		// opponents and give him choices).
		var fp fastParts
		s.fastParts(f.leader&3, f.agg, f.shape, &fp)
		if q, w := fp.tricks(0); q >= theta {
			q, w = fp.least(theta, q, w)
			v, _ := s.quickCut(t, r, q, r, w|named, leaderMax, beta)
			return v, true
		}
	}
	h.killers[t] = 0
	// The value without the rules bounds declarer's from below: they only
	// restrict his opponents and give him choices. Where declarer has
	// options at this lead it is searched (his option "neither" may be
	// worth it, and its refutation orders the options' leads); elsewhere
	// only its table entry is asked (a search would mostly fail low, the
	// work done twice).
	h.free = -1
	var ob [dds.MaxOptions]dds.Option
	switch {
	case int(st.Declarer()) != s.maxSide:
	case len(st.Options(&p, ob[:0])) == 0:
		s.tt = h.normal
		v, ok := s.probe(t, r, theta, beta, leaderMax)
		s.tt = tt
		if ok && v >= beta {
			s.storeTrick(t, beta, v, s.win[t][0]|named)
			return v, true
		}
	default:
		s.rules, s.tt = nil, h.normal
		v, _ := s.search(t, 0, beta)
		s.rules, s.tt = h, tt
		if v >= beta {
			s.storeTrick(t, beta, v, s.win[t][0]|named)
			return v, true
		}
		h.free, h.freeWin = v, s.win[t][0]
	}
	v, w := s.ruledPly(t, 0, &st, beta)
	s.tt = tt
	s.storeTrick(t, beta, v, w|named)
	return v, true
}

// penaltySuits is every card of the suits of st's penalty cards: a
// search's answer relies on their places.
func penaltySuits(st *dds.PlayState) dds.Cards {
	var pen dds.Cards
	for x := range 4 {
		pen |= st.PenaltyCards(dds.Seat(x))
	}
	return dds.SuitsIn(pen).Cards()
}

// ruledPly searches ply i of trick t under st: declarer's options when
// due, then the cards the rules allow, one of each run of equivalent
// cards. Its value is the core's (the searching side's tricks in total);
// it also gives the cards whose ranks the value relies on.
func (s *Solver) ruledPly(t, i int, st *dds.PlayState, beta int) (int, dds.Cards) {
	h := s.rules
	h.nodes++
	f := &s.stack[t]
	p := s.position(t, i)
	declMax := int(st.Declarer()) == s.maxSide
	var buf [dds.MaxOptions]dds.Option
	if opts := st.Options(&p, buf[:0]); len(opts) > 0 {
		best := 14
		if declMax {
			best = -1
		}
		var win dds.Cards
		free, freeWin := h.free, h.freeWin // the value without rules, when below beta
		h.free = -1
		var refuters dds.Cards // the leads that refuted options so far
		s2 := &h.chosen[t&15][i&3][0]
		if s2 == st {
			s2 = &h.chosen[t&15][i&3][1]
		}
		// The option that decided the last search at a lead of this
		// trick first: in a search declarer passes, one option passing
		// is enough (they are his choices), and the same one mostly does
		// — for 26B and one suit's penalty cards; with penalty cards of
		// two or more suits (sets of suits prohibited) it does not pay.
		for j, o := range opts {
			if len(opts) > 3 && o.PickUp != 0 {
				break
			}
			if j > 0 && (optionID{o.Kind, o.Suits}) == h.best[t&15] {
				copy(opts[1:j+1], opts[:j])
				opts[0] = o
				break
			}
		}
		for _, o := range opts {
			*s2 = *st
			s2.Choose(o)
			if free >= 0 && !s2.Prune(&p) {
				// No rule left after this option: its value is the
				// value without rules, below beta.
				best = max(best, free)
				win |= freeWin
				continue
			}
			h.killers[t&15], h.cut[t&15] = refuters, 0
			v, w := s.ruledPly(t, i, s2, beta)
			if (v >= beta) == declMax {
				h.best[t&15] = optionID{o.Kind, o.Suits}
				return v, w
			}
			refuters |= h.cut[t&15]
			win |= w
			if declMax {
				best = max(best, v)
			} else {
				best = min(best, v)
			}
		}
		return best, win
	}
	h.free = -1
	legal, picks := st.Legal(&p)
	player := (f.leader + i) & 3
	isMax := player&1 == s.maxSide
	if picks {
		isMax = declMax
	}
	// The core's move ordering over the cards the rules allow.
	ml := &f.moves[i]
	ml.n, ml.added, ml.legal, ml.ordered = 0, 0, legal, false
	// The cut-off card cache's card first (the core's, shared with it:
	// declarer's options at one turn refute each other's leads alike).
	need := beta - f.won
	f.cutSlot[i] = s.cutKey(f, i, player, need)
	slot := f.cutSlot[i]
	if e := s.cutCache[s.cutIndex(slot)]; e>>8 == uint16(slot&0xff) {
		if c := dds.Card(e); c != 0 && legal&(dds.Cards(1)<<(c&63)) != 0 {
			ml.add(c)
		}
	}
	if i == 0 {
		ml.addHighFirst(h.killers[t&15] & legal)
	}
	s.orderRest(t, i, player)
	// Equivalent cards: touching in the hand, nothing between them in
	// another hand or the trick, and not in a suit of a penalty card.
	brk := f.agg&^s.hands[player] | penaltySuits(st) | runSentinels
	var tried, win dds.Cards
	best := 14
	if isMax {
		best = -1
	}
	for j := 0; j < ml.n; j++ {
		c := ml.cards[j&15]
		bit := dds.Cards(1) << (c & 63)
		if tried&bit != 0 {
			continue
		}
		run := runOf(bit, brk)
		tried |= run
		s.hands[player] &^= bit
		f.place(i, c, s.trump)
		s2 := &h.after[t&15][i&3]
		*s2 = *st
		s2.Played(dds.Seat(player), c, i == 0)
		var v int
		var cw dds.Cards
		if i < 3 && s.coreRest(t, i, s2) {
			// The rules cannot bind in the rest of the trick: the core
			// plays it, the next trick's start coming back here.
			h.state[(t+1)&15], h.ended[(t+1)&15] = *s2, true
			v, cw = s.search(t, i+1, beta)
		} else if i < 3 {
			v, cw = s.ruledPly(t, i+1, s2, beta)
		} else {
			s2.TrickWon(dds.Seat(f.leader), dds.Seat(f.winner()))
			h.state[(t+1)&15], h.ended[(t+1)&15] = *s2, false
			v, _ = s.search(t+1, 0, beta)
			cw = s.trickAnswer(t)
		}
		s.hands[player] |= bit
		// As the core: c stood for its run; if the answer relied on a
		// rank of the run or lower, it relied on the run touching.
		low := lowBit(cw & suitMask(int(c>>4)))
		if run &= s.hands[player]; low != 0 && low <= run { // (low, one card, at most run's highest)
			cw |= lowBit(run)
		}
		if (v >= beta) == isMax {
			if legal.Len() > 1 {
				s.setCut(slot, uint16(c))
			}
			if i == 0 {
				h.cut[t&15] = bit
			}
			return v, cw
		}
		win |= cw
		if isMax {
			best = max(best, v)
		} else {
			best = min(best, v)
		}
	}
	return best, win
}

// coreRest reports whether the core may play the rest of trick t after
// ply i's card, the rules being st after it: whether st can bind no
// card of the trick's later plies (no penalty card in a hand still to
// play to it: lead restrictions bind only a trick's lead), and whether
// the core's bounds there hold under the rules. They do where they
// bound declarer's side from below (the rules only restrict his
// opponents and give him choices) or rest on the current trick alone;
// the one that does neither — the second hand's side cashing its
// winners after the trick — is a defender's only when declarer's side
// led, so the core takes the second hand only after a defender's lead.
// With no rule left at all the core takes the rest in any case.
func (s *Solver) coreRest(t, i int, st *dds.PlayState) bool {
	f := &s.stack[t]
	if q := s.position(t, i+1); !st.Prune(&q) {
		return true
	}
	if i == 0 && f.leader&1 == int(st.Declarer()) {
		return false
	}
	for j := i + 1; j < 4; j++ {
		if st.PenaltyCards(dds.Seat((f.leader+j)&3)) != 0 {
			return false
		}
	}
	return true
}

// ruledNull is one null-window search of p (at a trick's start) under
// st for declarer's side: a fail-soft value as nullWindow's.
func (s *Solver) ruledNull(p *dds.Position, st dds.PlayState, beta int) int {
	h := s.ruleHook
	if h == nil {
		h = &ruleHook{trump: -1}
		s.ruleHook = h
	}
	h.setTrump(int(p.Trump))
	i0, _ := s.root(p, int(st.Declarer()))
	h.normal = s.tt
	h.state[0], h.ended[0] = st, false
	s.rules = h
	v, _ := s.search(0, i0, beta)
	s.rules, s.tt = nil, h.normal
	return v
}

// ruleSearch searches the rest of a trick in progress under rules (no
// table: a few plies), handing the next trick's start to ruledNull.
type ruleSearch struct {
	s    *Solver
	side dds.Side // declarer's: the tricks counted
}

// search is a fail-soft null-window search of p under st: a value v of
// r.side's tricks of those left, at least v when v >= beta and at most v
// when v < beta.
func (r *ruleSearch) search(p *dds.Position, st dds.PlayState, beta int) int {
	left := p.TricksLeft()
	switch {
	case beta <= 0:
		return 0
	case beta > left:
		return left
	case !st.Prune(p):
		return r.s.nullWindow(p, int(r.side), beta)
	case len(p.Trick) == 0:
		return r.s.ruledNull(p, st, beta)
	}
	var buf [dds.MaxOptions]dds.Option
	if opts := st.Options(p, buf[:0]); len(opts) > 0 {
		best := -1
		for _, o := range opts {
			s2 := st
			s2.Choose(o)
			v := r.search(p, s2, beta)
			if v >= beta {
				return v
			}
			best = max(best, v)
		}
		return best
	}
	legal, picks := st.Legal(p)
	x := p.OnTurn()
	isMax := x.Side() == r.side || picks
	best := left + 1
	if isMax {
		best = -1
	}
	var tb [4]dds.Card
	for todo := legal; todo != 0; {
		c := todo.Highest()
		todo = todo.Without(c)
		q := *p
		q.Trick = append(tb[:0], p.Trick...)
		lead := len(q.Trick) == 0
		leader := q.Leader
		if err := q.Play(c); err != nil {
			panic(fmt.Sprintf("rule search: %v", err))
		}
		s2 := st
		s2.Played(x, c, lead)
		won := 0
		if len(q.Trick) == 0 {
			s2.TrickWon(leader, q.Leader)
			if q.Leader.Side() == r.side {
				won = 1
			}
		}
		v := won + r.search(&q, s2, beta-won)
		if (v >= beta) == isMax {
			return v
		}
		if isMax {
			best = max(best, v)
		} else {
			best = min(best, v)
		}
	}
	return best
}

// ValueUnder is the number of tricks, of those not yet complete, that
// side takes from p with best play by both sides under the rules of st.
func (s *Solver) ValueUnder(p dds.Position, st dds.PlayState, side dds.Side) (int, error) {
	if err := p.Check(); err != nil {
		return 0, err
	}
	if err := s.begin(); err != nil {
		return 0, err
	}
	left := p.TricksLeft()
	p.Trick = append(make([]dds.Card, 0, 4), p.Trick...)
	if !st.Prune(&p) {
		v := s.value(&p, int(side), (left+1)/2)
		return v, s.stopped()
	}
	d := st.Declarer()
	v := s.valueUnder(&p, st, s.value(&p, int(d), (left+1)/2))
	if err := s.stopped(); err != nil {
		return 0, err
	}
	if side != d {
		return left - v, nil
	}
	return v, nil
}

// valueUnder is declarer's tricks from p (valid, the rules pruned, some
// left) under st, free being his tricks without the rules (a lower bound:
// the rules only restrict his opponents and give him choices).
func (s *Solver) valueUnder(p *dds.Position, st dds.PlayState, free int) int {
	r := &ruleSearch{s: s, side: st.Declarer()}
	lo := free
	for hi := p.TricksLeft(); lo < hi; {
		v := r.search(p, st, lo+1)
		if v > lo {
			lo = v
		} else {
			hi = v
		}
	}
	if s.ruleHook != nil {
		s.nodes += s.ruleHook.nodes
		s.ruleHook.nodes = 0
	}
	return lo
}

// TableUnder is the deal's table with the rules in force from the
// opening lead in every cell where the rules' seats defend (the other
// cells are the table's without rules): each penalty card must be in its
// holder's hand.
func (s *Solver) TableUnder(d dds.Deal, rules []dds.PlayRule) (dds.Table, error) {
	var tab dds.Table
	if err := d.CheckComplete(); err != nil {
		return tab, err
	}
	if err := s.begin(); err != nil {
		return tab, err
	}
	for _, t := range dds.Strains {
		s.tableStrain(d, t, &tab)
		for _, decl := range dds.Seats {
			if len(rules) == 0 || decl.Side() == rules[0].Seat.Side() {
				continue
			}
			p := dds.Position{Hands: d, Trump: t, Leader: decl.LHO()}
			st, err := dds.NewPlayState(rules, &p)
			if err != nil {
				return tab, err
			}
			if st.Prune(&p) {
				tab[t][decl] = s.valueUnder(&p, st, tab[t][decl])
			}
		}
	}
	if err := s.stopped(); err != nil {
		return dds.Table{}, err
	}
	return tab, nil
}

// CardValuesUnder gives each card the rules let the player on turn in p
// play, with the tricks his side takes after it (of those not yet
// complete); when declarer has options before that card, each option
// with the side on turn's tricks after it, the cards being those of the
// option declarer takes (the fewest for the side on turn, the first of
// equals). Cards are in descending order (spades first, high to low).
func (s *Solver) CardValuesUnder(p dds.Position, st dds.PlayState) ([]dds.CardValue, []dds.OptionValue, error) {
	if err := p.Check(); err != nil {
		return nil, nil, err
	}
	p.Trick = append(make([]dds.Card, 0, 4), p.Trick...)
	side := p.OnTurn().Side()
	var opts []dds.OptionValue
	if due := st.Options(&p, nil); len(due) > 0 {
		best := -1
		for _, o := range due {
			s2 := st
			s2.Choose(o)
			v, err := s.ValueUnder(p, s2, side)
			if err != nil {
				return nil, nil, err
			}
			opts = append(opts, dds.OptionValue{Option: o, Tricks: v})
			if best < 0 || v < opts[best].Tricks {
				best = len(opts) - 1
			}
		}
		st.Choose(opts[best].Option)
	}
	legal, _ := st.Legal(&p)
	var out []dds.CardValue
	for _, c := range legal.List() {
		q := p
		q.Trick = append(make([]dds.Card, 0, 4), p.Trick...)
		s2 := st
		if err := s2.PlayCard(&q, c); err != nil {
			return nil, nil, err
		}
		v := 0
		if len(q.Trick) == 0 && q.Leader.Side() == side {
			v = 1
		}
		if q.Hands.Known() != 0 {
			w, err := s.ValueUnder(q, s2, side)
			if err != nil {
				return nil, nil, err
			}
			v += w
		}
		out = append(out, dds.CardValue{Card: c, Tricks: v})
	}
	return out, opts, nil
}

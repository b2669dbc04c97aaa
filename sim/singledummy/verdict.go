// verdict.go: verdicts — a decision that is clear on many layouts is taken once per situation and reused by every playout of the deal that reaches it.

package singledummy

import (
	"cmp"
	"hash/fnv"
	"sync"
	"sync/atomic"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// Verdicts of clear decisions.
//
// Technique: a transposition table of decided situations. A run that
// plays one deal many times (a single-dummy scenario on the actual deal)
// meets the same situations again and again in the first tricks: the
// same hand, dummy and cards played. When a situation's decision is
// clear — on VerdictLayouts(Samples) layouts dealt for the situation
// (from the run's seed and the situation, not from a playout's stream),
// one choice is at least as good as every other on every layout — it is
// taken once, on those layouts, and every playout that reaches the
// situation plays it: a playout dealing its own Samples layouts would
// almost always choose the same card (a card better somewhere on fewer
// than one layout in VerdictLayouts(Samples) seldom shows in Samples), and
// the verdict rests on more layouts than its own decision would. A
// situation that is not clear (a choice better than the leader on some
// layout: a guess, a close call) is decided by each playout on its own
// layouts as before, so playouts still differ, independently, where a
// choice is close; the layouts spent finding that out (SeqFirst or more)
// are spent once per situation.
const (
	// VerdictPercent is the size, in per cent of Samples, of a verdict's
	// layouts (VerdictLayouts: 24 for the default 16). Measured at the
	// fourth to tenth tricks of random deals against a decision on 128
	// layouts (the rule with verdicts where clear): verdicts on 32
	// layouts 91.1 % the same choice and 0.006 tricks lost a decision,
	// on 28 91.1 % and 0.006, on 24 91.4 % and 0.006, on 20 89.9 % and
	// 0.007, on 16 88.2 % and 0.009 — 24 the fewest that lose nothing;
	// a verdict's later layouts are most of the first tricks' work.
	VerdictPercent = 150
	// VerdictCards bounds the cards of play (from the opening lead, 0)
	// whose decisions may be settled by a verdict: the first six tricks.
	// Where a verdict is clear it agrees better with a decision on 128
	// layouts than the playout's own decision would (measured at the
	// fourth to tenth tricks: 98.1 % against 94.2 %), so the bound is
	// one of cost alone: on sdbench's 4♠ the 200 playouts still pass
	// through 6 to 21 situations a card in the fifth and sixth tricks
	// (24 cards instead of 16: 6.4 % fewer nodes), and from the seventh
	// on their own decisions cost 0.7 % of the nodes, little to save.
	VerdictCards = 24
	// VerdictMinPlayouts is the number of playouts of one deal from which
	// a run uses verdicts for it: with fewer, a verdict's layouts cost
	// more than the playouts' own.
	VerdictMinPlayouts = 8
	// VerdictMinLine is the number of playouts of a line (a deal and the
	// play to its first card chosen: the opening lead) from which they
	// use verdicts after that card: with fewer, each verdict's layouts
	// (32 when measured) cost more than the playouts' own decisions (two playouts
	// drawing 16 of a pool's 128 layouts draw 30 of them). The lines
	// are known before any playout goes on (Play plays every playout to
	// its first choice first), so the play is the same at any number of
	// workers.
	VerdictMinLine = 3
)

// VerdictLayouts is the number of layouts a verdict is judged on when a
// decision solves samples layouts: VerdictPercent per cent of them.
func VerdictLayouts(samples int) int { return max(1, VerdictPercent*samples/100) }

// verdict is one situation's judgement.
type verdict struct {
	// mu guards started, judged and job; changed signals a change to
	// judged or job.
	mu      sync.Mutex
	changed sync.Cond
	started bool
	judged  bool
	job     *judgeJob // the layouts being solved, for other workers to help with
	clear   bool
	choices []Choice
	layouts int
	tries   int
	dropped bool
	dealt   []dds.Deal // the layouts judged on, carried to the chooser's next pool or verdict (carry.go)
	twins   dds.Cards  // when not clear: choices one with a lower one for the playouts' own decisions (twins.go)
	err     error
}

// verdictOf is the verdict of a situation, made on first use.
func (ps *pools) verdictOf(key string) *verdict {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	v := ps.verdicts[key]
	if v == nil {
		v = newVerdict()
		ps.verdicts[key] = v
	}
	return v
}

func newVerdict() *verdict {
	v := &verdict{}
	v.changed.L = &v.mu
	return v
}

// verdict settles decision st (the k-th card) from its situation's
// verdict when that is clear, and reports whether it did. The first
// playout to reach the situation judges it; one that reaches it meanwhile
// helps, solving the judge's layouts on its own solver, until the verdict
// is in (PARALLEL JUDGING: every playout of a run starts in the same
// situations, so the first verdicts are reached by the workers together,
// and a worker waiting idle for another's verdict was a serial stage —
// on sdbench's 4♠, 200 playouts on two workers, 11 % of the run's nodes
// were judged while the other worker waited). The work of judging is
// counted in the step of the playout that judged.
//
// When the verdict is not clear, twins is the choices that are one with
// a lower choice in the playouts' own decisions (twins.go).
func (g *game) verdict(st *Step, cls []dds.Card, k int) (ok bool, twins dds.Cards, err error) {
	key := g.situation(st.Chooser)
	v := g.pools.verdictOf(key)
	v.mu.Lock()
	if !v.started {
		v.started = true
		v.mu.Unlock()
		g.judge(v, st, cls, key, k)
		v.mu.Lock()
		v.judged, v.job = true, nil
		v.changed.Broadcast()
	}
	v.mu.Unlock()
	v.await(worker{solve: g.solve, above: g.above, buf: g.buf})
	if v.err == nil {
		g.kept[st.Chooser] = keep(v.dealt, v.dropped)
	}
	if v.err != nil || !v.clear {
		return false, v.twins, v.err
	}
	st.Choices, st.Verdict = v.choices, true
	st.Card = v.choices[0].Card
	st.Layouts, st.Tries, st.Dropped = v.layouts, v.tries, v.dropped
	return true, 0, nil
}

// judge decides whether the situation is clear: whether one choice is
// at least as good as every other on each of its VerdictLayouts(Samples)
// layouts. A pooled decision (the first trick) judges on the first
// layouts of its pool, whose values then serve the playouts that draw
// them; a later one deals its own from the run's seed and the situation.
//
// Technique: bounds, not values, past the first layouts. The first
// judgeExact layouts are solved for every choice (their values give the
// means a verdict lists for the choices it does not play); the choices
// at least as good as every other on each of them are the candidates.
// On each later layout only the candidates are solved, and every other
// choice is tested against their value with one null-window search a
// choice (aboveFunc: solver.Solver.CardsAbove) — a choice that beats them
// ends the judging (not clear). The verdict is the one a judge solving
// every choice on every layout would give (the same choice, clear or not
// on the same layouts), for about half the search (sdbench's 4♠: the
// tests fail above the choice's value, which costs less than finding it).
func (g *game) judge(v *verdict, st *Step, cls []dds.Card, key string, k int) {
	n := VerdictLayouts(g.opts.samples())
	var (
		pos func(i int) dds.Position // layout i's position
		pl  *pool                    // the pool the layouts are from, or nil
	)
	if k < PooledCards {
		p, err := g.poolOf(st.Chooser, g.opts.samples())
		if err != nil {
			v.err = err
			return
		}
		n = min(n, len(p.layouts))
		v.tries, v.dropped, v.dealt, pl = p.tries, p.dropped, p.layouts, p
		pos = func(i int) dds.Position { return g.position(p.layouts[i]) }
	} else {
		h := fnv.New64a()
		h.Write([]byte("verdict"))
		h.Write([]byte(key))
		layouts, tries, dropped, err := g.layoutsFrom(st.Chooser, n, sim.SubSeed(g.opts.Seed, h.Sum64()), g.kept[st.Chooser])
		if err != nil {
			v.err = err
			return
		}
		n, v.tries, v.dropped, v.dealt = len(layouts), tries, dropped, layouts
		pos = func(i int) dds.Position { return g.position(layouts[i]) }
	}
	var all dds.Cards
	for _, c := range cls {
		all = all.With(c)
	}
	// The first layouts: every choice.
	first := min(n, judgeExact)
	if cap(g.buf.values) < n {
		g.buf.values = make([][]dds.CardValue, n)
	}
	values := g.buf.values[:first]
	err := g.judgeLayouts(v, st, first, func(w worker, i int) (int64, error) {
		vs, nodes, err := g.valuesOf(w, pl, i, pos, all)
		values[i] = vs
		return nodes, err
	})
	if err != nil {
		v.err = err
		return
	}
	// The candidates: at least as good as every choice on every layout.
	var cand, rest dds.Cards
	for _, c := range cls {
		if bestEverywhere(c, cls, values) {
			cand = cand.With(c)
		} else {
			rest = rest.With(c)
		}
	}
	// The later layouts, SeqFirst at a time: the candidates' values, the
	// others against them.
	for len(values) < n && cand != 0 {
		from, to := len(values), min(n, len(values)+SeqFirst)
		values = values[:to]
		var beaten atomic.Bool // a choice beat the candidates on one of the batch's layouts
		err := g.judgeLayouts(v, st, to-from, func(w worker, i int) (int64, error) {
			vs, nodes, err := g.valuesOf(w, pl, from+i, pos, cand)
			if err != nil {
				return nodes, err
			}
			values[from+i] = vs
			above, more, err := w.above(pos(from+i), rest, bestOf(vs, cand))
			if above != 0 {
				beaten.Store(true)
			}
			return nodes + more, err
		})
		if err != nil {
			v.err = err
			return
		}
		if beaten.Load() {
			g.judgeTwins(v, st, cls, n, pos, pl, values) // not clear
			return
		}
		for _, vs := range values[from:to] {
			m := bestOf(vs, cand)
			for x := cand; x != 0; {
				c := x.Lowest()
				x = x.Without(c)
				if valueOf(vs, c) < m {
					// Below another candidate here: no longer at least as good as every choice.
					cand, rest = cand.Without(c), rest.With(c)
				}
			}
		}
	}
	if cand == 0 {
		g.judgeTwins(v, st, cls, n, pos, pl, values) // not clear
		return
	}
	counts := append(g.buf.counts[:0], make([]int, len(cls))...)
	g.buf.counts = counts
	for j, c := range cls {
		counts[j] = first
		if cand.Has(c) {
			counts[j] = len(values)
		}
	}
	v.clear, v.layouts = true, len(values)
	v.choices = g.score(cls, values, counts, g.pos.OnTurn())
}

// bestOf is the best value among the cards cs in vs.
func bestOf(vs []dds.CardValue, cs dds.Cards) int {
	m := 0
	for x := cs; x != 0; {
		c := x.Lowest()
		x = x.Without(c)
		m = max(m, valueOf(vs, c))
	}
	return m
}

// judgeExact is the number of a verdict's first layouts solved for every
// choice; later ones are solved for the candidates only.
const judgeExact = 8

// valuesOf is the values of layout i's cards of want (at least), from
// pool pl when it has them (and stored there when solved), solved with w.
func (g *game) valuesOf(w worker, pl *pool, i int, pos func(int) dds.Position, want dds.Cards) ([]dds.CardValue, int64, error) {
	if pl != nil {
		if vs, _ := pl.lookup(i, want); vs != nil {
			return vs, 0, nil
		}
	}
	var one []dds.Position
	if w.buf != nil {
		one = w.buf.one[:]
	} else {
		one = make([]dds.Position, 1)
	}
	one[0] = pos(i)
	vs, nodes, err := w.solve(one, want, nil)
	if err != nil {
		return nil, nodes, err
	}
	if pl != nil {
		return pl.store(i, vs[0]), nodes, nil
	}
	return vs[0], nodes, nil
}

// allOf is counts for n classes each solved on all m layouts.
func allOf(n, m int) []int {
	out := make([]int, n)
	for j := range out {
		out[j] = m
	}
	return out
}

// await returns once v is judged, helping with the judge's layouts
// (solving them with w) while there are any to take.
func (v *verdict) await(w worker) {
	v.mu.Lock()
	defer v.mu.Unlock()
	for !v.judged {
		if j := v.job; j != nil && j.open() {
			v.mu.Unlock()
			j.help(w)
			v.mu.Lock()
			continue
		}
		v.changed.Wait()
	}
}

// judgeJob is a batch of a verdict's layouts, solved by the judge and any
// worker waiting for the verdict, each layout by one of them.
type judgeJob struct {
	n     int
	do    func(w worker, i int) (int64, error) // solves layout i of the batch with w: its nodes
	next  atomic.Int64                         // the next layout to take
	left  sync.WaitGroup
	nodes atomic.Int64
	mu    sync.Mutex
	err   error
}

// open reports whether layouts remain to be taken.
func (j *judgeJob) open() bool { return int(j.next.Load()) < j.n }

// help solves layouts of j with w until none is left to take.
func (j *judgeJob) help(w worker) {
	for {
		i := int(j.next.Add(1) - 1)
		if i >= j.n {
			return
		}
		nodes, err := j.do(w, i)
		j.nodes.Add(nodes)
		if err != nil {
			j.mu.Lock()
			j.err = cmp.Or(j.err, err)
			j.mu.Unlock()
		}
		j.left.Done()
	}
}

// judgeLayouts runs do on n layouts for the judging of v, with the help
// of the workers waiting for v, counting the work in st.
func (g *game) judgeLayouts(v *verdict, st *Step, n int, do func(w worker, i int) (int64, error)) error {
	j := &judgeJob{n: n, do: do}
	j.left.Add(n)
	v.mu.Lock()
	v.job = j
	v.changed.Broadcast()
	v.mu.Unlock()
	j.help(worker{solve: g.solve, above: g.above, buf: g.buf})
	j.left.Wait()
	v.mu.Lock()
	v.job = nil
	v.mu.Unlock()
	st.Solved += n
	st.Nodes += j.nodes.Load()
	return j.err
}

// bestEverywhere reports whether choice c is at least as good as every
// choice of cls on every layout's values.
func bestEverywhere(c dds.Card, cls []dds.Card, values [][]dds.CardValue) bool {
	for _, vs := range values {
		for _, o := range cls {
			if valueOf(vs, o) > valueOf(vs, c) {
				return false
			}
		}
	}
	return true
}

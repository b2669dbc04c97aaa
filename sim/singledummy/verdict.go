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
// clear — on VerdictFactor × Samples layouts dealt for the situation
// (from the run's seed and the situation, not from a playout's stream),
// one choice is at least as good as every other on every layout — it is
// taken once, on those layouts, and every playout that reaches the
// situation plays it: a playout dealing its own Samples layouts would
// almost always choose the same card (a card better somewhere on fewer
// than one layout in VerdictFactor × Samples seldom shows in Samples), and
// the verdict rests on more layouts than its own decision would. A
// situation that is not clear (a choice better than the leader on some
// layout: a guess, a close call) is decided by each playout on its own
// layouts as before, so playouts still differ, independently, where a
// choice is close; the layouts spent finding that out (SeqFirst or more)
// are spent once per situation.
const (
	// VerdictFactor is the size, in Samples, of a verdict's layouts.
	VerdictFactor = 2
	// VerdictCards bounds the cards of play (from the opening lead, 0)
	// whose decisions may be settled by a verdict: from the fifth trick
	// on, playouts seldom share a situation.
	VerdictCards = 16
	// VerdictMinPlayouts is the number of playouts of one deal from which
	// a run uses verdicts for it: with fewer, a verdict's layouts cost
	// more than the playouts' own.
	VerdictMinPlayouts = 8
)

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
func (g *game) verdict(st *Step, cls []dds.Card, k int) (bool, error) {
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
	v.await(g.solve)
	if v.err != nil || !v.clear {
		return false, v.err
	}
	st.Choices = v.choices
	st.Card = v.choices[0].Card
	st.Layouts, st.Tries, st.Dropped = v.layouts, v.tries, v.dropped
	return true, nil
}

// judge solves the situation's layouts, SeqFirst at a time, for every
// choice, until a choice is better than the leader on some layout (not
// clear) or all VerdictFactor × Samples are solved (clear). A pooled
// decision (the first trick) judges on the first layouts of its pool,
// whose values then serve the playouts that draw them; a later one deals
// its own from the run's seed and the situation.
func (g *game) judge(v *verdict, st *Step, cls []dds.Card, key string, k int) {
	n := VerdictFactor * g.opts.samples()
	var get func(from, to int) ([][]dds.CardValue, error)
	if k < PooledCards {
		p, err := g.poolOf(st.Chooser, g.opts.samples())
		if err != nil {
			v.err = err
			return
		}
		n = min(n, len(p.layouts))
		v.tries, v.dropped = p.tries, p.dropped
		get = func(from, to int) ([][]dds.CardValue, error) {
			idx := make([]int, 0, to-from)
			for j := from; j < to; j++ {
				idx = append(idx, j)
			}
			return g.pooledValues(st, idx, p, ^dds.Cards(0), func(st *Step, ps []dds.Position, want dds.Cards) ([][]dds.CardValue, error) {
				return g.solveJudged(v, st, ps, want)
			})
		}
	} else {
		h := fnv.New64a()
		h.Write([]byte("verdict"))
		h.Write([]byte(key))
		layouts, tries, dropped, err := g.layouts(st.Chooser, n, sim.SubSeed(g.opts.Seed, h.Sum64()))
		if err != nil {
			v.err = err
			return
		}
		n, v.tries, v.dropped = len(layouts), tries, dropped
		get = func(from, to int) ([][]dds.CardValue, error) {
			ps := make([]dds.Position, 0, to-from)
			for _, d := range layouts[from:to] {
				ps = append(ps, g.position(d))
			}
			return g.solveJudged(v, st, ps, ^dds.Cards(0))
		}
	}
	var values [][]dds.CardValue
	for len(values) < n {
		vs, err := get(len(values), min(n, len(values)+SeqFirst))
		if err != nil {
			v.err = err
			return
		}
		values = append(values, vs...)
		lead := g.score(cls, values, allOf(len(cls), len(values)), g.pos.OnTurn())[0].Card
		for _, c := range cls {
			for _, vs := range values {
				if valueOf(vs, c) > valueOf(vs, lead) {
					return // not clear
				}
			}
		}
	}
	v.clear, v.layouts = true, len(values)
	v.choices = g.score(cls, values, allOf(len(cls), len(values)), g.pos.OnTurn())
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
// (solving them with solve) while there are any to take.
func (v *verdict) await(solve solveFunc) {
	v.mu.Lock()
	defer v.mu.Unlock()
	for !v.judged {
		if j := v.job; j != nil && j.open() {
			v.mu.Unlock()
			j.help(solve)
			v.mu.Lock()
			continue
		}
		v.changed.Wait()
	}
}

// judgeJob is a batch of a verdict's layouts, solved by the judge and any
// worker waiting for the verdict, each position by one of them.
type judgeJob struct {
	ps    []dds.Position
	want  dds.Cards
	rules *dds.PlayState // the judge's rules in force (nil without rules)
	out   [][]dds.CardValue
	next  atomic.Int64 // the next position to take
	left  sync.WaitGroup
	nodes atomic.Int64
	mu    sync.Mutex
	err   error
}

// open reports whether positions remain to be taken.
func (j *judgeJob) open() bool { return int(j.next.Load()) < len(j.ps) }

// help solves positions of j with solve until none is left to take.
func (j *judgeJob) help(solve solveFunc) {
	for {
		i := int(j.next.Add(1) - 1)
		if i >= len(j.ps) {
			return
		}
		vs, nodes, err := solve(j.ps[i:i+1], j.want, j.rules)
		j.nodes.Add(nodes)
		if err != nil {
			j.mu.Lock()
			j.err = cmp.Or(j.err, err)
			j.mu.Unlock()
		} else {
			j.out[i] = vs[0]
		}
		j.left.Done()
	}
}

// solveJudged solves ps for the judging of v (at least the cards of
// want), with the help of the workers waiting for v, counting the work in
// st.
func (g *game) solveJudged(v *verdict, st *Step, ps []dds.Position, want dds.Cards) ([][]dds.CardValue, error) {
	j := &judgeJob{ps: ps, want: want, rules: g.rulesNow(), out: make([][]dds.CardValue, len(ps))}
	j.left.Add(len(ps))
	v.mu.Lock()
	v.job = j
	v.changed.Broadcast()
	v.mu.Unlock()
	j.help(g.solve)
	j.left.Wait()
	v.mu.Lock()
	v.job = nil
	v.mu.Unlock()
	st.Solved += len(ps)
	st.Nodes += j.nodes.Load()
	return j.out, j.err
}

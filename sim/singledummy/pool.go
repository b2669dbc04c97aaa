// pool.go: shared layout pools for the first trick — playouts that reach the same situation draw their layouts from one pool, solved once.

package singledummy

import (
	"hash/fnv"
	"math/rand/v2"
	"sync"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// Pooling of the first trick.
//
// Technique: a transposition table of situations (information sets). The
// first trick costs most (a layout of 52 cards takes tens of milliseconds
// to solve for every card, one at the sixth trick a fraction of a
// millisecond), and playouts of one deal mostly pass through the same few
// situations there: the same leader's hand, the same lead, the same card
// from dummy. A situation's layouts form a pool of PoolFactor × Samples,
// dealt from a stream of the run's seed and the situation; each playout
// draws its Samples layouts from the pool with its own stream, and a
// layout's card values, once solved, serve every playout that draws it.
// Values are exact double-dummy values, so the play is the same whatever
// worker solved them first. Two playouts in one situation share on average
// Samples / PoolFactor of their layouts (2 of 16), so their first-trick
// choices are not wholly independent; from the second trick on every
// playout deals its own layouts. (Pooling the first five tricks was
// measured faster but made the playouts of a run move together: the
// decisive guess was then taken on largely the same layouts by every
// playout, and the make rate varied from seed to seed far more than its
// interval said.)
const (
	// PoolFactor is the size of a pool in Samples.
	PoolFactor = 8
	// PooledCards is the number of cards of play, from the opening lead,
	// whose decisions draw from pools; later ones deal their own layouts.
	PooledCards = 4
)

// pools is a run's table of situations.
type pools struct {
	mu       sync.Mutex
	m        map[string]*pool
	verdicts map[string]*verdict // see verdict.go
}

// pool is one situation's layouts and the values solved so far.
type pool struct {
	once    sync.Once
	layouts []dds.Deal
	tries   int
	dropped bool
	err     error

	mu     sync.Mutex
	values [][]dds.CardValue // the values of layout j solved so far
	have   []dds.Cards       // the cards of values[j]
	// busy[j] is true while a playout's decision solves layout j
	// (pooledValues); solved signals the end of one.
	busy   []bool
	solved sync.Cond
}

func newPools() *pools { return &pools{m: map[string]*pool{}, verdicts: map[string]*verdict{}} }

// situation is the key of what the chooser knows: who he is, his hand,
// dummy once faced, and the cards played, in order.
func (g *game) situation(chooser dds.Seat) string {
	b := make([]byte, 0, 1+16+len(g.played))
	b = append(b, byte(chooser))
	h := uint64(g.deal[chooser])
	var dummy uint64
	if len(g.played) > 0 {
		dummy = uint64(g.deal[g.c.Dummy()])
	}
	for i := range 8 {
		b = append(b, byte(h>>(8*i)), byte(dummy>>(8*i)))
	}
	for _, p := range g.played {
		b = append(b, byte(p.Card))
	}
	return string(b)
}

// get is the pool of a situation, made on first use.
func (ps *pools) get(key string) *pool { return entry(&ps.mu, ps.m, key) }

// entry is m's entry for key under mu, a zero one made on first use.
func entry[T any](mu *sync.Mutex, m map[string]*T, key string) *T {
	mu.Lock()
	defer mu.Unlock()
	e := m[key]
	if e == nil {
		e = new(T)
		m[key] = e
	}
	return e
}

// poolOf is the pool of the chooser's situation, its layouts dealt on
// first use (PoolFactor × n of them).
func (g *game) poolOf(chooser dds.Seat, n int) (*pool, error) {
	key := g.situation(chooser)
	p := g.pools.get(key)
	p.once.Do(func() {
		h := fnv.New64a()
		h.Write([]byte(key))
		p.layouts, p.tries, p.dropped, p.err = g.layoutsFrom(chooser, PoolFactor*n, sim.SubSeed(g.opts.Seed, h.Sum64()), g.kept[chooser])
		p.values = make([][]dds.CardValue, len(p.layouts))
		p.have = make([]dds.Cards, len(p.layouts))
		p.busy = make([]bool, len(p.layouts))
		p.solved.L = &p.mu
	})
	if p.err != nil {
		return nil, p.err
	}
	g.kept[chooser] = keep(p.layouts, p.dropped)
	return p, nil
}

// pooledLayouts gives the decision's layouts from the situation's pool:
// n of them, chosen with the playout's stream seed.
func (g *game) pooledLayouts(chooser dds.Seat, n int, seed uint64) (idx []int, p *pool, err error) {
	if p, err = g.poolOf(chooser, n); err != nil {
		return nil, nil, err
	}
	// n distinct indices by a partial Fisher–Yates shuffle.
	all := make([]int, len(p.layouts))
	for i := range all {
		all[i] = i
	}
	n = min(n, len(all))
	r := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	for i := range n {
		j := i + r.IntN(len(all)-i)
		all[i], all[j] = all[j], all[i]
	}
	return all[:n], p, nil
}

// solveCountedFunc solves positions for a step (at least the cards of
// want), counting the work in it.
type solveCountedFunc func(st *Step, ps []dds.Position, want dds.Cards) ([][]dds.CardValue, error)

// pooledValues solves what the chosen layouts lack of the cards of want
// and returns the values of all of them, in the order of idx. A pooled
// layout keeps every value solved for it, by any playout; values are
// exact, so what one playout solved serves another unchanged.
// solve solves the positions that lack values (g.solveCounted, or a
// verdict's shared solving).
//
// A layout that lacks values is solved for every legal card, not only
// those of want: nearly every layout of a pool is drawn into some
// playout's first batch, which wants every choice, so solving it once
// for all saves solving it again (on sdbench's 4♠ the lead's pool of
// 128 was solved 184 times, now 128). A layout another playout is
// solving is waited for, not solved twice (at two workers the lead's
// pool was solved 194 times).
func (g *game) pooledValues(st *Step, idx []int, p *pool, want dds.Cards, solve solveCountedFunc) ([][]dds.CardValue, error) {
	out := make([][]dds.CardValue, len(idx))
	for {
		var mine []int // positions in idx of the layouts this playout solves
		wait := false
		p.mu.Lock()
		for i, j := range idx {
			if out[i] != nil {
				continue
			}
			switch {
			case want&^p.have[j] == 0:
				out[i] = p.values[j]
			case p.busy[j]:
				wait = true
			default:
				p.busy[j] = true
				mine = append(mine, i)
			}
		}
		if len(mine) == 0 {
			if !wait {
				p.mu.Unlock()
				return out, nil
			}
			p.solved.Wait()
			p.mu.Unlock()
			continue
		}
		p.mu.Unlock()
		ps := make([]dds.Position, len(mine))
		for m, i := range mine {
			ps[m] = g.position(p.layouts[idx[i]])
		}
		vs, err := solve(st, ps, ^dds.Cards(0))
		p.mu.Lock()
		for m, i := range mine {
			p.busy[idx[i]] = false
			if err == nil {
				p.add(idx[i], vs[m])
				out[i] = p.values[idx[i]]
			}
		}
		p.solved.Broadcast()
		p.mu.Unlock()
		if err != nil {
			return nil, err
		}
	}
}

// lookup is layout j's values when they hold every card of want, else
// nil and the cards of want they lack.
func (p *pool) lookup(j int, want dds.Cards) ([]dds.CardValue, dds.Cards) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if l := want &^ p.have[j]; l != 0 {
		return nil, l
	}
	return p.values[j], 0
}

// store adds the values vs of layout j to those it has and returns them
// all.
func (p *pool) store(j int, vs []dds.CardValue) []dds.CardValue {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.add(j, vs)
	return p.values[j]
}

// add adds the values vs of layout j to those it has; p.mu held.
func (p *pool) add(j int, vs []dds.CardValue) {
	for _, v := range vs {
		if !p.have[j].Has(v.Card) {
			p.values[j] = append(p.values[j], v)
			p.have[j] = p.have[j].With(v.Card)
		}
	}
}

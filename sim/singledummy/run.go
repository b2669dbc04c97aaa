// run.go: many playouts on a pool of warm solvers, one playout per job, results in input order whatever the number of workers.

package singledummy

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// The batch form a backend may offer (libdds does: it spreads a batch
// over its own threads).
type valuesBatcher interface {
	CardValuesBatch([]dds.Position) ([][]dds.CardValue, error)
}

// solverFunc is s's way of solving a decision's positions: one batch call
// when s offers it, else one position after another on the same warm
// solver, stopping between two of them once ctx is cancelled (a layout at
// the first trick takes up to a tenth of a second alone, a decision's
// batch eight of them: Ctrl-C must not wait for the batch).
func solverFunc(ctx context.Context, s dds.Solver) solveFunc {
	if b, ok := s.(valuesBatcher); ok {
		return func(ps []dds.Position, _ dds.Cards, st *dds.PlayState) ([][]dds.CardValue, int64, error) {
			if st != nil {
				return nil, 0, dds.ErrNoRules
			}
			if err := ctx.Err(); err != nil {
				return nil, 0, err
			}
			v, err := b.CardValuesBatch(ps)
			return v, 0, err
		}
	}
	return func(ps []dds.Position, want dds.Cards, st *dds.PlayState) ([][]dds.CardValue, int64, error) {
		before := nodesOf(s)
		out := make([][]dds.CardValue, len(ps))
		for i := range ps {
			if err := ctx.Err(); err != nil {
				return nil, 0, err
			}
			v, err := cardValuesOf(s, ps[i], want, st)
			if err != nil {
				return nil, 0, err
			}
			out[i] = v
		}
		return out, nodesOf(s) - before, nil
	}
}

// solverAbove is s's bound test: CardsAbove when it has one (the Go
// solver), else from its values.
func solverAbove(ctx context.Context, s dds.Solver) aboveFunc {
	o, ok := s.(interface {
		CardsAbove(dds.Position, dds.Cards, int) (dds.Cards, error)
	})
	if !ok {
		return aboveFrom(solverFunc(ctx, s))
	}
	return func(p dds.Position, want dds.Cards, b int) (dds.Cards, int64, error) {
		if err := ctx.Err(); err != nil {
			return 0, 0, err
		}
		before := nodesOf(s)
		above, err := o.CardsAbove(p, want, b)
		return above, nodesOf(s) - before, err
	}
}

// cardValuesOf is s's CardValuesOf when it has one (the Go solver),
// else CardValues: at least the values of the cards of want. Under play
// rules (st not nil) it is CardValuesUnder, the rules as they stand.
func cardValuesOf(s dds.Solver, p dds.Position, want dds.Cards, st *dds.PlayState) ([]dds.CardValue, error) {
	if st != nil {
		rs, err := dds.AsRuleSolver(s)
		if err != nil {
			return nil, err
		}
		v, _, err := rs.CardValuesUnder(p, *st)
		return v, err
	}
	if o, ok := s.(interface {
		CardValuesOf(dds.Position, dds.Cards) ([]dds.CardValue, error)
	}); ok {
		return o.CardValuesOf(p, want)
	}
	return s.CardValues(p)
}

// nodesOf is the node count of a solver that keeps one (the Go solver),
// else 0.
func nodesOf(s dds.Solver) int64 {
	if n, ok := s.(interface{ Nodes() int64 }); ok {
		return n.Nodes()
	}
	return 0
}

// Play plays each of deals out single dummy: playout k plays deals[k]
// with its own random stream (derived from opts.Seed and k), so playouts
// of the same deal differ where a choice is close. The playouts run on
// opts.Threads workers, each with one solver kept warm from decision to
// decision; the result, in input order, depends only on the seed. A deal
// played VerdictMinPlayouts times or more has its clear decisions of the
// first tricks settled by verdicts (verdict.go): its playouts are first
// played to their first card chosen, and those of a line (that card and
// the play before it) of fewer than VerdictMinLine playouts play on
// without verdicts.
// progress, when not nil, is called from one goroutine after each
// playout with the number finished.
func Play(ctx context.Context, deals []dds.Deal, c dds.Contract, opts Options, progress func(done int)) ([]*Playout, error) {
	if err := checkRun(c, &opts); err != nil {
		return nil, err
	}
	for _, d := range deals {
		if err := d.CheckComplete(); err != nil {
			return nil, err
		}
		if err := checkStart(d, c, &opts); err != nil {
			return nil, err
		}
	}
	threads := opts.Threads
	if threads <= 0 {
		threads = runtime.NumCPU()
	}
	threads = min(threads, len(deals))
	out := make([]*Playout, len(deals))
	pl := newPools()
	times := map[dds.Deal]int{} // playouts of each deal, for verdicts
	for _, d := range deals {
		times[d]++
	}
	// The lines: the playouts of a deal with verdicts first play to
	// their first card chosen (phase 1); then each line's playouts are
	// counted, and those of a line of fewer than VerdictMinLine play on
	// without verdicts (phase 2).
	paused := make([]*game, len(deals))
	lines := map[line]int{}
	var (
		next, next1 atomic.Int64
		done        atomic.Int64
		once        sync.Once
		first       error
		mu          sync.Mutex
		wg          sync.WaitGroup
		phase1      sync.WaitGroup
		counted     sync.Once
	)
	phase1.Add(threads)
	parent := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	fail := func(err error) {
		once.Do(func() { first = err })
		cancel()
	}
	for th := range threads {
		s, err := opts.Solver()
		if err != nil {
			fail(err)
			phase1.Add(th - threads) // the workers never started
			break
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer dds.Close(s)
			dds.StopWith(ctx, s)
			defer dds.StopWith(nil, s) // a solver the factory shares lives on
			w := worker{solve: solverFunc(ctx, s), above: solverAbove(ctx, s), buf: new(scratch)}
			// Phase 1: the playouts with verdicts to their first card chosen.
			in1 := true
			out1 := func() {
				if in1 {
					in1 = false
					phase1.Done()
				}
			}
			defer out1()
			for {
				k := int(next1.Add(1) - 1)
				if k >= len(deals) || ctx.Err() != nil {
					break
				}
				if times[deals[k]] < VerdictMinPlayouts {
					continue
				}
				g, err := startGame(ctx, deals[k], c, &opts, sim.SubSeed(opts.Seed, uint64(k)), w, pl, true)
				if err == nil {
					out[k], err = g.playOn(true)
				}
				if err != nil {
					fail(err)
					return
				}
				if out[k] == nil {
					paused[k] = g
				}
			}
			out1()
			phase1.Wait()
			counted.Do(func() {
				for _, g := range paused {
					if g != nil && g.verdicts {
						lines[g.line()]++
					}
				}
			})
			for {
				k := int(next.Add(1) - 1)
				if k >= len(deals) || ctx.Err() != nil {
					return
				}
				p := out[k]
				var err error
				switch g := paused[k]; {
				case g != nil:
					g.resume(ctx, w)
					g.verdicts = g.verdicts && lines[g.line()] >= VerdictMinLine
					p, err = g.playOn(false)
				case p == nil:
					p, err = play(ctx, deals[k], c, &opts, sim.SubSeed(opts.Seed, uint64(k)), w, pl, times[deals[k]] >= VerdictMinPlayouts)
				}
				if err == nil {
					p.DoubleDummy, err = s.Tricks(deals[k], c.Strain, c.Leader())
				}
				if err != nil {
					fail(err)
					return
				}
				out[k] = p
				n := done.Add(1)
				if progress != nil {
					mu.Lock()
					progress(int(n))
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	if err := parent.Err(); err != nil {
		return nil, err
	}
	if first != nil {
		return nil, first
	}
	return out, nil
}

// checkRun refuses a contract, a solver or a condition no playout can use.
func checkRun(c dds.Contract, opts *Options) error {
	if err := c.Check(); err != nil {
		return err
	}
	if opts.Solver == nil {
		return errors.New("single dummy: no double-dummy solver")
	}
	if opts.Samples < 0 || opts.Samples > MaxSamples {
		return fmt.Errorf("single dummy: samples %d: want 1 to %d", opts.Samples, MaxSamples)
	}
	if opts.Condition != nil && opts.Condition.UsesTricks() {
		return sim.ErrTricksInCondition
	}
	if len(opts.Start) >= 52 {
		return fmt.Errorf("single dummy: the play given (%d cards) leaves nothing to play", len(opts.Start))
	}
	if opts.Choice != nil && len(opts.Rules) == 0 {
		return errors.New("single dummy: declarer's option taken without play rules")
	}
	for _, r := range opts.Rules {
		if r.Seat.Side() == c.Declarer.Side() {
			return fmt.Errorf("single dummy: rule %q restricts %s, of the declaring side", r, r.Seat.Name())
		}
	}
	return nil
}

// checkStart refuses a deal on which opts.Start and opts.LeadOutOfTurn
// are not a legal play, or the rules cannot be in force where the players
// take over, or declarer's option is not one of those due there.
func checkStart(d dds.Deal, c dds.Contract, opts *Options) error {
	if len(opts.Start) == 0 && opts.LeadOutOfTurn == nil && len(opts.Rules) == 0 {
		return nil
	}
	p, err := dds.Replay(d, c.Strain, c.Leader(), opts.Start)
	if err != nil {
		return fmt.Errorf("single dummy: the play given: %v", err)
	}
	if l := opts.LeadOutOfTurn; l != nil {
		if len(p.Trick) != 0 {
			return fmt.Errorf("single dummy: a lead out of turn, %s's %s, in the middle of a trick", l.Seat.Name(), l.Card.Pretty())
		}
		p.Leader = l.Seat
		if err := p.Play(l.Card); err != nil {
			return fmt.Errorf("single dummy: the lead out of turn: %v", err)
		}
	}
	if p.Hands.Known() == 0 {
		return errors.New("single dummy: the play given and the lead out of turn leave nothing to play")
	}
	if len(opts.Rules) == 0 {
		return nil
	}
	st, err := dds.NewPlayState(opts.Rules, &p)
	if err != nil {
		return fmt.Errorf("single dummy: %v", err)
	}
	if o := opts.Choice; o != nil {
		for _, due := range st.Options(&p, nil) {
			if due == *o {
				return nil
			}
		}
		return fmt.Errorf("single dummy: declarer's option %q is not his to take where the play starts", o.Words())
	}
	return nil
}

// line is a line of play: a deal and the cards played to its first
// card chosen.
type line struct {
	deal  dds.Deal
	cards string
}

// line is the game's line: its deal and the cards played so far.
func (g *game) line() line {
	b := make([]byte, len(g.played))
	for i, p := range g.played {
		b[i] = byte(p.Card)
	}
	return line{g.deal, string(b)}
}

// playOne plays one deal out and solves its double-dummy total.
func playOne(ctx context.Context, s dds.Solver, d dds.Deal, c dds.Contract, opts *Options, seed uint64, w worker, pl *pools, verdicts bool) (*Playout, error) {
	p, err := play(ctx, d, c, opts, seed, w, pl, verdicts)
	if err != nil {
		return nil, err
	}
	p.DoubleDummy, err = s.Tricks(d, c.Strain, c.Leader())
	if err != nil {
		return nil, err
	}
	return p, nil
}

// PlayOne plays one deal out single dummy, spreading the layouts of each
// decision over opts.Threads workers (the form for a single record, as
// `ruling play` prints). It gives the same play as Play does for deal 0
// of a batch with the same seed that plays that deal fewer than
// VerdictMinPlayouts times (verdicts serve runs of many playouts of one
// deal).
func PlayOne(ctx context.Context, d dds.Deal, c dds.Contract, opts Options) (*Playout, error) {
	if err := checkRun(c, &opts); err != nil {
		return nil, err
	}
	if err := checkStart(d, c, &opts); err != nil {
		return nil, err
	}
	t, err := newTeam(ctx, opts.Solver, opts.Threads)
	if err != nil {
		return nil, err
	}
	defer t.close()
	return playOne(ctx, t.solvers[0], d, c, &opts, sim.SubSeed(opts.Seed, 0), worker{solve: t.solve}, newPools(), false)
}

// team is a fixed set of warm solvers sharing the positions of each
// decision; its solving stops between two positions once ctx is
// cancelled.
type team struct {
	ctx     context.Context
	solvers []dds.Solver
}

func newTeam(ctx context.Context, f dds.Factory, threads int) (*team, error) {
	if threads <= 0 {
		threads = runtime.NumCPU()
	}
	t := &team{ctx: ctx}
	for range threads {
		s, err := f()
		if err != nil {
			t.close()
			return nil, err
		}
		dds.StopWith(ctx, s)
		t.solvers = append(t.solvers, s)
		if _, ok := s.(valuesBatcher); ok {
			break // libdds spreads a batch over its own threads
		}
	}
	return t, nil
}

func (t *team) close() {
	for _, s := range t.solvers {
		dds.StopWith(nil, s) // a solver the factory shares lives on
		dds.Close(s)
	}
}

// solve solves the positions on the team, results in input order.
func (t *team) solve(ps []dds.Position, want dds.Cards, st *dds.PlayState) ([][]dds.CardValue, int64, error) {
	if len(t.solvers) == 1 {
		return solverFunc(t.ctx, t.solvers[0])(ps, want, st)
	}
	out := make([][]dds.CardValue, len(ps))
	var (
		next  atomic.Int64
		once  sync.Once
		first error
		wg    sync.WaitGroup
		nodes atomic.Int64
	)
	for _, s := range t.solvers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			before := nodesOf(s)
			defer func() { nodes.Add(nodesOf(s) - before) }()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(ps) {
					return
				}
				err := t.ctx.Err()
				var v []dds.CardValue
				if err == nil {
					v, err = cardValuesOf(s, ps[i], want, st)
				}
				if err != nil {
					once.Do(func() { first = err })
					next.Store(int64(len(ps)))
					return
				}
				out[i] = v
			}
		}()
	}
	wg.Wait()
	return out, nodes.Load(), first
}

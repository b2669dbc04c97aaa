// playoptions.go: the options after a play irregularity (weighting.Irregularity's, Laws 50, 53–57), each valued double dummy — the evidence for explaining them to the non-offending side and, later, for an adjustment.

package engine

import (
	"context"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/sim/singledummy"
	"github.com/ruling-bridge/ruling/weighting"
)

// OptionsReport is an irregularity's options, each with declarer's
// double-dummy tricks, the best for the non-offending side marked, and
// when asked its single-dummy tricks.
type OptionsReport struct {
	Irregularity weighting.Irregularity
	// Before is declarer's tricks (in all) had the irregularity not
	// happened: the position before it, double dummy, without rules.
	Before  int
	Options []OptionValue
	Solver  string
	// SingleDummy is the playouts of each option (0: none), the layouts
	// each decision solved and the seed.
	SingleDummy, Layouts int
	Seed                 uint64
}

// OptionValue is one option with declarer's tricks in all (those won
// before it included), double dummy; for an option decided by declarer's
// options at once (Sub), the best of them for him. Best marks the best
// option for the non-offending side among its siblings (the first of
// equals). SingleDummy is the option played out single dummy (nil when
// not asked): for an option with Sub, declarer takes his option from
// his own view; Taken counts the playouts in which he took each of
// Sub's (in Sub's order).
type OptionValue struct {
	Option      weighting.PlayOption
	Tricks      int
	Sub         []OptionValue
	Best        bool
	SingleDummy *SingleDummyTricks
	Taken       []int
}

// OptionsRun is how PlayOptions values the options: the double-dummy
// solver (it must take play rules: the Go solver) and its name for the
// report; SingleDummy playouts of each option (0 for none), Layouts a
// decision (0: singledummy.DefaultSamples), the Seed and the workers.
type OptionsRun struct {
	Solver      dds.Factory
	SolverName  string
	SingleDummy int
	Layouts     int
	Seed        uint64
	Threads     int
}

// Contract is the contract the option's play is in (declarer changes
// under Law 54A).
func (o *OptionValue) Contract(c dds.Contract) dds.Contract {
	c.Declarer = o.Option.Declarer
	return c
}

// PlayOptions values the irregularity's options as run says: double
// dummy, and single dummy when asked (each option's playouts seeded by
// the seed and the option's place in the report, so the same seed gives
// the same report with any number of workers).
func PlayOptions(ctx context.Context, ir weighting.Irregularity, run OptionsRun) (*OptionsReport, error) {
	opts, err := ir.PlayOptions()
	if err != nil {
		return nil, err
	}
	if run.SingleDummy < 0 || run.SingleDummy > MaxPlayouts {
		return nil, fmt.Errorf("single dummy: %d playouts, want 0 to %d", run.SingleDummy, MaxPlayouts)
	}
	if run.Solver == nil {
		return nil, fmt.Errorf("ruling options: no double-dummy solver")
	}
	s, err := run.Solver()
	if err != nil {
		return nil, err
	}
	defer dds.Close(s)
	rs, err := dds.AsRuleSolver(s)
	if err != nil {
		return nil, err
	}
	rep := &OptionsReport{Irregularity: ir, Solver: run.SolverName, SingleDummy: run.SingleDummy, Seed: run.Seed}
	p, err := dds.Replay(ir.Deal, ir.Contract.Strain, ir.Contract.Leader(), ir.Played)
	if err != nil {
		return nil, err
	}
	decl := ir.Contract.Declarer.Side()
	won := wonBy(ir, decl)
	v, err := rs.ValueUnder(p, dds.PlayState{}, decl)
	if err != nil {
		return nil, err
	}
	rep.Before = won + v
	nos := ir.NonOffending()
	if rep.Options, err = valueOptions(ctx, rs, opts, decl, won, nos == decl); err != nil || run.SingleDummy == 0 {
		return rep, err
	}
	rep.Layouts = run.Layouts
	if rep.Layouts == 0 {
		rep.Layouts = singledummy.DefaultSamples
	}
	n := 0
	return rep, playOptions(ctx, ir, run, rep.Options, &n)
}

// playOptions plays each of opts out run.SingleDummy times single
// dummy, the n-th option of the report (counted depth first) with its
// own seed.
func playOptions(ctx context.Context, ir weighting.Irregularity, run OptionsRun, opts []OptionValue, n *int) error {
	for i := range opts {
		o := &opts[i]
		seed := sim.SubSeed(run.Seed, uint64(*n))
		*n++
		so := singledummy.Options{Samples: run.Layouts, Seed: seed, Solver: run.Solver, Threads: run.Threads, Start: ir.Played, Rules: o.Option.Rules, Choice: o.Option.Choice}
		if o.Option.Accepted {
			so.LeadOutOfTurn = &singledummy.Played{Seat: ir.Offender, Card: ir.Card}
		}
		if q := o.Option.Partner57; q != nil {
			so.First = q.Allowed
		}
		deals := make([]dds.Deal, run.SingleDummy)
		for j := range deals {
			deals[j] = ir.Deal
		}
		ps, err := singledummy.Play(ctx, deals, o.Contract(ir.Contract), so, nil)
		if err != nil {
			return fmt.Errorf("single dummy, Law %s: %v", o.Option.Law, err)
		}
		o.SingleDummy = playoutTricks(ps, run.Layouts, seed)
		if len(o.Sub) > 0 {
			o.Taken = make([]int, len(o.Sub))
			for _, p := range ps {
				if len(p.Options) == 0 || p.Options[0].Before != len(ir.Played) {
					continue
				}
				for j, x := range o.Sub {
					if x.Option.Choice != nil && *x.Option.Choice == p.Options[0].Taken {
						o.Taken[j]++
					}
				}
			}
			if err := playOptions(ctx, ir, run, o.Sub, n); err != nil {
				return err
			}
		}
	}
	return nil
}

// wonBy is the tricks side won in the completed tricks before the
// irregularity.
func wonBy(ir weighting.Irregularity, side dds.Side) int {
	tricks, err := dds.PlayTricks(ir.Deal, ir.Contract.Strain, ir.Contract.Leader(), ir.Played)
	if err != nil {
		return 0
	}
	n := 0
	for _, t := range tricks {
		if len(t.Cards) == 4 && t.Winner.Side() == side {
			n++
		}
	}
	return n
}

// valueOptions values options (declarer's side decl, won tricks already
// theirs); declMax: the non-offending side is declarer's.
func valueOptions(ctx context.Context, rs dds.RuleSolver, opts []weighting.PlayOption, decl dds.Side, won int, declMax bool) ([]OptionValue, error) {
	out := make([]OptionValue, len(opts))
	best := -1
	for i, o := range opts {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		ov := OptionValue{Option: o}
		if len(o.Sub) > 0 {
			sub, err := valueOptions(ctx, rs, o.Sub, decl, won, true) // declarer chooses
			if err != nil {
				return nil, err
			}
			ov.Sub = sub
			for _, x := range sub {
				if x.Best {
					ov.Tricks = x.Tricks
				}
			}
		} else {
			v, err := optionTricks(rs, o, decl)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", o.Law, err)
			}
			ov.Tricks = won + v
		}
		out[i] = ov
		if best < 0 || (declMax && ov.Tricks > out[best].Tricks) || (!declMax && ov.Tricks < out[best].Tricks) {
			best = i
		}
	}
	if best >= 0 {
		out[best].Best = true
	}
	return out, nil
}

// optionTricks is declarer's side's tricks from the option's start, of
// those not yet complete.
func optionTricks(rs dds.RuleSolver, o weighting.PlayOption, decl dds.Side) (int, error) {
	st, err := o.State()
	if err != nil {
		return 0, err
	}
	p := o.Start
	if o.Partner57 == nil {
		return rs.ValueUnder(p, st, decl)
	}
	// Law 57A: the offender's partner plays one of the cards the option
	// allows (his side's choice), then the play goes on under the rules.
	best := -1
	allowed := o.Partner57.Allowed(&p)
	for _, c := range allowed.List() {
		q := p
		q.Trick = append(make([]dds.Card, 0, 4), p.Trick...)
		s2 := st
		if err := s2.PlayCard(&q, c); err != nil {
			continue // barred by the penalty card's rules: not his card
		}
		v := 0
		if len(q.Trick) == 0 && q.Leader.Side() == decl {
			v = 1
		}
		if q.Hands.Known() != 0 {
			w, err := rs.ValueUnder(q, s2, decl)
			if err != nil {
				return 0, err
			}
			v += w
		}
		if best < 0 || v < best {
			best = v
		}
	}
	if best < 0 {
		return 0, fmt.Errorf("no card to play")
	}
	return best, nil
}

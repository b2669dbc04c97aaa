// playoptions.go: the options after a play irregularity (weighting.Irregularity's, Laws 50, 53–57), each valued double dummy — the evidence for explaining them to the non-offending side and, later, for an adjustment.

package engine

import (
	"context"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// OptionsReport is an irregularity's options, each with declarer's
// double-dummy tricks, the best for the non-offending side marked.
type OptionsReport struct {
	Irregularity weighting.Irregularity
	// Before is declarer's tricks (in all) had the irregularity not
	// happened: the position before it, double dummy, without rules.
	Before  int
	Options []OptionValue
	Solver  string
}

// OptionValue is one option with declarer's tricks in all (those won
// before it included), double dummy; for an option decided by declarer's
// options at once (Sub), the best of them for him. Best marks the best
// option for the non-offending side among its siblings (the first of
// equals).
type OptionValue struct {
	Option weighting.PlayOption
	Tricks int
	Sub    []OptionValue
	Best   bool
}

// Contract is the contract the option's play is in (declarer changes
// under Law 54A).
func (o *OptionValue) Contract(c dds.Contract) dds.Contract {
	c.Declarer = o.Option.Declarer
	return c
}

// PlayOptions values the irregularity's options with a solver of f
// (which must take play rules: the Go solver).
func PlayOptions(ctx context.Context, ir weighting.Irregularity, f dds.Factory, solverName string) (*OptionsReport, error) {
	opts, err := ir.PlayOptions()
	if err != nil {
		return nil, err
	}
	s, err := f()
	if err != nil {
		return nil, err
	}
	rs, err := dds.AsRuleSolver(s)
	if err != nil {
		return nil, err
	}
	rep := &OptionsReport{Irregularity: ir, Solver: solverName}
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
	rep.Options, err = valueOptions(ctx, rs, opts, decl, won, nos == decl)
	return rep, err
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

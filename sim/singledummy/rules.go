// rules.go: single-dummy play under the Laws' play rules — the rules known to all, declarer's options taken from his view.

package singledummy

import (
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// rulesNow is the rules in force for the solver (nil without rules).
func (g *game) rulesNow() *dds.PlayState {
	if !g.ruled {
		return nil
	}
	st := g.st
	return &st
}

// penaltyCards is every penalty card on the table.
func (g *game) penaltyCards() dds.Cards {
	var pen dds.Cards
	for _, x := range dds.Seats {
		pen |= g.st.PenaltyCards(x)
	}
	return pen
}

// optionSeed sets a decision's stream of option layouts apart from its
// card's.
const optionSeed = 0x6f7074696f6e73

// decideOption takes declarer's options due before card k: on layouts
// of his view, each option is worth declarer's mean tricks when the
// leader then makes his best lead and both sides play double dummy
// (under the rules); he takes the best, the first of equals. A second
// set of options due at once (a 26B choice, then 50D2's) is taken the
// same way.
func (g *game) decideOption(k int, opts []dds.Option) error {
	for len(opts) > 0 {
		decl := g.c.Declarer
		seed := sim.SubSeed(g.seed^optionSeed, uint64(k))
		layouts, _, _, err := g.layouts(decl, g.opts.samples(), seed)
		if err != nil {
			return err
		}
		ps := make([]dds.Position, len(layouts))
		for i, d := range layouts {
			ps[i] = g.position(d)
		}
		left := g.pos.TricksLeft()
		step := OptionStep{Before: k, Options: opts, Layouts: len(layouts)}
		best := -1
		for j, o := range opts {
			s2 := g.st
			s2.Choose(o)
			values, nodes, err := g.solve(ps, ^dds.Cards(0), &s2)
			if err != nil {
				return err
			}
			g.out.Solved += len(ps)
			g.out.Nodes += nodes
			sum := 0
			for _, vs := range values {
				low := left
				for _, v := range vs {
					low = min(low, v.Tricks)
				}
				sum += g.won + left - low // the leader's side takes low at best
			}
			mean := float64(sum) / float64(len(values))
			step.Tricks = append(step.Tricks, mean)
			if best < 0 || mean > step.Tricks[best] {
				best = j
			}
		}
		step.Taken = opts[best]
		g.st.Choose(opts[best])
		g.out.Options = append(g.out.Options, step)
		opts = g.st.Options(&g.pos, nil)
	}
	return nil
}

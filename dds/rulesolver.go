// rulesolver.go: RuleSolver — a solver that solves under play rules (the Go solver; libdds cannot) — and a Solver that applies a fixed set of rules to every deal or position it is given.

package dds

import (
	"errors"
	"fmt"
	"strings"
)

// RuleSolver is a Solver that also solves under the Laws' play rules:
// the pure-Go solver. libdds cannot (ErrNoRules).
type RuleSolver interface {
	Solver
	// ValueUnder is the tricks, of those not yet complete, that side
	// takes from p with best play under the rules of st.
	ValueUnder(p Position, st PlayState, side Side) (int, error)
	// CardValuesUnder gives each card the rules let the player on turn
	// play, with the tricks his side takes after it. When declarer has
	// options before that card (Options), it also gives each option with
	// the tricks of the side on turn after it, and the cards are those of
	// the option declarer takes (the fewest tricks for the side on turn;
	// the first of equals).
	CardValuesUnder(p Position, st PlayState) ([]CardValue, []OptionValue, error)
	// TableUnder is the deal's table with the rules in force from the
	// opening lead in the cells where the rules' seats defend (the others
	// as without rules).
	TableUnder(d Deal, rules []PlayRule) (Table, error)
}

// OptionValue is one of declarer's options with the tricks the side on
// turn (the defender to lead) takes after it.
type OptionValue struct {
	Option Option
	Tricks int
}

// ErrNoRules is the error of a solver that cannot take play rules.
var ErrNoRules = errors.New("the libdds solver cannot solve under play rules (lead restrictions, penalty cards): use the Go solver")

// AsRuleSolver is s as a RuleSolver, or ErrNoRules.
func AsRuleSolver(s Solver) (RuleSolver, error) {
	if rs, ok := s.(RuleSolver); ok {
		return rs, nil
	}
	return nil, ErrNoRules
}

// OptionsSolver is a Solver whose card values may come with declarer's
// options (a Stream fills Solved.Options from it).
type OptionsSolver interface {
	CardValuesOptions(p Position) ([]CardValue, []OptionValue, error)
}

// RuledFactory makes the solvers of f apply rules to every deal and
// position: a table is TableUnder's, a position's card values are those
// the rules allow from the position on (the rules counted from it: a
// seat's next turn to lead is its first lead from there). Each penalty
// card must be in its holder's hand in every deal or position. A solver
// that cannot take rules gives ErrNoRules.
func RuledFactory(f Factory, rules []PlayRule) Factory {
	return func() (Solver, error) {
		s, err := f()
		if err != nil {
			return nil, err
		}
		rs, err := AsRuleSolver(s)
		if err != nil {
			return nil, err
		}
		return ruledSolver{rs, rules}, nil
	}
}

// ruledSolver is a RuleSolver with its rules fixed.
type ruledSolver struct {
	RuleSolver
	rules []PlayRule
}

func (r ruledSolver) Table(d Deal) (Table, error) { return r.TableUnder(d, r.rules) }

func (r ruledSolver) Tricks(d Deal, t Strain, leader Seat) (int, error) {
	p := Position{Hands: d, Trump: t, Leader: leader}
	st, err := NewPlayState(r.rules, &p)
	if err != nil {
		return 0, err
	}
	if st.Declarer() == leader.Side() {
		return 0, fmt.Errorf("the rules restrict %s, the declaring side", leader.RHO().Side())
	}
	v, err := r.ValueUnder(p, st, leader.Side())
	return d[leader].Len() - v, err
}

func (r ruledSolver) CardValues(p Position) ([]CardValue, error) {
	v, _, err := r.CardValuesOptions(p)
	return v, err
}

func (r ruledSolver) CardValuesOptions(p Position) ([]CardValue, []OptionValue, error) {
	st, err := NewPlayState(r.rules, &p)
	if err != nil {
		return nil, nil, err
	}
	return r.CardValuesUnder(p, st)
}

// Trace is the declaring side's total under the rules before the play
// and after each card. Where declarer has options before a card, the
// option taken is his best among those the card is legal under.
func (r ruledSolver) Trace(d Deal, t Strain, leader Seat, play []Card) ([]int, error) {
	p := Position{Hands: d, Trump: t, Leader: leader, Trick: make([]Card, 0, 4)}
	if err := p.Check(); err != nil {
		return nil, err
	}
	st, err := NewPlayState(r.rules, &p)
	if err != nil {
		return nil, err
	}
	side := leader.RHO().Side()
	if len(r.rules) > 0 && st.Declarer() != side {
		return nil, fmt.Errorf("the rules restrict %s, the declaring side", side)
	}
	out := make([]int, 0, len(play)+1)
	won := 0
	for k := 0; ; k++ {
		v := 0
		if p.Hands.Known() != 0 {
			if v, err = r.ValueUnder(p, st, side); err != nil {
				return nil, err
			}
		}
		out = append(out, won+v)
		if k == len(play) {
			return out, nil
		}
		if opts := st.Options(&p, nil); len(opts) > 0 {
			best, bestV := -1, -1
			for j, o := range opts {
				s2 := st
				s2.Choose(o)
				if legal, _ := s2.Legal(&p); !legal.Has(play[k]) {
					continue
				}
				w, err := r.ValueUnder(p, s2, side)
				if err != nil {
					return nil, err
				}
				if w > bestV {
					best, bestV = j, w
				}
			}
			if best < 0 {
				return nil, fmt.Errorf("card %d of the play: no option of declarer's allows %s", k+1, play[k].Pretty())
			}
			st.Choose(opts[best])
		}
		full := len(p.Trick) == 3
		if err := st.PlayCard(&p, play[k]); err != nil {
			return nil, fmt.Errorf("card %d of the play: %v", k+1, err)
		}
		if full && p.Leader.Side() == side {
			won++
		}
	}
}

// FormatOptionValues writes options in the sixth field of a position's
// line: "require-D:4 prohibit-D:3 neither:3", the tricks the side on turn
// takes after each.
func FormatOptionValues(opts []OptionValue) string {
	var b strings.Builder
	for i, o := range opts {
		if i > 0 {
			b.WriteByte(' ')
		}
		switch o.Option.Kind {
		case Require:
			b.WriteString("require-" + o.Option.Suits.String())
		case Prohibit:
			b.WriteString("prohibit-" + o.Option.Suits.String())
		default:
			b.WriteString("neither")
		}
		fmt.Fprintf(&b, ":%d", o.Tricks)
	}
	return b.String()
}

// Close closes the solver the rules wrap, when it has a Close (a remote
// solver frees its server's solver; the pool closes every worker's).
func (r ruledSolver) Close() error {
	return Close(r.RuleSolver)
}

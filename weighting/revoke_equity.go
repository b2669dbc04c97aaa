// revoke_equity.go: Law 64C — the position just before the revoke solved with correct play, against the result after the transfer — and the Law 62D replay of a revoke on trick 12.

package weighting

import (
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

// RevokeEquity is the Law 64C check of a board with an established revoke:
// the position just before the first established revoke, solved double
// dummy with the revoker following suit, against the result after the
// Law 64A transfers.
type RevokeEquity struct {
	Revoke int          // the revoke's index in RevokeRuling.Revokes
	Before dds.Position // the position just before the revoke card
	// WonBefore is declarer's side's tricks in the tricks completed
	// before the revoke trick.
	WonBefore int
	// Cards are the revoker's legal cards, each with declarer's tricks in
	// all when it is played and both sides then play double dummy.
	Cards []dds.CardValue
	// Tricks is declarer's tricks in all with correct play from the
	// position (the revoker's best legal card).
	Tricks int
	// Short: the non-offending side would have done better without the
	// revoke than the transfer leaves it (or, both sides having revoked,
	// the result without the revokes differs from the table's): the
	// transfer does not restore equity, and Adjusted is the result the
	// Director assigns under Law 64C.
	Short    bool
	Adjusted Result
}

// Trick12Correction is the Law 62D replay of a revoke on trick 12: the
// position just before it, the revoker following suit, and declarer's
// tricks in all when tricks 12 and 13 are played double dummy from there.
type Trick12Correction struct {
	Revoke int // the revoke's index in RevokeRuling.Revokes
	Before dds.Position
	Tricks int
}

// Solve runs the Law 64C check with solver s (and the Law 62D replay of
// a revoke on trick 12). Without an established revoke there is no 64C
// check and Equity stays nil.
func (r *RevokeRuling) Solve(s dds.Solver) error {
	for i, rv := range r.Revokes {
		if rv.Trick != 12 {
			continue
		}
		p, won, err := r.before(rv)
		if err != nil {
			return err
		}
		vals, err := s.CardValues(p)
		if err != nil {
			return fmt.Errorf("Law 62D: the position before the revoke on trick 12: %v", err)
		}
		_, best := r.totals(p, won, vals)
		r.Corrected = &Trick12Correction{Revoke: i, Before: p, Tricks: best}
		if r.Known {
			// The transfers of earlier revokes stand; the last two tricks are replayed.
			r.After = best + (r.After - r.Recorded)
		}
	}
	first := -1
	for i, rv := range r.Revokes {
		if rv.Established {
			first = i
			break
		}
	}
	if first < 0 {
		return nil
	}
	rv := r.Revokes[first]
	p, won, err := r.before(rv)
	if err != nil {
		return err
	}
	vals, err := s.CardValues(p)
	if err != nil {
		return fmt.Errorf("Law 64C: the position before the revoke on trick %d: %v", rv.Trick, err)
	}
	cards, best := r.totals(p, won, vals)
	e := &RevokeEquity{Revoke: first, Before: p, WonBefore: won, Cards: cards, Tricks: best}
	c := r.Play.Contract
	if r.Known {
		nos := rv.Offender().Other()
		better := best > r.After // for declarer's side
		if nos != c.Declarer.Side() {
			better = best < r.After
		}
		e.Short = better || r.BothSides && best != r.After
		if e.Short {
			e.Adjusted = Result{Kind: Played, Contract: c, Tricks: best}
		}
	}
	r.Equity = e
	return nil
}

// before is the position just before rv's card, from the tricks as
// played, and declarer's side's tricks completed before it.
func (r *RevokeRuling) before(rv Revoke) (dds.Position, int, error) {
	c := r.Play.Contract
	t := r.Tricks[rv.Trick-1]
	p := dds.Position{Hands: r.Play.Deal, Trump: c.Strain, Leader: t.Leader,
		Trick: append(make([]dds.Card, 0, 4), t.Cards[:rv.Index%4]...)}
	for _, card := range r.Play.Play[:rv.Index] {
		s, _ := r.Play.Deal.Holder(card)
		p.Hands[s] = p.Hands[s].Without(card)
	}
	won := 0
	for _, done := range r.Tricks[:rv.Trick-1] {
		if done.Winner.Side() == c.Declarer.Side() {
			won++
		}
	}
	if err := p.Check(); err != nil {
		return p, 0, fmt.Errorf("the position before the revoke on trick %d: %v", rv.Trick, err)
	}
	return p, won, nil
}

// totals turns the card values of position p (for the side on turn, of
// the tricks left) into declarer's tricks in all, and gives the total
// after the best card for the side on turn.
func (r *RevokeRuling) totals(p dds.Position, won int, vals []dds.CardValue) ([]dds.CardValue, int) {
	declOnTurn := p.OnTurn().Side() == r.Play.Contract.Declarer.Side()
	left := p.TricksLeft()
	out := make([]dds.CardValue, len(vals))
	best := -1
	for i, v := range vals {
		t := won + v.Tricks
		if !declOnTurn {
			t = won + left - v.Tricks
		}
		out[i] = dds.CardValue{Card: v.Card, Tricks: t}
		if best < 0 || declOnTurn && t > best || !declOnTurn && t < best {
			best = t
		}
	}
	return out, best
}

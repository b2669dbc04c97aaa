// player.go: the single-dummy player — at each card, layouts dealt from the chooser's view, each solved for every legal card, the best average played.

package singledummy

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// Tuning of the player.
const (
	// DefaultSamples is the number of layouts solved for each decision
	// unless told otherwise (chosen by measurement: see README,
	// "Single-dummy play").
	DefaultSamples = 16
	// MaxSamples bounds Options.Samples: each decision solves that many
	// layouts.
	MaxSamples = 1000
	// DefaultMaxTries bounds the layouts dealt for one decision in search
	// of Samples that meet the condition.
	DefaultMaxTries = 200_000
)

// Aim is what a player maximises when he chooses a card.
type Aim uint8

const (
	// AimTricks plays the card with the best average number of tricks for
	// the chooser's side; ties go to the card that makes (or, for a
	// defender, beats) the contract on more layouts.
	AimTricks Aim = iota
	// AimContract plays the card that makes (or beats) the contract on
	// the most layouts; ties go to the better trick average.
	AimContract
)

// ParseAim reads an aim by its name: tricks (AimTricks) or contract
// (AimContract).
func ParseAim(name string) (Aim, error) {
	switch name {
	case "tricks":
		return AimTricks, nil
	case "contract":
		return AimContract, nil
	}
	return 0, errors.New("use tricks or contract")
}

// Contract is what is played: level, strain and declarer.
type Contract struct {
	Level    int // 1-7
	Strain   dds.Strain
	Declarer dds.Seat
}

// Need is the number of tricks declarer needs.
func (c Contract) Need() int { return c.Level + 6 }

// Leader is the opening leader, declarer's left-hand opponent.
func (c Contract) Leader() dds.Seat { return c.Declarer.LHO() }

// Dummy is declarer's partner.
func (c Contract) Dummy() dds.Seat { return c.Declarer.Partner() }

func (c Contract) check() error {
	if c.Level < 1 || c.Level > 7 {
		return fmt.Errorf("contract level %d: want 1 to 7", c.Level)
	}
	if c.Strain > dds.NoTrump || c.Declarer > dds.West {
		return errors.New("contract: strain or declarer out of range")
	}
	return nil
}

// Options set up the player.
type Options struct {
	// Samples is the number of layouts solved per decision; 0 means
	// DefaultSamples.
	Samples int
	// MaxTries bounds the layouts dealt per decision; 0 means
	// DefaultMaxTries.
	MaxTries int
	// Condition is the auction's condition on the deal as dealt (what
	// each seat's calls showed), in the dealer language; nil means none.
	// Every layout a player draws meets it; when none of MaxTries does
	// (the actual deal itself may not), the decision is made on layouts
	// that meet only the facts of the play, and Step.Dropped says so.
	Condition *sim.Condition
	Aim       Aim
	// Seed makes the play reproducible.
	Seed uint64
	// Solver makes each worker's double-dummy solver; Threads is the
	// number of workers (0: one per CPU).
	Solver  dds.Factory
	Threads int
	// OnLayout, when not nil, sees every layout a decision solves, with
	// the chooser and the play so far (for tests and diagnostics). It is
	// called from the worker's goroutine.
	OnLayout func(chooser dds.Seat, played []Played, layout dds.Deal)
}

func (o *Options) samples() int {
	if o.Samples > 0 {
		return o.Samples
	}
	return DefaultSamples
}

func (o *Options) maxTries() int {
	if o.MaxTries > 0 {
		return o.MaxTries
	}
	return DefaultMaxTries
}

// Played is one card of the play and its player.
type Played struct {
	Seat dds.Seat
	Card dds.Card
}

// Choice is one card a player considered, with what it was worth over the
// layouts he solved.
type Choice struct {
	Card dds.Card
	// Tricks is declarer's mean total of tricks, over the layouts, when
	// this card is played and both sides then play double dummy.
	Tricks float64
	// Makes is the share of layouts on which declarer then makes the
	// contract.
	Makes float64
}

// Step is one card of a playout and how it was chosen.
type Step struct {
	Played
	// Chooser is the seat that chose the card: declarer for dummy.
	Chooser dds.Seat
	// Forced is true when every legal card was equivalent (a single
	// card, or touching cards): nothing was solved.
	Forced bool
	// Layouts is the number of layouts solved; Tries the number dealt to
	// find them.
	Layouts, Tries int
	// Dropped is true when no layout met the condition and the decision
	// was made on layouts that meet only the facts of the play.
	Dropped bool
	// Choices are the cards considered, one per set of equivalent cards,
	// best first; Choices[0] is the one played (nil when Forced).
	Choices []Choice
}

// Playout is one deal played out single dummy.
type Playout struct {
	Deal     dds.Deal
	Contract Contract
	Steps    []Step // the 52 cards in order
	// Tricks is the number of tricks declarer took.
	Tricks int
	// DoubleDummy is declarer's double-dummy total on the same deal (best
	// opening lead and best play by both sides).
	DoubleDummy int
	// Layouts is the number of layouts solved in the whole playout.
	Layouts int
}

// Made reports whether declarer made the contract.
func (p *Playout) Made() bool { return p.Tricks >= p.Contract.Need() }

// game is the state of one playout.
type game struct {
	deal    dds.Deal
	c       Contract
	opts    *Options
	pos     dds.Position
	played  []Played
	removed dds.Cards      // cards of completed tricks
	lengths [4][4]int      // -1, or the seat's length in the suit once it showed out
	byseat  dds.Deal       // cards each seat has played
	won     int            // tricks declarer's side has taken
	seed    uint64         // the playout's stream
	cond    *sim.Condition // nil: none
	solve   solveFunc      // solves a decision's positions
	pools   *pools         // the run's shared situations; nil for none
	out     *Playout
}

// solveFunc solves positions for the values of their legal cards,
// results in input order.
type solveFunc func(ps []dds.Position) ([][]dds.CardValue, error)

// play plays deal d out from the opening lead, each card chosen single
// dummy; seed is the playout's own stream.
func play(ctx context.Context, d dds.Deal, c Contract, opts *Options, seed uint64, solve solveFunc, pl *pools) (*Playout, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	if err := d.CheckComplete(); err != nil {
		return nil, fmt.Errorf("deal: %v", err)
	}
	g := &game{deal: d, c: c, opts: opts, seed: seed, cond: opts.Condition, solve: solve, pools: pl,
		lengths: sim.NoLengths(), out: &Playout{Deal: d, Contract: c}}
	g.pos = dds.Position{Hands: d, Trump: c.Strain, Leader: c.Leader(), Trick: make([]dds.Card, 0, 4)}
	for k := 0; k < 52; k++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		st, err := g.decide(k)
		if err != nil {
			return nil, err
		}
		g.out.Layouts += st.Layouts
		g.record(st.Card)
		g.out.Steps = append(g.out.Steps, st)
	}
	g.out.Tricks = g.won
	return g.out, nil
}

// record plays c for the seat on turn and updates what everyone has seen.
func (g *game) record(c dds.Card) {
	s := g.pos.OnTurn()
	if len(g.pos.Trick) > 0 {
		if led := g.pos.Trick[0].Suit(); c.Suit() != led {
			g.lengths[s][led] = g.byseat[s].SuitLen(led)
		}
	}
	g.byseat[s] = g.byseat[s].With(c)
	g.played = append(g.played, Played{Seat: s, Card: c})
	full := len(g.pos.Trick) == 3
	trick := append([]dds.Card(nil), g.pos.Trick...)
	if err := g.pos.Play(c); err != nil {
		panic("singledummy: an illegal card was chosen: " + err.Error()) // decide only picks legal cards
	}
	if full {
		for _, t := range append(trick, c) {
			g.removed = g.removed.With(t)
		}
		if g.pos.Leader.Side() == g.c.Declarer.Side() {
			g.won++
		}
	}
}

// chooser is the seat that decides the card of seat s.
func (g *game) chooser(s dds.Seat) dds.Seat {
	if s == g.c.Dummy() {
		return g.c.Declarer
	}
	return s
}

// classes groups the legal cards into sets the chooser knows to be
// equivalent: cards of one suit with nothing between them but cards of the
// same hand or cards of completed tricks. Each class is given by its
// lowest card, the one played when the class is chosen.
func (g *game) classes(legal dds.Cards) []dds.Card {
	hand := g.pos.Hands[g.pos.OnTurn()]
	gone := g.removed | hand
	var out []dds.Card
	for x := legal; x != 0; {
		c := x.Lowest()
		x = x.Without(c)
		// Extend upwards through equivalent cards.
		for r := c.Rank() + 1; r <= dds.Ace; r++ {
			n := dds.NewCard(c.Suit(), r)
			if !gone.Has(n) {
				break
			}
			x = x.Without(n)
		}
		out = append(out, c)
	}
	return out
}

// facts is what the chooser has seen: his hand as dealt, dummy's once the
// lead is made, every card played at its seat, and the show-outs.
func (g *game) facts(chooser dds.Seat) sim.Facts {
	f := sim.Facts{Known: g.byseat, Length: g.lengths}
	f.Known[chooser] = g.deal[chooser]
	if len(g.played) > 0 {
		f.Known[g.c.Dummy()] = g.deal[g.c.Dummy()]
	}
	return f
}

// decide chooses the k-th card of the play.
func (g *game) decide(k int) (Step, error) {
	s := g.pos.OnTurn()
	st := Step{Played: Played{Seat: s}, Chooser: g.chooser(s)}
	cls := g.classes(g.pos.Legal())
	if len(cls) == 1 {
		st.Card, st.Forced = cls[0], true
		return st, nil
	}
	seed := sim.SubSeed(g.seed, uint64(k))
	var values [][]dds.CardValue
	if g.pools != nil && k < PooledCards {
		idx, p, err := g.pooledLayouts(st.Chooser, g.opts.samples(), seed)
		if err != nil {
			return st, err
		}
		st.Layouts, st.Tries, st.Dropped = len(idx), p.tries, p.dropped
		if values, err = g.pooledValues(idx, p); err != nil {
			return st, err
		}
	} else {
		layouts, tries, dropped, err := g.layouts(st.Chooser, g.opts.samples(), seed)
		if err != nil {
			return st, err
		}
		st.Layouts, st.Tries, st.Dropped = len(layouts), tries, dropped
		ps := make([]dds.Position, len(layouts))
		for i, d := range layouts {
			ps[i] = g.position(d)
		}
		if values, err = g.solve(ps); err != nil {
			return st, err
		}
	}
	st.Choices = g.score(cls, values, s)
	st.Card = st.Choices[0].Card
	return st, nil
}

// position is the current position of the play on layout d.
func (g *game) position(d dds.Deal) dds.Position {
	var h dds.Deal
	for _, seat := range dds.Seats {
		h[seat] = d[seat] &^ g.byseat[seat]
	}
	return dds.Position{Hands: h, Trump: g.c.Strain, Leader: g.pos.Leader, Trick: append([]dds.Card(nil), g.pos.Trick...)}
}

// score turns the layouts' card values into choices, best first for the
// seat on turn.
func (g *game) score(cls []dds.Card, values [][]dds.CardValue, s dds.Seat) []Choice {
	left := g.pos.TricksLeft()
	declSide := s.Side() == g.c.Declarer.Side()
	need := g.c.Need()
	out := make([]Choice, len(cls))
	n := float64(len(values))
	for j, c := range cls {
		sum, makes := 0, 0
		for _, vs := range values {
			v := valueOf(vs, c)
			t := g.won + v
			if !declSide {
				t = g.won + left - v
			}
			sum += t
			if t >= need {
				makes++
			}
		}
		out[j] = Choice{Card: c, Tricks: float64(sum) / n, Makes: float64(makes) / n}
	}
	better := func(a, b Choice) int { // >0 when a is better for the seat on turn
		ta, tb, ma, mb := a.Tricks, b.Tricks, a.Makes, b.Makes
		if !declSide {
			ta, tb, ma, mb = -ta, -tb, -ma, -mb
		}
		first, second := cmp(ta, tb), cmp(ma, mb)
		if g.opts.Aim == AimContract {
			first, second = second, first
		}
		if first != 0 {
			return first
		}
		return second
	}
	sort.SliceStable(out, func(i, j int) bool {
		if b := better(out[i], out[j]); b != 0 {
			return b > 0
		}
		// Equal: the lower card, then the lower suit — a fixed rule.
		ci, cj := out[i].Card, out[j].Card
		if ci.Rank() != cj.Rank() {
			return ci.Rank() < cj.Rank()
		}
		return ci.Suit() < cj.Suit()
	})
	return out
}

// cmp compares two means exactly as sums over the same layouts: the
// means are sums divided by the same count, so == is exact.
func cmp(a, b float64) int {
	switch {
	case a > b:
		return 1
	case a < b:
		return -1
	}
	return 0
}

// valueOf is the value of card c in a CardValues answer.
func valueOf(vs []dds.CardValue, c dds.Card) int {
	for _, v := range vs {
		if v.Card == c {
			return v.Tricks
		}
	}
	panic("singledummy: a legal card has no value") // every legal card is listed
}

// layouts deals n layouts from the chooser's view, under the condition
// when any meets it, else under the facts alone.
func (g *game) layouts(chooser dds.Seat, n int, seed uint64) (out []dds.Deal, tries int, dropped bool, err error) {
	f := g.facts(chooser)
	for _, cond := range []*sim.Condition{g.cond, nil} {
		if cond == nil && g.cond == nil && dropped {
			break
		}
		l, err := sim.NewLayouts(f, cond)
		if err != nil {
			return nil, tries, dropped, fmt.Errorf("%s's view after %d cards: %v", chooser.Name(), len(g.played), err)
		}
		var d dds.Deal
		for i := 0; i < g.opts.maxTries() && len(out) < n; i++ {
			tries++
			if l.Deal(seed, uint64(i), &d) {
				if g.opts.OnLayout != nil {
					g.opts.OnLayout(chooser, g.played, d)
				}
				out = append(out, d)
			}
		}
		if len(out) > 0 {
			return out, tries, dropped, nil
		}
		dropped = true
	}
	return nil, tries, dropped, fmt.Errorf("%s's view after %d cards: no layout fits what was seen", chooser.Name(), len(g.played))
}

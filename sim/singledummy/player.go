// player.go: the single-dummy player — at each card, layouts dealt from the chooser's view, each solved for every legal card, the best average played.

package singledummy

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// Tuning of the player.
const (
	// DefaultSamples is the number of layouts solved for each decision
	// unless told otherwise (chosen by measurement: see
	// docs/single-dummy.md, "Measurements").
	DefaultSamples = 16
	// MaxSamples bounds Options.Samples: each decision solves that many
	// layouts.
	MaxSamples = 1000
	// DefaultMaxTries bounds the layouts dealt for one decision in search
	// of Samples that meet the condition.
	DefaultMaxTries = 200_000
	// SeqFirst is the number of layouts a decision solves for every
	// choice before sequential sampling may set choices aside or stop.
	SeqFirst = 4
	// SeqFirstPooled replaces SeqFirst for the decisions of the first
	// trick, which draw from shared pools (pool.go): their values serve
	// every playout of the run, and their choices make the situations
	// that follow (each opening lead its own chain of first-trick
	// verdicts: on sdbench's 4♠ a first batch of 4 there made six leads
	// of five, and the sixth cost what the later decisions saved).
	SeqFirstPooled = 8
	// SeqStep is the number of layouts solved at a time after SeqFirst.
	SeqStep = 4
	// SeqStrict keeps in the running a choice tied with the leader on
	// every layout so far (it is set aside only once the leader is ahead
	// somewhere), so an all-tied decision solves all its layouts.
	SeqStrict = true
	// SeqReach is the share, in per cent, of the remaining layouts' most
	// favourable swing a trailing choice is credited with (setAside):
	// 100 sets aside only a choice that could not catch up whatever the
	// layouts left; 25 stops a guess once the leader is clearly ahead
	// (after 8 of 16 layouts, a choice ahead once by a trick and 3
	// behind in all). Measured at the fourth to tenth tricks of random
	// deals against 128 layouts: the same agreement at 100, 50, 25 and
	// 10 (88.5 % the same choice, 0.008 tricks lost; with verdicts 91.4 %
	// and 0.005), a first loss at 0 (88.2 %; 91.1 % and 0.006); on
	// sdbench's 4♠ 7.2 % fewer nodes than 100 (the trump guess).
	SeqReach = 25
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
	// Full turns off the refinements that only save work (sequential
	// sampling and claims): every decision solves all its layouts for
	// every card, and every card is played. For measurement.
	Full bool
	// noSeq turns off sequential sampling alone (tests); seq, when not
	// nil, replaces its tuning (measurement).
	noSeq bool
	seq   *seqTuning
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
	// Start is the play already made when the players take over (a
	// position in mid-play, such as the one just before a revoke, Law
	// 64C): legal cards from the opening lead, replayed as played and
	// seen by everyone; nil starts at the opening lead.
	Start []dds.Card
	// LeadOutOfTurn, when not nil, is a card led out of turn after Start
	// and accepted (Laws 53A, 54A, 54B, 55A, 56A): at a trick's start its
	// seat led it though another seat was on lead, and the play goes on
	// from that lead, the next hand in rotation playing next. Every
	// player sees it played, as a card of Start.
	LeadOutOfTurn *Played
	// Rules are the play rules in force where the players take over
	// (after Start and LeadOutOfTurn; from the opening lead when there
	// are none): lead restrictions and penalty cards (dds.PlayRule), each
	// naming a defender, a seat's "next turn to lead" counted from there.
	// The solver must take them (the Go solver). Every player sees the
	// penalty cards (Law 50E1) and knows the restrictions; the players
	// keep to them, and declarer takes his options (Law 50D2, 26B) from
	// his own view, as the option best on his layouts. Under rules the
	// refinements that share work between playouts (pools, verdicts)
	// and claims are off.
	Rules []dds.PlayRule
	// Choice, when not nil, is declarer's option already taken where the
	// players take over: one of those the Rules give him there (a
	// dds.Option of PlayState.Options), as when the Director has put his
	// choice into effect.
	Choice *dds.Option
	// First, when not nil, restricts the first card the players choose:
	// the player on turn may play only those of his legal cards it gives
	// (any legal card when it gives none) — Law 57A's options for the
	// partner of a player who led or played prematurely.
	First func(p *dds.Position) dds.Cards
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
	// Layouts is the number of layouts behind Tricks and Makes: the
	// decision's first ones, fewer than Step.Layouts for a card set
	// aside by sequential sampling or not played by a verdict (solved
	// on the verdict's first layouts only).
	Layouts int
}

// Step is one card of a playout and how it was chosen.
type Step struct {
	Played
	// Chooser is the seat that chose the card: declarer for dummy.
	Chooser dds.Seat
	// Forced is true when every legal card was equivalent (a single
	// card, or touching cards): nothing was solved. Given is true for a
	// card of Options.Start (Forced too).
	Forced, Given bool
	// Verdict is true when the card was settled by its situation's
	// verdict (verdict.go): taken on the verdict's layouts, not the
	// playout's own.
	Verdict bool
	// Layouts is the number of layouts solved; Tries the number dealt to
	// find them.
	Layouts, Tries int
	// Dropped is true when no layout met the condition and the decision
	// was made on layouts that meet only the facts of the play.
	Dropped bool
	// Solved is the number of layouts this decision solved itself
	// (CardValues calls; fewer than Layouts when a pool had some), and
	// Nodes the search nodes they took (0 for a solver that does not
	// count them, such as libdds). A measure of work: with more than one
	// worker, which playout solves a pooled layout first varies.
	Solved int
	Nodes  int64
	// Choices are the cards considered, one per set of equivalent cards,
	// best first; Choices[0] is the one played (nil when Forced).
	Choices []Choice
}

// Playout is one deal played out single dummy.
type Playout struct {
	Deal     dds.Deal
	Contract dds.Contract
	Steps    []Step // the 52 cards in order
	// Tricks is the number of tricks declarer took.
	Tricks int
	// DoubleDummy is declarer's double-dummy total on the same deal (best
	// opening lead and best play by both sides).
	DoubleDummy int
	// Layouts is the number of layouts the playout's decisions used;
	// Solved and Nodes the work it did itself (sums of its steps').
	Layouts int
	Solved  int
	Nodes   int64
	// Claim, when not nil, ended the play before the 52nd card: Steps
	// then hold the cards played up to it.
	Claim *Claim
	// Options are declarer's options taken under play rules, in order.
	Options []OptionStep
}

// OptionStep is declarer's choice among his options (Laws 26B, 50D2)
// before card Before of the play, with each option's mean tricks for
// declarer over the layouts of his view (double dummy after it).
type OptionStep struct {
	Before  int
	Taken   dds.Option
	Options []dds.Option
	Tricks  []float64
	Layouts int
}

// Claim is the end of a playout by a claim: the rest of the play is
// settled whatever either side does (see claim.go).
type Claim struct {
	// After is the number of cards played when the claim was made (a
	// multiple of 4: claims are made between tricks).
	After int
	// By is the seat on lead that claims.
	By dds.Seat
	// Tricks is the number of the remaining tricks declarer's side takes.
	Tricks int
}

// Made reports whether declarer made the contract.
func (p *Playout) Made() bool { return p.Tricks >= p.Contract.Need() }

// game is the state of one playout.
type game struct {
	ctx      context.Context // nil: never stopped
	deal     dds.Deal
	c        dds.Contract
	opts     *Options
	pos      dds.Position
	played   []Played
	removed  dds.Cards      // cards of completed tricks
	lengths  [4][4]int      // -1, or the seat's length in the suit once it showed out
	byseat   dds.Deal       // cards each seat has played
	won      int            // tricks declarer's side has taken
	seed     uint64         // the playout's stream
	cond     *sim.Condition // nil: none
	solve    solveFunc      // solves a decision's positions
	above    aboveFunc      // tests cards against a bound (verdicts)
	buf      *scratch       // the worker's buffers
	pools    *pools         // the run's shared situations; nil for none
	verdicts bool           // decisions may be settled by verdicts (verdict.go)
	out      *Playout
	// st is the play rules in force; ruled says the play has rules
	// (Options.Rules).
	st    dds.PlayState
	ruled bool
	// first is the first card the players choose (after Options.Start
	// and LeadOutOfTurn), next the next card to play (playOn).
	first, next int
	// trick is the trick in progress, a copy the layouts' positions
	// share (full: its own array, so that playing into it copies).
	trick []dds.Card
	// kept is each chooser's last pool's or verdict's layouts, kept for
	// his next pool or verdict (carry.go); nil: none.
	kept [4][]dds.Deal
}

// solveFunc solves positions for the values of their legal cards,
// results in input order.
// The count is the search nodes the solving took (0 when not known).
// want: the cards whose values are needed (a solver may give more).
// st, when not nil, is the play rules in force (the same for every
// layout: they are known to all).
type solveFunc func(ps []dds.Position, want dds.Cards, st *dds.PlayState) ([][]dds.CardValue, int64, error)

// aboveFunc gives the legal cards of want at p (one of each set of
// equivalent cards) worth more than b tricks to the side on turn (of
// those not yet complete), and the search nodes it took.
type aboveFunc func(p dds.Position, want dds.Cards, b int) (dds.Cards, int64, error)

// worker is one worker's ways of solving: values, and bound tests.
type worker struct {
	solve solveFunc
	above aboveFunc // nil: from solve's values
	buf   *scratch  // nil: a new one for each playout
}

// scratch is a worker's reused buffers, used by one goroutine at a time:
// the decisions and verdicts of its playouts allocate nothing per layout
// for positions, values or counts.
type scratch struct {
	one    [1]dds.Position   // a single position to solve (valuesOf)
	ps     []dds.Position    // a batch of a decision's positions
	values [][]dds.CardValue // a verdict's values, layout by layout
	counts []int             // a verdict's layouts per choice
}

// aboveFrom is a bound test made of solve's values, for a worker without
// one of its own.
func aboveFrom(solve solveFunc) aboveFunc {
	return func(p dds.Position, want dds.Cards, b int) (dds.Cards, int64, error) {
		vs, nodes, err := solve([]dds.Position{p}, want, nil)
		if err != nil {
			return 0, nodes, err
		}
		var out dds.Cards
		for _, v := range vs[0] {
			if want.Has(v.Card) && v.Tricks > b {
				out = out.With(v.Card)
			}
		}
		return out, nodes, nil
	}
}

// play plays deal d out from the opening lead, each card chosen single
// dummy; seed is the playout's own stream.
// verdicts lets its decisions be settled by the verdicts of pl.
func play(ctx context.Context, d dds.Deal, c dds.Contract, opts *Options, seed uint64, w worker, pl *pools, verdicts bool) (*Playout, error) {
	g, err := startGame(ctx, d, c, opts, seed, w, pl, verdicts)
	if err != nil {
		return nil, err
	}
	return g.playOn(false)
}

// startGame sets up the play of deal d to where the players take over
// (see play).
func startGame(ctx context.Context, d dds.Deal, c dds.Contract, opts *Options, seed uint64, w worker, pl *pools, verdicts bool) (*game, error) {
	if err := c.Check(); err != nil {
		return nil, err
	}
	if err := d.CheckComplete(); err != nil {
		return nil, fmt.Errorf("deal: %v", err)
	}
	g := &game{deal: d, c: c, opts: opts, seed: seed, cond: opts.Condition, pools: pl, verdicts: verdicts && pl != nil && !opts.Full,
		lengths: sim.NoLengths(), out: &Playout{Deal: d, Contract: c}}
	g.resume(ctx, w)
	g.pos = dds.Position{Hands: d, Trump: c.Strain, Leader: c.Leader(), Trick: make([]dds.Card, 0, 4)}
	given := func(card dds.Card) {
		s := g.pos.OnTurn()
		g.record(card)
		g.out.Steps = append(g.out.Steps, Step{Played: Played{Seat: s, Card: card}, Chooser: g.chooser(s), Forced: true, Given: true})
	}
	for _, card := range opts.Start {
		given(card)
	}
	if l := opts.LeadOutOfTurn; l != nil {
		g.pos.Leader = l.Seat // checkStart: at a trick's start
		given(l.Card)
	}
	first := len(g.out.Steps)
	if len(opts.Rules) > 0 {
		var err error
		if g.st, err = dds.NewPlayState(opts.Rules, &g.pos); err != nil {
			return nil, err
		}
		if opts.Choice != nil {
			g.st.Choose(*opts.Choice) // checkStart: one of the options due
		}
		g.ruled, g.pools, g.verdicts = true, nil, false
	}
	g.first, g.next = first, first
	return g, nil
}

// resume binds the game to worker w (its solver and buffers) and ctx.
func (g *game) resume(ctx context.Context, w worker) {
	g.ctx, g.solve, g.above, g.buf = ctx, w.solve, w.above, w.buf
	if g.above == nil {
		g.above = aboveFrom(g.solve)
	}
	if g.buf == nil {
		g.buf = new(scratch)
	}
}

// playOn plays the game on from its next card to the end, and returns
// the playout; with untilChoice it stops after the first card chosen
// (not forced) and returns nil, to be played on later (run.go's lines),
// unless the play ended before.
func (g *game) playOn(untilChoice bool) (*Playout, error) {
	opts := g.opts
	for k := g.next; k < 52; k++ {
		if err := g.ctx.Err(); err != nil {
			return nil, err
		}
		if !g.ruled || !g.st.Prune(&g.pos) {
			if cl, ok := g.claim(); ok {
				g.out.Claim = &cl
				g.won += cl.Tricks
				break
			}
		}
		if g.ruled {
			if opts := g.st.Options(&g.pos, nil); len(opts) > 0 {
				if err := g.decideOption(k, opts); err != nil {
					return nil, err
				}
			}
		}
		var only dds.Cards
		if k == g.first && opts.First != nil {
			only = opts.First(&g.pos)
		}
		st, err := g.decide(k, only)
		if err != nil {
			return nil, err
		}
		g.out.Layouts += st.Layouts
		g.out.Solved += st.Solved
		g.out.Nodes += st.Nodes
		g.record(st.Card)
		g.out.Steps = append(g.out.Steps, st)
		if untilChoice && !st.Forced {
			g.next = k + 1
			return nil, nil
		}
	}
	g.next = 52
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
	defer func() { g.trick = slices.Clip(slices.Clone(g.pos.Trick)) }()
	full := len(g.pos.Trick) == 3
	trick := append([]dds.Card(nil), g.pos.Trick...)
	play := g.pos.Play
	if g.ruled {
		play = func(c dds.Card) error { return g.st.PlayCard(&g.pos, c) }
	}
	if err := play(c); err != nil {
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
	// Under play rules a card of a penalty card's suit is a class of
	// its own: the penalty card is not like the others.
	apart := dds.SuitsIn(g.penaltyCards()).Cards()
	var out []dds.Card
	for x := legal; x != 0; {
		c := x.Lowest()
		x = x.Without(c)
		if apart.Has(c) {
			out = append(out, c)
			continue
		}
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
	for _, x := range dds.Seats {
		f.Known[x] |= g.st.PenaltyCards(x) // face up, known to all (Law 50E1)
	}
	f.Known[chooser] = g.deal[chooser]
	if len(g.played) > 0 {
		f.Known[g.c.Dummy()] = g.deal[g.c.Dummy()]
	}
	return f
}

// decide chooses the k-th card of the play, among the legal cards of
// only when it holds one (Options.First).
func (g *game) decide(k int, only dds.Cards) (Step, error) {
	s := g.pos.OnTurn()
	st := Step{Played: Played{Seat: s}, Chooser: g.chooser(s)}
	legal := g.pos.Legal()
	if g.ruled {
		var picks bool
		if legal, picks = g.st.Legal(&g.pos); picks {
			st.Chooser = g.c.Declarer // he designates the penalty card (Law 51A)
		}
	}
	if legal&only != 0 {
		legal &= only
	}
	cls := g.classes(legal)
	if len(cls) == 1 {
		st.Card, st.Forced = cls[0], true
		return st, nil
	}
	if g.verdicts && k < VerdictCards {
		ok, twins, err := g.verdict(&st, cls, k)
		if ok || err != nil {
			return st, err
		}
		if cls = withoutTwins(cls, twins); len(cls) == 1 {
			st.Card, st.Forced = cls[0], true // not reached: a verdict whose choices are all twins is clear
			return st, nil
		}
	}
	seed := sim.SubSeed(g.seed, uint64(k))
	// get solves the decision's layouts from..to-1 for (at least) the
	// cards of want.
	var (
		get   func(from, to int, want dds.Cards) ([][]dds.CardValue, error)
		total int
	)
	if g.pools != nil && k < PooledCards {
		idx, p, err := g.pooledLayouts(st.Chooser, g.opts.samples(), seed)
		if err != nil {
			return st, err
		}
		st.Tries, st.Dropped, total = p.tries, p.dropped, len(idx)
		get = func(from, to int, want dds.Cards) ([][]dds.CardValue, error) {
			return g.pooledValues(&st, idx[from:to], p, want, g.solveCounted)
		}
	} else {
		layouts, tries, dropped, err := g.layouts(st.Chooser, g.opts.samples(), seed)
		if err != nil {
			return st, err
		}
		st.Tries, st.Dropped, total = tries, dropped, len(layouts)
		get = func(from, to int, want dds.Cards) ([][]dds.CardValue, error) {
			ps := g.buf.ps[:0]
			for _, d := range layouts[from:to] {
				ps = append(ps, g.position(d))
			}
			g.buf.ps = ps
			return g.solveCounted(&st, ps, want)
		}
	}
	values, counts, err := g.sample(cls, total, get)
	if err != nil {
		return st, err
	}
	st.Layouts = len(values)
	if traceDecision != nil {
		traceDecision(g, k, cls, values)
	}
	st.Choices = g.scoreFor(cls, values, counts, s, st.Chooser)
	st.Card = st.Choices[0].Card
	return st, nil
}

// stopped is the context's error once the play is cancelled: checked
// between batches of layouts, so that a play stops within a batch.
func (g *game) stopped() error {
	if g.ctx == nil {
		return nil
	}
	return g.ctx.Err()
}

// sample solves the decision's layouts, all of them for every class
// when opts.Full, else sequentially: SeqFirst layouts for every class,
// then SeqStep at a time for the classes still in the running, until
// one class is left or the layouts run out. counts[j] is the number of
// layouts (the first ones) solved for class j.
//
// Technique: sequential sampling with elimination of choices that cannot
// overtake the leader (see setAside): after each batch, the class that
// leads on the layouts so far sets aside every other class that could
// catch it only if the layouts yet to come favoured it more than any
// layout so far did — among them every class nowhere better than the
// leader (tied or worse on every layout), as a choice that no layout of
// the first SeqFirst favours seldom is the best. When only the leader is
// left, the decision stops. Set-aside classes are not solved again (the Go
// solver's CardValuesOf skips their searches); their means are over the
// layouts solved before they were set aside.
func (g *game) sample(cls []dds.Card, total int, get func(from, to int, want dds.Cards) ([][]dds.CardValue, error)) ([][]dds.CardValue, []int, error) {
	counts := make([]int, len(cls))
	live := make([]bool, len(cls))
	for j := range live {
		live[j] = true
	}
	values := make([][]dds.CardValue, 0, total)
	for len(values) < total {
		if err := g.stopped(); err != nil {
			return nil, nil, err
		}
		tu := g.opts.seqTuning()
		step := tu.step
		if len(values) == 0 {
			step = tu.first
			if g.pools != nil && len(g.played) < PooledCards && g.opts.seq == nil {
				step = SeqFirstPooled
			}
		}
		if g.opts.Full || g.opts.noSeq {
			step = total
		}
		var want dds.Cards
		for j, c := range cls {
			if live[j] {
				want = want.With(c)
			}
		}
		vs, err := get(len(values), min(total, len(values)+step), want)
		if err != nil {
			return nil, nil, err
		}
		values = append(values, vs...)
		for j := range cls {
			if live[j] {
				counts[j] = len(values)
			}
		}
		if len(values) == total || g.opts.Full || g.opts.noSeq {
			break
		}
		if g.setAside(cls, values, counts, live, total) == 1 {
			break
		}
	}
	return values, counts, nil
}

// setAside marks out of the running every live class that cannot
// overtake the leading one, and returns how many are left. total is the
// number of layouts the decision may solve.
//
// A class cannot overtake when, over the layouts so far, the leader's
// sum ahead of it is more than SeqReach per cent of the remaining
// layouts times the most the class was ahead of the leader on any one
// layout: a class the leader dominates (tied or ahead on every layout)
// is set aside at once, one that was ahead once by a trick only when it
// trails by more tricks than a quarter of the layouts that remain.
func (g *game) setAside(cls []dds.Card, values [][]dds.CardValue, counts []int, live []bool, total int) int {
	var in []dds.Card
	var inCounts []int
	for j, c := range cls {
		if live[j] {
			in = append(in, c)
			inCounts = append(inCounts, counts[j])
		}
	}
	lead := g.score(in, values, inCounts, g.pos.OnTurn())[0].Card
	rest := total - len(values)
	left := 0
	for j, c := range cls {
		if !live[j] || c == lead {
			left += b2i(live[j])
			continue
		}
		// Values are the tricks of the side on turn: more is better for the chooser.
		behind, ahead := 0, 0
		for _, vs := range values {
			d := valueOf(vs, lead) - valueOf(vs, c)
			behind += d
			ahead = max(ahead, -d)
		}
		tu := g.opts.seqTuning()
		if ahead == 0 && (behind > 0 || !tu.strict) || ahead > 0 && 100*behind > tu.reach*rest*ahead {
			live[j] = false
		} else {
			left++
		}
	}
	return left
}

// seqTuning is the tuning of sequential sampling.
type seqTuning struct {
	first, step int
	strict      bool // a choice tied with the leader on every layout is kept
	// reach is the share, in per cent, of the remaining layouts' most
	// favourable swing (each layout as far ahead as the best so far) a
	// trailing choice is credited with before it is set aside: 100, the
	// rule, sets aside only a choice that could not catch up.
	reach int
}

func (o *Options) seqTuning() seqTuning {
	if o.seq != nil {
		return *o.seq
	}
	return seqTuning{first: SeqFirst, step: SeqStep, strict: SeqStrict, reach: SeqReach}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// traceDecision, when not nil, sees every decision's values (tests).
var traceDecision func(g *game, k int, cls []dds.Card, values [][]dds.CardValue)

// solveCounted solves ps for st (at least the cards of want), counting
// the work in st.
func (g *game) solveCounted(st *Step, ps []dds.Position, want dds.Cards) ([][]dds.CardValue, error) {
	vs, nodes, err := g.solve(ps, want, g.rulesNow())
	st.Solved += len(ps)
	st.Nodes += nodes
	return vs, err
}

// position is the current position of the play on layout d.
func (g *game) position(d dds.Deal) dds.Position {
	var h dds.Deal
	for _, seat := range dds.Seats {
		h[seat] = d[seat] &^ g.byseat[seat]
	}
	return dds.Position{Hands: h, Trump: g.c.Strain, Leader: g.pos.Leader, Trick: g.trick}
}

// score turns the layouts' card values into choices, best first for the
// seat on turn: class j's mean is over the first counts[j] layouts. The
// classes solved on every layout come first (the one chosen among
// them), then those set aside, each group in order of merit.
func (g *game) score(cls []dds.Card, values [][]dds.CardValue, counts []int, s dds.Seat) []Choice {
	return g.scoreFor(cls, values, counts, s, s)
}

// scoreFor is score with the choice the chooser's: declarer's when he
// designates a defender's penalty card.
func (g *game) scoreFor(cls []dds.Card, values [][]dds.CardValue, counts []int, s, chooser dds.Seat) []Choice {
	left := g.pos.TricksLeft()
	onTurnDecl := s.Side() == g.c.Declarer.Side()
	declSide := chooser.Side() == g.c.Declarer.Side()
	need := g.c.Need()
	out := make([]Choice, len(cls))
	var sums [64][2]int // by card: tricks and makes summed, for exact comparison
	for j, c := range cls {
		sum, makes := 0, 0
		for _, vs := range values[:counts[j]] {
			v := valueOf(vs, c)
			t := g.won + v
			if !onTurnDecl {
				t = g.won + left - v
			}
			sum += t
			if t >= need {
				makes++
			}
		}
		n := float64(counts[j])
		out[j] = Choice{Card: c, Tricks: float64(sum) / n, Makes: float64(makes) / n, Layouts: counts[j]}
		sums[c] = [2]int{sum, makes}
	}
	better := func(a, b Choice) int { // >0 when a is better for the seat on turn
		// Exact: sums cross-multiplied by the other's count.
		sa, sb := sums[a.Card], sums[b.Card]
		ta, tb := sa[0]*b.Layouts, sb[0]*a.Layouts
		ma, mb := sa[1]*b.Layouts, sb[1]*a.Layouts
		if !declSide {
			ta, tb, ma, mb = -ta, -tb, -ma, -mb
		}
		first, second := cmp.Compare(ta, tb), cmp.Compare(ma, mb)
		if g.opts.Aim == AimContract {
			first, second = second, first
		}
		if first != 0 {
			return first
		}
		return second
	}
	most := 0
	for _, n := range counts {
		most = max(most, n)
	}
	slices.SortStableFunc(out, func(a, b Choice) int {
		if fa, fb := a.Layouts == most, b.Layouts == most; fa != fb {
			return -cmp.Compare(b2i(fa), b2i(fb))
		}
		if x := better(a, b); x != 0 {
			return -x
		}
		// Equal: the lower card, then the lower suit — a fixed rule.
		return cmp.Or(cmp.Compare(a.Card.Rank(), b.Card.Rank()), cmp.Compare(a.Card.Suit(), b.Card.Suit()))
	})
	return out
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
	return g.layoutsFrom(chooser, n, seed, nil)
}

// layoutsFrom is layouts, starting with those of kept (layouts of an
// earlier decision of the chooser, which met the condition) that fit
// what he has seen now, in their order (carry.go); the rest are dealt.
func (g *game) layoutsFrom(chooser dds.Seat, n int, seed uint64, kept []dds.Deal) (out []dds.Deal, tries int, dropped bool, err error) {
	f := g.facts(chooser)
	for i := range kept {
		if len(out) == n {
			break
		}
		if d := &kept[i]; fits(d, &f) {
			if g.opts.OnLayout != nil {
				g.opts.OnLayout(chooser, g.played, *d)
			}
			out = append(out, *d)
		}
	}
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
			if i&1023 == 1023 {
				if err := g.stopped(); err != nil {
					return nil, tries, dropped, err
				}
			}
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

// keep is the layouts of a decision to carry to the chooser's next: none
// when they do not meet the condition.
func keep(layouts []dds.Deal, dropped bool) []dds.Deal {
	if dropped {
		return nil
	}
	return layouts
}

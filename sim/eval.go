// eval.go: expression nodes of the condition language and their evaluation on one deal.

package sim

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// evalCtx is what an expression is evaluated against: one deal, the
// script's count tables, and a worker's solver and random stream.
type evalCtx struct {
	deal   *dds.Deal
	counts *countTables

	// Double-dummy results of this deal, cached by (strain, declarer).
	dd     [5][4]int8
	ddDone uint32

	solver  dds.Solver
	factory dds.Factory
	rng     *stream // for rnd()

	err error // the first failure (solver error, division by zero)
	// stop, when not nil, stops the evaluation before or during a
	// double-dummy solve once done (the run was cancelled): err is then
	// errEvalStopped. done is its channel.
	stop context.Context
	done <-chan struct{}

	// The values of the script's variables on this deal (memo[slot],
	// valid where memoGen[slot] == gen), so that each is evaluated once
	// per deal; and the evaluation steps spent on this deal, against
	// MaxEvalSteps.
	memo    []int
	memoGen []uint32
	gen     uint32
	steps   int
}

// allDD marks every (strain, declarer) result of dd as known.
const allDD = 1<<20 - 1

// setTable makes t the deal's double-dummy results, all known.
func (c *evalCtx) setTable(t *dds.Table) {
	for s := range t {
		for h := range t[s] {
			c.dd[s][h] = int8(t[s][h])
		}
	}
	c.ddDone = allDD
}

// MaxEvalSteps is the evaluation budget of one deal: the expression
// nodes a script may evaluate on it. Every variable is evaluated at most
// once per deal, so a script within MaxScriptBytes stays far below it;
// only a variable that calls rnd(), evaluated again at each use as in
// dealer, can exceed it, and then the run stops with an error.
const MaxEvalSteps = 1 << 22

// newDeal readies the context for another deal.
func (c *evalCtx) newDeal(d *dds.Deal) {
	c.deal = d
	c.ddDone = 0
	c.steps = 0
	c.gen++
	if c.gen == 0 { // wrapped: forget every remembered value
		clear(c.memoGen)
		c.gen = 1
	}
}

// fail records the first evaluation failure.
func (c *evalCtx) fail(p pos, format string, a ...any) {
	if c.err == nil {
		c.err = &EvalError{Line: p.line, Col: p.col, Msg: fmt.Sprintf(format, a...)}
	}
}

// EvalError is a failure while evaluating an expression on a deal.
type EvalError struct {
	Line, Col int
	Msg       string
}

func (e *EvalError) Error() string { return fmt.Sprintf("line %d:%d: %s", e.Line, e.Col, e.Msg) }

// SolverFailure reports whether the script failed for want of a working
// solver (tricks() could not solve), not through its own fault such as a
// division by zero.
func (e *EvalError) SolverFailure() bool {
	return strings.HasPrefix(e.Msg, "tricks(") || strings.Contains(e.Msg, "solver")
}

// countTables are the tables of a script's counts (pointcount and altcount
// can change them).
type countTables struct {
	hcp *laneTable
	alt [10]*laneTable
}

// defaultCountTables is a fresh copy of the default tables; the tables
// themselves are shared (pointcount and altcount replace, never modify, them).
func defaultCountTables() *countTables {
	t := *sharedDefaultCounts
	return &t
}

var sharedDefaultCounts = func() *countTables {
	t := &countTables{hcp: countTable(defaultPointCount)}
	for i := range t.alt {
		t.alt[i] = countTable(defaultAltCounts[i])
	}
	return t
}()

// pos is a place in the script.
type pos struct{ line, col int }

// expr is an integer expression (truth is non-zero, as in C).
type expr interface {
	eval(c *evalCtx) int
	at() pos
}

type (
	numExpr struct {
		pos
		v int
	}
	// varExpr is a reference to a variable. Its value is remembered for
	// the deal (evalCtx.memo), unless it calls rnd(): dealer evaluates a
	// variable again at each use, which only rnd() can tell apart.
	varExpr struct {
		pos
		name     string
		e        expr
		slot     int  // its index in evalCtx.memo
		volatile bool // calls rnd(), directly or through another variable
		size     int  // the nodes of e, each variable it uses counted as one
		depth    int  // the depth of e, the variables it uses expanded
		// lengthOnly's verdict on e, worked out once.
		lenSeat int
		lenOK   bool
		lenDone bool
	}
	unaryExpr struct {
		pos
		op string // "-" or "!"
		x  expr
	}
	// binaryExpr is first op x op x …: one precedence level's
	// left-associative operators, applied left to right.
	binaryExpr struct {
		pos
		first expr
		steps []binaryStep
	}
	// andExpr and orExpr are x && x && … and x || x || …, evaluated
	// left to right until the value is known.
	andExpr struct {
		pos
		xs []expr
	}
	orExpr struct {
		pos
		xs []expr
	}
	condExpr struct {
		pos
		c, t, f expr
	}
	suitLenExpr struct {
		pos
		seat dds.Seat
		suit dds.Suit
	}
	// countExpr is hcp, ptN, controls, losers or quality, of a hand or
	// of one suit (suit < 0: the whole hand).
	countExpr struct {
		pos
		seat  dds.Seat
		suit  int
		which int // countHCP, countControls, … or countAlt+N
	}
	ccccExpr struct {
		pos
		seat dds.Seat
	}
	shapeExpr struct {
		pos
		seat dds.Seat
		set  *ShapeSet
	}
	hascardExpr struct {
		pos
		seat dds.Seat
		card dds.Card
	}
	tricksExpr struct {
		pos
		seat   dds.Seat
		strain dds.Strain
	}
	scoreExpr struct {
		pos
		vul    bool
		level  int
		strain dds.Strain
		tricks expr
	}
	impsExpr struct {
		pos
		x expr
	}
	rndExpr struct {
		pos
		x expr
	}
)

// Which count a countExpr computes.
const (
	countHCP = iota
	countControls
	countLosers
	countQuality
	countAlt // countAlt+N is ptN
)

func (p pos) at() pos { return p }

func (e *numExpr) eval(*evalCtx) int       { return e.v }
func (e *suitLenExpr) eval(c *evalCtx) int { return c.deal[e.seat].SuitLen(e.suit) }
func (e *ccccExpr) eval(c *evalCtx) int    { return ccccHand(c.deal[e.seat]) }
func (e *shapeExpr) eval(c *evalCtx) int   { return b2i(e.set.hasIndex(handShapeIndex(c.deal[e.seat]))) }
func (e *hascardExpr) eval(c *evalCtx) int { return b2i(c.deal[e.seat].Has(e.card)) }
func (e *impsExpr) eval(c *evalCtx) int    { return imps(e.x.eval(c)) }

func (e *unaryExpr) eval(c *evalCtx) int {
	v := e.x.eval(c)
	if e.op == "-" {
		return -v
	}
	return b2i(v == 0)
}

func (e *varExpr) eval(c *evalCtx) int {
	if !e.volatile && c.gen != 0 && e.slot < len(c.memoGen) && c.memoGen[e.slot] == c.gen {
		return c.memo[e.slot]
	}
	c.steps += e.size
	if c.steps > MaxEvalSteps {
		if c.err == nil {
			c.fail(e.pos, "the script takes more than %d evaluation steps on one deal (%s uses rnd(), so it is evaluated again at each use)", MaxEvalSteps, e.name)
		}
		return 0
	}
	v := e.e.eval(c)
	if !e.volatile && c.gen != 0 {
		if e.slot >= len(c.memoGen) {
			c.memo = append(c.memo, make([]int, e.slot+1-len(c.memo))...)
			c.memoGen = append(c.memoGen, make([]uint32, e.slot+1-len(c.memoGen))...)
		}
		c.memo[e.slot], c.memoGen[e.slot] = v, c.gen
	}
	return v
}

func (e *andExpr) eval(c *evalCtx) int {
	for _, x := range e.xs {
		if x.eval(c) == 0 {
			return 0
		}
	}
	return 1
}

func (e *orExpr) eval(c *evalCtx) int {
	for _, x := range e.xs {
		if x.eval(c) != 0 {
			return 1
		}
	}
	return 0
}

func (e *condExpr) eval(c *evalCtx) int {
	if e.c.eval(c) != 0 {
		return e.t.eval(c)
	}
	return e.f.eval(c)
}

// binaryStep is one operator of a binaryExpr and its right operand.
type binaryStep struct {
	pos
	op string
	x  expr
}

func (e *binaryExpr) eval(c *evalCtx) int {
	l := e.first.eval(c)
	for i := range e.steps {
		s := &e.steps[i]
		l = s.apply(c, l, s.x.eval(c))
	}
	return l
}

func (s *binaryStep) apply(c *evalCtx, l, r int) int {
	switch s.op {
	case "+":
		return l + r
	case "-":
		return l - r
	case "*":
		return l * r
	case "/", "%":
		if r == 0 {
			c.fail(s.pos, "division by zero")
			return 0
		}
		if s.op == "/" {
			return l / r
		}
		return l % r
	case "==":
		return b2i(l == r)
	case "!=":
		return b2i(l != r)
	case "<":
		return b2i(l < r)
	case "<=":
		return b2i(l <= r)
	case ">":
		return b2i(l > r)
	case ">=":
		return b2i(l >= r)
	}
	return 0
}

func (e *countExpr) table(c *evalCtx) *laneTable {
	switch e.which {
	case countHCP:
		return c.counts.hcp
	case countControls:
		return controlsTable
	case countLosers:
		return losersTable
	case countQuality:
		return qualityTable
	}
	return c.counts.alt[e.which-countAlt]
}

func (e *countExpr) eval(c *evalCtx) int {
	t := e.table(c)
	if e.suit < 0 {
		return t.total(c.deal[e.seat])
	}
	return t.lookup(c.deal[e.seat], dds.Suit(e.suit))
}

// errEvalStopped ends an evaluation stopped by its run's cancellation
// before or during a double-dummy solve: not a failure of the script.
var errEvalStopped = errors.New("evaluation stopped")

// ddSolver makes the worker's double-dummy solver on its first use,
// stopped with the run; false when it cannot, the failure (noSolver's
// message when there is no factory) in c.err.
func (c *evalCtx) ddSolver(at pos, noSolver string, a ...any) bool {
	if c.solver != nil {
		return true
	}
	if c.factory == nil {
		c.fail(at, noSolver, a...)
		return false
	}
	s, err := c.factory()
	if err != nil {
		c.fail(at, "making a double-dummy solver: %v", err)
		return false
	}
	if c.stop != nil {
		dds.StopWith(c.stop, s)
	}
	c.solver = s
	return true
}

// stopped reports whether the run was cancelled, setting err to
// errEvalStopped then (unless it holds a failure already).
func (c *evalCtx) stopped() bool {
	select {
	case <-c.done: // a nil done never is
		if c.err == nil {
			c.err = errEvalStopped
		}
		return true
	default:
		return false
	}
}

// ErrNoSolver is the failure of tricks() when no double-dummy solver was
// given.
var ErrNoSolver = fmt.Errorf("tricks() needs a double-dummy solver, and none is available")

func (e *tricksExpr) eval(c *evalCtx) int {
	bit := uint32(1) << (uint(e.strain)*4 + uint(e.seat))
	if c.ddDone&bit != 0 {
		return int(c.dd[e.strain][e.seat])
	}
	if !c.ddSolver(e.pos, "%v", ErrNoSolver) || c.stopped() {
		return 0
	}
	n, err := c.solver.Tricks(*c.deal, e.strain, e.seat.LHO())
	if err != nil {
		if !c.stopped() { // else the solve was stopped
			c.fail(e.pos, "tricks(%s, %s): %v", e.seat.Name(), e.strain, err)
		}
		return 0
	}
	c.dd[e.strain][e.seat] = int8(n)
	c.ddDone |= bit
	return n
}

func (e *scoreExpr) eval(c *evalCtx) int {
	return contractScore(e.vul, e.level, e.strain, e.tricks.eval(c))
}

func (e *rndExpr) eval(c *evalCtx) int {
	n := e.x.eval(c)
	if n <= 0 || c.rng == nil {
		return 0
	}
	return int(c.rng.below64(uint64(n)))
}

// parse_expr.go: expressions — C precedence, ?:, and/or/not, and the bridge functions.

package sim

import (
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// Precedence, lowest first: ?: (right to right), || or, && and,
// == !=, < <= > >=, + -, * / %, unary ! not -. A run of one level's
// operators (a + b - c, a || b || c) is one node with a list of operands,
// evaluated left to right, so that a long sum or list of alternatives adds
// no depth.
//
// Every recursion of the parser — an opening parenthesis, a function's
// argument, a branch of ?:, a unary operator — goes through enter, which
// refuses nesting deeper than MaxNesting before the stack can grow.
func (p *parser) expr() (expr, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	start := p.peek()
	e, err := p.ternary()
	if err != nil || p.depth > 1 {
		return e, err
	}
	// A whole expression: its depth, the variables it uses expanded, is
	// what evaluation recurses through.
	if m := measure(e); m.depth > MaxNesting {
		return nil, p.errAt(start, "nesting deeper than %d (counting the variables it uses)", MaxNesting)
	}
	return e, nil
}

// enter counts one level of the parser's recursion, and refuses the
// MaxNesting+1st.
func (p *parser) enter() error {
	p.depth++
	if p.depth > MaxNesting+1 { // the whole expression is the first level
		return p.errAt(p.peek(), "nesting deeper than %d", MaxNesting)
	}
	return nil
}

func (p *parser) leave() { p.depth-- }

func (p *parser) ternary() (expr, error) {
	c, err := p.orExpr()
	if err != nil {
		return nil, err
	}
	if q := p.peek(); isOp(q, "?") {
		p.next()
		t, err := p.expr()
		if err != nil {
			return nil, err
		}
		if err := p.expectOp(":", "in ?: (cond ? a : b)"); err != nil {
			return nil, err
		}
		f, err := p.expr()
		if err != nil {
			return nil, err
		}
		return &condExpr{pos: pos{q.line, q.col}, c: c, t: t, f: f}, nil
	}
	return c, nil
}

func isWordOp(t token, w string) bool { return t.kind == tWord && strings.EqualFold(t.text, w) }

func (p *parser) orExpr() (expr, error) {
	l, err := p.andExpr()
	if err != nil {
		return nil, err
	}
	var or *orExpr
	for t := p.peek(); isOp(t, "||") || isWordOp(t, "or"); t = p.peek() {
		p.next()
		r, err := p.andExpr()
		if err != nil {
			return nil, err
		}
		if or == nil {
			or = &orExpr{pos: pos{t.line, t.col}, xs: []expr{l}}
		}
		or.xs = append(or.xs, r)
	}
	if or != nil {
		return or, nil
	}
	return l, nil
}

func (p *parser) andExpr() (expr, error) {
	l, err := p.binary(0)
	if err != nil {
		return nil, err
	}
	var and *andExpr
	for t := p.peek(); isOp(t, "&&") || isWordOp(t, "and"); t = p.peek() {
		p.next()
		r, err := p.binary(0)
		if err != nil {
			return nil, err
		}
		if and == nil {
			and = &andExpr{pos: pos{t.line, t.col}, xs: []expr{l}}
		}
		and.xs = append(and.xs, r)
	}
	if and != nil {
		return and, nil
	}
	return l, nil
}

// binaryLevels lists the left-associative operator levels from the lowest.
var binaryLevels = [][]string{{"==", "!="}, {"<", "<=", ">", ">="}, {"+", "-"}, {"*", "/", "%"}}

func (p *parser) binary(level int) (expr, error) {
	if level == len(binaryLevels) {
		return p.unary()
	}
	l, err := p.binary(level + 1)
	if err != nil {
		return nil, err
	}
	var chain *binaryExpr
	for {
		t := p.peek()
		found := false
		for _, op := range binaryLevels[level] {
			if isOp(t, op) {
				found = true
			}
		}
		if !found {
			if chain != nil {
				return chain, nil
			}
			return l, nil
		}
		p.next()
		r, err := p.binary(level + 1)
		if err != nil {
			return nil, err
		}
		if chain == nil {
			chain = &binaryExpr{pos: l.at(), first: l}
		}
		chain.steps = append(chain.steps, binaryStep{pos: pos{t.line, t.col}, op: t.text, x: r})
	}
}

func (p *parser) unary() (expr, error) {
	t := p.peek()
	if isOp(t, "!") || isOp(t, "-") || isWordOp(t, "not") {
		p.next()
		if err := p.enter(); err != nil {
			return nil, err
		}
		x, err := p.unary()
		p.leave()
		if err != nil {
			return nil, err
		}
		op := t.text
		if op != "-" {
			op = "!"
		}
		if n, ok := x.(*numExpr); ok && op == "-" {
			return &numExpr{pos: pos{t.line, t.col}, v: -n.v}, nil
		}
		return &unaryExpr{pos: pos{t.line, t.col}, op: op, x: x}, nil
	}
	return p.primary()
}

func (p *parser) primary() (expr, error) {
	t := p.next()
	at := pos{t.line, t.col}
	switch {
	case isOp(t, "("):
		e, err := p.expr()
		if err != nil {
			return nil, err
		}
		if err := p.expectOp(")", "to close \"(\""); err != nil {
			return nil, err
		}
		return e, nil
	case t.kind == tWord && isNumber(t.text):
		v, err := strconv.Atoi(t.text)
		if err != nil || v > 1<<31 {
			return nil, p.errAt(t, "number %s is too large", t.text)
		}
		return &numExpr{pos: at, v: v}, nil
	case t.kind != tWord:
		return nil, p.errAt(t, "expected an expression, found %s", t)
	}
	k := kw(t)
	name := strings.ToLower(t.text)
	switch k.kind {
	case kwSuit:
		seat, err := p.seatArg(t, true)
		if err != nil {
			return nil, err
		}
		if err := p.expectOp(")", "after "+t.text+"'s seat"); err != nil {
			return nil, err
		}
		return &suitLenExpr{pos: at, seat: seat, suit: dds.Suit(k.arg)}, nil
	case kwCount:
		seat, err := p.seatArg(t, true)
		if err != nil {
			return nil, err
		}
		suit := -1
		if isOp(p.peek(), ",") {
			p.next()
			s, err := p.suitArg(t.text)
			if err != nil {
				return nil, err
			}
			suit = int(s)
		}
		if err := p.expectOp(")", "to close "+t.text+"("); err != nil {
			return nil, err
		}
		return &countExpr{pos: at, seat: seat, suit: suit, which: k.arg}, nil
	case kwFunc:
		return p.function(t, k.name)
	case kwSeat, kwNoTrump, kwAny, kwVul, kwLogic:
		return nil, p.errAt(t, "%q cannot start an expression", t.text)
	case kwCommand, kwAction:
		return nil, p.errAt(t, "%q is a command, not part of an expression (missing operand before it?)", t.text)
	}
	if msg, ok := unsupported[name]; ok {
		return nil, p.errAt(t, "%s", msg)
	}
	if isOp(p.peek(), "(") {
		return nil, p.errAt(t, "unknown function %q", t.text)
	}
	if v, ok := p.vars[t.text]; ok {
		if p.tricksVars[v] {
			p.tricks = true
		}
		return v, nil
	}
	return nil, p.errAt(t, "unknown variable %q (define it before use: %s = …)", t.text, t.text)
}

// seatArg reads "(" seat, the start of every hand function.
func (p *parser) seatArg(fn token, open bool) (dds.Seat, error) {
	if open {
		if err := p.expectOp("(", "after "+fn.text); err != nil {
			return 0, err
		}
	}
	t := p.next()
	k := kw(t)
	if k.kind != kwSeat {
		return 0, p.errAt(t, "%s: expected north, east, south or west, found %s", fn.text, t)
	}
	return dds.Seat(k.arg), nil
}

func (p *parser) suitArg(fn string) (dds.Suit, error) {
	t := p.next()
	k := kw(t)
	if k.kind != kwSuit {
		return 0, p.errAt(t, "%s: expected a suit (spades, hearts, diamonds, clubs), found %s", fn, t)
	}
	return dds.Suit(k.arg), nil
}

func (p *parser) function(t token, name string) (expr, error) {
	at := pos{t.line, t.col}
	closeParen := func(e expr) (expr, error) {
		if err := p.expectOp(")", "to close "+t.text+"("); err != nil {
			return nil, err
		}
		return e, nil
	}
	switch name {
	case "cccc":
		seat, err := p.seatArg(t, true)
		if err != nil {
			return nil, err
		}
		return closeParen(&ccccExpr{pos: at, seat: seat})
	case "quality":
		seat, err := p.seatArg(t, true)
		if err != nil {
			return nil, err
		}
		if err := p.expectOp(",", "and a suit: quality(seat, suit)"); err != nil {
			return nil, err
		}
		s, err := p.suitArg(t.text)
		if err != nil {
			return nil, err
		}
		return closeParen(&countExpr{pos: at, seat: seat, suit: int(s), which: countQuality})
	case "shape":
		seat, err := p.seatArg(t, true)
		if err != nil {
			return nil, err
		}
		if err := p.expectOp(",", "and a shape list: shape(seat, any 4333 + 54xx)"); err != nil {
			return nil, err
		}
		set, err := p.shapeList()
		if err != nil {
			return nil, err
		}
		return closeParen(&shapeExpr{pos: at, seat: seat, set: set})
	case "hascard":
		seat, err := p.seatArg(t, true)
		if err != nil {
			return nil, err
		}
		if err := p.expectOp(",", "and a card: hascard(seat, AS)"); err != nil {
			return nil, err
		}
		ct := p.next()
		c, err := dds.ParseCard(ct.text)
		if ct.kind != tWord || err != nil {
			return nil, p.errAt(ct, "hascard: %s is not a card (write it as AS, TC, 9H)", ct)
		}
		return closeParen(&hascardExpr{pos: at, seat: seat, card: c})
	case "tricks":
		seat, err := p.seatArg(t, true)
		if err != nil {
			return nil, err
		}
		if err := p.expectOp(",", "and a strain: tricks(seat, notrump)"); err != nil {
			return nil, err
		}
		st := p.next()
		k := kw(st)
		var strain dds.Strain
		switch k.kind {
		case kwSuit:
			strain = dds.Strain(k.arg)
		case kwNoTrump:
			strain = dds.NoTrump
		default:
			return nil, p.errAt(st, "tricks: expected a strain (spades, hearts, diamonds, clubs, notrump), found %s", st)
		}
		p.tricks = true
		return closeParen(&tricksExpr{pos: at, seat: seat, strain: strain})
	case "score":
		if err := p.expectOp("(", "after score"); err != nil {
			return nil, err
		}
		vt := p.next()
		vk := kw(vt)
		if vk.kind != kwVul {
			return nil, p.errAt(vt, "score: expected vul or nv, found %s", vt)
		}
		if err := p.expectOp(",", "and a contract: score(vul, x3N, tricks)"); err != nil {
			return nil, err
		}
		ct := p.next()
		level, strain, err := parseContract(ct.text)
		if ct.kind != tWord || err != "" {
			if err == "" {
				err = "expected a contract such as x3N"
			}
			return nil, p.errAt(ct, "score: %s", err)
		}
		if e := p.expectOp(",", "and the tricks: score(vul, x3N, tricks)"); e != nil {
			return nil, e
		}
		tr, e := p.expr()
		if e != nil {
			return nil, e
		}
		return closeParen(&scoreExpr{pos: at, vul: vk.arg == 1, level: level, strain: strain, tricks: tr})
	case "par":
		return p.parFunc(t)
	case "imps", "rnd":
		if err := p.expectOp("(", "after "+t.text); err != nil {
			return nil, err
		}
		x, err := p.expr()
		if err != nil {
			return nil, err
		}
		if name == "imps" {
			return closeParen(&impsExpr{pos: at, x: x})
		}
		return closeParen(&rndExpr{pos: at, x: x})
	}
	return nil, p.errAt(t, "unknown function %q", t.text)
}

// parseContract reads dealer's contract form "x3N" (level and strain,
// after an x); the error is "" when it is fine.
func parseContract(w string) (int, dds.Strain, string) {
	if len(w) < 3 || (w[0] != 'x' && w[0] != 'X' && w[0] != 'z' && w[0] != 'Z') {
		return 0, 0, "expected a contract such as x3N (an x, the level, the strain)"
	}
	if len(w) > 3 {
		if rest := strings.ToLower(w[3:]); rest == "x" || rest == "xx" {
			return 0, 0, "doubled contracts (" + w + ") are not supported: dealer's score() takes undoubled contracts"
		}
		return 0, 0, w + " is not a contract (write e.g. x3N, x4S)"
	}
	level := int(w[1] - '0')
	if level < 1 || level > 7 {
		return 0, 0, w + ": the level must be 1 to 7"
	}
	var strain dds.Strain
	switch strings.ToUpper(w[2:3]) {
	case "C":
		strain = dds.Strain(dds.Clubs)
	case "D":
		strain = dds.Strain(dds.Diamonds)
	case "H":
		strain = dds.Strain(dds.Hearts)
	case "S":
		strain = dds.Strain(dds.Spades)
	case "N":
		strain = dds.NoTrump
	default:
		return 0, 0, w + ": the strain must be C, D, H, S or N"
	}
	return level, strain, ""
}

// shapeList reads "any 4333 + 54xx - any 0xxx" up to the closing ")".
func (p *parser) shapeList() (*ShapeSet, error) {
	var terms []shapeTerm
	for {
		t := p.peek()
		var term shapeTerm
		switch {
		case isOp(t, ")"):
			if len(terms) == 0 {
				return nil, p.errAt(t, "shape: expected a shape such as 4333, 54xx or any 4432")
			}
			return buildShapeSet(terms), nil
		case isOp(t, "+") || isOp(t, ","):
			p.next()
		case isOp(t, "-"):
			p.next()
			term.minus = true
		case len(terms) == 0:
		case t.kind == tWord:
			// dealer also accepts shapes one after another with no sign.
		default:
			return nil, p.errAt(t, "shape: expected +, - or \")\", found %s", t)
		}
		if isWordOp(p.peek(), "any") {
			p.next()
			term.any = true
		}
		st := p.next()
		if st.kind != tWord {
			return nil, p.errAt(st, "shape: expected a shape such as 4333 or 54xx, found %s", st)
		}
		l, err := parseShapePattern(st.text)
		if err != nil {
			return nil, p.errAt(st, "%v", err)
		}
		term.lengths = l
		terms = append(terms, term)
	}
}

// parse_action.go: the action list — print actions, printes, average and frequency.

package sim

import (
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// actions reads "action a, b, …"; a later action statement replaces an
// earlier one, as in dealer.
func (p *parser) actions() error {
	var list []*action
	for {
		a, err := p.action()
		if err != nil {
			return err
		}
		list = append(list, a)
		if !isOp(p.peek(), ",") {
			break
		}
		p.next()
		// dealer allows a comma after the last action.
		if t := p.peek(); t.kind == tEOF || kw(t).kind == kwCommand || t.kind == tWord && isOp(p.peek2(), "=") {
			break
		}
	}
	p.script.actions = list
	return nil
}

func (p *parser) action() (*action, error) {
	t := p.next()
	k := kw(t)
	if k.kind != kwAction {
		if msg, ok := unsupported[strings.ToLower(t.text)]; ok && t.kind == tWord {
			return nil, p.errAt(t, "%s", msg)
		}
		return nil, p.errAt(t, "unknown action %s (actions: printall, printew, printpbn, printcompact, printoneline, print, printes, average, frequency)", t)
	}
	p.tricks = false
	a := &action{}
	var err error
	switch k.name {
	case "printall":
		a.kind = actPrintAll
	case "printew":
		a.kind = actPrintEW
	case "printpbn":
		a.kind = actPrintPBN
	case "printcompact", "printoneline":
		a.kind = actPrintCompact
		if k.name == "printoneline" {
			a.kind = actPrintOneLine
		}
		if isOp(p.peek(), "(") {
			p.next()
			e, err := p.expr()
			if err != nil {
				return nil, err
			}
			if err := p.expectOp(")", "to close "+t.text+"("); err != nil {
				return nil, err
			}
			a.exprs = []expr{e}
		}
	case "print":
		a.kind = actPrint
		if err := p.expectOp("(", "after print: print(north, south)"); err != nil {
			return nil, err
		}
		for {
			s, err := p.seat("print")
			if err != nil {
				return nil, err
			}
			a.seats = append(a.seats, s)
			if isOp(p.peek(), ",") {
				p.next()
				continue
			}
			break
		}
		if err := p.expectOp(")", "to close print("); err != nil {
			return nil, err
		}
	case "printes":
		a.kind = actPrintES
		err = p.printes(a)
	case "average":
		a.kind = actAverage
		if p.peek().kind == tString {
			a.label = p.next().text
		}
		var e expr
		e, err = p.expr()
		a.exprs = []expr{e}
	case "frequency":
		a.kind = actFrequency
		err = p.frequency(a)
	}
	if err != nil {
		return nil, err
	}
	a.usesTricks = p.tricks
	return a, nil
}

// printes reads its list of strings, expressions and \n, with or without
// parentheses around it.
func (p *parser) printes(a *action) error {
	paren := isOp(p.peek(), "(")
	if paren {
		p.next()
	}
	for {
		t := p.peek()
		switch t.kind {
		case tString:
			p.next()
			a.items = append(a.items, printItem{text: t.text, expr: -1})
		case tNewlineEsc:
			p.next()
			a.items = append(a.items, printItem{newline: true, expr: -1})
		default:
			e, err := p.expr()
			if err != nil {
				return err
			}
			a.items = append(a.items, printItem{expr: len(a.exprs)})
			a.exprs = append(a.exprs, e)
		}
		// Without parentheses the list ends where no comma follows; with
		// them a comma before ")" is allowed.
		if !isOp(p.peek(), ",") {
			break
		}
		p.next()
		if paren && isOp(p.peek(), ")") {
			break
		}
		if !paren && kw(p.peek()).kind == kwAction {
			// the comma separated printes from the next action
			p.i--
			break
		}
	}
	if paren {
		return p.expectOp(")", "to close printes(")
	}
	return nil
}

// maxFrequencyCells bounds the size of a two-dimensional frequency table.
const maxFrequencyCells = 100_000

// frequency reads ["label"] (expr, lo, hi [, expr2, lo2, hi2]).
func (p *parser) frequency(a *action) error {
	if p.peek().kind == tString {
		a.label = p.next().text
	}
	if err := p.expectOp("(", "after frequency: frequency \"label\" (expr, low, high)"); err != nil {
		return err
	}
	for dim := 0; dim < 2; dim++ {
		e, err := p.expr()
		if err != nil {
			return err
		}
		a.exprs = append(a.exprs, e)
		for j, b := range []*[2]int{&a.lo, &a.hi} {
			if err := p.expectOp(",", "then the low and high bounds: (expr, low, high)"); err != nil {
				return err
			}
			v, err := p.signedNumber()
			if err != nil {
				return err
			}
			b[dim] = v
			_ = j
		}
		if a.hi[dim] < a.lo[dim] {
			return p.errAt(p.toks[p.i-1], "frequency: the high bound %d is below the low bound %d", a.hi[dim], a.lo[dim])
		}
		if a.hi[dim]-a.lo[dim] > 10000 {
			return p.errAt(p.toks[p.i-1], "frequency: at most 10001 values between the bounds")
		}
		if !isOp(p.peek(), ",") {
			break
		}
		p.next()
		if dim == 1 {
			return p.errAt(p.peek(), "frequency: at most two expressions")
		}
	}
	if len(a.exprs) == 2 && (a.hi[0]-a.lo[0]+1)*(a.hi[1]-a.lo[1]+1) > maxFrequencyCells {
		return p.errAt(p.toks[p.i-1], "frequency: at most %d cells in a two-dimensional table", maxFrequencyCells)
	}
	return p.expectOp(")", "to close frequency(")
}

func (p *parser) signedNumber() (int, error) {
	neg := false
	if isOp(p.peek(), "-") {
		p.next()
		neg = true
	}
	t := p.next()
	if t.kind != tWord || !isNumber(t.text) {
		return 0, p.errAt(t, "expected a number, found %s", t)
	}
	v, err := strconv.Atoi(t.text)
	if err != nil || v > 1<<31 {
		return 0, p.errAt(t, "number %s is too large", t.text)
	}
	if neg {
		v = -v
	}
	return v, nil
}

var _ = dds.North

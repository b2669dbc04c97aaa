// parser.go: a recursive-descent parser for dealer's input language.

package sim

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// parser reads tokens into a Script.
type parser struct {
	file   string
	toks   []token
	i      int
	vars   map[string]expr
	script *Script
	counts *countTables
	// pointcount/altcount given: the tables are rebuilt from these.
	tricks     bool          // the expression being parsed calls tricks()
	tricksVars map[expr]bool // variables whose expression calls tricks()
	cond       expr
	// suit-length predeals: seat → suit → length (-1 none).
	lengthPredeal [4][4]int
	// depth is the parser's recursion depth (enter, leave); nvars the
	// variables defined so far, each with its slot in evalCtx.memo.
	depth int
	nvars int
}

// ParseScript parses a dealer script. name is used in messages
// ("nt.dl:3:14: unknown function \"hcpx\"").
//
// A script larger than MaxScriptBytes, or nested deeper than MaxNesting,
// is refused before it is parsed that far. A UTF-8 byte order mark at the
// start is skipped.
func ParseScript(name, src string) (*Script, error) {
	if len(src) > MaxScriptBytes {
		return nil, &SyntaxError{File: name, Line: 1, Col: 1, Msg: fmt.Sprintf("the script is larger than %d KiB", MaxScriptBytes>>10)}
	}
	src = strings.TrimPrefix(src, "\uFEFF")
	toks, err := lex(name, src)
	if err != nil {
		return nil, err
	}
	p := &parser{file: name, toks: toks, vars: map[string]expr{}, tricksVars: map[expr]bool{}, script: &Script{Name: name}, counts: defaultCountTables()}
	for s := range p.lengthPredeal {
		for t := range p.lengthPredeal[s] {
			p.lengthPredeal[s][t] = -1
		}
	}
	for p.peek().kind != tEOF {
		if err := p.statement(); err != nil {
			return nil, err
		}
	}
	cond := &Condition{root: p.cond, counts: p.counts, usesTricks: p.script.Condition != nil && p.script.Condition.usesTricks}
	if p.script.Condition != nil {
		cond.usesTricks = p.script.Condition.usesTricks
	}
	if cond.root == nil {
		cond.root = &numExpr{v: 1}
	}
	for s := range p.lengthPredeal {
		for suit, n := range p.lengthPredeal[s] {
			if n < 0 {
				continue
			}
			var set ShapeSet
			for _, sh := range allShapes {
				if sh[3-suit] == n { // Shape is S H D C; dds.Suit is C D H S
					set.add(sh)
				}
			}
			if cond.lengths[s] == nil {
				all := *fullShapeSet
				cond.lengths[s] = &all
			}
			cond.lengths[s].intersect(&set)
		}
	}
	cond.analyze()
	p.script.Condition = cond
	if p.script.actions == nil {
		p.script.actions = []*action{{kind: actPrintAll}}
	}
	return p.script, nil
}

// ParseCondition parses a condition expression on its own, e.g.
// "hcp(west) >= 11 && spades(west) >= 5", with the default counts.
func ParseCondition(text string) (*Condition, error) {
	if len(text) > MaxScriptBytes {
		return nil, &SyntaxError{File: "condition", Line: 1, Col: 1, Msg: fmt.Sprintf("the condition is larger than %d KiB", MaxScriptBytes>>10)}
	}
	s, err := ParseScript("condition", "condition "+strings.TrimPrefix(text, "\uFEFF"))
	if err != nil {
		var se *SyntaxError
		if ok := asSyntax(err, &se); ok && se.Line == 1 {
			se.Col -= len("condition ")
		}
		return nil, err
	}
	if len(s.actions) != 1 || s.actions[0].kind != actPrintAll || s.Generate != 0 || s.Produce != 0 || s.Predeal != (dds.Deal{}) {
		return nil, fmt.Errorf("a condition is one expression, not a script")
	}
	return s.Condition, nil
}

func asSyntax(err error, se **SyntaxError) bool {
	e, ok := err.(*SyntaxError)
	if ok {
		*se = e
	}
	return ok
}

func (p *parser) peek() token  { return p.toks[p.i] }
func (p *parser) peek2() token { return p.toks[min(p.i+1, len(p.toks)-1)] }
func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func (p *parser) errAt(t token, format string, a ...any) error {
	return &SyntaxError{File: p.file, Line: t.line, Col: t.col, Msg: fmt.Sprintf(format, a...)}
}

// isOp reports whether t is the operator op.
func isOp(t token, op string) bool { return t.kind == tOp && t.text == op }

func (p *parser) expectOp(op string, what string) error {
	t := p.next()
	if !isOp(t, op) {
		return p.errAt(t, "expected %q %s, found %s", op, what, t)
	}
	return nil
}

// kw is the keyword a token is, if any.
func kw(t token) keyword {
	if t.kind != tWord {
		return keyword{}
	}
	return lookupKeyword(t.text)
}

func isNumber(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

func (p *parser) statement() error {
	t := p.peek()
	k := kw(t)
	if k.kind == kwCommand {
		p.next()
		switch k.name {
		case "generate", "produce":
			n, err := p.count(k.name)
			if err != nil {
				return err
			}
			if k.name == "generate" {
				p.script.Generate = n
			} else {
				p.script.Produce = n
			}
			return nil
		case "vulnerable":
			v := p.next()
			vul, err := dds.ParseVulnerability(v.text)
			if v.kind != tWord || err != nil {
				return p.errAt(v, "vulnerable: expected none, NS, EW or all, found %s", v)
			}
			p.script.Vulnerable, p.script.VulnerableSet = vul, true
			return nil
		case "dealer":
			s, err := p.seat("dealer")
			if err != nil {
				return err
			}
			p.script.Dealer, p.script.DealerSet = s, true
			return nil
		case "predeal":
			return p.predeal()
		case "pointcount":
			return p.pointcount()
		case "altcount":
			return p.altcount()
		case "condition":
			return p.condition()
		case "action":
			return p.actions()
		}
	}
	if t.kind == tWord && isOp(p.peek2(), "=") {
		return p.assignment()
	}
	if t.kind == tWord {
		if msg, ok := unsupported[strings.ToLower(t.text)]; ok {
			return p.errAt(t, "%s", msg)
		}
		if msg, ok := dealerV2Commands[strings.ToLower(t.text)]; ok {
			return p.errAt(t, "%s", msg)
		}
		if k.kind == kwAction {
			return p.errAt(t, "%s is an action: write it after \"action\"", t.text)
		}
	}
	// A bare expression is a condition ("the word condition may be omitted").
	return p.condition()
}

// count reads the number after generate or produce.
func (p *parser) count(what string) (int, error) {
	t := p.next()
	if t.kind != tWord || !isNumber(t.text) {
		return 0, p.errAt(t, "%s: expected a number, found %s", what, t)
	}
	n, err := strconv.Atoi(t.text)
	if err != nil || n <= 0 {
		return 0, p.errAt(t, "%s: %s is not a positive number", what, t.text)
	}
	return n, nil
}

func (p *parser) seat(what string) (dds.Seat, error) {
	t := p.next()
	k := kw(t)
	if k.kind != kwSeat {
		return 0, p.errAt(t, "%s: expected north, east, south or west, found %s", what, t)
	}
	return dds.Seat(k.arg), nil
}

func (p *parser) assignment() error {
	name := p.next()
	p.next() // =
	if k := kw(name); k.kind != kwNone {
		return p.errAt(name, "%q is a reserved word and cannot name a variable", name.text)
	}
	if isNumber(name.text) || name.text[0] >= '0' && name.text[0] <= '9' {
		return p.errAt(name, "%q cannot name a variable (names start with a letter)", name.text)
	}
	if msg, ok := unsupported[strings.ToLower(name.text)]; ok {
		return p.errAt(name, "%s", msg)
	}
	p.tricks = false
	e, err := p.expr()
	if err != nil {
		return err
	}
	// Remember whether the variable calls tricks() with the expression.
	m := measure(e)
	p.vars[name.text] = &varExpr{pos: pos{name.line, name.col}, name: name.text, e: e,
		slot: p.nvars, volatile: m.volatile, size: m.size, depth: m.depth}
	p.nvars++
	if p.tricks {
		p.tricksVars[p.vars[name.text]] = true
	}
	return nil
}

func (p *parser) condition() error {
	p.tricks = false
	e, err := p.expr()
	if err != nil {
		return err
	}
	p.cond = e
	p.script.Condition = &Condition{usesTricks: p.tricks}
	return nil
}

// predeal reads "predeal north SAQ542, HKJ87, D32, CAK south S2 …" and
// "predeal spades(north)==1".
func (p *parser) predeal() error {
	first := true
	for {
		t := p.peek()
		k := kw(t)
		switch {
		case k.kind == kwSeat:
			p.next()
			if isOp(p.peek(), ",") {
				p.next()
			}
			if err := p.holdings(dds.Seat(k.arg)); err != nil {
				return err
			}
		case k.kind == kwSuit && isOp(p.peek2(), "("):
			if err := p.lengthPredealItem(); err != nil {
				return err
			}
		default:
			if first {
				return p.errAt(t, "predeal: expected a seat and its cards (predeal south SAQ542, HKJ87, D32, CAK), found %s", t)
			}
			return nil
		}
		first = false
		if isOp(p.peek(), ",") {
			p.next()
		}
	}
}

// holdings reads a seat's predealt suits: "SAQ542, HKJ87, D32, CAK".
func (p *parser) holdings(seat dds.Seat) error {
	for {
		t := p.peek()
		if t.kind != tWord || !isHolding(t.text) {
			return p.errAt(t, "predeal %s: expected a suit letter and cards (e.g. SAQ542), found %s", strings.ToLower(seat.Name()), t)
		}
		p.next()
		suit, _ := dds.ParseSuit(t.text[:1])
		ranks := strings.ToUpper(t.text[1:])
		for j := 0; j < len(ranks); j++ {
			rs := ranks[j : j+1]
			if ranks[j] == '1' && j+1 < len(ranks) && ranks[j+1] == '0' {
				rs = "10"
				j++
			}
			r, err := dds.ParseRank(rs)
			if err != nil {
				return p.errAt(t, "predeal %s: %q is not a rank in %s", strings.ToLower(seat.Name()), rs, t.text)
			}
			c := dds.NewCard(suit, r)
			if h, ok := p.script.Predeal.Holder(c); ok {
				return p.errAt(t, "predeal: %s is predealt twice (%s and %s)", c, h.Name(), seat.Name())
			}
			p.script.Predeal[seat] = p.script.Predeal[seat].With(c)
			if n := p.script.Predeal[seat].Len(); n > 13 {
				return p.errAt(t, "predeal: %s is given %d cards, more than 13", seat.Name(), n)
			}
		}
		// Another holding of this seat follows a comma.
		if isOp(p.peek(), ",") && p.peek2().kind == tWord && looksLikeHolding(p.peek2().text) && !isOp(p.toks[min(p.i+2, len(p.toks)-1)], "=") {
			p.next()
			continue
		}
		return nil
	}
}

// looksLikeHolding reports whether w starts like a predealt suit (a suit
// letter, and no keyword), so that a bad one is reported as such.
func looksLikeHolding(w string) bool {
	return len(w) >= 1 && strings.ContainsRune("SHDCshdc", rune(w[0])) && lookupKeyword(w).kind == kwNone
}

// isHolding reports whether w looks like a predealt suit: a suit letter
// then ranks.
func isHolding(w string) bool {
	if len(w) < 1 || !strings.ContainsRune("SHDCshdc", rune(w[0])) {
		return false
	}
	if lookupKeyword(w).kind != kwNone {
		return false
	}
	for i := 1; i < len(w); i++ {
		if !strings.ContainsRune("AKQJT98765432akqjt10", rune(w[i])) {
			return false
		}
	}
	return true
}

// lengthPredealItem reads "spades(north)==1".
func (p *parser) lengthPredealItem() error {
	st := p.next()
	suit := dds.Suit(kw(st).arg)
	if err := p.expectOp("(", "after "+st.text); err != nil {
		return err
	}
	seat, err := p.seat("predeal " + st.text)
	if err != nil {
		return err
	}
	if err := p.expectOp(")", "after the seat"); err != nil {
		return err
	}
	if err := p.expectOp("==", "in a suit-length predeal (e.g. spades(north)==1)"); err != nil {
		return err
	}
	t := p.next()
	if t.kind != tWord || !isNumber(t.text) {
		return p.errAt(t, "predeal %s(%s): expected a length, found %s", st.text, strings.ToLower(seat.Name()), t)
	}
	n, _ := strconv.Atoi(t.text)
	if n > 13 {
		return p.errAt(t, "predeal %s(%s)==%d: a suit has at most 13 cards", st.text, strings.ToLower(seat.Name()), n)
	}
	if old := p.lengthPredeal[seat][suit]; old >= 0 && old != n {
		return p.errAt(st, "predeal: %s(%s) is set twice (%d and %d)", st.text, strings.ToLower(seat.Name()), old, n)
	}
	p.lengthPredeal[seat][suit] = n
	sum := 0
	for _, x := range p.lengthPredeal[seat] {
		sum += max(x, 0)
	}
	if sum > 13 {
		return p.errAt(st, "predeal: the suit lengths given to %s add up to %d, more than 13", seat.Name(), sum)
	}
	return nil
}

// numberList reads numbers up to the next non-number.
func (p *parser) numberList() []token {
	var out []token
	for p.peek().kind == tWord && isNumber(p.peek().text) {
		out = append(out, p.next())
	}
	return out
}

func (p *parser) pointcount() error {
	t := p.peek()
	list := p.numberList()
	if len(list) == 0 {
		return p.errAt(t, "pointcount: expected up to 13 numbers, from the ace down")
	}
	if len(list) > 13 {
		return p.errAt(list[13], "pointcount: more than 13 numbers")
	}
	p.counts.hcp = countTable(fromAce(atois(list)))
	return nil
}

func (p *parser) altcount() error {
	t := p.next()
	if t.kind != tWord || !isNumber(t.text) || len(t.text) != 1 {
		return p.errAt(t, "altcount: expected the count's number (0 to 9), found %s", t)
	}
	n := int(t.text[0] - '0')
	list := p.numberList()
	if len(list) > 13 {
		return p.errAt(list[13], "altcount: more than 13 numbers")
	}
	p.counts.alt[n] = countTable(fromAce(atois(list)))
	return nil
}

func atois(ts []token) []int {
	out := make([]int, len(ts))
	for i, t := range ts {
		out[i], _ = strconv.Atoi(t.text)
	}
	return out
}

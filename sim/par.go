// par.go: par() — the par score of the deal (DealerV2's function), from its double-dummy table.

package sim

import (
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// parExpr is par(side[, vul]) or par(vul): the par score of the deal as
// DealerV2 computes it — DDS's Par with North-South bidding first — from
// side's view (North-South when not given), with the vulnerability given
// or else the script's vulnerable statement (none when it has none;
// DealerV2 takes it from its -P option, which ruling deal does not have).
type parExpr struct {
	pos
	side   dds.Side
	vul    dds.Vulnerability
	vulSet bool
	script *Script // for its vulnerable statement, read at evaluation
}

// parFunc parses the arguments of par: par(ns), par(ew), par(none),
// par(all), par(nv), par(vul), par(ns, ew), ….
func (p *parser) parFunc(t token) (expr, error) {
	e := &parExpr{pos: pos{t.line, t.col}, script: p.script}
	if err := p.expectOp("(", "after par"); err != nil {
		return nil, err
	}
	a := p.next()
	switch w := strings.ToLower(a.text); {
	case a.kind == tWord && (w == "ns" || w == "ew"):
		e.side, _ = dds.ParseSide(w)
		if isOp(p.peek(), ",") {
			p.next()
			v := p.next()
			if !parVul(v, e) {
				return nil, p.errAt(v, "par: expected a vulnerability (none, NS, EW, all), found %s", v)
			}
		}
	case parVul(a, e):
	default:
		return nil, p.errAt(a, "par: expected NS, EW or a vulnerability (none, all, nv, vul), found %s", a)
	}
	if err := p.expectOp(")", "to close par("); err != nil {
		return nil, err
	}
	p.tricks = true
	return e, nil
}

// parVul reads a vulnerability argument of par: none, NS, EW, all (or
// both), and dealer's nv (none) and vul (all).
func parVul(t token, e *parExpr) bool {
	if t.kind != tWord {
		return false
	}
	if k := kw(t); k.kind == kwVul {
		e.vul, e.vulSet = dds.VulNone, true
		if k.arg == 1 {
			e.vul = dds.VulAll
		}
		return true
	}
	v, err := dds.ParseVulnerability(t.text)
	if err != nil || t.text == "-" {
		return false
	}
	e.vul, e.vulSet = v, true
	return true
}

func (e *parExpr) eval(c *evalCtx) int {
	t, ok := c.table(e.pos, "par")
	if !ok {
		return 0
	}
	v := e.vul
	if !e.vulSet && e.script != nil && e.script.VulnerableSet {
		v = e.script.Vulnerable
	}
	score := dds.SidesPar(t, v)[dds.NS].Score
	if e.side == dds.EW {
		return -score
	}
	return score
}

// table is the deal's whole double-dummy table, solved once per deal and
// shared with tricks().
func (c *evalCtx) table(at pos, fn string) (dds.Table, bool) {
	var t dds.Table
	if c.ddDone&allDD != allDD {
		if !c.ddSolver(at, "%s() needs a double-dummy solver, and none is available", fn) || c.stopped() {
			return t, false
		}
		full, err := c.solver.Table(*c.deal)
		if err != nil {
			if !c.stopped() { // else the solve was stopped
				c.fail(at, "%s(): %v", fn, err)
			}
			return t, false
		}
		c.setTable(&full)
	}
	for s := range t {
		for h := range t[s] {
			t[s][h] = int(c.dd[s][h])
		}
	}
	return t, true
}

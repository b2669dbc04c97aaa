// bounds.go: the limits on a script — its size, its nesting, and the shape of an expression (depth, size, rnd()) measured once.

package sim

// MaxScriptBytes is the largest dealer script or condition ruling reads:
// 256 KiB, some thousand times a real script, and small enough that
// parsing it takes a fraction of a second and tens of MB at most.
const MaxScriptBytes = 256 << 10

// MaxNesting is the deepest an expression may nest: parentheses,
// function arguments, branches of ?: and unary operators, counted by the
// parser as it recurses, and the depth of the expression tree with the
// variables it uses expanded (v2 = v1 + 1 is one deeper than v1). A long
// run of one operator (a + b + … or a || b || …) is one level however
// long. Real scripts nest a few levels, and chain a few dozen variables;
// 1000 keeps the parser's stack under about 2 MB and the evaluator's
// under 1 MB.
const MaxNesting = 1000

// shape is what measure finds of an expression.
type shape struct {
	depth    int  // its depth, variables expanded
	size     int  // its nodes, each variable counted as one
	volatile bool // it calls rnd(), directly or through a variable
}

// measure walks e down to the variables it uses, which carry their own
// measure. Its recursion is bounded: the parser refuses an expression
// nested deeper than MaxNesting before measuring it.
func measure(e expr) shape {
	var m shape
	kids := func(xs ...expr) {
		for _, x := range xs {
			k := measure(x)
			m.depth = max(m.depth, k.depth)
			m.size += k.size
			m.volatile = m.volatile || k.volatile
		}
	}
	switch x := e.(type) {
	case *varExpr:
		return shape{depth: 1 + x.depth, size: 1, volatile: x.volatile}
	case *unaryExpr:
		kids(x.x)
	case *binaryExpr:
		kids(x.first)
		for _, s := range x.steps {
			kids(s.x)
		}
	case *andExpr:
		kids(x.xs...)
	case *orExpr:
		kids(x.xs...)
	case *condExpr:
		kids(x.c, x.t, x.f)
	case *scoreExpr:
		kids(x.tricks)
	case *impsExpr:
		kids(x.x)
	case *rndExpr:
		kids(x.x)
		m.volatile = true
	}
	m.depth++
	m.size++
	return m
}

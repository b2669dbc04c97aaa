// analyze.go: finding the parts of a condition that pin a seat's shape, so that seat can be dealt shape first.

package sim

import "github.com/ruling-bridge/ruling/dds"

// analyze sets c.shapes: for each seat, the shapes allowed by the
// conjuncts of the condition that read only that seat's suit lengths
// (shape(), spades() … and arithmetic and logic on them), intersected with
// the suit-length predeals. Dealing a seat from such a set and then
// checking the whole condition accepts exactly the same deals as plain
// rejection, with the same (uniform) distribution.
//
// Technique: each such conjunct is evaluated once on every one of the 560
// shapes, on a made-up hand of that shape.
func (c *Condition) analyze() {
	for s := range c.shapes {
		if c.lengths[s] != nil {
			set := *c.lengths[s]
			c.shapes[s] = &set
		}
	}
	for _, e := range conjuncts(c.root, nil) {
		seat, ok := lengthOnly(e)
		if !ok || seat < 0 {
			continue
		}
		set, ok := shapesWhere(e, dds.Seat(seat), c.counts)
		if !ok {
			continue
		}
		if c.shapes[seat] == nil {
			all := *fullShapeSet
			c.shapes[seat] = &all
		}
		c.shapes[seat].intersect(set)
	}
}

// conjuncts flattens a top-level && chain, looking through variables
// (each once: a conjunct met twice adds nothing).
func conjuncts(e expr, out []expr) []expr {
	seen := map[*varExpr]bool{}
	var walk func(e expr)
	walk = func(e expr) {
		switch x := e.(type) {
		case *andExpr:
			for _, y := range x.xs {
				walk(y)
			}
			return
		case *varExpr:
			if !seen[x] {
				seen[x] = true
				walk(x.e)
			}
			return
		}
		out = append(out, e)
	}
	walk(e)
	return out
}

// lengthOnly reports whether e reads nothing of the deal but the suit
// lengths of one seat; seat is -1 when it reads nothing at all.
func lengthOnly(e expr) (seat int, ok bool) {
	seat = -1
	merge := func(s int) bool {
		if s < 0 {
			return true
		}
		if seat >= 0 && seat != s {
			return false
		}
		seat = s
		return true
	}
	var walk func(e expr) bool
	walk = func(e expr) bool {
		switch x := e.(type) {
		case *numExpr:
			return true
		case *varExpr:
			// Each variable once: its verdict is kept (a variable used
			// twice by the next one would otherwise double the walk).
			if !x.lenDone {
				x.lenSeat, x.lenOK = lengthOnly(x.e)
				x.lenDone = true
			}
			return x.lenOK && merge(x.lenSeat)
		case *unaryExpr:
			return walk(x.x)
		case *binaryExpr:
			if !walk(x.first) {
				return false
			}
			for _, s := range x.steps {
				if !walk(s.x) {
					return false
				}
			}
			return true
		case *andExpr:
			return walkAll(x.xs, walk)
		case *orExpr:
			return walkAll(x.xs, walk)
		case *condExpr:
			return walk(x.c) && walk(x.t) && walk(x.f)
		case *impsExpr:
			return walk(x.x)
		case *suitLenExpr:
			return merge(int(x.seat))
		case *shapeExpr:
			return merge(int(x.seat))
		}
		return false
	}
	if !walk(e) {
		return 0, false
	}
	return seat, true
}

// walkAll reports whether walk holds for every expression of xs.
func walkAll(xs []expr, walk func(expr) bool) bool {
	for _, x := range xs {
		if !walk(x) {
			return false
		}
	}
	return true
}

// shapesWhere evaluates e with seat holding each shape in turn; ok is false
// when the evaluation fails (division by zero).
func shapesWhere(e expr, seat dds.Seat, counts *countTables) (*ShapeSet, bool) {
	var set ShapeSet
	var d dds.Deal
	ctx := &evalCtx{counts: counts}
	for _, sh := range allShapes {
		d[seat] = handOfShape(sh)
		ctx.newDeal(&d)
		if e.eval(ctx) != 0 {
			set.add(sh)
		}
		if ctx.err != nil {
			return nil, false
		}
	}
	return &set, true
}

// handOfShape is a hand of the given shape (its lowest cards in each suit).
func handOfShape(sh Shape) dds.Cards {
	var h dds.Cards
	for i, s := range dds.SuitsPBN {
		for r := 0; r < sh[i]; r++ {
			h = h.With(dds.NewCard(s, dds.Two+dds.Rank(r)))
		}
	}
	return h
}

// holdsLengths reports whether every seat with a suit-length predeal has it.
func (c *Condition) holdsLengths(d *dds.Deal) bool {
	for s, set := range c.lengths {
		if set != nil && !set.hasIndex(handShapeIndex(d[s])) {
			return false
		}
	}
	return true
}

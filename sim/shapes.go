// shapes.go: sets of hand shapes (suit lengths) and dealer's shape patterns.

package sim

import (
	"fmt"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// Shape is a hand's suit lengths in dealer's order: spades, hearts,
// diamonds, clubs.
type Shape [4]int

// shapeSpan is the number of values one of the first three lengths takes
// in a shape index (0 to 13).
const shapeSpan = 14

// shapeIndexCount is the size of the shape index space: the clubs length
// is implied by the other three.
const shapeIndexCount = shapeSpan * shapeSpan * shapeSpan

// index is the shape's place in a ShapeSet.
func (s Shape) index() int { return (s[0]*shapeSpan+s[1])*shapeSpan + s[2] }

// String is the shape as dealer writes it, e.g. "5431" (T, J, Q, K for 10–13).
func (s Shape) String() string {
	var b strings.Builder
	for _, n := range s {
		b.WriteByte("0123456789TJQK"[n])
	}
	return b.String()
}

// handShape is the shape of a hand, spades first.
func handShape(h dds.Cards) Shape {
	return Shape{h.SuitLen(dds.Spades), h.SuitLen(dds.Hearts), h.SuitLen(dds.Diamonds), h.SuitLen(dds.Clubs)}
}

// handShapeIndex is the ShapeSet index of a hand of 13 cards.
func handShapeIndex(h dds.Cards) int {
	return (h.SuitLen(dds.Spades)*shapeSpan+h.SuitLen(dds.Hearts))*shapeSpan + h.SuitLen(dds.Diamonds)
}

// ShapeSet is a set of 13-card shapes: one bit per (spades, hearts,
// diamonds) triple, so that a membership test is one index and one mask —
// dealer's constant-time shape() test.
type ShapeSet [(shapeIndexCount + 63) / 64]uint64

// Has reports whether the shape is in the set.
func (s *ShapeSet) Has(sh Shape) bool { return s.hasIndex(sh.index()) }

func (s *ShapeSet) hasIndex(i int) bool { return s[i>>6]&(1<<(i&63)) != 0 }

func (s *ShapeSet) add(sh Shape) { i := sh.index(); s[i>>6] |= 1 << (i & 63) }

// Len is the number of shapes in the set.
func (s *ShapeSet) Len() int {
	n := 0
	for _, sh := range allShapes {
		if s.Has(sh) {
			n++
		}
	}
	return n
}

// Shapes lists the set's shapes in a fixed order.
func (s *ShapeSet) Shapes() []Shape {
	var out []Shape
	for _, sh := range allShapes {
		if s.Has(sh) {
			out = append(out, sh)
		}
	}
	return out
}

// intersect keeps only the shapes also in t.
func (s *ShapeSet) intersect(t *ShapeSet) {
	for i := range s {
		s[i] &= t[i]
	}
}

// allShapes lists the 560 shapes of a 13-card hand.
var allShapes = func() []Shape {
	var out []Shape
	for a := 0; a <= 13; a++ {
		for b := 0; a+b <= 13; b++ {
			for c := 0; a+b+c <= 13; c++ {
				out = append(out, Shape{a, b, c, 13 - a - b - c})
			}
		}
	}
	return out
}()

// fullShapeSet holds every shape.
var fullShapeSet = func() *ShapeSet {
	var s ShapeSet
	for _, sh := range allShapes {
		s.add(sh)
	}
	return &s
}()

// shapeTerm is one term of a shape list: "any 4333", "54xx". A length of
// -1 stands for x (any length).
type shapeTerm struct {
	any     bool
	lengths [4]int
	minus   bool
}

// parseShapePattern reads the four characters of a shape: digits and x.
func parseShapePattern(text string) ([4]int, error) {
	var l [4]int
	if len(text) != 4 {
		return l, fmt.Errorf("shape %q must have four characters (digits or x), spades first", text)
	}
	fixed, sum := 0, 0
	for i := 0; i < 4; i++ {
		switch ch := text[i]; {
		case ch == 'x' || ch == 'X':
			l[i] = -1
		case ch >= '0' && ch <= '9':
			l[i] = int(ch - '0')
			fixed++
			sum += l[i]
		default:
			return l, fmt.Errorf("shape %q: %q is not a digit or x", text, ch)
		}
	}
	if fixed == 4 && sum != 13 {
		return l, fmt.Errorf("shape %q has %d cards, not 13", text, sum)
	}
	if sum > 13 {
		return l, fmt.Errorf("shape %q has more than 13 cards", text)
	}
	return l, nil
}

// matches reports whether sh fits the term's lengths in this suit order.
func termMatches(lengths [4]int, sh Shape) bool {
	for i, n := range lengths {
		if n >= 0 && sh[i] != n {
			return false
		}
	}
	return true
}

// permutations4 lists the 24 orderings of four suits.
var permutations4 = func() [][4]int {
	var out [][4]int
	for a := 0; a < 4; a++ {
		for b := 0; b < 4; b++ {
			for c := 0; c < 4; c++ {
				d := 6 - a - b - c
				if a != b && a != c && b != c && d != a && d != b && d != c {
					out = append(out, [4]int{a, b, c, d})
				}
			}
		}
	}
	return out
}()

// buildShapeSet makes the set of a shape list: the union of the + terms
// minus the union of the - terms.
func buildShapeSet(terms []shapeTerm) *ShapeSet {
	var plus, minus ShapeSet
	for _, t := range terms {
		dst := &plus
		if t.minus {
			dst = &minus
		}
		for _, sh := range allShapes {
			ok := termMatches(t.lengths, sh)
			if !ok && t.any {
				for _, p := range permutations4 {
					var l [4]int
					for i := range l {
						l[i] = t.lengths[p[i]]
					}
					if termMatches(l, sh) {
						ok = true
						break
					}
				}
			}
			if ok {
				dst.add(sh)
			}
		}
	}
	for i := range plus {
		plus[i] &^= minus[i]
	}
	return &plus
}

// breakdown.go: a trick distribution split by where the key cards lie — by the value of dealer-language expressions on each deal.

package sim

import (
	"fmt"
	"sort"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// Breakdown splits a trick distribution by the values that expressions
// ("hascard(west, KH)", "hearts(east) >= 4", "hcp(north)") take on each
// deal, so a report can say "4♥ makes 99 % when West holds the ♥K (78 % of
// deals), 38 % when East does". Every deal counts once in each split.
type Breakdown struct {
	Splits []Split
	conds  []*Condition
}

// Split is the distribution split by one expression: one row per value
// it took, in ascending order of value.
type Split struct {
	Expr string
	Rows []SplitRow
}

// SplitRow is the deals on which the expression took one value.
type SplitRow struct {
	Value int
	Dist  TrickDist
}

// Boolean reports whether the expression took no values but 0 and 1 (a
// test such as hascard or >=), so its rows read "yes" and "no".
func (s *Split) Boolean() bool {
	for _, r := range s.Rows {
		if r.Value != 0 && r.Value != 1 {
			return false
		}
	}
	return true
}

// Label is the row's value as a report shows it: "yes"/"no" for a test,
// the number otherwise.
func (s *Split) Label(r SplitRow) string {
	if s.Boolean() {
		if r.Value != 0 {
			return "yes"
		}
		return "no"
	}
	return fmt.Sprint(r.Value)
}

// N is the number of deals in the split.
func (s *Split) N() int {
	n := 0
	for _, r := range s.Rows {
		n += r.Dist.N
	}
	return n
}

// NewBreakdown parses the expressions. An expression that calls tricks()
// or does not parse is an error naming it.
func NewBreakdown(exprs []string) (*Breakdown, error) {
	b := &Breakdown{}
	for _, text := range exprs {
		if strings.TrimSpace(text) == "" {
			return nil, fmt.Errorf("breakdown: an empty expression")
		}
		c, err := ParseCondition(text)
		if err != nil {
			return nil, fmt.Errorf("breakdown %q: %v", text, err)
		}
		if c.usesTricks {
			return nil, fmt.Errorf("breakdown %q: a breakdown reads where the cards lie; it cannot call tricks()", text)
		}
		b.conds = append(b.conds, c)
		b.Splits = append(b.Splits, Split{Expr: text})
	}
	return b, nil
}

// Add counts a deal on which declarer took tricks.
func (b *Breakdown) Add(d dds.Deal, tricks int) error {
	for i, c := range b.conds {
		v, err := c.Value(d)
		if err != nil {
			return fmt.Errorf("breakdown %q: %v", b.Splits[i].Expr, err)
		}
		s := &b.Splits[i]
		k := sort.Search(len(s.Rows), func(j int) bool { return s.Rows[j].Value >= v })
		if k == len(s.Rows) || s.Rows[k].Value != v {
			s.Rows = append(s.Rows, SplitRow{})
			copy(s.Rows[k+1:], s.Rows[k:])
			s.Rows[k] = SplitRow{Value: v}
		}
		s.Rows[k].Dist.Add(tricks)
	}
	return nil
}

// AtLeast is the number of deals on which declarer took at least need
// tricks (made a contract needing them).
func (d *TrickDist) AtLeast(need int) int {
	n := 0
	for t := max(need, 0); t < len(d.Count); t++ {
		n += d.Count[t]
	}
	return n
}

// Mean is the mean number of tricks.
func (d *TrickDist) Mean() float64 {
	if d.N == 0 {
		return 0
	}
	s := 0
	for t, c := range d.Count {
		s += t * c
	}
	return float64(s) / float64(d.N)
}

// round.go: weights as Directors write them — largest-remainder rounding to multiples of 5 % or 10 %.

package weighting

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
)

// RoundWeights rounds weights (shares of 1 that sum to 1) to multiples of
// step percent that sum to exactly 100 %, the way Directors write them.
//
// First, outcomes below half a step are folded into a neighbouring
// outcome: weights are taken in their order (the caller lists the
// results of a contract next to each other, by tricks), and group[i] names
// the contract of outcome i; the smallest outcome below half a step gives
// its weight to its heavier neighbour of the same group (to a neighbour
// of another group only when it has none), until every outcome left is at
// least half a step or one is left. Then the largest-remainder method
// (Hamilton's) shares the 100/step units: each outcome gets the whole
// units of its weight, and the units left over go to the largest
// remainders (the heavier weight, then the earlier outcome, on a tie).
// A folded outcome's rounded weight is 0. group may be nil (one group).
func RoundWeights(w []*big.Rat, step int, group []int) ([]*big.Rat, error) {
	r, err := Round(w, RoundOptions{Step: step, Group: group})
	return r.Weights, err
}

// RoundOptions are how Round rounds weights.
type RoundOptions struct {
	// Step is the multiple of percent the weights are rounded to (5 or 10).
	Step int
	// Group names each outcome's contract (nil: one group): an outcome is
	// folded into a neighbour of its own contract where it has one.
	Group []int
	// Favour, when not nil, gives each outcome's value to the
	// non-offending side (higher is better for it): the units the whole
	// parts leave over go to the outcomes with a remainder that are best
	// for the non-offending side, instead of to the largest remainders —
	// the benefit of the doubt Law 12C1(c) gives that side.
	Favour []*big.Rat
}

// Rounding is weights rounded by Round.
type Rounding struct {
	Weights []*big.Rat // the rounded weights, summing to 100 %; 0 for a folded outcome
	// Into is, for each outcome, the outcome it was folded into (its
	// weight counted with that one's); -1 for one not folded.
	Into []int
}

// Round rounds weights as RoundWeights does and says which outcomes were
// folded into which; with o.Favour the spare units go towards the
// outcomes better for the non-offending side.
func Round(w []*big.Rat, o RoundOptions) (Rounding, error) {
	step, group := o.Step, o.Group
	var none Rounding
	if step <= 0 || 100%step != 0 {
		return none, fmt.Errorf("round to %d %%: the step must divide 100 (use 5 or 10)", step)
	}
	if len(w) == 0 {
		return none, errors.New("no weights to round")
	}
	if group != nil && len(group) != len(w) {
		return none, fmt.Errorf("%d groups for %d weights", len(group), len(w))
	}
	if o.Favour != nil && len(o.Favour) != len(w) {
		return none, fmt.Errorf("%d values for %d weights", len(o.Favour), len(w))
	}
	sum := new(big.Rat)
	for i, x := range w {
		if x == nil || x.Sign() < 0 {
			return none, fmt.Errorf("weight %d is negative", i+1)
		}
		sum.Add(sum, x)
	}
	if sum.Cmp(big.NewRat(1, 1)) != 0 {
		return none, fmt.Errorf("weights sum to %s, not 100%%", FormatPercent(sum))
	}
	sameGroup := func(i, j int) bool { return group == nil || group[i] == group[j] }

	// Folding: work on copies; alive marks outcomes not yet folded away.
	cur := make([]*big.Rat, len(w))
	alive := make([]bool, len(w))
	into := make([]int, len(w))
	for i, x := range w {
		cur[i], alive[i], into[i] = new(big.Rat).Set(x), true, -1
	}
	half := big.NewRat(int64(step), 200)
	for {
		small, left := -1, 0
		for i := range cur {
			if !alive[i] {
				continue
			}
			left++
			if cur[i].Cmp(half) < 0 && (small < 0 || cur[i].Cmp(cur[small]) < 0) {
				small = i
			}
		}
		if small < 0 || left <= 1 {
			break
		}
		to := neighbour(cur, alive, small, sameGroup)
		cur[to].Add(cur[to], cur[small])
		cur[small].SetInt64(0)
		alive[small] = false
		for i := range into { // what was folded into small moves on with it
			if into[i] == small {
				into[i] = to
			}
		}
		into[small] = to
	}

	// Largest remainder over units of step percent.
	units := int64(100 / step)
	out := make([]*big.Rat, len(w))
	type rem struct {
		i    int
		frac *big.Rat
	}
	var rems []rem
	given := int64(0)
	for i, x := range cur {
		scaled := new(big.Rat).Mul(x, big.NewRat(units, 1))
		whole := new(big.Int).Quo(scaled.Num(), scaled.Denom()).Int64()
		given += whole
		out[i] = big.NewRat(whole, units)
		if alive[i] {
			rems = append(rems, rem{i, scaled.Sub(scaled, big.NewRat(whole, 1))})
		}
	}
	sort.SliceStable(rems, func(a, b int) bool {
		if o.Favour != nil {
			// Only an outcome with a remainder takes a spare unit;
			// among those the one better for the non-offending side.
			ra, rb := rems[a].frac.Sign() > 0, rems[b].frac.Sign() > 0
			if ra != rb {
				return ra
			}
			if c := o.Favour[rems[a].i].Cmp(o.Favour[rems[b].i]); c != 0 {
				return c > 0
			}
		}
		if c := rems[a].frac.Cmp(rems[b].frac); c != 0 {
			return c > 0
		}
		return cur[rems[a].i].Cmp(cur[rems[b].i]) > 0
	})
	for k := 0; given < units; k++ {
		i := rems[k%len(rems)].i
		out[i].Add(out[i], big.NewRat(1, units))
		given++
	}
	return Rounding{Weights: out, Into: into}, nil
}

// neighbour is the outcome next to i (skipping folded ones) that takes
// its weight: the heavier of the two, preferring one of i's group.
func neighbour(cur []*big.Rat, alive []bool, i int, same func(i, j int) bool) int {
	next := func(d int) int {
		for j := i + d; j >= 0 && j < len(cur); j += d {
			if alive[j] {
				return j
			}
		}
		return -1
	}
	cands := []int{}
	for _, j := range []int{next(-1), next(1)} {
		if j >= 0 {
			cands = append(cands, j)
		}
	}
	var own []int
	for _, j := range cands {
		if same(i, j) {
			own = append(own, j)
		}
	}
	if len(own) > 0 {
		cands = own
	}
	best := cands[0]
	for _, j := range cands[1:] {
		if cur[j].Cmp(cur[best]) > 0 {
			best = j
		}
	}
	return best
}

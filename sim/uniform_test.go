// uniform_test.go: chi-square tests of the dealing against exact combinatorial probabilities.

package sim

import (
	"context"
	"math"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"gonum.org/v1/gonum/stat/distuv"
)

// uniformDeals is the sample size of the chi-square tests.
const uniformDeals = 200_000

// chiSquare is Pearson's statistic of observed counts against expected
// probabilities, with bins of expected count below 5 merged into their
// neighbour; df is the degrees of freedom.
func chiSquare(observed []int, probs []float64) (stat float64, df int) {
	n := 0
	for _, o := range observed {
		n += o
	}
	var obs, exp []float64
	var accO, accE float64
	for i := range observed {
		accO += float64(observed[i])
		accE += probs[i] * float64(n)
		if accE >= 5 {
			obs = append(obs, accO)
			exp = append(exp, accE)
			accO, accE = 0, 0
		}
	}
	if accE > 0 || accO > 0 {
		if len(obs) == 0 {
			return 0, 0
		}
		obs[len(obs)-1] += accO
		exp[len(exp)-1] += accE
	}
	for i := range obs {
		d := obs[i] - exp[i]
		stat += d * d / exp[i]
	}
	return stat, len(obs) - 1
}

// chiBound is the 99.99% point of the chi-square distribution: a correct
// sampler fails a test with probability 1e-4 (and with a fixed seed, never).
func chiBound(df int) float64 { return distuv.ChiSquared{K: float64(df)}.Quantile(0.9999) }

func checkChi(t *testing.T, what string, observed []int, probs []float64) float64 {
	t.Helper()
	sum := 0.0
	for _, p := range probs {
		sum += p
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Fatalf("%s: expected probabilities sum to %v", what, sum)
	}
	stat, df := chiSquare(observed, probs)
	if b := chiBound(df); stat > b {
		t.Errorf("%s: chi-square %.1f with %d df exceeds %.1f", what, stat, df, b)
	} else {
		t.Logf("%s: chi-square %.1f, %d df (bound %.1f)", what, stat, df, b)
	}
	return stat
}

// binom is n choose k as a float.
func binom(n, k int) float64 {
	if k < 0 || k > n {
		return 0
	}
	return float64(binomial[n][k])
}

// honourPoints is the Milton Work value of each honour rank.
var honourPoints = map[dds.Rank]int{dds.Ace: 4, dds.King: 3, dds.Queen: 2, dds.Jack: 1}

// hcpDistribution is the exact distribution of the HCP of a hand of need
// cards drawn from the set avail, plus fixed points already held:
// enumerate the subsets of the honours in avail, each completed by spot
// cards in C(spots, need−j) ways.
func hcpDistribution(avail dds.Cards, need, fixed int) []float64 {
	var honours []int
	spots := 0
	for _, c := range avail.List() {
		if p, ok := honourPoints[c.Rank()]; ok {
			honours = append(honours, p)
		} else {
			spots++
		}
	}
	counts := make([]float64, 41)
	for mask := 0; mask < 1<<len(honours); mask++ {
		j, pts := 0, fixed
		for b, p := range honours {
			if mask&(1<<b) != 0 {
				j++
				pts += p
			}
		}
		counts[pts] += binom(spots, need-j)
	}
	return normalise(counts)
}

func normalise(x []float64) []float64 {
	sum := 0.0
	for _, v := range x {
		sum += v
	}
	out := make([]float64, len(x))
	for i, v := range x {
		out[i] = v / sum
	}
	return out
}

// sampleNorth deals n deals and returns North's spade-length and HCP counts.
func sampleNorth(t *testing.T, spec SampleSpec) (spades, hcp []int) {
	t.Helper()
	spades, hcp = make([]int, 14), make([]int, 41)
	_, err := Sample(context.Background(), spec, func(i int, d dds.Deal) error {
		spades[d[dds.North].SuitLen(dds.Spades)]++
		hcp[d[dds.North].HCP()]++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return spades, hcp
}

func TestUniformPlain(t *testing.T) {
	spades, hcp := sampleNorth(t, SampleSpec{Seed: 11, N: uniformDeals, Threads: 2})
	probs := make([]float64, 14)
	for k := range probs {
		probs[k] = binom(13, k) * binom(39, 13-k) / binom(52, 13)
	}
	checkChi(t, "spades(north)", spades, probs)
	checkChi(t, "hcp(north)", hcp, hcpDistribution(dds.AllCards, 13, 0))
}

func TestUniformPredealt(t *testing.T) {
	south, err := dds.ParseHand("AKQ2.J54.T9.8765")
	if err != nil {
		t.Fatal(err)
	}
	known := dds.Deal{dds.South: south}
	// West holds two known cards too.
	known[dds.West] = dds.NewCard(dds.Spades, dds.Jack).Bit() | dds.NewCard(dds.Hearts, dds.Ace).Bit()
	spades, hcp := sampleNorth(t, SampleSpec{Known: known, Seed: 12, N: uniformDeals, Threads: 2})
	avail := known.Unknown()
	u := avail.SuitLen(dds.Spades)
	n := avail.Len()
	probs := make([]float64, 14)
	for k := range probs {
		probs[k] = binom(u, k) * binom(n-u, 13-k) / binom(n, 13)
	}
	checkChi(t, "spades(north) with South and two West cards known", spades, probs)
	checkChi(t, "hcp(north) with South and two West cards known", hcp, hcpDistribution(avail, 13, 0))
}

// shapeSetDistributions gives, for hands whose shape is in set, the exact
// distributions of the spade length and of the HCP: each shape weighs
// Π C(13, length), and a suit of length l has C(9, l−j) holdings with a
// given j of its four honours.
func shapeSetDistributions(set *ShapeSet) (spades, hcp []float64) {
	spades, hcp = make([]float64, 14), make([]float64, 41)
	for _, sh := range set.Shapes() {
		w := 1.0
		conv := []float64{1}
		for _, l := range sh {
			w *= binom(13, l)
			suit := make([]float64, 11)
			for mask := 0; mask < 16; mask++ {
				j, pts := 0, 0
				for b := 0; b < 4; b++ {
					if mask&(1<<b) != 0 {
						j++
						pts += b + 1
					}
				}
				suit[pts] += binom(9, l-j)
			}
			next := make([]float64, len(conv)+10)
			for a, x := range conv {
				for b, y := range suit {
					next[a+b] += x * y
				}
			}
			conv = next
		}
		spades[sh[0]] += w
		for p, x := range conv {
			if p < len(hcp) {
				hcp[p] += x
			}
		}
	}
	return normalise(spades), normalise(hcp)
}

func TestUniformExactShape(t *testing.T) {
	cond, err := ParseCondition("shape(north, any 5332 + any 6421 - 6xxx)")
	if err != nil {
		t.Fatal(err)
	}
	spades, hcp := sampleNorth(t, SampleSpec{Condition: cond, Seed: 13, N: uniformDeals, Threads: 2})
	st, _ := Sample(context.Background(), SampleSpec{Condition: cond, Seed: 13, N: 10}, func(int, dds.Deal) error { return nil })
	if len(st.ExactSeats) != 1 || st.ExactSeats[0] != dds.North || st.Tries != 10 {
		t.Fatalf("North should be dealt shape first with no rejection: %+v", st)
	}
	ps, ph := shapeSetDistributions(cond.shapes[dds.North])
	checkChi(t, "spades(north) given its shape", spades, ps)
	checkChi(t, "hcp(north) given its shape", hcp, ph)
}

// TestChiSquareCatchesBias checks that the tests above have teeth: a
// sampler that picks the shape uniformly instead of by its number of
// holdings fails them.
func TestChiSquareCatchesBias(t *testing.T) {
	cond, err := ParseCondition("shape(north, any 5332 + any 6421 - 6xxx)")
	if err != nil {
		t.Fatal(err)
	}
	p, err := cond.plan(dds.Deal{}, false)
	if err != nil {
		t.Fatal(err)
	}
	// Bias: every shape gets the same weight.
	for i := range p.exact.cum {
		p.exact.cum[i] = u128{0, uint64(i + 1)}
	}
	p.exact.total = u128{0, uint64(len(p.exact.cum))}
	spades := make([]int, 14)
	var r stream
	var d dds.Deal
	for i := range uniformDeals {
		r.reset(13, uint64(i))
		p.deal(&r, &d)
		spades[d[dds.North].SuitLen(dds.Spades)]++
	}
	ps, _ := shapeSetDistributions(cond.shapes[dds.North])
	stat, df := chiSquare(spades, ps)
	if stat <= chiBound(df) {
		t.Errorf("a biased sampler passed: chi-square %.1f, bound %.1f", stat, chiBound(df))
	}
	// And a modulo-biased shuffle of plain dealing fails the plain test.
	plain, _ := newPlan(dds.Deal{}, [4]*ShapeSet{})
	clubs := make([]int, 14)
	for i := range uniformDeals {
		r.reset(14, uint64(i))
		var cards [52]dds.Card
		n := copy(cards[:], plain.unknown)
		for k := 0; k < 13; k++ {
			j := k + int(uint8(r.uint32()))%(n-k) // biased: 256 is not a multiple of n-k
			cards[k], cards[j] = cards[j], cards[k]
		}
		var h dds.Cards
		for _, c := range cards[:13] {
			h = h.With(c)
		}
		clubs[h.SuitLen(dds.Clubs)]++
	}
	probs := make([]float64, 14)
	for k := range probs {
		probs[k] = binom(13, k) * binom(39, 13-k) / binom(52, 13)
	}
	if stat, df := chiSquare(clubs, probs); stat <= chiBound(df) {
		t.Errorf("a modulo-biased shuffle passed: chi-square %.1f, bound %.1f", stat, chiBound(df))
	}
}

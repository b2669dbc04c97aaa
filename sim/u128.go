// u128.go: 128-bit unsigned counts, for exact holding counts and weighted choices.

package sim

import "math/bits"

// u128 is an unsigned 128-bit integer. Numbers of holdings of two hands
// (up to about 5·10^21) overflow 64 bits, and exact sampling wants integer
// weights, not rounded floats.
type u128 struct{ hi, lo uint64 }

func (a u128) add(b u128) u128 {
	lo, c := bits.Add64(a.lo, b.lo, 0)
	return u128{a.hi + b.hi + c, lo}
}

// mul64 is a·m; the callers' products stay below 2^128.
func (a u128) mul64(m uint64) u128 {
	hi, lo := bits.Mul64(a.lo, m)
	return u128{a.hi*m + hi, lo}
}

func (a u128) less(b u128) bool { return a.hi < b.hi || a.hi == b.hi && a.lo < b.lo }

func (a u128) isZero() bool { return a.hi == 0 && a.lo == 0 }

// float is the value as a float64 (for rates, not for sampling).
func (a u128) float() float64 { return float64(a.hi)*(1<<64) + float64(a.lo) }

// below is a uniform random u128 in [0, n), n > 0.
//
// Technique: rejection sampling — draw as many random bits as n needs and
// retry when the draw is n or more (fewer than two draws on average).
func (r *stream) below(n u128) u128 {
	if n.hi == 0 {
		return u128{0, r.below64(n.lo)}
	}
	mask := ^uint64(0) >> bits.LeadingZeros64(n.hi)
	for {
		x := u128{r.uint64() & mask, r.uint64()}
		if x.less(n) {
			return x
		}
	}
}

// below64 is a uniform random integer in [0, n), n > 0, by Lemire's method.
func (r *stream) below64(n uint64) uint64 {
	hi, lo := bits.Mul64(r.uint64(), n)
	if lo < n {
		t := -n % n
		for lo < t {
			hi, lo = bits.Mul64(r.uint64(), n)
		}
	}
	return hi
}

// binomial[n][k] is n choose k for n ≤ 52.
var binomial = func() [53][53]uint64 {
	var c [53][53]uint64
	for n := 0; n <= 52; n++ {
		c[n][0] = 1
		for k := 1; k <= n; k++ {
			c[n][k] = c[n-1][k-1] + c[n-1][k]
		}
	}
	return c
}()

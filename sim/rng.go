// rng.go: the per-deal random stream — deal i of a run is a pure function of (seed, i).

package sim

import "math/rand/v2"

// stream is the random source of one deal. A worker keeps one and reseeds
// it for every deal, so nothing is allocated per deal.
//
// Technique: counter-based seeding. SplitMix64 mixes (seed, i) into the
// 128-bit state of a PCG-DXSM generator (math/rand/v2's PCG), so the
// stream of deal i does not depend on which worker deals it or on what was
// dealt before: any number of workers, or a run split into ranges of i,
// gives the same deals.
type stream struct {
	pcg   rand.PCG
	spare uint32 // the unused half of the last 64-bit draw
	has   bool
}

// splitmix64 is Steele, Lea and Flood's 64-bit finaliser (SplitMix64).
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// reset seeds the stream for deal i of a run with the given seed.
func (r *stream) reset(seed, i uint64) {
	a := splitmix64(seed ^ splitmix64(i))
	b := splitmix64(a ^ 0x6a09e667f3bcc909 ^ i)
	r.pcg.Seed(a, b)
	r.has = false
}

// uint32 is 32 random bits; each 64-bit draw serves two calls.
func (r *stream) uint32() uint32 {
	if r.has {
		r.has = false
		return r.spare
	}
	return r.refill()
}

// refill draws 64 bits, returns the low half and keeps the high one.
func (r *stream) refill() uint32 {
	x := r.pcg.Uint64()
	r.spare, r.has = uint32(x>>32), true
	return uint32(x)
}

// uint64 is 64 random bits.
func (r *stream) uint64() uint64 { return r.pcg.Uint64() }

// intn is a uniform integer in [0, n), 0 < n < 2^32.
//
// Technique: Lemire's nearly-divisionless bounded integers (multiply, and
// reject the few low products that would bias the result). The common
// case is small enough to be inlined.
func (r *stream) intn(n uint32) uint32 {
	m := uint64(r.uint32()) * uint64(n)
	if uint32(m) < n {
		return r.intnSlow(n, m)
	}
	return uint32(m >> 32)
}

// intnSlow finishes intn when the first product's low half is below n.
func (r *stream) intnSlow(n uint32, m uint64) uint32 {
	t := -n % n
	for uint32(m) < t {
		m = uint64(r.uint32()) * uint64(n)
	}
	return uint32(m >> 32)
}

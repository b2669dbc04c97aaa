// pext_other.go: no PEXT here (another architecture, or the purego build tag): makeKeyFrom packs ranks by table.

//go:build !amd64 || purego

package dds

import "math/bits"

// hasFastPEXT is false: keyLanes is not used.
const hasFastPEXT = false

// keyLanes is pext_amd64.go's, in Go (for the tests; makeKeyFrom does
// not call it here).
func keyLanes(odd, high, agg uint64) (o, h, low uint64, sig uint16) {
	for s := range 4 {
		sh := uint(16 * s)
		m := uint16(agg >> sh)
		low |= (1<<bits.OnesCount16(m) - 1) << sh
		ol, hl := compress16(uint16(odd>>sh), m), compress16(uint16(high>>sh), m)
		o |= uint64(ol) << sh
		h |= uint64(hl) << sh
		top := uint(bits.OnesCount16(m)) - 1
		sig |= uint16(sigNibble(uint64(ol), uint64(hl), top)) << (sh / 4)
	}
	return o, h, low, sig
}

// repack is pext_amd64.go's, in Go (for the tests).
func repack(x, from, to uint64) uint64 {
	var out uint64
	for ; from != 0 && to != 0; from, to = from&(from-1), to&(to-1) {
		if x&from&-from != 0 {
			out |= to & -to
		}
	}
	return out
}

// pext_other.go: no PEXT here (another architecture, or the purego build tag): makeKeyFrom packs ranks by table.

//go:build !amd64 || purego

package solver

import "github.com/ruling-bridge/ruling/dds"

// hasFastPEXT is false: keyLanes is not used.
const hasFastPEXT = false

// keyLanes is pext_amd64.go's, by the tables' packing (packKey) and
// lane counts (for the tests; makeKeyFrom calls packKey itself here).
func keyLanes(odd, high, agg uint64) (o, h, low uint64, sig uint16) {
	var k ttKey
	packKey(&k, nil, odd, high, dds.Cards(agg))
	n := laneCounts(dds.Cards(agg))
	for sh := uint(0); sh < 64; sh += 16 {
		low |= (1<<(n>>sh&15) - 1) << sh
	}
	return k.odd, k.high, low, k.sig
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

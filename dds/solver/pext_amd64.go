// pext_amd64.go: the relative ranks of a key by BMI2's PEXT and PDEP, where the processor has them and they are fast.

//go:build amd64 && !purego

package solver

// hasFastPEXT reports whether keyLanes may be used: the processor has
// BMI2 and is not an AMD of family 17h or earlier (Zen 1 and 2, where
// PEXT and PDEP are microcoded and take up to hundreds of cycles) nor a
// Hygon (a Zen 1).
var hasFastPEXT = detectFastPEXT()

func detectFastPEXT() bool {
	maxLeaf, b, c, d := cpuid(0, 0)
	if maxLeaf < 7 {
		return false
	}
	// The vendor, in EBX, EDX and ECX: "AuthenticAMD" or "HygonGenuine".
	amd := b == 0x68747541 && d == 0x69746e65 && c == 0x444d4163
	hygon := b == 0x6f677948 && d == 0x6e65476e && c == 0x656e6975
	if hygon {
		return false
	}
	if _, b7, _, _ := cpuid(7, 0); b7&(1<<8) == 0 {
		return false // no BMI2
	}
	if amd {
		a1, _, _, _ := cpuid(1, 0)
		family := a1 >> 8 & 0xf
		if family == 0xf {
			family += a1 >> 20 & 0xff
		}
		return family >= 0x19
	}
	return true
}

// cpuid executes CPUID with EAX = leaf and ECX = sub.
func cpuid(leaf, sub uint32) (a, b, c, d uint32)

// keyLanes is a key's relative ranks and signature (see makeKeyFrom and
// topSig) for the cards agg: in each suit's 16-bit lane, the bits of odd
// and of high at the cards of agg packed into the lane's low bits (PEXT,
// then PDEP into low: as many low bits of each lane as agg has cards
// there), and who holds each suit's top cards, all four suits at once.
func keyLanes(odd, high, agg uint64) (o, h, low uint64, sig uint16)

// repack gathers the bits of x at the set bits of from (PEXT) and
// spreads them over the set bits of to (PDEP), from the lowest up: with
// from and to the cards of a position and their relative ranks (a key's
// agg and low), cards to ranks or back, all four suits at once.
func repack(x, from, to uint64) uint64

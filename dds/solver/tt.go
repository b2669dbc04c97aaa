// tt.go: the transposition table — bounds on abstract positions at trick boundaries (partition search).

package solver

import (
	"math"
	"math/bits"
	"os"
	"strconv"
	"unsafe"

	"github.com/ruling-bridge/ruling/dds"
)

// Tuning constants of the transposition table.
const (
	// ttInitialBuckets is the table's first size; it doubles when full, up to the cap.
	ttInitialBuckets = 1 << 15
	// ttEntriesPerBucket is the entries allotted per bucket (shape and leader).
	ttEntriesPerBucket = 4
	// ttMaxLoad is the fill (in 1/8) of the bucket array that triggers growth or a reset.
	ttMaxLoad = 6
	// ttClasses is the number of list sizes: class c holds 4<<c entries.
	ttClasses = 11
	// ttHeapArenaMax is the most entries an arena from the Go heap
	// holds (where address space cannot be reserved; see reserveArena):
	// 72 MB, as many bytes as 1<<21 entries took before PACKED ENTRY.
	ttHeapArenaMax = 72 << 20 / ttEntryBytes
	// ttBytesPerBucket is a bucket plus its share of the entries.
	ttBytesPerBucket = ttBucketBytes + ttEntriesPerBucket*ttEntryBytes
	// ttBucketBytes and ttEntryBytes are the memory of a bucket and of
	// an entry with its signature.
	ttBucketBytes = int(unsafe.Sizeof(ttBucket{}))
	ttEntryBytes  = int(unsafe.Sizeof(ttCell{}) + unsafe.Sizeof(ttSigs{})/4)
	// ttMaxIntMB is the largest cap an int counts in bytes with room to
	// spare (1023 MB where int has 32 bits, as on GOARCH=386: there
	// MaxMemoryMB<<20 would overflow; MaxMemoryMB elsewhere).
	ttMaxIntMB = math.MaxInt >> 21
	// ttScratchBytes is eviction's working word for each bucket.
	ttScratchBytes = 8
	// ttGenerations is the number of generations a bucket's tag tells
	// apart; at the last, the buckets are cleared and counting restarts.
	ttGenerations = 1 << 13
)

// ttKey is a position at a trick boundary in the table's terms: the
// shape (every hand's suit lengths), the leader, and each suit's remaining
// cards as a sequence of owners in relative-rank order (bit i of a suit's
// lane is about its (i+1)-th lowest remaining card; odd holds bit 0 of the
// owning seat, high bit 1). agg is the remaining cards, to map back.
type ttKey struct {
	shape     uint64
	sig       uint16 // who holds each suit's top cards (see topSig)
	odd, high uint64
	agg       dds.Cards
	// low holds in each suit's lane as many low bits as agg has cards
	// there: the relative ranks (set where PEXT is used: hasFastPEXT).
	low    uint64
	leader uint8
	// bi is the index of the key's bucket when it was probed (-1 for
	// none): the store after the search finds it there when it is still
	// the bucket (the table neither grew nor evicted it meanwhile).
	bi int32
}

// ttEntry is one abstract position: the owners of the top cards of each
// suit (those in mask; the cards below are interchangeable "x" cards, only
// their number per hand counts) and bounds on the tricks the side on lead
// takes from the remaining ones. The arena keeps it packed (ttCell).
type ttEntry struct {
	odd, high, mask uint64
	lb, ub          int8
}

// ttSigs is the signatures of four entries, a 16-bit lane each (SWAR):
// in v who holds each suit's top cards (see topSig), in m which of them the
// entry fixes.
type ttSigs struct{ v, m uint64 }

// ttBucket heads the entries of one shape and leader: a list contiguous
// in memory, so that scanning it is cache-friendly, newest last. It
// keeps a copy of the signatures of the list's newest group, which the
// probe scans first (NEWEST GROUP IN THE BUCKET: a probe's cache misses
// come one after the other — the bucket, the list's signatures, a
// candidate entry — and the copy takes out the second for the entries
// most likely to answer; largest.txt's tables 0.975 of the time, the
// median of 8 paired runs on each of four deals). The list's size is
// not kept: it follows from n (class), so that the bucket takes 32
// bytes, two to a cache line.
type ttBucket struct {
	shape uint64
	off   int32  // the list's first entry in transTable.entries
	n     uint16 // entries in use (count), and the general tail's length in bits 13-15 (tail)
	tag   uint16 // ttUsed | generation<<2 | leader; 0 = empty
	last  ttSigs // = sigs[(off+n-1)/4]
}

// live reports whether a bucket with the given tag is in use: made in
// the table's current generation (an older one is empty).
func (t *transTable) live(tag uint16) bool { return uint32(tag>>2)&(ttGenerations-1) == t.gen }

// ttUsed marks a bucket's tag when the bucket answered a probe or took an
// entry since the last eviction, which drops the others first.
const ttUsed = 1 << 15

// class is the size of b's list: it holds 4<<class entries, the fewest
// that hold its n (a list moves to the next size when full, and the
// longest drops a quarter: see store).
func (b *ttBucket) class() int {
	n := b.n & ttCountMask
	if n <= 4 {
		return 0
	}
	return bits.Len16(n-1) - 2
}

// ttCountMask is the bits of a bucket's n that count its entries (a
// list holds at most 4<<(ttClasses-1) = 4,096); the three above are the
// length of its GENERAL TAIL (ttTailMax at most).
const (
	ttCountMask = 1<<13 - 1
	ttTailOne   = 1 << 13
	ttTailMax   = 7
)

// count is the number of entries in b's list.
func (b *ttBucket) count() int { return int(b.n & ttCountMask) }

// tail is the length of b's GENERAL TAIL: its newest tail() entries are
// general (see insertAt).
func (b *ttBucket) tail() int { return int(b.n >> 13) }

// transTable maps shapes and leaders to lists of entries. Lists live in
// one arena in power-of-two sizes, recycled through a free list per size.
// The table grows by doubling up to a cap; when full at the cap it is
// cleared.
type transTable struct {
	buckets []ttBucket
	entries []ttCell
	// sigs holds the entries' signatures (see topSig), four to a
	// ttSigs, 16 bits each. Lists start at multiples of four.
	sigs     []ttSigs
	used     int // entries handed out from the arena
	free     [ttClasses]int32
	occupied int
	shift    uint // 64 - log2 of the number of buckets (see home)
	gen      uint32
	capBytes int
	// scratch is evict's working space, one word a bucket.
	scratch []uint64
	// sharing: the table's solver shares what it learns (share.go);
	// the entries stored since its last exchange are in outbox, each
	// with the strain the table was for then (logTrump).
	sharing  bool
	outbox   []sharedEntry
	logTrump int8
	// bucketMaps, when not nil, is the buckets' mapping outside the Go
	// heap (huge pages: hugepages_linux.go).
	bucketMaps *bucketMaps
	// evictShare is the share (in 1/64) of the entries an eviction frees
	// at least (ttEvictShare, EvictShareEnv).
	evictShare int
	// tailRanks is the most ranks of its position an entry fixes to be
	// general (GENERAL TAIL: ttTailRanks, TailEnv); -1 for no tail.
	tailRanks int
}

// ttTailRanks is the most ranks of its position an entry may fix to
// stay in its list's GENERAL TAIL (see insertAt).
const ttTailRanks = 3

// TailEnv is the environment variable that sets, for every table made
// from then on, the most ranks an entry of a list's GENERAL TAIL fixes
// (0 to 52; "off" for no tail), so that one binary times both.
const TailEnv = "RULING_TT_TAIL"

// tailRanks is ttTailRanks, or TailEnv's.
func tailRanks() int {
	v := os.Getenv(TailEnv)
	if v == "off" {
		return -1
	}
	if n, err := strconv.Atoi(v); err == nil && n >= 0 && n <= 52 {
		return n
	}
	return ttTailRanks
}

// HugePagesEnv is the environment variable that, set to 0, keeps every
// table made from then on on small pages (read on Linux only:
// hugepages_linux.go); by default (unset, or any other value) a table
// keeps its arena and its buckets in memory
// advised for transparent huge pages (madvise MADV_HUGEPAGE; the
// kernel's /sys/kernel/mm/transparent_hugepage/enabled must say always
// or madvise — Debian's and Ubuntu's default is madvise, which gives
// huge pages only to memory that asks). Huge pages (2 MB) make a
// table's first writes a few dozen page faults instead of some
// thousands (the 10,000 deals of misinformation-mp.toml on a new table,
// one worker: 16,659 page faults in the process, 1,973 with huge
// pages), its random probes need far fewer TLB entries (a worker's 28
// MB of arena and 8 MB of buckets in 18 of them, against 9,000 small
// pages), and the buckets, outside the Go heap, double without a forced
// collection. HUGE PAGES BY DEFAULT since the quiet window of 28
// November (session 7), five pairs each, interleaved: the 10,000-deal
// ruling on fresh tables at two workers 0.550 s -> 0.506 s (medians;
// every pair faster), the champion deal at 1 GB 175.2 s -> 162.1 s
// (docs/adjust.md, docs/benchmarks.md). A table's memory is resident 2
// MB at a time: at most a huge page beyond what small pages would hold
// in each of the arena's two parts and the buckets.
const HugePagesEnv = "RULING_TT_HUGEPAGES"

func newTransTable(mb int) *transTable {
	if mb <= 0 {
		mb = DefaultMemoryMB
	}
	mb = min(mb, MaxMemoryMB, ttMaxIntMB)
	t := &transTable{capBytes: mb << 20, gen: 1, evictShare: evictShare(), tailRanks: tailRanks()}
	n := ttInitialBuckets
	for n > 1024 && n*ttBytesPerBucket > t.capBytes {
		n /= 2
	}
	t.entries, t.sigs = reserveArena(t, max(t.capBytes/ttEntryBytes&^3, n*ttEntriesPerBucket))
	t.makeBuckets(n)
	t.growArena(n * ttEntriesPerBucket)
	t.reset()
	return t
}

// heapArena is reserveArena's room from the Go heap, where address space
// cannot be reserved: at most ttHeapArenaMax entries (a larger cap only
// lets the buckets grow; the table evicts sooner). Memory fresh from the
// operating system is not touched until written.
func heapArena(n int) ([]ttCell, []ttSigs) {
	n = min(n, ttHeapArenaMax)
	return make([]ttCell, 0, n), make([]ttSigs, 0, n/4)
}

// growArena lengthens the arena to m entries (a multiple of four), in
// place: its room was reserved whole (reserveArena).
func (t *transTable) growArena(m int) {
	t.entries = t.entries[:m]
	t.sigs = t.sigs[:m/4]
}

// makeBuckets gives the table n empty buckets (a power of two) and the
// shift that home takes the top log2(n) bits of the hash with.
func (t *transTable) makeBuckets(n int) {
	t.buckets = t.newBuckets(n) // the Go heap's, or huge pages (hugepages_linux.go)
	t.scratch = nil
	t.shift = uint(65 - bits.Len(uint(n)))
}

// reset empties the arena.
func (t *transTable) reset() {
	t.used, t.occupied = 0, 0
	for c := range t.free {
		t.free[c] = -1
	}
}

// bytes is the memory the table holds.
func (t *transTable) bytes() int {
	return len(t.buckets)*ttBucketBytes + len(t.entries)*ttEntryBytes + len(t.scratch)*ttScratchBytes
}

// clear forgets every entry (a new trump, or the table is full).
func (t *transTable) clear() {
	t.gen++
	if t.gen >= ttGenerations {
		t.gen = 1
		clear(t.buckets)
	}
	t.reset()
}

// full makes room. While the doubled buckets with the old ones (a
// copy) and the doubled arena (grown in place) fit the cap, both double;
// past that, the buckets alone double, when they are what is full and
// that fits, or else the arena alone grows as far as the cap allows; at
// the cap, the table evicts (or else clears). The cap holds in resident
// memory: the arena's pages become resident only when written, and the
// old buckets are given back to the operating system at once (a rare
// forced collection: the buckets double a few times in a solver's
// life). Growing the arena in place lets it fill the cap (when it was
// copied, the old and the doubled arrays had to fit together: a 64 MB
// table stopped at 44 MB; thomas1's table took 11 % more nodes,
// largest.txt's deal 16 6 %).
// The table never starts again empty and larger in the middle of a
// search: evicting the positions with the fewest tricks left keeps the
// ones that save the most (largest.txt's tables: 6.6 % fewer nodes, its
// deal 12 17 %; thomas1's 4 % more).
func (t *transTable) full() {
	nb, ne := len(t.buckets), len(t.entries)
	// The buckets' share counts the scratch word an eviction takes for
	// each (of nb: while the buckets double, none is held).
	fits := func(buckets, entries int) bool {
		return buckets*ttBucketBytes+nb*ttScratchBytes+entries*ttEntryBytes <= t.capBytes && entries <= cap(t.entries)
	}
	switch {
	case fits(3*nb, 2*ne):
		t.growArena(2 * ne)
		t.growBuckets()
	case t.crowded() && fits(3*nb, ne):
		t.growBuckets()
	case !t.crowded() && fits(nb, ne+ne/8):
		// All the room the cap leaves beside the buckets.
		t.growArena(min((t.capBytes-nb*(ttBucketBytes+ttScratchBytes))/ttEntryBytes, cap(t.entries)) &^ 3)
	default:
		if !t.evict() {
			t.clear()
		}
	}
}

// crowded reports whether the buckets are filled to ttMaxLoad.
func (t *transTable) crowded() bool {
	return t.occupied*8 >= len(t.buckets)*ttMaxLoad
}

// growBuckets doubles the buckets, keeping their entries.
func (t *transTable) growBuckets() {
	old := t.buckets
	t.makeBuckets(2 * len(old))
	for _, b := range old {
		if t.live(b.tag) {
			t.place(b)
		}
	}
	t.dropBuckets(uintptr(unsafe.Pointer(unsafe.SliceData(old)))) // old is dead: a collection frees it
}

// place puts bucket b in the first free slot of its probe sequence.
func (t *transTable) place(b ttBucket) {
	mask := uint64(len(t.buckets) - 1)
	i := t.home(b.shape, uint32(b.tag&3))
	for t.live(t.buckets[i].tag) {
		i = (i + 1) & mask
	}
	t.buckets[i] = b
}

// list allocates room for 4<<class entries; -1 when the arena is full.
func (t *transTable) list(class int) int32 {
	if off := t.free[class]; off >= 0 {
		t.free[class] = t.entries[off].link()
		return off
	}
	size := 4 << class
	if t.used+size <= len(t.entries) {
		off := int32(t.used)
		t.used += size
		return off
	}
	// A longer free list, split: the first part serves, the others are
	// freed (after an eviction the free lists hold the room).
	for c := class + 1; c < ttClasses; c++ {
		if off := t.free[c]; off >= 0 {
			t.free[c] = t.entries[off].link()
			for c > class {
				c--
				t.release(off+int32(4<<c), c)
			}
			return off
		}
	}
	return -1
}

// release returns a list to its free list (its first entry links the next).
func (t *transTable) release(off int32, class int) {
	t.entries[off].setLink(t.free[class])
	t.free[class] = off
}

// makeKeyFrom fills k for the position with the given hands, leader and
// shape (handShape). With PEXT (hasFastPEXT) all four suits are packed
// at once; else the relative ranks of the suits that did not change
// since prev (the key of an earlier position of the same line, nil for
// none) are taken from it: only the changed suits are packed again (most
// tricks change one).
//
//go:nosplit
func makeKeyFrom(k, prev *ttKey, h *[4]dds.Cards, agg dds.Cards, leader int, shape uint64) {
	k.shape, k.agg, k.leader = shape, agg, uint8(leader)
	odd := uint64(h[1] | h[3])
	high := uint64(h[2] | h[3])
	if hasFastPEXT {
		// All four suits at once by PEXT and PDEP (keyLanes): cheaper
		// than the tables for even the one suit a trick mostly changes
		// (tables 1-12: 0.97 of the time).
		k.odd, k.high, k.low, k.sig = keyLanes(odd, high, uint64(agg))
		return
	}
	packKey(k, prev, odd, high, agg)
}

// packKey is makeKeyFrom's packing by table (compress16), where PEXT is
// not used: only the suits that changed since prev are packed again.
//
//go:nosplit
func packKey(k, prev *ttKey, odd, high uint64, agg dds.Cards) {
	var o, g uint64
	var sig uint16
	changed := uint64(lanesTop) // the top bit of each suit's lane to pack
	if prev != nil {
		changed = ^zeroLanes(uint64(agg^prev.agg)) & lanesTop
		keep := ^((changed >> 15) * 0xffff)
		o, g = prev.odd&keep, prev.high&keep
		c := changed >> 15 // bit 16s for suit s, to nibble s of sig
		sig = prev.sig &^ uint16((c|c>>12|c>>24|c>>36)&0x1111*0xf)
	}
	for x := changed; x != 0; x &= x - 1 {
		// 16 times the suit; every shift is masked to 63, which the
		// compiler then need not guard for 64 and over.
		sh := (uint(bits.TrailingZeros64(x)) - 15) & 63
		m := uint16(uint64(agg) >> sh)
		ol := compress16(uint16(odd>>sh), m)
		hl := compress16(uint16(high>>sh), m)
		o |= uint64(ol) << sh
		g |= uint64(hl) << sh
		// Who holds the suit's top cards (see topSig).
		top := uint(bits.OnesCount16(m)) - 1 // the top card's relative rank
		sig |= uint16(sigNibble(uint64(ol), uint64(hl), top)) << (sh / 4 & 15)
	}
	k.odd, k.high, k.sig = o, g, sig
}

// sigNibble is one suit's nibble of a signature (see topSig), from the
// suit's lanes of odd and high (relative ranks from bit 0) and the
// relative rank top of its top card: bits 2, 1 and 0 the odd bits of the
// top three cards, bit 3 the top card's high bit. (An empty suit's top,
// -1, masked to 63, gives 0 as it would unmasked: the lanes hold 16 bits.)
func sigNibble(ol, hl uint64, top uint) uint32 {
	return uint32(ol<<2>>(top&63))&7 | uint32(hl>>(top&63))&1<<3
}

// topSig packs, for each suit (4 bits a suit), the sides holding its top
// three remaining cards (their odd bits) and the hand of its side holding
// the top card (its high bit), as given by odd and high, and in the upper
// half which of them mask covers. A table entry can match a position only
// if their signatures agree where the entry's mask covers (PREFILTER).
// Three sides and one hand rule out more entries than the owners of the
// top two cards: 6 % fewer candidates on tables 1-40 of dd-tables.tsv,
// 17 % fewer on thomas1.
func topSig(odd, high uint64, agg dds.Cards, mask uint64) uint32 {
	counts := laneCounts(agg)
	var sig uint32
	for s := range 4 {
		sh := uint(16 * s)
		top := uint(counts>>sh&15) - 1
		ml := mask >> sh & 0xffff
		v := sigNibble(odd>>sh&0xffff, high>>sh&0xffff, top)
		m := sigNibble(ml, ml, top) // which of them the entry fixes
		sig |= (v | m<<16) << (sh / 4)
	}
	return sig
}

// entrySig is topSig for an entry stored from key signature keySig with
// relevance mask mask (the key's owners kept where mask is set: see
// store), without counting the suits again: the owners it fixes are the
// key's, and a mask from winToMask runs in each suit from the lowest
// rank relied on up to the top, so which of the top three it covers
// follows from how many ranks it holds (sigMaskNibble).
func entrySig(keySig uint16, mask uint64) uint32 {
	c := laneCounts(dds.Cards(mask))
	m := sigMaskNibble[c&15] | sigMaskNibble[c>>16&15]<<4 |
		sigMaskNibble[c>>32&15]<<8 | sigMaskNibble[c>>48&15]<<12
	return uint32(keySig)&m | m<<16
}

// sigMaskNibble[c] is a suit's nibble of the mask half of a signature
// (see sigNibble) when the entry fixes the suit's top c ranks: the top
// card's side and hand with one, the second's side with two, the third's
// with three or more.
var sigMaskNibble = [16]uint32{0, 0b1100, 0b1110, 0b1111, 0b1111, 0b1111, 0b1111, 0b1111,
	0b1111, 0b1111, 0b1111, 0b1111, 0b1111, 0b1111, 0b1111, 0b1111}

// home is the first bucket to try for a shape and leader: the top bits
// of a multiplicative (Fibonacci) hash, which depend on every bit of the
// shape.
func (t *transTable) home(shape uint64, leader uint32) uint64 {
	return (shape ^ uint64(leader)<<62) * 0x9e3779b97f4a7c15 >> (t.shift & 63)
}

// bucket is the bucket of a shape and leader; when there is none, nil,
// or with insert a new empty one.
//
//go:nosplit
func (t *transTable) bucket(shape uint64, leader int, insert bool) *ttBucket {
	mask := uint64(len(t.buckets) - 1)
	tag := uint16(t.gen<<2 | uint32(leader&3))
	i := t.home(shape, uint32(leader&3))
	for {
		b := &t.buckets[i]
		if b.tag&^ttUsed == tag && b.shape == shape {
			return b
		}
		if !t.live(b.tag) {
			if !insert {
				return nil
			}
			b.tag, b.shape, b.off, b.n, b.last = tag, shape, -1, 0, ttSigs{}
			t.occupied++
			return b
		}
		i = (i + 1) & mask
	}
}

// probeBucket looks for an entry matching k whose bounds settle whether the side
// on lead takes at least theta tricks, and returns its bounds and the set
// of cards whose ranks it relies on (the lowest of each suit stands for it
// and every higher card); lb < theta <= ub when there is none.
//
// b is k's bucket (nil for none): the search looks it up early
// (Solver.probe).
//
//go:nosplit
func (t *transTable) probeBucket(b *ttBucket, k *ttKey, theta int) (lb, ub int, win dds.Cards) {
	if b == nil {
		k.bi = -1
		return 0, 13, 0
	}
	k.bi = int32((uintptr(unsafe.Pointer(b)) - uintptr(unsafe.Pointer(unsafe.SliceData(t.buckets)))) / unsafe.Sizeof(ttBucket{}))
	if b.n == 0 {
		return 0, 13, 0
	}
	kv := uint64(k.sig) * lanes16
	end := int(b.off) + int(b.n&ttCountMask) // one past the newest entry
	last := (end - 1) >> 2
	// PREFILTER four entries at a time: a lane of z is set where the
	// entry's signature agrees with the key's where it fixes owners.
	valid := validLanes[end&3] // the newest group's lanes in use (a list starts at a multiple of four)
	first := int(b.off) >> 2
	// rest is the groups not yet scanned, the newest last; the group
	// whose candidates z holds is first+len(rest).
	rest := t.sigs[first:last]
	z := zeroLanes((b.last.v^kv)&b.last.m) & valid
	for {
		// The newest candidate of the group that matches k and whose
		// bounds settle theta (the lanes of z, newest first).
		for z != 0 {
			top := 63 - bits.LeadingZeros64(z) // the candidate lane's top bit
			z &^= 1 << (top & 63)
			j := (first+len(rest))*4 + top>>4
			mask, lb, ub, ok := settlesCell(&t.entries[j], k, theta)
			if !ok {
				continue
			}
			if j < (end-1)&^3 && t.generalFirst(mask, &t.entries[end-1], k) {
				// Move to front: entries that answer often are found
				// fast — but only before a newest entry that fixes
				// more ranks (GENERAL FIRST: the first settling entry
				// a probe meets is the answer, and its win set goes up
				// into the entries of the tricks before; a more general
				// one makes them more general).
				t.swapNewest(b, j, end-1)
			}
			b.tag |= ttUsed
			// The bounds and mask as settlesCell gathered them: the
			// cell's spare bits are not gathered a second time.
			return lb, ub, maskToWin(mask, k.agg, k.low)
		}
		// Two groups at a time while neither has a candidate.
		for len(rest) >= 2 {
			x, y := &rest[len(rest)-1], &rest[len(rest)-2]
			a, c := (x.v^kv)&x.m, (y.v^kv)&y.m
			if ((a-lanes16)&^a|(c-lanes16)&^c)&lanesTop != 0 {
				break // a zero lane in one of them
			}
			rest = rest[:len(rest)-2]
		}
		if len(rest) == 0 {
			return 0, 13, 0
		}
		x := &rest[len(rest)-1]
		rest = rest[:len(rest)-1]
		z = zeroLanes((x.v ^ kv) & x.m)
	}
}

// validLanes[n&3] is the lanes of a list's newest group that hold
// entries when the list ends at n (all four at a multiple of four).
var validLanes = [4]uint64{^uint64(0), 0xffff, 0xffff_ffff, 0xffff_ffff_ffff}

// generalFirst reports whether a probe's hit, whose relevance mask is
// mask, should move to the front of its list, before newest (GENERAL
// FIRST: the hit fixes fewer ranks of k's position than newest).
func (t *transTable) generalFirst(mask uint64, newest *ttCell, k *ttKey) bool {
	full := fullLanes(k)
	return bits.OnesCount64(mask&full) < bits.OnesCount64(newest.fixedMask()&full)
}

// fullLanes is each lane's low bits, as many as k's position has cards
// in the suit (k.low where PEXT is used).
func fullLanes(k *ttKey) uint64 {
	if hasFastPEXT {
		return k.low
	}
	return countedLanes(k.agg)
}

// countedLanes is fullLanes where PEXT is not used: each lane's low bits,
// as many as agg has cards in the suit (a call of its own, so that
// fullLanes inlines).
func countedLanes(agg dds.Cards) uint64 { return lowLanes(laneCounts(agg)) }

// lowLanes is, in each 16-bit lane, as many low bits as n holds there
// (0-15): by lookups, not a loop over the suits at each GENERAL FIRST
// hit where PEXT is not used.
func lowLanes(n uint64) uint64 {
	return uint64(lowRuns[n&15]) | uint64(lowRuns[n>>16&15])<<16 |
		uint64(lowRuns[n>>32&15])<<32 | uint64(lowRuns[n>>48&15])<<48
}

// lowRuns[n] is a lane's n low bits (lowLanes).
var lowRuns = [16]uint16{0, 1, 3, 7, 0xf, 0x1f, 0x3f, 0x7f, 0xff, 0x1ff, 0x3ff, 0x7ff, 0xfff, 0x1fff, 0x3fff, 0x7fff}

// lanes16 repeats a 16-bit value in the four lanes of a word; lanesTop
// is the top bit of each lane. (x-lanes16)&^x&lanesTop is zero exactly
// when no lane of x is zero (which lanes, zeroLanes says).
const (
	lanes16  = 0x0001_0001_0001_0001
	lanesTop = 0x8000_8000_8000_8000
)

// zeroLanes sets the top bit of each 16-bit lane of x that is zero.
func zeroLanes(x uint64) uint64 {
	const low15 = 0x7fff_7fff_7fff_7fff
	return ^((x&low15 + low15) | x) & ^uint64(low15)
}

// sig is entry j's signature: its owners and which of them it fixes.
func (t *transTable) sig(j int) (v, m uint16) {
	sh := 16 * uint(j&3)
	g := &t.sigs[j>>2]
	return uint16(g.v >> sh), uint16(g.m >> sh)
}

// setSig sets entry j's signature.
func (t *transTable) setSig(j int, v, m uint16) {
	sh := 16 * uint(j&3)
	g := &t.sigs[j>>2]
	g.v = g.v&^(0xffff<<sh) | uint64(v)<<sh
	g.m = g.m&^(0xffff<<sh) | uint64(m)<<sh
}

// swapNewest exchanges entry j, in an older group than the newest entry
// of b's list, with that newest entry, and their signatures: the newest
// group's signatures taken from the bucket's copy and written back
// whole, not read from the arena (NEWEST FROM THE BUCKET: on thomas2 the reread of the newest
// group after the swap, a cache miss, was 3 % of the time).
func (t *transTable) swapNewest(b *ttBucket, j, newest int) {
	t.entries[j], t.entries[newest] = t.entries[newest], t.entries[j]
	sj, sn := 16*uint(j&3), 16*uint(newest&3)
	gj := &t.sigs[j>>2]
	vj, mj := gj.v>>sj&0xffff, gj.m>>sj&0xffff
	vn, mn := b.last.v>>sn&0xffff, b.last.m>>sn&0xffff
	gj.v = gj.v&^(0xffff<<sj) | vn<<sj
	gj.m = gj.m&^(0xffff<<sj) | mn<<sj
	b.last.v = b.last.v&^(0xffff<<sn) | vj<<sn
	b.last.m = b.last.m&^(0xffff<<sn) | mj<<sn
	t.sigs[newest>>2] = b.last
}

// maskToWin maps an entry's relevance mask back to cards of the position
// (agg, whose relative ranks low holds where PEXT is used): for each
// suit, the lowest remaining card in the mask.
//
//go:nosplit
func maskToWin(mask uint64, agg dds.Cards, low uint64) dds.Cards {
	if hasFastPEXT {
		return dds.Cards(lowPerLane(repack(mask, low, uint64(agg))))
	}
	return maskToWinTable(mask, agg)
}

// maskToWinTable is maskToWin by table (selectTable), where PEXT is not
// used: for each suit the rank is found in its low or high byte by lane
// arithmetic (SWAR), all four suits at once, then a lookup a suit, with
// no branch (in WebAssembly every taken branch goes through the
// function's br_table of resume points).
func maskToWinTable(mask uint64, agg dds.Cards) dds.Cards {
	const bytesLow = 0x00ff_00ff_00ff_00ff
	a := uint64(agg)
	nz := laneOnes(mask)                                   // 1 in each suit the mask holds
	k := laneCounts(dds.Cards(lowPerLane(mask) - nz))      // the lowest rank it holds (0 where none)
	c := laneCounts(dds.Cards(a & bytesLow))               // the cards in each suit's low byte
	high := ((k | lanesTop) - c) & lanesTop >> 15 * 0xffff // all ones in each suit whose rank is in the high byte
	lo := a & bytesLow
	x := lo ^ (lo^a>>8&bytesLow)&high   // that byte of the suit
	idx := x<<3 | (k - c&high)          // selectTable's index: the byte, the rank within it
	pos := high & 0x0008_0008_0008_0008 // 8 where the high byte
	pos += uint64(selectTable[idx&2047]) | uint64(selectTable[idx>>16&2047])<<16 |
		uint64(selectTable[idx>>32&2047])<<32 | uint64(selectTable[idx>>48&2047])<<48
	return dds.Cards(nz&1<<(pos&15) | nz&(1<<16)<<(pos>>16&15) |
		nz&(1<<32)<<(pos>>32&15) | nz&(1<<48)<<(pos>>48&15))
}

// lowPerLane is the lowest set bit of each 16-bit lane of x (SWAR: one
// is taken from each lane that is not zero, which borrows from no other).
func lowPerLane(x uint64) uint64 {
	return x &^ (x - laneOnes(x))
}

// laneOnes holds 1 in each 16-bit lane of x that is not zero.
func laneOnes(x uint64) uint64 {
	return ^zeroLanes(x) >> 15 & lanes16
}

// selectTable[x<<3|k] is the position of the (k+1)-th lowest set bit of
// the byte x (8 when x has fewer bits).
var selectTable = buildSelectTable()

func buildSelectTable() *[256 * 8]uint8 {
	var t [256 * 8]uint8
	for x := range 256 {
		k := 0
		for b := range 8 {
			if x&(1<<b) != 0 {
				t[x<<3|k] = uint8(b)
				k++
			}
		}
		for ; k < 8; k++ {
			t[x<<3|k] = 8
		}
	}
	return &t
}

// winToMask is the relevance mask of a win set (the cards whose ranks an
// answer relies on, what the shape fixes already left out: trimBottom):
// in each suit, the relative ranks from the lowest card of win up (agg
// the position's cards, low their relative ranks where PEXT is used).
func winToMask(win, agg dds.Cards, low uint64) uint64 {
	if hasFastPEXT {
		// The cards from each suit's lowest of win up, to ranks.
		w := uint64(win)
		ones := laneOnes(w)
		from := ones * 0xffff &^ (lowPerLane(w) - ones)
		return repack(uint64(agg)&from, uint64(agg), low)
	}
	return winToMaskCount(win, agg)
}

// winToMaskCount is winToMask by counting cards, where PEXT is not used:
// the four suits written out, with no branch (see maskToWinTable).
func winToMaskCount(win, agg dds.Cards) uint64 {
	w, a := uint64(win), uint64(agg)
	return laneRanks(w, a, 0) | laneRanks(w, a, 16) | laneRanks(w, a, 32) | laneRanks(w, a, 48)
}

// laneRanks is, in the suit lane from bit sh, the relative ranks of the
// cards of agg from the lowest card of win up; none when win has no card
// there (all of agg is then below it: the run is empty).
func laneRanks(win, agg uint64, sh uint) uint64 {
	w := win >> (sh & 63) & 0xffff
	a := agg >> (sh & 63) & 0xffff
	p := uint(bits.OnesCount64(a & (w&-w - 1)))
	n := uint(bits.OnesCount64(a))
	return (1<<(n&63) - 1<<(p&63)) << (sh & 63)
}

// store records that the side on lead takes from lb to ub of the r
// tricks left, relying only on the ranks of win. It appends a new entry
// without looking for the same one to merge bounds into (APPEND ONLY):
// a search stores the same abstract position twice in about 2 % of its
// stores, while the scan cost every store a pass over its list; the
// newest entry is found first, the older one still answers what it did.
//
//go:nosplit
func (t *transTable) store(k *ttKey, lb, ub int, win dds.Cards) {
	mask := winToMask(win, k.agg, k.low)
	odd, high := k.odd&mask, k.high&mask
	c := packCell(&ttEntry{odd: odd, high: high, mask: mask, lb: int8(lb), ub: int8(ub)})
	sig, ranks := entrySig(k.sig, mask), bits.OnesCount64(mask)
	if t.sharing {
		t.logStore(k.shape, k.leader, &c, sig, ranks) // packed once, for the other tables too
	}
	t.insertAt(k.bi, k.shape, int(k.leader), &c, sig, ranks)
}

// insert appends entry c (packed), with its signature sig (topSig), to
// the list of a shape and leader.
func (t *transTable) insert(shape uint64, leader int, c *ttCell, sig uint32) {
	t.insertAt(-1, shape, leader, c, sig, cellRanks(c, shape))
}

// insertAt is insert with a hint: bi is the index of the bucket of the
// shape and leader, if it is still there (else, or -1, it is looked up);
// ranks is the number of the position's ranks the entry fixes.
//
// GENERAL TAIL: the newest entries of a list, tail() of them, fix at
// most tailRanks ranks; a more specific entry goes below them (into
// the place of the tail's first, which moves to the list's end), so
// that a probe, newest first, meets the general entries first and its
// first settling entry is more often a general one, whose smaller win
// set goes up into the entries of the tricks before.
func (t *transTable) insertAt(bi int32, shape uint64, leader int, c *ttCell, sig uint32, ranks int) {
	if t.crowded() {
		t.full()
	}
	var b *ttBucket
	if uint(bi) < uint(len(t.buckets)) {
		if c := &t.buckets[bi]; c.tag&^ttUsed == uint16(t.gen<<2|uint32(leader&3)) && c.shape == shape {
			b = c
		}
	}
	if b == nil {
		b = t.bucket(shape, leader, true)
	}
	end := int(b.off) + b.count()
	size := 4 << b.class()
	if b.off < 0 || b.count() == size {
		if b.off >= 0 && b.class() == ttClasses-1 {
			// The longest list: forget its oldest quarter.
			const drop = 1 << ttClasses // a quarter of 4<<(ttClasses-1)
			copy(t.entries[b.off:], t.entries[int(b.off)+drop:end])
			copy(t.sigs[b.off>>2:], t.sigs[(int(b.off)+drop)>>2:(end+3)>>2])
			b.n -= drop
		} else {
			class := 0
			if b.off >= 0 {
				class = b.class() + 1
			}
			off := t.list(class)
			if off < 0 {
				t.full()
				t.insert(shape, leader, c, sig)
				return
			}
			if b.off >= 0 {
				copy(t.entries[off:], t.entries[b.off:int(b.off)+b.count()])
				copy(t.sigs[off>>2:], t.sigs[b.off>>2:(end+3)>>2])
				t.release(b.off, b.class())
			}
			b.off = off
		}
	}
	j := int(b.off) + b.count()
	b.tag |= ttUsed
	if g := b.tail(); ranks > t.tailRanks && g > 0 {
		// Below the tail: its first entry moves to the end.
		i := j - g
		t.entries[j] = t.entries[i]
		v, m := t.sig(i)
		t.setSig(j, v, m)
		j = i
	} else if ranks <= t.tailRanks && g < ttTailMax {
		b.n += ttTailOne
	}
	t.entries[j] = *c
	t.setSig(j, uint16(sig), uint16(sig>>16))
	b.last = t.sigs[(int(b.off)+b.count())>>2]
	b.n++
}

// cellRanks is the number of ranks cell c fixes in a position of the
// given shape (handShape): in each suit it fixes, the suit's cards from
// its extent up.
func cellRanks(c *ttCell, shape uint64) int {
	const hand = 0x000f_000f_000f_000f
	lens := shape&hand + shape>>4&hand + shape>>8&hand + shape>>12&hand
	return bits.OnesCount64(c.fixedMask() & lowLanes(lens))
}

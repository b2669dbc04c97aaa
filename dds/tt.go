// tt.go: the transposition table — bounds on abstract positions at trick boundaries (partition search).

package dds

import "math/bits"

// Tuning constants of the transposition table.
const (
	// ttDefaultMB is the memory cap of one solver's table when Options leaves it 0.
	ttDefaultMB = 64
	// ttInitialEntries is the table's first size; it doubles when full, up to the cap.
	ttInitialEntries = 1 << 18
	// ttMaxLoad is the fill (in 1/8) of the bucket array that triggers growth or a reset.
	ttMaxLoad = 6
	// ttBlockSize is the number of entries in one block; the entries of a
	// shape and leader live in a list of blocks, scanned newest first.
	ttBlockSize = 4
	// ttMaxBlocks is the most blocks kept for one shape and leader.
	ttMaxBlocks = 128
	// ttBytesPerEntry is an entry plus its share of the bucket array.
	ttBytesPerEntry = (32*ttBlockSize+8)/2 + 16
)

// ttKey is a position at a trick boundary in the table's terms: the
// shape (every hand's suit lengths), the leader, and each suit's remaining
// cards as a sequence of owners in relative-rank order (bit i of a suit's
// lane is about its (i+1)-th lowest remaining card; odd holds bit 0 of the
// owning seat, high bit 1). agg is the remaining cards, to map back.
type ttKey struct {
	shape     uint64
	odd, high uint64
	agg       Cards
	leader    uint8
}

// ttEntry is one abstract position: the owners of the top cards of each
// suit (those in mask; the cards below are interchangeable "x" cards, only
// their number per hand counts) and bounds on the tricks the side on lead
// takes from the remaining ones.
type ttEntry struct {
	odd, high, mask uint64
	lb, ub          int8
	best            uint8 // the best lead: suit<<4 | rank counted from the top of the suit, +1; 0 = none
}

// ttBlock is a few entries of one shape and leader, contiguous in memory
// so that scanning them is cache-friendly.
type ttBlock struct {
	e    [ttBlockSize]ttEntry
	n    int32 // entries in use, e[n-1] the newest
	next int32 // the older block, -1 for none
}

// ttBucket heads the entries of one shape and leader.
type ttBucket struct {
	shape uint64
	head  int32
	tag   uint32 // generation<<2 | leader; 0 = empty
}

// transTable maps shapes and leaders to lists of entries. Its memory grows
// by doubling up to a cap; when full at the cap it is cleared.
type transTable struct {
	buckets  []ttBucket
	blocks   []ttBlock
	used     int
	occupied int
	gen      uint32
	capBytes int
	stats    ttStats
}

func newTransTable(mb int) *transTable {
	if mb <= 0 {
		mb = ttDefaultMB
	}
	t := &transTable{capBytes: mb << 20, gen: 1}
	n := ttInitialEntries
	for n > 1024 && n*ttBytesPerEntry > t.capBytes {
		n /= 2
	}
	t.alloc(n)
	return t
}

func (t *transTable) alloc(n int) {
	t.buckets = make([]ttBucket, n)
	t.blocks = make([]ttBlock, n/2)
	t.used, t.occupied = 0, 0
}

// clear forgets every entry (a new trump, or the table is full).
func (t *transTable) clear() {
	t.gen++
	if t.gen >= 1<<30 {
		t.gen = 1
		clear(t.buckets)
	}
	t.used, t.occupied = 0, 0
}

// full makes room: double the table while the cap allows, else clear it.
func (t *transTable) full() {
	n := 2 * len(t.buckets)
	if n*ttBytesPerEntry <= t.capBytes {
		t.alloc(n)
		return
	}
	t.clear()
}

// makeKey fills k for the position with the given hands and leader.
func makeKey(k *ttKey, h *[4]Cards, agg Cards, leader int) {
	k.shape = laneCounts(h[0]) | laneCounts(h[1])<<4 | laneCounts(h[2])<<8 | laneCounts(h[3])<<12
	odd := h[1] | h[3]
	high := h[2] | h[3]
	var o, g uint64
	for s := range 4 {
		sh := uint(16 * s)
		m := uint16(agg >> sh)
		o |= uint64(compress16(uint16(odd>>sh), m)) << sh
		g |= uint64(compress16(uint16(high>>sh), m)) << sh
	}
	k.odd, k.high, k.agg, k.leader = o, g, agg, uint8(leader)
}

func (t *transTable) bucket(k *ttKey, insert bool) *ttBucket {
	mask := uint64(len(t.buckets) - 1)
	tag := t.gen<<2 | uint32(k.leader)
	i := ((k.shape ^ uint64(k.leader)<<62) * 0x9e3779b97f4a7c15 >> 20) & mask
	for {
		b := &t.buckets[i]
		if b.tag == tag && b.shape == k.shape {
			return b
		}
		if b.tag>>2 != t.gen {
			if !insert {
				return nil
			}
			b.tag, b.shape, b.head = tag, k.shape, -1
			t.occupied++
			return b
		}
		i = (i + 1) & mask
	}
}

// probe looks for an entry matching k whose bounds settle whether the side
// on lead takes at least theta tricks: +1 yes, -1 no, 0 unknown. On an
// answer, win is the set of cards whose ranks the entry relies on (the
// lowest of each suit stands for it and every higher card). best is the
// best lead stored for the most specific matching entry seen.
func (t *transTable) probe(k *ttKey, theta int) (answer int, win Cards, best uint8) {
	t.stats.probes++
	b := t.bucket(k, false)
	if b == nil {
		return 0, 0, 0
	}
	for bi := b.head; bi >= 0; {
		blk := &t.blocks[bi]
		for j := blk.n - 1; j >= 0; j-- {
			e := &blk.e[j]
			if ((e.odd^k.odd)|(e.high^k.high))&e.mask != 0 {
				continue
			}
			answer = 0
			if int(e.lb) >= theta {
				answer = 1
			} else if int(e.ub) < theta {
				answer = -1
			}
			if answer != 0 {
				t.stats.hits++
				h := &t.blocks[b.head]
				if top := &h.e[h.n-1]; top != e {
					// Move to front: entries that answer often are found fast.
					*top, *e = *e, *top
					e = top
				}
				return answer, maskToWin(e.mask, k.agg), e.best
			}
			if e.best != 0 {
				best = e.best
			}
		}
		bi = blk.next
	}
	return 0, 0, best
}

// maskToWin maps an entry's relevance mask back to cards of the position:
// for each suit, the lowest remaining card in the mask.
func maskToWin(mask uint64, agg Cards) Cards {
	var win Cards
	for s := range 4 {
		ml := uint16(mask >> (16 * s))
		if ml == 0 {
			continue
		}
		a := agg & suitMask(s)
		for p := bits.TrailingZeros16(ml); p > 0; p-- {
			a &= a - 1
		}
		win |= lowBit(a)
	}
	return win
}

// winToMask is the relevance mask of a win set: in each suit, the relative
// ranks from the lowest card of win up.
func winToMask(win, agg Cards) uint64 {
	var mask uint64
	for s := range 4 {
		w := win & suitMask(s)
		if w == 0 {
			continue
		}
		a := agg & suitMask(s)
		p := bits.OnesCount64(uint64(a & (lowBit(w) - 1)))
		n := bits.OnesCount64(uint64(a))
		mask |= uint64((1<<n)-(1<<p)) << (16 * s)
	}
	return mask
}

// store records that the side on lead takes at least theta tricks
// (reached) or fewer (not reached), relying only on the ranks of win; r is
// the number of tricks left.
func (t *transTable) store(k *ttKey, theta int, reached bool, win Cards, r int, best uint8) {
	if t.used >= len(t.blocks) || t.occupied*8 >= len(t.buckets)*ttMaxLoad {
		t.full()
	}
	mask := winToMask(win, k.agg)
	odd, high := k.odd&mask, k.high&mask
	b := t.bucket(k, true)
	var e *ttEntry
	depth := 0
find:
	for bi := b.head; bi >= 0; depth++ {
		blk := &t.blocks[bi]
		for j := range blk.n {
			if c := &blk.e[j]; c.mask == mask && c.odd == odd && c.high == high {
				e = c
				break find
			}
		}
		if depth == ttMaxBlocks-2 {
			blk.next = -1 // forget the oldest entries of a long list
			break
		}
		bi = blk.next
	}
	t.stats.stores++
	if e == nil {
		t.stats.news++
		if b.head < 0 || t.blocks[b.head].n == ttBlockSize {
			nb := &t.blocks[t.used]
			nb.n, nb.next = 0, b.head
			b.head = int32(t.used)
			t.used++
		}
		h := &t.blocks[b.head]
		e = &h.e[h.n]
		h.n++
		*e = ttEntry{odd: odd, high: high, mask: mask, lb: 0, ub: int8(r)}
	}
	if reached {
		e.lb = max(e.lb, int8(theta))
	} else {
		e.ub = min(e.ub, int8(theta-1))
	}
	if best != 0 {
		e.best = best
	}
}

// ttStats counts table traffic (for tuning).
type ttStats struct{ probes, hits, stores, news int64 }

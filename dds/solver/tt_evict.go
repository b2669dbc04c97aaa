// tt_evict.go: making room in a full table at its cap — the positions with fewest tricks left go first.

package solver

import (
	"os"
	"slices"
	"strconv"
)

// Tuning constants of eviction.
const (
	// ttEvictShare is the share (in 1/64) of the entries an eviction
	// frees at least: the positions with the fewest tricks left go, as
	// many whole trick counts as that takes. 2 (1/32), not 8 (1/8, before
	// session 8): the champion deal in notrump, West leading, at 64 MB
	// 726,382,017 nodes -> 622,885,496 (-14.2 %; 1/16 663,799,257, 1/64
	// 663,072,262, 2/8 790,373,302, 4/8 861,531,367; at 1 GB, where
	// nothing is evicted, 325,801,923). EvictShareEnv sets it.
	ttEvictShare = 2
)

// EvictShareEnv is the environment variable that, set to a number from
// 1 to 64, makes the share of the entries an eviction frees (in 1/64)
// that for every table made from then on (8 is the share before
// session 8), so that the clock can compare the two: an eviction is a
// pass over every bucket, and a smaller share evicts more often.
const EvictShareEnv = "RULING_TT_EVICT_SHARE"

// evictShare is the share ttEvictShare, or EvictShareEnv's.
func evictShare() int {
	if n, err := strconv.Atoi(os.Getenv(EvictShareEnv)); err == nil && n >= 1 && n <= 64 {
		return n
	}
	return ttEvictShare
}

// shapeTricks is the number of tricks left in a position of the given
// shape (handShape): the length of the first hand.
func shapeTricks(shape uint64) int {
	const hand0 = 0x000f_000f_000f_000f
	x := shape & hand0
	return int((x * 0x0001_0001_0001_0001) >> 48 & 0x3f)
}

// evict makes room at the cap without forgetting everything
// (DEPTH-PREFERRED REPLACEMENT WITH A USE BIT): the buckets no probe
// found an answer in and no store added to since the last eviction go
// first (CLOCK: a bucket's ttUsed bit, cleared here), then the others;
// within each group the entries of the positions with the fewest tricks
// left, the cheapest to search again, from the bottom up, whole trick
// counts at a time, until at least ttEvictShare/64 of the entries are
// free. (The use bit: single-dummy play of sdbench's 4♠, 24 playouts on
// one worker, 7.6 % fewer nodes; thomas1's table −2.0 %, thomas2's
// +1.1 %, largest.txt's deal 16 −0.6 %, bridge-solver's hard deal 4
// +0.15 %. The positions with the most tricks left first among the cold
// ones took single dummy 4.4 % further but thomas2 +10 %.) The surviving lists then slide down to the start
// of the arena, in the order they lie there, so that all the free room is
// in one piece, and the surviving buckets are rehashed in place. The
// only memory it uses is a scratch array of one word a bucket, kept for
// the next time. It reports false, having changed nothing, when that
// would free nothing or everything; the caller then clears the table.
func (t *transTable) evict() bool {
	// Cold buckets first (none of their entries answered a probe or was
	// added since the last eviction), then the others; each group from
	// the fewest tricks left up.
	var per [2][14]int
	total := 0
	for i := range t.buckets {
		b := &t.buckets[i]
		if t.live(b.tag) && b.off >= 0 {
			n := 4 << b.class()
			k, r := t.evictRank(b)
			per[k][r] += n
			total += n
		}
	}
	cutRank, cut, freed := 0, -1, 0
	for k := 0; k < 2 && freed*64 < total*t.evictShare; k++ {
		for r, n := range per[k] {
			if freed*64 >= total*t.evictShare {
				break
			}
			cutRank, cut, freed = k, r, freed+n
		}
	}
	if freed == 0 || freed == total {
		return false
	}
	if len(t.scratch) != len(t.buckets) {
		t.scratch = make([]uint64, len(t.buckets))
	}
	lists := t.scratch[:0] // the surviving lists: offset<<32 | bucket
	empty := -1            // an empty slot, where the rehash starts
	for i := range t.buckets {
		b := &t.buckets[i]
		switch {
		case !t.live(b.tag):
			empty = i
		case t.evicted(b, cutRank, cut):
			b.tag = 0
			t.occupied--
			empty = i
		case b.off >= 0:
			b.tag &^= ttUsed
			lists = append(lists, uint64(b.off)<<32|uint64(i))
		default:
			b.tag &^= ttUsed
		}
	}
	slices.Sort(lists)
	used := 0
	for _, x := range lists {
		b := &t.buckets[uint32(x)]
		if n := b.count(); int(b.off) != used {
			copy(t.entries[used:used+n], t.entries[b.off:int(b.off)+n])
			copy(t.sigs[used>>2:(used+n+3)>>2], t.sigs[b.off>>2:(int(b.off)+n+3)>>2])
			b.off = int32(used)
		}
		used += 4 << b.class()
	}
	occupied := t.occupied
	t.reset()
	t.used, t.occupied = used, occupied
	t.rehash(empty)
	return true
}

// evictRank is bucket b's place in the order of eviction: 0 when cold,
// 1 when used since the last eviction (ttUsed); and its tricks left.
func (t *transTable) evictRank(b *ttBucket) (rank, tricks int) {
	tricks = min(shapeTricks(b.shape), 13)
	if b.tag&ttUsed == 0 {
		return 0, tricks
	}
	return 1, tricks
}

// evicted reports whether an eviction that goes up to rank cutRank and,
// within it, cut tricks left takes bucket b.
func (t *transTable) evicted(b *ttBucket, cutRank, cut int) bool {
	k, r := t.evictRank(b)
	return k < cutRank || k == cutRank && r <= cut
}

// rehash moves every bucket to the first free slot of its probe sequence
// after buckets were emptied, going once round the table from the empty
// slot start: each bucket met then finds the ones before it in its
// sequence in place already.
func (t *transTable) rehash(start int) {
	mask := len(t.buckets) - 1
	for k := 1; k <= mask; k++ {
		i := (start + k) & mask
		b := t.buckets[i]
		if !t.live(b.tag) {
			continue
		}
		t.buckets[i].tag = 0
		t.place(b)
	}
}

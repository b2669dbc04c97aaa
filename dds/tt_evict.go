// tt_evict.go: making room in a full table at its cap — the positions with fewest tricks left go first.

package dds

import "slices"

// Tuning constants of eviction.
const (
	// ttEvictShare is the share (in 1/8) of the entries an eviction frees
	// at least: the positions with the fewest tricks left go, as many
	// whole trick counts as that takes.
	ttEvictShare = 1
	// ttEvictMin is the share (in 1/8) of the entries below which an
	// eviction is not worth its cost and the table is cleared instead.
	ttEvictMin = 1
)

// shapeTricks is the number of tricks left in a position of the given
// shape (handShape): the length of the first hand.
func shapeTricks(shape uint64) int {
	const hand0 = 0x000f_000f_000f_000f
	x := shape & hand0
	return int((x * 0x0001_0001_0001_0001) >> 48 & 0x3f)
}

// evict makes room at the cap without forgetting everything
// (DEPTH-PREFERRED REPLACEMENT): the entries of the positions with the
// fewest tricks left are the cheapest to search again, so whole trick
// counts are dropped from the bottom up until at least ttEvictShare/8 of
// the entries are free. The surviving lists are moved down to the start
// of the arena and the survivors rehashed. It reports false, having
// changed nothing, when that would free too little; the caller then
// clears the table.
func (t *transTable) evict() bool {
	var perTricks [14]int
	total := 0
	for i := range t.buckets {
		b := &t.buckets[i]
		if b.tag>>2 == t.gen && b.off >= 0 {
			perTricks[min(shapeTricks(b.shape), 13)] += 4 << b.class
			total += 4 << b.class
		}
	}
	if total == 0 {
		return false
	}
	cut, freed := -1, 0
	for r, n := range perTricks {
		if freed*8 >= total*ttEvictShare {
			break
		}
		cut, freed = r, freed+n
	}
	if freed*8 < total*ttEvictMin || freed == total {
		return false
	}
	// The survivors, in the order of their lists in the arena.
	keep := make([]ttBucket, 0, len(t.buckets)/2)
	for i := range t.buckets {
		b := &t.buckets[i]
		if b.tag>>2 == t.gen && shapeTricks(b.shape) > cut {
			keep = append(keep, *b)
		}
	}
	slices.SortFunc(keep, func(x, y ttBucket) int { return int(x.off) - int(y.off) })
	// Slide each list down to the end of the ones before it (lists start
	// at multiples of four, as every size is one).
	used := 0
	for i := range keep {
		b := &keep[i]
		if b.off < 0 {
			continue
		}
		size := 4 << b.class
		if int(b.off) != used {
			copy(t.entries[used:used+int(b.n)], t.entries[b.off:int(b.off)+int(b.n)])
			copy(t.sigs[used>>2:(used+int(b.n)+3)>>2], t.sigs[b.off>>2:(int(b.off)+int(b.n)+3)>>2])
			b.off = int32(used)
		}
		used += size
	}
	t.reset()
	t.used = used
	// Rehash the survivors into an emptied bucket array.
	clear(t.buckets)
	mask := uint64(len(t.buckets) - 1)
	for _, b := range keep {
		i := t.home(b.shape, b.tag&3)
		for t.buckets[i].tag>>2 == t.gen {
			i = (i + 1) & mask
		}
		t.buckets[i] = b
	}
	t.occupied = len(keep)
	return true
}

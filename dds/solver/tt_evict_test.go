package solver

import (
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// ttCase is a stored position: its key and the bounds stored for it.
type ttCase struct {
	key    ttKey
	lb, ub int
}

// storeRandom stores n positions of r tricks each (at trick starts of
// random deals), fully specific, and returns them.
func storeRandom(t *transTable, rng *rand.Rand, n, r int) []ttCase {
	var out []ttCase
	for range n {
		p := randomEnding(rng, 4*r)
		for len(p.Trick) > 0 { // to a trick start
			p = randomEnding(rng, 4*r)
		}
		agg := p.Hands.Known()
		var c ttCase
		makeKeyFrom(&c.key, nil, (*[4]dds.Cards)(&p.Hands), agg, int(p.Leader), handShape((*[4]dds.Cards)(&p.Hands)))
		c.lb = rng.IntN(r + 1)
		c.ub = c.lb
		t.store(&c.key, c.lb, c.ub, agg)
		out = append(out, c)
	}
	return out
}

// checkArena fails unless every list of the table lies in the used part
// of the arena and no two lists overlap, every bucket's copy of its
// newest signatures is current, every entry's bounds are in order, and
// occupied counts the buckets.
func checkArena(tb testing.TB, t *transTable) {
	tb.Helper()
	type span struct{ lo, hi int }
	var spans []span
	occ := 0
	for _, b := range t.buckets {
		if !t.live(b.tag) {
			continue
		}
		occ++
		if b.off < 0 {
			continue
		}
		hi := int(b.off) + 4<<b.class()
		if b.count() > 4<<b.class() || hi > t.used || b.off%4 != 0 {
			tb.Fatalf("list at %d (class %d, %d entries) outside the arena's %d used entries", b.off, b.class(), b.count(), t.used)
		}
		if b.n > 0 && b.last != t.sigs[(int(b.off)+b.count()-1)>>2] {
			tb.Fatalf("bucket at list %d: its copy of the newest signatures differs from the list's", b.off)
		}
		for j := int(b.off); j < int(b.off)+b.count(); j++ {
			if lb, ub := t.entries[j].bounds(); lb > ub || ub > 13 {
				tb.Fatalf("entry %d of the list at %d: bounds %d..%d", j, b.off, lb, ub)
			}
		}
		if b.tail() > b.count() {
			tb.Fatalf("bucket at list %d: a general tail of %d in %d entries", b.off, b.tail(), b.count())
		}
		for j := int(b.off) + b.count() - b.tail(); j < int(b.off)+b.count(); j++ {
			if r := cellRanks(&t.entries[j], b.shape); r > t.tailRanks {
				tb.Fatalf("entry %d of the list at %d, in its general tail of %d, fixes %d ranks (most %d)", j, b.off, b.tail(), r, t.tailRanks)
			}
		}
		spans = append(spans, span{int(b.off), hi})
	}
	slices.SortFunc(spans, func(x, y span) int { return x.lo - y.lo })
	for i := 1; i < len(spans); i++ {
		if spans[i].lo < spans[i-1].hi {
			tb.Fatalf("lists [%d,%d) and [%d,%d) overlap", spans[i-1].lo, spans[i-1].hi, spans[i].lo, spans[i].hi)
		}
	}
	if occ != t.occupied {
		tb.Fatalf("occupied %d, but %d buckets in use", t.occupied, occ)
	}
}

// TestTransTableEvict: an eviction drops the positions with the fewest
// tricks left, keeps the others answerable, and leaves a sound arena.
func TestTransTableEvict(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	tt := newTransTable(64)
	few := storeRandom(tt, rng, 300, 3)
	many := storeRandom(tt, rng, 300, 9)
	checkArena(t, tt)
	if !tt.evict() {
		t.Fatal("evict refused with half the entries at 3 tricks")
	}
	checkArena(t, tt)
	for i, c := range many {
		lb, ub, _ := tt.probe(&c.key, c.lb)
		if lb != c.lb {
			t.Fatalf("9-trick position %d: bounds %d..%d after eviction, stored %d..%d", i, lb, ub, c.lb, c.ub)
		}
	}
	for i, c := range few {
		if lb, ub, _ := tt.probe(&c.key, c.lb); lb != 0 || ub != 13 {
			t.Fatalf("3-trick position %d still answers %d..%d after eviction", i, lb, ub)
		}
	}
	// The table goes on storing after an eviction.
	more := storeRandom(tt, rng, 200, 5)
	checkArena(t, tt)
	for i, c := range more {
		if lb, _, _ := tt.probe(&c.key, c.lb); lb != c.lb {
			t.Fatalf("5-trick position %d stored after eviction not found", i)
		}
	}
}

// TestTransTableEvictCold: after an eviction, the buckets that no probe
// answered from and no store added to go first, whatever their tricks
// left; the others keep the order by tricks.
func TestTransTableEvictCold(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	tt := newTransTable(64)
	storeRandom(tt, rng, 300, 3)
	many := storeRandom(tt, rng, 300, 9)
	if !tt.evict() { // the 3-trick positions go; every use mark is cleared
		t.Fatal("evict refused")
	}
	fresh := storeRandom(tt, rng, 300, 5)
	for _, c := range many[:150] {
		if lb, _, _ := tt.probe(&c.key, c.lb); lb != c.lb {
			t.Fatal("a 9-trick position lost before the second eviction")
		}
	}
	if !tt.evict() {
		t.Fatal("evict refused")
	}
	checkArena(t, tt)
	// A bucket holds the positions of one shape and leader: probing one
	// keeps them all.
	type bucketOf struct {
		shape  uint64
		leader uint8
	}
	warm := map[bucketOf]bool{}
	for _, c := range many[:150] {
		warm[bucketOf{c.key.shape, c.key.leader}] = true
	}
	cold := 0
	for i, c := range many {
		_, ub, _ := tt.probe(&c.key, c.lb)
		switch kept := ub == c.ub; { // a lost position answers 0..13
		case warm[bucketOf{c.key.shape, c.key.leader}] && !kept:
			t.Fatalf("9-trick position %d, in a bucket probed since the last eviction, lost", i)
		case !warm[bucketOf{c.key.shape, c.key.leader}]:
			cold++
			if kept {
				t.Fatalf("9-trick position %d, in a bucket neither probed nor stored to since the last eviction, kept", i)
			}
		}
	}
	if cold < 100 {
		t.Fatalf("only %d cold positions to check", cold)
	}
	for i, c := range fresh {
		if lb, _, _ := tt.probe(&c.key, c.lb); lb != c.lb {
			t.Fatalf("5-trick position %d, stored since the last eviction, lost", i)
		}
	}
}

// TestTransTableEvictRefuses: with every entry at one trick count an
// eviction would empty the table; it refuses, and the caller clears.
func TestTransTableEvictRefuses(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	tt := newTransTable(64)
	storeRandom(tt, rng, 100, 6)
	used := tt.used
	if tt.evict() {
		t.Fatal("evict emptied a table whose entries all have 6 tricks left")
	}
	if tt.used != used {
		t.Fatalf("a refused eviction changed the arena: used %d, was %d", tt.used, used)
	}
}

func TestShapeTricks(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 200 {
		p := randomEnding(rng, 4*(1+rng.IntN(13)))
		if len(p.Trick) > 0 {
			continue
		}
		if got, want := shapeTricks(handShape((*[4]dds.Cards)(&p.Hands))), p.Hands[0].Len(); got != want {
			t.Fatalf("shapeTricks of %s = %d, want %d", p.Hands, got, want)
		}
	}
}

// TestTransTableEvictUnderLoad fills a 1 MB table far past its room with
// positions of every size: it makes room by eviction (reusing and
// splitting freed lists) rather than clearing, keeps a sound arena, and
// every answer it gives is the value stored for that position.
func TestTransTableEvictUnderLoad(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	tt := newTransTable(1)
	value := func(k *ttKey) int { // a fixed value per position
		h := (k.odd*31 + k.high*17 + k.shape + uint64(k.leader)) * 0x9e3779b97f4a7c15
		return int(h>>40) % (shapeTricks(k.shape) + 1)
	}
	var all []ttKey
	for i := range 12000 {
		r := 2 + rng.IntN(11)
		p := randomEnding(rng, 4*r)
		if len(p.Trick) > 0 {
			continue
		}
		var k ttKey
		h := (*[4]dds.Cards)(&p.Hands)
		makeKeyFrom(&k, nil, h, p.Hands.Known(), int(p.Leader), handShape(h))
		v := value(&k)
		tt.store(&k, v, v, p.Hands.Known())
		all = append(all, k)
		if i%1000 == 999 {
			checkArena(t, tt)
		}
	}
	if tt.gen != 1 {
		t.Fatalf("the table was cleared (generation %d): eviction should have made room", tt.gen)
	}
	found := 0
	for i := range all {
		k := &all[i]
		v := value(k)
		lb, ub, _ := tt.probe(k, v)
		if lb == 0 && ub == 13 {
			continue
		}
		found++
		if lb > v || ub < v {
			t.Fatalf("position %d: bounds %d..%d, stored %d", i, lb, ub, v)
		}
	}
	if found == 0 || found == len(all) {
		t.Fatalf("%d of %d positions found: want some evicted and some kept", found, len(all))
	}
	t.Logf("%d of %d positions still in the table", found, len(all))
}

// TestTransTableListSplit: with the arena used up, a request for a short
// list splits a longer free one, and the parts serve later requests.
func TestTransTableListSplit(t *testing.T) {
	tt := newTransTable(1)
	tt.used = len(tt.entries)
	tt.release(64, 3) // 32 entries at 64
	want := []struct{ class, off int }{{0, 64}, {1, 72}, {0, 68}, {2, 80}, {0, -1}, {3, -1}}
	for _, w := range want {
		if got := tt.list(w.class); int(got) != w.off {
			t.Fatalf("list(%d) = %d, want %d", w.class, got, w.off)
		}
	}
}

// TestTransTableFillsCap: the arena grows in place, so the table fills
// its cap before it evicts (with a copying arena, the old and the new
// arrays had to fit together and a table stopped at two thirds of it),
// and never passes it.
func TestTransTableFillsCap(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	const mb = 4
	tt := newTransTable(mb)
	most := 0
	for range 60000 {
		storeRandom(tt, rng, 1, 2+rng.IntN(11))
		if b := tt.bytes(); b > most {
			most = b
			if b > mb<<20 {
				t.Fatalf("the table holds %d bytes, over its %d MB cap", b, mb)
			}
		}
	}
	checkArena(t, tt)
	if most < mb<<20*7/8 {
		t.Fatalf("the table grew to %d bytes at most: under 7/8 of its %d MB cap", most, mb)
	}
	if tt.gen != 1 {
		t.Fatalf("the table was cleared (generation %d): eviction should have made room", tt.gen)
	}
	t.Logf("the table grew to %d of %d bytes", most, mb<<20)
}

// TestTransTableHugeCap: a cap beyond the machine's address space
// (which cannot be reserved) makes a working table from a bounded part of
// the Go heap, not a panic or an allocation of the whole cap.
func TestTransTableHugeCap(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	tt := newTransTable(math.MaxInt) // MaxMemoryMB: 64 GB
	if want := int64(min(MaxMemoryMB, ttMaxIntMB)) << 20; int64(tt.capBytes) != want {
		t.Fatalf("the table's cap is %d bytes, not %d", tt.capBytes, want)
	}
	// Where int has 32 bits the cap is ttMaxIntMB, which the address
	// space may well hold: the mapping need not fail.
	if c := cap(tt.entries); c > ttHeapArenaMax && strconv.IntSize == 64 {
		t.Fatalf("the arena has room for %d entries, over %d", c, ttHeapArenaMax)
	}
	cases := storeRandom(tt, rng, 2000, 6)
	for i := range cases {
		c := &cases[i]
		if lb, ub, _ := tt.probe(&c.key, c.lb); lb != c.lb || ub != c.ub {
			t.Fatalf("position %d: bounds %d..%d, stored %d..%d", i, lb, ub, c.lb, c.ub)
		}
	}
	checkArena(t, tt)
}

// TestEvictShareEnv: EvictShareEnv sets the share an eviction frees for
// the tables made from then on; a value outside 1-64 leaves the default.
func TestEvictShareEnv(t *testing.T) {
	for _, c := range []struct {
		env  string
		want int
	}{{"", ttEvictShare}, {"8", 8}, {"1", 1}, {"64", 64}, {"0", ttEvictShare}, {"65", ttEvictShare}, {"x", ttEvictShare}} {
		t.Setenv(EvictShareEnv, c.env)
		if got := newTransTable(1).evictShare; got != c.want {
			t.Errorf("%s=%q: share %d/64, want %d/64", EvictShareEnv, c.env, got, c.want)
		}
	}
	// An eviction frees at least the share: whole trick counts, so that
	// at 1/64 it frees one trick count of the three stored.
	rng := rand.New(rand.NewPCG(31, 32))
	for _, share := range []int{1, 8, 64} {
		t.Setenv(EvictShareEnv, strconv.Itoa(share))
		tt := newTransTable(64)
		for r := 3; r <= 5; r++ {
			storeRandom(tt, rng, 300, r)
		}
		before := tt.used
		if !tt.evict() && share < 64 {
			t.Fatalf("share %d/64: evict refused", share)
		}
		if share < 64 && (before-tt.used)*64 < before*share {
			t.Fatalf("share %d/64: freed %d of %d entries", share, before-tt.used, before)
		}
		checkArena(t, tt)
	}
}

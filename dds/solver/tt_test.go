package solver

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestMakeKeyFromPrev plays random deals out and checks, at every trick
// start, that the key made from an earlier trick start's key (packing
// only the suits that changed) is the key made from nothing, both by
// makeKeyFrom (PEXT where it is used) and by the tables' packKey.
func TestMakeKeyFromPrev(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for range 200 {
		p := randomEnding(rng, 52)
		var keys []ttKey
		for p.Hands.Known() != 0 {
			if len(p.Trick) == 0 {
				h := (*[4]dds.Cards)(&p.Hands)
				agg, shape := p.Hands.Known(), handShape(h)
				var fresh ttKey
				makeKeyFrom(&fresh, nil, h, agg, int(p.Leader), shape)
				// From the last trick start's key, and from an older one's.
				for _, back := range []int{1, 1 + rng.IntN(4)} {
					if back > len(keys) {
						continue
					}
					var k, byTable ttKey
					makeKeyFrom(&k, &keys[len(keys)-back], h, agg, int(p.Leader), shape)
					// The tables' packing too, where makeKeyFrom uses PEXT.
					byTable.shape, byTable.agg, byTable.leader = shape, agg, uint8(p.Leader)
					byTable.low = fresh.low // set by keyLanes only
					packKey(&byTable, &keys[len(keys)-back], uint64(h[1]|h[3]), uint64(h[2]|h[3]), agg)
					if k != fresh || byTable != fresh {
						t.Fatalf("%s, %s to lead: key from %d trick(s) back %+v (by table %+v), from nothing %+v", p.Hands, p.Leader, back, k, byTable, fresh)
					}
				}
				keys = append(keys, fresh)
			}
			legal := p.Legal().List()
			if err := p.Play(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// probe is probeBucket in k's own bucket, for the tests (the search
// looks the bucket up before the key is complete: Solver.probe).
func (t *transTable) probe(k *ttKey, theta int) (lb, ub int, win dds.Cards) {
	return t.probeBucket(t.bucket(k.shape, int(k.leader), false), k, theta)
}

// TestTopSig checks the signatures of keys and entries against their
// definition (per suit: the sides holding the top three cards, the hand
// holding the top card, and which of those an entry fixes), and that an
// entry made from a key passes the prefilter for that key.
func TestTopSig(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	// want is the definition: in a suit's nibble, bits 2, 1 and 0 are
	// the odd bits of its top three cards, bit 3 the top card's high bit.
	want := func(odd, high uint64, agg dds.Cards) uint32 {
		var sig uint32
		for s := range 4 {
			n := bits.OnesCount64(uint64(agg & suitMask(s)))
			var nib uint32
			for j := range 3 {
				if r := n - 1 - j; r >= 0 && odd>>(16*s+r)&1 != 0 {
					nib |= 4 >> j
				}
			}
			if n > 0 && high>>(16*s+n-1)&1 != 0 {
				nib |= 8
			}
			sig |= nib << (4 * s)
		}
		return sig
	}
	checked := 0
	for range 300 {
		p := randomEnding(rng, 4*(1+rng.IntN(13)))
		h := (*[4]dds.Cards)(&p.Hands)
		agg := p.Hands.Known()
		var k ttKey
		makeKeyFrom(&k, nil, h, agg, int(p.Leader), handShape(h))
		if got, w := k.sig, uint16(want(k.odd, k.high, agg)); got != w {
			t.Fatalf("%s: key signature %04x, want %04x", p.Hands, got, w)
		}
		for range 8 {
			var win dds.Cards
			for x := agg; x != 0; x &= x - 1 {
				if rng.IntN(6) == 0 {
					win |= lowBit(x)
				}
			}
			mask := winToMask(win, agg, k.low)
			odd, high := k.odd&mask, k.high&mask
			sig := topSig(odd, high, agg, mask)
			v, m := uint16(sig), uint16(sig>>16)
			if w := uint16(want(odd, high, agg)); v != w {
				t.Fatalf("%s, win %s: entry signature %04x, want %04x", p.Hands, win, v, w)
			}
			if w := uint16(want(mask, mask, agg)); m != w {
				t.Fatalf("%s, win %s: entry signature mask %04x, want %04x", p.Hands, win, m, w)
			}
			if got := entrySig(k.sig, mask); got != sig {
				t.Fatalf("%s, win %s: entrySig %08x, topSig %08x", p.Hands, win, got, sig)
			}
			if (v^k.sig)&m != 0 {
				t.Fatalf("%s, win %s: the prefilter rejects an entry made from the key", p.Hands, win)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}

// TestMaskToWin checks that a win set taken to a relevance mask and back
// gives, in each suit, the lowest card of the win set, both by PEXT and
// PDEP where they are used and by the tables, and that the two agree on
// the mask (with win cards gone from the position too).
func TestMaskToWin(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	for i := range 3000 {
		var agg, win dds.Cards
		for c := range 64 {
			if suitMask(c>>4)&(dds.Cards(1)<<c) != 0 && rng.IntN(2) == 0 {
				agg |= dds.Cards(1) << c
				if rng.IntN(4) == 0 {
					win |= dds.Cards(1) << c
				}
			}
		}
		var want dds.Cards
		for s := range 4 {
			want |= lowBit(win & suitMask(s))
		}
		_, _, low, _ := keyLanes(0, 0, uint64(agg))
		if got := maskToWin(winToMask(win, agg, low), agg, low); got != want {
			t.Fatalf("agg %x win %x: back %x, want %x", agg, win, got, want)
		}
		if got := maskToWinTable(winToMaskCount(win, agg), agg); got != want {
			t.Fatalf("agg %x win %x: back by the tables %x, want %x", agg, win, got, want)
		}
		if i%2 == 1 {
			win |= dds.Cards(rng.Uint64()) & suitMask(i/2%4) &^ agg
		}
		if m, c := winToMask(win, agg, low), winToMaskCount(win, agg); m != c {
			t.Fatalf("agg %x win %x: mask %x, by counting %x", agg, win, m, c)
		}
	}
}

// TestFullLanes: a key's full lanes (each suit's low bits, as many as
// the position has cards there) by lookups and, where PEXT is used, the
// key's own, against one built bit by bit.
func TestFullLanes(t *testing.T) {
	rng := rand.New(rand.NewPCG(36, 7))
	for range 3000 {
		agg := dds.Cards(rng.Uint64()) & (suitMask(0) | suitMask(1) | suitMask(2) | suitMask(3))
		var want uint64
		for s := range 4 {
			for i := range bits.OnesCount64(uint64(agg & suitMask(s))) {
				want |= 1 << (16*s + i)
			}
		}
		if got := lowLanes(laneCounts(agg)); got != want {
			t.Fatalf("agg %x: lowLanes %x, want %x", agg, got, want)
		}
		k := ttKey{agg: agg}
		_, _, k.low, _ = keyLanes(0, 0, uint64(agg))
		if got := fullLanes(&k); got != want {
			t.Fatalf("agg %x: fullLanes %x, want %x", agg, got, want)
		}
	}
}

// TestSwapNewest: swapNewest exchanges an entry of an older group with
// the newest one, their signatures with them, in the arena and in the
// bucket's copy of the newest group, and leaves every other one alone.
func TestSwapNewest(t *testing.T) {
	tt := &transTable{entries: make([]ttCell, 12), sigs: make([]ttSigs, 3)}
	for _, c := range [][2]int{{0, 11}, {3, 11}, {5, 10}, {2, 7}, {7, 8}} {
		for j := range tt.entries {
			tt.entries[j] = ttCell{odd: uint64(j)}
			tt.setSig(j, uint16(0x100+j), uint16(0x200+j))
		}
		b := &ttBucket{last: tt.sigs[c[1]>>2]}
		tt.swapNewest(b, c[0], c[1])
		if b.last != tt.sigs[c[1]>>2] {
			t.Fatalf("swapNewest(%d, %d): the bucket's copy %v, the arena's newest group %v", c[0], c[1], b.last, tt.sigs[c[1]>>2])
		}
		for j := range tt.entries {
			want := j
			if j == c[0] {
				want = c[1]
			} else if j == c[1] {
				want = c[0]
			}
			v, m := tt.sig(j)
			if tt.entries[j].odd != uint64(want) || v != uint16(0x100+want) || m != uint16(0x200+want) {
				t.Fatalf("swapNewest(%d, %d): entry %d holds %d with signature %#x/%#x, want %d", c[0], c[1], j, tt.entries[j].odd, v, m, want)
			}
		}
	}
}

// TestStoreHint: a store goes to its key's bucket whatever the key's
// hint (the bucket's index when probed) says — still right, stale after
// the table cleared or its buckets doubled, or another key's bucket —
// and the probe after it answers.
func TestStoreHint(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	keys := make([]ttKey, 2)
	for i := range keys {
		p := randomEnding(rng, 24)
		for len(p.Trick) > 0 {
			p = randomEnding(rng, 24)
		}
		makeKeyFrom(&keys[i], nil, (*[4]dds.Cards)(&p.Hands), p.Hands.Known(), int(p.Leader), handShape((*[4]dds.Cards)(&p.Hands)))
	}
	tt := newTransTable(64)
	k, other := &keys[0], &keys[1]
	probe := func(k *ttKey) bool {
		lb, _, _ := tt.probeBucket(tt.bucket(k.shape, int(k.leader), false), k, 4)
		return lb >= 4
	}
	for _, step := range []string{"fresh", "cleared", "doubled", "another's"} {
		switch step {
		case "cleared":
			tt.clear()
		case "doubled":
			tt.growBuckets()
		case "another's":
			tt.clear()
			tt.store(other, 1, 1, other.agg)
			probe(other) // other's bucket index as the hint
			k.bi = other.bi
		}
		if step != "another's" {
			probe(k) // sets k's hint, the bucket there or -1
			tt.store(k, 0, 0, k.agg)
			probe(k)
			if step == "cleared" || step == "doubled" {
				tt.clear() // the hint now stale
			}
		}
		tt.store(k, 6, 6, k.agg)
		if !probe(k) {
			t.Fatalf("%s hint: the store is not found by the probe", step)
		}
		if n := tt.bucket(other.shape, int(other.leader), false); step == "another's" && n.count() != 1 {
			t.Fatalf("another key's hint: its bucket holds %d entries, want 1", n.count())
		}
	}
}

// TestGeneralTail: entries fixing at most tailRanks ranks of their
// position stay at the end of their list, newest first, with specific
// ones stored after them put below (checkArena checks the tail at every
// step); so a probe answers with a general entry that settles before a
// newer specific one; with the tail off (TailEnv=off), with the newest.
func TestGeneralTail(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	p := randomEnding(rng, 32)
	for len(p.Trick) > 0 || p.Hands.Known()&suitMask(0) == 0 {
		p = randomEnding(rng, 32)
	}
	h := (*[4]dds.Cards)(&p.Hands)
	agg := p.Hands.Known()
	var k ttKey
	makeKeyFrom(&k, nil, h, agg, int(p.Leader), handShape(h))
	top := dds.Cards(1) << (63 - bits.LeadingZeros64(uint64(agg&suitMask(0)))) // one rank fixed
	for _, env := range []string{"", "off"} {
		t.Setenv(TailEnv, env)
		tt := newTransTable(1)
		for i := range 40 {
			win := agg // every rank fixed
			if i%5 == 0 {
				win = top
			}
			tt.store(&k, 5, 5, win)
			checkArena(t, tt)
		}
		b := tt.bucket(k.shape, int(k.leader), false)
		want, tail := dds.Cards(lowPerLane(uint64(agg))), 0 // each suit's lowest card: all ranks
		if env == "" {
			want, tail = top, ttTailMax
		}
		if b.tail() != tail || b.count() != 40 {
			t.Errorf("%s=%q: a tail of %d in %d entries, want %d in 40", TailEnv, env, b.tail(), b.count(), tail)
		}
		if lb, _, win := tt.probe(&k, 5); lb != 5 || win != want {
			t.Errorf("%s=%q: the probe answers %d with %s, want 5 with %s", TailEnv, env, lb, win, want)
		}
	}
	for _, c := range []struct {
		env  string
		want int
	}{{"", ttTailRanks}, {"off", -1}, {"0", 0}, {"52", 52}, {"53", ttTailRanks}, {"x", ttTailRanks}} {
		t.Setenv(TailEnv, c.env)
		if got := newTransTable(1).tailRanks; got != c.want {
			t.Errorf("%s=%q: tailRanks %d, want %d", TailEnv, c.env, got, c.want)
		}
	}
}

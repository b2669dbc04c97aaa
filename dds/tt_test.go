package dds

import (
	"math/rand/v2"
	"testing"
)

// TestMakeKeyFromPrev plays random deals out and checks, at every trick
// start, that the key made from an earlier trick start's key (packing
// only the suits that changed) is the key made from nothing.
func TestMakeKeyFromPrev(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for range 200 {
		p := randomEnding(rng, 52)
		var keys []ttKey
		for p.Hands.Known() != 0 {
			if len(p.Trick) == 0 {
				h := (*[4]Cards)(&p.Hands)
				agg, shape := p.Hands.Known(), handShape(h)
				var fresh ttKey
				makeKeyFrom(&fresh, nil, h, agg, int(p.Leader), shape)
				// From the last trick start's key, and from an older one's.
				for _, back := range []int{1, 1 + rng.IntN(4)} {
					if back > len(keys) {
						continue
					}
					var k ttKey
					makeKeyFrom(&k, &keys[len(keys)-back], h, agg, int(p.Leader), shape)
					if k != fresh {
						t.Fatalf("%s, %s to lead: key from %d trick(s) back %+v, from nothing %+v", p.Hands, p.Leader, back, k, fresh)
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
// looks the bucket up before the key is complete: GoSolver.makeKey).
func (t *transTable) probe(k *ttKey, theta int) (lb, ub int, win Cards) {
	return t.probeBucket(t.bucket(k.shape, int(k.leader), false), k, theta)
}

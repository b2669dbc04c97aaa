// indexed_test.go: Dealer — try i is the engine's deal i, deal i is recomputed alone, and a too rare condition is reported.

package sim

import (
	"context"
	"errors"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestDealerTriesAreTheEngines: the tries a Dealer deals are those a
// multi-worker run examines under the same seed — the accepted ones at
// the same numbers — and Deal(i) is try i wherever try i is accepted.
func TestDealerTriesAreTheEngines(t *testing.T) {
	cond, err := ParseCondition("hcp(north) >= 12 && spades(north) >= 5 || shape(south, any 4441)")
	if err != nil {
		t.Fatal(err)
	}
	p, err := cond.plan(dds.Deal{}, false)
	if err != nil {
		t.Fatal(err)
	}
	j := &job{plan: p, cond: cond, seed: 7, threads: 3, limit: 4000}
	acc := map[uint64]dds.Deal{}
	if _, err := j.run(context.Background(), func(a *accepted) error { acc[a.index] = a.deal; return nil }); err != nil {
		t.Fatal(err)
	}
	if len(acc) < 100 {
		t.Fatalf("only %d deals accepted of 4000", len(acc))
	}
	d, err := NewDealer(SampleSpec{Condition: cond, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	for i := uint64(3999); i < 4000; i-- { // backwards: no state carries over
		deal, ok, err := d.Try(i)
		want, in := acc[i]
		if err != nil || ok != in || in && deal != want {
			t.Fatalf("try %d: accepted %v (err %v), the engine %v", i, ok, err, in)
		}
		if !in {
			continue
		}
		if got, err := d.Deal(i); err != nil || got != want {
			t.Fatalf("deal %d is not try %d, which is accepted (err %v)", i, i, err)
		}
	}
	if st := d.Stats(); st.Tries < 4000+len(acc) || len(st.ExactSeats) != 0 {
		t.Errorf("stats %+v", st)
	}
}

// TestDealerDealAlone: deal i under a condition meets it, is the same
// from a fresh Dealer in any order of calls, and differs from deal i+1;
// where try i is refused, deal i is a later try.
func TestDealerDealAlone(t *testing.T) {
	cond, err := ParseCondition("hcp(north) >= 20")
	if err != nil {
		t.Fatal(err)
	}
	a, _ := NewDealer(SampleSpec{Condition: cond, Seed: 3})
	b, _ := NewDealer(SampleSpec{Condition: cond, Seed: 3})
	defer a.Close()
	defer b.Close()
	const n = 50
	var deals [n]dds.Deal
	refused := 0
	for i := range uint64(n) {
		d, err := a.Deal(i)
		if err != nil {
			t.Fatal(err)
		}
		if d[dds.North].HCP() < 20 {
			t.Fatalf("deal %d: North has %d points", i, d[dds.North].HCP())
		}
		if try, ok, _ := a.Try(i); !ok {
			refused++
			if try == d {
				t.Fatalf("deal %d is its refused try", i)
			}
		}
		deals[i] = d
	}
	if refused < n/2 {
		t.Errorf("only %d of %d first tries refused with North 20+ points", refused, n)
	}
	for i := n - 1; i >= 0; i-- {
		if d, _ := b.Deal(uint64(i)); d != deals[i] {
			t.Fatalf("deal %d differs between two Dealers", i)
		}
		if i > 0 && deals[i] == deals[i-1] {
			t.Fatalf("deals %d and %d are the same", i-1, i)
		}
	}
	if _, err := a.Deal(MaxIndexedDeals); err == nil {
		t.Error("a deal number past MaxIndexedDeals was dealt")
	}
}

// TestDealerTooRare: a condition no try meets in MaxTries is a
// *TooRareError naming the tries.
func TestDealerTooRare(t *testing.T) {
	cond, _ := ParseCondition("hcp(north) >= 37")
	d, err := NewDealer(SampleSpec{Condition: cond, Seed: 1, MaxTries: 500})
	if err != nil {
		t.Fatal(err)
	}
	_, err = d.Deal(0)
	var rare *TooRareError
	if !errors.As(err, &rare) || rare.Tries != 500 || rare.Accepted != 0 {
		t.Errorf("err %v, want a TooRareError after 500 tries", err)
	}
}

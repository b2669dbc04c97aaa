// predeal_test.go: predealt cards stay where they were put; conflicting predeals are errors.

package sim

import (
	"context"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

func TestPredealFixed(t *testing.T) {
	s, err := ParseScript("p.dl", `
predeal north SJ865432, HJ5, D72, C95
        west DQ5
predeal south SA, HAQ, DA, CAQJT87642
        east DKJ
condition hcp(east) >= 10
`)
	if err != nil {
		t.Fatal(err)
	}
	north, _ := dds.ParseHand("J865432.J5.72.95")
	south, _ := dds.ParseHand("A.AQ.A.AQJT87642")
	westCards := dds.NewCard(dds.Diamonds, dds.Queen).Bit() | dds.NewCard(dds.Diamonds, dds.Five).Bit()
	eastCards := dds.NewCard(dds.Diamonds, dds.King).Bit() | dds.NewCard(dds.Diamonds, dds.Jack).Bit()
	if s.Predeal[dds.North] != north || s.Predeal[dds.South] != south || s.Predeal[dds.West] != westCards || s.Predeal[dds.East] != eastCards {
		t.Fatalf("predeal parsed as %v", s.Predeal)
	}
	n := 0
	_, err = Sample(context.Background(), SampleSpec{Known: s.Predeal, Condition: s.Condition, Seed: 1, N: 2000, Threads: 2}, func(i int, d dds.Deal) error {
		n++
		if d[dds.North] != north || d[dds.South] != south || d[dds.West]&westCards != westCards || d[dds.East]&eastCards != eastCards {
			t.Fatalf("deal %d moved a predealt card: %v", i, d)
		}
		if !d.Complete() {
			t.Fatalf("deal %d is not complete: %v", i, d)
		}
		return nil
	})
	if err != nil || n != 2000 {
		t.Fatal(err, n)
	}
}

func TestPredealSingleCards(t *testing.T) {
	s, err := ParseScript("p.dl", "predeal north,S2\npredeal east HA\n")
	if err != nil {
		t.Fatal(err)
	}
	two, ace := dds.NewCard(dds.Spades, dds.Two), dds.NewCard(dds.Hearts, dds.Ace)
	seen3 := false
	Sample(context.Background(), SampleSpec{Known: s.Predeal, Seed: 2, N: 300}, func(i int, d dds.Deal) error {
		if !d[dds.North].Has(two) || !d[dds.East].Has(ace) {
			t.Fatalf("deal %d: single-card predeal not kept: %v", i, d)
		}
		seen3 = seen3 || d[dds.North].Has(dds.NewCard(dds.Spades, dds.Three))
		return nil
	})
	if !seen3 {
		t.Error("North never got ♠3 too: the rest of the hand should stay random")
	}
}

func TestPredealConflicts(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"predeal north SAKQ\npredeal south SA\n", "p.dl:2:15: predeal: SA is predealt twice (North and South)"},
		{"predeal north SAKQJT98765432, HA\n", "p.dl:1:31: predeal: North is given 14 cards, more than 13"},
		{"predeal spades(north)==1\npredeal spades(north)==2\n", "p.dl:2:9: predeal: spades(north) is set twice (1 and 2)"},
		{"predeal spades(north)==7, hearts(north)==7\n", "p.dl:1:27: predeal: the suit lengths given to North add up to 14, more than 13"},
	} {
		_, err := ParseScript("p.dl", tc.src)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q: got %v, want %s", tc.src, err, tc.want)
		}
	}
	// A suit-length predeal the predealt cards contradict is impossible.
	s, err := ParseScript("p.dl", "predeal north SAKQ\npredeal spades(north)==2\n")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Sample(context.Background(), SampleSpec{Known: s.Predeal, Condition: s.Condition, N: 1}, func(int, dds.Deal) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "impossible") {
		t.Errorf("contradictory predeal: got %v", err)
	}
	// Known cards that clash are an error too.
	bad := dds.Deal{dds.North: dds.NewCard(dds.Spades, dds.Ace).Bit(), dds.South: dds.NewCard(dds.Spades, dds.Ace).Bit()}
	if _, err := Sample(context.Background(), SampleSpec{Known: bad, N: 1}, func(int, dds.Deal) error { return nil }); err == nil {
		t.Error("a card known in two hands was accepted")
	}
}

func TestImpossibleCondition(t *testing.T) {
	// The shape part is impossible: found before any dealing.
	c, err := ParseCondition("shape(north, any 7600) && spades(north) == 1")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Sample(context.Background(), SampleSpec{Condition: c, N: 1}, func(int, dds.Deal) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "impossible") {
		t.Errorf("got %v", err)
	}
	// An impossible point count is found by bounded tries.
	c, _ = ParseCondition("hcp(north) > 37")
	st, err := Sample(context.Background(), SampleSpec{Condition: c, N: 1, MaxTries: 20000}, func(int, dds.Deal) error { return nil })
	var tr *TooRareError
	if !asTooRare(err, &tr) || st.Tries != 20000 || !strings.Contains(err.Error(), "no deal of 20000 tried") {
		t.Errorf("got %v after %d tries", err, st.Tries)
	}
}

func asTooRare(err error, out **TooRareError) bool {
	e, ok := err.(*TooRareError)
	*out = e
	return ok
}

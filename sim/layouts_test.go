package sim

import (
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestLayoutsFacts: every layout keeps the known cards, meets the pinned
// lengths and the condition, and the same (seed, i) deals the same layout.
func TestLayoutsFacts(t *testing.T) {
	d, err := dds.ParseDeal("N:AJ92.AKQ.AKQ.AKQ Q543.2.876.T7652 KT87.543.5432.43 6.JT9876.JT9.J98")
	if err != nil {
		t.Fatal(err)
	}
	f := Facts{Length: NoLengths()}
	f.Known[dds.South] = d[dds.South]
	f.Known[dds.North] = d[dds.North]
	h2, _ := dds.ParseCard("H2")
	f.Known[dds.East] = h2.Bit()
	f.Length[dds.East][dds.Hearts] = 1 // East showed out of hearts
	cond, err := ParseCondition("hearts(west) >= 6 && hcp(west) <= 10")
	if err != nil {
		t.Fatal(err)
	}
	l, err := NewLayouts(f, cond)
	if err != nil {
		t.Fatal(err)
	}
	ok := 0
	var first dds.Deal
	for i := range uint64(2000) {
		var x dds.Deal
		if !l.Deal(7, i, &x) {
			continue
		}
		ok++
		if ok == 1 {
			first = x
		}
		if x[dds.South] != d[dds.South] || x[dds.North] != d[dds.North] || !x[dds.East].Has(h2) {
			t.Fatalf("layout %v lost a known card", x)
		}
		if x[dds.East].SuitLen(dds.Hearts) != 1 {
			t.Fatalf("layout %v: East holds %d hearts after showing out", x, x[dds.East].SuitLen(dds.Hearts))
		}
		if h, err := cond.Holds(x); err != nil || !h {
			t.Fatalf("layout %v does not meet the condition", x)
		}
	}
	if ok < 100 {
		t.Fatalf("only %d of 2000 layouts accepted", ok)
	}
	var again dds.Deal
	for i := range uint64(2000) {
		if l.Deal(7, i, &again) {
			break
		}
	}
	if again != first {
		t.Fatalf("the same seed dealt %v, then %v", first, again)
	}
	// A fact the known cards contradict is an error.
	f.Length[dds.North][dds.Spades] = 2
	if _, err := NewLayouts(f, nil); err == nil {
		t.Fatal("North shown out with 2 spades while holding 4: no error")
	}
}

func TestConditionValue(t *testing.T) {
	d, _ := dds.ParseDeal("N:AJ92.AKQ.AKQ.AKQ Q543.2.876.T7652 KT87.543.5432.43 6.JT9876.JT9.J98")
	for text, want := range map[string]int{"hearts(west)": 6, "hascard(east, QS)": 1, "hascard(west, QS)": 0, "hcp(north) >= 30": 1} {
		c, err := ParseCondition(text)
		if err != nil {
			t.Fatal(err)
		}
		if v, err := c.Value(d); err != nil || v != want {
			t.Errorf("%s = %d (%v), want %d", text, v, err, want)
		}
	}
}

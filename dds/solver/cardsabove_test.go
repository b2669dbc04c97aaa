package solver

import (
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestCardsAbove: against libdds's card values of dd-plays.tsv, the cards
// CardsAbove gives for each b from -1 to the tricks left are those worth
// more than b, and it searches no card outside want.
func TestCardsAbove(t *testing.T) {
	lines := oracleLines(t, "../testdata/dd-plays.tsv")
	lines = lines[:min(len(lines), oracleLimit(60, 8))]
	s := New(Options{})
	for i, line := range lines {
		rec, p := playRecord(t, i, line)
		var all, half dds.Cards
		for j, v := range rec.Values {
			all = all.With(v.Card)
			if j%2 == 0 {
				half = half.With(v.Card)
			}
		}
		for b := -1; b <= p.TricksLeft(); b++ {
			for _, want := range []dds.Cards{all, half} {
				var exp dds.Cards
				for _, v := range rec.Values {
					if want.Has(v.Card) && v.Tricks > b {
						exp = exp.With(v.Card)
					}
				}
				got, err := s.CardsAbove(p, want, b)
				if err != nil {
					t.Fatalf("line %d: %v", i+1, err)
				}
				if got != exp {
					t.Errorf("line %d, above %d of %v: got %v, want %v", i+1, b, want, got, exp)
				}
			}
		}
	}
}

// TestCardsAboveAllocs checks that CardsAbove allocates nothing once the
// solver exists: each card it tries plays into one array of its own, on
// the stack, whatever the cards already in the trick.
func TestCardsAboveAllocs(t *testing.T) {
	lines := oracleLines(t, "../testdata/dd-plays.tsv")
	s := New(Options{MemoryMB: 8})
	tried := [4]bool{} // positions tried, by the cards in the trick
	for i, line := range lines {
		_, p := playRecord(t, i, line)
		if tried[len(p.Trick)] || p.Legal().Len() < 2 {
			continue
		}
		tried[len(p.Trick)] = true
		b := p.TricksLeft() / 2
		if _, err := s.CardsAbove(p, ^dds.Cards(0), b); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if n := testing.AllocsPerRun(5, func() { s.CardsAbove(p, ^dds.Cards(0), b) }); n != 0 {
			t.Errorf("line %d, %d in the trick: %v allocations a call", i+1, len(p.Trick), n)
		}
	}
	if tried != [4]bool{true, true, true, true} {
		t.Errorf("positions with 0 to 3 cards in the trick tried: %v, want all", tried)
	}
}

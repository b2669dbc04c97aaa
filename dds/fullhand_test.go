package dds

import (
	"errors"
	"testing"
)

// ParseFullHand takes 13 cards and nothing else.
func TestParseFullHand(t *testing.T) {
	if h, err := ParseFullHand("KQJ9.A.T986.7532"); err != nil || h.Len() != 13 {
		t.Errorf("a 13-card hand: %v, %d cards", err, h.Len())
	}
	for _, text := range []string{"KQJ9.A.T986.753", "-", "KQJ9.A.T986.7532A", "KQJ9.A.T986"} {
		if _, err := ParseFullHand(text); err == nil {
			t.Errorf("ParseFullHand(%q): no error", text)
		}
	}
}

// CheckInput refuses positions and a board for a PBN file, by key.
func TestResultWriterCheckInput(t *testing.T) {
	pbn := []byte("[Deal \"N:AKQ2.T98.KJ5.A43 - - -\"]\n")
	s := North
	for key, w := range map[string]*ResultWriter{"positions": {Positions: true}, "dealer": {Par: true, Dealer: &s}} {
		var oe *OptionError
		if err := w.CheckInput(pbn, "x.pbn"); !errors.As(err, &oe) || oe.Key != key {
			t.Errorf("%s: %v, want an *OptionError for it", key, err)
		}
		if err := w.CheckInput([]byte("N:AKQ2.T98.KJ5.A43 - - -\n"), "x"); err != nil {
			t.Errorf("%s on line input: %v", key, err)
		}
	}
}

// ParseFullDeal takes four hands of 13 cards and nothing less.
func TestParseFullDeal(t *testing.T) {
	if d, err := ParseFullDeal("N:AKQ2.T98.KJ5.A43 JT9.AKQ.QT9.KQJ2 8765.765.876.765 43.J432.A432.T98"); err != nil || d[North].Len() != 13 {
		t.Errorf("a whole deal: %v", err)
	}
	for _, text := range []string{"N:AKQ2.T98.KJ5.A43 - - -", "N:AKQ2.T98.KJ5.A43", "x"} {
		if _, err := ParseFullDeal(text); err == nil {
			t.Errorf("ParseFullDeal(%q): no error", text)
		}
	}
}

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

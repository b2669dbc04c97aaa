package dds

import (
	"errors"
	"testing"
)

func TestPlayTricks(t *testing.T) {
	d, err := ParseDeal("N:987.A65.K43.KQ54 432.987.765.9876 AKQJT.432.A2.A32 65.KQJT.QJT98.JT")
	if err != nil {
		t.Fatal(err)
	}
	// West leads ♥K; East ruffs with ♠2 holding hearts (a revoke, taken as
	// played) and wins; East leads ♣9 to trick 2.
	play, err := ParseTricks("HK H5 S2 H2 | C9 CA CT C4")
	if err != nil {
		t.Fatal(err)
	}
	if got := FormatTricks(play); got != "HK H5 S2 H2 | C9 CA CT C4" {
		t.Errorf("FormatTricks: %q", got)
	}
	tr, err := PlayTricks(d, SuitStrain(Spades), West, play)
	if err != nil {
		t.Fatal(err)
	}
	if len(tr) != 2 || tr[0].Winner != East || tr[1].Leader != East || tr[1].Winner != South {
		t.Fatalf("tricks %+v", tr)
	}
	if tr[0].Unfollowed != [4]bool{false, false, true, false} || tr[1].Unfollowed != [4]bool{} {
		t.Errorf("unfollowed %v %v", tr[0].Unfollowed, tr[1].Unfollowed)
	}
	for _, c := range []struct {
		play, err string
	}{
		{"HK H5 S2 H2 C9 CA CT C4 SA S5 S7 S3 SK S6 S8 S4 SQ D8 SJ D5", "trick 5: North plays ♠J but does not hold it (South does)"},
		{"HK H5 S2 H2 C9 CA CT C4 SA S5 S7 S3 SK S6 S8 S4 S3", "trick 5: South plays ♠3, already played to trick 3"},
	} {
		_, err := PlayTricks(d, SuitStrain(Spades), West, mustPlay(t, c.play))
		var pe *PlayError
		if !errors.As(err, &pe) || err.Error() != c.err || pe.Trick != 5 {
			t.Errorf("%s: %v, want %s", c.play, err, c.err)
		}
	}
}

func TestParseTricks(t *testing.T) {
	for _, c := range []struct {
		text string
		n    int
		err  string
	}{
		{"HK H5 S2 H2 | C9 CA CT C4 | SA", 9, ""},
		{"♥K♥5♠2♥2, C9 CA CT C4", 8, ""},
		{"HKH5S2H2C9CACTC4SA", 9, ""},
		{"HK H5 S2 H2\nC9 CA CT C4\n", 8, ""},
		{"HK H5 S2 H2 | C9 CA CT C4 | SA S5 S7 | SK", 0, "trick 3: 3 cards before the next trick; a trick has 4"},
		{"HK H5 S2 H2 H3 | C9", 0, "trick 1: 5 cards; a trick has 4"},
		{"HK H5 S2 ZZ | C9", 0, "trick 1: "},
	} {
		got, err := ParseTricks(c.text)
		switch {
		case c.err == "" && (err != nil || len(got) != c.n):
			t.Errorf("%q: %d cards, %v; want %d", c.text, len(got), err, c.n)
		case c.err != "" && (err == nil || len(err.Error()) < len(c.err) || err.Error()[:len(c.err)] != c.err):
			t.Errorf("%q: %v, want %s…", c.text, err, c.err)
		}
	}
}

func mustPlay(t *testing.T, s string) []Card {
	t.Helper()
	c, err := ParsePlay(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

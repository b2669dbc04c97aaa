package dds

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func readHands(t *testing.T, name string) []DDSHand {
	t.Helper()
	hands, err := ReadDDSHandsFile("testdata/dds-hands/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return hands
}

// TestReadDDSHandsFirst checks the first deal of list100.txt against the
// file's text, decoded by hand.
func TestReadDDSHandsFirst(t *testing.T) {
	hands := readHands(t, "list100.txt")
	if len(hands) != 100 {
		t.Fatalf("%d hands, want 100", len(hands))
	}
	h := hands[0]
	if h.Line != 2 || h.Dealer != North || h.Vul != VulNone || h.Trump != Strain(Spades) || h.Leader != North {
		t.Errorf("header: line %d dealer %v vul %v trump %v leader %v", h.Line, h.Dealer, h.Vul, h.Trump, h.Leader)
	}
	if got := h.Deal.String(); got != "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3" {
		t.Errorf("deal %s", got)
	}
	// TABLE 5 8 5 8 | 6 6 6 6 | 5 7 5 7 | 7 5 7 5 | 6 6 6 6 in S H D C NT order.
	want := Table{
		Strain(Clubs):    {7, 5, 7, 5},
		Strain(Diamonds): {5, 7, 5, 7},
		Strain(Hearts):   {6, 6, 6, 6},
		Strain(Spades):   {5, 8, 5, 8},
		NoTrump:          {6, 6, 6, 6},
	}
	if !h.HasTable || h.Table != want {
		t.Errorf("table %v, want %v", h.Table, want)
	}
	// FUT: D5 D8 DJ CT(+C9 C8) S6 SQ(+SJ) H2 H6(+H5) HK; 5 5 5 5 5 5 4 4 4.
	wantFUT := "SQ:5 SJ:5 S6:5 HK:4 H6:4 H5:4 H2:4 DJ:5 D8:5 D5:5 CT:5 C9:5 C8:5"
	var b []string
	for _, cv := range h.FUT {
		b = append(b, cv.Card.String()+":"+itoa(cv.Tricks))
	}
	if got := strings.Join(b, " "); !h.HasFUT || got != wantFUT {
		t.Errorf("FUT %s, want %s", got, wantFUT)
	}
	if h.Par != [4]string{"NS -110", "EW 110", "NS:EW 2S", "EW:EW 2S"} || strings.Join(h.Par2, "|") != "-110|2S-EW" {
		t.Errorf("par %q %q", h.Par, h.Par2)
	}
	if len(h.Play) != 45 || h.Play[0] != NewCard(Clubs, Ten) || h.Play[44] != NewCard(Diamonds, Jack) {
		t.Errorf("play %v", h.Play)
	}
	if len(h.Trace) != 46 || h.Trace[0] != 8 {
		t.Errorf("trace %v", h.Trace)
	}
	if h.Declarer() != West {
		t.Errorf("declarer %v", h.Declarer())
	}
	// Line 27 gives two dealer par contracts.
	if got := strings.Join(hands[3].Par2, "|"); got != "100|3C*-EW-1|2N*-EW-1" {
		t.Errorf("deal 4 PAR2 %q", got)
	}
	// The second deal is written East first, with trump 4 (NT) and dealer E.
	h = hands[1]
	if h.Dealer != East || h.Vul != VulNS || h.Trump != NoTrump || h.Leader != East {
		t.Errorf("deal 2 header: %v %v %v %v", h.Dealer, h.Vul, h.Trump, h.Leader)
	}
	if h.Deal[East].Holding() != "QJT5432.T.6.QJ82" {
		t.Errorf("deal 2 East %s", h.Deal[East])
	}
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// TestReadDDSHandsConsistent checks, on every stored deal, facts that tie
// the lines together: the FUT cards are the leader's hand, its best value
// is the defenders' share of the TABLE entry, the TRACE starts at the
// TABLE entry, and the PLAY replays legally.
func TestReadDDSHandsConsistent(t *testing.T) {
	for _, name := range []string{"list100.txt", "largest.txt"} {
		for _, h := range readHands(t, name) {
			var held Cards
			best := -1
			for _, cv := range h.FUT {
				held = held.With(cv.Card)
				best = max(best, cv.Tricks)
			}
			if held != h.Deal[h.Leader] {
				t.Errorf("%s:%d: FUT cards %v, leader holds %v", name, h.Line, held, h.Deal[h.Leader])
			}
			if tab := h.Table[h.Trump][h.Declarer()]; best != 13-tab {
				t.Errorf("%s:%d: FUT best %d, TABLE says declarer %d", name, h.Line, best, tab)
			}
			if len(h.Trace) == 0 || h.Trace[0] != h.Table[h.Trump][h.Declarer()] {
				t.Errorf("%s:%d: TRACE %v, TABLE %d", name, h.Line, h.Trace, h.Table[h.Trump][h.Declarer()])
			}
			if len(h.Trace) > len(h.Play)+1 {
				t.Errorf("%s:%d: TRACE of %d for %d cards", name, h.Line, len(h.Trace), len(h.Play))
			}
			if _, err := Replay(h.Deal, h.Trump, h.Leader, h.Play); err != nil {
				t.Errorf("%s:%d: %v", name, h.Line, err)
			}
		}
	}
}

func TestReadDDSHandsErrors(t *testing.T) {
	good := `PBN 0 0 0 0 "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"` + "\n"
	for _, c := range []struct{ in, want string }{
		{"TABLE 1 2 3\n", "line 1: TABLE line before the first PBN line"},
		{good + "TABLE 1 2 3\n", "line 2: TABLE: 3 numbers, want 20"},
		{good + "FUT 1 0 14 0 5 6\n", "line 2: FUT: 5 numbers, want 4"},
		{good + "FUT 1 0 15 0 5\n", "line 2: FUT: entry 1 (suit 0, rank 15, score 5) is out of range"},
		{good + "PLAY 2 \"CTC\"\n", "line 2: PLAY: play: "},
		{good + "PLAY 3 \"CTC4\"\n", "line 2: PLAY: 2 cards, the count says 3"},
		{good + "PAR \"a\" \"b\"\n", "line 2: PAR: want 4 quoted strings"},
		{good + "PAR2 \"100\"\n", "line 2: PAR2: want a score and at least one contract"},
		{good + "WHAT 1\n", "line 2: WHAT: unknown tag"},
		{`PBN 0 0 5 0 "N:..."` + "\n", "line 1: PBN: field 3 is 5, want 0-4"},
		{`PBN 0 0 0 0 "N:AK.. ... ... ..."` + "\n", "line 1: PBN: "},
	} {
		_, err := ReadDDSHands(strings.NewReader(c.in))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.in, err, c.want)
		}
	}
}

// ReadDDSHandsFile names the file in a reading error.
func TestReadDDSHandsFileErrors(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(bad, []byte("TABLE 1 2 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadDDSHandsFile(bad); err == nil || err.Error() != bad+": line 1: TABLE line before the first PBN line" {
		t.Errorf("bad file: %v", err)
	}
	if _, err := ReadDDSHandsFile(filepath.Join(t.TempDir(), "none.txt")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

package event

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/internal/memtest"
)

// TestRealBBOFile reads a BBO tournament's LIN record: deal (ranks in any
// order, East implied), dealer digit, auction, play and claim.
func TestRealBBOFile(t *testing.T) {
	ev := mustLoad(t, "testdata/bbo-wronie-board1.lin", LIN)
	b := mustBoard(t, ev, 1)
	deal, _ := dds.ParseDeal("N:JT.87543.AQ.K987 753.AKT.T9872.A6 K94.6.K653.QT542 AQ862.QJ92.J4.J3")
	if !b.HasDeal || b.Deal != deal || b.Dealer != dds.North || b.Vulnerable != dds.VulNone {
		t.Fatalf("deal %v dealer %v vul %v", b.Deal, b.Dealer, b.Vulnerable)
	}
	if got := b.Auction.String(); got != "P 1D P 1S P 2D P 2H P 2S P P P" {
		t.Errorf("auction %q", got)
	}
	if len(b.Rows) != 1 || b.Rows[0].Result.String() != "2S+1 W" || b.Rows[0].Lead != "H7" {
		t.Fatalf("rows %+v", b.Rows)
	}
	if len(b.Play) != 45 || *b.Claim != 9 || b.Players[dds.South] != "rysbor" || b.Players[dds.East] != "hawier83" {
		t.Errorf("play %d cards, claim %v, players %q", len(b.Play), b.Claim, b.Players)
	}
}

// TestHandviewerURL: a handviewer link gives the deal, dealer,
// vulnerability, auction with its alert explanation, and the lead.
func TestHandviewerURL(t *testing.T) {
	link, err := os.ReadFile("testdata/handviewer-board7.url")
	if err != nil {
		t.Fatal(err)
	}
	ev := mustLoad(t, strings.TrimSpace(string(link)), LIN)
	b := mustBoard(t, ev, 7)
	deal, _ := dds.ParseDeal("N:AKQ2.K54.A32.K76 T98.QJ9.QJT9.QJ8 J7654.A32.K5.A43 3.T876.8764.T952")
	if b.Deal != deal || b.Dealer != dds.South || b.Vulnerable.String() != "All" {
		t.Fatalf("deal %v dealer %v vul %v", b.Deal, b.Dealer, b.Vulnerable)
	}
	if got := b.Auction.String(); got != "1S P 2C(game forcing (artificial)) P 2S P 4S P P P" {
		t.Errorf("auction %q", got)
	}
	if r := b.Rows[0]; r.Result.String() != "4S+1 S" || r.Lead != "HT" {
		t.Errorf("row %v lead %s", r.Result, r.Lead)
	}
	if b.Players[dds.North] != "Bob" {
		t.Errorf("players %q", b.Players)
	}
	// The same record read from a file, the link pasted with a raw "|".
	raw := "https://www.bridgebase.com/tools/handviewer.html?bbo=y&lin=md|3SAKQJT98765432,SHAKQJT98765432,,|sv|n|ah|Board 2|mb|7N|mb|p|mb|p|mb|p|"
	ev, err = ReadLIN(strings.NewReader(raw), "pasted")
	if err != nil {
		t.Fatal(err)
	}
	if b := ev.Boards[0]; b.Number != 2 || b.Dealer != dds.North || b.HasDeal || b.Auction.String() != "7NT P P P" || len(b.Rows) != 0 {
		t.Errorf("raw link: board %d dealer %v deal %v auction %v rows %d", b.Number, b.Dealer, b.HasDeal, b.Auction, len(b.Rows))
	}
}

func TestLINSeveralBoards(t *testing.T) {
	lin := "qx|o9|md|3SK97H96DQJT98CA42,SAQJ5HKT4DA7CKJT5,ST86HAQ832DK52C73,S432HJ75D643CQ986|sv|e|mb|p|mb|p|mb|1D!|mb|d|mb|1H|mb|p|mb|p|mb|p|pc|c6|mc|7|pg||\n" +
		"qx|c9|md|3SK97H96DQJT98CA42,SAQJ5HKT4DA7CKJT5,ST86HAQ832DK52C73,S432HJ75D643CQ986|sv|e|mb|p|mb|p|mb|p|mb|p|pg||\n" +
		"qx|o10|md|4SQ98HA87DQJ832CJ4,ST753H9532DK64CQ3,SA4HJT6D5CAKT9876,SKJ62HKQ4DAT97C52|sv|b|mb|1D|mb|p|"
	ev, err := ReadLIN(strings.NewReader(lin), "v.lin")
	if err != nil {
		t.Fatal(err)
	}
	if len(ev.Boards) != 3 || ev.Boards[0].Room != "Open" || ev.Boards[1].Room != "Closed" || ev.Boards[2].Number != 10 {
		t.Fatalf("%d boards", len(ev.Boards))
	}
	if r := ev.Boards[0].Rows; len(r) != 1 || r[0].Result.String() != "1H= N" || r[0].Lead != "C6" || r[0].Room != "Open" {
		t.Errorf("open room rows %+v", r)
	}
	if r := ev.Boards[1].Rows; len(r) != 1 || r[0].Result.String() != "Pass" {
		t.Errorf("closed room rows %+v", r)
	}
	if len(ev.Boards[2].Rows) != 0 || ev.Boards[2].Dealer != dds.East {
		t.Errorf("unfinished board: %+v", ev.Boards[2])
	}
	b, err := ev.Board(9)
	if err != nil || b.Room != "Open" {
		t.Errorf("Board(9) = %v, %v", b, err)
	}
}

func TestLINErrors(t *testing.T) {
	md := "md|1SJ7654HA32DK5CA43,S3HT876D8764CT952,SAKQ2HK54DA32CK76,|sv|b|ah|Board 7|"
	auction := "mb|1S|mb|p|mb|2C|mb|p|mb|2S|mb|p|mb|4S|mb|p|mb|p|mb|p|"
	tests := []struct{ name, lin, want string }{
		{"insufficient", md + "mb|1S|mb|1H|", "x.lin: token 5 (mb|1H): board 7: call 2 (1H by West): insufficient: 1H is not higher than 1S by South"},
		{"bad call", md + "mb|1Z|", "token 4 (mb|1Z): board 7: \"1Z\" is not a call"},
		{"card not held", md + auction + "pc|SA|", "x.lin: board 7: trick 1: West plays ♠A but does not hold it (North does)"},
		// Four tricks, then North leads the ♠A he played to trick 2; the
		// record names no board: "FILE: trick 5: …".
		{"card twice", strings.Replace(md, "ah|Board 7|", "", 1) + auction + "pc|HT|pc|H4|pc|HQ|pc|HA|pc|S4|pc|S3|pc|SA|pc|S8|pc|SK|pc|S9|pc|S5|pc|H6|pc|SQ|pc|ST|pc|S6|pc|H7|pc|SA|",
			"x.lin: trick 5: North plays ♠A, already played to trick 2"},
		{"claim", md + auction + "pc|HT|pc|H4|pc|HQ|pc|HA|mc|0|", "declarer claims 0 tricks in all, but has won 1 with 12 to play"},
		{"claim range", md + auction + "mc|14|", "claim \"14\" is not a number of tricks"},
		{"duplicate card", "md|1SAA,,,|", "SA twice"},
		{"two hands", "md|1SA,SA,,|", "card SA appears twice"},
		{"no deal", "ah|Board 1|mb|1S|", "a call before the deal"},
		{"nothing", "pn|a,b,c,d|", "no board"},
		{"vul", md + "sv|x|", "vulnerability \"x\" is not o, n, e or b"},
		{"play unfinished auction", md + "mb|1S|pc|HT|", "cards are played but the auction is not over"},
		{"explanation first", md + "an|x|", "an explanation (an|) before any call"},
		{"key", "md|1SA,,,|zzz|1|", "\"zzz\" is not a LIN key"},
		{"dangling key", md + "mb", "token 4: \"mb\" has no value"},
		{"huge board", "ah|Board 99999999999999999999|" + md, `board number "Board 99999999999999999999" is larger than 99999`},
		{"negative board", "qx|o-1|" + md, `board number "o-1" is negative`},
		{"board 0", "ah|Board 0|" + md, `board number "Board 0" is not a board (they start at 1)`},
		{"link", "https://www.bridgebase.com/tools/handviewer.html?myhand=M-123", "hand stored at BBO"},
	}
	for _, tt := range tests {
		_, err := ReadLIN(strings.NewReader(tt.lin), "x.lin")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v\nwant it to contain %q", tt.name, err, tt.want)
		}
	}
	// The last value needs no closing "|".
	if ev, err := ReadLIN(strings.NewReader(md+"mb|1S|mb|p"), "x.lin"); err != nil || len(ev.Boards[0].Auction.Calls) != 2 {
		t.Errorf("no closing bar: %v", err)
	}
	// A revoke is a warning: the Director may be ruling on it.
	ev, err := ReadLIN(strings.NewReader(md+auction+"pc|HT|pc|H4|pc|S9|pc|HA|mc|10|"), "x.lin")
	if err != nil {
		t.Fatalf("revoke: %v", err)
	}
	if len(ev.Warnings) != 1 || !strings.Contains(ev.Warnings[0], "card 3 of the play (S9 by East): a revoke — East still holds hearts") {
		t.Errorf("warnings %q", ev.Warnings)
	}
	// East's ruff of a heart would win: the trick went to East (S9 is a
	// trump), so declarer has won none and may claim 10 of the 12 left.
	if r := ev.Boards[0].Rows[0]; r.Result.String() != "4S= S" {
		t.Errorf("row %v", r.Result)
	}
}

func FuzzReadLIN(f *testing.F) {
	for _, p := range []string{"testdata/bbo-wronie-board1.lin", "testdata/handviewer-board7.url", "testdata/real/bbo-skyclub-20784108.lin", "testdata/real/bbo-wronie-28189365.lin"} {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Add("qx|o1|md|3SA,,,|mb|1S|an|x|mb|p|mb|p|mb|p|pc|SA|")
	f.Fuzz(func(t *testing.T, text string) {
		ev, err := ReadLIN(strings.NewReader(text), "f.lin")
		if err != nil {
			return
		}
		checkEvent(t, ev)
		for _, b := range ev.Boards {
			if len(b.Play) > 52 {
				t.Fatalf("%d cards played", len(b.Play))
			}
		}
	})
}

// A large LIN file (4 MB of boards) is read in memory proportional to it:
// the tokens are walked, not listed.
func TestLINMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("allocations are counted in the full run (the -race -short run allocates more)")
	}
	one, err := os.ReadFile(filepath.Join("testdata", "bbo-wronie-board1.lin"))
	if err != nil {
		t.Fatal(err)
	}
	rec := strings.TrimSpace(string(one)) + "\n"
	data := strings.Repeat(rec, (4<<20)/len(rec))
	var ev *Event
	n := memtest.Allocated(func() { ev, err = ReadLIN(strings.NewReader(data), "big.lin") })
	if err != nil {
		t.Fatal(err)
	}
	if len(ev.Boards) != (4<<20)/len(rec) {
		t.Fatalf("%d boards", len(ev.Boards))
	}
	if n > 20*uint64(len(data)) {
		t.Errorf("reading %d bytes allocated %d (%.1f times)", len(data), n, float64(n)/float64(len(data)))
	} else {
		t.Logf("reading %d bytes allocated %d (%.1f times)", len(data), n, float64(n)/float64(len(data)))
	}
}

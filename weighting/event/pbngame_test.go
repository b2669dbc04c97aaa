package event

import (
	"bytes"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

const gameDeal = `[Deal "N:AKQ2.K54.A32.K76 T98.QJ9.QJT9.QJ8 J7654.A32.K5.A43 3.T876.8764.T952"]`

// TestGameTags: a game that is one table's result, with each way files
// name its pairs and scores.
func TestGameTags(t *testing.T) {
	text := `[Board "7"]
[Dealer "S"]
[Vulnerable "All"]
` + gameDeal + `
[HomeTeam "Lions"]
[VisitTeam "Tigers"]
[Room "Open"]
[Contract "4S"]
[Declarer "S"]
[Result "11"]
[Score "NS 650"]
[ScoreIMP "NS 1"]

[Board "7"]
` + gameDeal + `
[HomeTeam "Lions"]
[VisitTeam "Tigers"]
[Room "Closed"]
[Contract "4S"]
[Declarer "N"]
[Result "10"]
[Score "620"]
[ScoreIMP "EW 1"]

[Board "8"]
[Deal "N:AKQ2.K54.A32.K76 T98.QJ9.QJT9.QJ8 J7654.A32.K5.A43 3.T876.8764.T952"]
[PairId_NS "4"]
[PairId_EW "11"]
[Contract "3NT"]
[Declarer "W"]
[Result "8"]
[Score "EW -50"]
[ScorePercentage "EW 37.5"]
[ScoreMP "NS 15"]
`
	ev, err := ReadPBN(strings.NewReader(text), "g.pbn")
	if err != nil {
		t.Fatal(err)
	}
	b := mustBoard(t, ev, 7)
	open, err := b.OtherRoom("Tigers", "Lions")
	if err != nil || open.Room != "Open" || open.NS != "Lions" || open.Result.String() != "4S+1 S" || *open.Score != 650 {
		t.Errorf("open room: %+v %v", open, err)
	}
	closed, _, err := b.Table("Tigers", "Lions")
	if err != nil || closed.Room != "Closed" || *closed.Score != 620 {
		t.Errorf("closed room: %+v %v", closed, err)
	}
	if a, ok := closed.AwardedIn(IMPs); !ok || a.NS != -1 || a.EW != 1 {
		t.Errorf("closed room IMPs %+v", a)
	}
	b8 := mustBoard(t, ev, 8)
	r, _, err := b8.Table("4", "11")
	if err != nil || r.Result.String() != "3NT-1 W" || *r.Score != 50 {
		t.Fatalf("board 8: %+v %v", r, err)
	}
	if a, _ := r.AwardedIn(Percent); a.NS != 62.5 || a.EW != 37.5 {
		t.Errorf("percentage %+v", a)
	}
	if a, _ := r.AwardedIn(Matchpoints); a.NS != 15 || !math.IsNaN(a.EW) {
		t.Errorf("matchpoints %+v", a)
	}
	if b8.Dealer != dds.West || b8.Vulnerable != dds.VulNone {
		t.Errorf("board 8 from the cycle: %v %v", b8.Dealer, b8.Vulnerable)
	}
}

// TestGameTagErrors: a game's result or score that is wrong is an error
// naming the line and the table; a play record that disagrees with the
// result is a warning.
func TestGameTagErrors(t *testing.T) {
	game := func(extra string) string {
		return "[Board \"1\"]\n" + gameDeal + "\n[North \"Ann\"]\n[South \"Bob\"]\n" + extra
	}
	for _, tt := range []struct{ text, want string }{
		{game("[Contract \"4S\"]\n[Declarer \"N\"]\n[Result \"10\"]\n[Score \"NS 450\"]\n"), "g.pbn:1: board 1: N Ann, S Bob v E ?, W ?, line 1: 4S= N scores +420 at vulnerability None, but the row says +450"},
		{game("[Contract \"4S\"]\n[Declarer \"N\"]\n[Result \"14\"]\n"), "result 14 is not a number of tricks"},
		{game("[Contract \"4S\"]\n[Result \"10\"]\n"), "contract 4S has no declarer"},
		{game("[Contract \"4S\"]\n[Declarer \"N\"]\n[Result \"10\"]\n[Score \"lots\"]\n"), "Score \"lots\" is not a score"},
		{game("[Contract \"4S\"]\n[Declarer \"N\"]\n[Result \"10\"]\n[ScorePercentage \"XY 50\"]\n"), "ScorePercentage \"XY 50\": \"XY\" is not NS or EW"},
	} {
		_, err := ReadPBN(strings.NewReader(tt.text), "g.pbn")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("error %v\nwant %q", err, tt.want)
		}
	}
	// ruling's own Ruling column, and the scores columns, malformed.
	table := "[Board \"1\"]\n" + gameDeal + "\n[ScoreTable \"PairId_NS;PairId_EW;Contract;MP_NS;Ruling\"]\n"
	for _, tt := range []struct{ row, want string }{
		{`1 2 - 3 "60% 4S= N"`, `Ruling "60% 4S= N": weights sum to 60%, not 100%`},
		{`1 2 - x "4S= N"`, `MP_NS "x" is not a number`},
	} {
		if _, err := ReadPBN(strings.NewReader(table+tt.row+"\n"), "t.pbn"); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v\nwant %q", tt.row, err, tt.want)
		}
	}
	// A contract without tricks: the row has no result, and says why.
	ev, err := ReadPBN(strings.NewReader(game("[Contract \"4S\"]\n[Declarer \"N\"]\n")), "g.pbn")
	if err != nil || ev.Boards[0].Rows[0].Unfinished != "the game gives the contract 4S and no result (tricks taken)" {
		t.Errorf("no tricks: %v", err)
	}
	// A BBO game whose result disagrees with its play record: a warning
	// naming the table (the result stands).
	data, err := os.ReadFile(filepath.Join(realDir, "aba_17901_aba_pairs.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), "[Result \"10\"]", "[Result \"7\"]", 1)
	ev, err = ReadPBN(strings.NewReader(text), "aba.pbn")
	if err != nil || len(ev.Warnings) != 1 || !strings.Contains(ev.Warnings[0], "N maebegood, S BLKROCKY v E mrhill2468, W mrsghill, line 1: the play record gives declarer 10 tricks with 0 to play, but the result is 2H-1 S") {
		t.Errorf("warnings %q, %v", ev.Warnings, err)
	}
}

// TestWindows1252: text that is not UTF-8 is read as Windows-1252, in PBN
// and in USEBIO that declares ISO-8859-1 or nothing.
func TestWindows1252(t *testing.T) {
	name := "Chorz\xf3w \x96 O\x92Brien \x80" // ó, en dash, right quote, euro sign
	want := "Chorzów – O’Brien €"
	ev, err := ReadPBN(strings.NewReader("[Event \""+name+"\"]\n[Board \"1\"]\n"+gameDeal+"\n"), "w.pbn")
	if err != nil || ev.Title != want {
		t.Errorf("PBN title %q, %v", ev.Title, err)
	}
	doc := `<USEBIO Version="1.2"><EVENT><EVENT_DESCRIPTION>` + name + `</EVENT_DESCRIPTION><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>` +
		`<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>`
	for _, head := range []string{`<?xml version="1.0" encoding="ISO-8859-1"?>`, `<?xml version="1.0" encoding="windows-1252"?>`, ``} {
		ev, err := ReadUSEBIO(strings.NewReader(head+doc), "w.xml")
		if err != nil || ev.Title != want {
			t.Errorf("USEBIO %q: title %q, %v", head, ev.Title, err)
		}
	}
}

// FuzzTravellerRoundTrip: any board ReadPBN reads, written back as a PBN
// and a USEBIO traveller, reads back to the same rows' results, whatever
// the pairs' names hold (quotes, backslashes, markup).
func FuzzTravellerRoundTrip(f *testing.F) {
	for _, p := range []string{"testdata/club.pbn", "testdata/real/history_expected.pbn", "testdata/real/sm0807.pbn"} {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Add("[Board \"1\"]\n" + gameDeal + "\n[PairId_NS \"a\\\"<b>&\\\\\"]\n[PairId_EW \"--\"]\n[Contract \"4S\"]\n[Declarer \"N\"]\n[Result \"10\"]\n")
	f.Fuzz(func(t *testing.T, text string) {
		ev, err := ReadPBN(strings.NewReader(text), "f.pbn")
		if err != nil {
			return
		}
		for _, b := range ev.Boards {
			var rows []Row
			for _, r := range b.Rows {
				if r.Unfinished == "" && len(rows) < 20 {
					r.Awarded = []Awarded{{Unit: Matchpoints, NS: 1, EW: 1}}
					rows = append(rows, r)
				}
			}
			if len(rows) == 0 || !b.HasDeal || b.Number < 1 {
				continue
			}
			tr := &Traveller{Title: ev.Title, Board: b, Scoring: "matchpoints", Rows: rows, Adjusted: 0}
			for _, w := range []struct {
				write func(io.Writer, *Traveller) error
				read  func(io.Reader, string) (*Event, error)
			}{{WritePBNTraveller, ReadPBN}, {WriteUSEBIOTraveller, ReadUSEBIO}} {
				var out bytes.Buffer
				if err := w.write(&out, tr); err != nil {
					t.Fatalf("write: %v", err)
				}
				back, err := w.read(bytes.NewReader(out.Bytes()), "back")
				if err != nil {
					t.Fatalf("read back: %v\n%s", err, out.String())
				}
				bb, err := back.Board(b.Number)
				if err != nil || len(bb.Rows) != len(rows) {
					t.Fatalf("read back: %v, %d rows of %d\n%s", err, len(bb.Rows), len(rows), out.String())
				}
				for i := range rows {
					if got, want := bb.Rows[i].Result.Entry(), rows[i].Result.Entry(); got != want {
						t.Fatalf("row %d: %q read back as %q\n%s", i+1, want, got, out.String())
					}
				}
			}
			return
		}
	})
}

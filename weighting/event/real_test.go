package event

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// realDir holds the real event files of testdata/real/README.md; those
// larger than 64 KB are stored gzipped.
const realDir = "testdata/real"

// realBytes is a real file's bytes (name without .gz).
func realBytes(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(realDir, name))
	if os.IsNotExist(err) {
		var gz []byte
		if gz, err = os.ReadFile(filepath.Join(realDir, name+".gz")); err == nil {
			var zr *gzip.Reader
			if zr, err = gzip.NewReader(bytes.NewReader(gz)); err == nil {
				data, err = io.ReadAll(zr)
			}
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// readReal reads a real file (name without .gz) in the format its
// extension names.
func readReal(t *testing.T, name string) *Event {
	t.Helper()
	data := realBytes(t, name)
	var ev *Event
	var err error
	switch filepath.Ext(name) {
	case ".xml":
		ev, err = ReadUSEBIO(bytes.NewReader(data), name)
	case ".lin":
		ev, err = ReadLIN(bytes.NewReader(data), name)
	default:
		ev, err = ReadPBN(bytes.NewReader(data), name)
	}
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return ev
}

// fileScores compares every row's awarded score in unit u with the score
// weighting gives the board's rows (scoring(b)), within tol (the file's
// rounding), and lists the rows where they differ ("FILE board N NS …").
func fileScores(t *testing.T, ev *Event, scoring func(b *Board) weighting.Scoring, u Unit, tol float64) (wrong []string) {
	t.Helper()
	checked := 0
	for bi := range ev.Boards {
		b := &ev.Boards[bi]
		if len(b.Rows) == 0 {
			continue
		}
		wb := &weighting.Board{Vul: b.Vulnerable, Tables: Rulings(b.Rows)}
		vals, err := scoring(b).Score(wb)
		if err != nil {
			t.Fatalf("%s board %d: %v", ev.File, b.Number, err)
		}
		for i, r := range b.Rows {
			a, ok := r.AwardedIn(u)
			if !ok {
				t.Fatalf("%s board %d: %s gives no %s", ev.File, b.Number, r.Where(), u)
			}
			for _, side := range []struct {
				file float64
				got  weighting.SideValue
				name string
			}{{a.NS, vals[i].NS, "NS"}, {a.EW, vals[i].EW, "EW"}} {
				if math.IsNaN(side.file) {
					continue
				}
				if d := math.Abs(side.got.Float() - side.file); d > tol {
					t.Logf("%s board %d: %s: %s %s %v, the file says %v", ev.File, b.Number, r.Where(), side.name, u, side.got.Float(), side.file)
					w := fmt.Sprintf("%s board %d NS %s v EW %s", ev.File, b.Number, r.NS, r.EW)
					if !slices.Contains(wrong, w) {
						wrong = append(wrong, w)
					}
				}
				checked++
			}
		}
	}
	if checked < 2*rowCount(ev)-2*artificialCount(ev) {
		t.Errorf("%s: %d scores checked", ev.File, checked)
	}
	return wrong
}

// TestRealUSEBIOMatchpoints: five ABF club sessions exported by
// Compscore3 as USEBIO 1.2 — every row's matchpoints, both sides, are
// those weighting gives the board's rows (EBU units, 2 a pair beaten; a
// board played fewer times has its own, smaller top, as Compscore scores
// it), to the file's one decimal — but for two rows the Director set by
// hand in the adjusted session: an average given as the pair's session
// score (board 3) and a score changed on board 4.
func TestRealUSEBIOMatchpoints(t *testing.T) {
	overridden := map[string]bool{
		"abf-mp_pairs_mitchell_adjusted_02.xml board 3 NS 1NS v EW 1EW":  true,
		"abf-mp_pairs_mitchell_adjusted_02.xml board 4 NS 1NS v EW 21EW": true,
	}
	for _, tt := range []struct {
		name         string
		boards, rows int
		artificial   int
	}{
		{"abf-mp_pairs_howell.xml", 27, 161, 1},
		{"abf-mp_pairs_mitchell.xml", 27, 512, 0},
		{"abf-mp_pairs_mitchell_03.xml", 21, 126, 0},
		{"abf-mp_pairs_mitchell_04.xml", 24, 134, 0},
		{"abf-mp_pairs_mitchell_adjusted_02.xml", 27, 567, 4},
	} {
		ev := readReal(t, tt.name)
		if ev.Scoring != "matchpoints" || len(ev.Boards) != tt.boards || rowCount(ev) != tt.rows || artificialCount(ev) != tt.artificial {
			t.Errorf("%s: scoring %q, %d boards, %d rows, %d artificial; want %d, %d, %d", tt.name, ev.Scoring, len(ev.Boards), rowCount(ev), artificialCount(ev), tt.boards, tt.rows, tt.artificial)
		}
		wrong := fileScores(t, ev, func(*Board) weighting.Scoring { return weighting.MatchpointScoring{} }, Matchpoints, 0.05+1e-9)
		for _, w := range wrong {
			if !overridden[w] {
				t.Errorf("%s: the matchpoints weighting gives are not the file's", w)
			}
			delete(overridden, w)
		}
	}
	if len(overridden) > 0 {
		t.Errorf("the Director's overrides now agree with the rows: %v", overridden)
	}
}

// TestRealUSEBIOCrossIMPs: an ABF cross-IMP session (Compscore3): every
// row's cross-IMPs are weighting's (the sum over the other tables
// divided by their number), to the file's two decimals.
func TestRealUSEBIOCrossIMPs(t *testing.T) {
	ev := readReal(t, "abf-cross_imp_howell.xml")
	if ev.Scoring != "cross-imps" || rowCount(ev) != 108 {
		t.Fatalf("scoring %q, %d rows", ev.Scoring, rowCount(ev))
	}
	if wrong := fileScores(t, ev, func(*Board) weighting.Scoring { return weighting.CrossIMPScoring{} }, IMPs, 0.005+1e-9); len(wrong) > 0 {
		t.Errorf("cross-IMPs not the file's: %v", wrong)
	}
}

// TestRealUSEBIOButler: two ABF Butler sessions (Compscore3). The file
// gives each board's datum (BOARD_AVERAGE): it is the mean of the real
// results without the highest and the lowest, rounded to ten (within 5 of
// the mean: Compscore3 rounds a mean ending in 5 away from even, -445 to
// -450, where weighting's datum rounds it to the even ten), and every
// row's IMPs are weighting.IMPs of its score against that datum; an
// average (A5050) is 0 IMPs.
func TestRealUSEBIOButler(t *testing.T) {
	for _, name := range []string{"abf-butler_howell.xml", "abf-butler_mitchell.xml"} {
		ev := readReal(t, name)
		if ev.Scoring != "butler" {
			t.Errorf("%s: scoring %q", name, ev.Scoring)
		}
		rows := 0
		for _, b := range ev.Boards {
			if !b.HasDatum {
				t.Fatalf("%s board %d: no datum", name, b.Number)
			}
			var scores []int
			for _, r := range b.Rows {
				a, ok := r.AwardedIn(IMPs)
				res, plain := r.Plain()
				switch {
				case !ok:
					t.Fatalf("%s board %d: %s has no IMPs", name, b.Number, r.Where())
				case !plain:
					if r.Result.Artificial.NS != weighting.Average || a.NS != 0 {
						t.Errorf("%s board %d: %s: %v gets %v IMPs", name, b.Number, r.Where(), r.Result, a.NS)
					}
					continue
				}
				s := res.Score(b.Vulnerable)
				scores = append(scores, s)
				if got := dds.IMPs(float64(s - b.Datum)); float64(got) != a.NS || float64(-got) != a.EW {
					t.Errorf("%s board %d: %s: %d IMPs against %d, the file says %v/%v", name, b.Number, r.Where(), got, b.Datum, a.NS, a.EW)
				}
				rows++
			}
			slices.Sort(scores)
			sum := 0
			for _, s := range scores[1 : len(scores)-1] {
				sum += s
			}
			if mean := float64(sum) / float64(len(scores)-2); math.Abs(mean-float64(b.Datum)) > 5 {
				t.Errorf("%s board %d: the trimmed mean %v is not the file's datum %d", name, b.Number, mean, b.Datum)
			}
		}
		if rows < 100 {
			t.Errorf("%s: %d rows checked", name, rows)
		}
	}
}

func rowCount(ev *Event) int {
	n := 0
	for _, b := range ev.Boards {
		n += len(b.Rows)
	}
	return n
}

func artificialCount(ev *Event) int {
	n := 0
	for _, b := range ev.Boards {
		for _, r := range b.Rows {
			if r.Result.Artificial != nil {
				n++
			}
		}
	}
	return n
}

// gameTags counts the games of a PBN file and those with a contract, by
// the file's text alone.
func gameTags(t *testing.T, name string) (games, contracts int) {
	t.Helper()
	for _, line := range strings.Split(string(realBytes(t, name)), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "[Deal "):
			games++
		case strings.HasPrefix(line, "[Contract ") && line != `[Contract ""]`:
			contracts++
		}
	}
	return games, contracts
}

// TestRealPBNGames: twelve real PBN files of the commonest form, one game
// per table result (Polish club pairs and IMP pairs and KoPS teams
// converted by PbnTools, BBO tournaments and a BBO history export): every
// game with a contract is a row with that result; a game without one is a
// row without a result when it has an auction or play (the play was not
// finished), else a hand-record game; every BBO play record, replayed,
// gives the tricks its Result tag says.
func TestRealPBNGames(t *testing.T) {
	for _, tt := range []struct {
		name        string
		scoring     string
		boards      int
		unfinished  int
		handRecords int
	}{
		{"wb120802.pbn", "matchpoints", 27, 0, 0},
		{"wb130801.pbn", "matchpoints", 27, 0, 0},
		{"wb130808.pbn", "matchpoints", 27, 0, 0},
		{"sm0807.pbn", "imps", 27, 0, 0},
		{"131108szczyrk.pbn", "imps", 30, 0, 0},
		{"PCH1003.pbn", "", 26, 0, 0},
		{"acbl_1607_pairs_acbl_sat_1pm_speedball.pbn", "", 12, 0, 3},
		{"aba_17901_aba_pairs.pbn", "", 2, 0, 0},
		{"annamar_1538_pairs_untitled.pbn", "", 5, 5, 0},
		{"sky_club_2196_pairs_sky_club_jackpot_2000.pbn", "", 11, 2, 0},
		{"wronie_9533_pairs_2720_przyjaciele_wronia.pbn", "", 18, 0, 9},
		{"history_expected.pbn", "", 2, 0, 0},
	} {
		ev := readReal(t, tt.name)
		games, contracts := gameTags(t, tt.name)
		rows, unf := 0, 0
		for _, b := range ev.Boards {
			rows += len(b.Rows)
			unf += b.Unfinished()
		}
		if ev.Scoring != tt.scoring || len(ev.Boards) != tt.boards || rows-unf != contracts || unf != tt.unfinished || games-rows != tt.handRecords {
			t.Errorf("%s: scoring %q, %d boards, %d rows with a result (the file has %d contracts), %d unfinished, %d games without a row; want %q, %d, %d, %d",
				tt.name, ev.Scoring, len(ev.Boards), rows-unf, contracts, unf, games-rows, tt.scoring, tt.boards, tt.unfinished, tt.handRecords)
		}
		for _, w := range ev.Warnings {
			if strings.Contains(w, "play") {
				t.Errorf("%s: %s", tt.name, w)
			}
		}
	}
}

// TestRealPBNTable: the table is found by what a Director knows of it —
// the pairs' names (Polish "Para-N"), one player's BBO name, a player of
// each side — and a name that fits two tables, or none, says so.
func TestRealPBNTable(t *testing.T) {
	ev := readReal(t, "wb130801.pbn")
	b := mustBoard(t, ev, 1)
	table, field, err := b.TableOf([]string{"Para-1", "Para-2"})
	if err != nil || table.Result.String() != "3NT-1 S" || len(field) != 12 {
		t.Errorf("Para-1 v Para-2: %v %v, field %d", table.Result, err, len(field))
	}
	if _, _, err := b.TableOf([]string{"Para-2", "Para-1"}); err == nil || !strings.Contains(err.Error(), "Para-2 sat North-South") && !strings.Contains(err.Error(), "give the North-South pair first") {
		t.Errorf("the pairs the wrong way round: %v", err)
	}
	if _, _, err := b.TableOf([]string{"1", "2"}); err == nil || !strings.Contains(err.Error(), "the rows name their pairs Para-1, Para-2") {
		t.Errorf("numbers for names: %v", err)
	}

	ev = readReal(t, "acbl_1607_pairs_acbl_sat_1pm_speedball.pbn")
	b = mustBoard(t, ev, 1)
	table, field, err = b.TableOf([]string{"bgturley"})
	if err != nil || table.Result.String() != "6NT-2 E" || table.Lead != "C3" || table.Auction == nil || table.Auction.String() != "P 2C P 2D P 2NT P 3C P 3H P 6NT P P P" || len(field) != 47 {
		t.Errorf("bgturley: %v lead %s auction %v, field %d, %v", table.Result, table.Lead, table.Auction, len(field), err)
	}
	if two, _, err := b.TableOf([]string{"ind5", "HCortez"}); err != nil || two.Line != table.Line {
		t.Errorf("ind5 v HCortez: line %d, %v", two.Line, err)
	}
	if _, _, err := mustBoard(t, readReal(t, "aba_17901_aba_pairs.pbn"), 1).TableOf([]string{"GiB"}); err == nil || !strings.Contains(err.Error(), "two rows have a player called GiB") {
		t.Errorf("GiB: %v", err)
	}
	if _, _, err := b.TableOf([]string{"nobody"}); err == nil || !strings.Contains(err.Error(), "no row has a player called nobody (the rows name their players ind5, HCortez, bgturley") {
		t.Errorf("nobody: %v", err)
	}

	// A game whose play stopped: its row is the table's, without a result.
	ev = readReal(t, "sky_club_2196_pairs_sky_club_jackpot_2000.pbn")
	b = mustBoard(t, ev, 1)
	table, field, err = b.TableOf([]string{"fernwood57"})
	if err != nil || table.Unfinished == "" || table.Lead != "D6" || table.Auction == nil || len(field) != 3 {
		t.Errorf("fernwood57: %+v, field %d, %v", table, len(field), err)
	}

	// The BBO history export: the row's own auction, with its alert.
	b = mustBoard(t, readReal(t, "history_expected.pbn"), 1)
	if r := b.Rows[0]; r.Result.String() != "5D= E" || r.Auction.Calls[1].Explanation != "gesthem" || r.Players[dds.North] != "jaak99" {
		t.Errorf("history: %v %v %q", r.Result, r.Auction, r.Players)
	}
}

// TestRealHandRecord: a Big Deal hand record gives its 32 deals and says
// plainly that it has no results.
func TestRealHandRecord(t *testing.T) {
	ev := readReal(t, "bigdeal-psbridge.pbn")
	if len(ev.Boards) != 32 || ev.HasResults() {
		t.Fatalf("%d boards, results %v", len(ev.Boards), ev.HasResults())
	}
	b := mustBoard(t, ev, 7)
	if !b.HasDeal || b.Dealer != dds.South || b.Vulnerable.String() != "All" {
		t.Errorf("board 7: %v %v %v", b.HasDeal, b.Dealer, b.Vulnerable)
	}
	if _, _, err := b.Table("1", "2"); err == nil || !strings.Contains(err.Error(), "board 7 has no results in the file: it gives the deal only (a hand record)") {
		t.Errorf("table: %v", err)
	}
}

// TestRealLINUnfinished: a BBO record whose play stops after six tricks
// without a claim keeps its deal, auction and lead; its row has no
// result and says why.
func TestRealLINUnfinished(t *testing.T) {
	ev := readReal(t, "bbo-skyclub-20784108.lin")
	b := mustBoard(t, ev, 1)
	if len(b.Rows) != 1 || !b.HasDeal || b.Auction.String() != "P 1C P 1S X 2C P 2S P P X P 3D P P 3NT P P X P P P" {
		t.Fatalf("rows %d, auction %v", len(b.Rows), b.Auction)
	}
	r := b.Rows[0]
	if _, ok := r.Plain(); ok || r.Lead != "D6" || r.Unfinished != "the play stops after 26 cards (6 tricks, declarer's side 2) without a claim" {
		t.Errorf("row %+v", r)
	}
}

// TestRealLINForcedLastTrick: a BBO record played to the end, and the
// same record cut in or before its last trick as BBO writes it when the
// last cards are forced: the cut records are completed to the same
// result, and say so.
func TestRealLINForcedLastTrick(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(realDir, "bbo-wronie-28189365.lin"))
	if err != nil {
		t.Fatal(err)
	}
	full, err := ReadLIN(bytes.NewReader(data), "full")
	if err != nil || full.Boards[0].Rows[0].Result.String() != "3S= W" {
		t.Fatalf("the full record: %v", err)
	}
	parts := strings.Split(string(data), "|pc|")
	for cut := 1; cut <= 4; cut++ {
		text := strings.Join(parts[:len(parts)-cut], "|pc|") + "|pg||"
		ev, err := ReadLIN(strings.NewReader(text), "cut")
		if err != nil {
			t.Fatalf("%d cards: %v", 52-cut, err)
		}
		r := ev.Boards[0].Rows[0]
		if r.Result.String() != "3S= W" || !strings.Contains(r.Note, fmt.Sprintf("stops after %d cards without a claim; the last trick, forced, is completed", 52-cut)) {
			t.Errorf("%d cards: %v, note %q", 52-cut, r.Result, r.Note)
		}
	}
	// Cut before the last trick, the play is unfinished.
	text := strings.Join(parts[:len(parts)-5], "|pc|") + "|pg||"
	ev, err := ReadLIN(strings.NewReader(text), "cut")
	if err != nil || ev.Boards[0].Rows[0].Unfinished == "" {
		t.Errorf("47 cards: %v %+v", err, ev.Boards[0].Rows[0])
	}
}

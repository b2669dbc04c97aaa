package event

import (
	"errors"
	"math"
	"math/big"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

func mustLoad(t *testing.T, path string, f Format) *Event {
	t.Helper()
	ev, err := Load(path, f)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

func mustBoard(t *testing.T, ev *Event, n int) *Board {
	t.Helper()
	b, err := ev.Board(n)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// results is the rows' results in canonical form.
func results(rows []Row) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = r.Result.String()
	}
	return out
}

// typed reads results as a Director would type them.
func typed(t *testing.T, texts ...string) []weighting.Ruling {
	t.Helper()
	out := make([]weighting.Ruling, len(texts))
	for i, s := range texts {
		r, _, err := weighting.ParseEntry(s, weighting.EntryOptions{})
		if err != nil {
			t.Fatal(err)
		}
		out[i] = r
	}
	return out
}

// TestRealMagicContestFile reads a real export (FFB, Magic Contest): board
// 28's table result and field are its rows, and the matchpoints the file
// gives are those weighting computes from the rows read.
func TestRealMagicContestFile(t *testing.T) {
	ev := mustLoad(t, "testdata/ffb-2022-board28.pbn", PBN)
	if !strings.HasPrefix(ev.Title, "Open /2 DN1") || ev.Scoring != "matchpoints" {
		t.Errorf("title %q", ev.Title)
	}
	b := mustBoard(t, ev, 28)
	if b.Dealer != dds.West || b.Vulnerable.String() != "NS" || !b.HasDeal || len(b.Rows) != 22 {
		t.Fatalf("board 28: dealer %v vul %v deal %v, %d rows", b.Dealer, b.Vulnerable, b.HasDeal, len(b.Rows))
	}
	table, field, err := b.Table("4", "11")
	if err != nil {
		t.Fatal(err)
	}
	if table.Result.String() != "2HX= S" || *table.Score != 670 || table.Line != 23 {
		t.Errorf("table row %v %v line %d", table.Result, table.Score, table.Line)
	}
	want := typed(t, "2S-3 E", "2H+1 S", "2H= S", "2H= S", "2H= S", "2H= S",
		"Pass", "Pass", "Pass", "Pass", "Pass", "Pass", "Pass", "Pass", "Pass",
		"2H-1 S", "3C-1 N", "2H-1 S", "2C-1 S", "2H-1 S", "2NT-3 N")
	if got := Rulings(field); !slices.EqualFunc(got, want, func(a, b weighting.Ruling) bool { return a.String() == b.String() }) {
		t.Errorf("field\n%v\nwant\n%v", results(field), want)
	}
	// The file's own matchpoints (MP_NS, top 42) for the table: 42.0.
	board := &weighting.Board{Vul: b.Vulnerable, Tables: append([]weighting.Ruling{table.Result}, Rulings(field)...)}
	vals, err := weighting.MatchpointScoring{}.Score(board)
	if err != nil {
		t.Fatal(err)
	}
	if got := vals[0].NS.Float(); got != 42 {
		t.Errorf("table's matchpoints %v, the file says 42.0", got)
	}
	// The passed-out tables: 20.0 each in the file.
	if got := vals[7].NS.Float(); got != 20 {
		t.Errorf("a passed-out table's matchpoints %v, the file says 20.0", got)
	}
	// Every row's own matchpoints (MP_NS, MP_EW) and percentages are
	// weighting's from the rows read.
	if wrong := fileScores(t, ev, func(*Board) weighting.Scoring { return weighting.MatchpointScoring{} }, Matchpoints, 0.05+1e-9); len(wrong) > 0 {
		t.Errorf("matchpoints not the file's: %v", wrong)
	}
	for _, r := range b.Rows {
		mp, _ := r.AwardedIn(Matchpoints)
		pct, ok := r.AwardedIn(Percent)
		if !ok || math.Abs(pct.NS-math.Round(100*mp.NS/42)) > 0 {
			t.Errorf("%s: %v %% for %v MP of 42", r.Where(), pct.NS, mp.NS)
		}
	}
	// Four leads in the file are not in the leader's hand: warnings, not errors.
	if len(ev.Warnings) != 4 || !strings.Contains(ev.Warnings[0], "line 28: the lead C3 is South's card, but West leads") {
		t.Errorf("warnings %q", ev.Warnings)
	}
	if len(ev.BoardWarnings(28)) != 4 || len(ev.BoardWarnings(2)) != 0 {
		t.Errorf("board warnings %d, %d", len(ev.BoardWarnings(28)), len(ev.BoardWarnings(2)))
	}
}

func TestClubPBN(t *testing.T) {
	ev := mustLoad(t, "testdata/club.pbn", PBN)
	b := mustBoard(t, ev, 7)
	table, field, err := b.Table("4", "11")
	if err != nil {
		t.Fatal(err)
	}
	if table.Result.String() != "4S+1 S" || table.Lead != "HT" {
		t.Errorf("table %v lead %s", table.Result, table.Lead)
	}
	want := []string{"6S= N", "4S= S", "3NT+1 N", "Pass", "6S-1 S", "A60/40", "4S+1 N", "4S+1 N"}
	if got := results(field); !slices.Equal(got, want) {
		t.Errorf("field %v, want %v", got, want)
	}
	if ev.Names["4"] != "Ann Smith & Bob Jones" || ev.Names["11"] != "Cat Brown & Dan Green" {
		t.Errorf("names %v", ev.Names)
	}
	// The weighted matchpoints from the file equal those from the same
	// results typed by hand.
	fromFile := &weighting.Board{Vul: b.Vulnerable, Tables: append([]weighting.Ruling{table.Result}, Rulings(field)...)}
	byHand := &weighting.Board{Vul: b.Vulnerable, Tables: typed(t, "4S+1 S", "6S= N", "4S= S", "3NT+1 N", "Pass", "6S-1 S", "A60/40", "4S+1 N", "4S+1 N")}
	fromFile.Tables[0] = typed(t, "30% 4S= S, 70% 4S+1 S")[0]
	byHand.Tables[0] = fromFile.Tables[0]
	a, err1 := weighting.MatchpointScoring{}.Score(fromFile)
	c, err2 := weighting.MatchpointScoring{}.Score(byHand)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	if a[0].NS.Value.Cmp(c[0].NS.Value) != 0 || a[0].NS.Value.Cmp(big.NewRat(0, 1)) == 0 {
		t.Errorf("weighted matchpoints %v from the file, %v typed", a[0].NS.Value, c[0].NS.Value)
	}
	// The table's pairs the wrong way round: a hint.
	if _, _, err := b.Table("11", "4"); err == nil || !strings.Contains(err.Error(), "give the North-South pair first") {
		t.Errorf("swapped pairs: %v", err)
	}
}

func TestTeamsPBN(t *testing.T) {
	ev := mustLoad(t, "testdata/teams.pbn", PBN)
	b := mustBoard(t, ev, 7)
	table, _, err := b.Table("1", "2")
	if err != nil {
		t.Fatal(err)
	}
	other, err := b.OtherRoom("1", "2")
	if err != nil {
		t.Fatal(err)
	}
	if table.Result.String() != "4S= S" || other.Result.String() != "6S-1 S" || other.Room != "Closed" {
		t.Errorf("table %v, other room %v (%s)", table.Result, other.Result, other.Room)
	}
	if _, err := b.OtherRoom("1", "4"); err == nil || !strings.Contains(err.Error(), "no other-room row") {
		t.Errorf("no other room: %v", err)
	}
	if b.Auction == nil || b.Auction.String() != "1S P 2C(game forcing (artificial)) P 2S P 4S P P P" {
		t.Fatalf("auction %v", b.Auction)
	}
	f, _ := b.Auction.Final()
	if f.String() != "4S" || f.Declarer != dds.South {
		t.Errorf("final %v by %v", f, f.Declarer)
	}
}

func TestPBNErrors(t *testing.T) {
	head := "[Board \"7\"]\n[Dealer \"S\"]\n[Vulnerable \"All\"]\n[Deal \"N:AKQ2.K54.A32.K76 T98.QJ9.QJT9.QJ8 J7654.A32.K5.A43 3.T876.8764.T952\"]\n"
	cols := "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n"
	tests := []struct{ name, body, want string }{
		{"score", cols + "1 2 4S S 10 620\n3 4 4S S 10 420\n", "t.pbn:7: board 7: NS 3 v EW 4, line 7: 4S= S scores +620 at vulnerability All, but the row says +420"},
		{"tricks", cols + "1 2 4S S 14 620\n", "t.pbn:6: board 7: ScoreTable row 1 (NS 1 v EW 2, line 6): result 14 is not a number of tricks"},
		{"impossible", cols + "1 2 7S S -14 620\n", "t.pbn:6: board 7: ScoreTable row 1 (NS 1 v EW 2, line 6): \"7S-14 S\": 7S can go down at most 13"},
		{"two tables", cols + "1 2 4S S 10 620\n1 3 4S S 10 620\n", "t.pbn:7: board 7: pair 1 sits North-South at two tables: NS 1 v EW 2, line 6 and NS 1 v EW 3, line 7"},
		{"both ways", cols + "1 2 4S S 10 620\n3 1 4S S 10 620\n", "pair 1 plays at two tables"},
		{"short row", cols + "1 2 4S S 10 620\n3 4 4S\n", "t.pbn:7: board 7: ScoreTable: the last row has 3 elements but the table has 6 columns"},
		{"quote", cols + "1 2 4S S 10 \"620\n", "t.pbn:6: board 7: ScoreTable: a string"},
		{"declarer", cols + "1 2 4S - 10 620\n", "contract 4S has no declarer"},
		{"nothing", cols + "1 2 - - - -\n", "no contract, no score and no artificial score"},
		{"one side", "[ScoreTable \"PairId_NS;PairId_EW;Contract;Percentage_NS;Percentage_EW\"]\n1 2 - ^60 -\n", "for one side only"},
		{"bad artificial", "[ScoreTable \"PairId_NS;PairId_EW;Contract;Percentage_NS;Percentage_EW\"]\n1 2 - ^160 ^40\n", "artificial score ^160/^40"},
		{"multiplicity", "[ScoreTable \"Contract;Declarer;Result;Multiplicity\"]\n4S S 10 0\n", "Multiplicity \"0\""},
		{"dup column", "[ScoreTable \"Contract;Contract\"]\n", "column Contract is named twice"},
		{"auction", "[Auction \"S\"]\n1S 1H\n", "t.pbn:5: board 7: auction: call 2 (1H by West): insufficient"},
		{"auction seat", "[Auction \"N\"]\n1S\n", "the auction starts with North but the dealer is South"},
		{"score only", "[ScoreTable \"PairId_NS;PairId_EW;Score_NS\"]\n1 2 333\n", "+333 is not a score any contract can produce"},
		{"scores disagree", "[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW\"]\n1 2 4S S 10 620 600\n", "disagree"},
	}
	for _, tt := range tests {
		_, err := ReadPBN(strings.NewReader(head+tt.body), "t.pbn")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v\nwant it to contain %q", tt.name, err, tt.want)
		}
	}
	// Two games of one board with different deals.
	other := strings.Replace(head, "AKQ2.K54", "AKQ4.K54", 1)
	other = strings.Replace(other, "J7654.A32", "J7652.A32", 1)
	// It is a fouled board (Law 87): each deal is a form with its own rows.
	ev, err := ReadPBN(strings.NewReader(head+cols+"1 2 4S S 10 620\n\n"+other+cols+"3 4 4S S 10 620\n"), "t.pbn")
	if err != nil {
		t.Fatalf("two deals: %v", err)
	}
	if f := ev.Forms(7); len(f) != 2 || f[0].Form != 1 || f[1].Form != 2 || len(f[0].Rows) != 1 || f[1].Rows[0].NS != "3" {
		t.Errorf("two deals: forms %+v", f)
	}
	// The same board in two games merges their rows — and sees a pair twice.
	_, err = ReadPBN(strings.NewReader(head+cols+"1 2 4S S 10 620\n\n"+head+cols+"1 4 4S S 10 620\n"), "t.pbn")
	if err == nil || !strings.Contains(err.Error(), "pair 1 sits North-South at two tables") {
		t.Errorf("merged games: %v", err)
	}
	var e *Error
	if _, err := ReadPBN(strings.NewReader(head+cols+"1 2 4S S 14 620\n"), "t.pbn"); !errors.As(err, &e) || e.Line != 6 || e.Board != 7 {
		t.Errorf("error %#v is not an *Error at line 6 of board 7", err)
	}
}

func TestBoardMissing(t *testing.T) {
	ev := mustLoad(t, "testdata/club.pbn", PBN)
	if _, err := ev.Board(8); err == nil || !strings.Contains(err.Error(), "no board 8 (the file has boards 7)") {
		t.Errorf("board 8: %v", err)
	}
	b := mustBoard(t, ev, 7)
	if _, _, err := b.Table("4", "12"); err == nil || !strings.Contains(err.Error(), "no row has NS pair 4 against EW pair 12") {
		t.Errorf("pairs 4, 12: %v", err)
	}
}

func TestLoadRefusesOddFiles(t *testing.T) {
	if _, err := Load("testdata", PBN); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("directory: %v", err)
	}
	if _, err := Load("testdata/none.pbn", PBN); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("missing: %v", err)
	}
	big := strings.NewReader(strings.Repeat("%", MaxFileSize+1))
	if _, err := ReadPBN(big, "big.pbn"); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("big: %v", err)
	}
}

func FuzzReadPBN(f *testing.F) {
	for _, p := range []string{"testdata/club.pbn", "testdata/teams.pbn", "testdata/ffb-2022-board28.pbn", "testdata/real/history_expected.pbn", "testdata/real/bigdeal-psbridge.pbn"} {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Add("[Board \"1\"]\n[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 7S N 13\n3 4 Pass - -\n")
	f.Add("[Board \"1\"]\n[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n[Auction \"N\"]\n1S =1= X AP\n[Note \"1:x\"]\n")
	f.Fuzz(func(t *testing.T, text string) {
		ev, err := ReadPBN(strings.NewReader(text), "f.pbn")
		if err != nil {
			return
		}
		checkEvent(t, ev)
	})
}

// checkEvent asserts what every event read must satisfy.
func checkEvent(t *testing.T, ev *Event) {
	t.Helper()
	for i := range ev.Boards {
		b := &ev.Boards[i]
		for j := range b.Rows {
			r := &b.Rows[j]
			if r.Auction != nil {
				if err := r.Auction.Check(); err != nil {
					t.Fatalf("board %d row %d auction: %v", b.Number, j+1, err)
				}
			}
			if r.Unfinished != "" {
				if _, ok := r.Plain(); ok || r.Result.Artificial != nil || len(r.Result.NS) != 0 {
					t.Fatalf("board %d row %d: unfinished (%s) but has a result %v", b.Number, j+1, r.Unfinished, r.Result)
				}
				continue
			}
			if err := r.Result.Check(b.Vulnerable); err != nil {
				t.Fatalf("board %d row %d: %v", b.Number, j+1, err)
			}
			if res, ok := r.Plain(); ok && r.Score != nil && res.Kind != weighting.Points && res.Score(b.Vulnerable) != *r.Score {
				t.Fatalf("board %d row %d: score %d for %v", b.Number, j+1, *r.Score, res)
			}
			if r.NS != "" && r.EW != "" {
				if _, field, err := b.Table(r.NS, r.EW); err == nil && len(field) > MaxRows*MaxMultiplier {
					t.Fatalf("field of %d", len(field))
				}
			}
		}
		if b.Auction != nil {
			if err := b.Auction.Check(); err != nil {
				t.Fatalf("board %d auction: %v", b.Number, err)
			}
		}
	}
}

func TestScoringName(t *testing.T) {
	for in, want := range map[string]string{"MatchPoints;MP1": "matchpoints", "IMP": "imps", "BUTLER_IMPS": "butler",
		"CROSS_IMPS": "cross-imps", "AGGREGATE": "total", "SWISS_TEAMS": "imps", "MP_PAIRS": "matchpoints", "Rubber": ""} {
		if got := ScoringName(in); got != want {
			t.Errorf("ScoringName(%q) = %q, want %q", in, got, want)
		}
	}
}

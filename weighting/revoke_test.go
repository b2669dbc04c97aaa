package weighting_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// The records in testdata/revokes were made for these tests, one for each
// branch of the Director's flowcharts "Procedure after a revoke", "Law 62"
// and "Law 64" (testdata/revokes/README.md). All but short.lin are played
// on one deal, 4♠ by South, West on lead:
//
//	        ♠987 ♥A65 ♦K43 ♣KQ54
//	♠65 ♥KQJT ♦QJT98 ♣JT    ♠432 ♥987 ♦765 ♣9876
//	        ♠AKQJT ♥432 ♦A2 ♣A32
//
// Declarer has five trumps, ♥A, ♦AK and ♣AKQ and loses two hearts:
// 11 tricks double dummy from the lead, whatever the defence.
type revokeWant struct {
	trick       int
	player      dds.Seat
	card        string
	established bool
	exceptions  string // the 64B paragraphs, space-separated
	transfer    int
	law         string
}

var revokeCases = []struct {
	file      string
	revokes   []revokeWant
	known     bool
	recorded  int
	moved     int
	after     int
	equity    int // -1: no Law 64C check
	short     bool
	corrected int // -1: no Law 62D replay
}{
	// Trick 1: ♥K ♥5 ♠2 ♥2 — East ruffs holding ♥987 and wins the trick.
	// East leads to trick 2: established (63A1). EW win trick 1 and trick 7
	// (♥J): the offending player won the revoke trick and his side a later
	// one, so Law 64A1 moves two tricks. Recorded 11 (4♠+1), after 13. The
	// position before ♠2 (East to follow to ♥K) is worth 11 to declarer:
	// 13 ≥ 11, equity is restored.
	{file: "two-tricks.lin", revokes: []revokeWant{{1, dds.East, "S2", true, "", 2, "64A1"}},
		known: true, recorded: 11, moved: 2, after: 13, equity: 11, short: false, corrected: -1},
	// Trick 1: ♥K ♥5 ♦5 ♥2 — East discards holding hearts; West's ♥K wins.
	// West leads to trick 2; East plays to it: established. The revoke trick
	// was won by the revoker's partner and EW won it and trick 2: Law 64A2,
	// one trick. Recorded 11 (declarer loses only tricks 1 and 2), after 12.
	{file: "one-trick.lin", revokes: []revokeWant{{1, dds.East, "D5", true, "", 1, "64A2"}},
		known: true, recorded: 11, moved: 1, after: 12, equity: 11, short: false, corrected: -1},
	// Trick 4: ♦3 ♣6 ♦A ♦8 — East discards holding ♦765; South wins. EW won
	// tricks 1 and 2 (hearts) but nothing from trick 4 on: Law 64B1, no
	// transfer. Recorded and after 11.
	{file: "none.lin", revokes: []revokeWant{{4, dds.East, "C6", true, "64B1", 0, ""}},
		known: true, recorded: 11, moved: 0, after: 11, equity: 11, short: false, corrected: -1},
	// Trick 1: East ruffs ♥K with ♠2 (holding hearts) and wins; trick 3:
	// ♥3 ♥Q ♥A ♠3 — East ruffs a heart again, still holding ♥987, and wins.
	// EW win tricks 1, 3 and 8: declarer 10 (4♠=). The first revoke: Law
	// 64A1, two tricks. The second, in the same suit by the same player:
	// Law 64B2, none. After 12 (4♠+2) ≥ 11.
	{file: "second-same-suit.lin", revokes: []revokeWant{
		{1, dds.East, "S2", true, "", 2, "64A1"},
		{3, dds.East, "S3", true, "64B2", 0, ""}},
		known: true, recorded: 10, moved: 2, after: 12, equity: 11, short: false, corrected: -1},
	// Trick 1: ♥K ♠7 ♥7 ♥2 — dummy ruffs the ♥K holding ♥A65. Declarer
	// loses only trick 6 (♥J): 12 tricks. Law 64B3: no transfer for a
	// revoke by dummy. Before ♠7 declarer takes 11 double dummy; EW are
	// better off with 11 than with 12: the Director restores equity under
	// Law 64C, 4♠+1.
	{file: "dummy.lin", revokes: []revokeWant{{1, dds.North, "S7", true, "64B3", 0, ""}},
		known: true, recorded: 12, moved: 0, after: 12, equity: 11, short: true, corrected: -1},
	// Trick 12: ♣3 ♦J ♣5 ♦7 — East discards holding ♣9; North's ♣5 wins,
	// and South ruffs trick 13: declarer 11. A revoke on trick 12 is never
	// established (62D): East follows with ♣9 and wins trick 12, and
	// South ruffs East's ♦7 at trick 13: declarer 10 (4♠=). No 64C check
	// (nothing established).
	{file: "trick12.lin", revokes: []revokeWant{{12, dds.East, "D7", false, "", 0, ""}},
		known: true, recorded: 11, moved: 0, after: 10, equity: -1, corrected: 10},
	// As two-tricks.lin to trick 10; trick 11: ♣K ♣6 ♠10 ♣J — South ruffs
	// his partner's ♣K holding ♣32 and leads to trick 12. EW win tricks 1,
	// 7 and 13: declarer 10. Both sides revoked: Law 64B7, no transfer for
	// either; equity from before the first revoke is 11 tricks, not the
	// table's 10, so the Director restores it (64C): 4♠+1.
	{file: "both-sides.lin", revokes: []revokeWant{
		{1, dds.East, "S2", true, "64B7", 0, ""},
		{11, dds.South, "ST", true, "64B7", 0, ""}},
		known: true, recorded: 10, moved: 0, after: 10, equity: 11, short: true, corrected: -1},
	// Only trick 1 is recorded: East has ruffed, nobody has played to trick
	// 2 and nobody has claimed. Not established: corrected (62A), ♠2 a
	// major penalty card (62B1). No result.
	{file: "not-established.lin", revokes: []revokeWant{{1, dds.East, "S2", false, "", 0, ""}},
		known: false, equity: -1, corrected: -1},
	// 3NT by South (short.lin):
	//	        ♠432 ♥432 ♦2 ♣AKQ432
	//	♠987 ♥876 ♦8763 ♣876    ♠QJT ♥QJT9 ♦JT9 ♣JT9
	//	        ♠AK65 ♥AK5 ♦AKQ54 ♣5
	// Clubs are 3-3: after ♠A, ♣5 to dummy and six clubs, 13 tricks. At
	// trick 2 (♣5 ♣6 ♣A ♥9) East keeps his ♣JT9; dummy's ♣K, ♣Q draw the
	// ♣9 and ♣T, and East's ♣J wins the fourth round: declarer 10 (tricks
	// 5, 12 and 13 lost). Dummy won the revoke trick, EW a later one: Law
	// 64A2, one trick: 11 (3NT+2). Before the revoke declarer takes 13
	// double dummy: the transfer falls two tricks short, and Law 64C gives
	// 3NT+4.
	{file: "short.lin", revokes: []revokeWant{{2, dds.East, "H9", true, "", 1, "64A2"}},
		known: true, recorded: 10, moved: 1, after: 11, equity: 13, short: true, corrected: -1},
}

func readTablePlay(t *testing.T, file string) weighting.TablePlay {
	t.Helper()
	path := filepath.Join("testdata", "revokes", file)
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	ev, err := event.ReadLIN(fh, path)
	if err != nil {
		t.Fatal(err)
	}
	tp, err := ev.Boards[0].TablePlay()
	if err != nil {
		t.Fatal(err)
	}
	return tp
}

func TestRevokeFlowcharts(t *testing.T) {
	s := solver.New(solver.Options{})
	for _, tc := range revokeCases {
		t.Run(tc.file, func(t *testing.T) {
			r, err := weighting.RuleRevokes(readTablePlay(t, tc.file))
			if err != nil {
				t.Fatal(err)
			}
			if err := r.Solve(s); err != nil {
				t.Fatal(err)
			}
			if len(r.Revokes) != len(tc.revokes) {
				t.Fatalf("%d revokes, want %d", len(r.Revokes), len(tc.revokes))
			}
			for i, w := range tc.revokes {
				g := r.Revokes[i]
				var laws []string
				for _, e := range g.Exceptions {
					laws = append(laws, e.Law)
				}
				if g.Trick != w.trick || g.Player != w.player || g.Card.String() != w.card || g.Established != w.established ||
					strings.Join(laws, " ") != w.exceptions || g.Transfer != w.transfer || g.TransferLaw != w.law {
					t.Errorf("revoke %d: trick %d %s %s established %v, 64B %q, transfer %d (%s); want trick %d %s %s %v, %q, %d (%s)", i+1,
						g.Trick, g.Player.Name(), g.Card, g.Established, strings.Join(laws, " "), g.Transfer, g.TransferLaw,
						w.trick, w.player.Name(), w.card, w.established, w.exceptions, w.transfer, w.law)
				}
				if g.Established == (g.Correction != "") {
					t.Errorf("revoke %d: established %v with correction %q", i+1, g.Established, g.Correction)
				}
			}
			if r.Known != tc.known || tc.known && (r.Recorded != tc.recorded || r.Transferred != tc.moved || r.After != tc.after) {
				t.Errorf("known %v, recorded %d, moved %d, after %d; want %v, %d, %d, %d", r.Known, r.Recorded, r.Transferred, r.After, tc.known, tc.recorded, tc.moved, tc.after)
			}
			switch e := r.Equity; {
			case tc.equity < 0 && e != nil:
				t.Errorf("a 64C check (%d tricks) where no revoke is established", e.Tricks)
			case tc.equity >= 0 && e == nil:
				t.Errorf("no 64C check")
			case e != nil:
				if e.Tricks != tc.equity || e.Short != tc.short {
					t.Errorf("64C: %d tricks, short %v; want %d, %v", e.Tricks, e.Short, tc.equity, tc.short)
				}
				if e.Short && e.Adjusted.Tricks != tc.equity {
					t.Errorf("64C: adjusted %s, want %d tricks", e.Adjusted, tc.equity)
				}
			}
			switch c := r.Corrected; {
			case tc.corrected < 0 && c != nil:
				t.Errorf("a 62D replay (%d tricks) without a revoke on trick 12", c.Tricks)
			case tc.corrected >= 0 && (c == nil || c.Tricks != tc.corrected):
				t.Errorf("62D replay %v, want %d tricks", c, tc.corrected)
			}
		})
	}
}

// The correction says what Law 62B makes of the card: a defender's is a
// major penalty card, declarer's (or dummy's) is replaced.
func TestRevokeCorrection(t *testing.T) {
	r, err := weighting.RuleRevokes(readTablePlay(t, "not-established.lin"))
	if err != nil {
		t.Fatal(err)
	}
	if c := r.Revokes[0].Correction; !strings.Contains(c, "62A") || !strings.Contains(c, "♠2 becomes a major penalty card (62B1, Law 50): the play rule penalty E S2.") {
		t.Errorf("defender's correction: %q", c)
	}
	if p := r.Revokes[0].Penalty; p == nil || p.String() != "penalty E S2" {
		t.Errorf("defender's penalty card: %v", p)
	}
	// Declarer revokes on trick 1: ♥K ♥5 ♥7, South ♠A holding ♥432.
	tp := readTablePlay(t, "not-established.lin")
	tp.Play = cards(t, "HK H5 H7 SA")
	r, err = weighting.RuleRevokes(tp)
	if err != nil {
		t.Fatal(err)
	}
	if c := r.Revokes[0].Correction; !strings.Contains(c, "replaced without further rectification (62B2)") || r.Revokes[0].Penalty != nil {
		t.Errorf("declarer's correction: %q, penalty %v", c, r.Revokes[0].Penalty)
	}
}

// A claim the offending side agreed to establishes the revoke (63A3); a
// Director's finding that it was noticed too late is 64B4/B5.
func TestRevokeClaimAndLate(t *testing.T) {
	tp := readTablePlay(t, "not-established.lin")
	// East ruffed trick 1 and claimed the rest but one: declarer 1 trick.
	one := 1
	tp.Final = &one
	r, err := weighting.RuleRevokes(tp)
	if err != nil {
		t.Fatal(err)
	}
	rv := r.Revokes[0]
	// EW won trick 1 and 11 of the 12 left: 64A1, two tricks; declarer 1 → 3.
	if !rv.Established || !strings.Contains(rv.EstablishedBy, "63A3") || rv.Transfer != 2 || r.After != 3 {
		t.Errorf("after a claim: established %v (%s), transfer %d, after %d; want true (63A3), 2, 3", rv.Established, rv.EstablishedBy, rv.Transfer, r.After)
	}
	tp.NoticedLate = true
	r, err = weighting.RuleRevokes(tp)
	if err != nil {
		t.Fatal(err)
	}
	if ex := r.Revokes[0].Exceptions; len(ex) != 1 || ex[0].Law != "64B4/B5" || r.After != 1 {
		t.Errorf("noticed late: %v, after %d", ex, r.After)
	}
	// A claim of tricks declarer cannot have: 13 when EW won trick 1.
	all := 13
	tp.Final = &all
	if _, err := weighting.RuleRevokes(tp); err == nil || !strings.Contains(err.Error(), "cannot be") {
		t.Errorf("13 tricks claimed after losing one: %v", err)
	}
}

// A play its players could not have made is a *dds.PlayError naming the trick.
func TestRevokeBadPlay(t *testing.T) {
	tp := readTablePlay(t, "two-tricks.lin")
	tp.Play = append(tp.Play[:16:16], tp.Play[3]) // trick 5's lead is ♥2, South's card of trick 1
	_, err := weighting.RuleRevokes(tp)
	if err == nil || err.Error() != "trick 5: South plays ♥2, already played to trick 1" {
		t.Errorf("a card played twice: %v", err)
	}
}

func cards(t *testing.T, text string) []dds.Card {
	t.Helper()
	c, err := dds.ParsePlay(text)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// A revoke on trick 12 after an established one: two-tricks.lin to trick
// 11, then South ruffs dummy's ♣Q with the ♠T holding the ♣3 (trick 12:
// ♣Q ♣7 ♠T ♦J) and East's ♣8 wins the ♣3 at trick 13: declarer 10.
// East's revoke on trick 1 moves two tricks (64A1: East won trick 1, EW
// tricks 7 and 13). South's on trick 12 is corrected (62D): the ♣3 under
// the ♣Q, South ruffing the last club — declarer 11 before the transfer,
// 13 after it. Before East's revoke: 11 double dummy, so equity holds.
func TestRevokeTrick12AfterTransfer(t *testing.T) {
	tp := readTablePlay(t, "two-tricks.lin")
	tp.Play = append(tp.Play[:44:44], cards(t, "CQ C7 ST DJ C3 DQ C5 C8")...)
	r, err := weighting.RuleRevokes(tp)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Revokes) != 2 || r.Recorded != 10 || r.Transferred != 2 || r.After != 12 || r.BothSides {
		t.Fatalf("%d revokes, recorded %d, moved %d, after %d, both %v", len(r.Revokes), r.Recorded, r.Transferred, r.After, r.BothSides)
	}
	if err := r.Solve(solver.New(solver.Options{})); err != nil {
		t.Fatal(err)
	}
	after, _ := r.AfterResult()
	if r.Corrected == nil || r.Corrected.Tricks != 11 || after.Tricks != 13 || r.Equity == nil || r.Equity.Tricks != 11 || r.Equity.Short {
		t.Errorf("corrected %+v, after %d, equity %+v", r.Corrected, after.Tricks, r.Equity)
	}
}

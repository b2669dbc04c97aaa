package engine

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// shortCase is short.lin (weighting/testdata/revokes) typed as a case: 3NT
// by South; at trick 2 East keeps ♣JT9 (♥9 on the ♣A) and wins the fourth
// club; declarer takes 10 tricks. Law 64A2 moves one trick: 3NT+2. Before
// the revoke declarer takes all 13 double dummy: the scenario is 3NT+4.
// Field +460, +520, +490 (3NT+2, +4, +3): the table's +460 ties one (1 of
// a top of 6); +520 ties one and beats two (5).
const shortCase = `
deal = "N:432.432.2.AKQ432 QJT.QJT9.JT9.JT9 AK65.AK5.AKQ54.5 987.876.8763.876"
dealer = "S"
vulnerability = "None"
scoring = "matchpoints"
field = ["3NT+2 S", "3NT+4 S", "3NT+3 S"]
non_offending = "NS"
table_result = "3NT+2 S"
play = "S9 S2 ST SA | C5 C6 CA H9 | CK C9 D4 C7 | CQ CT D5 C8 | C4 CJ S5 H6 | SQ SK S8 S3 | HA H7 H2 HT | HK H8 H3 HJ | DA D3 D2 D9 | DK D6 C2 DT | DQ D7 C3 DJ | S6 S7 S4 SJ | HQ H5 D8 H4"

[[scenario]]
name = "Law 64C"
contract = "3NT"
declarer = "S"
tricks = "before-revoke"
weight = "100%"
`

func TestCasePlayBeforeRevoke(t *testing.T) {
	c, err := ParseCaseData("case.toml", []byte(shortCase), nil, ".")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Play) != 52 || c.Claim != nil {
		t.Fatalf("play %d cards, claim %v", len(c.Play), c.Claim)
	}
	r, err := Adjust(context.Background(), c, Options{})
	if err != nil {
		t.Fatal(err)
	}
	sc := r.Scenarios[0]
	if len(sc.Tricks) != 1 || sc.Tricks[0].Tricks != 13 || sc.Revoke == nil || sc.Revoke.Trick != 2 || sc.Revoke.Card.String() != "H9" {
		t.Fatalf("scenario tricks %+v before %+v", sc.Tricks, sc.Revoke)
	}
	if r.Scores[0].Value != 5 || r.TableValue[0] != 1 {
		t.Errorf("NS %v (table %v), want 5 (1)", r.Scores[0].Value, r.TableValue[0])
	}
	// The case's play read again after EncodeCase.
	var out bytes.Buffer
	if err := EncodeCase(&out, c); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "play = \"S9 S2 ST SA | C5 C6 CA H9 | ") {
		t.Errorf("encoded play:\n%s", out.String())
	}
	c2, err := ParseCaseData("case.toml", out.Bytes(), nil, ".")
	if err != nil || len(c2.Play) != 52 || c2.Play[7] != c.Play[7] {
		t.Fatalf("round trip: %v", err)
	}
	// The same play ruled on by ruling revoke's study.
	tp, err := c.TablePlay()
	if err != nil {
		t.Fatal(err)
	}
	st, err := StudyRevokes(context.Background(), tp, RevokeOptions{Solver: solver.Factory(solver.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	if rr := st.Ruling; rr.Recorded != 10 || rr.After != 11 || rr.Equity == nil || !rr.Equity.Short || rr.Equity.Adjusted.String() != "3NT+4 S" {
		t.Errorf("recorded %d, after %d, equity %+v", rr.Recorded, rr.After, rr.Equity)
	}
}

func TestCasePlayErrors(t *testing.T) {
	// One trick played, then a claim of all 13: no revoke.
	play := shortCase[strings.Index(shortCase, "play = "):strings.Index(shortCase, "\n\n[[scenario]]")]
	noRevoke := strings.Replace(shortCase, play, "play = \"S9 S2 ST SA\"\nclaim = 13", 1)
	trick5 := strings.Replace(shortCase, "C4 CJ S5 H6", "C4 CJ S5 S9", 1) // West's ♠9 went at trick 1
	for _, tt := range []struct{ name, text, want string }{
		{"card twice", trick5, "case.toml:9: play: trick 5: West plays ♠9, already played to trick 1"},
		{"short trick", strings.Replace(shortCase, "CK C9 D4 C7", "CK C9 D4", 1), "case.toml:9: play: trick 3: 3 cards before the next trick; a trick has 4"},
		{"not a card", strings.Replace(shortCase, "CK C9 D4 C7", "CK C9 D4 X7", 1), "case.toml:9: play: trick 3: "},
		{"claim range", strings.Replace(shortCase, "[[scenario]]", "claim = 14\n[[scenario]]", 1), "claim = 14: declarer's tricks in all, 0 to 13"},
		{"claim impossible", strings.Replace(shortCase, "play = \"S9 S2 ST SA | C5 C6 CA H9 |", "claim = 1\nplay = \"S9 S2 ST SA | C5 C6 CA H9 |", 1), "declarer's 1 tricks in all cannot be"},
		{"other contract", strings.Replace(shortCase, "contract = \"3NT\"", "contract = \"4S\"", 1), "replays the table's contract, 3NT by S"},
		{"no revoke", noRevoke, "holds no established revoke"},
		{"no play", strings.Replace(shortCase, "play = ", "# play = ", 1), "needs the play at the table"},
	} {
		_, err := ParseCaseData("case.toml", []byte(tt.text), nil, ".")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v\nwant %q", tt.name, err, tt.want)
		}
	}
}

// ruling case new --lin on a record with a revoke: the table result is
// the rectified one (two-tricks.lin: 4S+1 recorded, two tricks moved by
// Law 64A1: 4S+3) and the one scenario is the Law 64C line.
func TestStarterCaseRevoke(t *testing.T) {
	data, err := os.ReadFile("../testdata/revokes/two-tricks.lin")
	if err != nil {
		t.Fatal(err)
	}
	fsys := fstest.MapFS{"two-tricks.lin": {Data: data}}
	ev, err := event.ReadLIN(bytes.NewReader(data), "two-tricks.lin")
	if err != nil {
		t.Fatal(err)
	}
	text, err := StarterCase(ev, Starter{File: "two-tricks.lin", Format: event.LIN, Scoring: "imps", Vs: "4S+1 S"}, fsys, ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"table_result = \"4S+3 S\"   # after the revoke: 2 tricks transferred to NS (Law 64A); recorded 4S+1 S",
		"#   revoke: trick 1, East's ♠2 to a heart lead, established; 2 tricks transferred (Law 64A1)",
		"tricks = \"before-revoke\"\nweight = \"100%\"",
		"facts = \"At trick 1 East played ♠2 to a heart lead while holding a heart: a revoke, established; 2 tricks transferred (Law 64A1).\"",
		"laws = [\"64A1\", \"64C\"]",
	} {
		if !strings.Contains(string(text), want) {
			t.Errorf("starter lacks %q:\n%s", want, text)
		}
	}
	c, err := ParseCaseData("case.toml", text, fsys, ".")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Adjust(context.Background(), c, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// 11 tricks before the revoke, 13 after the transfer: no damage.
	if r.Scenarios[0].Tricks[0].Tricks != 11 || r.Damage != NoDamage {
		t.Errorf("64C line %+v, damage %v", r.Scenarios[0].Tricks, r.Damage)
	}
}

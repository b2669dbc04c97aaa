// position_test.go: positions in the play — legal cards, tricks won with and without trumps, replaying records.

package dds

import (
	"strings"
	"testing"
)

func testCards(t *testing.T, text string) []Card {
	t.Helper()
	cards, err := ParsePlay(text)
	if err != nil {
		t.Fatalf("ParsePlay(%q): %v", text, err)
	}
	return cards
}

func TestTrickWinner(t *testing.T) {
	tests := []struct {
		trick string
		trump Strain
		want  int
	}{
		{"S2 S3 S4 S5", NoTrump, 3},
		{"SA S3 S4 S5", NoTrump, 0},
		{"S2 SK SA SQ", NoTrump, 2},
		{"S2 HA DA CA", NoTrump, 0},        // discards never win
		{"S2 HA DA CA", Strain(Hearts), 1}, // ruff
		{"S2 H2 HA S3", Strain(Hearts), 2}, // over-ruff
		{"S2 H2 D3 SA", Strain(Hearts), 1}, // the ruff beats the ace of the led suit
		{"H5 H2 HK H3", Strain(Hearts), 2}, // trumps led
		{"D9 DT C2 DJ", Strain(Spades), 3}, // discard of a side suit
		{"CT C2 S2 CA", Strain(Spades), 2},
		{"CT", Strain(Spades), 0},
		{"CT SA", NoTrump, 0},
		{"CT CJ", Strain(Clubs), 1},
	}
	for _, tt := range tests {
		if got := TrickWinner(testCards(t, tt.trick), tt.trump); got != tt.want {
			t.Errorf("TrickWinner(%s, %v) = %d, want %d", tt.trick, tt.trump, got, tt.want)
		}
	}
}

func TestParsePlay(t *testing.T) {
	tests := []struct{ in, out string }{
		{"SA SK H2", "SA SK H2"},
		{"CTC4CACJ", "CT C4 CA CJ"},
		{"ct c4  ca\tcj", "CT C4 CA CJ"},
		{"H10S2D10", "HT S2 DT"},
		{"", ""},
	}
	for _, tt := range tests {
		cards := testCards(t, tt.in)
		var b []string
		for _, c := range cards {
			b = append(b, c.String())
		}
		if got := strings.Join(b, " "); got != tt.out {
			t.Errorf("ParsePlay(%q) = %q, want %q", tt.in, got, tt.out)
		}
	}
	for _, in := range []string{"SAK", "S1", "X2", "SA H", "SAHZ"} {
		if _, err := ParsePlay(in); err == nil {
			t.Errorf("ParsePlay(%q) accepted", in)
		}
	}
}

// A small complete deal to play by hand: the first deal of dd-tables.tsv.
//
//	N AQJ93.K876.T.AJ8   E 75.J542.Q75.K652
//	S T64.AT3.K642.T73   W K82.Q9.AJ983.Q94
func TestPlayAndLegal(t *testing.T) {
	d, err := ParseDeal(rotations[0].text)
	if err != nil {
		t.Fatal(err)
	}
	// Spades by North: East leads.
	p, err := Replay(d, Strain(Spades), East, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p.OnTurn() != East || p.TricksLeft() != 13 || p.Legal() != d[East] {
		t.Fatalf("start: on turn %v, %d tricks, legal %v", p.OnTurn(), p.TricksLeft(), p.Legal())
	}
	mustPlay := func(text string) {
		t.Helper()
		for _, c := range testCards(t, text) {
			if err := p.Play(c); err != nil {
				t.Fatalf("play %v: %v", c, err)
			}
		}
	}
	mustPlay("D5") // East leads a diamond
	if p.OnTurn() != South {
		t.Fatalf("after the lead: on turn %v, want S", p.OnTurn())
	}
	if got := p.Legal().Holding(); got != "..K642." {
		t.Errorf("South must follow to diamonds: legal %s", got)
	}
	if err := p.Play(NewCard(Spades, Ten)); err == nil || err.Error() != "South must follow to diamonds, not play ST" {
		t.Errorf("revoke: %v", err)
	}
	if err := p.Play(NewCard(Spades, Ace)); err == nil || err.Error() != "South does not hold SA" {
		t.Errorf("card not held: %v", err)
	}
	mustPlay("D2 DA DT") // South D2, West DA, North DT: West wins
	if p.Leader != West || len(p.Trick) != 0 || p.TricksLeft() != 12 {
		t.Fatalf("after trick 1: leader %v, %d in trick, %d left", p.Leader, len(p.Trick), p.TricksLeft())
	}
	mustPlay("D3") // West leads D3; North is void in diamonds
	if p.Legal() != p.Hands[North] {
		t.Errorf("a void player may play any card: legal %v", p.Legal())
	}
	mustPlay("S3 D7 D4") // North ruffs: North leads next
	if p.Leader != North {
		t.Fatalf("after the ruff: leader %v, want N", p.Leader)
	}
	mustPlay("SA S5 S4 S2 C8") // trick 3 complete (North wins), North leads a club
	if err := p.Check(); err != nil {
		t.Errorf("Check of a consistent position: %v", err)
	}
	if p.OnTurn() != East || p.TricksLeft() != 10 || len(p.Trick) != 1 {
		t.Errorf("mid-trick: on turn %v, %d left, %d in trick", p.OnTurn(), p.TricksLeft(), len(p.Trick))
	}
	if got := p.Legal().Holding(); got != "...K652" {
		t.Errorf("East legal %s, want ...K652", got)
	}

	// The same by Replay, and an illegal record.
	q, err := Replay(d, Strain(Spades), East, testCards(t, "D5 D2 DA DT D3 S3 D7 D4 SA S5 S4 S2 C8"))
	if err != nil {
		t.Fatal(err)
	}
	if q.Hands != p.Hands || q.Leader != p.Leader || len(q.Trick) != 1 || q.Trick[0] != p.Trick[0] {
		t.Errorf("Replay differs from playing card by card")
	}
	if _, err := Replay(d, Strain(Spades), East, testCards(t, "D5 ST")); err == nil ||
		err.Error() != "card 2 of the play: South must follow to diamonds, not play ST" {
		t.Errorf("Replay of a revoke: %v", err)
	}
	partial, _ := ParseDeal("N:AQJ93.K876.T.AJ8 - - -")
	if _, err := Replay(partial, NoTrump, East, nil); err == nil {
		t.Error("Replay accepted a partial deal")
	}
}

func TestPositionCheck(t *testing.T) {
	d, _ := ParseDeal(rotations[0].text)
	p, err := Replay(d, NoTrump, East, testCards(t, "D5 D2"))
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Check(); err != nil {
		t.Fatalf("consistent position: %v", err)
	}
	bad := func(mutate func(q *Position)) error {
		q := p
		q.Trick = append([]Card(nil), p.Trick...)
		mutate(&q)
		return q.Check()
	}
	tests := []struct {
		name   string
		mutate func(q *Position)
		msg    string
	}{
		{"bad strain", func(q *Position) { q.Trump = 7 }, "trump 7 is not a strain"},
		{"bad leader", func(q *Position) { q.Leader = 9 }, "leader 9 is not a seat"},
		{"played and held", func(q *Position) { q.Hands[East] = q.Hands[East].With(NewCard(Diamonds, Five)) },
			"card D5 is played and still held"},
		{"revoke", func(q *Position) {
			q.Trick[1] = NewCard(Spades, Ten)
			q.Hands[South] = q.Hands[South].Without(NewCard(Spades, Ten)).With(NewCard(Diamonds, Two))
		}, "South played ST but still holds diamonds"},
		{"hand sizes", func(q *Position) {
			q.Hands[North] = q.Hands[North].Without(NewCard(Spades, Ace))
		}, "North holds 12 cards, want 13"},
		{"nobody on turn", func(q *Position) { q.Hands[West] = 0 }, "West is on turn and holds no card"},
		{"four in the trick", func(q *Position) { q.Trick = append(q.Trick, 0, 0) }, "4 cards in the trick in progress, at most 3"},
	}
	for _, tt := range tests {
		if err := bad(tt.mutate); err == nil || err.Error() != tt.msg {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.msg)
		}
	}
}

// TestReplayReference replays every position of testdata/dd-plays.tsv and
// compares the legal cards with the ones libdds valued there.
func TestReplayReference(t *testing.T) {
	lines := oracleLines(t, "testdata/dd-plays.tsv")
	if len(lines) != 1000 {
		t.Fatalf("%d lines, want 1000", len(lines))
	}
	for _, line := range lines {
		f := strings.Split(line, "\t")
		if len(f) != 5 {
			t.Fatalf("%q: %d fields", line, len(f))
		}
		d, err := ParseDeal(f[0])
		if err != nil {
			t.Fatal(err)
		}
		strain, err1 := ParseStrain(f[1])
		leader, err2 := ParseSeat(f[2])
		play, err3 := ParsePlay(f[3])
		if err1 != nil || err2 != nil || err3 != nil {
			t.Fatalf("%q: %v %v %v", line, err1, err2, err3)
		}
		p, err := Replay(d, strain, leader, play)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if err := p.Check(); err != nil {
			t.Fatalf("%q: Check: %v", line, err)
		}
		var want Cards
		for _, group := range strings.Fields(f[4]) {
			for _, cv := range strings.Split(group, ",") {
				name, _, _ := strings.Cut(cv, ":")
				c, err := ParseCard(name)
				if err != nil {
					t.Fatalf("%q: %v", line, err)
				}
				want = want.With(c)
			}
		}
		if p.Legal() != want {
			t.Fatalf("%q: legal %v, libdds valued %v", line, p.Legal(), want)
		}
		if tricks := 13 - len(play)/4; p.TricksLeft() != tricks {
			t.Fatalf("%q: %d tricks left, want %d", line, p.TricksLeft(), tricks)
		}
		// The groups of the record are whole tricks; the on-turn seat
		// follows from the last group's length.
		groups := strings.Fields(f[3])
		if len(groups) > 0 {
			if n := len(groups[len(groups)-1]) / 2; n < 4 && len(p.Trick) != n {
				t.Fatalf("%q: %d cards in the trick, want %d", line, len(p.Trick), n)
			}
		}
	}
}

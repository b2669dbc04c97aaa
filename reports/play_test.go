// play_test.go: the play record (ruling play) as text and JSON.

package reports

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/sim/singledummy"
)

func TestEncodePlay(t *testing.T) {
	d, err := dds.ParseDeal("N:AKQ2.T98.KJ5.A43 J54.AKQ2.T98.KJ5 T98.J54.AQ2.T987 763.763.7643.Q62")
	if err != nil {
		t.Fatal(err)
	}
	c := dds.Contract{Level: 3, Strain: dds.NoTrump, Declarer: dds.South}
	p, err := singledummy.PlayOne(context.Background(), d, c, singledummy.Options{Samples: 2, Seed: 1, Solver: solver.Factory(solver.Options{}), Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	h := PlayHead{Contract: "3NT", Text: "3N", Declarer: dds.South, Condition: "hcp(north)>5\x1b[2J", Seed: 1, Samples: 2, Aim: "tricks"}
	var text bytes.Buffer
	if err := EncodePlay(&text, "text", h, p); err != nil {
		t.Fatal(err)
	}
	out := text.String()
	for _, w := range []string{"3NT by South, played single dummy: 2 layouts per decision, aim tricks, seed 1\n",
		"Trick 1, West leads", "Trick 13,", "Condition: hcp(north)>5", "Declarer took " + itoa(p.Tricks) + " tricks"} {
		if !strings.Contains(out, w) {
			t.Errorf("text: no %q in\n%s", w, out)
		}
	}
	if strings.ContainsRune(out, '\x1b') {
		t.Errorf("text: control character from the condition kept")
	}
	if n := strings.Count(out, "  won by "); n != 13 {
		t.Errorf("text: %d tricks won, want 13", n)
	}
	var js bytes.Buffer
	if err := EncodePlay(&js, "json", h, p); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Schema, Contract, Declarer string
		Tricks                     int
		Made                       bool
		Play                       []struct{ Trick int }
	}
	if err := json.Unmarshal(js.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Schema != "ruling-play/1" || doc.Contract != "3N" || doc.Declarer != "S" || doc.Tricks != p.Tricks || doc.Made != (p.Tricks >= 9) || len(doc.Play) != 52 || doc.Play[51].Trick != 13 {
		t.Errorf("json: %+v", doc)
	}
	if err := EncodePlay(&js, "html", h, p); err == nil {
		t.Error("html: no error for a format the play record lacks")
	}
}

// TestEncodePlayMarkdownClaim: the Markdown record (a row per card, the
// claim and the verdict) and the claim in text and JSON.
func TestEncodePlayMarkdownClaim(t *testing.T) {
	d, err := dds.ParseDeal("N:5432.5432.5432.2 T987.T98.T98.T98 AKQJ.AKQ.AKQ.AKQ 6.J76.J76.J76543")
	if err != nil {
		t.Fatal(err)
	}
	c := dds.Contract{Level: 7, Strain: dds.NoTrump, Declarer: dds.South}
	p, err := singledummy.PlayOne(context.Background(), d, c, singledummy.Options{Samples: 2, Seed: 1, Solver: solver.Factory(solver.Options{}), Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	if p.Claim == nil || len(p.Steps) != 4 {
		t.Fatalf("no claim after trick 1: %d cards, claim %v", len(p.Steps), p.Claim)
	}
	h := PlayHead{Contract: "7NT", Text: "7N", Declarer: dds.South, Condition: "hcp(west) < 5 | *x*", Seed: 1, Samples: 2, Aim: "tricks"}
	claim := "Trick 2, South on lead claims: declarer takes 12 of the remaining 12 tricks."
	var md bytes.Buffer
	if err := EncodePlay(&md, "md", h, p); err != nil {
		t.Fatal(err)
	}
	out := md.String()
	for _, w := range []string{"# 7NT by South, played single dummy: 2 layouts per decision, aim tricks, seed 1\n",
		"| Trick | Seat | Card | Tricks | Makes | Next best | Note | Won by |\n|---:|---|---|---:|---:|---|---|---|\n",
		"| 1 | West | ", "Condition: hcp(west) \\< 5 \\| \\*x\\*", "\n" + claim + "\n", "Declarer took 13 tricks: 7NT= by S."} {
		if !strings.Contains(out, w) {
			t.Errorf("md: no %q in\n%s", w, out)
		}
	}
	if n := strings.Count(out, "\n| "); n != 1+4 {
		t.Errorf("md: %d table rows, want a header and 4 cards:\n%s", n, out)
	}
	var text bytes.Buffer
	if err := EncodePlay(&text, "text", h, p); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text.String(), "\n"+claim+"\n") {
		t.Errorf("text: no claim in\n%s", text.String())
	}
	var js bytes.Buffer
	if err := EncodePlay(&js, "json", h, p); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(js.String(), `"claim": {
    "trick": 2,
    "by": "S",
    "declarer_tricks": 12,
    "remaining": 12
  }`) {
		t.Errorf("json: no claim in\n%s", js.String())
	}
}

// TestCheckPlayFormat: the play record's formats, in any case, and no other.
func TestCheckPlayFormat(t *testing.T) {
	for _, f := range []string{"text", "TXT", "md", "Markdown", "json"} {
		if err := CheckPlayFormat(f); err != nil {
			t.Errorf("%q: %v", f, err)
		}
	}
	for _, f := range []string{"", "html", "csv", "jsonl"} {
		if err := CheckPlayFormat(f); err == nil {
			t.Errorf("%q accepted", f)
		}
	}
}

// The closing sentence of a play record writes the result as every report
// does (ResultText), with "trick" for exactly one. 4♥ by West needs 10:
// 10 taken is 4♥= by W, 11 is 4♥+1, 7 is 4♥-3; 1 taken is 4♥-9 and
// "1 trick".
func TestPlayVerdict(t *testing.T) {
	c := dds.Contract{Level: 4, Strain: dds.Strain(dds.Hearts), Declarer: dds.West}
	for _, tc := range []struct {
		tricks, dd int
		want       string
	}{
		{10, 10, "Declarer took 10 tricks: 4♥= by W. Double dummy: 10 tricks. Layouts solved: 8."},
		{11, 10, "Declarer took 11 tricks: 4♥+1 by W. Double dummy: 10 tricks. Layouts solved: 8."},
		{7, 10, "Declarer took 7 tricks: 4♥-3 by W. Double dummy: 10 tricks. Layouts solved: 8."},
		{1, 1, "Declarer took 1 trick: 4♥-9 by W. Double dummy: 1 trick. Layouts solved: 8."},
	} {
		p := &singledummy.Playout{Contract: c, Tricks: tc.tricks, DoubleDummy: tc.dd, Layouts: 8}
		if got := playVerdict(PlayHead{}, p); got != tc.want {
			t.Errorf("%d tricks: %q, want %q", tc.tricks, got, tc.want)
		}
	}
	cl := &singledummy.Playout{Claim: &singledummy.Claim{After: 48, By: dds.North, Tricks: 1}}
	if got, want := playClaimLine(cl), "Trick 13, North on lead claims: declarer takes 1 of the remaining 1 trick."; got != want {
		t.Errorf("claim: %q, want %q", got, want)
	}
}

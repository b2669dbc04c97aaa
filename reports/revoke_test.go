package reports

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

func revokeStudy(t *testing.T, file string) *engine.RevokeStudy {
	t.Helper()
	tp, b, err := engine.RevokeFromLIN("../weighting/testdata/revokes/"+file, 0)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.StudyRevokes(context.Background(), tp, engine.RevokeOptions{Solver: solver.Factory(solver.Options{})})
	if err != nil {
		t.Fatal(err)
	}
	st.Source, st.Board, st.Auction = file+", board 1", b.Number, b.Auction
	return st
}

// short.lin (worked in weighting/revoke_test.go): East's ♥9 at trick 2,
// one trick transferred (64A2), 3NT+1 recorded, 3NT+2 after, 13 tricks
// double dummy before the revoke: 3NT+4 by Law 64C.
func TestEncodeRevokes(t *testing.T) {
	st := revokeStudy(t, "short.lin")
	var text bytes.Buffer
	if err := EncodeRevokes(&text, "text", st); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"      2  South   ♣5 ♣6 ♣A ♥9*  North\n",
		"East played ♥9 to a club lead while holding ♣J ♣T ♣9 (Law 61A).",
		"Established: East played to trick 3 (Law 63A1).",
		"Law 64A2: the revoke trick was won by North, not by the offending player; EW won 3 tricks from the revoke trick on: 1 trick is transferred to NS.",
		"As recorded: 3NT+1 by S, declarer 10 tricks, NS +430.",
		"After rectification, 1 trick transferred to NS (Law 64A): 3NT+2 by S, declarer 11 tricks, NS +460.",
		"Double dummy from there declarer takes 13 tricks in all (East's cards: ♣J 13, ♣T 13, ♣9 13).",
		"the rectification does not restore equity. Law 64C: adjusted result 3NT+4 by S, NS +520.",
	} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, text.String())
		}
	}
	var js bytes.Buffer
	if err := EncodeRevokes(&js, "json", st); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Schema  string
		Revokes []struct {
			Trick       int
			Player      string
			Card        string
			Established bool
			Transferred int
			Law         string
		}
		Transferred    int
		DeclarerTricks struct{ Recorded, After *int } `json:"declarer_tricks"`
		Equity         struct {
			Tricks   int `json:"declarer_tricks"`
			Restored *bool
			Adjusted string
		}
	}
	if err := json.Unmarshal(js.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	rv := doc.Revokes
	if doc.Schema != "ruling-revoke/1" || len(rv) != 1 || rv[0].Trick != 2 || rv[0].Player != "E" || rv[0].Card != "H9" || !rv[0].Established || rv[0].Law != "64A2" ||
		doc.Transferred != 1 || *doc.DeclarerTricks.Recorded != 10 || *doc.DeclarerTricks.After != 11 ||
		doc.Equity.Tricks != 13 || *doc.Equity.Restored || doc.Equity.Adjusted != "3NT+4 by S" {
		t.Errorf("json:\n%s", js.String())
	}
	var md, page bytes.Buffer
	if err := EncodeRevokes(&md, "md", st); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(md.String(), "| 2 | South | ♣5 ♣6 ♣A ♥9\\* | North |") || !strings.Contains(md.String(), "## Law 64C: ") {
		t.Errorf("markdown:\n%s", md.String())
	}
	if err := EncodeRevokes(&page, "html", st); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(page.String(), "<td>♣5 ♣6 ♣A ♥9*</td>") || !strings.Contains(page.String(), "adjusted result 3NT&#43;4 by S") {
		t.Errorf("html:\n%s", page.String())
	}
	if err := EncodeRevokes(&page, "pdf", st); err == nil {
		t.Error("pdf accepted")
	}
}

// A record that stops after the revoke: not established, corrected, no
// result and no Law 64C line; JSON has declarer_tricks null.
func TestEncodeRevokesNotEstablished(t *testing.T) {
	st := revokeStudy(t, "not-established.lin")
	var text, js bytes.Buffer
	if err := EncodeRevokes(&text, "text", st); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text.String(), "Not established: the offending side has not played to the next trick") || strings.Contains(text.String(), "Law 64C") {
		t.Errorf("text:\n%s", text.String())
	}
	if err := EncodeRevokes(&js, "json", st); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"recorded": null`, `"after": null`, `"equity": null`, `"penalty_card_rule": "penalty E S2"`, `"established": false`} {
		if !strings.Contains(js.String(), want) {
			t.Errorf("json lacks %s:\n%s", want, js.String())
		}
	}
}

// play_test.go: the play command — the text and JSON records agree, and a seed gives the same play (bad input: testdata/play.txt).

package main

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

const playDeal = "N:AJ92.AKQ.AKQ.AK2 543.8762.8762.76 KT8.543.543.Q543 Q76.JT9.JT9.JT98"

func TestPlayCommand(t *testing.T) {
	args := []string{"play", "--contract", "7NT", "--declarer", "S", "--seed", "4", "--samples", "4", "--threads", "2", playDeal}
	code, text, stderr := ruling(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"7NT by South, played single dummy: 4 layouts per decision", "Trick 1, West leads", "Double dummy: 13 tricks"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	code, js, stderr := ruling(t, append([]string{"play", "--json"}, args[1:]...)...)
	if code != 0 {
		t.Fatalf("--json: exit %d: %s", code, stderr)
	}
	var doc struct { // the fields of the ruling-play/1 record this test reads
		Schema      string `json:"schema"`
		Tricks      int    `json:"tricks"`
		DoubleDummy int    `json:"double_dummy"`
		Play        []struct {
			Seat, Card string
			Forced     bool
			Layouts    int
			Choices    []struct{ Card string }
		} `json:"play"`
		Claim *struct {
			Trick     int `json:"trick"`
			Remaining int `json:"remaining"`
		} `json:"claim"`
	}
	if err := json.Unmarshal([]byte(js), &doc); err != nil {
		t.Fatal(err)
	}
	cards := 52 // every card, or those before a claim
	if doc.Claim != nil {
		cards = 4 * (doc.Claim.Trick - 1)
		if doc.Claim.Remaining != 14-doc.Claim.Trick {
			t.Errorf("claim %+v", *doc.Claim)
		}
	}
	if doc.Schema != "ruling-play/1" || len(doc.Play) != cards || doc.DoubleDummy != 13 || doc.Play[0].Seat != "W" {
		t.Fatalf("JSON record: %+v", doc)
	}
	// The text record names the cards of the JSON one, in order.
	if !strings.Contains(text, "Declarer took "+itoa(doc.Tricks)+" tricks") {
		t.Errorf("text and JSON disagree on the tricks (%d):\n%s", doc.Tricks, text)
	}
	for _, st := range doc.Play {
		if !st.Forced && (len(st.Choices) == 0 || st.Choices[0].Card != st.Card || st.Layouts != 4) {
			t.Fatalf("step %+v: the card played is not the first choice, or layouts != 4", st)
		}
	}
	// Same seed, same record.
	_, again, _ := ruling(t, args...)
	if again != text {
		t.Error("the same seed gave another play")
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

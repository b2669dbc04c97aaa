// play_test.go: the play command — text and JSON records, determinism by seed, bad input.

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"
)

const playDeal = "N:AJ92.AKQ.AKQ.AK2 543.8762.8762.76 KT8.543.543.Q543 Q76.JT9.JT9.JT98"

func runCapture(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

func TestPlayCommand(t *testing.T) {
	args := []string{"play", "--contract", "7NT", "--declarer", "S", "--seed", "4", "--samples", "4", "--threads", "2", playDeal}
	code, text, stderr := runCapture(t, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"7NT by South, played single dummy: 4 layouts per decision", "Trick 1, West leads", "Double dummy: 13 tricks"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	code, js, stderr := runCapture(t, append([]string{"play", "--json"}, args[1:]...)...)
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
	_, again, _ := runCapture(t, args...)
	if again != text {
		t.Error("the same seed gave another play")
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestPlayBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "--contract", "4H", "--declarer", "S"}, "want one DEAL"},
		{[]string{"play", "--contract", "4H", "--declarer", "S", "N:AKQ.T98.KJ5.A43 - - -"}, "deal:"},
		{[]string{"play", "--contract", "8H", "--declarer", "S", playDeal}, "--contract"},
		{[]string{"play", "--contract", "4H", "--declarer", "Q", playDeal}, "--declarer"},
		{[]string{"play", "--contract", "4H", "--declarer", "S", "--samples", "0", playDeal}, "--samples"},
		{[]string{"play", "--contract", "4H", "--declarer", "S", "--aim", "overtricks", playDeal}, "--aim"},
		{[]string{"play", "--contract", "4H", "--declarer", "S", "--condition", "tricks(south, hearts) >= 10", playDeal}, "tricks()"},
		{[]string{"play", "--contract", "4H", "--declarer", "S", "--condition", "hcp(north >= 3", playDeal}, "--condition"},
		{[]string{"play", "--contract", "4H", "--declarer", "S", "-o", os.TempDir(), playDeal}, "-o"},
	} {
		code, _, stderr := runCapture(t, tc.args...)
		if code != 2 || !strings.Contains(stderr, tc.want) || !strings.HasPrefix(stderr, "ruling: error: ") {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
}

package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// runScoreCmd runs the command in-process and returns its exit status and output.
func runScoreCmd(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

func TestScoreCommand(t *testing.T) {
	// The README's example. Field +620 +620 +650 −100 +170 (top 10):
	// +620 beats −100 and +170 and ties two +620s: 2+2+1+1 = 6, 60%;
	// −100 ties −100: 1, 10%; 4SX−2 vulnerable is −500: 0.
	code, out, errs := runScoreCmd(t, "score", "--vul", "NS", "--field", "+620,+620,+650,-100,+170", "4S=", "N", "4S-1", "N", "4SX-2", "N")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := `Vulnerability: NS
Field: 5 other results; top 10 (EBU matchpoints)
result   NS score  matchpoints       %
4S= N        +620            6   60.00
4S-1 N       -100            1   10.00
4SX-2 N      -500            0    0.00
`
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}

	// IMPs against the other table, ACBL units: 4S= N vulnerable +620
	// against +170 is 450, 10 IMPs; 1 and ½ per score beaten and tied.
	code, out, errs = runScoreCmd(t, "score", "--vul", "All", "--field", "+620,-100", "--units", "acbl", "--vs", "3NT= S", "4S=", "N", "4HXX-3", "by", "W")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "Other table: +600") {
		t.Errorf("no other-table line:\n%s", out)
	}
	fields := func(prefix string) []string {
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, prefix) {
				return strings.Fields(l)
			}
		}
		return nil
	}
	// 4S= N vulnerable: 620; vs 600: 20 → 1 IMP; ties 620 (½), beats −100 (1): 1.5 of top 2.
	if f := fields("4S= N"); strings.Join(f, " ") != "4S= N +620 1.5 75.00 +1" {
		t.Errorf("4S= N line: %q\n%s", f, out)
	}
	// 4HXX-3 W vulnerable: (200+300+300)×2 = 1600 to NS; vs 600: 1000 → 14 IMPs; beats both: 2.
	if f := fields("4HXX-3 W"); strings.Join(f, " ") != "4HXX-3 W +1600 2 100.00 +14" {
		t.Errorf("4HXX-3 W line: %q\n%s", f, out)
	}
}

func TestScoreCommandErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"score"}, "no result to score"},
		{[]string{"score", "8S=", "N"}, "no level 8 contract"},
		{[]string{"score", "4S+4", "N"}, "4S+4 needs 14 tricks"},
		{[]string{"score", "--vul", "Green", "4S=", "N"}, "--vul"},
		{[]string{"score", "--vul", "NS", "--field", "+620,,-100", "4S=", "N"}, "entry 2 is empty"},
		{[]string{"score", "--field", "+625", "4S=", "N"}, "not a score"},
		{[]string{"score", "--vs", "+620", "4S=", "N"}, "not a possible North-South score at vulnerability None"},
		{[]string{"score", "--vs", "+420,+450", "4S=", "N"}, "give one result"},
		{[]string{"score", "--vs", "4S-1", "N", "4S=", "N"}, "quote a result"},
		{[]string{"score", "--units", "imps", "4S=", "N"}, "--units"},
		{[]string{"score", "--bogus", "4S=", "N"}, "flag provided but not defined"},
	} {
		code, out, errs := runScoreCmd(t, tc.args...)
		if code != 2 {
			t.Errorf("%q: exit %d, want 2", tc.args, code)
		}
		if out != "" {
			t.Errorf("%q: wrote to stdout: %q", tc.args, out)
		}
		if !strings.Contains(errs, tc.msg) || !strings.HasPrefix(errs, "ruling: error: ") || !strings.Contains(errs, "ruling: hint: ") {
			t.Errorf("%q: stderr %q, want an error and a hint mentioning %q", tc.args, errs, tc.msg)
		}
	}
}

func TestScoreHelp(t *testing.T) {
	code, out, _ := runScoreCmd(t, "help", "score")
	if code != 0 || !strings.HasPrefix(out, "Usage: ruling score") || !strings.Contains(out, "--field") {
		t.Errorf("help score: exit %d\n%s", code, out)
	}
	code, out, _ = runScoreCmd(t, "score", "-h")
	if code != 0 || !strings.Contains(out, "--vs SCORE") {
		t.Errorf("score -h: exit %d\n%s", code, out)
	}
}

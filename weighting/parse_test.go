package weighting

import (
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

func TestParseResultForms(t *testing.T) {
	for _, tc := range []struct{ in, canon string }{
		{"4S= N", "4S= N"},
		{"4S-1 N", "4S-1 N"},
		{"4SX+1 S", "4SX+1 S"},
		{"3NT= W", "3NT= W"},
		{"3N+2 E", "3NT+2 E"},
		{"4HXX-3 by W", "4HXX-3 W"},
		{"6C=S", "6C= S"},
		{"Pass", "Pass"},
		{"passed out", "Pass"},
		{"+420", "+420"},
		{"-50", "-50"},
		{"420", "+420"},
		{"0", "0"},
		{"EW 420", "-420"},
		{"NS +100", "+100"},
		{"4♠= N", "4S= N"},
		{"3♥x-2 e", "3HX-2 E"},
		{"5♦+1 South", "5D+1 S"},
		{"1♣XX= W", "1CXX= W"},
		{"4SN=", "4S= N"},
		{"4S N -1", "4S-1 N"},
		{"4s*+1 s", "4SX+1 S"},
		{"3NT−1 W", "3NT-1 W"}, // typographic minus
		{"  7NTXX=   N ", "7NTXX= N"},
		{"3NN=", "3NT= N"},
		{"4S+0 N", "4S= N"},
	} {
		r, err := ParseResult(tc.in)
		if err != nil {
			t.Errorf("ParseResult(%q): %v", tc.in, err)
			continue
		}
		if got := r.String(); got != tc.canon {
			t.Errorf("ParseResult(%q) = %q, want %q", tc.in, got, tc.canon)
		}
		again, err := ParseResult(r.String())
		if err != nil || again != r {
			t.Errorf("canonical %q does not read back: %v %v", r, again, err)
		}
	}
	r, _ := ParseResult("4HXX-3 by W")
	want := Result{Kind: Played, Contract: dds.Contract{Level: 4, Strain: dds.Strain(dds.Hearts), Doubling: dds.Redoubled, Declarer: dds.West}, Tricks: 7}
	if r != want {
		t.Errorf("4HXX-3 by W = %+v, want %+v", r, want)
	}
}

func TestParseResultErrors(t *testing.T) {
	for _, tc := range []struct{ in, msg string }{
		{"8S= N", "no level 8 contract"},
		{"0S= N", "no level 0 contract"},
		{"4S+4 N", "4S+4 needs 14 tricks; there are only 13"},
		{"7NT+1 S", "needs 14 tricks"},
		{"3NT-10 W", "3NT can go down at most 9"},
		{"4S=", "no declarer"},
		{"4S N", "no result after the contract"},
		{"4= N", "no strain"},
		{"4SXXX= N", "at most redoubled"},
		{"4S= Q", "unexpected"},
		{"4S 10 N", "not a trick count"},
		{"", "empty result"},
		{"hello", "not a result"},
		{"+425", "not a score any contract can produce"},
		{"+20000", "not a score"},
		{"4S+ N", "no number of tricks"},
		{"4S-100 N", "more than there are"},
		{"4S= N S", "unexpected"},
	} {
		_, err := ParseResult(tc.in)
		if err == nil {
			t.Errorf("ParseResult(%q) accepted", tc.in)
			continue
		}
		if !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("ParseResult(%q): %q does not say %q", tc.in, err, tc.msg)
		}
	}
}

func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"4S= N", "4S-1 N", "4SX+1 S", "3NT= W", "3N+2 E", "4HXX-3 by W",
		"6C=S", "Pass", "passed out", "+420", "-50", "420", "4♠= N", "EW 420", "8S", "4S+4", "3NT-10"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseResult(s)
		if err != nil {
			return
		}
		if err := r.Check(); err != nil {
			t.Fatalf("ParseResult(%q) gave an impossible result %+v: %v", s, r, err)
		}
		canon := r.String()
		again, err := ParseResult(canon)
		if err != nil || again != r {
			t.Fatalf("ParseResult(%q) = %q, which reads back as %+v, %v", s, canon, again, err)
		}
		for v := dds.VulNone; v <= dds.VulEW; v++ {
			if r.Kind != Points && !Possible(r.Score(v), v) {
				t.Fatalf("%q scores %d at %s, not in the possible set", s, r.Score(v), v)
			}
		}
	})
}

func TestParseResultWords(t *testing.T) {
	rs, err := ParseResultWords([]string{"4S=", "N", "4S-1", "N", "4HXX-3", "by", "W", "passed", "out", "+420", "3NT=W,4S-1 S", "6C=S"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"4S= N", "4S-1 N", "4HXX-3 W", "Pass", "+420", "3NT= W", "4S-1 S", "6C= S"}
	if len(rs) != len(want) {
		t.Fatalf("got %v, want %v", rs, want)
	}
	for i := range rs {
		if rs[i].String() != want[i] {
			t.Errorf("result %d: %s, want %s", i, rs[i], want[i])
		}
	}
	for _, tc := range []struct {
		words []string
		msg   string
	}{
		{[]string{"4S=", "N", "4S+4", "N"}, `"4S+4 N": 4S+4 needs 14 tricks`},
		{[]string{"4S="}, "no declarer"},
		{[]string{"8S", "N"}, "no level 8"},
	} {
		_, err := ParseResultWords(tc.words)
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("ParseResultWords(%q): %v, want %q", tc.words, err, tc.msg)
		}
	}
}

// ParseContract reads a contract without its result, with or without a
// declarer, in the forms ParseResult accepts.
func TestParseContract(t *testing.T) {
	for _, tc := range []struct {
		in       string
		want     string
		declared bool
		decl     dds.Seat
	}{
		{"4S", "4S", false, dds.North},
		{"3nt", "3NT", false, dds.North},
		{"3N*", "3NTX", false, dds.North},
		{"4♤xx by West", "4SXX", true, dds.West},
		{"6C E", "6C", true, dds.East},
		{" 2HX S ", "2HX", true, dds.South},
	} {
		c, declared, err := ParseContract(tc.in)
		if err != nil || c.String() != tc.want || declared != tc.declared || c.Declarer != tc.decl {
			t.Errorf("ParseContract(%q) = %v %v %v, %v; want %s %v %v", tc.in, c, c.Declarer, declared, err, tc.want, tc.decl, tc.declared)
		}
	}
	for _, bad := range []string{"", "8S", "0H", "4", "4SXXX", "4S=", "4S-1 N", "Pass", "S4"} {
		if c, _, err := ParseContract(bad); err == nil {
			t.Errorf("ParseContract(%q) = %v, want an error", bad, c)
		}
	}
}

package weighting

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

func TestParseEntryForms(t *testing.T) {
	for _, c := range []struct {
		in, canon string
		warn      string
	}{
		{"4S= N", "4S= N", ""},
		{"40% 4S= N, 60% 4S-1 N", "40% 4S= N, 60% 4S-1 N", ""},
		{"40 % 4S= N, 60 % 4S-1 N", "40% 4S= N, 60% 4S-1 N", ""},
		{"40% 4S= N; 60% 4S-1 N", "40% 4S= N, 60% 4S-1 N", ""},
		{"4S= N 40%, 4S-1 N 60%", "40% 4S= N, 60% 4S-1 N", ""},
		{"1/3 4S= N, 2/3 4S-1 N", "33.33% 4S= N, 66.67% 4S-1 N", ""},
		{"0.3712 4S= N, 0.6288 4S-1 N", "37.12% 4S= N, 62.88% 4S-1 N", ""},
		{"33.3% 4S= N, 66.7% 4S-1 N", "33.33% 4S= N, 66.67% 4S-1 N", "33.3% as 1/3, 66.7% as 2/3"},
		{"33.3% 4S= N, 33.3% 4S-1 N, 33.4% 4S-2 N", "33.33% 4S= N, 33.33% 4S-1 N, 33.33% 4S-2 N", "read"},
		{"25% +620, 75% -100", "25% +620, 75% -100", ""},
		{"NS: 60% 4S= N, 40% 4S-1 N; EW: 4S-1 N", "NS: 60% 4S= N, 40% 4S-1 N; EW: 4S-1 N", ""},
		{"ns: 4S= N ew: 50% 4S= N, 50% 4S-1 N", "NS: 4S= N; EW: 50% 4S= N, 50% 4S-1 N", ""},
		{"EW: 4S-1 N; NS: 4S= N", "NS: 4S= N; EW: 4S-1 N", ""},
		{"A60/40", "A60/40", ""},
		{"A6040", "A60/40", ""},
		{"a50/50", "A50/50", ""},
		{"A40", "A40/40", ""},
		{"Av+", "A60/60", ""},
		{"Ave-", "A40/40", ""},
		{"50% 4♠= N, 50% 5♥X-1 S", "50% 4S= N, 50% 5HX-1 S", ""},
	} {
		r, warns, err := ParseEntry(c.in, EntryOptions{})
		if err != nil {
			t.Errorf("ParseEntry(%q): %v", c.in, err)
			continue
		}
		if got := r.String(); got != c.canon {
			t.Errorf("ParseEntry(%q) = %q, want %q", c.in, got, c.canon)
		}
		w := strings.Join(warns, "; ")
		if (c.warn == "") != (w == "") || !strings.Contains(w, c.warn) {
			t.Errorf("ParseEntry(%q) warnings %q, want %q", c.in, w, c.warn)
		}
	}
	// 1/3 is kept exactly; 33.3% and 66.7% are read as 1/3 and 2/3.
	r, _, _ := ParseEntry("33.3% 4S= N, 66.7% 4S-1 N", EntryOptions{})
	if r.NS[0].Weight.Cmp(big.NewRat(1, 3)) != 0 || r.NS[1].Weight.Cmp(big.NewRat(2, 3)) != 0 {
		t.Errorf("33.3/66.7 read as %v, %v", r.NS[0].Weight, r.NS[1].Weight)
	}
	// Normalising on request.
	r, warns, err := ParseEntry("45% 4S= N, 50% 4S-1 N", EntryOptions{Normalize: true})
	if err != nil || r.NS[0].Weight.Cmp(big.NewRat(9, 19)) != 0 || len(warns) != 1 || !strings.Contains(warns[0], "95%") {
		t.Errorf("normalised: %v %v %v", r, warns, err)
	}
	// Probabilities from a simulation: exact, and exactly summing to 1.
	p1, _ := Probability(0.3712)
	p2, _ := Probability(0.6288)
	if new(big.Rat).Add(p1, p2).Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("0.3712 + 0.6288 = %v", new(big.Rat).Add(p1, p2))
	}
	if _, err := Probability(1.5); err == nil {
		t.Error("probability 1.5 accepted")
	}
}

// Malformed entries and rulings, each with its message.
func TestParseEntryErrors(t *testing.T) {
	for _, c := range []struct{ in, msg string }{
		{"40% 4S= N, 55% 4S-1 N", "weights sum to 95%, not 100%"},
		{"60% 4S= N, 60% 4S-1 N", "weights sum to 120%, not 100%"},
		{"50% 8S= N, 50% 4S-1 N", "no level 8 contract"},
		{"50% 4S+4 N, 50% 4S-1 N", "needs 14 tricks"},
		{"NS: 60% 4S= N, 40% 4S-1 N", "EW: is missing"},
		{"EW: 4S= N", "NS: is missing"},
		{"NS: 4S= N; NS: 4S-1 N", "NS: is given twice"},
		{"NS: ; EW: 4S= N", "NS: has no results"},
		{"A60/40, 50% 4S= N", "artificial score cannot be mixed with results"},
		{"50% 4S= N, A60/40", "artificial score cannot be mixed with results"},
		{"NS: A60; EW: 4S= N", "write split averages as one token"},
		{"4S= N, 4S-1 N", "has no weight"},
		{"40 4S= N, 60 4S-1 N", "weight 40: write it as 40% (a percentage)"},
		{"0% 4S= N, 100% 4S-1 N", "not more than 0%"},
		{"150% 4S= N", "at most 100%"},
		{"-10% 4S= N, 110% 4S-1 N", "not more than 0%"},
		{"4/3 4S= N", "at most 1"},
		{"1/0 4S= N", "at most 1"},
		{"1.5 4S= N", "probability 1.5"},
		{"50% 4S= N,, 50% 4S-1 N", "empty item"},
		{"60%", "a weight with no result"},
		{"", "empty ruling"},
		{"A99x", "not an artificial score"},
		{"A150/40", "more than 100%"},
		{"hello 4S= N", "not a result"},
		{"33.33% 4S= N, 66.66% 4S-1 N", "weights sum to 99.99%"},
		{"4S= N NS: 4S= N EW: 4S= N", "comes before the NS:/EW: parts"},
	} {
		_, _, err := ParseEntry(c.in, EntryOptions{})
		if err == nil {
			t.Errorf("ParseEntry(%q) accepted", c.in)
			continue
		}
		if !strings.Contains(err.Error(), c.msg) {
			t.Errorf("ParseEntry(%q): %q, want %q", c.in, err, c.msg)
		}
	}
	// Rulings that read but do not fit the board.
	r, _, _ := ParseEntry("50% +620, 50% -100", EntryOptions{})
	if err := r.Check(dds.VulNone); err == nil || !strings.Contains(err.Error(), "+620 is not a possible North-South score at vulnerability None") {
		t.Errorf("+620 at None: %v", err)
	}
	if _, err := Adjust(IMPScoring{}, dds.VulNone, Plain(mustResult(t, "4S= N")), nil); err == nil || !strings.Contains(err.Error(), "compares two tables") {
		t.Errorf("IMPs without the other table: %v", err)
	}
	if _, err := Adjust(TotalPointScoring{}, dds.VulNone, ArtificialScore(60, 40), nil); err == nil || !strings.Contains(err.Error(), "no artificial average") {
		t.Errorf("total points with an average: %v", err)
	}
	if _, err := Adjust(IMPScoring{}, dds.VulNone, ArtificialScore(70, 30), []Ruling{Plain(mustResult(t, "4S= N"))}); err == nil || !strings.Contains(err.Error(), "no value in IMPs") {
		t.Errorf("A70 at IMPs: %v", err)
	}
}

func mustResult(t *testing.T, s string) Result {
	t.Helper()
	r, err := ParseResult(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func FuzzParseEntry(f *testing.F) {
	for _, s := range []string{"40% 4S= N, 60% 4S-1 N", "NS: 4S= N; EW: 50% 4S= N, 50% 4S-1 N", "A60/40", "1/3 +420, 2/3 -50", "33.3% 4S= N, 66.7% 4S-1 N"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, _, err := ParseEntry(s, EntryOptions{})
		if err != nil {
			return
		}
		if r.Artificial == nil {
			for _, w := range []Weighted{r.NS, r.EW} {
				if err := w.Check(); err != nil {
					t.Fatalf("ParseEntry(%q) gave %v: %v", s, r, err)
				}
			}
		}
		_ = r.String()
	})
}

// TestEntryExact: Entry writes a weighted ruling that ParseEntry reads
// back to the same weights, whole percentages and fractions alike.
func TestEntryExact(t *testing.T) {
	for _, text := range []string{"4S= N", "60% 4S= N, 40% 4S-1 N", "1/3 4S= N, 2/3 3NT+1 S", "NS: 70% 4S= N, 30% 4S-1 N; EW: 4S= N", "A60/40",
		"347/1000 4H= E, 653/1000 4H-1 E"} {
		r, _, err := ParseEntry(text, EntryOptions{})
		if err != nil {
			t.Fatal(err)
		}
		back, warns, err := ParseEntry(r.Entry(), EntryOptions{})
		if err != nil || len(warns) > 0 || back.Entry() != r.Entry() {
			t.Errorf("%q: Entry %q reads back as %q (%v, %q)", text, r.Entry(), back.Entry(), err, warns)
		}
		for i, o := range r.NS {
			if o.Weight.Cmp(back.NS[i].Weight) != 0 {
				t.Errorf("%q: weight %v read back as %v", text, o.Weight, back.NS[i].Weight)
			}
		}
	}
}

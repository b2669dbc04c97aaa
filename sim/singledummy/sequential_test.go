package singledummy

import (
	"context"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// newGame is the game of deal text in contract c before the opening lead.
func newGame(t *testing.T, text string, c dds.Contract, opts *Options) *game {
	t.Helper()
	d := mustDeal(t, text)
	g := &game{deal: d, c: c, opts: opts, lengths: sim.NoLengths(), out: &Playout{}}
	g.pos = dds.Position{Hands: d, Trump: c.Strain, Leader: c.Leader(), Trick: make([]dds.Card, 0, 4)}
	return g
}

// TestSetAside: the rule of sequential sampling on made-up values of
// three choices for West, the opening leader (values are the defenders'
// tricks: more is better for him).
func TestSetAside(t *testing.T) {
	g := newGame(t, finesseWest, grand, &Options{})
	a, b, c := dds.NewCard(dds.Clubs, dds.Ten), dds.NewCard(dds.Hearts, dds.Jack), dds.NewCard(dds.Diamonds, dds.Jack)
	cls := []dds.Card{a, b, c}
	layouts := func(rows ...[3]int) [][]dds.CardValue {
		var out [][]dds.CardValue
		for _, r := range rows {
			out = append(out, []dds.CardValue{{Card: a, Tricks: r[0]}, {Card: b, Tricks: r[1]}, {Card: c, Tricks: r[2]}})
		}
		return out
	}
	for _, tc := range []struct {
		name  string
		rows  [][3]int
		total int
		live  [3]bool
		reach int // 0: SeqReach
	}{
		// a leads; b is tied everywhere (kept: SeqStrict), c ahead once by one trick and 6 behind in all (kept at reach 100).
		{"tied kept, one ahead once kept", [][3]int{{1, 1, 0}, {1, 1, 0}, {1, 1, 0}, {1, 1, 0}, {1, 1, 0}, {1, 1, 0}, {1, 1, 0}, {0, 0, 1}}, 16, [3]bool{true, true, true}, 100},
		// b tied but once behind: dominated, set aside.
		{"dominated set aside", [][3]int{{1, 1, 0}, {1, 1, 0}, {1, 1, 0}, {1, 1, 0}, {1, 1, 0}, {1, 1, 0}, {1, 0, 0}, {0, 0, 1}}, 16, [3]bool{true, false, true}, 100},
		// c trails by 9 with 8 layouts to come, having led by at most 1: it cannot catch a.
		{"cannot overtake", [][3]int{{2, 1, 0}, {2, 1, 0}, {2, 1, 0}, {2, 1, 0}, {2, 1, 0}, {2, 2, 3}, {2, 2, 1}, {2, 2, 1}}, 16, [3]bool{true, false, false}, 0},
		// The same with 12 to come: c could still catch a (reach 100).
		{"may overtake", [][3]int{{2, 1, 0}, {2, 1, 0}, {2, 1, 0}, {2, 1, 0}, {2, 1, 0}, {2, 2, 3}, {2, 2, 1}, {2, 2, 1}}, 20, [3]bool{true, false, true}, 100},
		// ... but not likely to (SeqReach: 9 behind > a quarter of 12 times 1).
		{"not likely to overtake", [][3]int{{2, 1, 0}, {2, 1, 0}, {2, 1, 0}, {2, 1, 0}, {2, 1, 0}, {2, 2, 3}, {2, 2, 1}, {2, 2, 1}}, 20, [3]bool{true, false, false}, 0},
		// SeqReach: c ahead once by 1 and 2 behind in all with 8 to come: kept; 3 behind: set aside.
		{"two behind kept", [][3]int{{1, 0, 2}, {1, 0, 0}, {1, 0, 0}, {1, 0, 0}, {1, 0, 1}, {1, 0, 1}, {1, 0, 1}, {1, 0, 1}}, 16, [3]bool{true, false, true}, 0},
		{"three behind set aside", [][3]int{{1, 0, 2}, {1, 0, 0}, {1, 0, 0}, {1, 0, 0}, {1, 0, 0}, {1, 0, 1}, {1, 0, 1}, {1, 0, 1}}, 16, [3]bool{true, false, false}, 0},
		// b better than a on one layout by two: kept (reach 100; at SeqReach c, 5 behind, would go).
		{"both kept", [][3]int{{1, 0, 0}, {1, 0, 0}, {1, 0, 0}, {0, 2, 0}, {1, 1, 2}, {1, 1, 0}, {1, 1, 0}, {1, 1, 0}}, 16, [3]bool{true, true, true}, 100},
	} {
		g.opts.seq = nil
		if tc.reach != 0 {
			g.opts.seq = &seqTuning{first: SeqFirst, step: SeqStep, strict: SeqStrict, reach: tc.reach}
		}
		values := layouts(tc.rows...)
		live := []bool{true, true, true}
		counts := allOf(3, len(values))
		n := g.setAside(cls, values, counts, live, tc.total)
		want := 0
		for j := range live {
			want += b2i(tc.live[j])
			if live[j] != tc.live[j] {
				t.Errorf("%s: %s live %v, want %v", tc.name, cls[j], live[j], tc.live[j])
			}
		}
		if n != want {
			t.Errorf("%s: %d left, want %d", tc.name, n, want)
		}
	}
	// Without SeqStrict a choice tied everywhere is set aside.
	g.opts.seq = &seqTuning{first: 8, step: 4, strict: false, reach: 100}
	live := []bool{true, true, true}
	values := layouts([3]int{1, 1, 0}, [3]int{1, 1, 0}, [3]int{1, 1, 0}, [3]int{1, 1, 0})
	if n := g.setAside(cls, values, allOf(3, 4), live, 16); n != 1 || live[1] || live[2] {
		t.Errorf("not strict: %d left, live %v; want a alone", n, live)
	}
}

// TestSequentialSteps: with 16 layouts per decision, decisions solve
// SeqFirst layouts and then SeqStep at a time, up to 16, some stop
// early, a card set aside has its mean over fewer layouts than the
// decision's and is listed after those kept, and Full solves all 16 for
// every card.
func TestSequentialSteps(t *testing.T) {
	opts := goOpts(5)
	opts.Samples = 16
	ps, err := Play(context.Background(), []dds.Deal{mustDeal(t, finesseEast)}, grand, opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	stopped, asides := 0, 0
	for i, st := range ps[0].Steps {
		if st.Forced {
			continue
		}
		if st.Layouts < SeqFirst || st.Layouts > 16 || (st.Layouts-SeqFirst)%SeqStep != 0 {
			t.Fatalf("card %d: %d layouts", i+1, st.Layouts)
		}
		if st.Layouts < 16 {
			stopped++
		}
		if st.Choices[0].Layouts != st.Layouts {
			t.Fatalf("card %d: the card played has %d layouts of %d", i+1, st.Choices[0].Layouts, st.Layouts)
		}
		kept := true
		for _, c := range st.Choices[1:] {
			if c.Layouts < st.Layouts {
				kept = false
				asides++
			} else if !kept {
				t.Fatalf("card %d: a card kept listed after one set aside: %+v", i+1, st.Choices)
			}
		}
	}
	if stopped == 0 || asides == 0 {
		t.Errorf("%d decisions stopped early, %d cards set aside: want some of each", stopped, asides)
	}
	opts.Full = true
	full, err := Play(context.Background(), []dds.Deal{mustDeal(t, finesseEast)}, grand, opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, st := range full[0].Steps {
		if st.Forced {
			continue
		}
		for _, c := range st.Choices {
			if st.Layouts != 16 || c.Layouts != 16 {
				t.Fatalf("Full, card %d: %d layouts, %+v", i+1, st.Layouts, st.Choices)
			}
		}
	}
	if full[0].Nodes <= ps[0].Nodes {
		t.Errorf("Full took %d nodes, sequential %d: want more", full[0].Nodes, ps[0].Nodes)
	}
	t.Logf("nodes: full %d, sequential %d; %d decisions stopped early", full[0].Nodes, ps[0].Nodes, stopped)
}

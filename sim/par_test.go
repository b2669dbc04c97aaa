// par_test.go: par() against DDS's stored par (list100's PAR lines), its
// argument forms, and its use in average and frequency.

package sim

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// tableSolver answers from a fixed double-dummy table and counts the
// tables asked for.
type tableSolver struct {
	t     dds.Table
	calls *int
}

func (s tableSolver) Table(dds.Deal) (dds.Table, error) { *s.calls++; return s.t, nil }
func (s tableSolver) Tricks(_ dds.Deal, st dds.Strain, leader dds.Seat) (int, error) {
	return s.t[st][leader.RHO()], nil
}
func (tableSolver) CardValues(dds.Position) ([]dds.CardValue, error) { return nil, nil }
func (tableSolver) Trace(dds.Deal, dds.Strain, dds.Seat, []dds.Card) ([]int, error) {
	return nil, nil
}

func list100(t *testing.T) []dds.DDSHand {
	t.Helper()
	hands, err := dds.ReadDDSHandsFile("../dds/testdata/dds-hands/list100.txt")
	if err != nil {
		t.Fatal(err)
	}
	return hands
}

// TestParReference: par(ns) and par(ew) with each deal's vulnerability
// are the PAR line's North-South score (DealerV2 takes DDS's Par with
// North-South bidding first) and its negation; the table is solved once
// per deal however often par() and tricks() ask.
func TestParReference(t *testing.T) {
	for _, h := range list100(t) {
		ns, err := strconv.Atoi(strings.TrimPrefix(h.Par[0], "NS "))
		if err != nil {
			t.Fatalf("line %d: PAR %q", h.Line, h.Par[0])
		}
		vul := strings.ToLower(h.Vul.String())
		calls := 0
		factory := func() (dds.Solver, error) { return tableSolver{h.Table, &calls}, nil }
		expr := fmt.Sprintf("par(ns, %s) * 100000 + par(ew, %s) + tricks(north, spades) * 0", vul, vul)
		got, err := evalOn(t, h.Deal, expr, factory)
		if err != nil || got != ns*100000-ns {
			t.Errorf("line %d: %s = %d (%v), want NS %d", h.Line, expr, got, err, ns)
		}
		if calls != 1 {
			t.Errorf("line %d: %d tables solved for one deal", h.Line, calls)
		}
	}
}

// TestParArguments: the forms of par's arguments, on a deal where North-
// South make 4S (10 tricks) and East-West take 9 tricks in hearts: 5H
// doubled two down pays unless East-West alone are vulnerable.
func TestParArguments(t *testing.T) {
	var tb dds.Table
	for s := range tb {
		tb[s] = [4]int{6, 6, 6, 6}
	}
	tb[dds.Spades] = [4]int{10, 3, 10, 3}
	tb[dds.Hearts] = [4]int{4, 9, 4, 9}
	calls := 0
	factory := func() (dds.Solver, error) { return tableSolver{tb, &calls}, nil }
	var d dds.Deal
	for _, c := range []struct {
		expr string
		want int
	}{
		{"par(none)", 300}, {"par(nv)", 300}, {"par(NS, none)", 300}, {"par(ns)", 300},
		{"par(ew)", -300}, {"par(vul)", 500}, {"par(all)", 500}, {"par(both)", 500},
		{"par(ns, ns)", 300}, {"par(ns, ew)", 420}, {"par(ew, ew)", -420}, {"par(EW, All)", -500},
	} {
		if got, err := evalOn(t, d, c.expr, factory); err != nil || got != c.want {
			t.Errorf("%s = %d (%v), want %d", c.expr, got, err, c.want)
		}
	}
	for _, c := range []struct{ src, want string }{
		{"condition par() > 0\n", `par: expected NS, EW or a vulnerability`},
		{"condition par(north) > 0\n", `par: expected NS, EW or a vulnerability (none, all, nv, vul), found "north"`},
		{"condition par(ns, south) > 0\n", `par: expected a vulnerability (none, NS, EW, all), found "south"`},
		{"condition par(ns > 0\n", `expected ")" to close par(`},
	} {
		if _, err := ParseScript("p.dl", c.src); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.src, err, c.want)
		}
	}
}

// TestParScriptVulnerable: par(ns) without a vulnerability takes the
// script's vulnerable statement, and average and frequency take par() as
// any other expression.
func TestParScriptVulnerable(t *testing.T) {
	h := list100(t)[1] // PAR "NS 100" with North-South vulnerable (E dealer): 4S*-EW-1
	var b strings.Builder
	for _, s := range []dds.Seat{dds.North, dds.East, dds.South} {
		fmt.Fprintf(&b, "predeal %s ", strings.ToLower(s.Name()))
		for i, su := range dds.SuitsPBN {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%s%s", su, strings.ReplaceAll(h.Deal[s].SuitCards(su).Holding(), ".", ""))
		}
		b.WriteString("\n")
	}
	// All vulnerable, East-West's sacrifice 4S*-EW-1 costs 200.
	for _, c := range []struct {
		vul  dds.Vulnerability
		want int
	}{{h.Vul, 100}, {dds.VulAll, 200}} {
		src := fmt.Sprintf("generate 4\n%svulnerable %s\naction average \"par\" par(ns), frequency \"par\" (par(ns), %d, %d)\n",
			b.String(), c.vul, c.want-1, c.want+1)
		s, err := ParseScript("p.dl", src)
		if err != nil {
			t.Fatal(err)
		}
		calls := 0
		var out bytes.Buffer
		if _, err := s.Run(context.Background(), &out, RunOptions{Seed: 1, Threads: 1,
			Solver: func() (dds.Solver, error) { return tableSolver{h.Table, &calls}, nil }}); err != nil {
			t.Fatal(err)
		}
		got := out.String()
		if !strings.Contains(got, fmt.Sprintf("par: %d\n", c.want)) || !strings.Contains(got, fmt.Sprintf("%5d\t%8d\n", c.want, 4)) {
			t.Errorf("vulnerable %s: output lacks average %d and 4 deals at %d:\n%s", c.vul, c.want, c.want, got)
		}
		if calls != 4 {
			t.Errorf("vulnerable %s: %d tables solved for 4 deals", c.vul, calls)
		}
	}
}

// rules_test.go: the search under play rules — against the brute-force reference on random endings of every rule kind, the hand-made endings, tables under rules; node ratios and the timed ratio against the table without rules.

package solver

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/internal/ruleref"
)

// TestRulesBruteForce checks the solver under rules against the
// reference (every legal card, no table, no bounds) on random endings of
// up to five cards a hand, a trick maybe in progress, for each rule kind:
// 150 a kind (30 with -short); RULING_RULES_N=5000 for the full check,
// which goes on until that many endings of each kind have a rule that
// can bind (Prune) and prints the agreement counts.
func TestRulesBruteForce(t *testing.T) {
	n := 150
	if testing.Short() {
		n = 30
	}
	full := os.Getenv("RULING_RULES_N")
	if full != "" {
		n, _ = strconv.Atoi(full)
	}
	s := New(Options{MemoryMB: 16})
	for k := range ruleref.Kinds {
		rng := rand.New(rand.NewPCG(uint64(k)+1, 33))
		agree, unbound := 0, 0
		for agree < n || full != "" && agree-unbound < n {
			p, _, st, err := ruleref.State(rng, k, func() int { return 1 + rng.IntN(5) })
			if err != nil {
				t.Fatal(err)
			}
			side := dds.Side(rng.IntN(2))
			want := ruleref.Value(p, st, side)
			got, err := s.ValueUnder(p, st, side)
			if err != nil || got != want {
				t.Fatalf("%v: %s trump %v leader %v trick %v, %s, side %v: solver %d (%v), reference %d",
					k, p.Hands.PBN(dds.North), p.Trump, p.Leader, p.Trick, st.String(), side, got, err, want)
			}
			if pr := st; !pr.Prune(&p) {
				// No rule can bind: the unrestricted solver's value.
				unbound++
				free := ruleref.Value(p, dds.PlayState{}, side)
				if free != want {
					t.Fatalf("%v: %s: rules that cannot bind change %d to %d", k, st.String(), free, want)
				}
			}
			agree++
		}
		if full != "" {
			fmt.Printf("%-22s %d of %d endings agree, %d of them with a rule that can bind\n", k.String()+":", agree, agree, agree-unbound)
		}
	}
}

// TestRulesWorkedEndings checks the hand-made endings (worked by hand in
// ruleref) on the solver.
func TestRulesWorkedEndings(t *testing.T) {
	s := New(Options{MemoryMB: 8})
	for _, w := range ruleref.Endings {
		p, st, err := w.Position()
		if err != nil {
			t.Fatal(err)
		}
		if got, err := s.ValueUnder(p, st, dds.NS); err != nil || got != w.Ruled {
			t.Errorf("%s: NS take %d (%v) under %s, worked %d", w.Name, got, err, st.String(), w.Ruled)
		}
		if got, _ := s.ValueUnder(p, dds.PlayState{}, dds.NS); got != w.Free {
			t.Errorf("%s: NS take %d free, worked %d", w.Name, got, w.Free)
		}
	}
}

// benchRules is a rule set of kind k for deal d, the defenders East-West:
// West barred from spades or made to lead them, East's third card a
// penalty card (or his lowest card below an honour a minor one, or his
// third and ninth cards), a 26B choice of three suits.
func benchRules(d dds.Deal, k ruleref.Kind) []dds.PlayRule {
	e := d[dds.East].List()
	switch k {
	case ruleref.KindLeadNot:
		return []dds.PlayRule{{Kind: dds.LeadNot, Seat: dds.West, Suits: dds.SuitsOf(dds.Spades)}}
	case ruleref.KindLeadSuit:
		return []dds.PlayRule{{Kind: dds.LeadSuit, Seat: dds.West, Suits: dds.SuitsOf(dds.Spades)}}
	case ruleref.KindPenalty:
		return []dds.PlayRule{{Kind: dds.Penalty, Seat: dds.East, Card: e[2]}}
	case ruleref.KindMinor:
		for _, c := range slices.Backward(e) {
			if c.Rank() < dds.Ten {
				return []dds.PlayRule{{Kind: dds.MinorPenalty, Seat: dds.East, Card: c}}
			}
		}
		return []dds.PlayRule{{Kind: dds.Penalty, Seat: dds.East, Card: e[12]}}
	case ruleref.KindSeveral:
		return []dds.PlayRule{{Kind: dds.Penalty, Seat: dds.East, Card: e[2]}, {Kind: dds.Penalty, Seat: dds.East, Card: e[8]}}
	}
	return []dds.PlayRule{{Kind: dds.Choice26B, Seat: dds.West, Suits: dds.SuitsOf(dds.Hearts, dds.Diamonds, dds.Clubs)}}
}

// TestTableUnder checks tables under rules on reference deals: the cells
// where East-West declare are the table's, the others at least the
// table's (the rules favour declarer) and each the value of its solve.
func TestTableUnder(t *testing.T) {
	skipSerialUnderRace(t, "tables under rules on one goroutine")
	n := 2
	if testing.Short() {
		n = 1
	}
	s := New(Options{})
	for i, rec := range oracleTables(t, n) {
		for k := range ruleref.Kinds {
			if testing.Short() && k%2 == 1 {
				continue
			}
			rules := benchRules(rec.Deal, k)
			tab, err := s.TableUnder(rec.Deal, rules)
			if err != nil {
				t.Fatal(err)
			}
			for _, st := range dds.Strains {
				for _, decl := range dds.Seats {
					free := rec.Table[st][decl]
					got := tab[st][decl]
					if decl.Side() == dds.EW && got != free || got < free {
						t.Fatalf("deal %d, %v: %v by %v: %d under %s, %d free", i+1, k, st, decl, got, dds.RulesText(rules), free)
					}
				}
			}
			// One cell again on its own, on a fresh solver.
			decl := dds.Seat(2 * (i & 1))
			p := dds.Position{Hands: rec.Deal, Trump: dds.Strain(k % 5), Leader: decl.LHO()}
			st, err := dds.NewPlayState(rules, &p)
			if err != nil {
				t.Fatal(err)
			}
			v, err := New(Options{}).ValueUnder(p, st, dds.NS)
			if err != nil || v != tab[p.Trump][decl] {
				t.Fatalf("deal %d, %v: %v by %v: %d alone (%v), %d in the table", i+1, k, p.Trump, decl, v, err, tab[p.Trump][decl])
			}
		}
	}
}

// TestTableUnderAllocs checks that the search under rules allocates
// nothing: a second table under each kind of rule on the same solver
// (its tables made by the first) costs no allocation.
func TestTableUnderAllocs(t *testing.T) {
	skipSerialUnderRace(t, "allocations of tables under rules on one goroutine")
	rec := oracleTables(t, 2)[1]
	s := New(Options{MemoryMB: 16})
	for k := range ruleref.Kinds {
		rules := benchRules(rec.Deal, k)
		if _, err := s.TableUnder(rec.Deal, rules); err != nil {
			t.Fatal(err)
		}
		if n := testing.AllocsPerRun(1, func() { s.TableUnder(rec.Deal, rules) }); n != 0 {
			t.Errorf("%v: %v allocations a table", k, n)
		}
	}
}

// BenchmarkTableRules times, deal by deal, the table without rules and
// the table under one rule of each kind (benchRules), each on a fresh
// solver, interleaved, and reports the median ratio of the times and of
// the nodes over RULING_BENCH_DEALS deals (100 by default):
//
//	go test ./dds/solver -run '^$' -bench TableRules -benchtime 1x -timeout 2h
func BenchmarkTableRules(b *testing.B) {
	deals := benchDeals(b)
	for k := range ruleref.Kinds {
		b.Run(k.String(), func(b *testing.B) {
			var times, nodes []float64
			for range b.N {
				for _, d := range deals {
					s := New(benchOptions())
					start := time.Now()
					if _, err := s.Table(d); err != nil {
						b.Fatal(err)
					}
					free, freeNodes := time.Since(start), s.Nodes()
					s = New(benchOptions())
					start = time.Now()
					if _, err := s.TableUnder(d, benchRules(d, k)); err != nil {
						b.Fatal(err)
					}
					times = append(times, float64(time.Since(start))/float64(free))
					nodes = append(nodes, float64(s.Nodes())/float64(freeNodes))
				}
			}
			slices.Sort(times)
			slices.Sort(nodes)
			b.ReportMetric(times[len(times)/2], "time-ratio")
			b.ReportMetric(nodes[len(nodes)/2], "node-ratio")
			b.ReportMetric(times[len(times)*9/10], "p90-time-ratio")
		})
	}
}

// TestTableRulesCalls is not a check: it is the program behind the
// instruction counts of docs/play-irregularities.md (skipped unless
// RULING_COST_DEALS is set). Deal by deal from RULING_COST_FIRST, the
// table without rules and the table under the rule of kind
// RULING_COST_KIND (benchRules), each on a fresh solver, with
// costMark called before each, so that callgrind's
// --dump-before='*solver.costMark' puts each table in a part of its own.
func TestTableRulesCalls(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("RULING_COST_DEALS"))
	if n == 0 {
		t.Skip("RULING_COST_DEALS not set")
	}
	first, _ := strconv.Atoi(os.Getenv("RULING_COST_FIRST"))
	k, _ := strconv.Atoi(os.Getenv("RULING_COST_KIND"))
	for j, rec := range oracleTables(t, first+n)[first:] {
		i := first + j
		costMark()
		s := New(Options{})
		if _, err := s.Table(rec.Deal); err != nil {
			t.Fatal(err)
		}
		free := s.Nodes()
		costMark()
		s = New(Options{})
		if _, err := s.TableUnder(rec.Deal, benchRules(rec.Deal, ruleref.Kind(k))); err != nil {
			t.Fatal(err)
		}
		fmt.Printf("deal %d: %d nodes free, %d under %v (%.3f)\n", i+1, free, s.Nodes(), ruleref.Kind(k), float64(s.Nodes())/float64(free))
	}
	costMark()
}

// costMark marks the start of a part for callgrind (TestTableRulesCalls).
//
//go:noinline
func costMark() { costMarks++ }

var costMarks int

// TestCardValuesUnder checks each card's value and each option's under
// the rules against the reference on random endings.
func TestCardValuesUnder(t *testing.T) {
	rng := rand.New(rand.NewPCG(71, 72))
	s := New(Options{MemoryMB: 8})
	n := 40
	if testing.Short() {
		n = 10
	}
	options := 0
	for k := range ruleref.Kinds {
		for i := 0; i < n; {
			p, _, st, err := ruleref.State(rng, k, func() int { return 1 + rng.IntN(4) })
			if err != nil {
				t.Fatal(err)
			}
			// Half the endings with a trick in progress are drawn again:
			// more at a lead, where declarer's options arise.
			if len(p.Trick) != 0 && rng.IntN(2) == 0 {
				continue
			}
			i++
			vals, opts, err := s.CardValuesUnder(p, st)
			if err != nil {
				t.Fatal(err)
			}
			side := p.OnTurn().Side()
			chosen := st
			if len(opts) > 0 {
				options++
				best := opts[0]
				for _, o := range opts {
					s2 := st
					s2.Choose(o.Option)
					if want := ruleref.Value(p, s2, side); o.Tricks != want {
						t.Fatalf("%s %v: option %v: %d, reference %d", p.Hands.PBN(dds.North), st.String(), o.Option, o.Tricks, want)
					}
					if o.Tricks < best.Tricks {
						best = o
					}
				}
				chosen.Choose(best.Option)
			}
			legal, _ := chosen.Legal(&p)
			if len(vals) != legal.Len() {
				t.Fatalf("%d values for %d legal cards", len(vals), legal.Len())
			}
			for _, cv := range vals {
				q := p
				q.Trick = append([]dds.Card(nil), p.Trick...)
				s2 := chosen
				if err := s2.PlayCard(&q, cv.Card); err != nil {
					t.Fatal(err)
				}
				want := 0
				if len(q.Trick) == 0 && q.Leader.Side() == side {
					want = 1
				}
				want += ruleref.Value(q, s2, side)
				if cv.Tricks != want {
					t.Fatalf("%s trump %v %s: %v: %d, reference %d", p.Hands.PBN(dds.North), p.Trump, st.String(), cv.Card, cv.Tricks, want)
				}
			}
		}
	}
	if options == 0 {
		t.Error("no ending with declarer's options")
	}
}

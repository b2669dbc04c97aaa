// playoptions_test.go: the options after a lead out of turn, an exposed card and a premature play on docs/play-irregularities.md's deal, each checked against a solve of its own position (the figures ruling solve --positions gives).

package engine

import (
	"context"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/weighting"
)

const lootDeal = "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94"

func irregularity(t *testing.T, kind weighting.IrregularityKind, offender dds.Seat, card, played string) weighting.Irregularity {
	t.Helper()
	d, err := dds.ParseDeal(lootDeal)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := dds.ParseCard(card)
	play, err := dds.ParsePlay(played)
	if err != nil {
		t.Fatal(err)
	}
	return weighting.Irregularity{Kind: kind, Deal: d, Contract: dds.Contract{Level: 4, Strain: dds.Strain(dds.Spades), Declarer: dds.South},
		Played: play, Offender: offender, Card: c}
}

// summary is the options as "law:tricks[*]" (best marked), subs in
// brackets.
func summary(opts []OptionValue) string {
	var b []string
	for _, o := range opts {
		s := o.Option.Law + ":" + itoa(o.Tricks)
		if o.Best {
			s += "*"
		}
		if len(o.Sub) > 0 {
			s += "[" + summary(o.Sub) + "]"
		}
		b = append(b, s)
	}
	return strings.Join(b, " ")
}

func itoa(n int) string { return string(rune('0'+n/10)) + string(rune('0'+n%10)) }

// TestLeadOutOfTurnOptions: East leads the ♦7 against 4♠ by South. 54A
// and 54B give 9 tricks (East's ♦7 the lead: ruling solve --positions of
// "… S E D7" values South's cards at 9); refused (54D), West's lead
// under declarer's 50D2 options gives 10, 9, 10 (ruling solve --positions
// --restrict 'penalty E D7' at West's lead: require-D:3 prohibit-D:4
// neither:3, West's side's tricks of 13): the best for declarer is to
// refuse and require diamonds, 10 tricks — one more than double dummy
// without the irregularity (9).
func TestLeadOutOfTurnOptions(t *testing.T) {
	ir := irregularity(t, weighting.LeadOutOfTurn, dds.East, "D7", "")
	rep, err := PlayOptions(context.Background(), ir, OptionsRun{Solver: solver.Factory(solver.Options{MemoryMB: 16}), SolverName: "go"})
	if err != nil {
		t.Fatal(err)
	}
	if got := summary(rep.Options); got != "54A:09 54B:09 54D:10*[54D, 50D2(a):10* 54D, 50D2(a):09 54D, 50D2(b):10]" {
		t.Errorf("options %s", got)
	}
	if rep.Before != 9 {
		t.Errorf("without the irregularity %d, want 9", rep.Before)
	}
	if c := rep.Options[0].Contract(ir.Contract); c.Declarer != dds.North {
		t.Errorf("54A: %v declares, want North", c.Declarer)
	}
}

// TestLaterIrregularities: North wins trick 1 (HQ HK H2 H3). East then
// leads the ♣2 out of turn: accepted (56A), North-South's tricks are
// South's best card value after it, double dummy without rules (1 won
// already); refused (56B), the ♣2 a major penalty card and North leads.
// South's lead from the wrong hand gives the defenders the options (55),
// the best for them the fewest tricks. An exposed ♣2 is a minor penalty
// card, an exposed ♣K or a deliberate ♣2 a major one. West's premature
// ♠2 at trick 1 gives Law 57A's eight options.
func TestLaterIrregularities(t *testing.T) {
	f := solver.Factory(solver.Options{MemoryMB: 16})
	ctx := context.Background()
	ir := irregularity(t, weighting.LeadOutOfTurn, dds.East, "C2", "HQ HK H2 H3")
	rep, err := PlayOptions(ctx, ir, OptionsRun{Solver: f, SolverName: "go"})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Options) != 2 || rep.Options[0].Option.Law != "56A, 53A" || rep.Options[1].Option.Law != "56B" {
		t.Fatalf("options %s", summary(rep.Options))
	}
	p := rep.Options[0].Option.Start
	vals, err := solver.New(solver.Options{}).CardValues(p)
	if err != nil {
		t.Fatal(err)
	}
	best := 0
	for _, v := range vals {
		best = max(best, v.Tricks)
	}
	if got := rep.Options[0].Tricks; got != 1+best {
		t.Errorf("accepted: %d tricks, South's best card gives %d", got, 1+best)
	}
	if rep.Options[1].Option.Start.Leader != dds.North || len(rep.Options[1].Option.Rules) != 1 {
		t.Errorf("refused: %v leads under %v", rep.Options[1].Option.Start.Leader, rep.Options[1].Option.Rules)
	}

	ir = irregularity(t, weighting.LeadOutOfTurn, dds.South, "C3", "HQ HK H2 H3")
	if rep, err = PlayOptions(ctx, ir, OptionsRun{Solver: f, SolverName: "go"}); err != nil {
		t.Fatal(err)
	}
	if ir.NonOffending() != dds.EW || len(rep.Options) != 2 {
		t.Fatalf("declarer's lead out of turn: %v %s", ir.NonOffending(), summary(rep.Options))
	}
	lo := min(rep.Options[0].Tricks, rep.Options[1].Tricks)
	for _, o := range rep.Options {
		if o.Best != (o.Tricks == lo) && o.Best {
			t.Errorf("best for the defenders marked on %d tricks, the fewest are %d", o.Tricks, lo)
		}
	}

	for _, c := range []struct {
		card       string
		deliberate bool
		law        string
	}{{"C2", false, "50B, 50C"}, {"CK", false, "50B, 50D"}, {"C2", true, "50B, 50D"}} {
		ir = irregularity(t, weighting.ExposedCard, dds.East, c.card, "HQ HK H2 H3")
		ir.Deliberate = c.deliberate
		opts, err := ir.PlayOptions()
		if err != nil || len(opts) != 1 || opts[0].Law != c.law {
			t.Errorf("exposed %s (deliberate %v): %v %v, want Law %s", c.card, c.deliberate, opts, err, c.law)
		}
	}

	ir = irregularity(t, weighting.PrematurePlay, dds.West, "S2", "HQ HK")
	if rep, err = PlayOptions(ctx, ir, OptionsRun{Solver: f, SolverName: "go"}); err != nil {
		t.Fatal(err)
	}
	if len(rep.Options) != 8 || rep.Options[0].Option.Law != "57A1" || rep.Options[7].Option.Law != "57A4" {
		t.Errorf("premature: %s", summary(rep.Options))
	}
	// East holds hearts: a card of another suit cannot be required
	// (57B): he follows, as without the option.
	p = rep.Options[2].Option.Start
	if got := rep.Options[2].Option.Partner57.Allowed(&p); got != p.Legal() {
		t.Errorf("57A3 allows %v, want East's hearts %v", got, p.Legal())
	}
}

// TestOptionsSingleDummy: each option of the worked lead out of turn and
// of a premature play is also played out single dummy: every option
// (declarer's 50D2 options too) has its playouts, their counts sum to the
// playouts and stay within the tricks left; on the refused lead's row
// each playout took exactly one of declarer's three options at West's
// first lead; the same seed gives the same figures at one thread and two
// (the lead out of turn; the premature play's eight options twice at one).
func TestOptionsSingleDummy(t *testing.T) {
	if testing.Short() {
		t.Skip("single-dummy playouts of every option: the full run only")
	}
	f := solver.Factory(solver.Options{MemoryMB: 16})
	ctx := context.Background()
	for _, ir := range []weighting.Irregularity{
		irregularity(t, weighting.LeadOutOfTurn, dds.East, "D7", ""),
		irregularity(t, weighting.PrematurePlay, dds.West, "S2", "HQ HK"),
	} {
		var got [2]string
		n, threads := 3, 2
		if ir.Kind == weighting.PrematurePlay {
			n, threads = 2, 1
		}
		for th := 1; th <= threads; th++ {
			rep, err := PlayOptions(ctx, ir, OptionsRun{Solver: f, SolverName: "go", SingleDummy: n, Layouts: 3, Seed: 7, Threads: th})
			if err != nil {
				t.Fatal(err)
			}
			if rep.SingleDummy != n || rep.Layouts != 3 || rep.Seed != 7 {
				t.Errorf("%v: report's run %d playouts, %d layouts, seed %d", ir.Kind, rep.SingleDummy, rep.Layouts, rep.Seed)
			}
			var check func(opts []OptionValue) string
			check = func(opts []OptionValue) string {
				var b strings.Builder
				for _, o := range opts {
					sd := o.SingleDummy
					if sd == nil {
						t.Fatalf("%v, Law %s: no single-dummy playouts", ir.Kind, o.Option.Law)
					}
					sum := 0
					for _, r := range sd.Tricks {
						sum += r.Count
						if r.Tricks < 0 || r.Tricks > 13 || ir.Kind == weighting.PrematurePlay && r.Tricks < 1 {
							t.Errorf("%v, Law %s: %d tricks", ir.Kind, o.Option.Law, r.Tricks)
						}
						b.WriteString(itoa(r.Tricks) + ":" + itoa(r.Count) + " ")
					}
					if sum != n || sd.Playouts != n {
						t.Errorf("%v, Law %s: %d playouts counted, %d recorded, want %d", ir.Kind, o.Option.Law, sum, sd.Playouts, n)
					}
					if len(o.Sub) > 0 {
						taken := 0
						for _, k := range o.Taken {
							taken += k
						}
						if len(o.Taken) != len(o.Sub) || taken != n {
							t.Errorf("%v, Law %s: declarer's options taken %v, want %d in all over %d", ir.Kind, o.Option.Law, o.Taken, n, len(o.Sub))
						}
						b.WriteString("[" + check(o.Sub) + "]")
					} else if o.Taken != nil {
						t.Errorf("%v, Law %s: options taken %v with no options", ir.Kind, o.Option.Law, o.Taken)
					}
					b.WriteString("| ")
				}
				return b.String()
			}
			got[th-1] = check(rep.Options)
		}
		if threads == 2 && got[0] != got[1] {
			t.Errorf("%v: one thread\n%s\ntwo threads\n%s", ir.Kind, got[0], got[1])
		}
	}
}

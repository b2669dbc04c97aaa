package singledummy

import (
	"context"
	"slices"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/sim"
)

// The two-way finesse: 7NT by South needs four spade tricks from AJ92
// opposite KT8 with Q76 (Q with West) or 543 against it; everything else
// is solid. Double dummy always finds the queen.
var (
	finesseWest = "N:AJ92.AKQ.AKQ.AK2 543.8762.8762.76 KT8.543.543.Q543 Q76.JT9.JT9.JT98"
	finesseEast = "N:AJ92.AKQ.AKQ.AK2 Q76.8762.8762.76 KT8.543.543.Q543 543.JT9.JT9.JT98"
)

// The count: the same guess in 7NT, but West is known from the auction to
// hold six hearts, so East, with the queen, is the likelier holder.
var countDeal = "N:AJ92.AKQ.AKQ.AKQ Q543.2.876.T7652 KT87.543.5432.43 6.JT9876.JT9.J98"

func mustDeal(t testing.TB, text string) dds.Deal {
	t.Helper()
	d, err := dds.ParseDeal(text)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func repeat(d dds.Deal, n int) []dds.Deal {
	out := make([]dds.Deal, n)
	for i := range out {
		out[i] = d
	}
	return out
}

var grand = dds.Contract{Level: 7, Strain: dds.NoTrump, Declarer: dds.South}

// goOpts are the tests' options: 16 layouts a decision (so sequential
// sampling acts), 8 with -short (every card solved on every layout).
func goOpts(seed uint64) Options {
	n := 16
	if testing.Short() {
		n = 8
	}
	return Options{Seed: seed, Samples: n, Solver: solver.Factory(solver.Options{}), Threads: 2}
}

// playouts is the number of playouts per deal in the statistical tests.
func playouts() int {
	if testing.Short() {
		return 3
	}
	return 6
}

func TestTwoWayFinesse(t *testing.T) {
	made, n := 0, 0
	for _, text := range []string{finesseWest, finesseEast} {
		ps, err := Play(context.Background(), repeat(mustDeal(t, text), playouts()), grand, goOpts(11), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			if p.DoubleDummy != 13 {
				t.Fatalf("%s: double dummy %d tricks, want 13", text, p.DoubleDummy)
			}
			if p.Made() {
				made++
			}
			n++
		}
	}
	// An always-right guesser makes n of n, an always-wrong one 0.
	if made < n/4 || made > n-n/4 {
		t.Errorf("single dummy made 7NT %d times of %d; a guess should succeed about half the time", made, n)
	}
	t.Logf("made %d of %d", made, n)
}

func TestCountFromAuction(t *testing.T) {
	d := mustDeal(t, countDeal)
	cond, err := sim.ParseCondition("hearts(west) >= 6")
	if err != nil {
		t.Fatal(err)
	}
	n := playouts()
	makes := func(cond *sim.Condition) int {
		opts := goOpts(5)
		opts.Condition = cond
		ps, err := Play(context.Background(), repeat(d, n), grand, opts, nil)
		if err != nil {
			t.Fatal(err)
		}
		made := 0
		for _, p := range ps {
			if p.DoubleDummy != 13 {
				t.Fatalf("double dummy %d, want 13", p.DoubleDummy)
			}
			if p.Made() {
				made++
			}
		}
		return made
	}
	with, without := makes(cond), makes(nil)
	// West's six hearts leave East more room for the queen: a declarer
	// who knows it plays East for it more often. (Not always: strategy
	// fusion — each layout's double-dummy play finds the queen whichever
	// honour is cashed first — blurs the first spade's choice.)
	if with <= without {
		t.Errorf("made 7NT %d times of %d with West known to hold six hearts, %d without; want more often with the count", with, n, without)
	}
	t.Logf("made %d of %d with the count, %d without", with, n, without)
}

// TestLayoutsConsistent checks every layout a decision solves against
// what the chooser has seen and against the condition.
func TestLayoutsConsistent(t *testing.T) {
	d := mustDeal(t, countDeal)
	cond, err := sim.ParseCondition("hearts(west) >= 6 && hcp(east) <= 9")
	if err != nil {
		t.Fatal(err)
	}
	c := grand
	checked := 0
	opts := goOpts(3)
	opts.Threads = 1
	opts.Condition = cond
	opts.OnLayout = func(chooser dds.Seat, played []Played, l dds.Deal) {
		checked++
		if err := l.CheckComplete(); err != nil {
			t.Fatalf("layout %v: %v", l, err)
		}
		if l[chooser] != d[chooser] {
			t.Fatalf("%s's own hand changed: %v", chooser.Name(), l)
		}
		if len(played) > 0 && l[c.Dummy()] != d[c.Dummy()] {
			t.Fatalf("dummy changed after the lead: %v", l)
		}
		var led dds.Suit
		for i, p := range played {
			if !l[p.Seat].Has(p.Card) {
				t.Fatalf("%s played %s but the layout gives it elsewhere: %v", p.Seat.Name(), p.Card, l)
			}
			if i%4 == 0 {
				led = p.Card.Suit()
				continue
			}
			if p.Card.Suit() != led {
				// p.Seat showed out: every card it held in the suit is played.
				for _, q := range l[p.Seat].SuitCards(led).List() {
					if !slices.ContainsFunc(played[:i], func(x Played) bool { return x.Card == q }) {
						t.Fatalf("%s showed out of %s but holds %s in %v", p.Seat.Name(), led.Name(), q, l)
					}
				}
			}
		}
		if ok, err := cond.Holds(l); err != nil || !ok {
			t.Fatalf("layout %v does not meet the condition", l)
		}
	}
	ps, err := Play(context.Background(), []dds.Deal{d}, c, opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range ps[0].Steps {
		if st.Dropped {
			t.Fatalf("step %v dropped the condition", st)
		}
	}
	if checked < 50 {
		t.Fatalf("only %d layouts checked", checked)
	}
}

// TestDeterminism: the same seed gives the same playouts on 1 and 2
// workers, and PlayOne gives playout 0 of a batch.
func TestDeterminism(t *testing.T) {
	deals := []dds.Deal{mustDeal(t, finesseWest), mustDeal(t, finesseEast), mustDeal(t, finesseWest)}
	var runs [][]*Playout
	for _, threads := range []int{1, 2} {
		opts := goOpts(99)
		opts.Threads = threads
		ps, err := Play(context.Background(), deals, grand, opts, nil)
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, ps)
	}
	for k := range deals {
		if !sameCards(runs[0][k], runs[1][k]) {
			t.Errorf("playout %d differs between 1 and 2 threads", k)
		}
	}
	one, err := PlayOne(context.Background(), deals[0], grand, goOpts(99))
	if err != nil {
		t.Fatal(err)
	}
	if !sameCards(one, runs[0][0]) {
		t.Errorf("PlayOne differs from playout 0 of Play")
	}
}

func sameCards(a, b *Playout) bool {
	if a.Tricks != b.Tricks || len(a.Steps) != len(b.Steps) {
		return false
	}
	for i := range a.Steps {
		if a.Steps[i].Card != b.Steps[i].Card {
			return false
		}
	}
	return true
}

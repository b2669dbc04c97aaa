//go:build !race

// crosscheck_gosolver_test.go: the pure-Go solver against libdds on fresh
// seeded deals and random mid-play positions, all four operations. It
// skips when libdds is missing.

package libdds

import (
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// crossN is the number of random positions checked: RULING_CROSSCHECK_N,
// 40 by default (the full-deal operations scale with it: one table per 40).
func crossN() int {
	if v, err := strconv.Atoi(os.Getenv("RULING_CROSSCHECK_N")); err == nil && v > 0 {
		return v
	}
	if testing.Short() {
		return 10
	}
	return 40
}

func shuffledDeal(rng *rand.Rand) dds.Deal {
	var d dds.Deal
	for i, k := range rng.Perm(52) {
		c := dds.NewCard(dds.Suit(k/13), dds.Rank(k%13)+dds.Two)
		d[i%4] = d[i%4].With(c)
	}
	return d
}

// randomPlay plays n random legal cards from the start of a deal.
func randomPlay(rng *rand.Rand, d dds.Deal, t dds.Strain, leader dds.Seat, n int) (dds.Position, []dds.Card) {
	p := dds.Position{Hands: d, Trump: t, Leader: leader, Trick: make([]dds.Card, 0, 4)}
	var play []dds.Card
	for range n {
		legal := p.Legal().List()
		c := legal[rng.IntN(len(legal))]
		if err := p.Play(c); err != nil {
			panic(err)
		}
		play = append(play, c)
	}
	return p, play
}

func TestCrossCheckGoSolver(t *testing.T) {
	l, err := Load()
	if err != nil {
		t.Skipf("libdds missing: %v (%s)", err, InstallHint)
	}
	_ = l
	ref, err := NewSolver()
	if err != nil {
		t.Fatal(err)
	}
	gs := solver.New(solver.Options{})
	rng := rand.New(rand.NewPCG(2026, 4))
	n := crossN()

	// Mid-play positions, 2 to 9 tricks left: every legal card's value.
	for i := range n {
		d := shuffledDeal(rng)
		p, _ := randomPlay(rng, d, dds.Strain(rng.IntN(5)), dds.Seat(rng.IntN(4)), 16+rng.IntN(29))
		want, err := ref.CardValues(p)
		if err != nil {
			t.Fatal(err)
		}
		got, err := gs.CardValues(p)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Errorf("position %d: %s trump %v leader %v trick %v:\n go     %v\n libdds %v", i, p.Hands, p.Trump, p.Leader, p.Trick, got, want)
		}
	}
	// Whole deals: single results, a short play trace, and a table.
	for i := range max(1, n/20) {
		d := shuffledDeal(rng)
		st, leader := dds.Strain(rng.IntN(5)), dds.Seat(rng.IntN(4))
		want, err := ref.Tricks(d, st, leader)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := gs.Tricks(d, st, leader); err != nil || got != want {
			t.Errorf("deal %d: %s %v leader %v: go %d (%v), libdds %d", i, d, st, leader, got, err, want)
		}
		_, play := randomPlay(rng, d, st, leader, 4)
		wantT, err := ref.Trace(d, st, leader, play)
		if err != nil {
			t.Fatal(err)
		}
		gotT, err := gs.Trace(d, st, leader, play)
		if err != nil || !slices.Equal(gotT, wantT) {
			t.Errorf("deal %d: %s %v leader %v play %v: trace go %v (%v), libdds %v", i, d, st, leader, play, gotT, err, wantT)
		}
	}
	for i := range max(1, n/40) {
		d := shuffledDeal(rng)
		want, err := ref.Table(d)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := gs.Table(d); err != nil || got != want {
			t.Errorf("table %d: %s: go %v (%v), libdds %v", i, d, got, err, want)
		}
	}
}

// BenchmarkGoVsLibddsTable solves the tables of the first
// RULING_BENCH_DEALS (default 10) deals of dd-tables.tsv with libdds and
// with the Go solver (one thread each), interleaved deal by deal, and
// reports both times per table and their ratio.
func BenchmarkGoVsLibddsTable(b *testing.B) {
	l, err := Load()
	if err != nil {
		b.Skipf("libdds missing: %v", err)
	}
	l.SetThreads(1)
	defer l.SetThreads(0)
	n := 10
	if v, err := strconv.Atoi(os.Getenv("RULING_BENCH_DEALS")); err == nil && v > 0 {
		n = v
	}
	recs, err := dds.ReadTableRecordsFile("../testdata/dd-tables.tsv", n)
	if err != nil {
		b.Fatal(err)
	}
	var deals []dds.Deal
	for _, rec := range recs {
		deals = append(deals, rec.Deal)
	}
	ref, err := NewSolver()
	if err != nil {
		b.Fatal(err)
	}
	gs := solver.New(solver.Options{})
	var tRef, tGo time.Duration
	for b.Loop() {
		for _, d := range deals {
			t0 := time.Now()
			want, err := ref.Table(d)
			t1 := time.Now()
			got, err2 := gs.Table(d)
			t2 := time.Now()
			if err != nil || err2 != nil || got != want {
				b.Fatalf("%s: go %v (%v), libdds %v (%v)", d, got, err2, want, err)
			}
			tRef += t1.Sub(t0)
			tGo += t2.Sub(t1)
		}
	}
	k := float64(b.N * len(deals))
	b.ReportMetric(float64(tRef.Milliseconds())/k, "libdds-ms/table")
	b.ReportMetric(float64(tGo.Milliseconds())/k, "go-ms/table")
	b.ReportMetric(float64(tGo)/float64(tRef), "go/libdds")
}

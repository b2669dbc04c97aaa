// brute_gosolver_test.go: the Go solver against a plain minimax on small random endings.

package solver

import (
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// bruteValue is the tricks the side on turn takes from p (those not yet
// complete), by plain minimax over every legal card.
func bruteValue(p dds.Position) int {
	if p.Hands.Known() == 0 {
		return 0
	}
	side := p.OnTurn() & 1
	best := -1
	for x := p.Legal(); x != 0; {
		c := x.Highest()
		x = x.Without(c)
		q := dds.Position{Hands: p.Hands, Trump: p.Trump, Leader: p.Leader, Trick: append(make([]dds.Card, 0, 4), p.Trick...)}
		if err := q.Play(c); err != nil {
			panic(err)
		}
		v := 0
		if len(q.Trick) == 0 && q.Leader&1 == side {
			v = 1
		}
		rest := bruteValue(q)
		if q.OnTurn()&1 == side {
			v += rest
		} else {
			v += q.TricksLeft() - rest
		}
		best = max(best, v)
	}
	return best
}

// randomEnding deals at random and plays random cards until cards remain.
func randomEnding(rng *rand.Rand, cards int) dds.Position {
	perm := rng.Perm(52)
	var d dds.Deal
	for i, k := range perm {
		c := dds.NewCard(dds.Suit(k/13), dds.Rank(k%13)+dds.Two)
		d[i%4] = d[i%4].With(c)
	}
	p := dds.Position{Hands: d, Trump: dds.Strain(rng.IntN(5)), Leader: dds.Seat(rng.IntN(4)), Trick: make([]dds.Card, 0, 4)}
	for p.Hands.Known().Len() > cards {
		legal := p.Legal().List()
		if err := p.Play(legal[rng.IntN(len(legal))]); err != nil {
			panic(err)
		}
	}
	return p
}

// skipBruteUnderRace skips a check of the bounds against the plain
// minimax under -race: one goroutine, nothing for the race detector, and
// the race run's longest tests (the full run checks them).
func skipBruteUnderRace(t *testing.T) {
	t.Helper()
	skipSerialUnderRace(t, "one goroutine's brute force")
}

// skipSerialUnderRace skips a test that starts no goroutine under -race
// (what names it): nothing for the race detector, and the full run has it.
func skipSerialUnderRace(t *testing.T, what string) {
	t.Helper()
	if raceEnabled {
		t.Skip(what + ", nothing for the race detector to check (the full run has it)")
	}
}

// boundsCase is the bounds tests' case: a random ending of 8 to 16 cards
// played on to a trick's start, and a solver set up on it as the search
// asks its bounds (its hands and trump), with the leader, the cards left
// and their shape.
func boundsCase(rng *rand.Rand) (p dds.Position, s *Solver, l int, agg dds.Cards, shape uint64) {
	p = randomEnding(rng, 8+rng.IntN(9))
	for len(p.Trick) != 0 {
		p.Play(p.Legal().Lowest())
	}
	s = New(Options{})
	s.hands = p.Hands
	s.trump = int(p.Trump)
	return p, s, int(p.Leader), p.Hands.Known(), handShape(&s.hands)
}

func TestGoSolverBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	s := New(Options{})
	n := 300
	if testing.Short() {
		n = 60
	}
	for i := range n {
		p := randomEnding(rng, 8+rng.IntN(7))
		want := bruteValue(p)
		side := int(p.OnTurn() & 1)
		got := s.value(&p, side, rng.IntN(p.TricksLeft()+1))
		if got != want {
			t.Fatalf("case %d: %s trump %v leader %v trick %v: got %d, want %d", i, p.Hands, p.Trump, p.Leader, p.Trick, got, want)
		}
	}
}

// TestQuickTricksBound checks that the fast tricks, top-trump sure
// tricks and draw-and-cash tricks of the side on lead are lower bounds of
// the minimax value, and
// those of the other side (top trumps, slow trump and notrump tricks)
// upper bounds.
func TestQuickTricksBound(t *testing.T) {
	skipBruteUnderRace(t)
	rng := rand.New(rand.NewPCG(11, 12))
	n := 800
	if os.Getenv("RULING_BOUNDS_N") != "" {
		n, _ = strconv.Atoi(os.Getenv("RULING_BOUNDS_N"))
	}
	if testing.Short() {
		n = 200
	}
	for i := range n {
		p, s, l, agg, shape := boundsCase(rng)
		fast, _ := s.fastTricks(l, agg, shape)
		if fast > s.quickBound(l, agg, shape) {
			t.Fatalf("case %d: fast tricks %d above their bound %d", i, fast, s.quickBound(l, agg, shape))
		}
		var mine, theirs int
		if s.trump < 4 {
			r := p.TricksLeft()
			mine, _ = s.topTrumps(l, (l+2)&3, agg)
			theirs, _ = s.topTrumps((l+1)&3, (l+3)&3, agg)
			slowMine, _ := s.slowTrumps(l, (l+2)&3, true, r, agg, shape)
			slowTheirs, _ := s.slowTrumps((l+1)&3, (l+3)&3, false, r, agg, shape)
			draw, _ := s.drawTricks(l, agg, shape)
			mine = max(mine, slowMine, s.trumpLength(l, (l+2)&3, shape), draw)
			theirs = max(theirs, slowTheirs, s.trumpLength((l+1)&3, (l+3)&3, shape))
		}
		r := p.TricksLeft()
		var w dds.Cards
		later := s.laterTricksFail(l, r, agg, shape, &w)
		laterAll, laterOne := false, false
		if s.trump < 4 {
			laterAll = s.trumpLaterFail(l, r, r, agg, shape, &w)
			laterOne = s.trumpLaterFail(l, r, r-1, agg, shape, &w)
		}
		if s.trump == 4 || agg&suitMask(s.trump) == 0 {
			for need := 1; need <= p.TricksLeft(); need++ {
				if q, _ := s.slowNoTrump(l, agg, shape, need); q >= need {
					theirs = max(theirs, q)
				}
			}
		}
		if fast == 0 && mine == 0 && theirs == 0 && !later && !laterAll && !laterOne {
			continue
		}
		v := bruteValue(p)
		if (later || laterAll) && v == r {
			t.Fatalf("case %d: %s trump %v leader %v: later tricks say fewer than %d, value %d", i, p.Hands, p.Trump, p.Leader, r, v)
		}
		if laterOne && v >= r-1 {
			t.Fatalf("case %d: %s trump %v leader %v: trump later tricks say fewer than %d, value %d", i, p.Hands, p.Trump, p.Leader, r-1, v)
		}
		if fast > v || mine > v || theirs > p.TricksLeft()-v {
			t.Fatalf("case %d: %s trump %v leader %v: fast %d, top trumps %d/%d, value %d", i, p.Hands, p.Trump, p.Leader, fast, mine, theirs, v)
		}
	}
}

// TestGoSolverNoAllocs checks that a solve allocates nothing once the
// solver exists (the search works in preallocated per-trick frames).
func TestGoSolverNoAllocs(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	p := randomEnding(rng, 24)
	for len(p.Trick) != 0 {
		p.Play(p.Legal().Lowest())
	}
	s := New(Options{MemoryMB: 8})
	allocs := testing.AllocsPerRun(20, func() {
		s.tt.clear()
		if _, err := s.Tricks(p.Hands, p.Trump, p.Leader); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per solve, want 0", allocs)
	}
}

// TestGoSolverMemoryCap checks that the table stays within its cap.
func TestGoSolverMemoryCap(t *testing.T) {
	for _, mb := range []int{1, 8, 64} {
		tt := newTransTable(mb)
		for range 20 {
			tt.full()
		}
		if bytes := tt.bytes(); bytes > mb<<20 && len(tt.buckets) > 1024 {
			t.Errorf("cap %d MB: table of %d bytes", mb, bytes)
		}
	}
}

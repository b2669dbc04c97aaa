// hostile_test.go: hostile scripts — huge, deeply nested, exponential through variables — end in a plain error or a linear cost, with bounded memory.

package sim

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/internal/memtest"
)

// varChain is a script of n variables, each the previous one used twice:
// 2^n evaluations if variables were evaluated again at each use.
func varChain(first string, n int) string {
	var b strings.Builder
	b.WriteString("v0 = " + first + "\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "v%d = v%d + v%d\n", i, i-1, i-1)
	}
	fmt.Fprintf(&b, "produce 1\ncondition v%d > 0\n", n-1)
	return b.String()
}

func TestHostileScriptsRefused(t *testing.T) {
	nest := func(open, close string, n int) string {
		return "condition " + strings.Repeat(open, n) + "1" + strings.Repeat(close, n) + "\n"
	}
	var chain strings.Builder
	chain.WriteString("v0 = hcp(north)\n")
	for i := 1; i <= MaxNesting; i++ {
		fmt.Fprintf(&chain, "v%d = v%d + 1\n", i, i-1)
	}
	for _, tc := range []struct {
		name, src, want string
	}{
		{"a million parentheses", nest("(", ")", 1000000), "x.dl:1:1: the script is larger than 256 KiB"},
		{"parentheses", nest("(", ")", MaxNesting+1), fmt.Sprintf("x.dl:1:%d: nesting deeper than 1000", 11+MaxNesting+1)},
		{"unary minus", nest("-", "", MaxNesting+1), fmt.Sprintf("x.dl:1:%d: nesting deeper than 1000", 11+MaxNesting+1)},
		{"not", nest("!", "", MaxNesting+1), fmt.Sprintf("x.dl:1:%d: nesting deeper than 1000", 11+MaxNesting+1)},
		{"ternary", "condition " + strings.Repeat("1 ? 1 : ", MaxNesting+1) + "0\n", "nesting deeper than 1000"},
		{"function arguments", "condition " + strings.Repeat("imps(", MaxNesting+1) + "1" + strings.Repeat(")", MaxNesting+1) + "\n", "nesting deeper than 1000"},
		{"variables", chain.String(), "nesting deeper than 1000 (counting the variables it uses)"},
		{"a million terms", "condition " + strings.Repeat("1+", 1000000) + "1\n", "the script is larger than 256 KiB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			n := memtest.Allocated(func() { _, err = ParseScript("x.dl", tc.src) })
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
			if n > 64<<20 {
				t.Errorf("parsing allocated %d MB", n>>20)
			}
		})
	}
}

func TestHostileScriptsAccepted(t *testing.T) {
	for _, tc := range []struct{ name, src string }{
		{"parentheses at the cap", "condition " + strings.Repeat("(", MaxNesting) + "1" + strings.Repeat(")", MaxNesting) + "\n"},
		{"unary at the cap", "condition " + strings.Repeat("-", MaxNesting) + "1\n"},
		{"a long sum", "condition " + strings.Repeat("hcp(north)+", 20000) + "0 > 0\n"},
		{"a long list of shapes", "condition " + strings.Repeat("shape(north, 4333) || ", 5000) + "0\n"},
		{"byte order mark", "\uFEFFcondition hcp(north) > 10\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := ParseScript("x.dl", tc.src); err != nil {
				t.Fatal(err)
			}
		})
	}
	if _, err := ParseCondition("\uFEFFhcp(north) > 10"); err != nil {
		t.Errorf("condition with a byte order mark: %v", err)
	}
	if _, err := ParseCondition(strings.Repeat("1+", MaxScriptBytes)); err == nil || err.Error() != "condition:1:1: the condition is larger than 256 KiB" {
		t.Errorf("huge condition: %v", err)
	}
}

// A variable is evaluated once per deal: a chain of 40 variables each
// using the previous one twice costs 118 steps a deal, not 2^40, and its
// analysis at parse time is linear too.
func TestVariablesEvaluatedOncePerDeal(t *testing.T) {
	s, err := ParseScript("nb.dl", varChain("hcp(north)", 40))
	if err != nil {
		t.Fatal(err)
	}
	ctx := &evalCtx{counts: s.Condition.counts}
	d := handMadeDeal(t, "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765")
	for range 3 {
		ctx.newDeal(&d)
		if v := s.Condition.root.eval(ctx); v != 1 || ctx.err != nil {
			t.Fatalf("got %d, %v", v, ctx.err)
		}
		// Each variable: its own nodes (v0: hcp(north); vi: the sum and its two uses).
		if want := 1 + 39*3; ctx.steps != want {
			t.Fatalf("steps on one deal: %d, want %d", ctx.steps, want)
		}
	}
	// The analysis of a length-only chain (shape() through 60 doubling
	// variables) finishes, and deals as before.
	s, err = ParseScript("nb.dl", varChain("spades(north)", 60))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Run(context.Background(), io.Discard, RunOptions{Seed: 1, Threads: 1}); err != nil {
		t.Fatal(err)
	}
}

// A variable that calls rnd() is evaluated again at each use, as in
// dealer; a chain of them doubling runs into the per-deal budget.
func TestEvalBudget(t *testing.T) {
	s, err := ParseScript("nr.dl", varChain("rnd(5)", 60))
	if err != nil {
		t.Fatal(err)
	}
	st, err := s.Run(context.Background(), io.Discard, RunOptions{Seed: 1, Threads: 1})
	if err == nil {
		t.Fatal("no error")
	}
	got := st.ScriptFault("nr.dl", err)
	want := fmt.Sprintf("the script takes more than %d evaluation steps on one deal", MaxEvalSteps)
	if got == nil || !strings.HasPrefix(got.Error(), "nr.dl:") || !strings.Contains(got.Error(), want) {
		t.Fatalf("got %v, want %q", got, want)
	}
	// rnd() in a variable is still drawn at each use: v + v is not 2v always.
	c, err := ParseScript("r.dl", "r = rnd(1000)\ncondition r + r != 2 * r\n")
	if err != nil {
		t.Fatal(err)
	}
	st, err = c.Run(context.Background(), io.Discard, RunOptions{Seed: 1, Threads: 1, Generate: 100})
	if err != nil || st.Accepted == 0 {
		t.Fatalf("rnd() in a variable drawn once: %d accepted, %v", st.Accepted, err)
	}
}

// A condition that no deal meets ends after a bounded number of tries:
// under tricks() at MinTricksTries solves, and any condition as soon as
// the rate so far shows the deals wanted cannot be found within the limit.
func TestHopelessCondition(t *testing.T) {
	calls := 0
	factory := func() (dds.Solver, error) { return fakeSolver{&calls}, nil }
	cond, err := ParseCondition("tricks(east, notrump) > 12")
	if err != nil {
		t.Fatal(err)
	}
	st, err := Sample(context.Background(), SampleSpec{Condition: cond, N: 1, Threads: 1, Solver: factory, MaxTries: 1_000_000},
		func(int, dds.Deal) error { return nil })
	var rare *TooRareError
	if !errors.As(err, &rare) || st.Tries != MinTricksTries || calls != MinTricksTries {
		t.Errorf("tricks: %d tries, %d solves, %v", st.Tries, calls, err)
	}
	cond, err = ParseCondition("hcp(north) > 37")
	if err != nil {
		t.Fatal(err)
	}
	st, err = Sample(context.Background(), SampleSpec{Condition: cond, N: 1000, Threads: 2, MaxTries: 10_000_000},
		func(int, dds.Deal) error { return nil })
	if !errors.As(err, &rare) || !rare.Hopeless || st.Tries > 80_000 {
		t.Fatalf("impossible: %d tries, %v", st.Tries, err)
	}
	want := fmt.Sprintf("0 of %d deals tried met the condition: at that rate 1000 deals would take more than the 10000000 tries allowed", st.Tries)
	if !strings.HasPrefix(err.Error(), want) {
		t.Errorf("got %q, want %q", err, want)
	}
	// A condition met often enough is not given up.
	cond, _ = ParseCondition("hcp(north) > 20")
	if _, err := Sample(context.Background(), SampleSpec{Condition: cond, N: 100, Threads: 2, MaxTries: 1_000_000},
		func(int, dds.Deal) error { return nil }); err != nil {
		t.Errorf("a rare condition given up: %v", err)
	}
}

// determinism_test.go: the same seed gives the same deals and the same output with 1, 2 or 8 workers.

package sim

import (
	"bytes"
	"context"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

func TestSampleDeterministic(t *testing.T) {
	cond, err := ParseCondition("hcp(north) >= 12 && spades(north) >= 5 || shape(south, any 4441)")
	if err != nil {
		t.Fatal(err)
	}
	var runs [][]dds.Deal
	for _, threads := range []int{1, 2, 8} {
		var got []dds.Deal
		_, err := Sample(context.Background(), SampleSpec{Condition: cond, Seed: 99, N: 3000, Threads: threads}, func(i int, d dds.Deal) error {
			if i != len(got) {
				t.Fatalf("callback %d out of order", i)
			}
			got = append(got, d)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, got)
	}
	for k := 1; k < len(runs); k++ {
		for i := range runs[0] {
			if runs[k][i] != runs[0][i] {
				t.Fatalf("deal %d differs between 1 worker and run %d: %v vs %v", i, k, runs[0][i], runs[k][i])
			}
		}
	}
	// Another seed gives other deals.
	var other dds.Deal
	Sample(context.Background(), SampleSpec{Condition: cond, Seed: 100, N: 1}, func(i int, d dds.Deal) error { other = d; return nil })
	if other == runs[0][0] {
		t.Error("seeds 99 and 100 gave the same first deal")
	}
}

const determinismScript = `
predeal south SAQ542, HKJ87, D32, CAK
west1c = hcp(west) > 10 && clubs(west) >= 3
condition west1c && hcp(north) >= 6
produce 500
action printoneline(hcp(north)), average "west hcp" hcp(west), frequency "clubs" (clubs(west), 3, 8),
  frequency (hcp(north), 6, 12, spades(north), 0, 6)
`

func TestRunDeterministic(t *testing.T) {
	s, err := ParseScript("det.dl", determinismScript)
	if err != nil {
		t.Fatal(err)
	}
	var outs []string
	for _, threads := range []int{1, 2, 8} {
		var b bytes.Buffer
		st, err := s.Run(context.Background(), &b, RunOptions{Seed: 5, Threads: threads})
		if err != nil {
			t.Fatal(err)
		}
		if st.Accepted != 500 {
			t.Fatalf("produced %d, want 500", st.Accepted)
		}
		outs = append(outs, b.String())
	}
	for k := 1; k < len(outs); k++ {
		if outs[k] != outs[0] {
			t.Errorf("output with %d workers differs from 1 worker", []int{1, 2, 8}[k])
		}
	}
	if !bytes.Contains([]byte(outs[0]), []byte("west hcp: ")) {
		t.Errorf("no average in the output:\n%s", outs[0])
	}
}

// TestSplitRuns checks that deal i is a function of (seed, i) alone: the
// stream of deal i is the same whichever deals came before.
func TestSplitRuns(t *testing.T) {
	p, err := newPlan(dds.Deal{}, [4]*ShapeSet{})
	if err != nil {
		t.Fatal(err)
	}
	var r stream
	var a, b dds.Deal
	r.reset(7, 1000)
	p.deal(&r, &a)
	for i := uint64(0); i < 1000; i++ {
		r.reset(7, i)
		p.deal(&r, &b)
	}
	r.reset(7, 1000)
	p.deal(&r, &b)
	if a != b || !a.Complete() {
		t.Errorf("deal 1000 depends on history: %v vs %v", a, b)
	}
}

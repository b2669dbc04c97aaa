package sim

import (
	"context"
	"errors"
	"io"
	"sync"
	"testing"
)

// Run's progress counts the deals accepted out of those to produce when
// the run produces, else the deals tried out of those to generate, and
// ends at the finished run's figures.
func TestRunProgress(t *testing.T) {
	for _, tc := range []struct {
		script            string
		produce, generate int
	}{
		{"condition hcp(north) >= 10\naction printoneline\n", 40, 100000},
		{"condition hcp(north) >= 10\naction average hcp(south)\n", 0, 3000}, // no deal printed: no produce
	} {
		s, err := ParseScript("p.dl", tc.script)
		if err != nil {
			t.Fatal(err)
		}
		var mu sync.Mutex
		last, total, calls := 0, 0, 0
		opt := RunOptions{Seed: 3, Threads: 2, Produce: tc.produce, Generate: tc.generate, Progress: func(done, tot int) {
			mu.Lock()
			defer mu.Unlock()
			if done < last {
				t.Errorf("progress went back from %d to %d", last, done)
			}
			last, total, calls = done, tot, calls+1
		}}
		st, err := s.Run(context.Background(), io.Discard, opt)
		if err != nil {
			t.Fatal(err)
		}
		want, wantTotal := st.Tries, tc.generate
		if st.Produce != tc.produce {
			t.Fatalf("the run produces %d, want %d", st.Produce, tc.produce)
		}
		if tc.produce > 0 {
			want, wantTotal = st.Accepted, tc.produce
		}
		if calls == 0 || last != want || total != wantTotal {
			t.Errorf("produce %d: progress ended at %d of %d after %d calls, want %d of %d", tc.produce, last, total, calls, want, wantTotal)
		}
	}
}

// Shortfall says when a run produced fewer deals than wanted, and none
// when it produced them all or was not to produce.
func TestShortfall(t *testing.T) {
	var rare *TooRareError
	short := RunStats{Stats: Stats{Tries: 100, Accepted: 3}, Produce: 5}
	if err := short.Shortfall(); !errors.As(err, &rare) || rare.Want != 5 || rare.Accepted != 3 {
		t.Errorf("3 of 5: %v", err)
	}
	for _, st := range []RunStats{{Stats: Stats{Accepted: 5}, Produce: 5}, {Stats: Stats{Tries: 9}}} {
		if err := st.Shortfall(); err != nil {
			t.Errorf("%+v: %v, want none", st, err)
		}
	}
}

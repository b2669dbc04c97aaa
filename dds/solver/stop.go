// stop.go: stopping a solve in progress — a context looked at every 2048 trick starts near the root, the search unwound without storing anything, the call's error the context's.

package solver

import (
	"context"
	"math"
)

// stopPollTricks: the search looks at its context once in this many
// starts of a trick with ttProbeFirst or more tricks left (where it
// probes the table: a decrement beside the probe, no cost measurable in
// instructions), so that a stop comes within a few milliseconds (at most
// 10,066 nodes between two looks solving deals 1, 51, 75 and 337).
const stopPollTricks = 1 << 11

// pollHook, when set (by tests), is called at each look at the context.
var pollHook func(s *Solver)

// SetContext makes ctx stop the solver's calls: once ctx is done, a call
// in progress returns ctx.Err() within some thousands of search nodes (its
// answer dropped, and nothing of the stopped search kept in the table,
// so later answers are as exact as ever), and every later call returns
// ctx.Err() at once. A nil ctx, or one never done, stops nothing (as
// without SetContext).
func (s *Solver) SetContext(ctx context.Context) {
	s.ctx, s.done, s.halted, s.pollIn = ctx, nil, false, math.MaxInt64
	if ctx != nil {
		s.done = ctx.Done()
	}
	if s.done != nil {
		s.pollIn = stopPollTricks
	}
}

// poll reports whether the search is halted, looking at the context
// (the search calls it at a trick's start, ttProbeFirst or more tricks
// left, once s.pollIn is below 0):
// once it is done every trick's start returns at once, and the search
// unwinds.
func (s *Solver) poll() bool {
	if s.halted {
		return true
	}
	if pollHook != nil {
		pollHook(s)
	}
	select {
	case <-s.done:
		s.halted, s.pollIn = true, -1
		return true
	default:
		s.pollIn = stopPollTricks
		return false
	}
}

// begin starts a call: the context's error when it is done already.
func (s *Solver) begin() error {
	if s.done == nil {
		return nil
	}
	select {
	case <-s.done:
		s.halted, s.pollIn = true, -1
		return s.ctx.Err()
	default:
		s.halted, s.pollIn = false, stopPollTricks
		return nil
	}
}

// stopped is the context's error when the call was halted, else nil.
func (s *Solver) stopped() error {
	if s.halted {
		return s.ctx.Err()
	}
	return nil
}

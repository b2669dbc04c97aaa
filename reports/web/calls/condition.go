// condition.go: Condition — does the actual deal meet a condition, and how often do random deals.

package calls

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// Tries of a condition check: enough for a rate to about ±0.3 % at 95 %,
// quick on one thread; far fewer when the condition solves deals.
const (
	defaultCheckTries = 100_000
	maxCheckTries     = 1_000_000
	tricksCheckTries  = 200
	checkTimeout      = 10 * time.Second
	// checkSeed fixes the deals of a check: the same question gets the
	// same answer.
	checkSeed = 1
)

// ConditionRequest is a condition to check against a deal (the body of
// /api/condition).
type ConditionRequest struct {
	Deal      string `json:"deal"`
	Condition string `json:"condition"`
	// Known are the seats whose hands stay as dealt ("NS": a declarer's
	// view with North declaring); the others are dealt at random.
	Known string `json:"known"`
	Tries int    `json:"tries"`
}

// ConditionAnswer is whether the deal meets the condition and how often
// random deals do.
type ConditionAnswer struct {
	Meets bool `json:"meets"` // the actual deal meets the condition
	// Rate is the share of deals (the known hands as dealt, the others at
	// random) that meet it; Low and High its 95 % Wilson interval.
	Rate     float64 `json:"rate"`
	Low      float64 `json:"low"`
	High     float64 `json:"high"`
	Tries    int     `json:"tries"`
	Accepted int     `json:"accepted"`
	// Note says why the rate is rough or zero, when it is.
	Note string `json:"note,omitempty"`
}

// Check reads a condition check: the deal, the seats kept as dealt, the
// condition and the number of tries, each checked (an *Error when bad).
// Tries is settled: the default, or the fewer a condition that solves
// deals allows, with the note saying so.
func (req *ConditionRequest) Check() (d, known dds.Deal, cond *sim.Condition, note string, err error) {
	d, err = dds.ParseFullDeal(req.Deal)
	if err != nil {
		return d, known, nil, "", bad("deal: %v", err)
	}
	if known, err = knownHands(d, req.Known); err != nil {
		return d, known, nil, "", bad("%v", err)
	}
	if cond, err = sim.ParseCondition(req.Condition); err != nil {
		return d, known, nil, "", conditionError(err)
	}
	switch {
	case req.Tries == 0:
		req.Tries = defaultCheckTries
	case req.Tries < 0 || req.Tries > maxCheckTries:
		return d, known, nil, "", bad("tries must be between 1 and %d, not %d", maxCheckTries, req.Tries)
	}
	if usesTricks(req.Condition) && req.Tries > tricksCheckTries {
		req.Tries = tricksCheckTries
		note = "the condition calls tricks(): each deal is solved, so only 200 deals were tried here"
	}
	return d, known, cond, note, nil
}

// Condition checks whether the deal meets the condition and deals
// req.Tries deals (the known hands as dealt) to say how often others do,
// within checkTimeout. A bad request is an *Error (with the condition's
// line and column for a syntax error); a check that found no deal in its
// time is an *Error with TimedOut; a cancelled ctx gives ctx's error.
func (e *Engine) Condition(ctx context.Context, req ConditionRequest) (*ConditionAnswer, error) {
	d, known, cond, note, err := req.Check()
	if err != nil {
		return nil, err
	}
	tries := req.Tries
	ctx, cancel := context.WithTimeout(ctx, checkTimeout)
	defer cancel()

	ans := &ConditionAnswer{}
	ans.Meets, err = e.meets(ctx, d, cond)
	if err != nil {
		return nil, conditionError(err)
	}
	st, err := sim.Sample(ctx, sim.SampleSpec{Known: known, Condition: cond, Seed: checkSeed, N: tries,
		MaxTries: tries, Threads: 1, Solver: e.solver()}, func(int, dds.Deal) error { return nil })
	var rare *sim.TooRareError
	switch {
	case errors.As(err, &rare):
		st = rare.Stats
	case errors.Is(err, context.DeadlineExceeded):
		if st.Tries == 0 {
			return nil, &Error{Msg: fmt.Sprintf("the check took longer than %v; try a simpler condition", checkTimeout), TimedOut: true}
		}
		note = "the check stopped at its time limit: the rate is from fewer deals"
	case err != nil:
		var ev *sim.EvalError
		if errors.As(err, &ev) || errors.Is(err, context.Canceled) {
			return nil, conditionError(err)
		}
		// The known hands leave no deal that fits (e.g. a shape the
		// known cards rule out): rate 0, said in plain words.
		note = err.Error()
	}
	ans.Tries, ans.Accepted = st.Tries, st.Accepted
	ans.Rate = st.RandomRate()
	if st.Tries > 0 {
		lo, hi := sim.Wilson(st.Accepted, st.Tries)
		scale := 1.0
		if len(st.ExactSeats) > 0 {
			scale = st.ExactShare
		}
		ans.Low, ans.High = lo*scale, hi*scale
	}
	ans.Note = note
	return ans, nil
}

// meets reports whether the complete deal d meets cond: a run of one
// deal with every card known.
func (e *Engine) meets(ctx context.Context, d dds.Deal, cond *sim.Condition) (bool, error) {
	_, err := sim.Sample(ctx, sim.SampleSpec{Known: d, Condition: cond, N: 1, MaxTries: 1, Threads: 1,
		Solver: e.solver(), NoExact: true}, func(int, dds.Deal) error { return nil })
	var rare *sim.TooRareError
	if errors.As(err, &rare) {
		return false, nil
	}
	return err == nil, err
}

// knownHands keeps the hands of the seats named in known ("NS", "N", "")
// and leaves the others empty, to be dealt.
func knownHands(d dds.Deal, known string) (dds.Deal, error) {
	var k dds.Deal
	for _, ch := range known {
		seat, err := dds.ParseSeat(string(ch))
		if err != nil {
			return k, errors.New(`known: give the seats whose hands stay as dealt, e.g. "NS"`)
		}
		k[seat] = d[seat]
	}
	return k, nil
}

// usesTricks reports whether a (valid) condition calls tricks().
func usesTricks(text string) bool {
	sc, err := sim.ParseScript("condition", "condition "+text)
	return err == nil && sc.UsesTricks()
}

// conditionError is a condition's error with its place: an *Error, or
// ctx's error for a cancelled check.
func conditionError(err error) error {
	var syn *sim.SyntaxError
	var ev *sim.EvalError
	switch {
	case errors.As(err, &syn):
		return &Error{Msg: "condition: " + syn.Msg, Line: syn.Line, Column: syn.Col}
	case errors.As(err, &ev):
		return &Error{Msg: "condition: " + ev.Msg, Line: ev.Line, Column: ev.Col}
	case errors.Is(err, context.Canceled):
		return err
	}
	return bad("condition: %v", err)
}

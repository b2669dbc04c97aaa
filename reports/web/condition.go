// condition.go: POST /api/condition — does the actual deal meet a condition, and how often do random deals.

package web

import (
	"context"
	"errors"
	"net/http"
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

// conditionRequest is the body of /api/condition.
type conditionRequest struct {
	Deal      string `json:"deal"`
	Condition string `json:"condition"`
	// Known are the seats whose hands stay as dealt ("NS": a declarer's
	// view with North declaring); the others are dealt at random.
	Known string `json:"known"`
	Tries int    `json:"tries"`
}

// conditionAnswer is what /api/condition answers.
type conditionAnswer struct {
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

func (s *Server) handleCondition(w http.ResponseWriter, r *http.Request) {
	var req conditionRequest
	if !readJSON(w, r, &req) {
		return
	}
	d, err := dds.ParseFullDeal(req.Deal)
	if err != nil {
		fail(w, http.StatusBadRequest, "deal: %v", err)
		return
	}
	known, err := knownHands(d, req.Known)
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	cond, err := sim.ParseCondition(req.Condition)
	if err != nil {
		conditionError(w, err)
		return
	}
	tries := req.Tries
	switch {
	case tries == 0:
		tries = defaultCheckTries
	case tries < 0 || tries > maxCheckTries:
		fail(w, http.StatusBadRequest, "tries must be between 1 and %d, not %d", maxCheckTries, tries)
		return
	}
	var note string
	if usesTricks(req.Condition) && tries > tricksCheckTries {
		tries = tricksCheckTries
		note = "the condition calls tricks(): each deal is solved, so only 200 deals were tried here"
	}
	if !s.checks.take(w) {
		return
	}
	defer s.checks.release()
	ctx, cancel := context.WithTimeout(r.Context(), checkTimeout)
	defer cancel()

	ans := conditionAnswer{}
	ans.Meets, err = s.meets(ctx, d, cond)
	if err != nil {
		conditionError(w, err)
		return
	}
	st, err := sim.Sample(ctx, sim.SampleSpec{Known: known, Condition: cond, Seed: checkSeed, N: tries,
		MaxTries: tries, Threads: 1, Solver: s.opt.Solver}, func(int, dds.Deal) error { return nil })
	var rare *sim.TooRareError
	switch {
	case errors.As(err, &rare):
		st = rare.Stats
	case errors.Is(err, context.DeadlineExceeded):
		if st.Tries == 0 {
			fail(w, http.StatusServiceUnavailable, "the check took longer than %v; try a simpler condition", checkTimeout)
			return
		}
		note = "the check stopped at its time limit: the rate is from fewer deals"
	case err != nil:
		var ev *sim.EvalError
		if errors.As(err, &ev) || r.Context().Err() != nil {
			conditionError(w, err)
			return
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
	writeJSON(w, http.StatusOK, ans)
}

// meets reports whether the complete deal d meets cond: a run of one
// deal with every card known.
func (s *Server) meets(ctx context.Context, d dds.Deal, cond *sim.Condition) (bool, error) {
	_, err := sim.Sample(ctx, sim.SampleSpec{Known: d, Condition: cond, N: 1, MaxTries: 1, Threads: 1,
		Solver: s.opt.Solver, NoExact: true}, func(int, dds.Deal) error { return nil })
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

// conditionError answers a condition's error with its place.
func conditionError(w http.ResponseWriter, err error) {
	var syn *sim.SyntaxError
	var ev *sim.EvalError
	switch {
	case errors.As(err, &syn):
		writeJSON(w, http.StatusBadRequest, apiError{Error: "condition: " + syn.Msg, Line: syn.Line, Column: syn.Col})
	case errors.As(err, &ev):
		writeJSON(w, http.StatusBadRequest, apiError{Error: "condition: " + ev.Msg, Line: ev.Line, Column: ev.Col})
	case errors.Is(err, context.Canceled):
		fail(w, http.StatusServiceUnavailable, "the check was cancelled")
	default:
		fail(w, http.StatusBadRequest, "condition: %v", err)
	}
}

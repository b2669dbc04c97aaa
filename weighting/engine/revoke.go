// revoke.go: ruling revoke — a board's play record (a LIN record, or a case with its play) ruled on under Laws 61–64, with the Law 64C line double dummy and, when asked, single dummy.

package engine

import (
	"context"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/sim/singledummy"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// RevokeOptions are how a revoke study finds the Law 64C line: the
// double-dummy solver, and the single-dummy playouts of the position just
// before the revoke (0 for none), their layouts per decision, seed and
// workers. NoticedLate is the Director's finding of Laws 64B4/64B5.
type RevokeOptions struct {
	Solver      dds.Factory
	SingleDummy int
	Layouts     int
	Seed        uint64
	Threads     int
	NoticedLate bool
}

// RevokeStudy is a board's revokes ruled on: where the record came from,
// the board, and the ruling; SingleDummy is the Law 64C position played
// out single dummy (nil when not asked, or no revoke is established).
type RevokeStudy struct {
	Source      string // "two-tricks.lin, board 1"
	Board       int
	Dealer      dds.Seat
	Auction     *dds.Auction // nil when not known
	Ruling      *weighting.RevokeRuling
	SingleDummy *RevokeSingleDummy
}

// RevokeSingleDummy is the position just before the revoke played out
// single dummy: declarer's tricks in all over the playouts.
type RevokeSingleDummy = SingleDummyTricks

// SingleDummyTricks is a position played out single dummy: declarer's
// tricks in all over the playouts, with their number, the layouts each
// decision solved and the seed.
type SingleDummyTricks struct {
	Playouts, Layouts int
	Seed              uint64
	Tricks            []TrickCount // fewest first, with 95 % intervals
	Mean              float64
}

// playoutTricks is the distribution of declarer's tricks over ps.
func playoutTricks(ps []*singledummy.Playout, layouts int, seed uint64) *SingleDummyTricks {
	d := &sim.TrickDist{}
	sum := 0
	for _, p := range ps {
		d.Add(p.Tricks)
		sum += p.Tricks
	}
	if layouts == 0 {
		layouts = singledummy.DefaultSamples
	}
	return &SingleDummyTricks{Playouts: len(ps), Layouts: layouts, Seed: seed, Tricks: trickRows(d), Mean: float64(sum) / float64(len(ps))}
}

// RevokeFromLIN reads board n of a LIN record (a file or a handviewer
// link; n = 0 for a record of one board) as the revoke rules read it.
func RevokeFromLIN(path string, n int) (weighting.TablePlay, *event.Board, error) {
	ev, err := event.Load(path, event.LIN)
	if err != nil {
		return weighting.TablePlay{}, nil, err
	}
	var b *event.Board
	switch {
	case n > 0:
		if b, err = ev.Board(n); err != nil {
			return weighting.TablePlay{}, nil, err
		}
	case len(ev.Boards) == 1:
		b = &ev.Boards[0]
	default:
		return weighting.TablePlay{}, nil, fmt.Errorf("%s holds %d boards: give the board, --board N", ev.File, len(ev.Boards))
	}
	tp, err := b.TablePlay()
	if err != nil {
		return tp, nil, fmt.Errorf("%s: board %d: %v", ev.File, b.Number, err)
	}
	return tp, b, nil
}

// StudyRevokes rules on the revokes of tp (Laws 61–64) and runs the Law
// 64C line with opts.
func StudyRevokes(ctx context.Context, tp weighting.TablePlay, opts RevokeOptions) (*RevokeStudy, error) {
	tp.NoticedLate = tp.NoticedLate || opts.NoticedLate
	r, err := weighting.RuleRevokes(tp)
	if err != nil {
		return nil, &Error{Msg: err.Error(), Err: err} // the record: bad input
	}
	if opts.Solver == nil {
		return nil, fmt.Errorf("ruling revoke: no double-dummy solver")
	}
	s, err := opts.Solver()
	if err != nil {
		return nil, err
	}
	defer dds.Close(s)
	if err := r.Solve(s); err != nil {
		return nil, err
	}
	st := &RevokeStudy{Ruling: r}
	if opts.SingleDummy > 0 && r.Equity != nil {
		if st.SingleDummy, err = revokeSingleDummy(ctx, r, opts); err != nil {
			return nil, err
		}
	}
	return st, nil
}

// revokeSingleDummy plays the position just before the first established
// revoke out opts.SingleDummy times, single dummy.
func revokeSingleDummy(ctx context.Context, r *weighting.RevokeRuling, opts RevokeOptions) (*RevokeSingleDummy, error) {
	if opts.SingleDummy > MaxPlayouts {
		return nil, fmt.Errorf("--single-dummy %d: at most %d playouts", opts.SingleDummy, MaxPlayouts)
	}
	deals := make([]dds.Deal, opts.SingleDummy)
	for i := range deals {
		deals[i] = r.Play.Deal
	}
	rv := r.Revokes[r.Equity.Revoke]
	so := singledummy.Options{Samples: opts.Layouts, Seed: opts.Seed, Solver: opts.Solver, Threads: opts.Threads, Start: r.Play.Play[:rv.Index]}
	ps, err := singledummy.Play(ctx, deals, r.Play.Contract, so, nil)
	if err != nil {
		return nil, fmt.Errorf("single dummy from before the revoke: %v", err)
	}
	return playoutTricks(ps, opts.Layouts, opts.Seed), nil
}

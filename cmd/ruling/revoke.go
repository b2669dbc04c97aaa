// revoke.go: the revoke command — a play record's revokes ruled on (Laws 61–64), with the Law 64C line, from a LIN record, a handviewer link or a case with its play.

package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
	"github.com/ruling-bridge/ruling/weighting/event"
)

func runRevoke(e *env) error {
	fs := newFlags("revoke")
	format := fs.String("format", "text", "")
	asJSON := jsonFlag(fs)
	outPath := fs.String("o", "", "")
	board := fs.Int("board", 0, "")
	resultText := fs.String("result", "", "")
	late := fs.Bool("noticed-late", false, "")
	sd := fs.Int("single-dummy", 0, "")
	layouts := fs.Int("layouts", 0, "")
	seedText := fs.String("seed", "", "")
	sf := addSolveFlags(fs, 0)
	args, err := parseInterspersed(e, fs, "revoke")
	if err != nil {
		return err
	}
	hint := `run "ruling help revoke" for its options`
	if err := reportFormat(fs, format, asJSON, hint); err != nil {
		return err
	}
	if len(args) != 1 {
		return withHint(badInput("revoke: want one FILE (a LIN record, a handviewer link or a case file), got %d arguments", len(args)), hint)
	}
	if err := checkOutputPath(*outPath); err != nil {
		return err
	}
	seed, err := singleDummyFlags(fs, *sd, *layouts, *seedText, "playouts", hint)
	if err != nil {
		return err
	}
	opts := engine.RevokeOptions{SingleDummy: *sd, Layouts: *layouts, Seed: seed, Threads: sf.threads, NoticedLate: *late}
	if opts.Solver, err = sf.factory(); err != nil {
		return err
	}

	st := &engine.RevokeStudy{}
	var tp weighting.TablePlay
	src := args[0]
	if strings.HasSuffix(strings.ToLower(src), ".toml") {
		if given(fs, "board") {
			return withHint(badInput("--board: a case names its board"), hint)
		}
		c, err := loadCase(e, src)
		if err != nil {
			return err
		}
		if tp, err = c.TablePlay(); err != nil {
			return badInput("%s: %v", src, err)
		}
		st.Source, st.Board, st.Dealer, st.Auction = src, c.Board, c.Dealer, c.Auction
	} else {
		var b *event.Board
		tp, b, err = engine.RevokeFromLIN(src, *board)
		if err != nil {
			return badInput("%v", err)
		}
		st.Board, st.Dealer, st.Auction = b.Number, b.Dealer, b.Auction
		st.Source = fmt.Sprintf("%s, board %d", src, b.Number)
		if strings.HasPrefix(src, "http") {
			st.Source = fmt.Sprintf("the handviewer link, board %d", b.Number)
		}
	}
	if *resultText != "" {
		res, err := weighting.ParseResult(*resultText)
		if err == nil && (res.Kind != weighting.Played || res.Contract != tp.Contract) {
			err = fmt.Errorf("the record's contract is %s by %s", tp.Contract, tp.Contract.Declarer)
		}
		if err != nil {
			return withHint(badInput("--result %q: %v", *resultText, err), "give the result the players agreed, in the record's contract: --result 4S-1 N")
		}
		n := res.Tricks
		tp.Final = &n
	}
	if sd := *sd; sd > 0 {
		fmt.Fprintf(e.stderr, "ruling: seed %d (rerun with --seed %d for the same playouts)\n", seed, seed)
	}
	got, err := engine.StudyRevokes(e.ctx, tp, opts)
	var ce *engine.Error
	switch {
	case errors.As(err, &ce):
		return badInput("%s: %v", src, err)
	case err != nil && e.ctx.Err() != nil:
		return failure(errors.New("interrupted: no report written"), "")
	case err != nil:
		return err
	}
	got.Source, got.Board, got.Dealer, got.Auction = st.Source, st.Board, st.Dealer, st.Auction
	return writeOutput(e, *outPath, func(w io.Writer) error { return reports.EncodeRevokes(w, *format, got) })
}

// solveinput.go: a whole solve input — PBN games or lines — checked item by item before anything is solved, then solved in input order through a ResultWriter.

package dds

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
)

// SolveInput is a solve input read and checked: the deals or positions
// of a PBN file or of dd-tables.tsv / dd-plays.tsv lines, or the solved
// deals of a .zrd file (EachSolveItem).
type SolveInput struct {
	data      []byte
	name      string
	games     []Game // nil for line input
	zrd       bool   // solved-deal records (IsZRD)
	positions bool
	// lines, when not nil, is the input read as it comes
	// (ReadSolveLines), with its bad and check.
	lines io.Reader
	bad   func(error) error
	check func(SolveItem) error
	// Total is the number of good items; Bad the number of bad ones
	// (which bad let pass).
	Total, Bad int
}

// ReadSolveInput reads data (named name in messages) as a solve input:
// solved-deal records when IsZRD, a PBN file's games when IsPBN, else
// lines, positions when positions is set (not with records). Every item is checked before anything is solved, so that bad input
// stops a run first: bad is called with each bad item's error (naming
// name:LINE) and returns nil to skip the item, or an error that ends the
// reading and is returned. A PBN file that does not parse is an error too.
func ReadSolveInput(data []byte, name string, positions bool, bad func(error) error) (*SolveInput, error) {
	in := &SolveInput{data: data, name: name, positions: positions, zrd: IsZRD(data, name)}
	switch {
	case in.zrd && positions:
		return nil, fmt.Errorf("%s holds solved deals, not positions", name)
	case in.zrd:
	case IsPBN(data):
		games, err := ReadPBN(bytes.NewReader(data), name)
		if err != nil {
			return nil, err
		}
		in.games = games
	}
	err := EachSolveItem(data, name, in.games, positions, func(_ SolveItem, err error) error {
		if err == nil {
			in.Total++
			return nil
		}
		in.Bad++
		return bad(err)
	})
	if err != nil {
		return nil, err
	}
	return in, nil
}

// errStopFeeding ends Items early, without an error.
var errStopFeeding = errors.New("stop feeding")

// Items calls fn with each good item of the input in order — what Solve
// solves — and stops at fn's first error, which it returns.
func (in *SolveInput) Items(fn func(SolveItem) error) error {
	if in.lines != nil {
		return in.itemsAsRead(fn)
	}
	return EachSolveItem(in.data, in.name, in.games, in.positions, func(it SolveItem, err error) error {
		if err != nil {
			return nil // a bad item, let pass when read
		}
		return fn(it)
	})
}

// Solve solves the input's good items on s's workers (s.Positions and
// s.Total are the input's) and writes each result through w in input
// order, as it is ready. Solved-deal records are not solved again: their
// tables are written as they are. A solver error names the item's line
// ("line 12: ..."). After an error, what was finished is flushed;
// otherwise w is closed. written is the number of results written; when
// ctx is cancelled the error is the context's.
func (in *SolveInput) Solve(ctx context.Context, s Stream, w *ResultWriter) (written int, err error) {
	if in.zrd {
		return in.writeStored(ctx, w)
	}
	s.Positions, s.Total = in.positions, max(in.Total, 1)
	if in.lines != nil {
		s.Total = 0 // not known
	}
	written, err = SolveStream(ctx, s, func(yield func(SolveItem) bool) error {
		err := in.Items(func(it SolveItem) error {
			if !yield(it) {
				return errStopFeeding
			}
			return nil
		})
		if errors.Is(err, errStopFeeding) {
			return nil
		}
		return err
	}, SolveItem.Job, w.Write)
	var se *StreamError[SolveItem]
	if errors.As(err, &se) {
		err = fmt.Errorf("line %d: %v", se.Item.Line, se.Err)
	}
	if err != nil {
		w.Flush()
		return written, err
	}
	return written, w.Close() // a PBN output with no games: the header alone
}

// writeStored writes the tables of solved-deal records through w.
func (in *SolveInput) writeStored(ctx context.Context, w *ResultWriter) (written int, err error) {
	err = in.Items(func(it SolveItem) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := w.Write(it, Solved{Table: *it.Stored}); err != nil {
			return err
		}
		written++
		return nil
	})
	if err != nil {
		w.Flush()
		return written, err
	}
	return written, w.Close()
}

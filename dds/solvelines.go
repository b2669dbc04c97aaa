// solvelines.go: a solve input of lines read as they come (a pipe) — each line solved and written before the rest is read, in memory bounded by a line.

package dds

import (
	"bufio"
	"errors"
	"fmt"
	"io"
)

// MaxSolveLine caps a line of a solve input read as it comes: a
// dd-plays.tsv line of a whole play is under 300 bytes.
const MaxSolveLine = 64 << 10

// ReadSolveLines is the solve input of the dd-tables.tsv lines (with
// positions, dd-plays.tsv lines) that r yields, read as Solve needs them
// rather than first: for a pipe, each line is solved and written while
// the next ones are still to come, in memory bounded by MaxSolveLine and
// Solve's few items in flight, however long the input. The items are
// those EachSolveItem gives for the same text, so Solve writes the same
// results. As nothing is read ahead, a bad item is met when its turn
// comes: bad (as for ReadSolveInput) is called then, and an error it
// returns ends Solve after the results of the items before; so does
// check's error, when check is not nil: it is called with each good item
// before it is solved. A line longer than MaxSolveLine is a bad item.
// Total and Bad count the items read so far. Solve reads r once.
func ReadSolveLines(r io.Reader, name string, positions bool, bad func(error) error, check func(SolveItem) error) *SolveInput {
	return &SolveInput{lines: r, name: name, positions: positions, bad: bad, check: check}
}

// itemsAsRead is Items for an input read as it comes.
func (in *SolveInput) itemsAsRead(fn func(SolveItem) error) error {
	return eachSolveLine(in.lines, in.name, in.positions, func(it SolveItem, err error) error {
		if err != nil {
			in.Bad++
			return in.bad(err)
		}
		if in.check != nil {
			if err := in.check(it); err != nil {
				return err
			}
		}
		in.Total++
		return fn(it)
	})
}

// eachSolveLine is EachSolveItem's line input read from r line by line:
// fn has each line's item or error before the next line is read.
func eachSolveLine(r io.Reader, name string, positions bool, fn func(SolveItem, error) error) error {
	br := bufio.NewReaderSize(r, MaxSolveLine)
	board := 0
	for n := 1; ; n++ {
		raw, err := br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			if err := fn(SolveItem{}, fmt.Errorf("%s:%d: the line is longer than %d KiB", name, n, MaxSolveLine>>10)); err != nil {
				return err
			}
			for errors.Is(err, bufio.ErrBufferFull) { // the rest of the line, dropped
				_, err = br.ReadSlice('\n')
			}
		} else if len(raw) > 0 {
			if raw[len(raw)-1] == '\n' {
				raw = raw[:len(raw)-1]
			}
			if err := solveLine(raw, n, name, positions, &board, fn); err != nil {
				return err
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("reading %s: %v", name, err)
		}
	}
}

// AsRead reports whether the input is read as it comes (ReadSolveLines):
// its Total is then the items read so far, not the input's.
func (in *SolveInput) AsRead() bool { return in.lines != nil }

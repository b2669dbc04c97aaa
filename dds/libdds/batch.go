// batch.go: the batch calls — many deals handed to libdds at once, solved on its own threads.

package libdds

import (
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

// Each batch method checks every item first (an error names the item
// through dds.BatchError), then cuts the batch to libdds's limits (40
// tables, 200 boards a call) and returns results in input order.

// TableBatch solves the double-dummy table of every deal with
// CalcAllTables, up to 40 deals a call.
func (l *Lib) TableBatch(deals []dds.Deal) ([]dds.Table, error) {
	for i, d := range deals {
		if err := checkDeal(d); err != nil {
			return nil, &dds.BatchError{Index: i, Err: err}
		}
	}
	out := make([]dds.Table, len(deals))
	for start := 0; start < len(deals); start += maxTables {
		end := min(start+maxTables, len(deals))
		if err := l.calcTables(deals[start:end], out[start:end]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (l *Lib) calcTables(deals []dds.Deal, out []dds.Table) error {
	callMu.Lock()
	defer callMu.Unlock()
	l.tables.NoOfTables = int32(len(deals))
	for i, d := range deals {
		l.tables.Deals[i] = cTableDeal{Cards: cards(d)}
	}
	var filter [ddsStrain]int32 // 0: solve the strain
	if code := l.calcAllTables(l.tables, parNone, &filter, l.results, l.par); code != returnNoFault {
		return l.fault("CalcAllTables", code)
	}
	for i := range deals {
		out[i] = fromResults(&l.results.Results[i])
	}
	return nil
}

// TricksBatch solves each (deal, strain, opening leader) for the number
// of tricks the declaring side (the leader's opponents) takes.
func (l *Lib) TricksBatch(jobs []dds.Lead) ([]int, error) {
	boards := make([]cDeal, len(jobs))
	for i, j := range jobs {
		if err := checkLead(j); err != nil {
			return nil, &dds.BatchError{Index: i, Err: err}
		}
		boards[i] = leadDeal(j)
	}
	out := make([]int, len(jobs))
	err := l.solveBoards(boards, solutionsOne, func(i int, ft *cFutureTricks) error {
		if ft.Cards < 1 || ft.Score[0] < 0 || ft.Score[0] > 13 {
			return fmt.Errorf("libdds returned %d cards, score %d", ft.Cards, ft.Score[0])
		}
		out[i] = 13 - int(ft.Score[0]) // the score is the leader's side's
		return nil
	})
	return out, err
}

// CardValuesBatch gives, for every position, each legal card of the
// player on turn with its double-dummy value for the side on turn.
func (l *Lib) CardValuesBatch(positions []dds.Position) ([][]dds.CardValue, error) {
	boards := make([]cDeal, len(positions))
	for i := range positions {
		if err := checkPosition(&positions[i]); err != nil {
			return nil, &dds.BatchError{Index: i, Err: err}
		}
		boards[i] = positionDeal(&positions[i])
	}
	out := make([][]dds.CardValue, len(positions))
	err := l.solveBoards(boards, solutionsAll, func(i int, ft *cFutureTricks) (err error) {
		out[i], err = cardValues(ft)
		return err
	})
	return out, err
}

// solveBoards runs SolveAllChunksBin (target -1, mode 1) on deals, up to
// 200 a call, and hands each answer to read with its index in deals.
func (l *Lib) solveBoards(deals []cDeal, solutions int32, read func(i int, ft *cFutureTricks) error) error {
	for start := 0; start < len(deals); start += maxBoards {
		end := min(start+maxBoards, len(deals))
		if err := l.solveChunk(deals[start:end], solutions, start, read); err != nil {
			return err
		}
	}
	return nil
}

func (l *Lib) solveChunk(deals []cDeal, solutions int32, offset int, read func(i int, ft *cFutureTricks) error) error {
	callMu.Lock()
	defer callMu.Unlock()
	b := l.boards
	b.NoOfBoards = int32(len(deals))
	for i, d := range deals {
		b.Deals[i] = d
		b.Target[i] = targetMax
		b.Solutions[i] = solutions
		b.Mode[i] = modeAlwaysRun
	}
	if code := l.solveAllChunksBin(b, l.solved, 1); code != returnNoFault {
		return l.fault("SolveAllChunksBin", code)
	}
	for i := range deals {
		if err := read(offset+i, &l.solved.SolvedBoard[i]); err != nil {
			return &dds.BatchError{Index: offset + i, Err: err}
		}
	}
	return nil
}

// TraceBatch gives, for every played deal, the declaring side's
// double-dummy total before the play and after each card (AnalyseAllPlaysBin).
func (l *Lib) TraceBatch(jobs []dds.Played) ([][]int, error) {
	for i, j := range jobs {
		err := checkLead(j.Lead)
		if err == nil {
			_, err = dds.Replay(j.Deal, j.Trump, j.Leader, j.Play)
		}
		if err != nil {
			return nil, &dds.BatchError{Index: i, Err: err}
		}
	}
	out := make([][]int, len(jobs))
	for start := 0; start < len(jobs); start += maxBoards {
		end := min(start+maxBoards, len(jobs))
		if err := l.traceChunk(jobs[start:end], out[start:end], start); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// lastTrickCards is where libdds's traces stop: once 48 cards are played
// the last trick is forced, so the value no longer changes.
const lastTrickCards = 48

func (l *Lib) traceChunk(jobs []dds.Played, out [][]int, offset int) error {
	callMu.Lock()
	defer callMu.Unlock()
	b, pl := l.boards, l.traces
	b.NoOfBoards = int32(len(jobs))
	pl.NoOfBoards = int32(len(jobs))
	for i, j := range jobs {
		b.Deals[i] = leadDeal(j.Lead)
		b.Target[i] = targetMax
		b.Solutions[i] = solutionsOne
		b.Mode[i] = modeAlwaysRun
		t := &pl.Plays[i]
		t.Number = int32(len(j.Play))
		for k, c := range j.Play {
			t.Suit[k] = int32(c.Suit().DDSIndex())
			t.Rank[k] = int32(c.Rank())
		}
	}
	if code := l.analyseAllPlaysBin(b, pl, l.solvedPl, 1); code != returnNoFault {
		return l.fault("AnalyseAllPlaysBin", code)
	}
	for i, j := range jobs {
		s := &l.solvedPl.Solved[i]
		n, want := int(s.Number), len(j.Play)+1
		if n < 1 || n > want || (n < want && n != lastTrickCards+1) {
			return &dds.BatchError{Index: offset + i, Err: fmt.Errorf("libdds returned a trace of %d values for %d cards", n, len(j.Play))}
		}
		tr := make([]int, want)
		for k := range want {
			tr[k] = int(s.Tricks[min(k, n-1)])
		}
		out[i] = tr
	}
	return nil
}

// pbn.go: PBN 2.1 score tables (ScoreTable, TotalScoreTable) and auctions, read into an Event.

package event

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// The PBN tags read here.
const (
	tagScoreTable      = "ScoreTable"
	tagTotalScoreTable = "TotalScoreTable"
	tagAuction         = "Auction"
	tagNote            = "Note"
	tagEvent           = "Event"
)

// ReadPBN reads a PBN file's boards with their results: the score tables
// of PBN 2.1 (§5.9 ScoreTable, §5.10 TotalScoreTable), or — the commonest
// export of club scoring programs and of BBO — one game per table result,
// read by gameRow; a file of deals only is a hand record (its boards have
// no rows; Event.HasResults says so). Text that is not UTF-8 is read as
// Windows-1252 (decodeText). The columns are found by name
// from the tag's header, in any order, with widths and sort marks
// ("PairId_NS\2R", "+Rank") ignored; unknown columns are skipped. A row's
// result comes from Contract, Declarer and Result (tricks taken, or
// "=", "+1", "-2"), or "Pass"; a row with no contract ("-") and an
// artificial score marked "^" in Percentage_NS/Percentage_EW (or
// Score_NS/Score_EW) is an artificial score; a row with only Score_NS/Score_EW is a
// bare score. Score_NS or Score_EW, when given with a contract, must be
// what the contract scores at the board's vulnerability. Multiplicity
// repeats a row. A game's Auction section (with its notes as alert
// explanations) is read too. TotalScoreTable gives the pairs' names.
func ReadPBN(r io.Reader, name string) (*Event, error) {
	data, err := readLimited(r, name)
	if err != nil {
		return nil, err
	}
	games, err := dds.ReadPBN(bytes.NewReader(decodeText(data)), name)
	if err != nil {
		return nil, err
	}
	ev := &Event{File: name, Names: map[string]string{}}
	for gi := range games {
		g := &games[gi]
		fail := func(line int, err error) error {
			var re *rowError
			if errors.As(err, &re) && re.line > 0 {
				line = re.line
			}
			return &Error{File: name, Line: line, Board: g.Board, Err: err}
		}
		if v, ok := g.Get(tagEvent); ok && ev.Title == "" && !unknown(v) {
			ev.Title = v
		}
		if v, ok := g.Get("Scoring"); ok && ev.Scoring == "" {
			ev.Scoring = ScoringName(v)
		}
		b := Board{Number: g.Board, Deal: g.Deal, HasDeal: g.Deal.Complete(), Dealer: g.Dealer, Vulnerable: g.Vulnerable, Line: g.Line}
		hasTable := false
		for ti := range g.Tags {
			t := &g.Tags[ti]
			switch t.Name {
			case tagScoreTable:
				hasTable = true
				rows, err := scoreTable(t)
				if err != nil {
					return nil, fail(t.Line, err)
				}
				b.Rows = append(b.Rows, rows...)
			case tagTotalScoreTable:
				if err := totalScoreTable(t, ev.Names); err != nil {
					return nil, fail(t.Line, err)
				}
			case tagAuction:
				a, err := pbnAuction(g, t)
				if err != nil {
					return nil, fail(t.Line, fmt.Errorf("auction: %v", err))
				}
				b.Auction = a
			}
		}
		if !hasTable {
			// One game, one table: the game's own tags give its row.
			r, ok, warns, err := gameRow(g, b.Auction)
			if err != nil {
				return nil, fail(g.Line, fmt.Errorf("%s: %v", r.Where(), err))
			}
			for _, w := range warns {
				ev.Warnings = append(ev.Warnings, fmt.Sprintf("%s: board %d: %s: %s", name, g.Board, r.Where(), w))
			}
			if ok {
				b.Rows = append(b.Rows, r)
			}
		}
		if len(b.Rows) == 0 && b.Auction == nil {
			continue // a hand record only; keep it for its deal
		}
		if err := b.check(); err != nil {
			return nil, fail(g.Line, err)
		}
		if err := ev.addBoard(b); err != nil {
			return nil, fail(g.Line, err)
		}
	}
	// Hand-record games without rows still give their deal to a board.
	for gi := range games {
		g := &games[gi]
		if _, err := ev.Board(g.Board); err != nil && g.Board > 0 {
			ev.Boards = append(ev.Boards, Board{Number: g.Board, Deal: g.Deal, HasDeal: g.Deal.Complete(), Dealer: g.Dealer, Vulnerable: g.Vulnerable, Line: g.Line})
		}
	}
	// The merged boards are checked again (a pair in two games' tables).
	for i := range ev.Boards {
		ev.Warnings = append(ev.Warnings, ev.Boards[i].leadWarnings(name)...)
		if err := ev.Boards[i].checkPairs(); err != nil {
			var re *rowError
			errors.As(err, &re)
			return nil, &Error{File: name, Line: re.line, Board: ev.Boards[i].Number, Err: err}
		}
	}
	return ev, nil
}

// unknown reports a PBN value that says nothing: "", "?" or "-".
func unknown(v string) bool {
	v = strings.TrimSpace(v)
	return v == "" || v == "?" || v == "-"
}

// table is a PBN table: its column names and its rows of elements, each
// row with the line it starts on.
type table struct {
	cols  []string
	index map[string]int
	rows  [][]string
	lines []int
}

// readTable splits a table tag's header into column names and its section
// into rows. Elements are separated by white space; a string element is in
// double quotes and may hold spaces. Rows need not follow lines: the
// elements are taken a row's worth at a time.
func readTable(t *dds.Tag) (*table, error) {
	tb := &table{index: map[string]int{}}
	for _, c := range strings.Split(t.Value, ";") {
		c = strings.TrimSpace(c)
		c = strings.TrimLeft(c, "+-")
		if i := strings.IndexByte(c, '\\'); i >= 0 {
			c = c[:i]
		}
		if c == "" {
			return nil, fmt.Errorf("%s: an empty column name in %q", t.Name, t.Value)
		}
		if _, dup := tb.index[c]; dup {
			return nil, fmt.Errorf("%s: column %s is named twice", t.Name, c)
		}
		tb.index[c] = len(tb.cols)
		tb.cols = append(tb.cols, c)
	}
	var (
		cur     []string
		curLine int
	)
	for i, line := range t.Section {
		elems, err := splitElements(line)
		if err != nil {
			return nil, &rowError{line: t.SectionLine(i), err: fmt.Errorf("%s: %v", t.Name, err)}
		}
		for _, e := range elems {
			if len(cur) == 0 {
				curLine = t.SectionLine(i)
			}
			cur = append(cur, e)
			if len(cur) == len(tb.cols) {
				tb.rows = append(tb.rows, cur)
				tb.lines = append(tb.lines, curLine)
				cur = nil
				if len(tb.rows) > MaxRows {
					return nil, fmt.Errorf("%s: more than %d rows", t.Name, MaxRows)
				}
			}
		}
	}
	if len(cur) > 0 {
		return nil, &rowError{line: curLine, err: fmt.Errorf("%s: the last row has %d elements but the table has %d columns (%s)", t.Name, len(cur), len(tb.cols), strings.Join(tb.cols, ", "))}
	}
	return tb, nil
}

// splitElements splits one line of table data into elements.
func splitElements(line string) ([]string, error) {
	var out []string
	for i := 0; i < len(line); {
		switch c := line[i]; {
		case c == ' ' || c == '\t':
			i++
		case c == '"':
			j := i + 1
			var b strings.Builder
			for ; j < len(line) && line[j] != '"'; j++ {
				if line[j] == '\\' && j+1 < len(line) && (line[j+1] == '"' || line[j+1] == '\\') {
					j++
				}
				b.WriteByte(line[j])
			}
			if j >= len(line) {
				return nil, fmt.Errorf("a string %s is not closed with a double quote", abbreviate(line[i:]))
			}
			out = append(out, b.String())
			i = j + 1
		default:
			j := i
			for j < len(line) && line[j] != ' ' && line[j] != '\t' {
				j++
			}
			out = append(out, line[i:j])
			i = j
		}
	}
	return out, nil
}

func abbreviate(s string) string {
	if len(s) > 40 {
		return strconv.Quote(s[:40] + "…")
	}
	return strconv.Quote(s)
}

// get is row i's element in column name; ok is false when the table has
// no such column or the element is unknown ("?") or irrelevant ("-").
func (tb *table) get(i int, name string) (string, bool) {
	c, ok := tb.index[name]
	if !ok {
		return "", false
	}
	v := strings.TrimSpace(tb.rows[i][c])
	if unknown(v) {
		return "", false
	}
	return v, true
}

// scoreTable reads a ScoreTable's rows.
func scoreTable(t *dds.Tag) ([]Row, error) {
	tb, err := readTable(t)
	if err != nil {
		return nil, err
	}
	rows := make([]Row, 0, len(tb.rows))
	for i := range tb.rows {
		r, err := tb.scoreRow(i)
		if err != nil {
			return nil, &rowError{line: tb.lines[i], err: fmt.Errorf("%s row %d (%s): %v", t.Name, i+1, r.Where(), err)}
		}
		rows = append(rows, r)
	}
	return rows, nil
}

// scoreRow reads row i of a ScoreTable.
func (tb *table) scoreRow(i int) (Row, error) {
	r := Row{Line: tb.lines[i], Multiplicity: 1}
	r.NS, _ = tb.get(i, "PairId_NS")
	r.EW, _ = tb.get(i, "PairId_EW")
	r.Table, _ = tb.get(i, "Table")
	r.Round, _ = tb.get(i, "Round")
	r.Room, _ = tb.get(i, "Room")
	r.Section, _ = tb.get(i, "Section")
	r.Lead, _ = tb.get(i, "Lead")
	if m, ok := tb.get(i, "Multiplicity"); ok {
		n, err := strconv.Atoi(m)
		if err != nil || n < 1 || n > MaxMultiplier {
			return r, fmt.Errorf("Multiplicity %q is not a number of tables (1 to %d)", m, MaxMultiplier)
		}
		r.Multiplicity = n
	}
	if err := tb.awarded(i, &r); err != nil {
		return r, err
	}
	if text, ok := tb.get(i, "Ruling"); ok {
		// ruling's own column: the adjusted table's weighted score, as an
		// export by ruling adjust --export writes it.
		ru, _, err := weighting.ParseEntry(text, weighting.EntryOptions{})
		if err != nil {
			return r, fmt.Errorf("Ruling %q: %v", text, err)
		}
		r.Result = ru
		return r, nil
	}
	score, err := tb.nsScore(i)
	if err != nil {
		return r, err
	}
	contract, hasContract := tb.get(i, "Contract")
	declarer, _ := tb.get(i, "Declarer")
	tricks, hasTricks := tb.get(i, "Result")
	if hasContract && !strings.HasPrefix(contract, "^") {
		_, err := r.setResult(contract, declarer, tricks, hasTricks, score)
		return r, err
	}
	a, ok, err := tb.artificial(i)
	switch {
	case err != nil:
		return r, err
	case ok:
		r.Result = a
		return r, nil
	}
	ok, err = r.setResult("", "", "", false, score)
	if err == nil && !ok {
		err = errors.New("no contract, no score and no artificial score (^)")
	}
	return r, err
}

// setResult gives the row its result: the contract's when there is one
// (the score the row writes kept, to be checked against it), else the
// bare North-South score; ok is false when there is neither.
func (r *Row) setResult(contract, declarer, tricks string, hasTricks bool, score *int) (ok bool, err error) {
	switch {
	case contract != "":
		res, err := contractResult(contract, declarer, tricks, hasTricks)
		if err != nil {
			return true, err
		}
		r.Result, r.Score = weighting.Plain(res), score
	case score != nil:
		res, err := weighting.NSPoints(*score)
		if err != nil {
			return true, err
		}
		r.Result = weighting.Plain(res)
	default:
		return false, nil
	}
	return true, nil
}

// contractResult reads a result from the Contract, Declarer and Result
// elements with the weighting grammar: "4SX" "N" "9" is 4SX-1 N.
func contractResult(contract, declarer, tricks string, hasTricks bool) (weighting.Result, error) {
	if r, err := weighting.ParseResult(contract); err == nil && r.Kind == weighting.PassedOut {
		return r, nil
	}
	if declarer == "" {
		return weighting.Result{}, fmt.Errorf("contract %s has no declarer", contract)
	}
	if !hasTricks {
		return weighting.Result{}, fmt.Errorf("contract %s by %s has no result (tricks taken)", contract, declarer)
	}
	if n, err := strconv.Atoi(tricks); err == nil && !strings.ContainsAny(tricks, "+-") {
		made, err := weighting.ParseResult(contract + "= " + declarer)
		if err != nil {
			return weighting.Result{}, err
		}
		if n < 0 || n > 13 {
			return weighting.Result{}, fmt.Errorf("result %d is not a number of tricks (0 to 13)", n)
		}
		res, err := weighting.MakeResult(made.Contract, n)
		if err != nil {
			return weighting.Result{}, fmt.Errorf("%s by %s taking %d tricks: %v", contract, declarer, n, err)
		}
		return res, nil
	}
	return weighting.ParseResult(contract + tricks + " " + declarer) // "=", "+1", "-2"
}

// tableAwarded are the ScoreTable columns that give the scoring
// program's own scores, North-South's and East-West's.
var tableAwarded = []struct {
	ns, ew string
	unit   Unit
}{
	{"MP_NS", "MP_EW", Matchpoints},
	{"Percentage_NS", "Percentage_EW", Percent},
	{"IMP_NS", "IMP_EW", IMPs},
}

// awarded reads the row's own scores (MP_NS, Percentage_NS, IMP_NS and
// their EW columns; a "^" marking a percentage artificial is dropped).
func (tb *table) awarded(i int, r *Row) error {
	for _, a := range tableAwarded {
		x := Awarded{Unit: a.unit, NS: math.NaN(), EW: math.NaN()}
		any := false
		for _, col := range []struct {
			name string
			to   *float64
		}{{a.ns, &x.NS}, {a.ew, &x.EW}} {
			v, ok := tb.get(i, col.name)
			if !ok {
				continue
			}
			v = strings.TrimSuffix(strings.TrimPrefix(v, "^"), "%")
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || math.IsInf(f, 0) || math.IsNaN(f) || math.Abs(f) > maxScore {
				return fmt.Errorf("%s %q is not a number", col.name, v)
			}
			*col.to, any = f, true
		}
		if any {
			r.Awarded = append(r.Awarded, x)
		}
	}
	return nil
}

// nsScore is the North-South score the row writes (Score_NS, or minus
// Score_EW), nil when it writes none; an artificial ("^") score is not
// one. Both given must agree.
func (tb *table) nsScore(i int) (*int, error) {
	var got []int
	for _, col := range []struct {
		name string
		sign int
	}{{"Score_NS", 1}, {"Score_EW", -1}} {
		v, ok := tb.get(i, col.name)
		if !ok || strings.HasPrefix(v, "^") {
			continue
		}
		v = strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(v, "NS"), "EW"), "+")
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n > 10000 || n < -10000 {
			return nil, fmt.Errorf("%s %q is not a score", col.name, v)
		}
		got = append(got, col.sign*n)
	}
	switch {
	case len(got) == 0:
		return nil, nil
	case len(got) == 2 && got[0] != got[1]:
		return nil, fmt.Errorf("Score_NS %+d and Score_EW %+d disagree", got[0], -got[1])
	}
	return &got[0], nil
}

// artificial reads an artificial score: percentages marked "^" in the
// Percentage (or Score) columns, for both sides; ok is false when the row
// has none.
func (tb *table) artificial(i int) (weighting.Ruling, bool, error) {
	for _, pair := range [][2]string{{"Percentage_NS", "Percentage_EW"}, {"Score_NS", "Score_EW"}} {
		ns, okNS := tb.get(i, pair[0])
		ew, okEW := tb.get(i, pair[1])
		okNS = okNS && strings.HasPrefix(ns, "^")
		okEW = okEW && strings.HasPrefix(ew, "^")
		if !okNS && !okEW {
			continue
		}
		if okNS != okEW {
			return weighting.Ruling{}, true, fmt.Errorf("artificial score (^) given for one side only (%s %q, %s %q)", pair[0], ns, pair[1], ew)
		}
		entry := artificialEntry(ns, ew)
		r, _, err := weighting.ParseEntry(entry, weighting.EntryOptions{})
		if err != nil || r.Artificial == nil {
			return weighting.Ruling{}, true, fmt.Errorf("artificial score %s/%s: write it as ^60 and ^40 (percentages) or ^A60/40", ns, ew)
		}
		return r, true, nil
	}
	return weighting.Ruling{}, false, nil
}

// artificialEntry turns "^60" "^40" (or "^60%", "^A60/40", "^Av+") into
// the weighting entry form "A60/40".
func artificialEntry(ns, ew string) string {
	clean := func(s string) string {
		return strings.TrimSuffix(strings.TrimSpace(strings.TrimPrefix(s, "^")), "%")
	}
	ns, ew = clean(ns), clean(ew)
	if ns == ew && strings.HasPrefix(strings.ToUpper(ns), "A") {
		return ns // one token for both sides: "A60/40", "Av+"
	}
	return "A" + ns + "/" + ew
}

// totalScoreTable reads the pairs' names from a TotalScoreTable.
func totalScoreTable(t *dds.Tag, names map[string]string) error {
	tb, err := readTable(t)
	if err != nil {
		return err
	}
	for i := range tb.rows {
		id, ok := tb.get(i, "PairId")
		if !ok {
			continue
		}
		if n, ok := tb.get(i, "Names"); ok {
			names[pairKey(id)] = strings.ReplaceAll(n, ";", " & ")
		}
	}
	return nil
}

// pbnAuction reads a game's Auction section: calls from the seat in the
// tag's value; "AP" all pass; "*" an auction left unfinished; "=n=" a note
// reference, the note's text (a Note tag "n:text") becoming the call's
// alert explanation; "$n" and "!"/"?" suffix annotations are dropped.
func pbnAuction(g *dds.Game, t *dds.Tag) (*dds.Auction, error) {
	if unknown(t.Value) {
		return nil, nil
	}
	first, err := dds.ParseSeat(t.Value)
	if err != nil {
		return nil, fmt.Errorf("%q is not a seat to start the auction", t.Value)
	}
	notes := map[string]string{}
	for _, n := range g.Tags {
		if n.Name == tagNote {
			if k, v, ok := strings.Cut(n.Value, ":"); ok {
				notes[strings.TrimSpace(k)] = v
			}
		}
	}
	a := dds.Auction{Dealer: first}
	for _, line := range t.Section {
		for _, tok := range strings.Fields(line) {
			switch {
			case strings.HasPrefix(tok, "=") && strings.HasSuffix(tok, "=") && len(tok) > 2:
				if len(a.Calls) == 0 {
					return nil, fmt.Errorf("note %s comes before any call", tok)
				}
				c := &a.Calls[len(a.Calls)-1]
				c.Alert = true
				c.Explanation = dds.CleanExplanation(notes[tok[1:len(tok)-1]])
				continue
			case tok == "*" || tok == "+" || strings.HasPrefix(tok, "$"):
				continue
			case strings.EqualFold(tok, "AP"):
				for !a.Complete() {
					if err := a.Add(dds.Call{Kind: dds.PassCall}); err != nil {
						return nil, err
					}
				}
				continue
			}
			tok = strings.TrimRight(tok, "!?")
			if tok == "" {
				continue
			}
			c, err := dds.ParseCall(tok)
			if err != nil {
				return nil, fmt.Errorf("call %d: %v", len(a.Calls)+1, err)
			}
			if err := a.Add(c); err != nil {
				return nil, err
			}
		}
	}
	if first != g.Dealer {
		return nil, fmt.Errorf("the auction starts with %s but the dealer is %s", first.Name(), g.Dealer.Name())
	}
	return &a, nil
}

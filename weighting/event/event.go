// event.go: an event's boards and traveller rows, checked against each board, whatever file they came from.

package event

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// Limits on what a file may hold, so that hostile input stays bounded.
const (
	MaxFileSize   = 32 << 20 // bytes in one event file
	MaxRows       = 10000    // traveller rows on one board
	MaxMultiplier = 10000    // a row's Multiplicity
)

// Error is a fault in an event file: the file, the line (PBN, USEBIO) or
// the LIN token, the board when known, and what is wrong. It prints as
// "event.pbn:42: board 7: …" or "board.lin: token 31 (mb|1Z): …".
type Error struct {
	File  string
	Line  int    // 0 when not known
	Token string // LIN: "token 31 (mb|1Z)"; "" otherwise
	Board int    // 0 when not known
	Err   error
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	switch {
	case e.Line > 0:
		fmt.Fprintf(&b, ":%d", e.Line)
	case e.Token != "":
		b.WriteString(": " + e.Token)
	}
	b.WriteString(": ")
	if e.Board > 0 {
		fmt.Fprintf(&b, "board %d: ", e.Board)
	}
	b.WriteString(e.Err.Error())
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }

// Event is what an event file holds: its title, its boards in file order,
// and the pairs' (or teams') names when the file gives them.
type Event struct {
	File   string
	Title  string
	Boards []Board
	Names  map[string]string // by pair or team identifier
	// Scoring is the form of scoring the file names, as the weighting
	// package calls it (matchpoints, imps, cross-imps, butler, total);
	// "" when the file does not say.
	Scoring string
	// Warnings are faults that do not touch a result — an opening lead
	// that is not in the leader's hand is a slip in entering the lead —
	// each naming its row.
	Warnings []string
}

// Board is one board of an event: the hand record when the file has one,
// the auction when it has one (LIN, PBN games with an Auction section),
// the play, and the traveller rows.
type Board struct {
	Number     int
	HasDeal    bool // Deal holds all 52 cards
	Deal       dds.Deal
	Dealer     dds.Seat
	Vulnerable dds.Vulnerability
	Auction    *dds.Auction // nil when the file has none
	Play       []dds.Card   // cards played, in order (LIN)
	Claim      *int         // tricks declarer's side took in all, by claim (LIN mc|)
	Rows       []Row
	Line       int       // the board's first line in its file, 0 when not known
	Room       string    // LIN: "Open" or "Closed" when qx| says
	Players    [4]string // LIN: the players' names by seat, when pn| gives them
}

// Row is one table's result on a board: the pairs (or teams) at the
// table, the result or artificial score, the score the file wrote, and
// how many tables it stands for.
type Row struct {
	Line         int    // file line (0 when not known)
	NS, EW       string // pair identifiers as the file writes them ("" when not given)
	Table        string // table, round, room and section when the file gives them
	Round        string
	Room         string
	Section      string
	Result       weighting.Ruling // a plain result, or an artificial score
	Score        *int             // the North-South score the file writes, checked against Result
	Lead         string           // the opening lead as written, "" when not given
	Multiplicity int              // tables with this result (at least 1)
}

// Where names the row for a message: "NS 4 v EW 11 (line 42)".
func (r *Row) Where() string {
	var parts []string
	if r.NS != "" || r.EW != "" {
		parts = append(parts, fmt.Sprintf("NS %s v EW %s", orQ(r.NS), orQ(r.EW)))
	}
	if r.Room != "" {
		parts = append(parts, r.Room+" room")
	}
	if r.Line > 0 {
		parts = append(parts, fmt.Sprintf("line %d", r.Line))
	}
	if len(parts) == 0 {
		return "a row"
	}
	return strings.Join(parts, ", ")
}

func orQ(s string) string {
	if s == "" {
		return "?"
	}
	return s
}

// Plain is the row's result when it is one (not artificial).
func (r *Row) Plain() (weighting.Result, bool) {
	if r.Result.Artificial != nil || len(r.Result.NS) != 1 {
		return weighting.Result{}, false
	}
	return r.Result.NS[0].Result, true
}

// SamePair reports whether two pair identifiers name the same pair:
// equal as written, or equal as numbers ("04" and "4").
func SamePair(a, b string) bool {
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	if a == "" || b == "" {
		return false
	}
	if strings.EqualFold(a, b) {
		return true
	}
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	return err1 == nil && err2 == nil && x == y
}

// Board finds board n.
func (e *Event) Board(n int) (*Board, error) {
	for i := range e.Boards {
		if e.Boards[i].Number == n {
			return &e.Boards[i], nil
		}
	}
	var have []string
	for _, b := range e.Boards {
		have = append(have, strconv.Itoa(b.Number))
		if len(have) == 20 {
			have = append(have, "…")
			break
		}
	}
	if len(have) == 0 {
		return nil, fmt.Errorf("%s: no board %d: the file has no boards", e.File, n)
	}
	return nil, fmt.Errorf("%s: no board %d (the file has boards %s)", e.File, n, strings.Join(have, ", "))
}

// BoardWarnings are the event's warnings about board n.
func (e *Event) BoardWarnings(n int) []string {
	var out []string
	for _, w := range e.Warnings {
		if strings.Contains(w, fmt.Sprintf(": board %d: ", n)) {
			out = append(out, w)
		}
	}
	return out
}

// Table splits the board's rows into the row of the table where pair ns
// sat North-South against pair ew, and the field: every other row, each
// repeated by its multiplicity. It fails when no row, or more than one,
// has those pairs.
func (b *Board) Table(ns, ew string) (table Row, field []Row, err error) {
	at := -1
	for i, r := range b.Rows {
		if SamePair(r.NS, ns) && SamePair(r.EW, ew) {
			if at >= 0 {
				return Row{}, nil, fmt.Errorf("board %d: pairs %s and %s have two rows (%s and %s)", b.Number, ns, ew, b.Rows[at].Where(), r.Where())
			}
			at = i
		}
	}
	if at < 0 {
		return Row{}, nil, fmt.Errorf("board %d: no row has NS pair %s against EW pair %s%s", b.Number, ns, ew, b.pairHint(ns, ew))
	}
	for i, r := range b.Rows {
		if i == at {
			continue
		}
		for range r.Multiplicity {
			field = append(field, r)
		}
	}
	table = b.Rows[at]
	if table.Multiplicity > 1 {
		// The other tables with the same result belong to the field.
		extra := table
		extra.Multiplicity = 1
		for range table.Multiplicity - 1 {
			field = append(field, extra)
		}
		table.Multiplicity = 1
	}
	return table, field, nil
}

// pairHint says where the pairs were seen, for a failed Table.
func (b *Board) pairHint(ns, ew string) string {
	for _, r := range b.Rows {
		if SamePair(r.NS, ew) && SamePair(r.EW, ns) {
			return fmt.Sprintf(" (%s sat North-South against %s: %s; give the North-South pair first)", ew, ns, r.Where())
		}
	}
	for _, r := range b.Rows {
		switch {
		case SamePair(r.NS, ns):
			return fmt.Sprintf(" (pair %s sat North-South against %s: %s)", ns, orQ(r.EW), r.Where())
		case SamePair(r.EW, ew):
			return fmt.Sprintf(" (pair %s sat East-West against %s: %s)", ew, orQ(r.NS), r.Where())
		}
	}
	return ""
}

// OtherRoom is the result in the other room of a teams match: the row in
// which the two teams (or pairs) sit the other way round — North-South ew
// against East-West ns — as a teams traveller writes the match's two
// tables. It fails when there is no such row, or more than one.
func (b *Board) OtherRoom(ns, ew string) (Row, error) {
	var found []Row
	for _, r := range b.Rows {
		if SamePair(r.NS, ew) && SamePair(r.EW, ns) {
			found = append(found, r)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return Row{}, fmt.Errorf("board %d: no other-room row: the other room of the match is the row with %s North-South against %s East-West, and there is none (give vs = \"…\")", b.Number, ew, ns)
	}
	return Row{}, fmt.Errorf("board %d: %d rows have %s North-South against %s (%s and %s); give vs = \"…\"", b.Number, len(found), ew, ns, found[0].Where(), found[1].Where())
}

// Rulings is the rows' results as the weighting package scores them.
func Rulings(rows []Row) []weighting.Ruling {
	out := make([]weighting.Ruling, len(rows))
	for i, r := range rows {
		out[i] = r.Result
	}
	return out
}

// check tests every row against the board: the result against the score
// the file wrote at the board's vulnerability, the lead against the deal,
// and each pair at one table (a team may sit once each way, in the two
// rooms of one match).
func (b *Board) check() error {
	if len(b.Rows) > MaxRows {
		return fmt.Errorf("%d rows, more than the %d a board may have", len(b.Rows), MaxRows)
	}
	for i := range b.Rows {
		if err := b.checkRow(&b.Rows[i]); err != nil {
			return &rowError{line: b.Rows[i].Line, err: fmt.Errorf("%s: %v", b.Rows[i].Where(), err)}
		}
	}
	return b.checkPairs()
}

// rowError carries a row's line to the Error made by the reader.
type rowError struct {
	line int
	err  error
}

func (e *rowError) Error() string { return e.err.Error() }

func (b *Board) checkRow(r *Row) error {
	if r.Multiplicity < 1 || r.Multiplicity > MaxMultiplier {
		return fmt.Errorf("multiplicity %d is not a number of tables (1 to %d)", r.Multiplicity, MaxMultiplier)
	}
	if err := r.Result.Check(b.Vulnerable); err != nil {
		return err
	}
	res, plain := r.Plain()
	if plain && r.Score != nil && res.Kind != weighting.Points {
		if got := res.Score(b.Vulnerable); got != *r.Score {
			return fmt.Errorf("%s scores %s at vulnerability %s, but the row says %s", res, signedScore(got), b.Vulnerable, signedScore(*r.Score))
		}
	}
	return nil
}

// leadWarnings lists the rows whose opening lead is not a card of the
// opening leader's hand.
func (b *Board) leadWarnings(file string) []string {
	var out []string
	for i := range b.Rows {
		r := &b.Rows[i]
		res, plain := r.Plain()
		if r.Lead == "" || !plain || res.Kind != weighting.Played || !b.HasDeal {
			continue
		}
		where := fmt.Sprintf("%s: board %d: %s", file, b.Number, r.Where())
		card, err := dds.ParseCard(r.Lead)
		if err != nil {
			out = append(out, fmt.Sprintf("%s: lead %q is not a card; ignored", where, r.Lead))
			continue
		}
		leader := res.Contract.Declarer.LHO()
		if holder, _ := b.Deal.Holder(card); holder != leader {
			out = append(out, fmt.Sprintf("%s: the lead %s is %s's card, but %s leads against %s (the lead is ignored; the result stands)", where, card, holder.Name(), leader.Name(), res))
		}
	}
	return out
}

func signedScore(n int) string {
	if n == 0 {
		return "0"
	}
	return fmt.Sprintf("%+d", n)
}

// checkPairs finds a pair at two tables. A pair may appear once
// North-South and once East-West only against the same opponents (the two
// rooms of a teams match).
func (b *Board) checkPairs() error {
	type seen struct {
		row *Row
		opp string
	}
	at := [2]map[string]seen{{}, {}}
	for i := range b.Rows {
		r := &b.Rows[i]
		for side, id := range [2]string{r.NS, r.EW} {
			if id == "" || id == "?" || id == "-" {
				continue
			}
			key := pairKey(id)
			opp := [2]string{r.EW, r.NS}[side]
			if prev, dup := at[side][key]; dup {
				return &rowError{line: r.Line, err: fmt.Errorf("pair %s sits %s at two tables: %s and %s", id, [2]string{"North-South", "East-West"}[side], prev.row.Where(), r.Where())}
			}
			if other, both := at[1-side][key]; both && !SamePair(other.opp, opp) {
				return &rowError{line: r.Line, err: fmt.Errorf("pair %s plays at two tables: %s and %s (a team sits both ways only against the same opponents)", id, other.row.Where(), r.Where())}
			}
			at[side][key] = seen{row: r, opp: opp}
		}
	}
	return nil
}

// pairKey is the identifier SamePair compares: a number without leading
// zeros, or the upper-case text.
func pairKey(id string) string {
	id = strings.TrimSpace(id)
	if n, err := strconv.Atoi(id); err == nil {
		return strconv.Itoa(n)
	}
	return strings.ToUpper(id)
}

// addBoard adds b to the event, merging it with an earlier board of the
// same number (the same deal required: one board, two games in the file).
func (e *Event) addBoard(b Board) error {
	for i := range e.Boards {
		o := &e.Boards[i]
		if o.Number != b.Number || b.Number == 0 {
			continue
		}
		if o.HasDeal && b.HasDeal && o.Deal != b.Deal {
			return fmt.Errorf("board %d appears twice with different deals (the first at line %d)", b.Number, o.Line)
		}
		if !o.HasDeal && b.HasDeal {
			o.Deal, o.HasDeal, o.Dealer, o.Vulnerable = b.Deal, true, b.Dealer, b.Vulnerable
		}
		if o.Auction == nil {
			o.Auction = b.Auction
		}
		o.Rows = append(o.Rows, b.Rows...)
		return nil
	}
	e.Boards = append(e.Boards, b)
	return nil
}

// readLimited reads all of r, refusing more than MaxFileSize bytes.
func readLimited(r io.Reader, name string) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("reading %s: %v", name, err)
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("%s is larger than %d MB; an event file is smaller", name, MaxFileSize>>20)
	}
	return bytes.TrimPrefix(data, []byte("\uFEFF")), nil
}

// ScoringName reads a file's name for its form of scoring — PBN's Scoring
// tag ("MatchPoints;MP1", "IMP", "Butler", "Cross-IMPs"), USEBIO's
// BOARD_SCORING_METHOD ("MATCH_POINTS", "BUTLER_IMPS", "CROSS_IMPS",
// "AGGREGATE") or EVENT_TYPE ("TEAMS") — as weighting names it; "" when
// it is none of these.
func ScoringName(text string) string {
	t := strings.ToLower(text)
	switch {
	case strings.Contains(t, "butler"):
		return "butler"
	case strings.Contains(t, "cross"):
		return "cross-imps"
	case strings.Contains(t, "imp"), strings.Contains(t, "teams"):
		return "imps"
	case strings.Contains(t, "match"), strings.HasPrefix(t, "mp"), strings.Contains(t, "pairs"):
		return "matchpoints"
	case strings.Contains(t, "aggregate"), strings.Contains(t, "total"):
		return "total"
	}
	return ""
}

// Format is a kind of event file.
type Format uint8

// The event file formats.
const (
	PBN Format = iota
	USEBIO
	LIN
)

// String is the format's name as case files write it: pbn, usebio, lin.
func (f Format) String() string { return [3]string{"pbn", "usebio", "lin"}[f%3] }

// Load reads the event file at path in format f. A LIN "path" may also
// be a BBO handviewer link. Only regular files are read.
func Load(path string, f Format) (*Event, error) {
	if f == LIN && IsHandviewerURL(path) {
		return ReadLIN(strings.NewReader(path), "the handviewer link")
	}
	fi, err := os.Stat(path)
	if err != nil {
		return nil, plainOpenError(path, err)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	fh, err := os.Open(path)
	if err != nil {
		return nil, plainOpenError(path, err)
	}
	defer fh.Close()
	switch f {
	case USEBIO:
		return ReadUSEBIO(fh, path)
	case LIN:
		return ReadLIN(fh, path)
	}
	return ReadPBN(fh, path)
}

func plainOpenError(path string, err error) error {
	switch {
	case errors.Is(err, os.ErrNotExist):
		return fmt.Errorf("%s: no such file", path)
	case errors.Is(err, os.ErrPermission):
		return fmt.Errorf("%s: permission denied", path)
	}
	return err
}

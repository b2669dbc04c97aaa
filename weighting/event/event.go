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
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// Limits on what a file may hold, so that hostile input stays bounded.
const (
	MaxFileSize   = 32 << 20 // bytes in one event file
	MaxRows       = 10000    // traveller rows on one board
	MaxMultiplier = 10000    // a row's Multiplicity
	maxScore      = 10000    // a score's size (no result scores more than 7,600)
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
	var pe *dds.PlayError
	switch {
	case e.Line > 0:
		fmt.Fprintf(&b, ":%d", e.Line)
	case e.Token != "" && !errors.As(e.Err, &pe): // a play error names its trick
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
	// Datum is the Butler datum the file's scoring program used (USEBIO
	// BOARD_AVERAGE); HasDatum says whether the file gives one.
	Datum    int
	HasDatum bool
	// Form numbers the forms of a fouled board (Law 87): 0 for a board
	// played in one form; 1, 2, … when the file holds the board in two or
	// more forms (another deal, dealer or vulnerability under the same
	// number), each form a Board of its own holding the rows of the
	// tables that played it.
	Form int
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
	// Players are the players' names by seat when the file gives them
	// (PBN games' North, East, South and West tags; LIN's pn|).
	Players [4]string
	// Auction is this table's own auction when the file gives one per
	// table (a PBN game of its own, a LIN record); nil otherwise.
	Auction *dds.Auction
	// Awarded are the scores the file's scoring program gave the row on
	// the board (matchpoints, percentages, IMPs), as the file writes them.
	Awarded []Awarded
	// Unfinished says why the row has no result — the play stops without
	// a claim, or a game gives a contract and no tricks; "" when Result
	// holds the table's result. Such a row is the table's when chosen
	// (its deal, auction and lead stand; the Director gives the result)
	// and is left out of the field.
	Unfinished string
	// Note says how the result was completed from the record, such as the
	// forced last trick a BBO record leaves out; "" otherwise.
	Note string
}

// Awarded is one score a scoring program gave a row, as its file writes
// it: the unit and each side's value (EW is the negated NS for IMPs a
// file gives for North-South only).
type Awarded struct {
	Unit   Unit
	NS, EW float64
}

// Unit is what an Awarded score counts.
type Unit uint8

// The units of Awarded scores.
const (
	Matchpoints Unit = iota // matchpoints on the board
	Percent                 // a percentage of the top
	IMPs                    // IMPs (cross-IMPs, Butler or teams)
)

// String names the unit as reports write it.
func (u Unit) String() string { return [3]string{"MP", "%", "IMPs"}[u%3] }

// AwardedIn is the row's awarded score in unit u; ok is false when the
// file gives none.
func (r *Row) AwardedIn(u Unit) (a Awarded, ok bool) {
	for _, x := range r.Awarded {
		if x.Unit == u {
			return x, true
		}
	}
	return Awarded{}, false
}

// Where names the row for a message: "NS 4 v EW 11, line 42", or by its
// players when the file names no pairs: "N ind5, S bgturley v E HCortez,
// W Sandy ss, line 12".
func (r *Row) Where() string {
	var parts []string
	switch {
	case r.NS != "" || r.EW != "":
		parts = append(parts, fmt.Sprintf("NS %s v EW %s", orQ(r.NS), orQ(r.EW)))
	case r.Players != [4]string{}:
		parts = append(parts, r.Seats())
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

// Seats names the table's players: "N ind5, S bgturley v E HCortez, W
// Sandy ss"; "" when the file names none.
func (r *Row) Seats() string {
	if r.Players == [4]string{} {
		return ""
	}
	return fmt.Sprintf("N %s, S %s v E %s, W %s", orQ(r.Players[dds.North]), orQ(r.Players[dds.South]),
		orQ(r.Players[dds.East]), orQ(r.Players[dds.West]))
}

func orQ(s string) string {
	if s == "" {
		return "?"
	}
	return s
}

// Plain is the row's result when it is one (not artificial, not unfinished).
func (r *Row) Plain() (weighting.Result, bool) {
	if r.Unfinished != "" || r.Result.Artificial != nil || len(r.Result.NS) != 1 {
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

// HasResults reports whether any board of the event has a table result
// (a row); a hand record has none.
func (e *Event) HasResults() bool {
	for i := range e.Boards {
		if len(e.Boards[i].Rows) > 0 {
			return true
		}
	}
	return false
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
// sat North-South against pair ew, and the field (see TableOf).
func (b *Board) Table(ns, ew string) (table Row, field []Row, err error) {
	return b.TableOf([]string{ns, ew})
}

// TableOf splits the board's rows into the table's row and the field:
// every other row with a result, each repeated by its multiplicity. The
// table is named by what the Director knows of it: two identifiers,
// North-South's then East-West's — pair or team numbers or names (a
// Mitchell number "2" finds "2NS" on its side), or a player of each
// side — or one player's name. It fails when no row, or more than one,
// fits, saying what the rows hold instead.
func (b *Board) TableOf(ids []string) (table Row, field []Row, err error) {
	if len(b.Rows) == 0 {
		return Row{}, nil, fmt.Errorf("board %d has no results in the file: it gives the deal only (a hand record)", b.Number)
	}
	var fits func(r *Row) bool
	var what string
	switch len(ids) {
	case 1:
		fits = func(r *Row) bool { return r.hasPlayer(ids[0], anySide) }
		what = fmt.Sprintf("a player called %s", ids[0])
	case 2:
		fits = func(r *Row) bool { return r.names(dds.NS, ids[0]) && r.names(dds.EW, ids[1]) }
		what = fmt.Sprintf("NS pair %s against EW pair %s", ids[0], ids[1])
	default:
		return Row{}, nil, fmt.Errorf("board %d: name the table by its two pairs (North-South, then East-West) or by one player", b.Number)
	}
	at := -1
	for i := range b.Rows {
		if !fits(&b.Rows[i]) {
			continue
		}
		if at >= 0 {
			return Row{}, nil, fmt.Errorf("board %d: two rows have %s (%s and %s)", b.Number, what, b.Rows[at].Where(), b.Rows[i].Where())
		}
		at = i
	}
	if at < 0 {
		return Row{}, nil, fmt.Errorf("board %d: no row has %s%s", b.Number, what, b.pairHint(ids))
	}
	for i, r := range b.Rows {
		if i == at || r.Unfinished != "" {
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

// Unfinished counts the board's rows without a result.
func (b *Board) Unfinished() int {
	n := 0
	for _, r := range b.Rows {
		if r.Unfinished != "" {
			n++
		}
	}
	return n
}

// names reports whether id names side s of the row: the side's pair (or
// team) identifier as SamePair compares them, a Mitchell pair number
// without its direction ("2" for "2NS"), or the name of one of the side's
// players.
func (r *Row) names(s dds.Side, id string) bool {
	own := r.NS
	if s == dds.EW {
		own = r.EW
	}
	if SamePair(own, id) {
		return true
	}
	if dir := s.String(); len(own) > len(dir) && strings.EqualFold(own[len(own)-len(dir):], dir) && SamePair(own[:len(own)-len(dir)], id) {
		return true
	}
	return r.hasPlayer(id, s)
}

// anySide is hasPlayer's side for a player at either side.
const anySide dds.Side = 255

// hasPlayer reports whether a player called name sat at the row's table,
// on side s (either side: anySide).
func (r *Row) hasPlayer(name string, s dds.Side) bool {
	name = strings.TrimSpace(name)
	if name == "" {
		return false
	}
	for seat, p := range r.Players {
		if (s == anySide || dds.Seat(seat).Side() == s) && strings.EqualFold(strings.TrimSpace(p), name) {
			return true
		}
	}
	return false
}

// pairHint says where the pairs were seen, or what the rows call their
// pairs and players, for a failed TableOf.
func (b *Board) pairHint(ids []string) string {
	if len(ids) == 2 {
		ns, ew := ids[0], ids[1]
		for i := range b.Rows {
			if r := &b.Rows[i]; r.names(dds.NS, ew) && r.names(dds.EW, ns) {
				return fmt.Sprintf(" (%s sat North-South against %s: %s; give the North-South pair first)", ew, ns, r.Where())
			}
		}
		for i := range b.Rows {
			switch r := &b.Rows[i]; {
			case r.names(dds.NS, ns):
				return fmt.Sprintf(" (pair %s sat North-South against %s: %s)", ns, orQ(r.EW), r.Where())
			case r.names(dds.EW, ew):
				return fmt.Sprintf(" (pair %s sat East-West against %s: %s)", ew, orQ(r.NS), r.Where())
			}
		}
	}
	var pairs, players []string
	seen := map[string]bool{}
	for _, r := range b.Rows {
		for _, id := range []string{r.NS, r.EW} {
			if id != "" && !seen["p"+id] && len(pairs) < maxHintNames {
				seen["p"+id] = true
				pairs = append(pairs, id)
			}
		}
		for _, p := range r.Players {
			if p = strings.TrimSpace(p); p != "" && !seen["n"+p] && len(players) < maxHintNames {
				seen["n"+p] = true
				players = append(players, p)
			}
		}
	}
	switch {
	case len(pairs) > 0:
		return fmt.Sprintf(" (the rows name their pairs %s)", strings.Join(pairs, ", "))
	case len(players) > 0:
		return fmt.Sprintf(" (the rows name their players %s: give a player of each side, or one player)", strings.Join(players, ", "))
	}
	return " (the rows name no pairs and no players)"
}

// maxHintNames bounds the names a message lists.
const maxHintNames = 12

// OtherRoom is the result in the other room of a teams match: the row in
// which the two teams (or pairs) sit the other way round — North-South ew
// against East-West ns — as a teams traveller writes the match's two
// tables. It fails when there is no such row, or more than one.
func (b *Board) OtherRoom(ns, ew string) (Row, error) {
	var found []Row
	for i := range b.Rows {
		if r := &b.Rows[i]; r.names(dds.NS, ew) && r.names(dds.EW, ns) && r.Unfinished == "" {
			found = append(found, *r)
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
	if r.Unfinished != "" {
		return nil
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
// same number and form (one board, two games in the file). A board of
// that number in another form (another deal, dealer or vulnerability) is
// a fouled board (Law 87): b is kept as a form of its own.
func (e *Event) addBoard(b Board) error {
	forms := 0
	for i := range e.Boards {
		o := &e.Boards[i]
		if o.Number != b.Number || b.Number == 0 {
			continue
		}
		forms++
		if !o.sameForm(&b) {
			continue
		}
		if !o.HasDeal && b.HasDeal {
			o.Deal, o.HasDeal, o.Dealer, o.Vulnerable = b.Deal, true, b.Dealer, b.Vulnerable
		}
		if o.Auction == nil {
			o.Auction = b.Auction
		}
		if !o.HasDatum {
			o.Datum, o.HasDatum = b.Datum, b.HasDatum
		}
		o.Rows = append(o.Rows, b.Rows...)
		return nil
	}
	if forms > 0 {
		for i := range e.Boards {
			if e.Boards[i].Number == b.Number && e.Boards[i].Form == 0 {
				e.Boards[i].Form = 1
			}
		}
		b.Form = forms + 1
	}
	e.Boards = append(e.Boards, b)
	return nil
}

// decodeText is a file's text as UTF-8: UTF-8 as it is; anything else as
// Windows-1252, which the scoring programs of Windows write (and which
// holds ISO-8859-1, the PBN standard's character set, but for the
// control codes 0x80–0x9F that no file means).
func decodeText(data []byte) []byte {
	if utf8.Valid(data) {
		return data
	}
	out, err := charmap.Windows1252.NewDecoder().Bytes(data)
	if err != nil {
		return data
	}
	return out
}

// sameForm reports whether b can be the same form of the board as o: the
// same deal, dealer and vulnerability where both give a deal.
func (o *Board) sameForm(b *Board) bool {
	return !o.HasDeal || !b.HasDeal || o.Deal == b.Deal && o.Dealer == b.Dealer && o.Vulnerable == b.Vulnerable
}

// Forms is every form of board n in the file: one for a board played in
// one form, two or more for a fouled board (Law 87), in file order.
func (e *Event) Forms(n int) []*Board {
	var out []*Board
	for i := range e.Boards {
		if e.Boards[i].Number == n {
			out = append(out, &e.Boards[i])
		}
	}
	return out
}

// TableBoard is board n as the table named by ids (as TableOf takes
// them) played it: the board, or the form of a fouled board whose rows
// hold that table.
func (e *Event) TableBoard(n int, ids []string) (*Board, error) {
	forms := e.Forms(n)
	if len(forms) < 2 {
		return e.Board(n)
	}
	for _, f := range forms {
		if _, _, err := f.TableOf(ids); err == nil {
			return f, nil
		}
	}
	return forms[0], nil // TableOf names what is missing
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

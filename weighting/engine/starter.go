// starter.go: StarterCase — a commented starter case file from an event file's board, that parses and runs.

package engine

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// Starter is what a starter case is made from: the event file as the case
// will name it, its format, the board and the table (PBN, USEBIO: the two
// pairs, or one player), the form of scoring ("" for the file's, else a
// guess), the non-offending side, a PBN hand record for a USEBIO file
// without one, and what the Director gives that the file cannot: the
// table result (the file has none, or the play was not finished), the
// other room's result or the field (a LIN record of one room, a hand
// record).
type Starter struct {
	File         string // the event file as the case names it (relative to the case's folder), or a LIN link
	Shown        string // the file as messages and comments name it; File when empty
	Format       event.Format
	DealPBN      string // with USEBIO: a PBN hand record, as the case names it
	Board        int    // 0: the file's only board
	Pairs        []string
	Scoring      string
	NonOffending dds.Side
	Result       string   // the table result, when the file does not give it ("4S-1 N"; "4S-1" takes the declarer from the auction)
	Vs           string   // the other room's result, when the file does not give it
	Field        []string // the other tables' results, when the file does not give them
}

// ParsePairs reads a table as the command line gives it: "NS,EW", the
// North-South pair then the East-West pair, by number or name ("4,11",
// "Para-1,Para-2"), or one player's name ("jaak99").
func ParsePairs(text string) ([]string, error) {
	p := strings.Split(text, ",")
	for i := range p {
		p[i] = strings.TrimSpace(p[i])
		if p[i] == "" {
			p = nil
			break
		}
	}
	switch {
	case len(p) == 1 && strings.Trim(p[0], "0123456789") == "":
		return nil, errors.New("one pair number does not name a table: give the North-South and East-West pairs, e.g. 4,11, or one player's name")
	case len(p) == 1 || len(p) == 2:
		return p, nil
	}
	return nil, errors.New("give the North-South and East-West pairs, e.g. 4,11 or Para-1,Para-2, or one player's name")
}

// CheckEventFile is the one rule of an event file, a hand record and the
// table's pairs, for a case file and ruling case new alike: a PBN or
// USEBIO file needs the pairs (table_pairs) to find the table's row; a LIN
// record is one table and takes none; a PBN hand record (deal_pbn) goes
// with USEBIO. An error is an *OptionError by its key.
func CheckEventFile(format event.Format, dealPBN, pairs bool) error {
	switch {
	case dealPBN && format != event.USEBIO:
		return dds.OptionErr("deal_pbn", " goes with usebio").WithHint("", "usebio")
	case format != event.LIN && !pairs:
		return dds.OptionErr(format.String(), ": give the table's pairs as table_pairs, NS then EW (e.g. 4 and 11), to find its row").WithHint("", "table_pairs")
	case format == event.LIN && pairs:
		return dds.OptionErr("table_pairs", " is not used with lin: a LIN record is one table").WithHint("", "lin")
	}
	return nil
}

// NameFiles sets s.File, s.Shown and s.DealPBN from the event file and a
// PBN hand record ("" for none), paths on this computer, as a case file
// written to the folder caseDir names them (CasePath); a LIN handviewer
// link stays as it is.
func (s *Starter) NameFiles(file, dealPBN, caseDir string) {
	s.File, s.Shown = CasePath(caseDir, file), file
	if s.Format == event.LIN && event.IsHandviewerURL(file) {
		s.File, s.Shown = file, "the handviewer link"
	}
	if dealPBN != "" {
		s.DealPBN = CasePath(caseDir, dealPBN)
	}
}

// StartBoard is what a starter reads of one board of an event file, for
// ruling case new and the page alike: the board, the table's row (nil for
// a hand record), the table result, the form of scoring with whether it
// was guessed, and what the file gives of the board's comparison — the
// field, or the other room.
type StartBoard struct {
	Board     *event.Board
	Table     *event.Row
	Result    weighting.Result
	HasResult bool   // Result is known (the file's, or the Director's)
	TableLine string // the ruling form's table line: the pairs, or the players
	Scoring   string
	Guessed   string   // why the scoring was guessed ("" when given or the file's)
	Field     []string // the other tables' results the file gives (matchpoints, cross-IMPs, Butler)
	Vs        string   // the other room's result the file gives (IMPs, BAM); "" when none
	// Missing says what the Director must give that the file cannot,
	// each item naming the command line's flag; empty when nothing is.
	Missing []string
}

// ReadStart reads board s.Board of ev for a starter case: the table's
// row (by s.Pairs, or a LIN record's one row), its result (or s.Result
// where the file has none), the form of scoring, and the board's field
// or other room — the file's, or s.Field and s.Vs. What the case still
// needs is listed in Missing; a file that cannot give the table (no such
// board, no such pairs, a hand record named by pairs) is an error.
func ReadStart(ev *event.Event, s Starter) (*StartBoard, error) {
	if s.Shown == "" {
		s.Shown = s.File
	}
	if s.Board == 0 {
		if len(ev.Boards) != 1 {
			return nil, &Error{File: s.Shown, Msg: fmt.Sprintf("the file has %d boards: give the board number", len(ev.Boards))}
		}
		s.Board = ev.Boards[0].Number
	}
	b, err := ev.Board(s.Board)
	if err == nil && s.Pairs != nil {
		b, err = ev.TableBoard(s.Board, s.Pairs) // a fouled board's form (Law 87)
	}
	if err != nil {
		return nil, &Error{Msg: err.Error()}
	}
	sb := &StartBoard{Board: b}
	var field []event.Row
	switch {
	case !ev.HasResults() && s.Format != event.LIN:
		if s.Pairs != nil {
			return nil, &Error{File: s.Shown, Msg: "the file has no results: it is a hand record (deals only); leave out the table's pairs and give the table result (--result), the form of scoring (--scoring) and the field (--field) or other room (--vs)"}
		}
	case s.Pairs != nil:
		t, f, err := b.TableOf(s.Pairs)
		if err != nil {
			return nil, &Error{File: s.Shown, Msg: err.Error()}
		}
		sb.Table, field = &t, f
	case len(b.Rows) == 1:
		sb.Table = &b.Rows[0]
	default:
		return nil, &Error{File: s.Shown, Msg: fmt.Sprintf("board %d has no result (the auction is not finished or the deal is incomplete): write the case by hand (see examples/)", b.Number)}
	}

	switch {
	case s.Pairs != nil:
		sb.TableLine = tableLine(ev, s.Pairs, sb.Table)
	case sb.Table != nil:
		sb.TableLine = sb.Table.Seats()
	}

	// The table result: the file's, else the Director's.
	var auction *dds.Auction
	if sb.Table != nil {
		auction = sb.Table.Auction
	}
	switch res, ok := tableResult(sb.Table); {
	case s.Result != "":
		r, err := weighting.ParseResult(WithDeclarer(s.Result, auction))
		if err != nil {
			return nil, &Error{Msg: fmt.Sprintf("--result: %v", err)}
		}
		sb.Result, sb.HasResult = r, true
	case ok:
		sb.Result, sb.HasResult = res, true
	case sb.Table == nil:
		sb.Missing = append(sb.Missing, "the table result (--result \"4S-1 N\"; the file is a hand record)")
	case sb.Table.Unfinished != "":
		sb.Missing = append(sb.Missing, fmt.Sprintf("the table result (--result \"4S-1\"; %s)", sb.Table.Unfinished))
	default:
		return nil, &Error{File: s.Shown, Msg: fmt.Sprintf("the table's row is an artificial score (%s): no result to rule on; give the result obtained at the table (--result)", sb.Table.Result)}
	}

	// The form of scoring and what the board is compared with.
	sb.Scoring, sb.Guessed = s.Scoring, ""
	if sb.Scoring == "" {
		sb.Scoring, sb.Guessed = guessScoring(ev, b, sb.Table, s)
	}
	if sc, err := weighting.ScoringByName(sb.Scoring); err != nil || sc.Name() != sb.Scoring {
		return nil, &Error{Msg: fmt.Sprintf("scoring %q: use one of %s", sb.Scoring, strings.Join(weighting.ScoringNames(), ", "))}
	}
	withField, withVs := Compares(sb.Scoring)
	switch {
	case withVs && s.Vs != "":
		sb.Vs = s.Vs
	case withVs && sb.Table != nil && s.Format == event.LIN:
		if o, ok := linOtherRoom(ev, b); ok {
			sb.Vs = o.Result.String()
		}
	case withVs && sb.Table != nil:
		if o, err := b.OtherRoom(otherRoomPairs(sb.Table, s.Pairs)); err == nil {
			sb.Vs = o.Result.String()
		}
	case withField && s.Field != nil:
		sb.Field = s.Field
	case withField && sb.Table != nil && s.Format != event.LIN:
		for _, f := range field {
			sb.Field = append(sb.Field, f.Result.String())
		}
	}
	switch {
	case withVs && sb.Vs == "":
		sb.Missing = append(sb.Missing, fmt.Sprintf("the other room's result (--vs \"4S= N\"; %s)", noComparison(ev, b, s, "other room")))
	case withField && len(sb.Field) == 0:
		sb.Missing = append(sb.Missing, fmt.Sprintf("the other tables' results (--field \"4S= N, 3NT+1 S\"; %s)", noComparison(ev, b, s, "field")))
	}
	if len(sb.Missing) > 0 && sb.Guessed != "" {
		sb.Missing = append([]string{fmt.Sprintf("the form of scoring (--scoring; %s)", sb.Guessed)}, sb.Missing...)
	}
	return sb, nil
}

// MissingText says what the case needs that the file does not give, each
// item with its option ("" when nothing is missing): ruling case new's
// error, and the page's note, in the same words.
func (sb *StartBoard) MissingText() string {
	if len(sb.Missing) == 0 {
		return ""
	}
	return fmt.Sprintf("board %d needs what the file does not give: %s", sb.Board.Number, strings.Join(sb.Missing, "; "))
}

// Auction is the auction the starter shows: the table's own, or the
// board's when it ends in the table result; nil for none.
func (sb *StartBoard) Auction() *dds.Auction {
	if sb.Table != nil && sb.Table.Auction != nil {
		return sb.Table.Auction
	}
	if a := sb.Board.Auction; a != nil && sb.HasResult && AuctionMismatch(a, sb.Result) == "" {
		return a
	}
	return nil
}

// tableResult is a table row's plain result; ok is false for none.
func tableResult(r *event.Row) (weighting.Result, bool) {
	if r == nil {
		return weighting.Result{}, false
	}
	return r.Plain()
}

// otherRoomPairs are the identifiers OtherRoom takes for the table: the
// row's own pairs or teams, else the two the Director named.
func otherRoomPairs(t *event.Row, pairs []string) (ns, ew string) {
	ns, ew = t.NS, t.EW
	if (ns == "" || ew == "") && len(pairs) == 2 {
		ns, ew = pairs[0], pairs[1]
	}
	return ns, ew
}

// noComparison says why the file gives no field or other room.
func noComparison(ev *event.Event, b *event.Board, s Starter, what string) string {
	switch {
	case !ev.HasResults() && s.Format != event.LIN:
		return "the file is a hand record"
	case s.Format == event.LIN:
		return fmt.Sprintf("the record is one room of board %d", b.Number)
	case what == "other room":
		return fmt.Sprintf("no row of board %d has the table's pairs the other way round", b.Number)
	}
	return fmt.Sprintf("board %d has no other rows", b.Number)
}

// StarterCase writes a starter case for s from the event ev read from
// s.File: the keys that make the case read the board, the table result,
// the field or other room, the auction and the lead from the file when it
// runs; what the file gives, in comments; the ruling form's keys to fill
// in; and two scenario stubs (the table result, and the table contract
// double dummy) to replace. What the file cannot give (ReadStart's
// Missing) must come from s, or it is an error naming each item. The text
// is checked with ParseCaseData through fsys, relative to dir (the case's
// folder), before it is returned.
func StarterCase(ev *event.Event, s Starter, fsys fs.FS, dir string) ([]byte, error) {
	if s.Shown == "" {
		s.Shown = s.File
	}
	sb, err := ReadStart(ev, s)
	if err != nil {
		return nil, err
	}
	if len(sb.Missing) > 0 {
		return nil, &Error{File: s.Shown, Msg: sb.MissingText()}
	}
	b, table, res := sb.Board, sb.Table, sb.Result
	teams := sb.Scoring == "imps" || sb.Scoring == "bam"
	handRecord := table == nil

	var t bytes.Buffer
	w := func(format string, a ...any) { fmt.Fprintf(&t, format, a...) }
	w("# A starter case made by \"ruling case new\" from %s, board %d.\n", s.Shown, b.Number)
	if handRecord {
		w("# The deal is read from that file (a hand record: it has no results) each\n")
		w("# time the case runs; the table result and the %s are the Director's.\n", map[bool]string{true: "other room", false: "field"}[teams])
		w("# Edit the scenarios and their weights, check non_offending, then run:\n#   ruling adjust CASE.toml\n\n")
	} else {
		w("# The deal, the table result, the %s and the auction are read from\n", map[bool]string{true: "other room", false: "field"}[teams])
		w("# that file each time the case runs; a key written here (deal, field, vs,\n")
		w("# table_result, auction) wins over the file. Edit the scenarios and their\n")
		w("# weights, check non_offending, then run:  ruling adjust CASE.toml\n\n")
	}
	w("title = %s\n", quote(fmt.Sprintf("Board %d", b.Number)))
	if ev.Title != "" {
		w("event = %s\n", quote(ev.Title))
	}
	w("# session = \"\"\n# director = \"\"\n")
	rev := starterRevokes(b, res, s)
	if facts, laws := revokeFacts(rev); facts != "" {
		w("facts = %s   # CHECK: from the play record\n", quote(facts))
		w("laws = %s\n", quoteList(laws))
	} else {
		w("facts = \"What happened at the table, in the Director's words.\"\n")
		w("laws = []               # the Laws applied, e.g. [\"16B1\", \"12C1(c)\"]\n")
	}
	w("# poll = [\"...\"]        # who was polled and what they chose\n")
	w("# appeal = \"...\"        # the appeal line, if not the default (Laws 92A, 92B)\n\n")
	switch {
	case handRecord && s.Format == event.PBN:
		w("pbn = %s   # the hand record\n", quote(s.File))
	case handRecord:
		w("deal = %s   # from %s, a hand record\ndealer = %s\nvulnerability = %s\n", quote(b.Deal.PBN(dds.North)), s.Shown, quote(b.Dealer.String()), quote(b.Vulnerable.String()))
	default:
		w("%s = %s\n", s.Format, quote(s.File))
		if s.DealPBN != "" {
			w("pbn = %s\n", quote(s.DealPBN))
		}
	}
	w("board = %d\n", b.Number)
	if s.Pairs != nil && !handRecord {
		list := make([]string, len(s.Pairs))
		for i, p := range s.Pairs {
			list[i] = pairValue(p)
		}
		w("table_pairs = [%s]\n", strings.Join(list, ", "))
	}
	w("scoring = %s", quote(sb.Scoring))
	if sb.Guessed != "" {
		w("   # CHECK: %s", sb.Guessed)
	}
	w("\n")
	switch {
	case s.Result != "" || handRecord:
		w("table_result = %s   # the Director's: the file gives none\n", quote(res.String()))
	case rev != nil && rev.Transferred > 0:
		after, _ := rev.AfterResult()
		nos, _ := rev.NonOffending()
		w("table_result = %s   # after the revoke: %d %s transferred to %s (Law 64A); recorded %s\n", quote(after.String()), rev.Transferred, plural(rev.Transferred, "trick", "tricks"), nos, res)
	}
	if s.Vs != "" {
		w("vs = %s   # the other room's result, the Director's\n", quote(s.Vs))
	}
	if s.Field != nil {
		w("field = %s   # the other tables' results, the Director's\n", quoteList(s.Field))
	}
	w("non_offending = %s   # CHECK: the side damaged by the infraction\n\n", quote(s.NonOffending.String()))

	w("# What %s gives for board %d:\n", s.Shown, b.Number)
	if b.HasDeal {
		w("#   deal %s, dealer %s, vulnerability %s\n", b.Deal.PBN(dds.North), b.Dealer.Name(), b.Vulnerable)
	} else if s.DealPBN == "" {
		w("#   no hand record: add deal = \"N:...\" or pbn = \"hands.pbn\"\n")
	}
	switch {
	case handRecord:
		w("#   no results: a hand record\n")
	case table.Unfinished != "":
		w("#   no table result: %s\n", table.Unfinished)
	case rev != nil && rev.Transferred > 0:
		w("#   table result as recorded %s (NS %+d)\n", res, res.Score(b.Vulnerable))
	default:
		w("#   table result %s (NS %+d)\n", res, res.Score(b.Vulnerable))
	}
	if table != nil && table.Note != "" {
		w("#   %s\n", table.Note)
	}
	if a := startAuction(b, table); a != nil {
		if msg := AuctionMismatch(a, res); msg == "" {
			w("#   auction %s\n", a)
		} else {
			w("#   the file's auction, %s, is another table's (%s): add auction = \"...\"\n", a, msg)
		}
	}
	if table != nil && table.Lead != "" {
		w("#   opening lead %s (lead = \"played\" in a scenario uses it)\n", table.Lead)
	}
	switch {
	case s.Format == event.LIN && teams && s.Vs == "":
		w("#   other room %s (the LIN record's other room)\n", sb.Vs)
	case teams && s.Vs == "" && !handRecord:
		w("#   other room %s (the row of the same match, the pairs the other way round)\n", sb.Vs)
	case !teams && s.Field == nil && !handRecord && s.Format != event.LIN && sb.Scoring != "total":
		w("#   field (%d tables): %s\n", len(sb.Field), strings.Join(sb.Field, ", "))
	}
	if n := b.Unfinished(); n > 0 && s.Format != event.LIN {
		w("#   %d rows without a result (play not finished), left out of the field\n", n)
	}
	if forms := ev.Forms(b.Number); len(forms) > 1 {
		w("#   board %d was fouled (Law 87): played in %d forms; this table played form %d, and its field is that form's tables\n", b.Number, len(forms), b.Form)
	}
	for _, warn := range ev.BoardWarnings(b.Number) {
		w("#   warning: %s\n", warn)
	}
	if rev != nil {
		for _, rv := range rev.Revokes {
			what := "not established: corrected (Law 62)"
			switch {
			case rv.Trick == 12:
				what = "on trick 12: corrected (Law 62D); CHECK: ruling revoke gives the result after the correction"
			case rv.Established && len(rv.Exceptions) > 0:
				what = fmt.Sprintf("established; no trick transferred (Law %s)", rv.Exceptions[0].Law)
			case rv.Established:
				what = fmt.Sprintf("established; %d %s transferred (Law %s)", rv.Transfer, plural(rv.Transfer, "trick", "tricks"), rv.TransferLaw)
			}
			w("#   revoke: trick %d, %s's %s to a %s lead, %s\n", rv.Trick, rv.Player.Name(), rv.Card.Pretty(), strings.TrimSuffix(rv.Led.Name(), "s"), what)
		}
		w("#   ruling revoke %s shows each revoke's ruling and the Law 64C check\n", s.Shown)
	}
	if rev != nil && revokeBefore(rev) >= 0 {
		rv := rev.Revokes[revokeBefore(rev)]
		c := res.Contract
		w("\n[[scenario]]\nname = \"Law 64C: without the revoke, double dummy\"\n")
		w("description = %s\n", quote(fmt.Sprintf("The play from just before %s's %s at trick %d, %s following suit", rv.Player.Name(), rv.Card.Pretty(), rv.Trick, rv.Player.Name())))
		w("contract = %s\ndeclarer = %s\ntricks = \"before-revoke\"\nweight = \"100%%\"\n", quote(c.String()), quote(c.Declarer.String()))
		w("# Compared with the table result after the transfer: when the transfer\n")
		w("# restores equity the non-offending side was not damaged and the table\n")
		w("# result stands (Law 64C). Add scenarios (single dummy, simulate) if the\n")
		w("# double-dummy line alone is not what would have happened.\n")
		data := t.Bytes()
		return checkStarter(data, s, b, fsys, dir)
	}
	w("\n[[scenario]]\nname = \"As at the table\"\nresult = %s\nweight = \"%s\"\n", quote(res.String()),
		map[bool]string{true: "50%", false: "100%"}[res.Kind == weighting.Played])
	if res.Kind == weighting.Played {
		c := res.Contract
		w("\n[[scenario]]\nname = \"The table contract, double dummy\"\n# description = \"What would have happened without the infraction\"\n")
		w("contract = %s\ndeclarer = %s\ntricks = \"dd\"\nweight = \"50%%\"\n", quote(c.String()), quote(c.Declarer.String()))
		w("# Other ways to find the tricks: tricks = \"simulate\" with condition = \"...\",\n")
		w("# lead = \"SK\" (or \"played\") for double dummy after that lead; see examples/.\n")
	}
	return checkStarter(t.Bytes(), s, b, fsys, dir)
}

// checkStarter parses a starter case before it is returned.
func checkStarter(data []byte, s Starter, b *event.Board, fsys fs.FS, dir string) ([]byte, error) {
	if len(data) > MaxCaseBytes {
		// Say which file is at fault: the event file's texts, not a case file.
		return nil, &Error{File: s.Shown, Msg: fmt.Sprintf("board %d: the texts this file gives it (event, names, tags) would make a case file larger than %d KiB: one of them is far too long", b.Number, MaxCaseBytes>>10)}
	}
	if _, err := ParseCaseData(path.Join(dir, "case.toml"), data, fsys, dir); err != nil {
		var ce *Error
		if errors.As(err, &ce) {
			return nil, &Error{File: s.Shown, Msg: fmt.Sprintf("board %d does not make a case: %s", b.Number, ce.Msg)}
		}
		return nil, err
	}
	return data, nil
}

// starterRevokes is the revoke ruling of a LIN record whose play holds a
// revoke (no solver: the transfers of Law 64A, not the 64C line), nil
// for any other board.
func starterRevokes(b *event.Board, res weighting.Result, s Starter) *weighting.RevokeRuling {
	if s.Format != event.LIN || len(b.Play) == 0 || res.Kind != weighting.Played || s.Result != "" {
		return nil
	}
	tp, err := b.TablePlay()
	if err != nil {
		return nil
	}
	r, err := weighting.RuleRevokes(tp)
	if err != nil || len(r.Revokes) == 0 {
		return nil
	}
	return r
}

// startAuction is the table's own auction, else the board's.
func startAuction(b *event.Board, table *event.Row) *dds.Auction {
	if table != nil && table.Auction != nil {
		return table.Auction
	}
	return b.Auction
}

// guessScoring is the form of scoring the file names — but IMPs in a file
// of pairs, many tables and no other room, are Butler (or cross-IMPs) —
// else IMPs when the table's match has its other room, or matchpoints;
// why is "" when the file names it, else the reason, for a CHECK comment.
func guessScoring(ev *event.Event, b *event.Board, table *event.Row, s Starter) (scoring, why string) {
	hasOther := false
	switch {
	case s.Format == event.LIN:
		_, hasOther = linOtherRoom(ev, b)
	case table != nil:
		_, err := b.OtherRoom(otherRoomPairs(table, s.Pairs))
		hasOther = err == nil
	}
	switch {
	case ev.Scoring == "imps" && !hasOther && len(b.Rows) > 2:
		return "butler", fmt.Sprintf("the file says IMPs, but board %d has %d tables and no other room: IMPs across a field (butler or cross-imps)", b.Number, len(b.Rows))
	case ev.Scoring != "":
		return ev.Scoring, ""
	case hasOther:
		return "imps", "the file names no form of scoring: the table's match has its other room"
	case s.Format == event.LIN:
		return "imps", "the file names no form of scoring: a LIN record is most often a teams match"
	}
	return "matchpoints", "the file names no form of scoring"
}

// linOtherRoom is the other room's row of board b in a LIN file of both
// rooms of a match; ok is false when the file holds one room.
func linOtherRoom(ev *event.Event, b *event.Board) (event.Row, bool) {
	for _, o := range ev.Boards {
		if o.Number == b.Number && b.Room != "" && o.Room != "" && o.Room != b.Room && len(o.Rows) == 1 && o.Rows[0].Unfinished == "" {
			return o.Rows[0], true
		}
	}
	return event.Row{}, false
}

// pairValue writes a pair number as a TOML integer, other identifiers as strings.
func pairValue(p string) string {
	if p != "" && strings.Trim(p, "0123456789") == "" {
		return pairKey(p)
	}
	return quote(p)
}

// plural is one or many by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// revokeFacts are the facts and Laws of a starter case on a record with
// revokes: each revoke and its ruling, in words; "" for none.
func revokeFacts(rev *weighting.RevokeRuling) (facts string, laws []string) {
	if rev == nil {
		return "", nil
	}
	var parts []string
	seen := map[string]bool{}
	law := func(l string) {
		if !seen[l] {
			seen[l] = true
			laws = append(laws, l)
		}
	}
	for _, rv := range rev.Revokes {
		p := fmt.Sprintf("At trick %d %s played %s to a %s lead while holding a %s: a revoke", rv.Trick, rv.Player.Name(), rv.Card.Pretty(), strings.TrimSuffix(rv.Led.Name(), "s"), strings.TrimSuffix(rv.Led.Name(), "s"))
		switch {
		case !rv.Established:
			p += ", not established, corrected"
			law("62")
		case len(rv.Exceptions) > 0:
			p += fmt.Sprintf(", established; no trick transferred (Law %s)", rv.Exceptions[0].Law)
			law(rv.Exceptions[0].Law)
		default:
			p += fmt.Sprintf(", established; %d %s transferred (Law %s)", rv.Transfer, plural(rv.Transfer, "trick", "tricks"), rv.TransferLaw)
			law(rv.TransferLaw)
		}
		parts = append(parts, p+".")
	}
	if revokeBefore(rev) >= 0 {
		law("64C")
	}
	return strings.Join(parts, " "), laws
}

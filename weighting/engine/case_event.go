// case_event.go: the event-file keys (pbn with table_pairs, usebio, lin), the auction, lead = "played", and the ruling form's keys.

package engine

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// Form is what a ruling form carries besides the calculation: the event
// line, the facts as the Director found them, the Laws applied, who was
// polled and what they chose, and the closing line on the right of appeal.
type Form struct {
	Event    string
	Session  string
	Table    string // the table, or its pairs: "NS 4 v EW 11"
	Director string
	Facts    string   // free text
	Laws     []string // the Laws applied: "16B1", "12C1(c)"
	Poll     []string // who was polled and what they chose, one line each
	Appeal   string   // the appeal line; "" for DefaultAppeal
}

// DefaultAppeal is the closing line of a ruling form when the case gives
// none (Laws 92A and 92B).
const DefaultAppeal = "Either side may appeal against this ruling (Law 92A). The right to appeal expires 30 minutes after the official score has been made available for inspection, unless the regulations of the event say otherwise (Law 92B)."

// AppealLine is the form's appeal line: the case's own wording, or DefaultAppeal.
func (f Form) AppealLine() string {
	if strings.TrimSpace(f.Appeal) != "" {
		return strings.TrimSpace(f.Appeal)
	}
	return DefaultAppeal
}

// Empty reports whether the form has nothing beyond the default appeal line.
func (f Form) Empty() bool {
	return f.Event == "" && f.Session == "" && f.Table == "" && f.Director == "" && f.Facts == "" &&
		len(f.Laws) == 0 && len(f.Poll) == 0 && f.Appeal == ""
}

// FieldCount is one line of the field's frequency table: a result (or
// score, or artificial score), its North-South score, and how many of the
// other tables had it.
type FieldCount struct {
	Ruling  weighting.Ruling // a table's result, or its weighted or artificial score
	NSScore *int             // nil for an artificial score
	Count   int
}

// PlayedLead is the keyword of a scenario's lead that takes the opening
// lead made at the table, from the event file (lead = "played").
const PlayedLead = "played"

// eventSource is what the case's event file gives: the board read, the
// table's row and the other room's row when found.
type eventSource struct {
	board   *event.Board
	table   *event.Row   // the table's row; nil when not found
	lead    string       // the opening lead played, "" when not known
	auction *dds.Auction // the table's own auction when the file gives one per table
	sources []string     // how each value was chosen, for the report's notes
}

// maxTablePairs is the length of table_pairs: North-South and East-West.
const maxTablePairs = 2

// eventFiles reads the event file the case names (pbn with table_pairs,
// usebio, lin) and fills in from it what the case file leaves out: the
// deal, dealer and vulnerability, the table result, the field (every other
// row) or the other room's result, the auction and the lead played. A key
// written in the case file wins over the file.
func (p *parser) eventFiles(raw *rawCase) error {
	pairs, err := p.tablePairs(raw)
	if err != nil {
		return err
	}
	var (
		key    string
		format event.Format
	)
	switch {
	case raw.USEBIO != "" && raw.LIN != "":
		return p.fail("lin", "give usebio or lin, not both")
	case raw.USEBIO != "":
		key, format = "usebio", event.USEBIO
	case raw.LIN != "":
		key, format = "lin", event.LIN
		if raw.PBN != "" || raw.Deal != "" {
			return p.fail("lin", "lin gives the deal: leave out pbn and deal")
		}
	case pairs != nil && raw.PBN != "":
		key, format = "pbn", event.PBN
	case pairs != nil:
		return p.fail("table_pairs", "table_pairs needs the event file that holds the travellers: pbn = \"event.pbn\" or usebio = \"event.xml\"")
	default:
		return nil
	}
	var oe *OptionError
	if errors.As(CheckEventFile(format, false, pairs != nil), &oe) {
		return p.fail(oe.Key, "%s", optionText(oe))
	}
	name := map[string]string{"pbn": raw.PBN, "usebio": raw.USEBIO, "lin": raw.LIN}[key]
	ev, err := p.readEvent(name, format)
	if err != nil {
		return p.fail(key, "%s: %v", key, err)
	}
	if raw.Board == nil && len(ev.Boards) == 1 && ev.Boards[0].Number > 0 {
		n := ev.Boards[0].Number
		raw.Board = &n
	}
	if raw.Board == nil {
		return p.fail(key, "%s: give the board number (board = N) to find the board in %s", key, name)
	}
	b, err := ev.Board(*raw.Board)
	if err == nil && pairs != nil {
		b, err = ev.TableBoard(*raw.Board, pairs)
	}
	if err != nil {
		return p.fail(key, "%s: %v", key, err)
	}
	src := &eventSource{board: b}
	p.event = src
	for _, w := range ev.BoardWarnings(b.Number) {
		src.sources = append(src.sources, "warning: "+w)
	}

	// The deal: from the file's hand record, unless the case gives it.
	if raw.Deal == "" && raw.PBN == "" {
		if !b.HasDeal {
			return p.fail(key, "%s: board %d has no hand record in %s: give pbn = \"hands.pbn\" or deal = \"N:...\"", key, b.Number, name)
		}
		raw.Deal = b.Deal.PBN(dds.North)
		if raw.Dealer == "" {
			raw.Dealer = b.Dealer.String()
		}
		if raw.Vulnerability == "" {
			raw.Vulnerability = b.Vulnerable.String()
		}
	}

	// The table's row, the field and the other room.
	scoring := ""
	if sc, err := weighting.ScoringByName(raw.Scoring); err == nil {
		scoring = sc.Name()
	}
	var others []event.Row
	if format == event.LIN {
		if len(b.Rows) == 1 {
			src.table = &b.Rows[0]
			if res, ok := b.Rows[0].Plain(); ok && raw.TableResult == nil {
				src.sources = append(src.sources, fmt.Sprintf("the table result is the LIN record's: %s", res))
			}
		}
		if len(b.Play) > 0 {
			src.lead = b.Play[0].String()
		}
		if b.Room != "" {
			for i := range ev.Boards {
				o := &ev.Boards[i]
				if o.Number == b.Number && o.Room != b.Room && len(o.Rows) == 1 && o.Rows[0].Unfinished == "" {
					others = append(others, o.Rows[0])
				}
			}
		}
		if err := p.oneRoom(raw, scoring, name, b, len(others)); err != nil {
			return err
		}
	} else {
		if !ev.HasResults() {
			return p.fail("table_pairs", "%s has no results: it is a hand record (deals only); leave out table_pairs and give table_result = \"...\" and the %s", name, comparesWith(scoring))
		}
		table, field, err := b.TableOf(pairs)
		if err != nil {
			return p.fail("table_pairs", "%s: %v", name, err)
		}
		src.table = &table
		src.lead = table.Lead
		if res, ok := table.Plain(); ok {
			src.sources = append(src.sources, fmt.Sprintf("the table result is the row of %s in %s (board %d, %s): %s",
				pairsText(pairs), name, b.Number, table.Where(), res))
		}
		if n := b.Unfinished(); n > 0 {
			src.sources = append(src.sources, fmt.Sprintf("%d rows of board %d in %s have no result (play not finished) and are left out", n, b.Number, name))
		}
		if scoring == "imps" || scoring == "bam" {
			if raw.Vs == nil {
				ns, ew := table.NS, table.EW
				if (ns == "" || ew == "") && len(pairs) == 2 {
					ns, ew = pairs[0], pairs[1]
				}
				other, err := b.OtherRoom(ns, ew)
				if err != nil {
					return p.fail("table_pairs", "%s: %v", name, err)
				}
				others = []event.Row{other}
				src.sources = append(src.sources, fmt.Sprintf("the other room's result is the row of the same match with the pairs the other way round (NS %s v EW %s, %s): %s",
					orDash(other.NS), orDash(other.EW), other.Where(), other.Result))
			}
		} else {
			others = field
			src.sources = append(src.sources, fmt.Sprintf("the field is the board's other %d rows in %s", len(field), name))
		}
		if err := p.fouled(raw, ev, b, scoring, len(field), name); err != nil {
			return err
		}
	}
	if src.table != nil && src.table.Note != "" {
		src.sources = append(src.sources, src.table.Note)
	}
	if raw.TableResult == nil && src.table != nil {
		if src.table.Unfinished != "" {
			return p.fail(key, "%s: board %d: the table's row has no result (%s): give the result obtained at the table, table_result = \"4S-1 N\" (ruling case new: --result)", key, b.Number, src.table.Unfinished)
		}
		res, ok := src.table.Plain()
		if !ok {
			return p.fail(key, "%s: the table's row is an artificial score (%s); give the result obtained at the table, table_result = \"...\"", key, src.table.Result)
		}
		raw.TableResult = res.String()
	} else if text, ok := raw.TableResult.(string); ok && src.table != nil {
		raw.TableResult = WithDeclarer(text, src.table.Auction)
		if src.table.Unfinished != "" {
			src.sources = append(src.sources, fmt.Sprintf("the table result is the case's (%s): the file's row has none (%s)", raw.TableResult, src.table.Unfinished))
		}
	}
	if src.table != nil && src.table.Auction != nil {
		src.auction = src.table.Auction
	}
	switch field, vs := Compares(scoring); {
	case field:
		if raw.Field == nil && format != event.LIN {
			list := make([]any, len(others))
			for i, r := range others {
				list[i] = r.Result.String()
			}
			raw.Field = list
			if src.table != nil {
				p.c.EventRows = append([]event.Row{*src.table}, others...)
			}
		}
	case vs:
		if raw.Vs == nil && len(others) == 1 && src.table != nil {
			p.c.EventRows = []event.Row{*src.table, others[0]}
		}
		if raw.Vs == nil && len(others) == 1 {
			raw.Vs = others[0].Result.String()
			if format == event.LIN {
				src.sources = append(src.sources, fmt.Sprintf("the other room's result is the LIN record's other room on board %d: %s", b.Number, others[0].Result))
			}
		}
	}
	if raw.Table == "" && pairs != nil {
		raw.Table = tableLine(ev, pairs, src.table)
	}
	if raw.Event == "" && ev.Title != "" {
		raw.Event = ev.Title
	}
	return nil
}

// tableLine is the ruling form's table line: the pairs as the case names
// them, with their names when the file gives them; for a table named by
// one player, its four players.
func tableLine(ev *event.Event, pairs []string, table *event.Row) string {
	if len(pairs) == 1 {
		if table != nil && table.Seats() != "" {
			return table.Seats()
		}
		return pairs[0]
	}
	line := "NS " + pairs[0] + " v EW " + pairs[1]
	if n1, n2 := ev.Names[pairKey(pairs[0])], ev.Names[pairKey(pairs[1])]; n1 != "" || n2 != "" {
		line = fmt.Sprintf("NS %s (%s) v EW %s (%s)", pairs[0], orDash(n1), pairs[1], orDash(n2))
	}
	return line
}

// pairsText names the table as table_pairs gives it, for notes.
func pairsText(pairs []string) string {
	if len(pairs) == 1 {
		return "the table where " + pairs[0] + " played"
	}
	return "NS " + pairs[0] + " v EW " + pairs[1]
}

// comparesWith names what a board is compared with at a form of scoring:
// "field = [...]", "vs = \"...\"" or nothing.
func comparesWith(scoring string) string {
	switch field, vs := Compares(scoring); {
	case field:
		return "other tables' results, field = [...]"
	case vs:
		return "other room's result, vs = \"...\""
	}
	return "form of scoring"
}

// oneRoom refuses a LIN record of one room where the form of scoring
// needs what the file cannot give — the other room (IMPs, BAM) or the
// field — and the case does not give it: a LIN record is one table.
func (p *parser) oneRoom(raw *rawCase, scoring, name string, b *event.Board, otherRooms int) error {
	field, vs := Compares(scoring)
	switch {
	case vs && raw.Vs == nil && otherRooms != 1:
		return p.fail("lin", "lin: %s holds one room of board %d: scoring %s needs the other room's result; give it, vs = \"4S= N\" (ruling case new: --vs)", name, b.Number, scoring)
	case field && raw.Field == nil:
		return p.fail("lin", "lin: %s is one table of board %d: scoring %s needs the other tables' results; give them, field = [\"4S= N\", ...] (ruling case new: --field)", name, b.Number, scoring)
	}
	return nil
}

// WithDeclarer completes a table result written without its declarer
// ("4S-1") from the table's auction; other text is returned as it is.
func WithDeclarer(text string, a *dds.Auction) string {
	if _, err := weighting.ParseResult(text); err == nil || a == nil {
		return text
	}
	f, err := a.Final()
	if err != nil || f.PassedOut() {
		return text
	}
	if _, err := weighting.ParseResult(text + " " + f.Declarer.String()); err == nil {
		return strings.TrimSpace(text) + " " + f.Declarer.String()
	}
	return text
}

// fouled takes a fouled board (Law 87) as its Director scores it: the
// table is compared only with the tables that played its form (its
// field, already found in b's rows), and at matchpoints the group's
// matchpoints are factored to the board's full count of results
// (options.expected, unless the case gives it).
func (p *parser) fouled(raw *rawCase, ev *event.Event, b *event.Board, scoring string, field int, name string) error {
	forms := ev.Forms(b.Number)
	if len(forms) < 2 {
		return nil
	}
	groups, _ := ev.Groups(b.Number)
	total := 0
	for _, g := range groups {
		total += len(g.Tables)
	}
	switch {
	case scoring == "imps" || scoring == "bam":
		return p.fail("table_pairs", "%s: board %d was fouled (Law 87): played in %d forms; %v", name, b.Number, len(forms), weighting.ErrFouledTeams)
	case field == 0:
		return p.fail("table_pairs", "%s: board %d was fouled (Law 87) and this table's form (form %d) was played at no other table: there is no result to compare with; the Director awards an artificial score, average plus to both sides (Law 12C2(a)) — ruling score --pbn/--usebio with --board %d shows the groups", name, b.Number, b.Form, b.Number)
	}
	note := fmt.Sprintf("board %d was fouled (Law 87): played in %d forms by %d tables; this table played form %d, and is compared only with the %d other tables that played it", b.Number, len(forms), total, b.Form, field)
	if scoring == "matchpoints" && raw.Options.Expected == nil {
		n := int64(total)
		raw.Options.Expected = &n
		note += fmt.Sprintf("; matchpoints factored to the board's %d results (options.expected)", total)
	}
	p.event.sources = append(p.event.sources, note)
	return nil
}

func orDash(s string) string {
	if s == "" {
		return "?"
	}
	return s
}

// pairKey matches event's pair keys: a number without leading zeros.
func pairKey(id string) string {
	if n, err := strconv.Atoi(strings.TrimSpace(id)); err == nil {
		return strconv.Itoa(n)
	}
	return strings.ToUpper(strings.TrimSpace(id))
}

// tablePairs reads table_pairs: [NS, EW], the two pairs (or teams) by
// number or name, or ["name"], one player of the table.
func (p *parser) tablePairs(raw *rawCase) ([]string, error) {
	if raw.TablePairs == nil {
		return nil, nil
	}
	const how = "give the North-South and the East-West pair, e.g. table_pairs = [4, 11] or [\"Para-1\", \"Para-2\"], or one player of the table, table_pairs = [\"jaak99\"]"
	list, ok := raw.TablePairs.([]any)
	if s, isText := raw.TablePairs.(string); isText {
		list, ok = []any{s}, true
	}
	if !ok || len(list) == 0 || len(list) > maxTablePairs {
		return nil, p.fail("table_pairs", "table_pairs: %s", how)
	}
	out := make([]string, 0, maxTablePairs)
	for _, v := range list {
		switch x := v.(type) {
		case int64:
			if len(list) == 1 {
				return nil, p.fail("table_pairs", "table_pairs: one pair number (%d) does not name a table; %s", x, how)
			}
			out = append(out, strconv.FormatInt(x, 10))
		case string:
			if strings.TrimSpace(x) == "" {
				return nil, p.fail("table_pairs", "table_pairs: a pair's number or name is empty")
			}
			out = append(out, strings.TrimSpace(x))
		default:
			return nil, p.fail("table_pairs", "table_pairs: %v is not a pair number or name; %s", v, how)
		}
	}
	return out, nil
}

// readEvent reads an event file named by the case, through the case's
// file system (a LIN handviewer link is read as it is).
func (p *parser) readEvent(name string, f event.Format) (*event.Event, error) {
	if !(f == event.LIN && event.IsHandviewerURL(name)) {
		full := name
		if !path.IsAbs(full) {
			full = path.Join(p.dir, name)
		}
		p.c.Files = append(p.c.Files, full) // a report must not replace it
	}
	return ReadEventFile(p.fsys, p.dir, name, f)
}

// ReadEventFile reads the event file name (relative to dir) through fsys
// in format f, as a case file naming it does; a LIN handviewer link is
// read as it is. The page reads its uploaded files with it.
func ReadEventFile(fsys fs.FS, dir, name string, f event.Format) (*event.Event, error) {
	if f == event.LIN && event.IsHandviewerURL(name) {
		return event.ReadLIN(strings.NewReader(name), "the handviewer link")
	}
	full := name
	if !path.IsAbs(full) {
		full = path.Join(dir, name)
	}
	data, err := ReadFile(fsys, full, event.MaxFileSize)
	if err != nil {
		return nil, errors.New(strings.Replace(err.Error(), full, name, 1))
	}
	switch f {
	case event.USEBIO:
		return event.ReadUSEBIO(bytes.NewReader(data), name)
	case event.LIN:
		return event.ReadLIN(bytes.NewReader(data), name)
	}
	return event.ReadPBN(bytes.NewReader(data), name)
}

// playedLeads replaces lead = "played" in the scenarios with the opening
// lead made at the table, which the event file gives.
func (p *parser) playedLeads(raw *rawCase) error {
	for i := range raw.Scenarios {
		s := &raw.Scenarios[i]
		if !strings.EqualFold(strings.TrimSpace(s.Lead), PlayedLead) {
			continue
		}
		if p.event == nil || p.event.lead == "" {
			return p.c.errorAt(p.c.pos.line(scenarioKey(i, "lead"), fmt.Sprintf("scenario#%d", i)), "scenario %d: lead = \"played\" needs the lead made at the table, from a LIN record or the Lead column of the table's row (give the card instead, e.g. lead = \"SK\")", i+1)
		}
		s.Lead = p.event.lead
	}
	return nil
}

// form reads the ruling form's keys and the auction, and checks the
// auction against the table result.
func (p *parser) form(raw *rawCase) error {
	c := p.c
	c.Form = Form{Event: strings.TrimSpace(raw.Event), Session: strings.TrimSpace(raw.Session), Table: strings.TrimSpace(raw.Table),
		Director: strings.TrimSpace(raw.Director), Facts: strings.TrimSpace(raw.Facts), Appeal: strings.TrimSpace(raw.Appeal)}
	for _, l := range raw.Laws {
		if l = strings.TrimSpace(l); l != "" {
			c.Form.Laws = append(c.Form.Laws, l)
		}
	}
	switch v := raw.Poll.(type) {
	case nil:
	case string:
		if strings.TrimSpace(v) != "" {
			c.Form.Poll = []string{strings.TrimSpace(v)}
		}
	case []any:
		for _, x := range v {
			s, ok := x.(string)
			if !ok {
				return p.fail("poll", "poll: give text, or a list of texts, one for each player polled")
			}
			if s = strings.TrimSpace(s); s != "" {
				c.Form.Poll = append(c.Form.Poll, s)
			}
		}
	default:
		return p.fail("poll", "poll: give text, or a list of texts, one for each player polled")
	}
	if p.event != nil {
		c.Sources = p.event.sources
	}
	if raw.Auction != "" {
		a, err := dds.ParseAuction(c.Dealer, raw.Auction)
		if err != nil {
			return p.fail("auction", "auction (from the dealer, %s): %v", c.Dealer.Name(), err)
		}
		c.Auction = &a
	} else if p.event != nil && (p.event.auction != nil || p.event.board.Auction != nil) {
		// The table's own auction when the file gives one per table;
		// else a PBN game's auction, one table's: the table's own only
		// when it ends in the table's contract.
		var a dds.Auction
		if p.event.auction != nil {
			a = *p.event.auction
		} else {
			a = *p.event.board.Auction
		}
		a.Calls = append([]dds.Call(nil), a.Calls...)
		if msg := AuctionMismatch(&a, c.TableResult); msg != "" || a.Dealer != c.Dealer {
			c.Sources = append(c.Sources, fmt.Sprintf("the file's auction for board %d (%s) is another table's: %s; give auction = \"...\" for this table's", c.Board, a.String(), msg))
			return nil
		}
		c.Auction = &a
		c.Sources = append(c.Sources, "the auction is the file's")
	}
	return c.checkAuction()
}

// checkAuction refuses a case's auction that is illegal, does not start
// with the dealer, or ends in another contract than the table result's (a
// Case built in code is checked as a parsed one).
func (c *Case) checkAuction() error {
	if c.Auction == nil {
		return nil
	}
	line := c.pos.line("auction")
	if c.Auction.Dealer != c.Dealer {
		return c.errorAt(line, "the auction starts with %s but the dealer is %s", c.Auction.Dealer.Name(), c.Dealer.Name())
	}
	if err := c.Auction.Check(); err != nil {
		return c.errorAt(line, "auction: %v", err)
	}
	if msg := AuctionMismatch(c.Auction, c.TableResult); msg != "" && !c.NoResult {
		return c.errorAt(line, "%s", msg)
	}
	return nil
}

// AuctionMismatch says why a complete auction does not end in the table
// result's contract and declarer; "" when it does (or cannot be told: an
// auction stopped at the infraction, a bare score).
func AuctionMismatch(a *dds.Auction, t weighting.Result) string {
	f, err := a.Final()
	if err != nil || t.Kind == weighting.Points || f.PassedOut() && t.Kind == weighting.PassedOut {
		return ""
	}
	if f.PassedOut() || t.Kind == weighting.PassedOut || f != t.Contract {
		ends := f.String()
		if !f.PassedOut() {
			ends += " " + f.Declarer.String()
		}
		return fmt.Sprintf("the auction ends in %s but the table result is %s", ends, t)
	}
	return ""
}

// fieldCounts is the frequency table of the other tables' results.
func fieldCounts(c *Case) []FieldCount {
	var out []FieldCount
	index := map[string]int{}
	for _, r := range c.Others() {
		key := r.String()
		if i, ok := index[key]; ok {
			out[i].Count++
			continue
		}
		fc := FieldCount{Ruling: r, Count: 1}
		if r.Artificial == nil && len(r.NS) == 1 {
			s := r.NS[0].Result.Score(c.Vulnerability)
			fc.NSScore = &s
		}
		index[key] = len(out)
		out = append(out, fc)
	}
	// Best for North-South first; artificial scores last.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && better(out[j], out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func better(a, b FieldCount) bool {
	switch {
	case a.NSScore == nil || b.NSScore == nil:
		return a.NSScore != nil && b.NSScore == nil
	case *a.NSScore != *b.NSScore:
		return *a.NSScore > *b.NSScore
	}
	return a.Ruling.String() < b.Ruling.String()
}

// formResult copies the ruling form, the auction and the field's
// frequency table into the report.
func formResult(c *Case, res *Ruling) {
	res.Form = c.Form
	res.Auction = c.Auction
	res.Field = fieldCounts(c)
	res.Notes = append(res.Notes, c.Sources...)
}

// encodeForm writes the auction and the ruling form's keys.
func (e *encoder) form(c *Case) {
	f := c.Form
	e.str("event", f.Event)
	e.str("session", f.Session)
	e.str("table", f.Table)
	e.str("director", f.Director)
	e.str("facts", f.Facts)
	if len(f.Laws) > 0 {
		e.raw("laws", quoteList(f.Laws))
	}
	if len(f.Poll) > 0 {
		e.raw("poll", quoteList(f.Poll))
	}
	e.str("appeal", f.Appeal)
	if c.Auction != nil {
		e.str("auction", c.Auction.String())
	}
}

func quoteList(items []string) string {
	q := make([]string, len(items))
	for i, s := range items {
		q[i] = quote(s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// TOMLString is s as a case file writes a string: a TOML basic string.
func TOMLString(s string) string { return quote(s) }

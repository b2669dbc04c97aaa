// usebio.go: USEBIO 1.x XML (EBUScore, BBO) — travellers, hand records and participants, read into an Event.

package event

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/encoding/charmap"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// Limits on a USEBIO document's shape.
const (
	maxXMLDepth    = 64
	maxXMLElements = 1 << 20
	maxComments    = 4 // kept per element
)

// rulingComment starts the comment in which ruling's export writes the
// adjusted table's weighted score ("ruling: 60% 4S= N, 40% 4S-1 N"),
// which USEBIO has no element for.
const rulingComment = "ruling:"

// xnode is one element of a USEBIO document.
type xnode struct {
	name     string
	attrs    map[string]string
	text     string
	comments []string // the element's own comments
	line     int
	parent   *xnode
	children []*xnode
}

// child is the first child element called name, nil when none.
func (n *xnode) child(name string) *xnode {
	for _, c := range n.children {
		if c.name == name {
			return c
		}
	}
	return nil
}

// value is the text of child name, or the attribute name, trimmed; ok is
// false when neither is there or it is empty.
func (n *xnode) value(name string) (string, bool) {
	if c := n.child(name); c != nil {
		if v := strings.TrimSpace(c.text); v != "" {
			return v, true
		}
	}
	if v := strings.TrimSpace(n.attrs[name]); v != "" {
		return v, true
	}
	return "", false
}

// inherited is value(name) on n or its nearest ancestor that has it (a
// Swiss event's MATCH gives the pair numbers for its travellers).
func (n *xnode) inherited(name string) string {
	for m := n; m != nil; m = m.parent {
		if v, ok := m.value(name); ok {
			return v
		}
	}
	return ""
}

// parseXML builds the document's element tree, bounded in depth and size.
func parseXML(data []byte) (*xnode, error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	d.CharsetReader = func(charset string, in io.Reader) (io.Reader, error) {
		switch strings.ToLower(charset) {
		case "iso-8859-1", "latin1", "latin-1", "iso8859-1", "windows-1252", "cp1252", "us-ascii", "ascii":
			// Windows scoring programs write Windows-1252 and often call
			// it ISO-8859-1; the two differ only in 0x80–0x9F, control
			// codes in ISO-8859-1 that no file means (’ is 0x92).
			return charmap.Windows1252.NewDecoder().Reader(in), nil
		}
		return nil, fmt.Errorf("the file's character set %q is not read (save it as UTF-8 or Windows-1252)", charset)
	}
	root := &xnode{name: "#document"}
	cur, depth, count := root, 0, 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		line, _ := d.InputPos()
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				return nil, &Error{Line: se.Line, Err: fmt.Errorf("not well-formed XML: %s", se.Msg)}
			}
			return nil, &Error{Line: line, Err: fmt.Errorf("not well-formed XML: %v", err)}
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			count++
			if depth > maxXMLDepth {
				return nil, &Error{Line: line, Err: fmt.Errorf("elements nested more than %d deep", maxXMLDepth)}
			}
			if count > maxXMLElements {
				return nil, &Error{Line: line, Err: fmt.Errorf("more than %d elements", maxXMLElements)}
			}
			n := &xnode{name: strings.ToUpper(t.Name.Local), line: line, parent: cur}
			for _, a := range t.Attr {
				if n.attrs == nil {
					n.attrs = map[string]string{}
				}
				n.attrs[strings.ToUpper(a.Name.Local)] = a.Value
			}
			cur.children = append(cur.children, n)
			cur = n
		case xml.EndElement:
			depth--
			cur = cur.parent
		case xml.Comment:
			if len(cur.comments) < maxComments {
				cur.comments = append(cur.comments, strings.TrimSpace(string(t)))
			}
		case xml.CharData:
			if len(cur.children) == 0 && len(cur.text) < 1<<16 {
				cur.text += string(t)
			}
		}
	}
	return root, nil
}

// declaresEncoding reports whether an XML document's declaration names
// its character set.
func declaresEncoding(data []byte) bool {
	head := data[:min(len(data), maxDeclaration)]
	end := bytes.Index(head, []byte("?>"))
	return bytes.HasPrefix(bytes.TrimSpace(head), []byte("<?xml")) && end > 0 && bytes.Contains(head[:end], []byte("encoding"))
}

// maxDeclaration bounds the bytes searched for an XML declaration.
const maxDeclaration = 256

// ReadUSEBIO reads a USEBIO 1.x document (EBUScore and BBO exports):
// every BOARD with TRAVELLER_LINEs — NS_PAIR_NUMBER and EW_PAIR_NUMBER
// (on the line, or on an enclosing MATCH), CONTRACT, PLAYED_BY, TRICKS
// (taken, or "=", "+1"), SCORE (North-South; "A60/40" or "Av+" an
// artificial score; else NS_SCORE, or EW_SCORE negated), LEAD,
// TABLE_NUMBER, ROUND_NUMBER — and the hand
// record's BOARDs when the file has one (HAND elements with a DIRECTION
// and the suits SPADES, HEARTS, DIAMONDS, CLUBS; DEALER and VULNERABLE
// when given, else the standard cycle). Participants' names come from
// PAIR (PAIR_NUMBER) and TEAM (TEAM_NUMBER, TEAM_NAME) elements. Rows are
// checked as for PBN score tables.
func ReadUSEBIO(r io.Reader, name string) (*Event, error) {
	data, err := readLimited(r, name)
	if err != nil {
		return nil, err
	}
	if !declaresEncoding(data) {
		data = decodeText(data) // undeclared and not UTF-8: Windows-1252
	}
	root, err := parseXML(data)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			e.File = name
		}
		return nil, err
	}
	doc := root.child("USEBIO")
	if doc == nil {
		return nil, &Error{File: name, Line: 1, Err: errors.New("not a USEBIO file (no <USEBIO> element)")}
	}
	ev := &Event{File: name, Names: map[string]string{}}
	if e := findFirst(doc, "EVENT"); e != nil {
		if t, ok := e.value("EVENT_DESCRIPTION"); ok {
			ev.Title = t
		}
		if m, ok := e.value("BOARD_SCORING_METHOD"); ok {
			ev.Scoring = ScoringName(m)
		}
		if t, ok := e.value("EVENT_TYPE"); ok && ev.Scoring == "" {
			ev.Scoring = ScoringName(t)
		}
	}
	usebioNames(doc, ev.Names)
	// A BOARD with HANDs and no TRAVELLER_LINE is a hand record; one with
	// both is a board with its own hands (a fouled board's forms, Law 87,
	// are written so: one BOARD per form).
	deals := map[int][]*xnode{}
	var travellers []*xnode
	walk(doc, func(n *xnode) {
		if n.name != "BOARD" {
			return
		}
		switch {
		case n.child("TRAVELLER_LINE") != nil:
			travellers = append(travellers, n)
		case n.child("HAND") != nil:
			if num, err := boardNumber(n); err == nil {
				deals[num] = append(deals[num], n)
			}
		}
	})
	nums := make([]int, 0, len(deals))
	for num := range deals {
		nums = append(nums, num)
	}
	slices.Sort(nums)
	for _, num := range nums {
		for _, n := range deals[num] {
			b, err := usebioDeal(n, num)
			if err != nil {
				return nil, &Error{File: name, Line: n.line, Board: num, Err: err}
			}
			if err := ev.addBoard(b); err != nil {
				return nil, &Error{File: name, Line: n.line, Board: num, Err: err}
			}
		}
	}
	for _, n := range travellers {
		num, err := boardNumber(n)
		if err != nil {
			return nil, &Error{File: name, Line: n.line, Err: err}
		}
		b := Board{Number: num, Dealer: dds.BoardDealer(num), Vulnerable: dds.BoardVulnerability(num), Line: n.line}
		switch forms := ev.Forms(num); {
		case n.child("HAND") != nil:
			if b, err = usebioDeal(n, num); err != nil {
				return nil, &Error{File: name, Line: n.line, Board: num, Err: err}
			}
		case len(forms) > 1:
			return nil, &Error{File: name, Line: n.line, Board: num, Err: fmt.Errorf("the hand record holds board %d in %d forms (a fouled board): write each form's TRAVELLER_LINEs in a BOARD with its HANDs", num, len(forms))}
		case len(forms) == 1:
			have := forms[0]
			b.Deal, b.HasDeal, b.Dealer, b.Vulnerable = have.Deal, have.HasDeal, have.Dealer, have.Vulnerable
		}
		if v, ok := n.value("BOARD_AVERAGE"); ok {
			d, err := strconv.Atoi(strings.TrimPrefix(v, "+"))
			if err != nil || d < -maxScore || d > maxScore {
				return nil, &Error{File: name, Line: n.line, Board: num, Err: fmt.Errorf("BOARD_AVERAGE %q is not a score", v)}
			}
			b.Datum, b.HasDatum = d, true
		}
		for _, c := range n.children {
			if c.name != "TRAVELLER_LINE" {
				continue
			}
			row, err := usebioRow(c)
			if err != nil {
				return nil, &Error{File: name, Line: c.line, Board: num, Err: fmt.Errorf("%s: %v", row.Where(), err)}
			}
			b.Rows = append(b.Rows, row)
			// USEBIO's pair numbers are numbers; another identifier (a
			// name from a PBN export) is kept as written, with a warning.
			for _, p := range []struct{ key, v string }{{"NS_PAIR_NUMBER", row.NS}, {"EW_PAIR_NUMBER", row.EW}} {
				if p.v != "" && !pairNumber.MatchString(p.v) {
					ev.Warnings = append(ev.Warnings, fmt.Sprintf("%s: board %d: %s: %s %s is not a pair number (a whole number, as 4, or with its section, as A4); kept as written",
						name, num, row.Where(), p.key, abbreviate(p.v)))
				}
			}
		}
		if err := b.check(); err != nil {
			var re *rowError
			line := n.line
			if errors.As(err, &re) && re.line > 0 {
				line = re.line
			}
			return nil, &Error{File: name, Line: line, Board: num, Err: err}
		}
		if err := ev.addBoard(b); err != nil {
			return nil, &Error{File: name, Line: n.line, Board: num, Err: err}
		}
	}
	for i := range ev.Boards {
		if err := ev.Boards[i].checkPairs(); err != nil {
			var re *rowError
			errors.As(err, &re)
			return nil, &Error{File: name, Line: re.line, Board: ev.Boards[i].Number, Err: err}
		}
		ev.Warnings = append(ev.Warnings, ev.Boards[i].leadWarnings(name)...)
	}
	if len(ev.Boards) == 0 {
		return nil, &Error{File: name, Err: errors.New("no boards: the file has no BOARD with TRAVELLER_LINE or HAND elements")}
	}
	return ev, nil
}

// walk visits n and its descendants in document order.
func walk(n *xnode, f func(*xnode)) {
	stack := []*xnode{n}
	for len(stack) > 0 {
		m := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		f(m)
		for i := len(m.children) - 1; i >= 0; i-- {
			stack = append(stack, m.children[i])
		}
	}
}

func findFirst(n *xnode, name string) *xnode {
	var found *xnode
	walk(n, func(m *xnode) {
		if found == nil && m.name == name {
			found = m
		}
	})
	return found
}

func boardNumber(n *xnode) (int, error) {
	v, ok := n.value("BOARD_NUMBER")
	if !ok {
		return 0, errors.New("a BOARD without a BOARD_NUMBER")
	}
	num, err := strconv.Atoi(v)
	if err != nil || num < 1 {
		return 0, fmt.Errorf("BOARD_NUMBER %q is not a positive whole number", v)
	}
	return num, nil
}

// usebioNames reads the participants' names.
func usebioNames(doc *xnode, names map[string]string) {
	walk(doc, func(n *xnode) {
		switch n.name {
		case "PAIR":
			id, ok := n.value("PAIR_NUMBER")
			if !ok {
				return
			}
			var players []string
			for _, p := range n.children {
				if p.name == "PLAYER" {
					if nm, ok := p.value("PLAYER_NAME"); ok {
						players = append(players, nm)
					}
				}
			}
			if len(players) > 0 {
				names[pairKey(id)] = strings.Join(players, " & ")
			}
		case "TEAM":
			id, ok := n.value("TEAM_NUMBER")
			if nm, ok2 := n.value("TEAM_NAME"); ok && ok2 {
				names[pairKey(id)] = nm
			}
		}
	})
}

// usebioDeal reads a hand-record BOARD.
func usebioDeal(n *xnode, num int) (Board, error) {
	b := Board{Number: num, Dealer: dds.BoardDealer(num), Vulnerable: dds.BoardVulnerability(num), Line: n.line}
	if v, ok := n.value("DEALER"); ok {
		s, err := dds.ParseSeat(v)
		if err != nil {
			return b, fmt.Errorf("DEALER %q is not a seat", v)
		}
		b.Dealer = s
	}
	for _, tag := range []string{"VULNERABLE", "VULNERABILITY"} {
		if v, ok := n.value(tag); ok {
			vul, err := dds.ParseVulnerability(v)
			if err != nil {
				return b, fmt.Errorf("%s %q is not None, NS, EW or All", tag, v)
			}
			b.Vulnerable = vul
		}
	}
	var d dds.Deal
	for _, h := range n.children {
		if h.name != "HAND" {
			continue
		}
		dir, ok := h.value("DIRECTION")
		if !ok {
			return b, fmt.Errorf("line %d: a HAND without a DIRECTION", h.line)
		}
		seat, err := dds.ParseSeat(dir)
		if err != nil {
			return b, fmt.Errorf("line %d: DIRECTION %q is not a seat", h.line, dir)
		}
		var text []string
		for _, suit := range []string{"SPADES", "HEARTS", "DIAMONDS", "CLUBS"} {
			v, _ := h.value(suit)
			text = append(text, strings.NewReplacer(" ", "", "10", "T", "-", "").Replace(v))
		}
		cards, err := dds.ParseHand(strings.Join(text, "."))
		if err != nil {
			return b, fmt.Errorf("line %d: %s's hand: %v", h.line, seat.Name(), err)
		}
		d[seat] = cards
	}
	if err := d.Check(); err != nil {
		return b, err
	}
	b.Deal, b.HasDeal = d, d.Complete()
	return b, nil
}

// usebioAwarded are the elements of a TRAVELLER_LINE that give the
// scoring program's own scores.
var usebioAwarded = []struct {
	ns, ew string
	unit   Unit
}{
	{"NS_MATCH_POINTS", "EW_MATCH_POINTS", Matchpoints},
	{"NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS", IMPs},
	{"NS_BUTLER_POINTS", "EW_BUTLER_POINTS", IMPs},
	{"NS_IMPS", "EW_IMPS", IMPs},
	{"NS_PERCENTAGE", "EW_PERCENTAGE", Percent},
}

// pairNumber is a pair number as USEBIO writes it: a whole number, with a
// section's letters before it or a direction after it (A4, 4N, 1NS).
var pairNumber = regexp.MustCompile(`^[A-Za-z]{0,3}[0-9]{1,6}[A-Za-z]{0,2}$`)

// usebioRow reads one TRAVELLER_LINE.
func usebioRow(n *xnode) (Row, error) {
	r := Row{Line: n.line, Multiplicity: 1}
	r.NS = n.inherited("NS_PAIR_NUMBER")
	r.EW = n.inherited("EW_PAIR_NUMBER")
	r.Table, _ = n.value("TABLE_NUMBER")
	r.Round = n.inherited("ROUND_NUMBER")
	r.Room, _ = n.value("ROOM")
	r.Lead, _ = n.value("LEAD")
	for _, a := range usebioAwarded {
		ns, okNS := n.value(a.ns)
		ew, okEW := n.value(a.ew)
		if !okNS && !okEW {
			continue
		}
		x := Awarded{Unit: a.unit, NS: math.NaN(), EW: math.NaN()}
		for _, v := range []struct {
			text string
			ok   bool
			to   *float64
			tag  string
		}{{ns, okNS, &x.NS, a.ns}, {ew, okEW, &x.EW, a.ew}} {
			if !v.ok {
				continue
			}
			f, err := strconv.ParseFloat(v.text, 64)
			if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
				return r, fmt.Errorf("%s %q is not a number", v.tag, v.text)
			}
			*v.to = f
		}
		r.Awarded = append(r.Awarded, x)
	}
	for _, c := range n.comments {
		if text, ok := strings.CutPrefix(c, rulingComment); ok {
			ru, _, err := weighting.ParseEntry(text, weighting.EntryOptions{})
			if err != nil {
				return r, fmt.Errorf("the weighted score %q: %v", strings.TrimSpace(text), err)
			}
			r.Result = ru
			return r, nil
		}
	}
	contract, hasContract := n.value("CONTRACT")
	declarer, _ := n.value("PLAYED_BY")
	tricks, hasTricks := n.value("TRICKS")
	scoreText, hasScore := n.value("SCORE")
	if !hasScore { // some exporters write each side's score instead
		if v, ok := n.value("NS_SCORE"); ok {
			scoreText, hasScore = v, true
		} else if v, ok := n.value("EW_SCORE"); ok {
			scoreText, hasScore = v, true
			if ew, err := strconv.Atoi(strings.TrimPrefix(v, "+")); err == nil {
				scoreText = strconv.Itoa(-ew)
			}
		}
	}
	var score *int
	if hasScore {
		if strings.HasPrefix(strings.ToUpper(scoreText), "A") {
			ruling, _, err := weighting.ParseEntry(scoreText, weighting.EntryOptions{})
			if err != nil || ruling.Artificial == nil {
				return r, fmt.Errorf("SCORE %q is neither a score nor an artificial score (A60/40, Av+)", scoreText)
			}
			if hasContract && !unknown(contract) {
				return r, fmt.Errorf("an artificial score %s with a contract %s", scoreText, contract)
			}
			r.Result = ruling
			return r, nil
		}
		n, err := strconv.Atoi(strings.TrimPrefix(scoreText, "+"))
		if err != nil || n > 10000 || n < -10000 {
			return r, fmt.Errorf("SCORE %q is not a score", scoreText)
		}
		score = &n
	}
	if !hasContract || unknown(contract) {
		contract = ""
	}
	ok, err := r.setResult(contract, declarer, tricks, hasTricks, score)
	if err == nil && !ok {
		err = errors.New("no CONTRACT and no SCORE")
	}
	return r, err
}

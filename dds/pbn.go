// pbn.go: reading and writing PBN files — a sequence of games, each a set of tags.

package dds

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Tag is one PBN tag pair, [Name "Value"], with the section data lines
// that follow it (an auction, a play record, the rows of a table such as
// OptimumResultTable), comments removed.
type Tag struct {
	Name    string
	Value   string
	Section []string
	// Line is the tag's line in its file and SectionLines the line of
	// each Section entry, for messages (0 for a tag made in code).
	Line         int
	SectionLines []int
}

// SectionLine is the file line of section entry i, 0 when unknown.
func (t *Tag) SectionLine(i int) int {
	if i >= 0 && i < len(t.SectionLines) {
		return t.SectionLines[i]
	}
	return 0
}

// Game is one game of a PBN file: its board number, dealer, vulnerability
// and deal, and every tag it carries in file order (the four above
// included). Board is 0 when the game has no Board tag.
type Game struct {
	Board      int
	Dealer     Seat
	Vulnerable Vulnerability
	Deal       Deal
	Line       int // line of the game's first tag in its file
	Tags       []Tag
}

// Get is the value of the game's first tag called name (PBN tag names are
// case-sensitive); ok is false when there is none.
func (g *Game) Get(name string) (value string, ok bool) {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// Set gives the game's first tag called name the value and section data
// given, or appends the tag when the game has none.
func (g *Game) Set(name, value string, section ...string) {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			g.Tags[i].Value, g.Tags[i].Section, g.Tags[i].SectionLines = value, section, nil
			return
		}
	}
	g.Tags = append(g.Tags, Tag{Name: name, Value: value, Section: section})
}

// PBNError is a fault in a PBN file: the file, the line, the game when it
// is known ("board 7", or "game 3" for a game without a Board tag), and
// what is wrong. It prints as "hands.pbn:41: board 7: card DK appears
// twice (North and West)".
type PBNError struct {
	File string
	Line int
	Game string
	Err  error
}

func (e *PBNError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s:%d: ", e.File, e.Line)
	if e.Game != "" {
		b.WriteString(e.Game + ": ")
	}
	b.WriteString(e.Err.Error())
	return b.String()
}

func (e *PBNError) Unwrap() error { return e.Err }

// The tags ReadPBN interprets; a game may hold each at most once.
const (
	tagBoard      = "Board"
	tagDealer     = "Dealer"
	tagVulnerable = "Vulnerable"
	tagDeal       = "Deal"
)

// ReadPBN reads the games of a PBN file; name is the file's name for
// messages. It follows the PBN 2.1 import format:
//
//   - a line starting with % is an escape line and is ignored;
//   - ; starts a comment to the end of the line, { } a comment that may
//     span lines;
//   - a tag is [Name "value"], the value in double quotes with \" and \\
//     as escapes; other lines are section data belonging to the tag before
//     them;
//   - an empty line ends a game;
//   - a tag value "#" repeats the value of the same tag in the previous game.
//
// Every game must have a Deal tag. When Dealer or Vulnerable is missing
// (or "?") it is derived from the board number by the standard 16-board
// cycle. Tags other than Board, Dealer, Vulnerable and Deal are kept
// unchecked in Game.Tags.
func ReadPBN(r io.Reader, name string) ([]Game, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %v", name, err)
	}
	p := pbnReader{file: name, src: data, line: 1}
	return p.read()
}

// pbnReader is the state of one ReadPBN: a scanner over the bytes of the
// file that builds games as it meets their tags.
type pbnReader struct {
	file  string
	src   []byte
	pos   int
	line  int
	games []Game
	prev  *Game // the previous game, for "#" values

	cur     *Game // the game being read, nil between games
	tagLine map[string]int
	data    []byte // section data seen so far on the current line
}

func (p *pbnReader) read() ([]Game, error) {
	p.src = bytes.TrimPrefix(p.src, []byte("\uFEFF")) // a byte-order mark
	atLineStart := true
	blank := true // the current line holds nothing yet but white space
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c == '\n':
			if err := p.endLine(blank); err != nil {
				return nil, err
			}
			p.pos++
			p.line++
			atLineStart, blank = true, true
			continue
		case c == '%' && atLineStart:
			p.skipLine() // escape line, e.g. "% PBN 2.1"
			blank = false
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			p.pos++
		case c == ';':
			p.skipLine()
			blank = false
		case c == '{':
			if err := p.skipBraceComment(); err != nil {
				return nil, err
			}
			blank = false
		case c == '[':
			if err := p.readTag(); err != nil {
				return nil, err
			}
			blank = false
		default:
			if err := p.readData(); err != nil {
				return nil, err
			}
			blank = false
		}
		atLineStart = false
	}
	if err := p.endLine(false); err != nil {
		return nil, err
	}
	if err := p.endGame(); err != nil {
		return nil, err
	}
	return p.games, nil
}

// skipLine moves to the newline that ends the current line.
func (p *pbnReader) skipLine() {
	if i := bytes.IndexByte(p.src[p.pos:], '\n'); i >= 0 {
		p.pos += i
	} else {
		p.pos = len(p.src)
	}
}

// skipBraceComment skips a { } comment, counting the lines inside it.
func (p *pbnReader) skipBraceComment() error {
	i := bytes.IndexByte(p.src[p.pos:], '}')
	if i < 0 {
		return p.errorf(p.line, "comment opened with { is never closed with }")
	}
	p.line += bytes.Count(p.src[p.pos:p.pos+i], []byte("\n"))
	p.pos += i + 1
	return nil
}

// endLine flushes the section data of the current line; an empty line ends the game.
func (p *pbnReader) endLine(blank bool) error {
	p.flushData()
	if blank {
		return p.endGame()
	}
	return nil
}

// readData takes section data up to the end of the line or the next
// comment or tag.
func (p *pbnReader) readData() error {
	start := p.pos
	inString := false // a string element ("Smith;Jones") may hold ; { [
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		if c == '\n' || c == '\r' || !inString && strings.IndexByte(";{[", c) >= 0 {
			break
		}
		if c == '"' {
			inString = !inString
		}
		p.pos++
	}
	text := p.src[start:p.pos]
	if p.cur == nil || len(p.cur.Tags) == 0 {
		return p.errorf(p.line, "%q is neither a tag nor data after one (tags look like [Name \"value\"])",
			abbreviate(strings.TrimSpace(string(text))))
	}
	p.data = append(p.data, ' ')
	p.data = append(p.data, text...)
	return nil
}

// readTag reads [Name "value"] and adds it to the current game.
func (p *pbnReader) readTag() error {
	line := p.line
	p.pos++ // '['
	p.skipSpaces()
	start := p.pos
	for p.pos < len(p.src) && isTagNameByte(p.src[p.pos]) {
		p.pos++
	}
	name := string(p.src[start:p.pos])
	if name == "" {
		return p.errorf(line, "tag has no name (tags look like [Name \"value\"])")
	}
	p.skipSpaces()
	if p.pos >= len(p.src) || p.src[p.pos] != '"' {
		return p.errorf(line, "tag [%s has no value in double quotes", name)
	}
	p.pos++
	var value []byte
	for {
		if p.pos >= len(p.src) || p.src[p.pos] == '\n' {
			return p.errorf(line, "value of tag [%s is not closed with a double quote on its line", name)
		}
		c := p.src[p.pos]
		if c == '"' {
			p.pos++
			break
		}
		if c == '\\' && p.pos+1 < len(p.src) && (p.src[p.pos+1] == '"' || p.src[p.pos+1] == '\\') {
			p.pos++
			c = p.src[p.pos]
		}
		value = append(value, c)
		p.pos++
	}
	p.skipSpaces()
	if p.pos >= len(p.src) || p.src[p.pos] != ']' {
		return p.errorf(line, "tag [%s \"%s\" is not closed with ]", name, abbreviate(string(value)))
	}
	p.pos++
	return p.addTag(line, name, string(value))
}

func (p *pbnReader) skipSpaces() {
	for p.pos < len(p.src) && (p.src[p.pos] == ' ' || p.src[p.pos] == '\t') {
		p.pos++
	}
}

func isTagNameByte(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z'
}

// addTag adds a tag to the current game, starting a game if needed.
func (p *pbnReader) addTag(line int, name, value string) error {
	if p.cur == nil {
		p.cur = &Game{Line: line}
		p.tagLine = map[string]int{}
	}
	// The data of the previous tag ends where this tag starts.
	p.flushData()
	if value == "#" && p.prev != nil { // tag value inheritance
		if v, ok := p.prev.Get(name); ok {
			value = v
		}
	}
	switch name {
	case tagBoard, tagDealer, tagVulnerable, tagDeal:
		if first, dup := p.tagLine[name]; dup {
			return p.errorf(line, "second [%s] tag in one game (the first is on line %d; end each game with an empty line)", name, first)
		}
		p.tagLine[name] = line
	}
	if name == tagBoard {
		n, err := parseBoard(value)
		if err != nil {
			return p.errorf(line, "%v", err)
		}
		p.cur.Board = n
	}
	p.cur.Tags = append(p.cur.Tags, Tag{Name: name, Value: value, Line: line})
	return nil
}

// flushData adds the section data read on the current line to the last
// tag, with the line it is on.
func (p *pbnReader) flushData() {
	if d := strings.TrimSpace(string(p.data)); d != "" {
		t := &p.cur.Tags[len(p.cur.Tags)-1]
		t.Section = append(t.Section, d)
		t.SectionLines = append(t.SectionLines, p.line)
	}
	p.data = p.data[:0]
}

// parseBoard reads a Board tag value: a positive number, or "" or "?" for unknown (0).
func parseBoard(value string) (int, error) {
	v := strings.TrimSpace(value)
	if v == "" || v == "?" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return 0, fmt.Errorf("board number %q is not a positive whole number", abbreviate(value))
	}
	return n, nil
}

// endGame checks the game being read and adds it to the list.
func (p *pbnReader) endGame() error {
	g := p.cur
	if g == nil {
		return nil
	}
	p.cur = nil
	line, ok := p.tagLine[tagDeal]
	if !ok {
		return p.gameErrorf(g, g.Line, "the game has no [Deal] tag")
	}
	v, _ := g.Get(tagDeal)
	d, err := ParseDeal(v)
	if err != nil {
		return p.gameErrorf(g, line, "%v", err)
	}
	g.Deal = d

	g.Dealer = BoardDealer(g.Board)
	if v, ok := g.Get(tagDealer); ok && !unknownValue(v) {
		s, err := ParseSeat(v)
		if err != nil {
			return p.gameErrorf(g, p.tagLine[tagDealer], "dealer %q is not N, E, S or W", abbreviate(v))
		}
		g.Dealer = s
	} else if g.Board == 0 {
		return p.gameErrorf(g, g.Line, "no [Dealer] tag and no board number to derive it from")
	}

	g.Vulnerable = BoardVulnerability(g.Board)
	if v, ok := g.Get(tagVulnerable); ok && !unknownValue(v) {
		vul, err := ParseVulnerability(v)
		if err != nil {
			return p.gameErrorf(g, p.tagLine[tagVulnerable], "vulnerability %q is not None, NS, EW or All", abbreviate(v))
		}
		g.Vulnerable = vul
	} else if g.Board == 0 {
		return p.gameErrorf(g, g.Line, "no [Vulnerable] tag and no board number to derive it from")
	}

	p.games = append(p.games, *g)
	p.prev = &p.games[len(p.games)-1]
	return nil
}

// unknownValue reports a tag value that says nothing: empty or "?".
func unknownValue(v string) bool {
	v = strings.TrimSpace(v)
	return v == "" || v == "?"
}

// errorf makes a PBNError at line in the game being read.
func (p *pbnReader) errorf(line int, format string, a ...any) error {
	return p.gameErrorf(p.cur, line, format, a...)
}

// gameErrorf makes a PBNError at line naming game g (none when g is nil).
func (p *pbnReader) gameErrorf(g *Game, line int, format string, a ...any) error {
	e := &PBNError{File: p.file, Line: line, Err: fmt.Errorf(format, a...)}
	if g != nil {
		if g.Board > 0 {
			e.Game = fmt.Sprintf("board %d", g.Board)
		} else {
			e.Game = fmt.Sprintf("game %d", len(p.games)+1)
		}
	}
	return e
}

// WritePBN writes games in PBN export form, a "% PBN 2.1" line first and an
// empty line after each game. A game's tags are written in order, Board,
// Dealer, Vulnerable and Deal with the values of the Game's fields (a tag
// whose text already says the same is kept as written, so "Love" stays
// "Love"); those four are written first when the game lacks them, Board
// only when it is not 0.
func WritePBN(w io.Writer, games []Game) error {
	bw := bufio.NewWriter(w)
	bw.WriteString("% PBN 2.1\n% EXPORT\n")
	for i := range games {
		if i > 0 {
			bw.WriteByte('\n')
		}
		if err := games[i].write(bw); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// Format is the game in PBN form, as WritePBN writes it (without the file header).
func (g *Game) Format() (string, error) {
	var b bytes.Buffer
	bw := bufio.NewWriter(&b)
	if err := g.write(bw); err != nil {
		return "", err
	}
	bw.Flush()
	return b.String(), nil
}

func (g *Game) write(w *bufio.Writer) error {
	if err := g.Deal.Check(); err != nil {
		return fmt.Errorf("board %d: %v", g.Board, err)
	}
	// The four interpreted tags the game lacks go just before its Deal
	// tag, or at the end.
	has := map[string]bool{}
	for _, t := range g.Tags {
		has[t.Name] = true
	}
	var missing []Tag
	for _, name := range []string{tagBoard, tagDealer, tagVulnerable, tagDeal} {
		if !has[name] && (name != tagBoard || g.Board != 0) {
			missing = append(missing, Tag{Name: name})
		}
	}
	tags := make([]Tag, 0, len(g.Tags)+len(missing))
	for _, t := range g.Tags {
		if t.Name == tagDeal && missing != nil {
			tags = append(tags, missing...)
			missing = nil
		}
		tags = append(tags, t)
	}
	tags = append(tags, missing...)
	seen := map[string]bool{}
	for _, t := range tags {
		if !validTagName(t.Name) {
			return fmt.Errorf("board %d: %q is not a PBN tag name (use letters, digits and _)", g.Board, t.Name)
		}
		switch t.Name {
		case tagBoard, tagDealer, tagVulnerable, tagDeal:
			if seen[t.Name] {
				continue // one of each; ReadPBN would refuse a second
			}
			seen[t.Name] = true
			t.Value = g.canonical(t.Name, t.Value)
		}
		if strings.Contains(t.Value, "\n") {
			return fmt.Errorf("board %d: the value of tag [%s] holds a line break", g.Board, t.Name)
		}
		w.WriteString("[" + t.Name + " \"" + escapeTagValue(t.Value) + "\"]\n")
		for _, line := range t.Section {
			if err := writeSectionLine(w, line); err != nil {
				return fmt.Errorf("board %d: tag [%s]: %v", g.Board, t.Name, err)
			}
		}
	}
	return nil
}

// canonical is the value to write for one of the four interpreted tags:
// old when it already says what the game's field says, else the field's
// PBN form.
func (g *Game) canonical(name, old string) string {
	switch name {
	case tagBoard:
		if n, err := parseBoard(old); err == nil && n == g.Board && old != "" {
			return old
		}
		if g.Board == 0 {
			return "?"
		}
		return strconv.Itoa(g.Board)
	case tagDealer:
		if s, err := ParseSeat(old); err == nil && s == g.Dealer {
			return old
		}
		return g.Dealer.String()
	case tagVulnerable:
		if v, err := ParseVulnerability(old); err == nil && v == g.Vulnerable {
			return old
		}
		return g.Vulnerable.String()
	default: // Deal
		if d, err := ParseDeal(old); err == nil && d == g.Deal {
			return old
		}
		return g.Deal.PBN(g.Dealer)
	}
}

// writeSectionLine writes one line of section data; it must read back as
// the same data line.
func writeSectionLine(w *bufio.Writer, line string) error {
	line = strings.TrimSpace(line)
	if line == "" {
		return nil // an empty line would end the game
	}
	if strings.ContainsAny(line, "\n\r") {
		return errors.New("section data may not hold a line break")
	}
	inString := false
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case c == '"':
			inString = !inString
		case !inString && (c == ';' || c == '{' || c == '['):
			return errors.New("section data may not hold ';', '{' or '[' outside a string in double quotes")
		}
	}
	if line[0] == '%' {
		w.WriteByte(' ') // not an escape line
	}
	w.WriteString(line)
	w.WriteByte('\n')
	return nil
}

// escapeTagValue escapes a double quote as \" and a backslash as \\ where
// a reader would otherwise take it for an escape (before a quote or a
// backslash, or at the end); other backslashes stay single, as PBN tables
// write them ("Result\2R").
func escapeTagValue(v string) string {
	if !strings.ContainsAny(v, `"\`) {
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c == '"':
			b.WriteString(`\"`)
		case c == '\\' && (i+1 == len(v) || v[i+1] == '"' || v[i+1] == '\\'):
			b.WriteString(`\\`)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func validTagName(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		if !isTagNameByte(name[i]) {
			return false
		}
	}
	return true
}

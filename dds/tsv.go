// tsv.go: the line formats of the reference files dd-tables.tsv and dd-plays.tsv, read and written.

package dds

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// TableRecord is one line of dd-tables.tsv: a deal and, when the line has
// its second field, the deal's double-dummy table.
type TableRecord struct {
	Deal     Deal
	Table    Table
	HasTable bool
}

// ParseTableRecord reads a dd-tables.tsv line: the deal in PBN Deal form,
// then optionally a tab and 20 numbers (see ParseTableNumbers). Fields
// after the second are ignored. The deal must be complete.
func ParseTableRecord(line string) (TableRecord, error) {
	var r TableRecord
	fields := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
	d, err := ParseDeal(fields[0])
	if err != nil {
		return r, err
	}
	if err := d.CheckComplete(); err != nil {
		return r, fmt.Errorf("deal: %v", err)
	}
	r.Deal = d
	if len(fields) > 1 && strings.TrimSpace(fields[1]) != "" {
		if r.Table, err = ParseTableNumbers(fields[1]); err != nil {
			return r, err
		}
		r.HasTable = true
	}
	return r, nil
}

// ReadTableRecords reads the first n lines of a dd-tables.tsv file (every
// line when n <= 0), each with ParseTableRecord. Errors name the line.
func ReadTableRecords(r io.Reader, n int) ([]TableRecord, error) {
	var out []TableRecord
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan() && (n <= 0 || len(out) < n); line++ {
		rec, err := ParseTableRecord(sc.Text())
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		out = append(out, rec)
	}
	return out, sc.Err()
}

// ReadTableRecordsFile is ReadTableRecords on the file at path; errors
// name the file.
func ReadTableRecordsFile(path string, n int) ([]TableRecord, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	recs, err := ReadTableRecords(f, n)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return recs, nil
}

// ParseTableNumbers reads the 20 numbers of a table in dd-tables.tsv
// order: strains C D H S N, and within a strain declarers N E S W.
func ParseTableNumbers(text string) (Table, error) {
	var t Table
	f := strings.Fields(text)
	if len(f) != 20 {
		return t, fmt.Errorf("table: %d numbers, want 20", len(f))
	}
	for i, s := range f {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || n > 13 {
			return t, fmt.Errorf("table: entry %d, %q, is not 0-13", i+1, s)
		}
		t[i/4][i%4] = n
	}
	return t, nil
}

// FormatTable writes a table's 20 numbers in dd-tables.tsv order.
func FormatTable(t Table) string {
	var b strings.Builder
	for _, s := range Strains {
		for _, d := range Seats {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.Itoa(t[s][d]))
		}
	}
	return b.String()
}

// FormatTableRecord writes a dd-tables.tsv line (without the newline).
func FormatTableRecord(d Deal, t Table) string { return d.String() + "\t" + FormatTable(t) }

// PlayRecord is one line of dd-plays.tsv: a deal, a strain, the opening
// leader, the cards played so far and, when the line has its fifth field,
// every legal card of the player on turn with its value.
type PlayRecord struct {
	Deal      Deal
	Trump     Strain
	Leader    Seat
	Play      []Card
	Values    []CardValue // sorted as Solver.CardValues sorts them
	HasValues bool
}

// ParsePlayRecord reads a dd-plays.tsv line of three to five fields: the
// deal, the strain, the opening leader, the play so far (tricks separated
// by spaces; may be empty or absent) and the values (may be absent). The
// play is replayed to check that it is legal and that every group but the
// last is a complete trick.
func ParsePlayRecord(line string) (PlayRecord, error) {
	var r PlayRecord
	fields := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
	if len(fields) < 3 || len(fields) > 5 {
		return r, fmt.Errorf("%d tab-separated fields, want 4 (deal, strain, leader, play) or 5 (and values)", len(fields))
	}
	d, err := ParseDeal(fields[0])
	if err != nil {
		return r, err
	}
	if err := d.CheckComplete(); err != nil {
		return r, fmt.Errorf("deal: %v", err)
	}
	r.Deal = d
	if r.Trump, err = ParseStrain(fields[1]); err != nil {
		return r, err
	}
	if r.Leader, err = ParseSeat(fields[2]); err != nil {
		return r, fmt.Errorf("leader: %v", err)
	}
	if len(fields) > 3 {
		groups := strings.Fields(fields[3])
		for i, g := range groups {
			cards, err := ParsePlay(g)
			if err != nil {
				return r, err
			}
			if n := len(cards); (i < len(groups)-1 && n != 4) || n == 0 || n > 4 {
				return r, fmt.Errorf("play: trick %d has %d cards, want 4 (1-4 for the last)", i+1, n)
			}
			r.Play = append(r.Play, cards...)
		}
	}
	if _, err := r.Position(); err != nil {
		return r, err
	}
	if len(fields) > 4 && strings.TrimSpace(fields[4]) != "" {
		if r.Values, err = ParseCardValues(fields[4]); err != nil {
			return r, err
		}
		r.HasValues = true
	}
	return r, nil
}

// Position replays the record's play from the deal.
func (r *PlayRecord) Position() (Position, error) {
	p, err := Replay(r.Deal, r.Trump, r.Leader, r.Play)
	if err == nil && p.Hands.Known() == 0 {
		err = fmt.Errorf("play: all 52 cards are played; nothing is left to solve")
	}
	return p, err
}

// FormatPlayField writes a play record as dd-plays.tsv's fourth field:
// complete tricks separated by spaces, the trick in progress last.
func FormatPlayField(play []Card) string {
	var b strings.Builder
	for i, c := range play {
		if i > 0 && i%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// ParseCardValues reads dd-plays.tsv's fifth field: "card:tricks" items
// separated by spaces or commas. The result is sorted as
// Solver.CardValues sorts; a card given twice is an error.
func ParseCardValues(text string) ([]CardValue, error) {
	var out []CardValue
	var seen Cards
	for _, item := range strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' }) {
		cs, ts, ok := strings.Cut(item, ":")
		if !ok {
			return nil, fmt.Errorf("values: %q is not card:tricks", item)
		}
		c, err := ParseCard(cs)
		if err != nil {
			return nil, fmt.Errorf("values: %v", err)
		}
		n, err := strconv.Atoi(ts)
		if err != nil || n < 0 || n > 13 {
			return nil, fmt.Errorf("values: %q: tricks are not 0-13", item)
		}
		if seen.Has(c) {
			return nil, fmt.Errorf("values: %s is given twice", c)
		}
		seen = seen.With(c)
		out = append(out, CardValue{Card: c, Tricks: n})
	}
	SortCardValues(out)
	return out, nil
}

// FormatCardValues writes dd-plays.tsv's fifth field for the values of
// position p: cards spades first, high to low; a card with the same value
// as the one before it and touching it (same suit, no card between them
// left in any hand) joins its group after a comma; groups are separated by
// spaces.
func FormatCardValues(p Position, values []CardValue) string {
	v := append([]CardValue(nil), values...)
	SortCardValues(v)
	left := p.Hands.Known()
	var b strings.Builder
	for i, cv := range v {
		if i > 0 {
			prev := v[i-1]
			if prev.Tricks == cv.Tricks && touching(left, prev.Card, cv.Card) {
				b.WriteByte(',')
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(cv.Card.String())
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(cv.Tricks))
	}
	return b.String()
}

// touching reports whether hi and lo (hi above lo) are of one suit with
// no card of left ranked between them.
func touching(left Cards, hi, lo Card) bool {
	if hi.Suit() != lo.Suit() || hi <= lo {
		return false
	}
	between := Cards(1)<<hi - Cards(1)<<(lo+1) // the bits strictly between
	return left&between == 0
}

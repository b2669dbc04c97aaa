// zrd.go: Richard Pavlicek's 23-byte solved-deal record (.zrd files) — the deal at 2 bits a card and its 20 double-dummy trick counts at 4 bits.

package dds

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"
)

// ZRDSize is the size of one solved-deal record.
const ZRDSize = 23

// The layout, as Richard Pavlicek's RPXX.TXT (distributed with rpxx.zip,
// the sample of his library of 10,485,760 solved deals) gives it, and as
// J. G. Morse's show_rpdd.c (the reader behind DealerV2's library mode)
// reads it: 184 bits, little endian (bit 0 is the low bit of byte 0).
//
//	bits   0-103  the 52 cards, 2 bits each: spades ace to two, then
//	              hearts, diamonds, clubs; the holder 0 West, 1 North,
//	              2 East, 3 South
//	bits 104-183  the tricks declarer makes, 4 bits each (0-13): notrump,
//	              spades, hearts, diamonds, clubs, each with declarers
//	              West, North, East, South
//
// See docs/bulk.md for the sources and the worked example the tests check.

// zrdSeat is a seat's 2-bit code: West 0, North 1, East 2, South 3.
func zrdSeat(s Seat) byte { return byte(s+1) & 3 }

// zrdStrains is the strain order of the trick counts.
var zrdStrains = [5]Strain{NoTrump, Strain(Spades), Strain(Hearts), Strain(Diamonds), Strain(Clubs)}

// AppendZRD appends the record of a complete deal and its table.
func AppendZRD(b []byte, d Deal, t Table) ([]byte, error) {
	if err := d.CheckComplete(); err != nil {
		return b, err
	}
	var rec [ZRDSize]byte
	for k := range 52 {
		s, _ := d.Holder(zrdCard(k))
		rec[k/4] |= zrdSeat(s) << (2 * (k % 4))
	}
	for i, strain := range zrdStrains {
		for j := range 4 {
			n := t[strain][Seat(j+3)&3] // West, North, East, South
			if n < 0 || n > 13 {
				return b, fmt.Errorf("table: %d tricks for %s in %s", n, Seat(j+3)&3, strain)
			}
			k := 4*i + j
			rec[13+k/2] |= byte(n) << (4 * (k % 2))
		}
	}
	return append(b, rec[:]...), nil
}

// zrdCard is the k-th card of the record: spades ace first, clubs two last.
func zrdCard(k int) Card {
	return NewCard(Suit(3-k/13), Ace-Rank(k%13))
}

// ParseZRD reads one record: the deal (every hand of 13 cards) and its
// table (every count 0-13).
func ParseZRD(rec []byte) (Deal, Table, error) {
	var d Deal
	var t Table
	if len(rec) != ZRDSize {
		return d, t, fmt.Errorf("a record is %d bytes, not %d", ZRDSize, len(rec))
	}
	for k := range 52 {
		code := rec[k/4] >> (2 * (k % 4)) & 3
		s := Seat(code+3) & 3
		d[s] |= zrdCard(k).Bit()
	}
	if err := d.CheckComplete(); err != nil {
		return d, t, fmt.Errorf("deal: %v", err)
	}
	for i, strain := range zrdStrains {
		for j := range 4 {
			k := 4*i + j
			n := int(rec[13+k/2] >> (4 * (k % 2)) & 15)
			if n > 13 {
				return d, t, fmt.Errorf("table: %d tricks for %s in %s", n, Seat(j+3)&3, strain)
			}
			t[strain][Seat(j+3)&3] = n
		}
	}
	return d, t, nil
}

// IsZRD reports whether a solve input named name is a file of solved-deal
// records: its name ends in .zrd, or it is a whole number of records and
// not text (a text input never holds control bytes other than tab, line
// feed and carriage return).
func IsZRD(data []byte, name string) bool {
	if strings.HasSuffix(strings.ToLower(name), ".zrd") {
		return true
	}
	if len(data) == 0 || len(data)%ZRDSize != 0 {
		return false
	}
	if !utf8.Valid(data) {
		return true
	}
	return bytes.ContainsFunc(data, func(r rune) bool { return r < ' ' && r != '\t' && r != '\n' && r != '\r' })
}

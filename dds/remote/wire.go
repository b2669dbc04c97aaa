// wire.go: the messages between a remote Solver and its Server — an operation, the solver's id and the question as bytes; the answer or an error.

package remote

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/internal/wire"
)

// The operations of a request (its first byte).
const (
	opTable byte = 1 + iota
	opTricks
	opCardValues
	opCardValuesOf
	opTrace
	opValueUnder
	opCardValuesUnder
	opTableUnder
	opClose
)

// The first byte of an answer.
const (
	answerOK    byte = 0
	answerError byte = 1
)

// errMalformed is the error of a message that cannot be read.
var errMalformed = errors.New("remote: malformed message")

// writer builds a message.
type writer struct{ b []byte }

func (w *writer) byte(c byte)      { w.b = append(w.b, c) }
func (w *writer) uvarint(v uint64) { w.b = binary.AppendUvarint(w.b, v) }

func (w *writer) deal(d dds.Deal) {
	for _, h := range d {
		w.uvarint(uint64(h))
	}
}

func (w *writer) cards(cs []dds.Card) {
	w.uvarint(uint64(len(cs)))
	for _, c := range cs {
		w.byte(byte(c))
	}
}

func (w *writer) position(p dds.Position) {
	w.deal(p.Hands)
	w.byte(byte(p.Trump))
	w.byte(byte(p.Leader))
	w.cards(p.Trick)
}

func (w *writer) bytes(b []byte) { w.b = wire.AppendBytes(w.b, b) }

func (w *writer) state(st dds.PlayState) {
	b, _ := st.AppendBinary(nil) // never fails
	w.bytes(b)
}

func (w *writer) rules(rules []dds.PlayRule) {
	w.uvarint(uint64(len(rules)))
	for _, r := range rules {
		w.byte(byte(r.Kind))
		w.byte(byte(r.Seat))
		w.byte(byte(r.Suits))
		w.byte(byte(r.Card))
	}
}

func (w *writer) table(t dds.Table) {
	for _, row := range t {
		for _, n := range row {
			w.byte(byte(n))
		}
	}
}

func (w *writer) values(vs []dds.CardValue) {
	w.uvarint(uint64(len(vs)))
	for _, v := range vs {
		w.byte(byte(v.Card))
		w.byte(byte(v.Tricks))
	}
}

func (w *writer) options(os []dds.OptionValue) {
	w.uvarint(uint64(len(os)))
	for _, o := range os {
		b, _ := o.Option.AppendBinary(nil) // never fails
		w.bytes(b)
		w.byte(byte(o.Tricks))
	}
}

// reader reads a message with dds's one byte reader, remembering the
// first failure; its methods read dds's values.
type reader struct{ wire.Reader }

func (r *reader) deal() dds.Deal {
	var d dds.Deal
	for i := range d {
		d[i] = dds.Cards(r.Uvarint())
	}
	return d
}

func (r *reader) cards() []dds.Card {
	n := r.Count(52)
	if n == 0 {
		return nil
	}
	cs := make([]dds.Card, n)
	for i := range cs {
		cs[i] = dds.Card(r.Byte())
	}
	return cs
}

func (r *reader) position() dds.Position {
	p := dds.Position{Hands: r.deal(), Trump: dds.Strain(r.Byte()), Leader: dds.Seat(r.Byte())}
	if cs := r.cards(); len(cs) > 0 {
		p.Trick = cs
	} else {
		p.Trick = make([]dds.Card, 0, 4)
	}
	if p.Trump > dds.NoTrump || p.Leader > dds.West {
		r.Fail()
	}
	return p
}

func (r *reader) state() dds.PlayState {
	var st dds.PlayState
	if err := st.UnmarshalBinary(r.Bytes()); err != nil {
		r.Fail()
	}
	return st
}

func (r *reader) rules() []dds.PlayRule {
	n := r.Count(64)
	rules := make([]dds.PlayRule, n)
	for i := range rules {
		rules[i] = dds.PlayRule{Kind: dds.RuleKind(r.Byte()), Seat: dds.Seat(r.Byte()), Suits: dds.SuitSet(r.Byte()), Card: dds.Card(r.Byte())}
	}
	return rules
}

func (r *reader) table() dds.Table {
	var t dds.Table
	for i := range t {
		for j := range t[i] {
			t[i][j] = int(r.Byte())
		}
	}
	return t
}

func (r *reader) values() []dds.CardValue {
	n := r.Count(13)
	vs := make([]dds.CardValue, n)
	for i := range vs {
		vs[i] = dds.CardValue{Card: dds.Card(r.Byte()), Tricks: int(r.Byte())}
	}
	return vs
}

func (r *reader) options() []dds.OptionValue {
	n := r.Count(dds.MaxOptions)
	if n == 0 {
		return nil
	}
	os := make([]dds.OptionValue, n)
	for i := range os {
		if err := os[i].Option.UnmarshalBinary(r.Bytes()); err != nil {
			r.Fail()
		}
		os[i].Tricks = int(r.Byte())
	}
	return os
}

// end reports a malformed message, or one with bytes left over.
func (r *reader) end() error {
	if !r.OK() {
		return errMalformed
	}
	return nil
}

// answerOf reads an answer's status: its payload, or the error it carries.
func answerOf(b []byte) (*reader, error) {
	if len(b) == 0 {
		return nil, errMalformed
	}
	switch b[0] {
	case answerOK:
		return &reader{wire.Reader{B: b[1:]}}, nil
	case answerError:
		return nil, errors.New(string(b[1:]))
	}
	return nil, fmt.Errorf("remote: answer of unknown kind %d", b[0])
}

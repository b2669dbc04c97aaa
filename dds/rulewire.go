// rulewire.go: PlayState and Option as bytes — the rules in force sent to a solver in another worker or process (dds/remote), read back exactly.

package dds

import (
	"encoding/binary"
	"errors"

	"github.com/ruling-bridge/ruling/dds/internal/wire"
)

// errRuleWire is the error of bytes that are not a PlayState or an Option.
var errRuleWire = errors.New("dds: malformed play state or option bytes")

// AppendBinary appends the play state as bytes (encoding.BinaryAppender):
// every rule in force, the options taken and the leads made, so that
// UnmarshalBinary gives back an equal PlayState.
func (st PlayState) AppendBinary(b []byte) ([]byte, error) {
	for _, c := range st.penalty {
		b = binary.AppendUvarint(b, uint64(c))
	}
	for _, c := range st.minor {
		b = binary.AppendUvarint(b, uint64(c))
	}
	for _, sets := range [][4]SuitSet{st.require, st.prohibit, st.offer} {
		for _, s := range sets {
			b = append(b, byte(s))
		}
	}
	return append(b, st.led, st.asked, byte(st.decl)), nil
}

// MarshalBinary is AppendBinary to a new slice.
func (st PlayState) MarshalBinary() ([]byte, error) { return st.AppendBinary(nil) }

// UnmarshalBinary reads a play state AppendBinary wrote (all of data).
func (st *PlayState) UnmarshalBinary(data []byte) error {
	r := wire.Reader{B: data}
	var out PlayState
	for i := range out.penalty {
		out.penalty[i] = Cards(r.Uvarint())
	}
	for i := range out.minor {
		out.minor[i] = Cards(r.Uvarint())
	}
	for _, sets := range []*[4]SuitSet{&out.require, &out.prohibit, &out.offer} {
		for i := range sets {
			sets[i] = SuitSet(r.Byte())
		}
	}
	out.led, out.asked, out.decl = r.Byte(), r.Byte(), Side(r.Byte())
	if !r.OK() {
		return errRuleWire
	}
	*st = out
	return nil
}

// AppendBinary appends the option as bytes (its Law and whether it is
// Law 26B's choice included).
func (o Option) AppendBinary(b []byte) ([]byte, error) {
	flags := byte(0)
	if o.is26B {
		flags = 1
	}
	b = append(b, byte(o.Kind), byte(o.Seat), byte(o.Suits), flags)
	b = binary.AppendUvarint(b, uint64(o.PickUp))
	return wire.AppendBytes(b, o.Law), nil
}

// MarshalBinary is AppendBinary to a new slice.
func (o Option) MarshalBinary() ([]byte, error) { return o.AppendBinary(nil) }

// UnmarshalBinary reads an option AppendBinary wrote (all of data).
func (o *Option) UnmarshalBinary(data []byte) error {
	r := wire.Reader{B: data}
	var out Option
	out.Kind, out.Seat, out.Suits = OptionKind(r.Byte()), Seat(r.Byte()), SuitSet(r.Byte())
	out.is26B = r.Byte() == 1
	out.PickUp = Cards(r.Uvarint())
	out.Law = string(r.Bytes())
	if !r.OK() || out.Kind > Prohibit || out.Seat > West {
		return errRuleWire
	}
	*o = out
	return nil
}

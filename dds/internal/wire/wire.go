// wire.go: Reader — the one reader of the byte formats dds and dds/remote send (bytes, uvarints, counted runs), remembering the first failure.

// Package wire reads and writes the pieces of dds's byte formats: a
// PlayState or an Option as bytes (dds) and the messages of a remote
// solver (dds/remote). Read with a Reader and ask OK once at the end:
//
//	r := wire.Reader{B: data}
//	kind, n := r.Byte(), r.Uvarint()
//	if !r.OK() {
//		return errMalformed
//	}
//
// A Reader never panics and never allocates more than its input allows:
// a short or oversized read marks it failed and gives zeros.
package wire

import "encoding/binary"

// Reader reads bytes from B, remembering the first failure.
type Reader struct {
	B   []byte // what is left to read
	bad bool
}

// Fail marks the input malformed (a value read out of its range).
func (r *Reader) Fail() { r.bad = true }

// Failed reports whether a read failed or Fail was called.
func (r *Reader) Failed() bool { return r.bad }

// OK reports that every read succeeded and nothing is left over.
func (r *Reader) OK() bool { return !r.bad && len(r.B) == 0 }

// Byte reads one byte (0 on a short read).
func (r *Reader) Byte() byte {
	if len(r.B) == 0 {
		r.bad = true
		return 0
	}
	c := r.B[0]
	r.B = r.B[1:]
	return c
}

// Uvarint reads an unsigned varint (0 on a short or overlong one).
func (r *Reader) Uvarint() uint64 {
	v, n := binary.Uvarint(r.B)
	if n <= 0 {
		r.bad = true
		return 0
	}
	r.B = r.B[n:]
	return v
}

// Count reads a length of at most max items (0 when it is larger).
func (r *Reader) Count(max int) int {
	n := r.Uvarint()
	if n > uint64(max) {
		r.bad = true
		return 0
	}
	return int(n)
}

// Bytes reads a run of bytes AppendBytes wrote (its length first); the
// result shares the input's memory.
func (r *Reader) Bytes() []byte {
	v := r.Uvarint() // the bound is what is left after the length itself
	if v > uint64(len(r.B)) {
		r.bad = true
		return nil
	}
	n := int(v)
	b := r.B[:n:n]
	r.B = r.B[n:]
	return b
}

// AppendBytes appends p (bytes or a string) as Bytes reads it: its
// length, then its bytes.
func AppendBytes[S ~string | ~[]byte](b []byte, p S) []byte {
	b = binary.AppendUvarint(b, uint64(len(p)))
	return append(b, p...)
}

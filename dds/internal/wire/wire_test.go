// wire_test.go: Reader reads what is written, fails on short, overlong and out-of-range input, and never reads past its bytes.

package wire

import (
	"bytes"
	"encoding/binary"
	"testing"
)

func TestReaderRoundTrip(t *testing.T) {
	b := []byte{7}
	b = binary.AppendUvarint(b, 300)
	b = AppendBytes(b, "50D2(a)")
	b = AppendBytes(b, []byte{1, 2, 3})
	b = binary.AppendUvarint(b, 13)
	r := Reader{B: b}
	if c, v, s, p, n := r.Byte(), r.Uvarint(), string(r.Bytes()), r.Bytes(), r.Count(13); c != 7 || v != 300 ||
		s != "50D2(a)" || !bytes.Equal(p, []byte{1, 2, 3}) || n != 13 || !r.OK() {
		t.Errorf("read %d %d %q %v %d, ok %v", c, v, s, p, n, r.OK())
	}
}

func TestReaderRefuses(t *testing.T) {
	overlong := bytes.Repeat([]byte{0xff}, 11)
	for name, read := range map[string]func(r *Reader){
		"a byte from nothing":     func(r *Reader) { r.Byte() },
		"a varint from nothing":   func(r *Reader) { r.Uvarint() },
		"a varint past 64 bits":   func(r *Reader) { r.B = overlong; r.Uvarint() },
		"a count over its bound":  func(r *Reader) { r.B = []byte{14}; r.Count(13) },
		"bytes longer than input": func(r *Reader) { r.B = []byte{5, 1, 2}; r.Bytes() },
		"a value out of range":    func(r *Reader) { r.B = []byte{9}; r.Byte(); r.Fail() },
	} {
		var r Reader
		read(&r)
		if !r.Failed() || r.OK() {
			t.Errorf("%s: not failed", name)
		}
	}
	r := Reader{B: []byte{1, 2}}
	r.Byte()
	if r.Failed() || r.OK() {
		t.Errorf("a byte left over: failed %v, ok %v", r.Failed(), r.OK())
	}
}

// FuzzReader: any input, any reads — no panic, never more bytes than given.
func FuzzReader(f *testing.F) {
	f.Add([]byte{}, []byte{0, 1, 2, 3})
	f.Add([]byte{0x80, 0x80, 5, 1, 2, 3, 4, 5}, []byte{1, 3, 2})
	f.Fuzz(func(t *testing.T, data, ops []byte) {
		r := Reader{B: data}
		for _, op := range ops {
			before := len(r.B)
			switch op % 4 {
			case 0:
				r.Byte()
			case 1:
				r.Uvarint()
			case 2:
				if n := r.Count(int(op)); n > int(op) {
					t.Fatalf("count %d over %d", n, op)
				}
			case 3:
				if b := r.Bytes(); len(b) > before {
					t.Fatalf("%d bytes out of %d", len(b), before)
				}
			}
			if len(r.B) > before {
				t.Fatal("the input grew")
			}
		}
	})
}

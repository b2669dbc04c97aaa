// jumps.go: DirectJumps, an optional pass over the engine's WebAssembly: a jump forward inside a Go function becomes a direct branch instead of a pass through the function's dispatch loop.

package web

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"slices"
)

// Go's js/wasm back end lays each function out as a dispatch loop: a
// `loop` holding one `block` a resume point (each basic block's start,
// each call's return) and a `br_table` on the PC_B local (parameter 0)
// that enters the block whose end starts the wanted code. Every jump
// between basic blocks, forward or back, is
//
//	i32.const K; local.set 0; br <the loop>
//
// so it passes through the `br_table` (an indirect jump) and, in the
// browser's optimising compiler, through the one merge point of the
// whole function at the loop's head. A jump forward, to a resume point
// whose block is still open where the jump stands, can instead branch
// to that block's end at once (`br D`): the same code runs next, and
// nothing reads the value the jump no longer writes — PC_B is read by
// the `br_table`, and elsewhere only right after a write of its own
// (an indirect call uses it as a scratch local: in the engine, all
// 2,701 other reads follow `i32.const; local.set 0`), and a call
// pushes its return point as a constant. Jumps backward keep the loop. The rewriting keeps what the
// module computes; whether it is faster is for the browser's clock
// (docs/wasm.md).

// JumpStats counts what DirectJumps did.
type JumpStats struct {
	Functions int // function bodies with a dispatch loop
	Jumps     int // jumps through the loop
	Direct    int // of them made direct branches
	Before    int // the module's size in bytes, before
	After     int // and after
}

// DirectJumps rewrites the engine file in place (see above).
func DirectJumps(file string) (JumpStats, error) {
	var st JumpStats
	err := rewriteFile(file, ".jumps", func(in []byte) (out []byte, err error) {
		out, st, err = directJumps(in)
		return out, err
	})
	return st, err
}

// rewriteFile rewrites the module in file by pass, in place: the new
// module is written beside the file (name+suffix) and renamed over it,
// so that a pass never leaves a half-written module.
func rewriteFile(file, suffix string, pass func(in []byte) ([]byte, error)) error {
	in, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	out, err := pass(in)
	if err != nil {
		return fmt.Errorf("%s: %v", file, err)
	}
	tmp := file + suffix
	if err := os.WriteFile(tmp, out, 0o644); err != nil {
		os.Remove(tmp)
		return err
	}
	return os.Rename(tmp, file)
}

var errWasm = errors.New("not a WebAssembly module this pass reads")

// wasmReader reads a module's bytes.
type wasmReader struct {
	b   []byte
	off int
	err error
}

func (r *wasmReader) byte1() byte {
	if r.off >= len(r.b) {
		r.err = errWasm
		return 0
	}
	c := r.b[r.off]
	r.off++
	return c
}

// uleb reads an unsigned LEB128 number; sleb a signed one.
func (r *wasmReader) uleb() uint64 {
	var x uint64
	for sh := uint(0); sh < 70; sh += 7 {
		c := r.byte1()
		x |= uint64(c&0x7f) << sh
		if c&0x80 == 0 || r.err != nil {
			return x
		}
	}
	r.err = errWasm
	return x
}

func (r *wasmReader) sleb() int64 {
	var x int64
	sh := uint(0)
	for ; sh < 70; sh += 7 {
		c := r.byte1()
		x |= int64(c&0x7f) << sh
		if c&0x80 == 0 || r.err != nil {
			if sh+7 < 64 && c&0x40 != 0 {
				x |= -1 << (sh + 7)
			}
			return x
		}
	}
	r.err = errWasm
	return x
}

// skipLocals reads past a function body's declarations of its locals
// (a count of runs, each a count and a type), to its code.
func (r *wasmReader) skipLocals() {
	for range r.uleb() {
		r.uleb()
		r.byte1()
	}
}

func (r *wasmReader) skip(n int) {
	if r.off+n > len(r.b) {
		r.err = errWasm
		return
	}
	r.off += n
}

func appendULEB(b []byte, x uint64) []byte {
	for {
		c := byte(x & 0x7f)
		x >>= 7
		if x == 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}

func directJumps(in []byte) ([]byte, JumpStats, error) {
	st := JumpStats{Before: len(in)}
	out, err := rewriteModule(in, func(body []byte) ([]byte, error) { return rewriteBody(body, &st) })
	if err != nil {
		return nil, st, err
	}
	st.After = len(out)
	return out, st, nil
}

// wasmSection is one section of a module: its id and its contents.
type wasmSection struct {
	id   byte
	body []byte
}

var wasmHeader = []byte("\x00asm\x01\x00\x00\x00")

// readSections splits a module into its sections (the one reader of a
// module's layout: the passes and CountDispatch).
func readSections(in []byte) ([]wasmSection, error) {
	if len(in) < 8 || !bytes.Equal(in[:8], wasmHeader) {
		return nil, errWasm
	}
	var secs []wasmSection
	r := &wasmReader{b: in, off: 8}
	for r.off < len(in) && r.err == nil {
		id := r.byte1()
		size := int(r.uleb())
		start := r.off
		r.skip(size)
		if r.err == nil {
			secs = append(secs, wasmSection{id, in[start : start+size]})
		}
	}
	return secs, r.err
}

// writeSections joins sections into a module.
func writeSections(secs []wasmSection) []byte {
	out := slices.Clone(wasmHeader)
	for _, s := range secs {
		out = append(out, s.id)
		out = appendULEB(out, uint64(len(s.body)))
		out = append(out, s.body...)
	}
	return out
}

// rewriteModule rewrites each function body of the module by rewrite.
func rewriteModule(in []byte, rewrite func(body []byte) ([]byte, error)) ([]byte, error) {
	secs, err := readSections(in)
	if err != nil {
		return nil, err
	}
	for i, s := range secs {
		if s.id == 10 {
			if secs[i].body, err = rewriteCode(s.body, rewrite); err != nil {
				return nil, err
			}
		}
	}
	return writeSections(secs), nil
}

// rewriteCode rewrites the code section's function bodies, in order.
func rewriteCode(sec []byte, rewrite func(body []byte) ([]byte, error)) ([]byte, error) {
	r := &wasmReader{b: sec}
	n := r.uleb()
	out := appendULEB(nil, n)
	for range n {
		size := int(r.uleb())
		start := r.off
		r.skip(size)
		if r.err != nil {
			return nil, r.err
		}
		body, err := rewrite(sec[start : start+size])
		if err != nil {
			return nil, err
		}
		out = appendULEB(out, uint64(len(body)))
		out = append(out, body...)
	}
	if r.err != nil || r.off != len(sec) {
		return nil, errWasm
	}
	return out, nil
}

// wasmInstr is one decoded instruction: its bytes' span, opcode and
// first immediate.
type wasmInstr struct {
	start, end int
	op         byte
	imm        int64
}

// instr reads one instruction: its span, opcode and first immediate
// (the depth of br and br_if, the index of local.* and global.*, the
// value of i32.const; br_table's default depth), and br_table's labels.
func (r *wasmReader) instr() (wasmInstr, []int, error) {
	in := wasmInstr{start: r.off}
	op := r.byte1()
	in.op = op
	var labels []int
	switch {
	case op == 0x02 || op == 0x03 || op == 0x04: // block, loop, if
		if bt := r.byte1(); bt != 0x40 && bt&0xc0 != 0x40 { // a type index (s33)
			r.off--
			r.sleb()
		}
	case op == 0x0b: // end
	case op == 0x0c || op == 0x0d: // br, br_if
		in.imm = int64(r.uleb())
	case op == 0x0e: // br_table
		m := r.uleb()
		for range m {
			if r.err != nil {
				break
			}
			labels = append(labels, int(r.uleb()))
		}
		in.imm = int64(r.uleb())
	case op == 0x10: // call
		r.uleb()
	case op == 0x11: // call_indirect
		r.uleb()
		r.uleb()
	case op == 0x1c: // select t*
		for range r.uleb() {
			r.byte1()
		}
	case op >= 0x20 && op <= 0x26: // local.*, global.*, table.get/set
		in.imm = int64(r.uleb())
	case op >= 0x28 && op <= 0x3e: // loads and stores: memarg
		r.uleb()
		r.uleb()
	case op == 0x3f || op == 0x40: // memory.size, memory.grow
		r.byte1()
	case op == 0x41:
		in.imm = r.sleb()
	case op == 0x42:
		r.sleb()
	case op == 0x43:
		r.skip(4)
	case op == 0x44:
		r.skip(8)
	case op == 0xd0: // ref.null
		r.byte1()
	case op == 0xd2: // ref.func
		r.uleb()
	case op == 0xfc:
		switch sub := r.uleb(); {
		case sub <= 7:
		case sub == 8:
			r.uleb()
			r.byte1()
		case sub == 9 || sub == 13 || sub == 15 || sub == 16 || sub == 17:
			r.uleb()
		case sub == 10:
			r.skip(2)
		case sub == 11:
			r.byte1()
		case sub == 12 || sub == 14:
			r.uleb()
			r.uleb()
		default:
			return in, nil, fmt.Errorf("%w (opcode 0xfc %d)", errWasm, sub)
		}
	case op <= 0x01 || op == 0x05 || op == 0x0f || op == 0x1a || op == 0x1b || (op >= 0x45 && op <= 0xc4) || op == 0xd1:
	default:
		return in, nil, fmt.Errorf("%w (opcode %#x)", errWasm, op)
	}
	in.end = r.off
	if r.err != nil {
		return in, nil, r.err
	}
	return in, labels, nil
}

// rewriteBody rewrites one function body (its locals, then its code).
func rewriteBody(body []byte, st *JumpStats) ([]byte, error) {
	r := &wasmReader{b: body}
	r.skipLocals()
	codeStart := r.off
	// The control stack: for each open block, loop or if, an id; the
	// dispatch loop's id and, for the br_table's labels, the id of the
	// block each label enters.
	type ctl struct{ id int }
	var stack []ctl
	nextID, loopID := 0, -1
	var labelTarget []int // the br_table's entries: the block id each PC_B value enters
	dispatched, onlyBlocks := false, true
	type repl struct {
		start, end int
		depth      int
	}
	var repls []repl
	var prev [2]wasmInstr // the two instructions before this one
	for r.off < len(body) && r.err == nil {
		in, labels, err := r.instr()
		if err != nil {
			return nil, err
		}
		op := in.op
		switch op {
		case 0x03: // loop
			if onlyBlocks && loopID < 0 {
				loopID = nextID // the dispatch loop: the first loop, before any other instruction
			}
			fallthrough
		case 0x02, 0x04: // block, if
			stack = append(stack, ctl{nextID})
			nextID++
		case 0x0b: // end
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case 0x0e: // br_table
			if loopID >= 0 && !dispatched && prev[1].op == 0x20 && prev[1].imm == 0 && prev[0].op == 0x02 {
				dispatched = true
				for _, l := range labels {
					if l >= len(stack) {
						return nil, errWasm
					}
					labelTarget = append(labelTarget, stack[len(stack)-1-l].id)
				}
			}
		}
		in.end = r.off
		if op != 0x02 && op != 0x03 && op != 0x21 && op != 0x23 { // (the prologue: global.get SP; local.set)
			onlyBlocks = false
		}
		// A jump through the dispatch loop: i32.const K; local.set 0; br <loop>.
		if op == 0x0c && dispatched && prev[1].op == 0x21 && prev[1].imm == 0 && prev[0].op == 0x41 &&
			int(in.imm) < len(stack) && stack[len(stack)-1-int(in.imm)].id == loopID {
			st.Jumps++
			if k := prev[0].imm; k >= 0 && int(k) < len(labelTarget) {
				target := labelTarget[k]
				for j := len(stack) - 1; j >= 0; j-- {
					if stack[j].id == target {
						repls = append(repls, repl{prev[0].start, in.end, len(stack) - 1 - j})
						break
					}
				}
			}
		}
		prev[0], prev[1] = prev[1], in
	}
	if r.err != nil || len(stack) != 0 {
		return nil, errWasm
	}
	if loopID >= 0 && dispatched {
		st.Functions++
	}
	if len(repls) == 0 {
		return body, nil
	}
	st.Direct += len(repls)
	out := append([]byte(nil), body[:codeStart]...)
	at := codeStart
	for _, p := range repls {
		out = append(out, body[at:p.start]...)
		out = append(out, 0x0c)
		out = appendULEB(out, uint64(p.depth))
		at = p.end
	}
	return append(out, body[at:]...), nil
}

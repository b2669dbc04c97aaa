// dispatchcount.go: CountDispatch, a measure and not a build — the engine's WebAssembly given counters of each Go function's entries and passes through its dispatch loop, to count under node what the clock cannot tell apart.

package web

import (
	"fmt"
	"strconv"
	"strings"
)

// Each function of Go's js/wasm back end that has a dispatch loop (see
// jumps.go) enters it once a call (PC_B 0, or a resume point when a
// goroutine comes back) and again at every jump that still goes through
// it (after DirectJumps: the jumps backward). CountDispatch gives each
// such function two exported i64 globals, counted up at the function's
// first instruction ("ruling_entry_N", N the function's index) and at
// its dispatch loop's br_table ("ruling_loop_N"): loop − entry is the
// jumps through the loop (after DirectEntries, a function with a direct
// entry counts only its resumptions there). The counters cost the module time, so the
// counted module is for counting only; what it computes is unchanged.

// DispatchPrefix begins the names of the counters' exports.
const DispatchPrefix = "ruling_"

// CountDispatch returns the module in with the counters, and the
// function names of its name section by index (nil without one).
func CountDispatch(in []byte) ([]byte, map[int]string, error) {
	secs, err := readSections(in)
	if err != nil {
		return nil, nil, err
	}
	importedFuncs, globals := 0, 0
	var names map[int]string
	for _, s := range secs {
		switch s.id {
		case 2: // imports
			r := &wasmReader{b: s.body}
			for range r.uleb() {
				r.skip(int(r.uleb())) // module
				r.skip(int(r.uleb())) // name
				switch r.byte1() {
				case 0:
					r.uleb()
					importedFuncs++
				case 1: // table
					r.byte1()
					if r.byte1()&1 != 0 {
						r.uleb()
					}
					r.uleb()
				case 2: // memory
					if r.byte1()&1 != 0 {
						r.uleb()
					}
					r.uleb()
				case 3:
					r.byte1()
					r.byte1()
					globals++
				}
			}
			if r.err != nil {
				return nil, nil, r.err
			}
		case 6:
			r := &wasmReader{b: s.body}
			globals += int(r.uleb())
		case 0:
			r := &wasmReader{b: s.body}
			l := int(r.uleb())
			if r.err == nil && r.off+l <= len(r.b) && string(r.b[r.off:r.off+l]) == "name" {
				r.skip(l)
				names = functionNames(r)
			}
		}
	}

	// The code: counters at each dispatching function's start and loop.
	var newGlobals, newExports []byte
	counted := 0
	counter := func(g int) []byte {
		b := append([]byte{0x23}, appendULEB(nil, uint64(g))...) // global.get
		b = append(b, 0x42, 0x01, 0x7c, 0x24)                    // i64.const 1; i64.add; global.set
		return appendULEB(b, uint64(g))
	}
	export := func(name string, g int) {
		newExports = appendULEB(newExports, uint64(len(name)))
		newExports = append(newExports, name...)
		newExports = append(newExports, 0x03)
		newExports = appendULEB(newExports, uint64(g))
	}
	for i, s := range secs {
		if s.id != 10 {
			continue
		}
		f := 0
		secs[i].body, err = rewriteCode(s.body, func(body []byte) ([]byte, error) {
			idx := importedFuncs + f
			f++
			codeStart, loopEnd := dispatchLoop(body)
			if loopEnd == 0 {
				return body, nil
			}
			entry, loop := globals+2*counted, globals+2*counted+1
			counted++
			export(DispatchPrefix+"entry_"+strconv.Itoa(idx), entry)
			export(DispatchPrefix+"loop_"+strconv.Itoa(idx), loop)
			for range 2 {
				newGlobals = append(newGlobals, 0x7e, 0x01, 0x42, 0x00, 0x0b) // mut i64 = 0
			}
			nb := append([]byte(nil), body[:codeStart]...)
			nb = append(nb, counter(entry)...)
			nb = append(nb, body[codeStart:loopEnd]...)
			nb = append(nb, counter(loop)...)
			return append(nb, body[loopEnd:]...), nil
		})
		if err != nil {
			return nil, nil, err
		}
	}
	if counted == 0 {
		return nil, nil, fmt.Errorf("%w (no dispatch loop)", errWasm)
	}
	// The globals and the exports: appended to their sections.
	appendVec := func(id byte, extra []byte, count int) error {
		for i, s := range secs {
			if s.id == id {
				r := &wasmReader{b: s.body}
				n := r.uleb()
				if r.err != nil {
					return r.err
				}
				body := appendULEB(nil, n+uint64(count))
				body = append(body, s.body[r.off:]...)
				secs[i].body = append(body, extra...)
				return nil
			}
		}
		return fmt.Errorf("%w (no section %d)", errWasm, id)
	}
	if err := appendVec(6, newGlobals, 2*counted); err != nil {
		return nil, nil, err
	}
	if err := appendVec(7, newExports, 2*counted); err != nil {
		return nil, nil, err
	}
	out := writeSections(secs)
	return out, names, nil
}

// dispatchLoop finds a Go function body's dispatch: the offset of its
// code (after the locals) and the offset of the br_table's `local.get 0`
// (where the loop's counter goes: every pass through the loop's head
// reaches it), 0 if the body has none (the prologue is only global.get,
// local.set, block and loop, and a loop among them; the loop's blocks
// are followed by local.get 0 and br_table). After DirectEntries the
// loop may be a block with the entry's test before the br_table
// (local.get 0; i32.eqz; br_if): the counter then goes after the test,
// and counts the passes through the br_table alone.
func dispatchLoop(body []byte) (codeStart, loopEnd int) {
	r := &wasmReader{b: body}
	r.skipLocals()
	codeStart = r.off
	loop := false
	for r.off < len(body) && r.err == nil {
		switch op := r.byte1(); op {
		case 0x23, 0x21: // global.get, local.set
			r.uleb()
		case 0x02, 0x03:
			if r.byte1() != 0x40 {
				return codeStart, 0
			}
			loop = loop || op == 0x03
		case 0x20:
			at := r.off - 1
			if r.byte1() != 0x00 {
				return codeStart, 0
			}
			switch r.byte1() {
			case 0x0e: // br_table
				if loop {
					return codeStart, at
				}
			case 0x45: // i32.eqz; br_if; local.get 0; br_table
				if r.byte1() != 0x0d {
					return codeStart, 0
				}
				r.uleb()
				at = r.off
				if r.err == nil && r.off+2 < len(body) && body[r.off] == 0x20 && body[r.off+1] == 0x00 && body[r.off+2] == 0x0e {
					return codeStart, at
				}
			}
			return codeStart, 0
		default:
			return codeStart, 0
		}
	}
	return codeStart, 0
}

// functionNames reads the function names of a name section's body.
func functionNames(r *wasmReader) map[int]string {
	names := map[int]string{}
	for r.off < len(r.b) && r.err == nil {
		id := r.byte1()
		size := int(r.uleb())
		end := r.off + size
		if id == 1 {
			for range r.uleb() {
				idx := int(r.uleb())
				l := int(r.uleb())
				if r.off+l > len(r.b) {
					break
				}
				names[idx] = string(r.b[r.off : r.off+l])
				r.off += l
			}
		}
		r.off = end
	}
	return names
}

// DispatchCounts are the counters read back: by function index, its
// entries and its passes through its dispatch loop.
type DispatchCounts map[int][2]uint64

// ParseDispatchCounts reads the counters from "name value" lines (the
// exports' names as CountDispatch gave them).
func ParseDispatchCounts(text string) (DispatchCounts, error) {
	c := DispatchCounts{}
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		f := strings.Fields(line)
		if len(f) != 2 || !strings.HasPrefix(f[0], DispatchPrefix) {
			continue
		}
		kind, idx, ok := strings.Cut(strings.TrimPrefix(f[0], DispatchPrefix), "_")
		i, err1 := strconv.Atoi(idx)
		v, err2 := strconv.ParseUint(f[1], 10, 64)
		if !ok || err1 != nil || err2 != nil || (kind != "entry" && kind != "loop") {
			return nil, fmt.Errorf("counter line %q", line)
		}
		e := c[i]
		if kind == "entry" {
			e[0] = v
		} else {
			e[1] = v
		}
		c[i] = e
	}
	return c, nil
}

// DispatchNode is the node script that runs a Go js/wasm program (as
// wasm_exec_node.js does, from beside it: the first argument is
// wasm_exec.js's folder) and, at its exit, writes the counters'
// values to the file $RULING_DISPATCH_OUT, one "name value" a line.
const DispatchNode = `"use strict";
globalThis.require = require;
globalThis.fs = require("fs");
globalThis.path = require("path");
globalThis.TextEncoder = require("util").TextEncoder;
globalThis.TextDecoder = require("util").TextDecoder;
globalThis.performance ??= require("performance");
globalThis.crypto ??= require("crypto");
require(require("path").join(process.argv[2], "wasm_exec"));
const go = new Go();
go.argv = process.argv.slice(3);
go.env = Object.assign({ TMPDIR: require("os").tmpdir() }, process.env);
go.exit = process.exit;
WebAssembly.instantiate(fs.readFileSync(process.argv[3]), go.importObject).then((result) => {
	process.on("exit", (code) => {
		const lines = [];
		for (const [name, v] of Object.entries(result.instance.exports)) {
			if (name.startsWith("` + DispatchPrefix + `")) lines.push(name + " " + v.value);
		}
		fs.writeFileSync(process.env.RULING_DISPATCH_OUT, lines.join("\n") + "\n");
		if (code === 0 && !go.exited) {
			go._pendingEvent = { id: 0 };
			go._resume();
		}
	});
	return go.run(result.instance);
}).catch((err) => {
	console.error(err);
	process.exit(1);
});
`

// loops.go: LoopJumps, an optional pass after DirectJumps: a loop of a Go function whose body is entered only at its head gets a WebAssembly loop of its own, so that its jumps back no longer pass through the function's dispatch loop.

package web

import (
	"bytes"
	"fmt"
	"os"
	"slices"
)

// After DirectJumps the jumps left through a function's dispatch loop
// are the jumps back: a Go loop's back edge sets PC_B to its head's
// resume point and goes round the dispatch loop and its br_table
// (wasmbench --count: 5.4 a node in the solver, most of them in the
// loops of orderRest, probeBucket and makeKeyFrom). In Go's layout the
// code of resume points k…j (the loop's head k, its body up to the jump
// back at j) lies between the ends of their blocks, which are opened
// at the function's start so that the br_table can reach each of them;
// no WebAssembly loop can begin at k and hold that code. Where nothing
// enters k+1…j but from inside the run k…j — no jump through the
// dispatch loop to them (PC_B), no call returning into them (a
// goroutine's resumption enters at a call's resume point), no branch
// from outside the run to their blocks — their blocks need not be
// reachable from the br_table: LoopJumps opens them after the end of
// k's block instead, inside a new loop around the run, and turns the
// jumps back to k into `br` to that loop. The br_table's entries for
// k+1…j (never taken) go to k's block. Runs that overlap keep the
// smallest (the inner loop). What the module computes is unchanged;
// whether it is faster is the browser's clock's (docs/wasm.md).

// LoopStats counts what LoopJumps did.
type LoopStats struct {
	Functions int // function bodies changed
	Loops     int // loops made
	Jumps     int // jumps back made branches to them
}

// BuildLoops makes BuildEngine apply LoopJumps after DirectJumps. On
// since the quiet window of 28 November (session 9): in Chromium, 50
// deals, the deals' B/A median 0.923 against an A/A run's 1.014
// (docs/wasm.md).
const BuildLoops = true

// LoopJumps rewrites the engine file in place (see above); run it after
// DirectJumps (before, the forward jumps through the loop bar most runs).
func LoopJumps(file string) (LoopStats, error) {
	in, err := os.ReadFile(file)
	if err != nil {
		return LoopStats{}, err
	}
	var st LoopStats
	out, err := rewriteModule(in, func(body []byte) ([]byte, error) {
		// Again until nothing changes: a loop around one made is a run
		// of the next pass (where the first made no tests at a head;
		// the passes after leave a function with tests alone).
		for range 8 {
			out, err := loopBody(body, &st)
			if err != nil || bytes.Equal(out, body) {
				return out, err
			}
			body = out
		}
		return body, nil
	})
	if err != nil {
		return st, fmt.Errorf("%s: %v", file, err)
	}
	return st, replaceModule(file, ".loops", out)
}

// loopInstr is a decoded instruction with its branch targets as ids of
// the constructs (block, loop, if) they name.
type loopInstr struct {
	wasmInstr
	id      int   // block, loop, if: its id; end: the id it closes (-1: the function's end)
	target  int   // br, br_if: the id it branches to (-2: the function's end)
	targets []int // br_table: the ids, the default last
}

const funcTarget = -2

// loopBody rewrites one function body.
func loopBody(body []byte, st *LoopStats) ([]byte, error) {
	r := &wasmReader{b: body}
	for range r.uleb() { // the locals' declarations
		r.uleb()
		r.byte1()
	}
	codeStart := r.off
	var ins []loopInstr
	var stack []int
	kind := map[int]byte{}
	nextID := 0
	toID := func(depth int) int {
		if depth == len(stack) {
			return funcTarget
		}
		if depth > len(stack) {
			return -3
		}
		return stack[len(stack)-1-depth]
	}
	for r.off < len(body) {
		in, labels, err := r.instr()
		if err != nil {
			return nil, err
		}
		li := loopInstr{wasmInstr: in, id: -1}
		switch in.op {
		case 0x02, 0x03, 0x04:
			li.id = nextID
			kind[nextID] = in.op
			stack = append(stack, nextID)
			nextID++
		case 0x0b:
			if len(stack) > 0 {
				li.id = stack[len(stack)-1]
				stack = stack[:len(stack)-1]
			}
		case 0x0c, 0x0d:
			li.target = toID(int(in.imm))
		case 0x0e:
			for _, l := range labels {
				li.targets = append(li.targets, toID(l))
			}
			li.targets = append(li.targets, toID(int(in.imm)))
		}
		if slices.Contains(li.targets, -3) || li.target == -3 {
			return nil, errWasm
		}
		ins = append(ins, li)
	}
	if len(stack) != 0 {
		return nil, errWasm
	}

	// The dispatch: the first loop, in a prologue of blocks, global.get
	// and local.set, then its blocks, local.get 0 and the br_table.
	loopAt := -1
	for i, in := range ins {
		if in.op == 0x03 {
			loopAt = i
			break
		}
		if in.op != 0x02 && in.op != 0x21 && in.op != 0x23 {
			return body, nil
		}
	}
	if loopAt < 0 {
		return body, nil
	}
	tableAt := loopAt + 1
	for tableAt < len(ins) && ins[tableAt].op == 0x02 {
		tableAt++
	}
	if tableAt+1 >= len(ins) || ins[tableAt].op != 0x20 || ins[tableAt].imm != 0 || ins[tableAt+1].op != 0x0e {
		return body, nil
	}
	loopID := ins[loopAt].id
	tableAt++
	table := ins[tableAt].targets
	// The dispatch's blocks, in the order of their ends (the rank of a
	// resume point's code), and where each ends.
	endAt := map[int]int{}
	for i, in := range ins {
		if in.op == 0x0b && in.id >= 0 {
			endAt[in.id] = i
		}
	}
	var blocks []int // by rank
	rank := map[int]int{}
	for i := loopAt + 1; i < tableAt-1; i++ {
		blocks = append(blocks, ins[i].id)
	}
	slices.SortFunc(blocks, func(a, b int) int { return endAt[a] - endAt[b] })
	for k, b := range blocks {
		rank[b] = k
	}
	// segment: the rank of the code an instruction is in (-1: before the
	// first block's end; len(blocks): after the last, before the loop's end).
	segment := make([]int, len(ins))
	seg := -1
	for i, in := range ins {
		if in.op == 0x0b {
			if k, ok := rank[in.id]; ok && in.id >= 0 {
				segment[i] = seg
				seg = k
				continue
			}
		}
		segment[i] = seg
	}
	pcRank := func(pc int64) int { // the rank PC_B = pc enters, -1 if none
		if pc < 0 || int(pc) >= len(table)-1 {
			return -1
		}
		k, ok := rank[table[pc]]
		if !ok {
			return -1
		}
		return k
	}

	// What enters each rank other than by falling in or a branch: the
	// jumps through the loop (PC_B), and calls returning (a resume
	// point right after a call, or its unwinding check).
	entered := make([]bool, len(blocks))
	type back struct{ at, from, to int }
	var backs []back
	for i, in := range ins {
		switch {
		case in.op == 0x0c && in.target == loopID:
			if i < 2 || ins[i-1].op != 0x21 || ins[i-1].imm != 0 || ins[i-2].op != 0x41 {
				return body, nil // a jump through the loop not of Go's form
			}
			to := pcRank(ins[i-2].imm)
			if to < 0 {
				return body, nil
			}
			entered[to] = true
			if to <= segment[i] {
				backs = append(backs, back{i, segment[i], to})
			}
		case in.op == 0x0d && in.target == loopID || in.op == 0x0e && slices.Contains(in.targets, loopID):
			return body, nil // a conditional pass through the loop: not Go's form
		case in.op == 0x21 || in.op == 0x22: // local.set, local.tee
			if in.imm != 0 {
				continue
			}
			jump := in.op == 0x21 && i+1 < len(ins) && ins[i+1].op == 0x0c && ins[i+1].target == loopID
			scratch := in.op == 0x21 && i+3 < len(ins) && ins[i+1].op == 0x41 && ins[i+2].op == 0x20 && ins[i+2].imm == 0 && ins[i+3].op == 0x11
			if !jump && !scratch {
				return body, nil // PC_B written otherwise: not Go's form
			}
		case in.op == 0x20 && in.imm == 0:
			if i != tableAt-1 && !(i+1 < len(ins) && ins[i+1].op == 0x11) {
				return body, nil // PC_B read otherwise
			}
		}
	}
	for k, b := range blocks {
		for i := max(endAt[b]-4, 0); i < endAt[b]; i++ {
			if op := ins[i].op; op == 0x10 || op == 0x11 {
				entered[k] = true // a call's resume point
			}
		}
		if i := endAt[b] - 1; i >= 0 && ins[i].op == 0x0d {
			if _, ok := rank[ins[i].target]; !ok && ins[i].target != loopID {
				entered[k] = true // after a call's unwinding check
			}
		}
	}
	entered[0] = true

	// The runs: for each head, its jumps back; kept if nothing enters the
	// run but at its head or by a branch from before it (an entry: Go
	// enters a loop at its condition, after the head), smallest first,
	// none overlapping.
	type run struct {
		head, last int
		entries    []int // ranks entered by branches from before the run
		tested     []int // ranks entered through the dispatch (PC_B: a jump through it, a call's resume point)
	}
	lastOf := map[int]int{}
	for _, b := range backs {
		lastOf[b.to] = max(lastOf[b.to], b.from)
	}
	var runs []run
	for head, last := range lastOf {
		if last >= len(blocks) {
			continue // a jump back from after the last block's end
		}
		ok := true
		c := run{head: head, last: last}
		for k := head + 1; k <= last; k++ {
			if entered[k] {
				c.tested = append(c.tested, k)
			}
		}
		lo, hi := endAt[blocks[head]], endAt[loopID]
		if last+1 < len(blocks) {
			hi = endAt[blocks[last+1]]
		}
		for i := 0; i < len(ins) && ok; i++ {
			if i > lo && i < hi || i == tableAt {
				continue
			}
			var ts []int
			switch ins[i].op {
			case 0x0c, 0x0d:
				ts = []int{ins[i].target}
			case 0x0e:
				ts = ins[i].targets
			}
			for _, t := range ts {
				k, in := rank[t]
				switch {
				case !in || k < head || k > last:
				case ins[i].op == 0x0e || i > lo:
					ok = false // a br_table's, or from after the run
				case k > head && !slices.Contains(c.entries, k):
					c.entries = append(c.entries, k)
				}
			}
		}
		if ok {
			runs = append(runs, c)
		}
	}
	slices.SortFunc(runs, func(a, b run) int {
		if d := (a.last - a.head) - (b.last - b.head); d != 0 {
			return d
		}
		return a.head - b.head
	})
	var kept []run
	for _, c := range runs {
		if !slices.ContainsFunc(kept, func(k run) bool { return c.head <= k.last && k.head <= c.last }) {
			kept = append(kept, c)
		}
	}
	if len(kept) == 0 {
		return body, nil
	}

	// The rewriting. Where a run has entries, PC_B says at the new loop's
	// head which: an entry sets it to its resume point's PC and branches
	// to the head, where a test for each entry branches on to its block;
	// every other way in sets it to the head's PC (the jumps back keep
	// theirs, the fall into the head and branches to it get one).
	pcOf := map[int]int64{} // a block: the least PC_B the br_table enters it by
	for pc := len(table) - 2; pc >= 0; pc-- {
		pcOf[table[pc]] = int64(pc)
	}
	removed := map[int]int{}   // a block opened later: its id -> its run's head's block id
	openAfter := map[int]int{} // at the end of a head's block: the run (index in kept) whose loop opens
	closeBefore := map[int]bool{}
	newLoop := map[int]int{} // head rank -> the new loop's id
	setPC := map[int]int{}   // a branch (or the head block's end) to precede by PC_B = its PC: the block whose PC
	viaHead := map[int]int{} // an entry's branch: the head's block it now goes to
	for n, c := range kept {
		for k := c.head + 1; k <= c.last; k++ {
			removed[blocks[k]] = blocks[c.head]
		}
		openAfter[endAt[blocks[c.head]]] = n
		if c.last+1 < len(blocks) {
			closeBefore[endAt[blocks[c.last+1]]] = true
		} else {
			closeBefore[endAt[loopID]] = true
		}
		newLoop[c.head] = nextID
		nextID++
		if len(c.entries) == 0 && len(c.tested) == 0 {
			continue
		}
		hb := blocks[c.head]
		setPC[endAt[hb]] = hb
		for i, in := range ins {
			if i == tableAt || i >= endAt[hb] || (in.op != 0x0c && in.op != 0x0d) {
				continue
			}
			if in.target == hb {
				setPC[i] = hb
			}
			if k, ok := rank[in.target]; ok && slices.Contains(c.entries, k) {
				setPC[i] = in.target
				viaHead[i] = hb
			}
		}
	}
	direct := map[int]int{}  // a jump back's br: the loop it goes to
	backSet := map[int]int{} // and the head's block whose PC it sets first
	drop := map[int]bool{}
	for _, b := range backs {
		for _, c := range kept {
			if b.to == c.head && b.from <= c.last && b.from >= c.head {
				direct[b.at] = newLoop[c.head]
				drop[b.at-1], drop[b.at-2] = true, true
				if len(c.entries) > 0 || len(c.tested) > 0 {
					backSet[b.at] = blocks[c.head]
				}
				st.Jumps++
			}
		}
	}
	st.Functions++
	st.Loops += len(kept)

	out := append([]byte(nil), body[:codeStart]...)
	var open []int
	depth := func(id int) uint64 {
		if id == funcTarget {
			return uint64(len(open))
		}
		for d := len(open) - 1; d >= 0; d-- {
			if open[d] == id {
				return uint64(len(open) - 1 - d)
			}
		}
		panic("web: LoopJumps lost a branch's target") // the runs' checks above keep every target open
	}
	pcSet := func(out []byte, block int) []byte {
		out = append(out, 0x41)
		out = appendSLEB(out, pcOf[block])
		return append(out, 0x21, 0x00) // i32.const PC; local.set 0
	}
	for i, in := range ins {
		if closeBefore[i] {
			out = append(out, 0x0b)
			open = open[:len(open)-1]
		}
		if b, ok := setPC[i]; ok && in.op == 0x0b {
			out = pcSet(out, b) // the fall into the head
		}
		switch {
		case drop[i]:
			continue
		case in.op == 0x02 && hasKey(removed, in.id):
			continue
		case in.op == 0x02 || in.op == 0x03 || in.op == 0x04:
			out = append(out, body[in.start:in.end]...)
			open = append(open, in.id)
		case in.op == 0x0b:
			out = append(out, 0x0b)
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
		case in.op == 0x0c && hasKey(direct, i):
			if hb, ok := backSet[i]; ok {
				out = pcSet(out, hb)
			}
			out = appendULEB(append(out, 0x0c), depth(direct[i]))
		case (in.op == 0x0c || in.op == 0x0d) && hasKey(setPC, i):
			to := in.target
			if h, ok := viaHead[i]; ok {
				to = h
			}
			if in.op == 0x0d {
				out = append(out, 0x04, 0x40) // if
				open = append(open, -4)
			}
			out = pcSet(out, setPC[i])
			out = appendULEB(append(out, 0x0c), depth(to))
			if in.op == 0x0d {
				out = append(out, 0x0b)
				open = open[:len(open)-1]
			}
		case in.op == 0x0c || in.op == 0x0d:
			out = appendULEB(append(out, in.op), depth(in.target))
		case in.op == 0x0e:
			out = append(out, 0x0e)
			out = appendULEB(out, uint64(len(in.targets)-1))
			for _, t := range in.targets {
				if h, ok := removed[t]; ok && i == tableAt {
					t = h // never taken (see above): k's block
				}
				out = appendULEB(out, depth(t))
			}
		default:
			out = append(out, body[in.start:in.end]...)
		}
		if n, ok := openAfter[i]; ok {
			c := kept[n]
			out = append(out, 0x03, 0x40)
			open = append(open, newLoop[c.head])
			for k := c.last; k > c.head; k-- {
				out = append(out, 0x02, 0x40)
				open = append(open, blocks[k])
			}
			// The tests: an entry's PC; every PC the br_table enters a
			// tested rank's block by (a call's return address is one).
			type test struct {
				pc    int64
				block int
			}
			var tests []test
			for _, e := range c.entries {
				tests = append(tests, test{pcOf[blocks[e]], blocks[e]})
			}
			for _, k := range c.tested {
				for pc, b := range table[:len(table)-1] {
					if t := (test{int64(pc), b}); b == blocks[k] && !slices.Contains(tests, t) {
						tests = append(tests, t)
					}
				}
			}
			guard := len(tests) > 2
			if guard { // local.get 0; i32.const PC(head); i32.ne; if
				out = append(out, 0x20, 0x00, 0x41)
				out = appendSLEB(out, pcOf[blocks[c.head]])
				out = append(out, 0x47, 0x04, 0x40)
				open = append(open, -5)
			}
			for _, t := range tests { // local.get 0; i32.const PC; i32.eq; br_if <its block>
				out = append(out, 0x20, 0x00, 0x41)
				out = appendSLEB(out, t.pc)
				out = append(out, 0x46, 0x0d)
				out = appendULEB(out, depth(t.block))
			}
			if guard {
				out = append(out, 0x0b)
				open = open[:len(open)-1]
			}
		}
	}
	return out, nil
}

func appendSLEB(b []byte, x int64) []byte {
	for {
		c := byte(x & 0x7f)
		x >>= 7
		if x == 0 && c&0x40 == 0 || x == -1 && c&0x40 != 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}

func hasKey[V any](m map[int]V, k int) bool {
	_, ok := m[k]
	return ok
}

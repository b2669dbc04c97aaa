// loops.go: LoopJumps, a pass after DirectJumps: a loop of a Go function gets a WebAssembly loop of its own, so that its jumps back no longer pass through the function's dispatch loop.

package web

import (
	"bytes"
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
// enters k+1…j but at k, through the dispatch (tested at the new
// loop's head, below), or by a branch from before the run, their
// blocks need not be opened at the function's start: LoopJumps opens
// them after the end of k's block instead, inside a new loop around the
// run, and turns the jumps back to k into `br` to that loop. Whatever
// enters k+1…j otherwise — a branch from before the run (Go enters a
// loop at its condition, after the head), a jump through the dispatch
// loop, a call's resume point (where a goroutine's resumption comes
// back) — sets PC_B to the block's PC and reaches the new loop's head,
// where a test sends it on to its block; the br_table's entries for
// k+1…j go to k's block. Runs that overlap keep the smallest; the pass
// runs again until nothing changes (a loop around one made is a run of
// the next pass where the first put no test at its head). What the
// module computes is unchanged; whether it is faster is the browser's
// clock's (docs/wasm.md). Loops around loops in one pass (session 10's
// nested form, every jump back taken out of the dispatch loops) took
// more time in Chromium, not less: dropped in session 11 (docs/wasm.md).

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
	var st LoopStats
	err := rewriteFile(file, ".loops", func(in []byte) ([]byte, error) {
		return rewriteModule(in, func(body []byte) ([]byte, error) {
			// Again until nothing changes: a loop around one made is a
			// run of the next pass where the first made no tests.
			for range 8 {
				out, err := loopBody(body, &st)
				if err != nil || bytes.Equal(out, body) {
					return out, err
				}
				body = out
			}
			return body, nil
		})
	})
	return st, err
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
	r.skipLocals()
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
	// enters a loop at its condition, after the head).
	type run struct {
		head, last int
		entries    []int // ranks entered by branches from before the run
		tested     []int // ranks entered through the dispatch (PC_B: a jump through it, a call's resume point)
	}
	check := func(head, last int) (run, bool) {
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
		for i := range ins {
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
					return c, false // a br_table's, or from after the run
				case k > head && !slices.Contains(c.entries, k):
					c.entries = append(c.entries, k)
				}
			}
		}
		return c, true
	}
	type span struct{ head, last int }
	var spans []span
	lastOf := map[int]int{}
	for _, b := range backs {
		lastOf[b.to] = max(lastOf[b.to], b.from)
	}
	for head, last := range lastOf {
		if last < len(blocks) { // (not a jump back from after the last block's end)
			spans = append(spans, span{head, last})
		}
	}
	bySize := func(a, b run) int {
		if d := (a.last - a.head) - (b.last - b.head); d != 0 {
			return d
		}
		return a.head - b.head
	}
	var runs []run
	for _, sp := range spans {
		if c, ok := check(sp.head, sp.last); ok {
			runs = append(runs, c)
		}
	}
	slices.SortFunc(runs, bySize)
	// Kept: each run that lies apart from every run kept before it (the
	// smaller first).
	var kept []run
	for _, c := range runs {
		if !slices.ContainsFunc(kept, func(k run) bool { return !(c.last < k.head || k.last < c.head) }) {
			kept = append(kept, c)
		}
	}
	if len(kept) == 0 {
		return body, nil
	}
	// Each rank's owner: the run with the rank inside it after its head
	// (-1: none).
	owner := make([]int, len(blocks))
	for k := range owner {
		owner[k] = -1
	}
	for n, c := range kept {
		for k := c.head + 1; k <= c.last; k++ {
			owner[k] = n
		}
	}
	// route: a branch from the code of rank s to rank k's block, where
	// that block is opened inside a loop the branch is not in, goes to
	// that loop's head instead (-1: the block is open where the branch
	// stands).
	route := func(s, k int) int {
		if m := owner[k]; m >= 0 && kept[m].head > s {
			return m
		}
		return -1
	}

	// The tests at each new loop's head: the PCs that enter a rank inside
	// it (a jump through the dispatch, a call's resume point: every PC
	// the br_table enters its block by; a branch from before the run: the
	// block's least PC), each sent on to the block that leads to it.
	// Every other way to the head of a loop with tests sets PC_B to the
	// head's own PC (the jumps back, the fall into the head, branches to
	// it), so that no test holds there.
	type test struct {
		pc    int64
		block int
	}
	pcOf := map[int]int64{} // a block: the least PC_B the br_table enters it by
	for pc := len(table) - 2; pc >= 0; pc-- {
		pcOf[table[pc]] = int64(pc)
	}
	tests := make([][]test, len(kept))
	for n, c := range kept {
		add := func(t test) {
			if !slices.Contains(tests[n], t) {
				tests[n] = append(tests[n], t)
			}
		}
		for _, e := range c.entries {
			add(test{pcOf[blocks[e]], blocks[e]})
		}
		for _, k := range c.tested {
			for pc, b := range table[:len(table)-1] {
				if b == blocks[k] {
					add(test{int64(pc), blocks[k]})
				}
			}
		}
	}
	headRun := map[int]int{} // a run's head block -> the run
	for n, c := range kept {
		headRun[blocks[c.head]] = n
	}
	tested := func(block int) bool { // a head of a loop with tests
		n, ok := headRun[block]
		return ok && len(tests[n]) > 0
	}

	removed := map[int]bool{} // blocks opened inside a new loop, not at the function's start
	for k, n := range owner {
		if n >= 0 {
			removed[blocks[k]] = true
		}
	}
	openAfter := map[int]int{} // at the end of a head's block: the run whose loop opens
	closeBefore := map[int]int{}
	newLoop := make([]int, len(kept)) // the new loops' ids
	for n, c := range kept {
		openAfter[endAt[blocks[c.head]]] = n
		if c.last+1 < len(blocks) {
			closeBefore[endAt[blocks[c.last+1]]]++
		} else {
			closeBefore[endAt[loopID]]++
		}
		newLoop[n] = nextID
		nextID++
	}
	direct := map[int]int{} // a jump back's br: the run whose loop it goes to
	drop := map[int]bool{}
	for _, b := range backs {
		if n, ok := headRun[blocks[b.to]]; ok && b.from <= kept[n].last {
			direct[b.at] = n
			drop[b.at-1], drop[b.at-2] = true, true
			st.Jumps++
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
	pcSet := func(out []byte, pc int64) []byte {
		out = append(out, 0x41)
		out = appendSLEB(out, pc)
		return append(out, 0x21, 0x00) // i32.const PC; local.set 0
	}
	for i, in := range ins {
		for range closeBefore[i] {
			out = append(out, 0x0b)
			open = open[:len(open)-1]
		}
		if in.op == 0x0b && tested(in.id) && endAt[in.id] == i {
			out = pcSet(out, pcOf[in.id]) // the fall into the head
		}
		k, toBlock := -1, false
		if in.op == 0x0c || in.op == 0x0d {
			k, toBlock = rank[in.target]
		}
		switch {
		case drop[i]:
			continue
		case in.op == 0x02 && removed[in.id]:
			continue // opened inside its run's loop
		case in.op == 0x02 || in.op == 0x03 || in.op == 0x04:
			out = append(out, body[in.start:in.end]...)
			open = append(open, in.id)
		case in.op == 0x0b:
			out = append(out, 0x0b)
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
		case in.op == 0x0c && hasKey(direct, i):
			n := direct[i]
			if len(tests[n]) > 0 {
				out = pcSet(out, pcOf[blocks[kept[n].head]])
			}
			out = appendULEB(append(out, 0x0c), depth(newLoop[n]))
		case (in.op == 0x0c || in.op == 0x0d) && toBlock && (route(segment[i], k) >= 0 || tested(in.target)):
			to := in.target
			if n := route(segment[i], k); n >= 0 {
				to = blocks[kept[n].head]
			}
			if in.op == 0x0d {
				out = append(out, 0x04, 0x40) // if
				open = append(open, -4)
			}
			out = pcSet(out, pcOf[in.target])
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
				if r, ok := rank[t]; ok && i == tableAt && owner[r] >= 0 {
					t = blocks[kept[owner[r]].head] // never taken but through the tests: the run's head
				}
				out = appendULEB(out, depth(t))
			}
		default:
			out = append(out, body[in.start:in.end]...)
		}
		if n, ok := openAfter[i]; ok {
			c := kept[n]
			out = append(out, 0x03, 0x40)
			open = append(open, newLoop[n])
			for k := c.last; k > c.head; k-- {
				if owner[k] == n {
					out = append(out, 0x02, 0x40)
					open = append(open, blocks[k])
				}
			}
			ts := tests[n]
			guard := len(ts) > 2
			if guard { // local.get 0; i32.const PC(head); i32.ne; if
				out = append(out, 0x20, 0x00, 0x41)
				out = appendSLEB(out, pcOf[blocks[c.head]])
				out = append(out, 0x47, 0x04, 0x40)
				open = append(open, -5)
			}
			for _, t := range ts { // local.get 0; i32.const PC; i32.eq; br_if <its block>
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

// entries.go: DirectEntries, a pass after the jump passes: a function whose dispatch loop no branch goes back to any more gets a block instead of the loop, entered at its first code by a test rather than the br_table.

package web

// After DirectJumps and LoopJumps, most of the solver's functions (all
// but the few whose loops still jump back through the dispatch: search,
// orderRest, probeBucket) have a dispatch loop that no branch targets:
// it is entered once a call, at the function's start, with PC_B 0 (or a
// resume point when a goroutine comes back), and its br_table is the
// only use of it (wasmbench --count: about half of the solver's 3.3
// calls a node go into such functions). There the `loop` is made a
// `block` (the same code runs: a loop no branch names is a block; the
// browser's compiler then has no loop header, with its interrupt check
// and its merge of the function's values, at each call), and before its
// `local.get 0; br_table` a test, `local.get 0; i32.eqz; br_if L0`
// (L0 the br_table's entry for PC_B 0), enters the first block at once
// on a call: the br_table (an indirect jump) is left to resumptions.
// What the module computes is unchanged; whether it is faster is the
// browser's clock's (docs/wasm.md).

// EntryStats counts what DirectEntries did.
type EntryStats struct {
	Functions int // function bodies with a dispatch loop
	Entries   int // of them given a block and a direct entry
}

// BuildEntries makes BuildEngine apply DirectEntries after the jump
// passes. Off until a quiet window's A/B says it pays (session 11:
// wasmbench --vs-entries).
const BuildEntries = false

// DirectEntries rewrites the engine file in place (see above); run it
// after DirectJumps and LoopJumps (before them, every jump forward or
// back targets the loop).
func DirectEntries(file string) (EntryStats, error) {
	var st EntryStats
	err := rewriteFile(file, ".entries", func(in []byte) ([]byte, error) {
		return rewriteModule(in, func(body []byte) ([]byte, error) { return entryBody(body, &st) })
	})
	return st, err
}

// entryBody rewrites one function body.
func entryBody(body []byte, st *EntryStats) ([]byte, error) {
	r := &wasmReader{b: body}
	r.skipLocals()
	var stack []int // open constructs' ids
	nextID, loopID, loopAt := 0, -1, -1
	onlyBlocks, dispatched, targeted := true, false, false
	tableAt, entryDepth := -1, 0 // the dispatch's local.get 0, and the depth PC_B 0 enters
	var prev [2]wasmInstr
	names := func(depth int) bool { return depth < len(stack) && stack[len(stack)-1-depth] == loopID }
	for r.off < len(body) {
		in, labels, err := r.instr()
		if err != nil {
			return nil, err
		}
		switch in.op {
		case 0x03: // loop
			if onlyBlocks && loopID < 0 && r.b[in.start+1] == 0x40 {
				loopID, loopAt = nextID, in.start
			}
			fallthrough
		case 0x02, 0x04:
			stack = append(stack, nextID)
			nextID++
		case 0x0b:
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case 0x0c, 0x0d: // br, br_if
			targeted = targeted || names(int(in.imm))
		case 0x0e: // br_table
			if loopID >= 0 && !dispatched && prev[1].op == 0x20 && prev[1].imm == 0 && prev[0].op == 0x02 {
				dispatched = true
				tableAt, entryDepth = prev[1].start, int(in.imm)
				if len(labels) > 0 {
					entryDepth = labels[0]
				}
			}
			targeted = targeted || names(int(in.imm))
			for _, l := range labels {
				targeted = targeted || names(l)
			}
		}
		if in.op != 0x02 && in.op != 0x03 && in.op != 0x21 && in.op != 0x23 {
			onlyBlocks = false
		}
		prev[0], prev[1] = prev[1], in
	}
	if r.err != nil || len(stack) != 0 {
		return nil, errWasm
	}
	if !dispatched {
		return body, nil
	}
	st.Functions++
	if targeted {
		return body, nil
	}
	st.Entries++
	out := append([]byte(nil), body[:loopAt]...)
	out = append(out, 0x02) // block, for the loop
	out = append(out, body[loopAt+1:tableAt]...)
	out = append(out, 0x20, 0x00, 0x45, 0x0d) // local.get 0; i32.eqz; br_if
	out = appendULEB(out, uint64(entryDepth))
	return append(out, body[tableAt:]...), nil
}

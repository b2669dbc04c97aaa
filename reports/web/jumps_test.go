package web

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// goShapedModule is a module of one function laid out as Go's js/wasm
// back end lays one out: the SP prologue, the unwind block, the dispatch
// loop with its blocks and br_table on PC_B (local 0), then three
// resume points; the first jumps forward (to PC 2), the second back (to
// PC 0). jumpForward is the first's bytes, direct the bytes
// DirectJumps should put there.
func goShapedModule(jumpForward, direct []byte) []byte {
	body := []byte{
		0x01, 0x01, 0x7f, // one local i32
		0x23, 0x00, 0x21, 0x01, // global.get 0; local.set 1 (SP)
		0x02, 0x40, // block (unwind)
		0x03, 0x40, // loop (dispatch)
		0x02, 0x40, 0x02, 0x40, 0x02, 0x40, // block b2, b1, b0
		0x20, 0x00, // local.get 0
		0x0e, 0x03, 0x00, 0x01, 0x02, 0x02, // br_table 0 1 2 (default 2)
		0x0b, // end b0: PC 0
	}
	if direct != nil {
		body = append(body, direct...)
	} else {
		body = append(body, jumpForward...)
	}
	body = append(body,
		0x0b,                               // end b1: PC 1
		0x41, 0x00, 0x21, 0x00, 0x0c, 0x01, // i32.const 0; local.set 0; br 1 (the loop: back)
		0x0b,       // end b2: PC 2
		0x0c, 0x01, // br 1 (out of the unwind block)
		0x0b, // end loop
		0x0b, // end unwind block
		0x0b, // end of the function
	)
	code := append([]byte{0x01}, appendULEB(nil, uint64(len(body)))...)
	code = append(code, body...)
	m := []byte("\x00asm\x01\x00\x00\x00")
	m = append(m, 0x01, 0x05, 0x01, 0x60, 0x01, 0x7f, 0x00) // type: (i32) -> ()
	m = append(m, 0x03, 0x02, 0x01, 0x00)                   // function 0 of type 0
	m = append(m, 0x0a)
	m = appendULEB(m, uint64(len(code)))
	return append(m, code...)
}

func TestDirectJumpsShape(t *testing.T) {
	// At PC 0, within blocks b2 and b1 of the loop: the jump to PC 2
	// goes to b2's end (depth 1), the jump back through the loop stays.
	jump := []byte{0x41, 0x02, 0x21, 0x00, 0x0c, 0x02} // i32.const 2; local.set 0; br 2 (the loop)
	in := goShapedModule(jump, nil)
	want := goShapedModule(nil, []byte{0x0c, 0x01})
	out, st, err := directJumps(in)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, want) {
		t.Errorf("rewritten:\n% x\nwant\n% x", out, want)
	}
	if st != (JumpStats{Functions: 1, Jumps: 2, Direct: 1, Before: len(in), After: len(want)}) {
		t.Errorf("stats %+v", st)
	}
	// DirectEntries leaves a dispatch loop that a jump back names.
	var est EntryStats
	if b, err := rewriteModule(out, func(body []byte) ([]byte, error) { return entryBody(body, &est) }); err != nil || !bytes.Equal(b, out) || est != (EntryStats{Functions: 1}) {
		t.Errorf("DirectEntries on a loop with a jump back: %+v, %v", est, err)
	}
	// A jump whose target is not a resume point's block stays.
	odd := goShapedModule([]byte{0x41, 0x07, 0x21, 0x00, 0x0c, 0x02}, nil)
	if out, _, err := directJumps(odd); err != nil || !bytes.Equal(out, odd) {
		t.Errorf("a jump to PC 7 (none) was rewritten: %v", err)
	}
	// Not a module, a cut module, an opcode this pass does not know.
	bad := [][]byte{[]byte("\x00asm\x02\x00\x00\x00"), in[:len(in)-3], bytes.Replace(in, []byte{0x20, 0x00, 0x0e}, []byte{0x20, 0x00, 0xff}, 1)}
	for i, b := range bad {
		if _, _, err := directJumps(b); err == nil {
			t.Errorf("bad module %d: no error", i)
		}
	}
}

// jumpsProgram is a Go program whose answer depends on branches, loops,
// calls and goroutines (whose switches resume functions at their
// resume points).
const jumpsProgram = `package main

import "fmt"

//go:noinline
func collatz(n int) int {
	steps := 0
	for n != 1 {
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
		steps++
	}
	return steps
}

func main() {
	ch := make(chan int)
	for w := 0; w < 4; w++ {
		go func(w int) {
			s := 0
			for i := 1 + w; i < 20000; i += 4 {
				switch c := collatz(i); {
				case c > 200:
					s += 3
				case c > 100:
					s += 2
				default:
					s += c & 1
				}
			}
			ch <- s
		}(w)
	}
	total := 0
	for range 4 {
		total += <-ch
	}
	m := map[string]int{}
	for i := 0; i < 1000; i++ {
		m[fmt.Sprint(i%37)] += i
	}
	fmt.Println(total, len(m), m["5"])
}
`

// TestDirectJumpsProgram: a Go program built for js/wasm prints the same
// under node after DirectJumps as before, with most jumps made direct.
// (The engine itself: the static site's tests with RULING_WASM_JUMPS=1.)
func TestDirectJumpsProgram(t *testing.T) {
	ctx, node, runner, wasm := jumpsProgramBuilt(t)
	run := func() string {
		t.Helper()
		out, err := exec.CommandContext(ctx, node, runner, wasm).CombinedOutput()
		if err != nil {
			t.Fatalf("node: %v\n%s", err, out)
		}
		return string(out)
	}
	before := run()
	st, err := DirectJumps(wasm)
	if err != nil {
		t.Fatal(err)
	}
	if after := run(); after != before {
		t.Errorf("after DirectJumps the program printed %q, before %q", after, before)
	}
	if st.Functions < 100 || st.Direct*2 < st.Jumps || st.After >= st.Before {
		t.Errorf("stats %+v: expected most jumps made direct, and a smaller module", st)
	}
	t.Logf("%q, %+v", before, st)
	// Idempotent: a second pass finds only the jumps back.
	once, err := os.ReadFile(wasm)
	if err != nil {
		t.Fatal(err)
	}
	st2, err := DirectJumps(wasm)
	if err != nil {
		t.Fatal(err)
	}
	if twice, _ := os.ReadFile(wasm); st2.Direct != 0 || st2.Jumps != st.Jumps-st.Direct || !bytes.Equal(once, twice) {
		t.Errorf("a second pass changed the module: %+v", st2)
	}
}

// TestCountDispatch: jumpsProgram with CountDispatch's counters prints
// the same under DispatchNode, and counts collatz's calls exactly and
// at least one jump back through its loop a step of its loop (a cycle
// in the code's order has a jump back), fewer after DirectJumps.
func TestCountDispatch(t *testing.T) {
	ctx, node, runner, wasm := jumpsProgramBuilt(t)
	plain, err := exec.CommandContext(ctx, node, runner, wasm).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, plain)
	}
	dir := filepath.Dir(wasm)
	wasmExec, err := os.ReadFile(filepath.Join(filepath.Dir(runner), "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string][]byte{"wasm_exec.js": wasmExec, "dispatch.js": []byte(DispatchNode)} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	steps := 0
	for i := 1; i < 20000; i++ {
		for n := i; n != 1; steps++ {
			if n%2 == 0 {
				n /= 2
			} else {
				n = 3*n + 1
			}
		}
	}
	count := func() [2]uint64 {
		t.Helper()
		in, err := os.ReadFile(wasm)
		if err != nil {
			t.Fatal(err)
		}
		names, c := dispatchCounts(t, ctx, node, dir, in, plain, "counted")
		for i, name := range names {
			if name == "main.collatz" {
				return c[i]
			}
		}
		t.Fatalf("no main.collatz among %d names, %d counted", len(names), len(c))
		return [2]uint64{}
	}
	raw := count()
	if _, err := DirectJumps(wasm); err != nil {
		t.Fatal(err)
	}
	direct := count()
	t.Logf("collatz: %d steps; as Go writes it %d calls, %d passes; jumps forward direct %d calls, %d passes", steps, raw[0], raw[1], direct[0], direct[1])
	for _, c := range [][2]uint64{raw, direct} {
		if c[0] != 19999 || c[1]-c[0] < uint64(steps) {
			t.Errorf("collatz counted %d calls (want 19999), %d jumps (at least %d)", c[0], c[1]-c[0], steps)
		}
	}
	if direct[1] >= raw[1] {
		t.Errorf("DirectJumps left %d passes through collatz's loop of %d", direct[1], raw[1])
	}
	// LoopJumps: collatz's loop (no call in it) gets a loop of its own,
	// and its calls pass through the dispatch loop once each.
	st, err := LoopJumps(wasm)
	if err != nil {
		t.Fatal(err)
	}
	loops := count()
	t.Logf("LoopJumps %+v: collatz %d calls, %d passes", st, loops[0], loops[1])
	if loops[0] != 19999 || loops[1] != loops[0] || st.Loops < 100 || st.Jumps < st.Loops {
		t.Errorf("after LoopJumps (%+v) collatz counted %d calls, %d passes: want 19,999 both", st, loops[0], loops[1])
	}
	// Idempotent: nothing left to do a second time.
	once, err := os.ReadFile(wasm)
	if err != nil {
		t.Fatal(err)
	}
	if st2, err := LoopJumps(wasm); err != nil || st2 != (LoopStats{}) {
		t.Errorf("a second LoopJumps: %+v, %v", st2, err)
	}
	if twice, _ := os.ReadFile(wasm); !bytes.Equal(once, twice) {
		t.Error("a second LoopJumps changed the module")
	}
	// DirectEntries: collatz's dispatch loop, which no branch names any
	// more, is a block entered at once: its calls pass its br_table
	// never (it calls nothing, so no goroutine resumes in it); the
	// program prints the same (dispatchCounts); a second pass changes
	// nothing.
	est, err := DirectEntries(wasm)
	if err != nil {
		t.Fatal(err)
	}
	entries := count()
	t.Logf("DirectEntries %+v: collatz %d calls, %d passes through its br_table", est, entries[0], entries[1])
	if entries[0] != 19999 || entries[1] != 0 || est.Entries < 100 || est.Entries > est.Functions {
		t.Errorf("after DirectEntries (%+v) collatz counted %d calls (want 19,999), %d passes through its br_table (want 0)", est, entries[0], entries[1])
	}
	once, err = os.ReadFile(wasm)
	if err != nil {
		t.Fatal(err)
	}
	if st2, err := DirectEntries(wasm); err != nil || st2.Entries != 0 {
		t.Errorf("a second DirectEntries: %+v, %v", st2, err)
	}
	if twice, _ := os.ReadFile(wasm); !bytes.Equal(once, twice) {
		t.Error("a second DirectEntries changed the module")
	}
}

// jumpsProgramBuilt builds jumpsProgram for js/wasm in a temporary
// folder: the context, node, Go's wasm_exec_node.js and the module.
func jumpsProgramBuilt(t *testing.T) (context.Context, string, string, string) {
	if testing.Short() {
		t.Skip("builds a program for js/wasm")
	}
	tool := goTool()
	node, err := exec.LookPath("node")
	if tool == "" || err != nil {
		t.Skip("needs the go command and node")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	t.Cleanup(cancel)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module jumps\n\ngo 1.24\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(jumpsProgram), 0o644); err != nil {
		t.Fatal(err)
	}
	wasm := filepath.Join(dir, "p.wasm")
	build := exec.CommandContext(ctx, tool, "build", "-o", wasm, ".")
	build.Dir = dir
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	goroot, err := exec.CommandContext(ctx, tool, "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	runner := filepath.Join(string(bytes.TrimSpace(goroot)), "lib", "wasm", "wasm_exec_node.js")
	if !fileExists(runner) {
		t.Skip("no wasm_exec_node.js in the toolchain")
	}
	return ctx, node, runner, wasm
}

// dispatchCounts runs module, counted by CountDispatch, under node with
// dir's dispatch.js; it must print plain. It returns the functions'
// names and their counts (passes through the dispatch loop, entries).
func dispatchCounts(t *testing.T, ctx context.Context, node, dir string, module, plain []byte, label string) (map[int]string, DispatchCounts) {
	t.Helper()
	counted, names, err := CountDispatch(module)
	if err != nil {
		t.Fatal(err)
	}
	file, out := filepath.Join(dir, "counted.wasm"), filepath.Join(dir, "counts")
	if err := os.WriteFile(file, counted, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(ctx, node, filepath.Join(dir, "dispatch.js"), dir, file)
	cmd.Env = append(os.Environ(), "RULING_DISPATCH_OUT="+out)
	got, err := cmd.CombinedOutput()
	if err != nil || !bytes.Equal(got, plain) {
		t.Fatalf("%s: %v, printed %q, not %q", label, err, got, plain)
	}
	text, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	c, err := ParseDispatchCounts(string(text))
	if err != nil {
		t.Fatal(err)
	}
	return names, c
}

// loopnest_test.go: LoopJumps gives loops around loops WebAssembly loops of their own (the wasm helper's test of session 10).

package web

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// nestProgram has loops in loops, as the solver's move ordering has
// them: an outer loop whose body holds two inner loops, one with a
// continue (Go lays the inner loops' blocks out among the outer's), and
// a loop with a call in it.
const nestProgram = `package main

import "fmt"

//go:noinline
func nested(a []int) int {
	s := 0
	for i := range a {
		for j := 0; j < a[i]; j++ {
			if j%3 == 0 {
				continue
			}
			s += j
		}
		for k := a[i]; k > 0; k >>= 1 {
			s ^= k
		}
		if s > 1000000 {
			s -= 1000000
		}
	}
	return s
}

//go:noinline
func leaf(x int) int { return x*7 + 1 }

//go:noinline
func calls(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		for j := 0; j < 3; j++ {
			s += leaf(i + j)
		}
	}
	return s
}

func main() {
	a := make([]int, 200)
	for i := range a {
		a[i] = i % 17
	}
	t := 0
	for r := 0; r < 100; r++ {
		t += nested(a)
	}
	fmt.Println(t, calls(1000))
}
`

// TestLoopJumpsNested: after DirectJumps and LoopJumps the program prints
// what it printed, and nested's and calls' loops (loops around loops,
// one with calls in it) no longer pass through their dispatch loops —
// where session 9's form (FlatLoopJumps, kept for A/B runs) left the
// outer loops' jumps back going through them.
func TestLoopJumpsNested(t *testing.T) {
	ctx, node, runner, _ := jumpsProgramBuilt(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module nest\n\ngo 1.24\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(nestProgram), 0o644); err != nil {
		t.Fatal(err)
	}
	plainWasm := filepath.Join(dir, "p.wasm")
	build := exec.CommandContext(ctx, goTool(), "build", "-o", plainWasm, ".")
	build.Dir = dir
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	plain, err := exec.CommandContext(ctx, node, runner, plainWasm).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, plain)
	}
	wasmExec, err := os.ReadFile(filepath.Join(filepath.Dir(runner), "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string][]byte{"wasm_exec.js": wasmExec, "dispatch.js": []byte(DispatchNode)} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// jumps: the passes through nested's and calls' dispatch loops less
	// their entries, the module rewritten by loops.
	jumps := func(loops func(string) (LoopStats, error)) map[string]uint64 {
		t.Helper()
		in, err := os.ReadFile(plainWasm)
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, "r.wasm")
		if err := os.WriteFile(file, in, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := DirectJumps(file); err != nil {
			t.Fatal(err)
		}
		st, err := loops(file)
		if err != nil {
			t.Fatal(err)
		}
		in, err = os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		names, c := dispatchCounts(t, ctx, node, dir, in, plain, fmt.Sprintf("rewritten (%+v)", st))
		j := map[string]uint64{}
		for i, name := range names {
			if name == "main.nested" || name == "main.calls" {
				if c[i][0] == 0 {
					t.Fatalf("%s not counted", name)
				}
				j[name] = c[i][1] - c[i][0]
			}
		}
		if len(j) != 2 {
			t.Fatalf("main.nested and main.calls not both among %d names", len(names))
		}
		t.Logf("%+v: jumps through the dispatch loops %v", st, j)
		return j
	}
	flat, nest := jumps(FlatLoopJumps), jumps(LoopJumps)
	if flat["main.nested"] == 0 || flat["main.calls"] == 0 {
		t.Errorf("FlatLoopJumps left no jump back through the dispatch loops (%v): the test's loops are not the ones it is for", flat)
	}
	if nest["main.nested"] != 0 || nest["main.calls"] != 0 {
		t.Errorf("LoopJumps left jumps back through the dispatch loops: %v", nest)
	}
}

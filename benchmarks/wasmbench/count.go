// count.go: --count, the engine's passes through its dispatch loops on random tables, counted under node (web.CountDispatch): a measure that does not move with the machine's load.

package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"

	"github.com/ruling-bridge/ruling/reports/web"
)

// countDispatch builds the solver's js/wasm test binary as the engine is
// built (its profile with --pgo, the passes of engine A but wasm-opt;
// none with --count-raw), adds the counters and runs BenchmarkGoTable on the first
// o.deals deals of dd-tables.tsv under node, and once with no benchmark
// (the start-up, subtracted). It prints, a table, the functions'
// entries and passes through their loops, and the functions with the
// most.
func countDispatch(ctx context.Context, stdout io.Writer, o options, tmp string) error {
	test := filepath.Join(tmp, "solver.test")
	pgo := "-pgo=off"
	if o.pgo {
		pgo = "-pgo=" + EngineProfile
	}
	build := exec.CommandContext(ctx, "go", "test", "-c", "-o", test, pgo, "./dds/solver")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		return fmt.Errorf("building the solver's test binary: %v\n%s", err, out)
	}
	passes := o.passes(false)
	passes.WasmOpt = nil // (Binaryen's output is not Go's layout, which the counters find)
	if o.countRaw {
		passes = web.EnginePasses{}
	}
	if err := passes.Apply(ctx, test); err != nil {
		return err
	}
	in, err := os.ReadFile(test)
	if err != nil {
		return err
	}
	counted, names, err := web.CountDispatch(in)
	if err != nil {
		return err
	}
	wasmExec, err := web.WasmExec(ctx, "go")
	if err != nil {
		return err
	}
	for name, b := range map[string][]byte{"counted.wasm": counted, "wasm_exec.js": wasmExec, "dispatch.js": []byte(web.DispatchNode)} {
		if err := os.WriteFile(filepath.Join(tmp, name), b, 0o644); err != nil {
			return err
		}
	}
	run := func(bench, out string) (string, web.DispatchCounts, error) {
		cmd := exec.CommandContext(ctx, "node", filepath.Join(tmp, "dispatch.js"), tmp, filepath.Join(tmp, "counted.wasm"),
			"-test.run", "XXX", "-test.bench", bench, "-test.benchtime", "1x")
		cmd.Dir = filepath.Join("dds", "solver")
		cmd.Env = append(os.Environ(), "RULING_BENCH_DEALS="+strconv.Itoa(o.deals), "RULING_DISPATCH_OUT="+out)
		text, err := cmd.CombinedOutput()
		if err != nil {
			return "", nil, fmt.Errorf("node %s: %v\n%s", bench, err, text)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			return "", nil, err
		}
		c, err := web.ParseDispatchCounts(string(b))
		return string(text), c, err
	}
	fmt.Fprintf(stdout, "counting under node: %d tables…\n", o.deals)
	_, base, err := run("XXX", filepath.Join(tmp, "c0"))
	if err != nil {
		return err
	}
	text, all, err := run("BenchmarkGoTable$", filepath.Join(tmp, "c1"))
	if err != nil {
		return err
	}
	nodes := 0.0
	if m := regexp.MustCompile(`([0-9.]+) nodes/table`).FindStringSubmatch(text); m != nil {
		nodes, _ = strconv.ParseFloat(m[1], 64)
	}
	type row struct {
		idx          int
		entry, loops int64
	}
	var rows []row
	var entries, loops, jumps int64
	for i, c := range all {
		// Less the start-up's counts (which for a few functions of the
		// runtime run more than in the benchmark's run: none below 0).
		// A function with a direct entry (web.DirectEntries) counts at
		// its br_table only its resumptions: fewer than its calls.
		b := base[i]
		r := row{i, max(int64(c[0])-int64(b[0]), 0), max(int64(c[1])-int64(b[1]), 0)}
		entries += r.entry
		loops += r.loops
		jumps += max(r.loops-r.entry, 0)
		if r.loops > 0 || r.entry > 0 {
			rows = append(rows, r)
		}
	}
	n := float64(o.deals)
	fmt.Fprintf(stdout, "\nThe solver's js/wasm test binary (%s, %s), BenchmarkGoTable on deals 1–%d of dd-tables.tsv under node, less the start-up; %.0f nodes a table.\n\n", pgo, passes, o.deals, nodes)
	fmt.Fprintf(stdout, "a table: %.0f calls of functions with a dispatch loop, %.0f passes through their br_tables, %.0f of them jumps (passes less entries, by function), %.0f entries", float64(entries)/n, float64(loops)/n, float64(jumps)/n, float64(loops-jumps)/n)
	if nodes > 0 {
		fmt.Fprintf(stdout, "; a node: %.2f calls, %.2f jumps, %.2f entries through the br_table", float64(entries)/n/nodes, float64(jumps)/n/nodes, float64(loops-jumps)/n/nodes)
	}
	fmt.Fprintln(stdout)
	name := func(i int) string {
		if s, ok := names[i]; ok {
			return s
		}
		return "func " + strconv.Itoa(i)
	}
	show := func(title string, key func(row) int64) {
		slices.SortFunc(rows, func(a, b row) int { return cmp.Compare(key(b), key(a)) })
		fmt.Fprintf(stdout, "\n%s (a table):\n", title)
		for _, r := range rows[:min(len(rows), o.countTop)] {
			if key(r) == 0 {
				break
			}
			fmt.Fprintf(stdout, "  %12.0f jumps %12.0f calls %12.0f br_table passes  %s\n", float64(max(r.loops-r.entry, 0))/n, float64(r.entry)/n, float64(r.loops)/n, name(r.idx))
		}
	}
	show("the functions with the most jumps through their loops", func(r row) int64 { return max(r.loops-r.entry, 0) })
	show("the functions most called", func(r row) int64 { return r.entry })
	return nil
}

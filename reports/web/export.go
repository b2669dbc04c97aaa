// export.go: the page as a static site — its assets, the engine compiled to WebAssembly (BuildEngine, optionally OptimizeEngine) and Go's wasm_exec.js — that any web host serves (ruling serve --export).

package web

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	rversion "github.com/ruling-bridge/ruling/internal/version"
	"github.com/ruling-bridge/ruling/reports"
)

// The static site's engine: the file the page's engine.js loads, and the
// package it is built from (cmd/ruling-wasm).
const (
	EngineFile    = "ruling.wasm"
	EnginePackage = "github.com/ruling-bridge/ruling/cmd/ruling-wasm"
	// WasmExecFile is Go's glue between JavaScript and a js/wasm program,
	// which worker.js loads.
	WasmExecFile = "wasm_exec.js"
)

// BuildEngine compiles the engine for the browser (GOOS=js GOARCH=wasm,
// CGO_ENABLED=0, without debug information) with the go command goTool,
// run in dir (a folder of ruling's source tree), into the file out, and
// rewrites it by ShippedPasses; version is the version its reports give,
// flags more flags of go build (a benchmark's -pgo=FILE). The go
// command's own output is in the error when it fails.
func BuildEngine(ctx context.Context, goTool, dir, out, version string, flags ...string) error {
	return BuildEngineWith(ctx, ShippedPasses, goTool, dir, out, version, flags...)
}

// BuildEngineWith is BuildEngine with other passes (a benchmark's arms).
func BuildEngineWith(ctx context.Context, passes EnginePasses, goTool, dir, out, version string, flags ...string) error {
	args := append([]string{"build", "-trimpath", "-ldflags", "-s -w -X " + rversion.Flag + "=" + version, "-o", out}, flags...)
	cmd := exec.CommandContext(ctx, goTool, append(args, EnginePackage)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	var msg bytes.Buffer
	cmd.Stdout, cmd.Stderr = &msg, &msg
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building the engine for the browser (GOOS=js GOARCH=wasm go build %s): %v\n%s", EnginePackage, err, strings.TrimSpace(msg.String()))
	}
	return passes.Apply(ctx, out)
}

// EnginePasses are the rewritings of a js/wasm module after go build,
// applied in this order: DirectJumps, LoopJumps, DirectEntries, and
// Binaryen's wasm-opt (OptimizeEngine). The one place that says which
// passes an engine gets: BuildEngine, wasmbench's arms and its --count.
type EnginePasses struct {
	Jumps   bool     // DirectJumps
	Loops   bool     // LoopJumps, after DirectJumps
	Entries bool     // DirectEntries, after the jump passes
	WasmOpt []string // wasm-opt's flags (e.g. -O2), last; none: not run
}

// ShippedPasses are what ruling serve --export applies.
var ShippedPasses = EnginePasses{Jumps: BuildDirectJumps, Loops: BuildLoops, Entries: BuildEntries}

// Apply rewrites the module in file by the passes, in place.
func (p EnginePasses) Apply(ctx context.Context, file string) error {
	if p.Jumps {
		if _, err := DirectJumps(file); err != nil {
			return err
		}
	}
	if p.Loops {
		if _, err := LoopJumps(file); err != nil {
			return err
		}
	}
	if p.Entries {
		if _, err := DirectEntries(file); err != nil {
			return err
		}
	}
	if len(p.WasmOpt) > 0 {
		return OptimizeEngine(ctx, file, p.WasmOpt...)
	}
	return nil
}

// String names the passes, for a report.
func (p EnginePasses) String() string {
	var names []string
	if p.Jumps {
		names = append(names, "jumps forward direct (web.DirectJumps)")
	}
	if p.Loops {
		names = append(names, "loops of their own (web.LoopJumps)")
	}
	if p.Entries {
		names = append(names, "direct entries (web.DirectEntries)")
	}
	if len(p.WasmOpt) > 0 {
		names = append(names, "wasm-opt "+strings.Join(p.WasmOpt, " "))
	}
	if len(names) == 0 {
		return "as Go writes it"
	}
	return strings.Join(names, ", ")
}

// BuildDirectJumps makes BuildEngine (and so ruling serve --export,
// wasmbench and the static site's tests) pass the engine through
// DirectJumps. On since the quiet window of 28 November (session 8):
// in Chromium the rewritten engine took 0.817 of the time a table (the
// deals' median of B/A; quartiles 0.808-0.827, against 1.013 and
// 0.998-1.020 of an A/A run; docs/wasm.md). The pass is idempotent, so
// --vs-jumps and RULING_WASM_JUMPS=1 change nothing more.
const BuildDirectJumps = true

// WasmOptFeatures are the WebAssembly features Go's js/wasm back end
// uses beyond the first standard (memory.copy and memory.fill, sign
// extension, saturating conversions), which Binaryen's wasm-opt must be
// told of.
var WasmOptFeatures = []string{"--enable-bulk-memory", "--enable-sign-ext", "--enable-nontrapping-float-to-int", "--enable-mutable-globals"}

// OptimizeEngine rewrites the engine file through Binaryen's wasm-opt
// (Debian's binaryen) with flags (e.g. -O2), in place: an optional step
// after BuildEngine whose worth is on the browser's clock (docs/wasm.md,
// session 7); the answers are the same.
func OptimizeEngine(ctx context.Context, file string, flags ...string) error {
	args := append(append([]string(nil), WasmOptFeatures...), flags...)
	cmd := exec.CommandContext(ctx, "wasm-opt", append(args, file, "-o", file)...)
	var msg bytes.Buffer
	cmd.Stdout, cmd.Stderr = &msg, &msg
	if err := cmd.Run(); err != nil {
		out := strings.TrimSpace(msg.String())
		if len(out) > 2000 {
			out = out[:2000] + "…"
		}
		return fmt.Errorf("wasm-opt %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return nil
}

// WasmExec is the wasm_exec.js of goTool's toolchain, which must be the
// one that built the engine: $(go env GOROOT)/lib/wasm/wasm_exec.js (Go
// 1.24 and later), or misc/wasm/ before.
func WasmExec(ctx context.Context, goTool string) ([]byte, error) {
	out, err := exec.CommandContext(ctx, goTool, "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("go env GOROOT: %v", err)
	}
	root := strings.TrimSpace(string(out))
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		b, err := os.ReadFile(filepath.Join(root, dir, WasmExecFile))
		if err == nil {
			return b, nil
		}
	}
	return nil, fmt.Errorf("no %s in %s/lib/wasm or %s/misc/wasm", WasmExecFile, root, root)
}

// SiteFiles are the static site's files by name: the page's assets (the
// files ruling serve serves), the engine and wasm_exec.js.
func SiteFiles(engine, wasmExec []byte) (map[string][]byte, error) {
	files := map[string][]byte{EngineFile: engine, WasmExecFile: wasmExec}
	err := fs.WalkDir(assets, "assets", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := assets.ReadFile(path)
		files[strings.TrimPrefix(path, "assets/")] = b
		return err
	})
	return files, err
}

// Export writes the static site into dir (made when missing): index.html
// and the page's other assets, the engine (ruling.wasm's bytes) and Go's
// wasm_exec.js. Each file is written whole or not at all, and only over
// an ordinary file (reports.WriteFile); every path is checked before the
// first is written. It returns the names written, sorted.
func Export(dir string, engine, wasmExec []byte) ([]string, error) {
	if len(engine) < 8 || !bytes.HasPrefix(engine, []byte("\x00asm")) {
		return nil, errors.New("the engine is not a WebAssembly module")
	}
	files, err := SiteFiles(engine, wasmExec)
	if err != nil {
		return nil, err
	}
	if info, err := os.Lstat(dir); err == nil && !info.IsDir() {
		return nil, &reports.PathError{Path: dir, Msg: dir + " is not a folder"}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var names []string
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := reports.CheckPath(filepath.Join(dir, name)); err != nil {
			return nil, err
		}
	}
	for _, name := range names {
		if err := reports.WriteFile(filepath.Join(dir, name), files[name]); err != nil {
			return nil, err
		}
	}
	return names, nil
}

// serve_export.go: ruling serve --export DIR — the page as a static site, the engine compiled to WebAssembly with the go command (or --wasm FILE).

package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/ruling-bridge/ruling/internal/version"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/reports/web"
)

// exportSite writes the static site into dir: the engine built from the
// source tree in the working folder with the go command (the toolchain
// whose wasm_exec.js goes with it), or the engine in the file wasm.
func exportSite(e *env, dir, wasm string) error {
	if info, err := os.Lstat(dir); err == nil && !info.IsDir() {
		return withHint(badInput("--export %s: not a folder", dir), "give --export a new folder or an existing one")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		return failure(errors.New("--export: no go command on PATH: the engine is compiled to WebAssembly with Go, and its wasm_exec.js comes from Go's toolchain"),
			"install Go 1.26 (https://go.dev/dl/) and run it in ruling's source tree")
	}
	var engine []byte
	if wasm != "" {
		if engine, err = os.ReadFile(wasm); err != nil {
			return withHint(badInput("--wasm %v", err), "give --wasm the engine built with GOOS=js GOARCH=wasm go build ./cmd/ruling-wasm")
		}
	} else {
		fmt.Fprintf(e.stderr, "ruling: building the engine for the browser (GOOS=js GOARCH=wasm go build %s)…\n", web.EnginePackage)
		tmp, err := os.MkdirTemp("", "ruling-wasm")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		out := filepath.Join(tmp, web.EngineFile)
		if err := web.BuildEngine(e.ctx, goTool, ".", out, version.String()); err != nil {
			if e.ctx.Err() != nil {
				return failure(errors.New("interrupted: nothing written"), "run it again")
			}
			return failure(err, "run it in ruling's source tree (the folder with go.mod), or give --wasm FILE")
		}
		if engine, err = os.ReadFile(out); err != nil {
			return err
		}
	}
	wasmExec, err := web.WasmExec(e.ctx, goTool)
	if err != nil {
		return failure(err, "the go command on PATH must be a complete Go toolchain (Go 1.24 or later keeps it in lib/wasm)")
	}
	names, err := web.Export(dir, engine, wasmExec)
	var pe *reports.PathError
	if errors.As(err, &pe) {
		return withHint(badInput("--export %s", pe.Msg), "give --export a new folder, or one whose files ruling may replace")
	}
	if err != nil {
		return err
	}
	var z bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	zw.Write(engine)
	zw.Close()
	fmt.Fprintf(e.stdout, "ruling: wrote the static site to %s: %d files; the engine %s is %.1f MB (%.1f MB gzip-compressed)\n",
		dir, len(names), web.EngineFile, float64(len(engine))/1e6, float64(z.Len())/1e6)
	fmt.Fprintf(e.stdout, "ruling: serve the folder with any web server, e.g. python3 -m http.server -d %s 8000, and open http://localhost:8000/\n", dir)
	return nil
}

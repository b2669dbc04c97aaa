// export_test.go: the static site is the page of ruling serve — the same files, byte for byte, beside the engine and wasm_exec.js.

package web

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestExportIsTheServedPage: every file of the static site but the engine
// and wasm_exec.js is what ruling serve serves at the same path, byte for
// byte (one page, two back ends), and the page loads both back ends'
// scripts under its Content Security Policy.
func TestExportIsTheServedPage(t *testing.T) {
	dir := t.TempDir()
	engine := []byte("\x00asm\x01\x00\x00\x00")
	names, err := Export(dir, engine, []byte("// wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"index.html", "app.js", "api.js", "engine.js", "worker.js", "style.css", EngineFile, WasmExecFile} {
		if !slices.Contains(names, want) {
			t.Errorf("the site has no %s: %v", want, names)
		}
	}
	h := New(Options{}).Handler()
	for _, name := range names {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		path := "/" + name
		if name == "index.html" {
			path = "/"
		}
		rec := httptest.NewRecorder()
		req := httptest.NewRequest(http.MethodGet, path, nil)
		req.Host = "127.0.0.1:8080" // the server answers for its loopback address
		h.ServeHTTP(rec, req)
		switch name {
		case EngineFile, WasmExecFile:
			if rec.Code != http.StatusNotFound {
				t.Errorf("ruling serve answers %s with %d: the engine is the static site's own", path, rec.Code)
			}
		default:
			if rec.Code != http.StatusOK || rec.Body.String() != string(b) {
				t.Errorf("%s: ruling serve answers %d, %d bytes; the site's file has %d", path, rec.Code, rec.Body.Len(), len(b))
			}
		}
	}
	index, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`<script src="api.js"`, `<script src="engine.js"`, `http-equiv="Content-Security-Policy"`, `default-src 'self'`, `'wasm-unsafe-eval'`} {
		if !strings.Contains(string(index), want) {
			t.Errorf("index.html has no %s", want)
		}
	}
}

// main.go: ruling's engine for the browser — one instance per Web Worker, answering the page's calls (package calls) and serving a run's solvers (dds/remote) to JavaScript.

//go:build js && wasm

// Command ruling-wasm is ruling's engine compiled to WebAssembly
// (GOOS=js GOARCH=wasm) for the static page that `ruling serve --export`
// writes: each Web Worker of the page runs one instance (worker.js loads
// it with Go's wasm_exec.js), and the page's api.js talks to it instead
// of the server. Build it with
//
//	GOOS=js GOARCH=wasm go build -o ruling.wasm ./cmd/ruling-wasm
//
// It sets globalThis.rulingEngine:
//
//	call(name, request, files, progress, ports) → Promise<{ok, bad, data}>
//	    a call of package calls by name (calls.Do): request the JSON (for
//	    "load" and "adjust" the case file) as a Uint8Array, files an object
//	    of Uint8Arrays by file name, progress(done, total) told after each
//	    batch of a run, ports the MessagePorts of solver workers — a run's
//	    deals are then solved on them (dds/remote), one worker each. data
//	    is the JSON answer, or {"error", "line", "column"} (bad: a bad
//	    request, not a failure).
//	serve(port)
//	    answer the remote solvers' requests that arrive on a MessagePort
//	    with this instance's Go solvers (a solver worker).
//	version
//	    ruling's version.
//
// and calls globalThis.rulingEngineReady() when it has. It links no HTTP
// server and no libdds binding (a test checks its imports).
package main

import (
	"context"
	"syscall/js"

	"github.com/ruling-bridge/ruling/dds/remote"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/internal/version"
	"github.com/ruling-bridge/ruling/reports/web/calls"
)

// SolverName names the solver in the reports of the browser's engine.
const SolverName = "go (WebAssembly)"

// solvers makes the instance's Go solvers, for its calls and for the
// runs it serves: a solver closed (a table solved, a run's remote solver
// done) hands its table on to the next (solver.Reusing), as a native
// worker keeps one solver from deal to deal. A new table would cost more
// here than natively: its arena comes from the Go heap (js/wasm has no
// mmap), which zeroes all of it (72 MB) when it reuses the memory of the
// last, and it grows from small again, each doubling of its buckets
// forcing a collection. Keeping it costs no memory a worker would get
// back: a WebAssembly instance's memory never shrinks.
var solvers = solver.Reusing(solver.Options{})

func main() {
	eng := js.Global().Get("Object").New()
	eng.Set("call", js.FuncOf(call))
	eng.Set("serve", js.FuncOf(serve))
	eng.Set("version", version.String())
	js.Global().Set("rulingEngine", eng)
	if ready := js.Global().Get("rulingEngineReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {} // the callbacks above do the work
}

// call is rulingEngine.call: it returns a Promise settled when the call
// is answered (a run goes on in a goroutine while the solver workers'
// answers come in as events).
func call(this js.Value, args []js.Value) any {
	name := arg(args, 0).String()
	req := bytesOf(arg(args, 1))
	files := calls.Files{}
	if f := arg(args, 2); f.Type() == js.TypeObject {
		keys := js.Global().Get("Object").Call("keys", f)
		for i := range keys.Length() {
			k := keys.Index(i).String()
			files[k] = bytesOf(f.Get(k))
		}
	}
	progressFn := arg(args, 3)
	var conns []remote.Conn
	if ports := arg(args, 4); ports.Type() == js.TypeObject {
		for i := range ports.Length() {
			conns = append(conns, newPortConn(ports.Index(i)))
		}
	}
	var resolve js.Value
	executor := js.FuncOf(func(this js.Value, a []js.Value) any {
		resolve = a[0]
		return nil
	})
	promise := js.Global().Get("Promise").New(executor)
	executor.Release()
	go func() {
		e := &calls.Engine{Solver: solvers, SolverName: SolverName, Threads: 1, Version: version.String()}
		if len(conns) > 0 {
			e.Solver, e.Threads = remote.Factory(conns...), len(conns)
		}
		var progress func(calls.Progress)
		if progressFn.Type() == js.TypeFunction {
			progress = func(p calls.Progress) { progressFn.Invoke(p.Done, p.Total) }
		}
		out := js.Global().Get("Object").New()
		ans, err := e.Do(context.Background(), name, req, files, progress)
		for _, c := range conns {
			c.(*portConn).close()
		}
		ok, bad := err == nil, false
		if err != nil {
			var body calls.ErrorBody
			body, bad = calls.BodyOf(err)
			ans, _ = calls.EncodeJSON(body)
		}
		out.Set("ok", ok)
		out.Set("bad", bad)
		out.Set("data", string(ans))
		resolve.Invoke(out)
	}()
	return promise
}

// serve is rulingEngine.serve(port): this instance becomes a solver
// worker for the coordinator on the other end of port.
func serve(this js.Value, args []js.Value) any {
	servePort(arg(args, 0), remote.NewServer(solvers))
	return nil
}

// arg is args[i], or undefined.
func arg(args []js.Value, i int) js.Value {
	if i < len(args) {
		return args[i]
	}
	return js.Undefined()
}

// bytesOf copies a Uint8Array (or a string) into Go.
func bytesOf(v js.Value) []byte {
	switch v.Type() {
	case js.TypeString:
		return []byte(v.String())
	case js.TypeObject:
		b := make([]byte, v.Get("length").Int())
		js.CopyBytesToGo(b, v)
		return b
	}
	return nil
}

// uint8Array copies b into a new Uint8Array.
func uint8Array(b []byte) js.Value {
	a := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(a, b)
	return a
}

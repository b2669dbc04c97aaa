// worker.js: one instance of ruling's engine (ruling.wasm, cmd/ruling-wasm) in a Web Worker — the page's calls answered, or a run's deals solved for its coordinator.
// Messages from the page (engine.js):
//   {type: "init", module}                         the compiled ruling.wasm; answered {type: "ready", version} or {type: "failed", error}
//   {type: "call", id, name, request, files, ports} a call of package calls; answered {type: "answer", id, ok, bad, data},
//                                                  with {type: "progress", id, done, total} during a run
//   {type: "serve", port}                          answer a coordinator's solver requests on port (dds/remote)
// If the engine stops (a Go panic), every later message is answered {type: "exited"}.
"use strict";

importScripts("wasm_exec.js");

let exited = false;

async function init(module) {
  const go = new Go();
  const ready = new Promise((resolve) => { globalThis.rulingEngineReady = resolve; });
  const instance = await WebAssembly.instantiate(module, go.importObject);
  go.run(instance).then(() => { exited = true; postMessage({ type: "exited" }); });
  await ready;
  postMessage({ type: "ready", version: globalThis.rulingEngine.version });
}

async function call(m) {
  const progress = (done, total) => postMessage({ type: "progress", id: m.id, done, total });
  const req = typeof m.request === "string" ? new TextEncoder().encode(m.request) : m.request;
  const r = await globalThis.rulingEngine.call(m.name, req, m.files || {}, progress, m.ports || []);
  postMessage({ type: "answer", id: m.id, ok: r.ok, bad: r.bad, data: r.data });
}

onmessage = (ev) => {
  const m = ev.data;
  if (exited) { postMessage({ type: "exited" }); return; }
  switch (m.type) {
    case "init":
      init(m.module).catch((e) => postMessage({ type: "failed", error: String(e) }));
      break;
    case "call":
      call(m).catch((e) => postMessage({ type: "answer", id: m.id, ok: false, bad: false, data: JSON.stringify({ error: String(e) }) }));
      break;
    case "serve":
      globalThis.rulingEngine.serve(m.port);
      break;
  }
};

// engine.js: the page's back end in the browser — ruling's engine compiled to WebAssembly (ruling.wasm), one instance per Web Worker (worker.js), with the server back end's calls (api.js).
// One worker answers the page's quick calls; condition checks get a worker of their own (stopped when a check is dropped);
// a run gets a coordinator and one solver worker per core (navigator.hardwareConcurrency, at most MAX_SOLVERS; ?workers=N in
// the page's address sets it): the coordinator runs the engine and hands its deals to the solvers over MessagePorts
// (dds/remote), taking the results in deal order, so the same seed gives the same report at any number of workers.
// Cancel terminates the run's workers at once; after a run that finished they wait for the next.
"use strict";

(() => {
  const MAX_SOLVERS = 8;
  const live = new Set(); // every worker alive, for status()

  // The engine compiled once; each worker instantiates the same module.
  let compiled = null;
  function compile() {
    compiled ??= (async () => {
      const res = await fetch("ruling.wasm");
      if (!res.ok) throw new Error("ruling.wasm: " + res.status + " " + res.statusText);
      try {
        return await WebAssembly.compileStreaming(res.clone());
      } catch (e) {
        // A host that does not serve .wasm as application/wasm.
        return WebAssembly.compile(await res.arrayBuffer());
      }
    })();
    return compiled;
  }

  function abortError() { return new DOMException("The call was cancelled.", "AbortError"); }

  // spawn starts a worker with the engine; .ready settles when it can answer.
  function spawn() {
    const w = new Worker("worker.js");
    const eng = { w, calls: new Map(), next: 1, dead: false };
    live.add(eng);
    eng.ready = new Promise((resolve, reject) => {
      eng.fail = reject;
      w.onmessage = (ev) => {
        const m = ev.data;
        switch (m.type) {
          case "ready": resolve(); break;
          case "failed": reject(new Error(m.error)); break;
          case "progress": { const c = eng.calls.get(m.id); if (c && c.progress) c.progress(m.done, m.total); break; }
          case "answer": { const c = eng.calls.get(m.id); eng.calls.delete(m.id); if (c) c.resolve(m); break; }
          case "exited": stop(eng, new Error("the engine stopped (see the browser's console)")); reject(new Error("the engine stopped")); break;
        }
      };
      w.onerror = (e) => { e.preventDefault(); const err = new Error("the engine's worker failed: " + (e.message || "unknown error")); stop(eng, err); reject(err); };
    });
    eng.ready.catch(() => {}); // its callers see the failure
    compile().then((module) => w.postMessage({ type: "init", module }), (e) => { stop(eng, e); });
    return eng;
  }

  // stop terminates a worker; its calls fail with err (an AbortError by default).
  function stop(eng, err) {
    if (!eng || eng.dead) return;
    eng.dead = true;
    eng.w.terminate();
    live.delete(eng);
    eng.fail(err || abortError());
    for (const c of eng.calls.values()) c.reject(err || abortError());
    eng.calls.clear();
  }

  // call asks a worker: name, request (a string or bytes), files {name: bytes}, the run's solver ports.
  async function call(eng, name, request, files, opts = {}) {
    await eng.ready;
    if (eng.dead) throw abortError();
    return new Promise((resolve, reject) => {
      const id = eng.next++;
      eng.calls.set(id, { resolve, reject, progress: opts.progress });
      eng.w.postMessage({ type: "call", id, name, request, files: files || {}, ports: opts.ports || [] }, opts.ports || []);
    });
  }

  // answer is {ok, status, data} as api.js's server calls give it.
  function answer(m) {
    let data;
    try { data = JSON.parse(m.data); } catch (e) { data = { error: String(m.data) }; }
    return { ok: m.ok, status: m.ok ? 200 : m.bad ? 400 : 500, data };
  }

  // The worker of the quick calls, started with the page.
  let main = null;
  function mainEngine() {
    if (!main || main.dead) main = spawn();
    return main;
  }
  const ask = async (name, req, files) => answer(await call(mainEngine(), name, typeof req === "string" ? req : JSON.stringify(req), files));
  const data = async (name) => { const r = await ask(name, ""); if (!r.ok) throw new Error(r.data.error); return r.data; };

  async function bytes(file) { return new Uint8Array(await file.arrayBuffer()); }

  // The condition check's worker, dropped with the check.
  let checker = null;

  // solverCount is the number of a run's solver workers.
  function solverCount() {
    const asked = parseInt(new URLSearchParams(location.search).get("workers"), 10);
    if (asked > 0) return Math.min(asked, MAX_SOLVERS);
    return Math.max(1, Math.min(navigator.hardwareConcurrency || 2, MAX_SOLVERS));
  }

  const runs = new Map(); // run id → its workers
  let runCount = 0;

  // A run's team, its coordinator and solvers, is kept after a run that
  // finished for the next one (their start-up is then saved); a cancelled
  // or failed run's is terminated.
  let idleTeam = null;
  function takeTeam(n) {
    let team = idleTeam;
    idleTeam = null;
    if (team && (team.length !== n + 1 || team.some((e) => e.dead))) {
      for (const eng of team) stop(eng);
      team = null;
    }
    if (!team) {
      team = [spawn()];
      for (let i = 0; i < n; i++) team.push(spawn());
    }
    return team;
  }
  function keepTeam(team) {
    if (idleTeam) for (const eng of idleTeam) stop(eng);
    idleTeam = team;
  }

  function stopRun(id) {
    const r = runs.get(id);
    if (!r) return false;
    runs.delete(id);
    for (const eng of r) stop(eng);
    return true;
  }

  window.rulingBackends = window.rulingBackends || {};
  window.rulingBackends.wasm = {
    name: "wasm",
    // start loads the engine; the page is ready when it answers.
    start: () => mainEngine().ready,
    templates: () => data("templates"),
    scorings: () => data("scorings"),
    defaults: () => data("defaults"),
    deal: (text) => ask("deal", { deal: text }),
    condition: async (req, signal) => {
      if (signal && signal.aborted) throw abortError();
      // One check at a time, on a worker kept between checks: a check
      // still going when the next comes is dropped with its worker.
      if (!checker || checker.dead || checker.busy) {
        stop(checker);
        checker = spawn();
      }
      const eng = checker;
      eng.busy = true;
      const drop = () => stop(eng);
      if (signal) signal.addEventListener("abort", drop, { once: true });
      try {
        return answer(await call(eng, "condition", JSON.stringify(req)));
      } finally {
        eng.busy = false;
        if (signal) signal.removeEventListener("abort", drop);
      }
    },
    build: (seats) => ask("build", { seats }),
    solve: (req) => ask("solve", req),
    options: (req) => ask("options", req),
    caseFromForm: (form) => ask("case", form),
    loadCase: async (caseFile, files) => {
      const fs = {};
      for (const f of files) fs[f.name] = await bytes(f);
      return answer(await call(mainEngine(), "load", await bytes(caseFile), fs));
    },
    event: async (req, file) => {
      const fs = {};
      if (file) fs[file.name] = await bytes(file);
      return ask("event", req, fs);
    },
    // adjust runs a case on a coordinator and solverCount() solver workers:
    // onEvent(event, data) for start, progress, error and report, as the
    // server's stream gives them.
    adjust: async (caseText, onEvent, signal) => {
      const id = ++runCount;
      const team = takeTeam(solverCount());
      runs.set(id, team);
      const drop = () => stopRun(id);
      if (signal) signal.addEventListener("abort", drop, { once: true });
      let finished = false;
      try {
        onEvent("start", { id });
        const [coord, ...solvers] = team;
        await Promise.all(solvers.map((s) => s.ready));
        if (!runs.has(id)) throw abortError();
        const ports = solvers.map((s) => {
          const ch = new MessageChannel();
          s.w.postMessage({ type: "serve", port: ch.port2 }, [ch.port2]);
          return ch.port1;
        });
        const m = await call(coord, "adjust", caseText, {}, { ports, progress: (done, total) => onEvent("progress", { done, total }) });
        finished = m.ok || m.bad; // the engine answered: its workers are sound
        const r = answer(m);
        onEvent(r.ok ? "report" : "error", r.data);
        return { ok: true, status: 200, data: null };
      } finally {
        if (signal) signal.removeEventListener("abort", drop);
        if (finished && runs.has(id)) {
          runs.delete(id);
          keepTeam(team);
        } else stopRun(id);
      }
    },
    cancel: async (id) => { stopRun(id); },
    // status: the back end and its workers alive.
    status: async () => ({ backend: "wasm", workers: live.size, solvers: solverCount() }),
  };
})();

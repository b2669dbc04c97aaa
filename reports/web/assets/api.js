// api.js: the page's one way to the engine — every call the page makes, as promises of plain data, to one of two back ends.
// The page (app.js) calls only window.rulingAPI. This file is the one place that knows the server's URLs (the back end of
// ruling serve); engine.js is the other back end, the engine compiled to WebAssembly in the browser's Web Workers (the
// static site of ruling serve --export). The page asks the server for its defaults: if it answers, the server is used,
// else the engine in the browser (?backend=server or ?backend=wasm in the page's address chooses).
"use strict";

(() => {
  // answer is {ok, status, data}: the JSON body, or {error} when there is none.
  async function answer(res) {
    let data = null;
    try { data = await res.json(); } catch (e) { data = { error: res.statusText }; }
    return { ok: res.ok, status: res.status, data };
  }

  async function postJSON(url, body, signal) {
    return answer(await fetch(url, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), signal,
    }));
  }

  async function postForm(url, form) {
    return answer(await fetch(url, { method: "POST", body: form }));
  }

  // sse reads a server-sent event stream and calls fn(event, data).
  async function sse(res, fn) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buf = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buf += value;
      let i;
      while ((i = buf.indexOf("\n\n")) >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        let ev = "message", data = "";
        for (const line of block.split("\n")) {
          if (line.startsWith("event: ")) ev = line.slice(7);
          else if (line.startsWith("data: ")) data += line.slice(6);
        }
        fn(ev, JSON.parse(data));
      }
    }
  }

  const server = {
    name: "server",
    start: async () => {},
    // The builder's hand templates, the forms of scoring, the engine's defaults.
    templates: async () => (await fetch("/api/templates")).json(),
    scorings: async () => (await fetch("/api/scorings")).json(),
    defaults: async () => (await fetch("/api/defaults")).json(),
    // A typed deal as hands; a condition checked; the builder's ranges as text.
    deal: (text) => postJSON("/api/deal", { deal: text }),
    condition: (req, signal) => postJSON("/api/condition", req, signal),
    build: (seats) => postJSON("/api/condition/build", { seats }),
    // The page's form as a case file; a saved case file (and its event files) as the form.
    caseFromForm: (form) => postJSON("/api/case", form),
    loadCase: (caseFile, files) => {
      const body = new FormData();
      body.append("case", caseFile, "case");
      for (const f of files) body.append("file", f, f.name);
      return postForm("/api/case/load", body);
    },
    // A deal's double-dummy table and par.
    solve: (req) => postJSON("/api/solve", req),
    // The options after an irregularity in the play (ruling options), each solved.
    options: (req) => postJSON("/api/options", req),
    // A board from an event file (a File) or a handviewer link (req.file).
    event: (req, file) => {
      const body = new FormData();
      if (file) body.append("file", file, file.name);
      body.append("request", JSON.stringify(req));
      return postForm("/api/event", body);
    },
    // A run: onEvent(event, data) for start, progress, error and report;
    // answers {ok, data} when the server refuses the run.
    adjust: async (caseText, onEvent, signal) => {
      const res = await fetch("/api/adjust", {
        method: "POST",
        headers: { "Content-Type": "application/toml", "Accept": "text/event-stream" },
        body: caseText, signal,
      });
      if (!res.ok) return answer(res);
      await sse(res, onEvent);
      return { ok: true, status: res.status, data: null };
    },
    cancel: (id) => fetch("/api/runs/" + id + "/cancel", { method: "POST" }),
    status: async () => ({ backend: "server" }),
  };

  // choose finds the back end: the server if it answers, else the engine in the browser.
  async function choose() {
    const asked = new URLSearchParams(location.search).get("backend");
    const wasm = (window.rulingBackends || {}).wasm;
    let b = asked === "wasm" ? wasm : asked === "server" ? server : null;
    if (!b) {
      try {
        const res = await fetch("api/defaults", { cache: "no-store" });
        const type = res.headers.get("Content-Type") || "";
        b = res.ok && type.startsWith("application/json") ? server : wasm;
      } catch (e) {
        b = wasm;
      }
    }
    if (!b) throw new Error("no back end: the server does not answer and engine.js is not loaded");
    await b.start();
    return b;
  }
  const chosen = choose();

  // Every call waits for the back end, then goes to it.
  const api = {};
  for (const name of Object.keys(server)) {
    if (name === "name") continue;
    api[name] = async (...args) => (await chosen)[name](...args);
  }
  api.backend = async () => (await chosen).name;
  window.rulingAPI = api;
})();

// app.js: the page's behaviour — the deal diagram, the condition builder and its live check, the case form, runs and the report.
// Every text from the user or the server is put in the page as text (textContent), never as HTML.
"use strict";

const SEATS = ["N", "E", "S", "W"];
const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };
const SUITS = [["spades", "♠"], ["hearts", "♥"], ["diamonds", "♦"], ["clubs", "♣"]];
const $ = (sel, root = document) => root.querySelector(sel);

// api is the page's one way to the engine (api.js).
const api = window.rulingAPI;

// defaults are the engine's defaults for fields left empty (api.defaults).
let defaults = {};

// debounce calls fn once the calls have stopped for ms.
function debounce(fn, ms) {
  let t;
  return (...a) => { clearTimeout(t); t = setTimeout(() => fn(...a), ms); };
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// ---- The deal ----

let currentDeal = ""; // the canonical deal the server last accepted

function handCell(hand) {
  const td = el("td", "hand");
  for (const [name, sym] of SUITS) {
    const line = el("div");
    const s = el("span", name === "hearts" || name === "diamonds" ? "red" : "", sym + " ");
    line.append(s, document.createTextNode(hand[name] || "—"));
    td.append(line);
  }
  td.append(el("div", "hcp", hand.hcp + " HCP"));
  return td;
}

function drawDiagram(d) {
  const t = el("table", "diagram");
  const h = d.hands;
  const rows = [[null, h.N, null], [h.W, "compass", h.E], [null, h.S, null]];
  for (const r of rows) {
    const tr = el("tr");
    for (const c of r) {
      if (c === null) tr.append(el("td"));
      else if (c === "compass") { const td = el("td", "compass"); td.append("N", el("br"), "W\u00a0\u00a0E", el("br"), "S"); tr.append(td); }
      else tr.append(handCell(c));
    }
    t.append(tr);
  }
  const box = $("#diagram");
  box.replaceChildren(t);
}

async function showDeal() {
  const text = $("#deal").value.trim();
  const err = $("#deal-error");
  if (!text) { err.textContent = ""; $("#diagram").replaceChildren(); currentDeal = ""; return; }
  const r = await api.deal(text);
  if (!r.ok) {
    err.textContent = r.data.error;
    currentDeal = "";
    return;
  }
  err.textContent = r.data.complete ? "" : "The deal is not complete: every hand needs 13 cards for a ruling.";
  drawDiagram(r.data);
  currentDeal = r.data.complete ? r.data.deal : "";
  if ($("#dd-table").dataset.deal !== currentDeal) $("#dd").hidden = true; // the table shown is of another deal
  checkSoon();
}

// ---- The condition builder ----

let templates = [];

function seatRow(seat) {
  const row = $("#seat-row").content.firstElementChild.cloneNode(true);
  row.dataset.seat = seat;
  $(".seat-name", row).textContent = SEAT_NAMES[seat];
  const sel = $(".template", row);
  templates.forEach((t, i) => { const o = el("option", "", t.name); o.value = i; sel.append(o); });
  sel.addEventListener("change", () => {
    if (sel.value !== "") fillSeat(row, templates[+sel.value].spec);
    buildSoon();
  });
  row.addEventListener("input", (e) => { if (e.target !== sel) { sel.value = ""; buildSoon(); } });
  $(".clear", row).addEventListener("click", () => { fillSeat(row, {}); sel.value = ""; buildSoon(); });
  return row;
}

function fillSeat(row, spec) {
  for (const f of ["hcp", "spades", "hearts", "diamonds", "clubs"]) {
    const r = spec[f] || {};
    $("." + f + "-min", row).value = r.min ?? "";
    $("." + f + "-max", row).value = r.max ?? "";
  }
  $(".balanced", row).checked = !!spec.balanced;
}

function readSeat(row) {
  const spec = {};
  let any = false;
  for (const f of ["hcp", "spades", "hearts", "diamonds", "clubs"]) {
    const r = {};
    const lo = $("." + f + "-min", row).value, hi = $("." + f + "-max", row).value;
    if (lo !== "") { r.min = +lo; any = true; }
    if (hi !== "") { r.max = +hi; any = true; }
    spec[f] = r;
  }
  spec.balanced = $(".balanced", row).checked;
  return { spec, any: any || spec.balanced };
}

async function build() {
  const seats = {};
  for (const row of document.querySelectorAll("#seat-rows tr")) {
    const { spec, any } = readSeat(row);
    if (any) seats[row.dataset.seat] = spec;
  }
  const r = await api.build(seats);
  if (!r.ok) { showCheckError(r.data); return; }
  $("#condition").value = r.data.condition;
  check();
}
const buildSoon = debounce(build, 200);

function pct(x) {
  if (x === 0) return "0 %";
  if (x < 0.001) return x.toPrecision(2) + "";
  return (100 * x).toFixed(x < 0.1 ? 2 : 1) + " %";
}

function showCheckError(data) {
  let msg = data.error || "error";
  if (data.line) msg = "line " + data.line + (data.column ? ", column " + data.column : "") + ": " + msg;
  $("#condition-error").textContent = msg;
  $("#meets").textContent = ""; $("#meets").className = "";
  $("#rate").textContent = ""; $("#check-note").textContent = "";
}

let checking = null;
async function check() {
  const text = $("#condition").value.trim();
  $("#condition-error").textContent = "";
  if (!text) { $("#meets").textContent = ""; $("#rate").textContent = ""; $("#check-note").textContent = ""; return; }
  if (!currentDeal) { $("#meets").textContent = ""; $("#rate").textContent = "Type a complete deal to check the condition against it."; return; }
  if (checking) checking.abort();
  checking = new AbortController();
  let r;
  try {
    r = await api.condition({ deal: currentDeal, condition: text, known: $("#known").value }, checking.signal);
  } catch (e) {
    if (e.name === "AbortError") return;
    throw e;
  }
  if (!r.ok) { showCheckError(r.data); return; }
  const d = r.data;
  const m = $("#meets");
  m.textContent = d.meets ? "✓ The actual deal meets it." : "✗ The actual deal does not meet it.";
  m.className = d.meets ? "yes" : "no";
  $("#rate").textContent = "Acceptance rate " + pct(d.rate) + " (95 %: " + pct(d.low) + " – " + pct(d.high) + ", " + d.tries.toLocaleString("en") + " deals).";
  $("#check-note").textContent = d.note || "";
}
const checkSoon = debounce(check, 250);

// ---- The case form ----

function scenarioBox(data = {}) {
  const box = $("#scenario-tpl").content.firstElementChild.cloneNode(true);
  const n = document.querySelectorAll("#scenarios .scenario").length + 1;
  $(".s-name", box).value = data.name ?? "Scenario " + n;
  $(".s-description", box).value = data.description ?? "";
  $(".s-contract", box).value = data.contract ?? "";
  $(".s-declarer", box).value = data.declarer || "N";
  $(".s-tricks", box).value = data.tricks || "dd";
  $(".s-result", box).value = data.result ?? "";
  $(".s-lead", box).value = data.lead ?? "";
  $(".s-rules", box).value = (data.rules ?? []).join(", ");
  $(".s-condition", box).value = data.condition ?? "";
  $(".s-weight", box).value = data.weight ?? "";
  $(".s-samples", box).value = data.samples ?? "";
  $(".s-layouts", box).value = data.layouts ?? "";
  if (defaults.playouts) $(".s-samples", box).placeholder = "default " + defaults.playouts;
  if (defaults.layouts) $(".s-layouts", box).placeholder = "default " + defaults.layouts;
  $(".s-view", box).value = data.view || "actual";
  $(".s-breakdown", box).value = (data.breakdown ?? []).join("\n");
  $(".s-weight-ew", box).value = data.weight_ew ?? "";
  $(".s-split", box).checked = !!data.weight_ew;
  const update = () => {
    const how = $(".s-tricks", box).value;
    $(".s-result-box", box).hidden = how !== "fixed";
    $(".s-lead-box", box).hidden = how !== "lead" && how !== "simulate";
    $(".s-rules-box", box).hidden = !["dd", "lead", "simulate", "single-dummy"].includes(how);
    const sd = how === "single-dummy";
    $(".s-condition-box", box).hidden = how !== "simulate" && how !== "leads" &&
      !(sd && $(".s-view", box).value === "declarer");
    for (const el of box.querySelectorAll(".s-sd-box")) el.hidden = !sd;
    $(".s-breakdown-box", box).hidden = how !== "simulate" && !sd;
    $(".s-weight-ew-box", box).hidden = !$(".s-split", box).checked;
  };
  box.addEventListener("change", update);
  update();
  $(".s-remove", box).addEventListener("click", () => box.remove());
  $(".s-use", box).addEventListener("click", () => { $(".s-condition", box).value = $("#condition").value; });
  $(".s-edit", box).addEventListener("click", () => {
    $("#condition").value = $(".s-condition", box).value;
    const decl = $(".s-declarer", box).value;
    $("#known").value = decl === "N" || decl === "S" ? "NS" : "EW";
    $("#builder").scrollIntoView();
    check();
  });
  $("#scenarios").append(box);
  return box;
}

function splitList(text) {
  return text.split(/[\n,]/).map((x) => x.trim()).filter((x) => x !== "");
}

// readForm is the case as the page holds it, with the case file's keys.
function readForm() {
  const num = (sel) => { const v = $(sel).value.trim(); return v === "" ? undefined : +v; };
  const form = {
    title: $("#title").value.trim(),
    board: num("#board-number"),
    deal: $("#deal").value.trim(),
    dealer: $("#dealer").value,
    vulnerability: $("#vulnerability").value,
    scoring: $("#scoring").value,
    field: splitList($("#field").value),
    vs: $("#vs").value.trim(),
    non_offending: $("#non-offending").value,
    table_result: $("#table-result").value.trim(),
    auction: $("#auction").value.trim(),
    event: $("#event").value.trim(),
    session: $("#session").value.trim(),
    table: $("#table").value.trim(),
    director: $("#director").value.trim(),
    facts: $("#facts").value.trim(),
    laws: splitList($("#laws").value),
    poll: $("#poll").value.split("\n").map((x) => x.trim()).filter((x) => x !== ""),
    appeal: $("#appeal").value.trim(),
    samples: num("#samples"),
    seed: num("#seed"),
    options: {
      butler_drop: $("#butler-drop").value.trim(),
      datum: $("#datum").value,
      units: $("#units").value,
      knockout: $("#knockout").checked,
      round: +$("#round").value,
    },
    scenarios: [],
  };
  for (const box of document.querySelectorAll("#scenarios .scenario")) {
    const how = $(".s-tricks", box).value;
    const sc = {
      name: $(".s-name", box).value.trim(),
      description: $(".s-description", box).value.trim(),
      contract: $(".s-contract", box).value.trim(),
      declarer: $(".s-declarer", box).value,
      tricks: how,
      weight: $(".s-weight", box).value.trim(),
    };
    if (how === "fixed") sc.result = $(".s-result", box).value.trim();
    if (how === "lead" || how === "simulate") sc.lead = $(".s-lead", box).value.trim();
    if (["dd", "lead", "simulate", "single-dummy"].includes(how)) {
      const rules = splitList($(".s-rules", box).value);
      if (rules.length > 0) sc.rules = rules;
    }
    const sd = how === "single-dummy";
    const declView = sd && $(".s-view", box).value === "declarer";
    if (how === "simulate" || how === "leads" || declView) sc.condition = $(".s-condition", box).value.trim();
    if (sd) {
      const n = (sel) => { const v = $(sel, box).value.trim(); return v === "" ? undefined : +v; };
      sc.samples = n(".s-samples");
      sc.layouts = n(".s-layouts");
      sc.view = $(".s-view", box).value;
    }
    if (how === "simulate" || sd) {
      sc.breakdown = $(".s-breakdown", box).value.split("\n").map((x) => x.trim()).filter((x) => x !== "");
    }
    if ($(".s-split", box).checked) sc.weight_ew = $(".s-weight-ew", box).value.trim();
    form.scenarios.push(sc);
  }
  return form;
}

// fillForm puts a case (the case file's keys) into the page.
function fillForm(f) {
  $("#title").value = f.title ?? "";
  $("#board-number").value = f.board ?? "";
  $("#deal").value = f.deal ?? "";
  $("#dealer").value = f.dealer ?? "";
  $("#vulnerability").value = f.vulnerability ?? "";
  $("#scoring").value = f.scoring || "matchpoints";
  $("#field").value = (f.field || []).join(", ");
  $("#vs").value = f.vs ?? "";
  $("#non-offending").value = f.non_offending || "NS";
  $("#table-result").value = f.table_result ?? "";
  fillFormLines(f);
  $("#samples").value = f.samples ?? "";
  $("#seed").value = f.seed ?? "";
  const o = f.options || {};
  $("#butler-drop").value = o.butler_drop ?? "";
  $("#datum").value = o.datum ?? "";
  $("#units").value = o.units ?? "";
  $("#knockout").checked = !!o.knockout;
  $("#round").value = String(o.round || 0);
  $("#scenarios").replaceChildren();
  for (const sc of f.scenarios || []) scenarioBox(sc);
  showDeal();
}

// fillFormLines puts the auction and the ruling form's keys into the page.
function fillFormLines(f) {
  $("#auction").value = f.auction ?? "";
  for (const k of ["event", "session", "table", "director", "facts", "appeal"]) $("#" + k).value = f[k] ?? "";
  $("#laws").value = (f.laws || []).join(", ");
  $("#poll").value = (f.poll || []).join("\n");
}

// scoringChosen is true once the Director picks a form of scoring; until
// then a board loaded from an event file takes the file's.
let scoringChosen = false;

// loadEvent reads the board from an event file (or a handviewer link)
// through the engine, as ruling case new reads it, and fills in the
// board's fields: the form of scoring (the file's unless the Director
// chose one), the deal, the table result, the field or other room, the
// auction, the title and the form's lines. What the file does not give is
// said in ruling case new's words.
async function loadEvent() {
  $("#event-note").textContent = ""; $("#deal-error").textContent = ""; $("#event-missing").textContent = "";
  const file = $("#event-file").files[0];
  const link = $("#event-link").value.trim();
  const req = {
    board: +$("#board-number").value || 0,
    table_pairs: [$("#pair-ns").value.trim(), $("#pair-ew").value.trim()].filter((x) => x !== ""),
    scoring: scoringChosen ? $("#scoring").value : "",
  };
  let upload = null;
  if (link) { req.format = "lin"; req.file = link; }
  else if (file) {
    const ext = file.name.toLowerCase().split(".").pop();
    req.format = { pbn: "pbn", xml: "usebio", lin: "lin" }[ext] || "pbn";
    req.file = file.name;
    upload = file;
  } else { $("#deal-error").textContent = "Choose an event file or paste a handviewer link."; return; }
  const r = await api.event(req, upload);
  if (!r.ok) { $("#deal-error").textContent = r.data.error; return; }
  await fillBoard(r.data, link ? "the link" : file.name);
}

// fillBoard puts a board read from an event file (api.event's answer)
// into the page, and says what it gave and what it did not.
async function fillBoard(data, source) {
  const f = data.form;
  if (f.board) $("#board-number").value = f.board;
  if (f.title && !$("#title").value.trim()) $("#title").value = f.title;
  $("#scoring").value = f.scoring;
  $("#deal").value = f.deal ?? "";
  $("#dealer").value = f.dealer ?? "";
  $("#vulnerability").value = f.vulnerability ?? "";
  $("#field").value = (f.field || []).join(", ");
  $("#vs").value = f.vs ?? "";
  $("#table-result").value = f.table_result ?? "";
  $("#auction").value = f.auction ?? "";
  for (const k of ["event", "session", "table"]) if (f[k]) $("#" + k).value = f[k];
  const got = ["the deal"];
  if (f.table_result) got.push("the table result");
  if (f.field && f.field.length) got.push("the field (" + f.field.length + " tables)");
  if (f.vs) got.push("the other room");
  if (f.auction) got.push("the auction");
  $("#event-note").textContent = "Board " + (f.board || "") + " loaded from " + source + ": " +
    got.join(", ") + ", scoring " + f.scoring + " (you can edit them)." + (data.scoring_note ? " " + data.scoring_note : "");
  if (data.note) $("#event-missing").textContent = data.note + " Type it in below.";
  await showDeal();
}

// ---- The double-dummy table and par ----

// solveDeal solves the deal shown (api.solve) and fills #dd-table: its
// 20 cells, in document order, are ruling solve's numbers in its order
// (strains C D H S N, declarers N E S W); the par is scored on the
// board's dealer and vulnerability (board 1's when none is given).
async function solveDeal() {
  $("#dd-error").textContent = "";
  if (!currentDeal) { $("#dd-error").textContent = "Type a complete deal first: every hand needs 13 cards."; return; }
  const req = { deal: currentDeal, board: +$("#board-number").value || 0, dealer: $("#dealer").value, vulnerability: $("#vulnerability").value };
  $("#dd-status").textContent = "Solving…";
  $("#solve-deal").disabled = true;
  let r;
  try {
    r = await api.solve(req);
  } finally {
    $("#solve-deal").disabled = false;
    $("#dd-status").textContent = "";
  }
  if (!r.ok) { $("#dd-error").textContent = r.data.error; return; }
  const d = r.data;
  const cells = document.querySelectorAll("#dd-table tbody td");
  d.tricks.forEach((n, i) => { cells[i].textContent = String(n); });
  $("#dd-table").dataset.tricks = d.tricks.join(" ");
  $("#dd-table").dataset.deal = d.deal;
  const score = d.par.score > 0 ? "+" + d.par.score : String(d.par.score);
  $("#par").textContent = "Par NS " + score + ": " + d.par.contracts.join(", ") + " (" + d.par.pbn + "; board " + d.board +
    ", dealer " + SEAT_NAMES[d.dealer] + ", vulnerable " + d.vulnerability + ").";
  $("#dd").hidden = false;
  document.body.dataset.solved = d.deal;
}

// ---- The options after an irregularity in the play ----

// listOptions asks for ruling options' report on the deal shown
// (api.options) and shows its HTML in #options-report; the report's JSON
// is kept in the frame's dataset.options for whoever reads the page.
async function listOptions() {
  $("#ir-error").textContent = "";
  if (!currentDeal) { $("#ir-error").textContent = "Type a complete deal first: every hand needs 13 cards."; return; }
  const req = {
    deal: currentDeal, contract: $("#ir-contract").value.trim(), declarer: $("#ir-declarer").value,
    played: $("#ir-played").value.trim(), irregularity: $("#ir-kind").value, card: $("#ir-card").value.trim(),
    deliberate: $("#ir-deliberate").checked,
  };
  $("#ir-status").textContent = "Solving each option…";
  $("#ir-options").disabled = true;
  let r;
  try {
    r = await api.options(req);
  } finally {
    $("#ir-options").disabled = false;
    $("#ir-status").textContent = "";
  }
  if (!r.ok) { $("#ir-error").textContent = r.data.error; $("#options-report").hidden = true; return; }
  const f = $("#options-report");
  f.dataset.options = JSON.stringify(r.data.json);
  f.srcdoc = r.data.html;
  f.hidden = false;
}

// openLink opens the deal a link names after the page's address:
// #deal=N:AKQ2.T98.KJ5.A43 T965... (PBN, URL-encoded or not; &board=7
// for the board's dealer and vulnerability) or #lin=… (a BBO handviewer
// LIN record): the diagram, the double-dummy table and the par.
async function openLink() {
  const hash = location.hash.slice(1);
  if (!hash) return;
  const q = new URLSearchParams(hash);
  if (q.has("deal")) {
    $("#deal").value = q.get("deal").trim();
    if (q.has("board")) $("#board-number").value = q.get("board");
    await showDeal();
  } else if (q.has("lin")) {
    $("#deal-error").textContent = "";
    const r = await api.event({ format: "lin", file: "the link", lin: q.get("lin"), board: 0, table_pairs: [], scoring: "" }, null);
    if (!r.ok) { $("#deal-error").textContent = r.data.error; return; }
    await fillBoard(r.data, "the link");
  } else return;
  if (currentDeal) await solveDeal();
}

// loadCase reads a saved case file (and the event files it names, chosen
// with it) through the server's engine into the form.
async function loadCase(files) {
  $("#load-error").textContent = ""; $("#load-note").textContent = "";
  const list = [...files];
  const caseFile = list.find((f) => f.name.toLowerCase().endsWith(".toml")) || list[0];
  const r = await api.loadCase(caseFile, list.filter((f) => f !== caseFile));
  const data = r.data;
  if (!r.ok) { $("#load-error").textContent = placed(caseFile.name, data); return; }
  fillForm(data.form);
  $("#load-note").textContent = "Loaded " + caseFile.name + "." + (data.note ? " " + data.note : "");
}

// placed writes an error with its line: "case.toml:12: ...".
function placed(name, data) {
  return (data.line ? name + ":" + data.line + ": " : "") + (data.error || "error");
}

// ---- Running ----

let run = null;   // {id, abort} while a run is going on
let last = null;  // the last run's reports

function runState(going) {
  $("#run").disabled = going;
  $("#cancel").disabled = !going;
  $("#progress").hidden = !going;
}

async function startRun() {
  $("#run-error").textContent = "";
  $("#run-status").textContent = "";
  const c = await api.caseFromForm(readForm());
  if (!c.ok) { $("#run-error").textContent = placed("case", c.data); return; }
  const abort = new AbortController();
  run = { id: null, abort };
  runState(true);
  $("#progress").removeAttribute("value");
  $("#run-status").textContent = "Running…";
  try {
    const res = await api.adjust(c.data.case, (ev, data) => {
      if (ev === "start") run.id = data.id;
      else if (ev === "progress") {
        $("#progress").max = data.total || 1;
        $("#progress").value = data.done;
        $("#run-status").textContent = data.done.toLocaleString("en") + " of " + data.total.toLocaleString("en") + " deals solved";
      } else if (ev === "error") {
        $("#run-error").textContent = placed("case", data);
        $("#run-status").textContent = "";
      } else if (ev === "report") showReport(data);
    }, abort.signal);
    if (!res.ok) { $("#run-error").textContent = res.data.error; $("#run-status").textContent = ""; }
  } catch (e) {
    if (e.name !== "AbortError") $("#run-error").textContent = String(e);
    else $("#run-status").textContent = "Cancelled.";
  } finally {
    run = null;
    runState(false);
  }
}

async function cancelRun() {
  if (!run) return;
  if (run.id) await api.cancel(run.id);
  run.abort.abort();
}

function showReport(rep) {
  last = rep;
  const j = rep.json;
  const sum = $("#summary");
  sum.replaceChildren();
  for (const s of j.scores || []) {
    const span = el("span", "score", s.side + ": " + s.text);
    span.dataset.side = s.side;
    span.dataset.value = String(s.value);
    sum.append(span, el("br"));
  }
  // The ruling's lines (each side's on its own when the scores differ).
  for (const line of (j.wording || "").split("\n").filter(Boolean)) sum.append(el("strong", "wording", line), el("br"));
  // The safeguards the ruling tripped (a wrong-way split), as the report states them.
  for (const w of j.warnings || []) sum.append(el("span", "warning", "Warning: " + w), el("br"));
  $("#report").srcdoc = rep.html;
  $("#result").hidden = false;
  $("#run-status").textContent = "Done.";
  $("#result").scrollIntoView();
}

const DOWNLOADS = {
  html: ["html", "text/html", "report.html"],
  md: ["markdown", "text/markdown", "report.md"],
  json: ["json", "application/json", "report.json"],
  toml: ["case", "application/toml", "case.toml"],
};

function download(format) {
  if (!last) return;
  const [key, type, name] = DOWNLOADS[format];
  const body = key === "json" ? JSON.stringify(last.json, null, 2) + "\n" : last[key];
  const a = el("a");
  a.href = URL.createObjectURL(new Blob([body], { type }));
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function init() {
  templates = await api.templates();
  // The forms of scoring come from the engine's one list.
  for (const f of await api.scorings()) {
    const o = el("option", "", f.title);
    o.value = f.name;
    $("#scoring").append(o);
  }
  $("#scoring").addEventListener("change", () => { scoringChosen = true; });
  // The engine's defaults, shown where a field left empty takes them.
  const d = await api.defaults();
  $("#samples").placeholder = "default " + d.samples;
  defaults = d;
  const body = $("#seat-rows");
  for (const s of SEATS) body.append(seatRow(s));
  $("#show-deal").addEventListener("click", showDeal);
  $("#solve-deal").addEventListener("click", solveDeal);
  $("#ir-options").addEventListener("click", listOptions);
  $("#options-report").addEventListener("load", () => {
    const doc = $("#options-report").contentDocument;
    if (doc) $("#options-report").style.height = doc.documentElement.scrollHeight + 20 + "px";
  });
  window.addEventListener("hashchange", openLink);
  $("#deal").addEventListener("change", showDeal);
  $("#condition").addEventListener("input", checkSoon);
  $("#known").addEventListener("change", checkSoon);
  $("#add-scenario").addEventListener("click", () => scenarioBox());
  $("#load-event").addEventListener("click", loadEvent);
  $("#run").addEventListener("click", startRun);
  $("#cancel").addEventListener("click", cancelRun);
  $("#load-case").addEventListener("change", (e) => { if (e.target.files.length) loadCase(e.target.files); });
  for (const b of document.querySelectorAll(".download")) b.addEventListener("click", () => download(b.dataset.format));
  $("#print").addEventListener("click", () => $("#report").contentWindow.print());
  // The report's frame grows to its content.
  $("#report").addEventListener("load", () => {
    const doc = $("#report").contentDocument;
    if (doc) $("#report").style.height = doc.documentElement.scrollHeight + 20 + "px";
  });
  const st = await api.status();
  $("#backend").textContent = st.backend === "wasm"
    ? "The engine runs in this browser (WebAssembly, " + st.solvers + " workers for a run)."
    : "The engine runs in ruling serve on this computer.";
  document.body.dataset.backend = st.backend;
  document.body.dataset.ready = "1";
  await openLink();
}

// The page cannot work without its engine: say so where the page starts.
init().catch((e) => {
  const b = $("#backend");
  b.textContent = "The engine could not start: " + (e && e.message ? e.message : String(e)) + ".";
  b.className = "error";
  document.body.dataset.failed = "1";
});

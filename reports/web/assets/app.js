// app.js: the page's behaviour — the deal diagram, the condition builder and its live check.
// Every text from the user or the server is put in the page as text (textContent), never as HTML.
"use strict";

const SEATS = ["N", "E", "S", "W"];
const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };
const SUITS = [["spades", "♠"], ["hearts", "♥"], ["diamonds", "♦"], ["clubs", "♣"]];
const $ = (sel, root = document) => root.querySelector(sel);

// post sends JSON and answers {ok, status, data}.
async function post(url, body, opts = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: opts.signal,
  });
  let data = null;
  try { data = await res.json(); } catch (e) { data = { error: res.statusText }; }
  return { ok: res.ok, status: res.status, data };
}

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
  const r = await post("/api/deal", { deal: text });
  if (!r.ok) {
    err.textContent = r.data.error;
    currentDeal = "";
    return;
  }
  err.textContent = r.data.complete ? "" : "The deal is not complete: every hand needs 13 cards for a ruling.";
  drawDiagram(r.data);
  currentDeal = r.data.complete ? r.data.deal : "";
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
  const r = await post("/api/condition/build", { seats });
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
    r = await post("/api/condition", { deal: currentDeal, condition: text, known: $("#known").value }, { signal: checking.signal });
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

async function init() {
  const res = await fetch("/api/templates");
  templates = await res.json();
  const body = $("#seat-rows");
  for (const s of SEATS) body.append(seatRow(s));
  $("#show-deal").addEventListener("click", showDeal);
  $("#deal").addEventListener("change", showDeal);
  $("#condition").addEventListener("input", checkSoon);
  $("#known").addEventListener("change", checkSoon);
  document.body.dataset.ready = "1";
}

init();

package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	cdp "github.com/chromedp/chromedp"
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/reports/web/browsertest"
	"github.com/ruling-bridge/ruling/sim/singledummy"
	"github.com/ruling-bridge/ruling/weighting/engine"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// The browser tests drive headless Chromium through chromedp. They are
// skipped with a message when no Chromium is found (RULING_CHROMIUM
// names one; else chromium, chromium-browser or google-chrome on PATH)
// and under -short. Screenshots go to RULING_SCREENSHOTS when set (else
// a temporary directory): builder.png, report.png, ...
//
// They and the static site's tests run in parallel (t.Parallel): each has
// its own Chromium and server, and most of a test's time is spent waiting
// on the browser — in series they were reports/web's 280 s in CI, the
// last package of the full run to finish.

// browserTimeout bounds one browser test.
const browserTimeout = 90 * time.Second

// browserWidth is the window's width: a laptop's 1,280 pixels, which the
// page must fit without scrolling sideways.
const browserWidth = 1280

// browserPage is a page of the test server in a fresh headless Chromium.
type browserPage struct {
	t   *testing.T
	ctx context.Context
	url string
	dir string // where screenshots go
	srv *Server
}

func newBrowserPage(t *testing.T, opt Options) *browserPage {
	t.Helper()
	skipWithoutBrowser(t)
	s := New(opt)
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	p := openBrowser(t, ts.URL+"/")
	p.srv = s
	return p
}

// skipWithoutBrowser skips a browser test under -short or without Chromium.
func skipWithoutBrowser(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("browser tests are not run with -short")
	}
	if browsertest.Find() == "" {
		t.Skip("no Chromium found (install Debian's chromium, or set RULING_CHROMIUM): browser tests skipped")
	}
}

// openBrowser opens page (a URL) in a fresh headless Chromium and waits
// until the page is ready.
func openBrowser(t *testing.T, page string) *browserPage {
	t.Helper()
	return openBrowserUntil(t, page, `document.body.dataset.ready === "1"`)
}

// openBrowserUntil opens page in a fresh headless Chromium and waits
// until the JavaScript expression until is true.
func openBrowserUntil(t *testing.T, page, until string) *browserPage {
	t.Helper()
	exe := browsertest.Find()
	ctx, cancelBrowser := browsertest.Start(context.Background(), exe, t.TempDir(),
		cdp.Flag("disable-quic", true),
		cdp.Flag("disable-component-update", true),
		cdp.Flag("disable-sync", true),
		cdp.WindowSize(browserWidth, 900),
	)
	ctx, cancelTimeout := context.WithTimeout(ctx, browserTimeout)
	t.Cleanup(func() { cancelTimeout(); cancelBrowser() })
	dir := os.Getenv("RULING_SCREENSHOTS")
	if dir == "" {
		dir = t.TempDir()
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(page)
	if err != nil {
		t.Fatal(err)
	}
	p := &browserPage{t: t, ctx: ctx, url: u.Scheme + "://" + u.Host, dir: dir}
	p.do(cdp.Navigate(page))
	p.wait(until)
	return p
}

// do runs actions, failing the test on an error.
func (p *browserPage) do(actions ...cdp.Action[cdp.Void]) {
	p.t.Helper()
	if err := cdp.Do(p.ctx, actions...); err != nil {
		p.t.Fatalf("browser: %v", err)
	}
}

// wait waits until a JavaScript expression is true.
func (p *browserPage) wait(expr string) {
	p.t.Helper()
	if _, err := cdp.Run(p.ctx, cdp.Poll[any](expr, cdp.WithPollingInterval(50*time.Millisecond), cdp.WithPollingTimeout(60*time.Second))); err != nil {
		p.t.Fatalf("waiting for %s: %v", expr, err)
	}
}

// text is the text of the first element a selector matches.
func (p *browserPage) text(sel string) string {
	p.t.Helper()
	s, err := cdp.Run(p.ctx, cdp.TextContent(cdp.CSS(sel)))
	if err != nil {
		p.t.Fatalf("text of %s: %v", sel, err)
	}
	return s
}

// eval evaluates a JavaScript expression.
func (p *browserPage) eval(expr string) string {
	p.t.Helper()
	s, err := cdp.Run(p.ctx, cdp.Evaluate[string](expr, cdp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("%s: %v", expr, err)
	}
	return s
}

// screenshot saves the whole page as name.png.
func (p *browserPage) screenshot(name string) {
	p.t.Helper()
	p.shot(name, cdp.FullScreenshot(100))
}

// shot saves a screenshot action's picture as name.png.
func (p *browserPage) shot(name string, a cdp.Action[[]byte]) {
	p.t.Helper()
	b, err := cdp.Run(p.ctx, a)
	if err != nil {
		p.t.Fatalf("screenshot: %v", err)
	}
	path := filepath.Join(p.dir, name+".png")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("screenshot %s", path)
}

// setField types a value into an input, replacing what it held, and
// fires input and change as a user's typing would.
func (p *browserPage) setField(sel, value string) {
	p.t.Helper()
	p.do(cdp.WaitVisible(cdp.CSS(sel)))
	p.eval(`(() => { const e = document.querySelector(` + jsString(sel) + `); e.focus(); e.value = ""; return ""; })()`)
	p.do(cdp.SendKeys(cdp.CSS(sel), value))
	p.eval(`(() => { const e = document.querySelector(` + jsString(sel) + `); e.dispatchEvent(new Event("change", {bubbles: true})); return ""; })()`)
}

// jsString quotes s as a JavaScript string literal.
func jsString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(s) + `"`
}

// TestBrowserBuilder: the page loads, a typed deal is drawn, conditions are
// built from ranges and a template, and the page says whether the actual
// deal meets them with an acceptance rate.
func TestBrowserBuilder(t *testing.T) {
	t.Parallel()
	p := newBrowserPage(t, Options{})
	if got := p.eval(`document.body.dataset.backend`); got != "server" {
		t.Errorf("the served page's back end is %q, not the server", got)
	}
	p.setField("#deal", testDeal)
	p.wait(`document.querySelector("#diagram table") !== null`)
	if d := p.text("#diagram"); !strings.Contains(d, "KJ6") || !strings.Contains(d, "17 HCP") {
		t.Errorf("diagram: %q", d)
	}
	// East (9 HCP, five hearts): at most 10 HCP, 5+ hearts — met.
	p.setField(`tr[data-seat="E"] .hcp-max`, "10")
	p.setField(`tr[data-seat="E"] .hearts-min`, "5")
	p.wait(`document.querySelector("#condition").value === "hcp(east) <= 10 && hearts(east) >= 5"`)
	p.wait(`document.querySelector("#meets").className === "yes"`)
	p.wait(`document.querySelector("#rate").textContent.startsWith("Acceptance rate")`)
	// The rate shown is the API's.
	want := p.eval(`(async () => {
		const r = await fetch("/api/condition", {method: "POST", headers: {"Content-Type": "application/json"},
			body: JSON.stringify({deal: currentDeal, condition: "hcp(east) <= 10 && hearts(east) >= 5", known: "NS"})});
		return pct((await r.json()).rate);
	})()`)
	if got := p.text("#rate"); !strings.Contains(got, "Acceptance rate "+want+" ") {
		t.Errorf("rate shown %q, the API's %q", got, want)
	}
	p.screenshot("builder")
	// A template for East: a 1♥ opening needs 11 HCP — not met.
	p.eval(`(() => { const s = document.querySelector('tr[data-seat="E"] .template');
		s.value = [...s.options].find(o => o.text.startsWith("1♥ opening")).value;
		s.dispatchEvent(new Event("change", {bubbles: true})); return ""; })()`)
	p.wait(`document.querySelector("#condition").value.startsWith("hcp(east) >= 11 && hcp(east) <= 15 && hearts(east) >= 5")`)
	p.wait(`document.querySelector("#meets").className === "no"`)
	// The Director edits the text: a syntax error is shown with its place.
	p.setField("#condition", "hcp(east) >= 11 &&")
	p.wait(`document.querySelector("#condition-error").textContent.includes("line 1")`)
}

// fillCase types testCase into the page: the board, the scoring, the
// table, two scenarios added with the button.
func (p *browserPage) fillCase(samples string) {
	p.t.Helper()
	p.setField("#title", "Board 7: misexplained 3♥")
	p.setField("#board-number", "7")
	p.setField("#deal", testDeal)
	p.wait(`document.querySelector("#diagram table") !== null`)
	p.eval(`(() => { document.querySelector("#scoring").value = "matchpoints"; document.querySelector("#non-offending").value = "NS"; return ""; })()`)
	p.setField("#field", "+620, +620, +650, 4S-1 N, +170, 3HX-2 E")
	p.setField("#table-result", "3H= E")
	p.setField("#samples", samples)
	p.setField("#seed", "7")
	p.do(cdp.Click(cdp.CSS("#add-scenario")), cdp.Click(cdp.CSS("#add-scenario")))
	p.wait(`document.querySelectorAll("#scenarios .scenario").length === 2`)
	one, two := `#scenarios .scenario:nth-child(1) `, `#scenarios .scenario:nth-child(2) `
	p.setField(one+".s-name", "North bids 4♠")
	p.setField(one+".s-contract", "4S")
	p.eval(`(() => { const s = document.querySelector("` + one + `.s-tricks"); s.value = "simulate"; s.dispatchEvent(new Event("change", {bubbles: true})); return ""; })()`)
	p.setField(one+".s-condition", "hearts(east) >= 5 && hcp(east) >= 8 && hcp(east) <= 11")
	p.setField(one+".s-weight", "60%")
	p.setField(two+".s-name", "North doubles 3♥")
	p.setField(two+".s-contract", "3HX")
	p.eval(`(() => { document.querySelector("` + two + `.s-declarer").value = "E"; return ""; })()`)
	p.setField(two+".s-weight", "40%")
}

// TestBrowserRuling: a case typed into the page runs, and the report
// shown is the engine's: the weighted scores and the whole HTML report.
func TestBrowserRuling(t *testing.T) {
	t.Parallel()
	p := newBrowserPage(t, Options{})
	p.fillCase("20")
	p.do(cdp.Click(cdp.CSS("#run")))
	p.wait(`!document.querySelector("#result").hidden || document.querySelector("#run-error").textContent !== ""`)
	if e := p.text("#run-error"); e != "" {
		t.Fatalf("the run failed: %s", e)
	}
	res, want := engineReports(t, testCase)
	for _, side := range []dds.Side{dds.NS, dds.EW} {
		sc, ok := res.Score(side)
		if !ok {
			t.Fatalf("the engine gives no score for %s", side)
		}
		got := p.eval(`document.querySelector('#summary .score[data-side="` + side.String() + `"]').dataset.value`)
		if v, err := strconv.ParseFloat(got, 64); err != nil || v != sc.Value {
			t.Errorf("%s: the page shows %q, the engine gives %v", side, got, sc.Value)
		}
	}
	if html := p.eval(`document.querySelector("#report").srcdoc`); html != want["html"] {
		t.Errorf("the report in the page is not the engine's HTML report")
	}
	p.wait(`document.querySelector("#report").contentDocument.body.textContent.includes("misexplained")`)
	// The case file offered for download runs to the same report.
	saved := p.eval(`last.case`)
	if _, w2 := engineReports(t, saved); w2["json"] != want["json"] {
		t.Errorf("the saved case does not give the same report:\n%s", saved)
	}
	p.screenshot("ruling")
	// The README's picture (docs/images/page.png): the scenarios, the run and the ruling, one window high.
	p.eval(`(() => { document.querySelector("#scenarios-section").scrollIntoView(); return ""; })()`)
	p.shot("page", cdp.CaptureScreenshot())
}

// TestBrowserSingleDummy: a single-dummy scenario with a breakdown, typed
// into the page, runs with few playouts; the report shown has its
// single-dummy section and breakdown.
func TestBrowserSingleDummy(t *testing.T) {
	t.Parallel()
	p := newBrowserPage(t, Options{})
	p.fillCase("20")
	two := `#scenarios .scenario:nth-child(2) `
	p.eval(`(() => { const s = document.querySelector("` + two + `.s-tricks"); s.value = "single-dummy"; s.dispatchEvent(new Event("change", {bubbles: true})); return ""; })()`)
	if got := p.eval(`String(document.querySelector("` + two + `.s-sd-box").hidden) + document.querySelector("` + two + `.s-breakdown-box").hidden + document.querySelector("` + two + `.s-condition-box").hidden`); got != "falsefalsetrue" {
		t.Errorf("single dummy's fields shown (playouts, breakdown, condition hidden): %s", got)
	}
	p.setField(two+".s-samples", "4")
	p.setField(two+".s-layouts", "4")
	p.setField(two+".s-breakdown", "hcp(west) >= 10\nspades(south) >= 4")
	if got := p.eval(`JSON.stringify(readForm().scenarios[1])`); !strings.Contains(got, `"tricks":"single-dummy","weight":"40%","samples":4,"layouts":4,"view":"actual","breakdown":["hcp(west) >= 10","spades(south) >= 4"]`) {
		t.Errorf("the form's scenario: %s", got)
	}
	p.do(cdp.Click(cdp.CSS("#run")))
	p.wait(`!document.querySelector("#result").hidden || document.querySelector("#run-error").textContent !== ""`)
	if e := p.text("#run-error"); e != "" {
		t.Fatalf("the run failed: %s", e)
	}
	p.wait(`document.querySelector("#report").contentDocument.body.textContent.includes("Single dummy: ")`)
	if got := p.eval(`String(document.querySelector("#report").contentDocument.body.textContent.includes("spades(south) >= 4"))`); got != "true" {
		t.Errorf("the report shows no breakdown")
	}
}

// TestBrowserCancel: a long run shows its progress and stops on Cancel;
// the server's run slot is free again.
func TestBrowserCancel(t *testing.T) {
	t.Parallel()
	p := newBrowserPage(t, Options{MaxRuns: 1})
	p.fillCase("1000000")
	p.do(cdp.Click(cdp.CSS("#run")))
	p.wait(`document.querySelector("#run-status").textContent.includes("deals solved")`)
	p.screenshot("progress")
	p.do(cdp.Click(cdp.CSS("#cancel")))
	p.wait(`document.querySelector("#run").disabled === false`)
	if s := p.text("#run-status") + p.text("#run-error"); !strings.Contains(s, "ancel") {
		t.Errorf("after Cancel the page says %q", s)
	}
	// The one run slot is free: the server takes a run again.
	deadline := time.Now().Add(10 * time.Second)
	for len(p.srv.runs.ch) != 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := len(p.srv.runs.ch); n != 0 {
		t.Errorf("%d runs still hold a slot after Cancel", n)
	}
}

// TestBrowserEvent: a PBN event file loaded into the page gives the
// engine's deal, table result and field, and the case runs.
func TestBrowserEvent(t *testing.T) {
	t.Parallel()
	p := newBrowserPage(t, Options{})
	p.checkEvent()
	p.screenshot("event")
}

// checkEvent loads club.pbn's board 7 with the page's file picker and
// checks the deal, table result and field the page shows against the
// engine's.
func (p *browserPage) checkEvent() {
	t := p.t
	t.Helper()
	file, err := filepath.Abs(filepath.Join(eventData, "club.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	p.do(cdp.SetUploadFiles(cdp.CSS("#event-file"), []string{file}))
	p.setField("#board-number", "7")
	p.setField("#pair-ns", "4")
	p.setField("#pair-ew", "11")
	p.do(cdp.Click(cdp.CSS("#load-event")))
	p.wait(`document.querySelector("#event-note").textContent.includes("loaded") || document.querySelector("#deal-error").textContent !== ""`)
	if e := p.text("#deal-error"); e != "" {
		t.Fatalf("loading club.pbn: %s", e)
	}
	c := engineBoard(t, `pbn = "club.pbn"`+"\nboard = 7\ntable_pairs = [4, 11]\nscoring = \"matchpoints\"")
	var want []string
	for _, r := range c.Field {
		want = append(want, r.String())
	}
	if got := p.eval(`document.querySelector("#field").value`); got != strings.Join(want, ", ") {
		t.Errorf("the field shown %q, the engine's %q", got, strings.Join(want, ", "))
	}
	if got := p.eval(`document.querySelector("#table-result").value`); got != c.TableResult.String() {
		t.Errorf("the table result shown %q, the engine's %q", got, c.TableResult)
	}
	p.wait(`document.querySelector("#diagram").textContent.includes("AKQ2")`)
}

// TestBrowserLoadCase: a saved case file loads into the form.
func TestBrowserLoadCase(t *testing.T) {
	t.Parallel()
	p := newBrowserPage(t, Options{})
	file, err := filepath.Abs(filepath.Join("..", "..", "examples", "misinformation-mp.toml"))
	if err != nil {
		t.Fatal(err)
	}
	p.do(cdp.SetUploadFiles(cdp.CSS("#load-case"), []string{file}))
	p.wait(`document.querySelector("#load-note").textContent.startsWith("Loaded") || document.querySelector("#load-error").textContent !== ""`)
	if e := p.text("#load-error"); e != "" {
		t.Fatalf("loading the example: %s", e)
	}
	if got := p.eval(`document.querySelector("#title").value + "|" + document.querySelectorAll("#scenarios .scenario").length + "|" +
		document.querySelector("#scenarios .scenario .s-tricks").value + "|" + document.querySelector("#samples").value`); got != "Board 7: misexplained 3♥|2|simulate|1000" {
		t.Errorf("the form after loading: %q", got)
	}
	p.wait(`document.querySelector("#diagram table") !== null`)
}

// TestBrowserEventScoring: a teams file loaded into the page under the
// page's default scoring (matchpoints, untouched) gives the engine's form
// of scoring for it — IMPs, the other room's row — and says it was
// guessed; a LIN record of one room says, in ruling case new's words,
// what the Director must type in.
func TestBrowserEventScoring(t *testing.T) {
	t.Parallel()
	p := newBrowserPage(t, Options{})
	if got := p.eval(`document.querySelector("#scoring").value`); got != "matchpoints" {
		t.Fatalf("the page's scoring before loading: %q", got)
	}
	file, err := filepath.Abs(filepath.Join(eventData, "teams.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	p.do(cdp.SetUploadFiles(cdp.CSS("#event-file"), []string{file}))
	p.setField("#board-number", "7")
	p.setField("#pair-ns", "3")
	p.setField("#pair-ew", "4")
	p.do(cdp.Click(cdp.CSS("#load-event")))
	p.wait(`document.querySelector("#event-note").textContent.includes("loaded") || document.querySelector("#deal-error").textContent !== ""`)
	if e := p.text("#deal-error"); e != "" {
		t.Fatalf("loading teams.pbn: %s", e)
	}
	c := engineBoard(t, `pbn = "teams.pbn"`+"\nboard = 7\ntable_pairs = [3, 4]\nscoring = \"imps\"")
	if got := p.eval(`document.querySelector("#scoring").value + "|" + document.querySelector("#vs").value + "|" + document.querySelector("#title").value`); got != "imps|"+c.Vs.String()+"|Board 7" {
		t.Errorf("scoring|vs|title after loading: %q (the engine's other room %s)", got, c.Vs)
	}
	if note := p.text("#event-note"); !strings.Contains(note, "scoring imps") || !strings.Contains(note, "a guess: the file names no form of scoring: the table's match has its other room") {
		t.Errorf("note %q", note)
	}
	// A LIN record of one room: the missing other room, in case new's words.
	link, err := filepath.Abs(filepath.Join(eventData, "bbo-wronie-board1.lin"))
	if err != nil {
		t.Fatal(err)
	}
	p.do(cdp.SetUploadFiles(cdp.CSS("#event-file"), []string{link}))
	p.setField("#board-number", "1")
	p.setField("#pair-ns", "")
	p.setField("#pair-ew", "")
	p.do(cdp.Click(cdp.CSS("#load-event")))
	p.wait(`document.querySelector("#event-missing").textContent !== "" || document.querySelector("#deal-error").textContent !== ""`)
	want := starterError(t, engine.Starter{File: "bbo-wronie-board1.lin", Format: event.LIN})
	if got := p.text("#event-missing"); want == "" || !strings.HasPrefix(got, strings.TrimPrefix(want, "bbo-wronie-board1.lin: ")) {
		t.Errorf("one room: the page says %q, ruling case new %q", got, want)
	}
	p.screenshot("event-scoring")
}

// TestBrowserFitsAndPlaceholders: the page fits a 1,280-pixel window
// (the condition builder too) without scrolling sideways; every
// placeholder is visibly one ("e.g. …", "default …", "random", or a
// range end of the builder); the single-dummy defaults shown are the
// engine's.
func TestBrowserFitsAndPlaceholders(t *testing.T) {
	t.Parallel()
	p := newBrowserPage(t, Options{})
	p.do(cdp.Click(cdp.CSS("#add-scenario")))
	p.eval(`(() => { const s = document.querySelector("#scenarios .scenario .s-tricks"); s.value = "single-dummy"; s.dispatchEvent(new Event("change", {bubbles: true})); return ""; })()`)
	if got := p.eval(`String(document.documentElement.scrollWidth <= window.innerWidth) + " " + document.documentElement.scrollWidth + " " + window.innerWidth`); !strings.HasPrefix(got, "true") {
		t.Errorf("the page scrolls sideways at %d pixels: scroll width, window: %s", browserWidth, got)
	}
	if got := p.eval(`String(document.querySelector("table.seats").getBoundingClientRect().right <= document.querySelector("#builder").getBoundingClientRect().right + 1)`); got != "true" {
		t.Errorf("the builder's table overflows its section")
	}
	bad := p.eval(`[...document.querySelectorAll("[placeholder]")].map(e => e.placeholder).filter(x => !/^(e\.g\. |default( \d+)?$|random$|\d+$)/.test(x)).join(" | ")`)
	if bad != "" {
		t.Errorf("placeholders that look like values: %s", bad)
	}
	got := p.eval(`document.querySelector("#scenarios .s-samples").placeholder + "|" + document.querySelector("#scenarios .s-layouts").placeholder + "|" + document.querySelector("#samples").placeholder`)
	if want := fmt.Sprintf("default %d|default %d|default %d", engine.DefaultPlayouts, singledummy.DefaultSamples, engine.DefaultSamples); got != want {
		t.Errorf("defaults shown %q, the engine's %q", got, want)
	}
	p.screenshot("fit-1280")
}

// TestBrowserRules: a scenario's play rules typed into the page reach the
// case, and the report shows the rule and declarer's options under it.
func TestBrowserRules(t *testing.T) {
	t.Parallel()
	p := newBrowserPage(t, Options{})
	p.fillCase("20")
	two := `#scenarios .scenario:nth-child(2) `
	if got := p.eval(`String(document.querySelector("` + two + `.s-rules-box").hidden)`); got != "false" {
		t.Errorf("the play rules field of a double-dummy scenario is hidden: %s", got)
	}
	p.setField(two+".s-rules", "penalty N SK")
	if got := p.eval(`JSON.stringify(readForm().scenarios[1].rules)`); got != `["penalty N SK"]` {
		t.Errorf("the form's rules: %s", got)
	}
	p.do(cdp.Click(cdp.CSS("#run")))
	p.wait(`!document.querySelector("#result").hidden || document.querySelector("#run-error").textContent !== ""`)
	if e := p.text("#run-error"); e != "" {
		t.Fatalf("the run failed: %s", e)
	}
	p.wait(`document.querySelector("#report").contentDocument.body.textContent.includes("Play rule: North's ♠K is a major penalty card")`)
	if got := p.eval(`String(document.querySelector("#report").contentDocument.body.textContent.includes("Declarer's options at the opening lead"))`); got != "true" {
		t.Errorf("the report shows no options table")
	}
}

// TestBrowserWarning: a wrong-way split typed into the page — East-West,
// the offenders, weighted 70/30 towards 4♠ (better for them than 3♥
// doubled three off) against North-South's 60/40 — runs, and the page
// shows the report's warning under the ruling, as the JSON has it.
func TestBrowserWarning(t *testing.T) {
	t.Parallel()
	p := newBrowserPage(t, Options{})
	p.fillCase("20")
	for i, ew := range []string{"70%", "30%"} {
		box := `#scenarios .scenario:nth-child(` + strconv.Itoa(i+1) + `) `
		p.eval(`(() => { const c = document.querySelector("` + box + `.s-split"); c.checked = true; c.dispatchEvent(new Event("change", {bubbles: true})); return ""; })()`)
		p.setField(box+".s-weight-ew", ew)
	}
	p.do(cdp.Click(cdp.CSS("#run")))
	p.wait(`!document.querySelector("#result").hidden || document.querySelector("#run-error").textContent !== ""`)
	if e := p.text("#run-error"); e != "" {
		t.Fatalf("the run failed: %s", e)
	}
	if n := p.eval(`String((last.json.warnings || []).length)`); n != "1" {
		t.Fatalf("the report has %s warnings, want the wrong-way split's", n)
	}
	if got := p.text("#summary .warning"); !strings.HasPrefix(got, "Warning: Wrong-way split: EW, the offending side") {
		t.Errorf("the page shows %q", got)
	}
}

// TestBrowserDealLink: a #deal= link on the served page opens the deal
// with ruling solve's table and par, through the server's /api/solve;
// the table goes when the deal changes.
func TestBrowserDealLink(t *testing.T) {
	t.Parallel()
	skipWithoutBrowser(t)
	ts := httptest.NewServer(New(Options{}).Handler())
	t.Cleanup(ts.Close)
	p := openBrowser(t, ts.URL+"/#deal="+url.PathEscape(testDeal)+"&board=7")
	p.wait(`document.body.dataset.solved !== undefined || document.querySelector("#dd-error").textContent !== ""`)
	if got, want := p.ddLine(), solveLine(t, testDeal, dds.South, dds.VulAll); got != want {
		t.Errorf("the page's table and par:\n%s\nruling solve --par:\n%s", got, want)
	}
	p.setField("#deal", "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.9876")
	p.wait(`document.querySelector("#deal-error").textContent !== ""`)
	p.setField("#deal", "N:AKQ2.T98.KJ5.A4 T965.Q5432.A2.K23 J874.A7.QT98.QJT 3.KJ6.7643.98765")
	p.wait(`document.querySelector("#dd").hidden`)
}

// TestBrowserOptions: the page's options panel lists ruling options'
// report for the worked lead out of turn on the deal typed — the JSON
// the engine's options rendered by reports give, the HTML's rows in the
// frame — and shows a lead in turn's reason.
func TestBrowserOptions(t *testing.T) {
	t.Parallel()
	p := newBrowserPage(t, Options{})
	p.checkOptions()
}

// checkOptions types the worked deal and East's ♦7 led out of turn
// against 4♠ by South into the options panel, and checks the report
// against the engine's (on either back end).
func (p *browserPage) checkOptions() {
	t := p.t
	t.Helper()
	const loot = "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94"
	p.setField("#deal", loot)
	p.wait(`currentDeal !== ""`)
	p.eval(`(() => { document.querySelector("#options-panel").open = true; return ""; })()`)
	p.setField("#ir-card", "E:D7")
	p.setField("#ir-contract", "4S")
	p.do(cdp.Click(cdp.CSS("#ir-options")))
	p.wait(`!document.querySelector("#options-report").hidden || document.querySelector("#ir-error").textContent !== ""`)
	if e := p.text("#ir-error"); e != "" {
		t.Fatalf("the options failed: %s", e)
	}
	p.wait(`(document.querySelector("#options-report").contentDocument.body || {textContent: ""}).textContent.includes("Law 54D, 50D2(b)")`)
	ir, err := engine.ReadIrregularity(engine.IrregularityInput{Kind: "lead-out-of-turn", At: "E:D7", Deal: loot, Contract: "4S", Declarer: "S"})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := engine.PlayOptions(context.Background(), ir, engine.OptionsRun{Solver: solver.Factory(solver.Options{}), SolverName: "go"})
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if err := reports.EncodeOptions(&want, "json", rep); err != nil {
		t.Fatal(err)
	}
	var got, exp any
	if err := json.Unmarshal([]byte(p.eval(`document.querySelector("#options-report").dataset.options`)), &got); err != nil {
		t.Fatal(err)
	}
	json.Unmarshal(want.Bytes(), &exp)
	if fmt.Sprint(got) != fmt.Sprint(exp) {
		t.Errorf("the page's options\n%v\nruling options --format json\n%v", got, exp)
	}
	if rows := p.eval(`String([...document.querySelector("#options-report").contentDocument.querySelectorAll("tr")].filter(r => r.cells.length > 3 && /^Law 5/.test(r.cells[1].textContent)).length)`); rows != "6" {
		t.Errorf("the frame shows %s rows, want 6 (54A, 54B, 54D and its three 50D2 options)", rows)
	}
	p.screenshot("options")
	p.setField("#ir-card", "W:DA")
	p.do(cdp.Click(cdp.CSS("#ir-options")))
	p.wait(`document.querySelector("#ir-error").textContent !== ""`)
	if got := p.text("#ir-error"); got != "card W:DA: West is on lead: the lead is in turn" {
		t.Errorf("a lead in turn: %q", got)
	}
}

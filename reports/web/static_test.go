// static_test.go: the static site of ruling serve --export in Chromium — the engine compiled to WebAssembly, built once, its export called in a worker as natively, the site served by a file server on loopback: the bundled example's report equals the command line's on 1, 2 and 3 workers, #deal= and #lin= links give ruling solve's table, Cancel stops the run's workers, a bad case shows its line, the builder's check runs on its worker, event files open with the picker, the workers are capped, the CSP refuses the outside.

package web

import (
	"cmp"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	cdp "github.com/chromedp/chromedp"
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/reports/web/calls"
	"github.com/ruling-bridge/ruling/weighting/engine"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// staticVersion is the version the test's engine is built with, and its
// reference runs are given.
const staticVersion = "test"

// static is the site, built once for the whole test binary (the engine's
// link takes a while): its folder, and what failed.
var static struct {
	once sync.Once
	tmp  string // removed by TestMain
	site string
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if static.tmp != "" {
		os.RemoveAll(static.tmp)
	}
	os.Exit(code)
}

// goTool is the go command, or "".
func goTool() string {
	if p, err := exec.LookPath("go"); err == nil {
		return p
	}
	if p := filepath.Join(runtime.GOROOT(), "bin", "go"); fileExists(p) {
		return p
	}
	return ""
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// staticSite serves the static site on loopback and returns its address;
// the engine is built (GOOS=js GOARCH=wasm) and the site exported by
// Export the first time.
func staticSite(t *testing.T) string {
	t.Helper()
	skipWithoutBrowser(t)
	tool := goTool()
	if tool == "" {
		t.Skip("no go command to build the engine for the browser: static site tests skipped")
	}
	static.once.Do(func() {
		if static.tmp, static.err = os.MkdirTemp("", "ruling-static"); static.err != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		defer cancel()
		wasm := filepath.Join(static.tmp, EngineFile)
		if static.err = BuildEngine(ctx, tool, ".", wasm, staticVersion); static.err != nil {
			return
		}
		// RULING_WASM_JUMPS=1: the engine's jumps forward made direct
		// (DirectJumps, before any wasm-opt), to test that engine.
		if os.Getenv("RULING_WASM_JUMPS") == "1" {
			if _, static.err = DirectJumps(wasm); static.err != nil {
				return
			}
		}
		// RULING_WASM_LOOPS=1: then its loops given loops of their own
		// (LoopJumps), to test that engine.
		if os.Getenv("RULING_WASM_LOOPS") == "1" {
			if _, static.err = LoopJumps(wasm); static.err != nil {
				return
			}
		}
		// RULING_WASM_OPT="-O2": the engine passed through Binaryen's
		// wasm-opt, to test an optimised engine (docs/wasm.md).
		if f := strings.Fields(os.Getenv("RULING_WASM_OPT")); len(f) > 0 {
			if static.err = OptimizeEngine(ctx, wasm, f...); static.err != nil {
				return
			}
		}
		engine, err := os.ReadFile(wasm)
		if err != nil {
			static.err = err
			return
		}
		exec, err := WasmExec(ctx, tool)
		if err != nil {
			static.err = err
			return
		}
		static.site = filepath.Join(static.tmp, "site")
		_, static.err = Export(static.site, engine, exec)
	})
	if static.err != nil {
		t.Fatalf("building the static site: %v", static.err)
	}
	ts := httptest.NewServer(http.FileServer(http.Dir(static.site)))
	t.Cleanup(ts.Close)
	return ts.URL
}

// openStatic opens the static site's page at path (e.g. "/?workers=2")
// and waits until its engine is ready.
func openStatic(t *testing.T, site, path string) *browserPage {
	t.Helper()
	p := openBrowser(t, site+path)
	if got := p.eval(`document.body.dataset.backend`); got != "wasm" {
		t.Fatalf("the static page's back end is %q, not the engine in the browser", got)
	}
	return p
}

// TestStaticDeps: the engine for the browser links what the page needs
// (the engine, the calls, the remote solvers) and neither the HTTP
// server and its network, nor the libdds binding (purego), nor the
// command line's terminal and progress bar, nor a process launcher, nor
// a test package or the browser tests' driver.
func TestStaticDeps(t *testing.T) {
	t.Parallel()
	tool := goTool()
	if tool == "" {
		t.Skip("no go command to list the engine's packages")
	}
	cmd := exec.Command(tool, "list", "-deps", EnginePackage)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("GOOS=js GOARCH=wasm go list -deps %s: %v", EnginePackage, err)
	}
	deps := strings.Fields(string(out))
	for _, want := range []string{"syscall/js", "github.com/ruling-bridge/ruling/weighting/engine", "github.com/ruling-bridge/ruling/reports/web/calls", "github.com/ruling-bridge/ruling/dds/remote"} {
		if !slices.Contains(deps, want) {
			t.Errorf("the engine does not link %s", want)
		}
	}
	for _, p := range deps {
		if p == "net" || p == "net/http" || strings.HasPrefix(p, "net/http/") || p == "os/exec" || p == "flag" ||
			p == "testing" || strings.HasPrefix(p, "testing/") || strings.Contains(p, "purego") ||
			strings.HasPrefix(p, "github.com/schollz/progressbar") || strings.HasPrefix(p, "golang.org/x/term") ||
			strings.HasPrefix(p, "github.com/chromedp/") || strings.HasPrefix(p, "github.com/rogpeppe/go-internal") ||
			p == "github.com/ruling-bridge/ruling/dds/libdds" || p == "github.com/ruling-bridge/ruling/reports/web" ||
			strings.HasPrefix(p, "github.com/ruling-bridge/ruling/cmd/ruling/") {
			t.Errorf("the engine for the browser links %s", p)
		}
	}
}

// TestStaticRuling: the bundled example case, loaded with the file picker
// and run with its seed on two solver workers, gives the JSON report of
// ruling adjust --format json examples/misinformation-mp.toml byte for
// byte, but for the solver's name, and the HTML report of the same
// result; run again on the same workers, the same; on one solver worker
// and on three, the same again (the same seed gives the same report at
// any number of workers); nothing is fetched from elsewhere.
func TestStaticRuling(t *testing.T) {
	t.Parallel()
	site := staticSite(t)
	example, err := filepath.Abs(filepath.Join("..", "..", "examples", "misinformation-mp.toml"))
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(example)
	if err != nil {
		t.Fatal(err)
	}
	res := commandLineRuling(t, "misinformation-mp.toml", text)
	want := encodeRuling(t, reports.JSON{}, res)
	res.Method.Solver = wasmSolverName
	wantHTML := encodeRuling(t, reports.HTML{}, res)

	p := openStatic(t, site, "/?workers=2")
	got, html := p.runExample(example)
	p.checkReport(got, want)
	if html != wantHTML {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "page.html"), []byte(html), 0o644)
		os.WriteFile(filepath.Join(dir, "cli.html"), []byte(wantHTML), 0o644)
		t.Errorf("the page's HTML report differs from the command line's for the same result: diff %s/page.html %s/cli.html", dir, dir)
	}
	// The run's workers wait for the next run, which gives the same report.
	team := p.workerIDs()
	p.eval(`(() => { document.querySelector("#result").hidden = true; last = null; return ""; })()`)
	if again, _ := p.run(); again != got {
		t.Errorf("the second run's report differs from the first's")
	}
	if len(team) != 4 || !slices.Equal(p.workerIDs(), team) {
		t.Errorf("the workers of the first run %v, of the second %v: want the page's and the run's three, kept", team, p.workerIDs())
	}
	p.screenshot("static-ruling")
	// Everything the page fetched came from its site (the Content
	// Security Policy allows nothing else).
	fetched := strings.Fields(p.eval(`performance.getEntriesByType("resource").map((e) => e.name).join(" ")`))
	for _, want := range []string{"/ruling.wasm", "/worker.js", "/engine.js"} {
		if !slices.Contains(fetched, site+want) {
			t.Errorf("the page did not fetch %s: %v", want, fetched)
		}
	}
	for _, r := range fetched {
		if !strings.HasPrefix(r, site+"/") {
			t.Errorf("the page fetched %s, outside its site", r)
		}
	}
	// One solver worker and three: the same report.
	for _, n := range []int{1, 3} {
		p := openStatic(t, site, fmt.Sprintf("/?workers=%d", n))
		got, _ := p.runExample(example)
		if solvers := p.eval(`(async () => String((await rulingAPI.status()).solvers))()`); solvers != strconv.Itoa(n) {
			t.Errorf("?workers=%d: the run had %s solver workers", n, solvers)
		}
		if ids := p.workerIDs(); len(ids) != n+2 {
			t.Errorf("?workers=%d: %d workers after the run, want the page's, the coordinator and %d solvers", n, len(ids), n)
		}
		p.checkReport(got, want)
	}
}

// wasmSolverName is the solver's name in the browser's reports
// (cmd/ruling-wasm's SolverName).
const wasmSolverName = "go (WebAssembly)"

// runExample loads a case file with the page's file picker and runs it:
// the JSON report as the page saves it, and the HTML report.
func (p *browserPage) runExample(file string) (json, html string) {
	p.t.Helper()
	p.do(cdp.SetUploadFiles(cdp.CSS("#load-case"), []string{file}))
	p.wait(`document.querySelector("#load-note").textContent.startsWith("Loaded") || document.querySelector("#load-error").textContent !== ""`)
	if e := p.text("#load-error"); e != "" {
		p.t.Fatalf("loading %s: %s", filepath.Base(file), e)
	}
	if note, want := p.text("#load-note"), "Loaded "+filepath.Base(file)+"."; note != want {
		p.t.Errorf("the page leaves keys out of the case: %s", note)
	}
	return p.run()
}

// run clicks Run and waits for the report: the JSON report as the page
// saves it, and the HTML report.
func (p *browserPage) run() (json, html string) {
	p.t.Helper()
	p.do(cdp.Click(cdp.CSS("#run")))
	p.wait(`!document.querySelector("#result").hidden || document.querySelector("#run-error").textContent !== ""`)
	if e := p.text("#run-error"); e != "" {
		p.t.Fatalf("the run failed: %s", e)
	}
	return p.eval(`JSON.stringify(last.json, null, 2) + "\n"`), p.eval(`last.html`)
}

// checkReport compares the page's JSON report with the command line's,
// but for the solver's name.
func (p *browserPage) checkReport(got, want string) {
	p.t.Helper()
	if !strings.Contains(got, `"solver": "`+wasmSolverName+`"`) {
		p.t.Errorf("the page's report does not name the solver %q", wasmSolverName)
	}
	got = strings.Replace(got, `"solver": "`+wasmSolverName+`"`, `"solver": "go"`, 1)
	if got != want {
		dir := p.t.TempDir()
		os.WriteFile(filepath.Join(dir, "page.json"), []byte(got), 0o644)
		os.WriteFile(filepath.Join(dir, "cli.json"), []byte(want), 0o644)
		p.t.Errorf("the page's JSON report differs from the command line's: diff %s/page.json %s/cli.json", dir, dir)
	}
}

// commandLineRuling is ruling adjust's result for a case file: the
// engine's run as the command line calls it.
func commandLineRuling(t *testing.T, name string, text []byte) *engine.Ruling {
	t.Helper()
	c, err := engine.ParseCaseData(name, text, nil, ".")
	if err != nil {
		t.Fatal(err)
	}
	res, err := engine.Adjust(context.Background(), c, engine.Options{Version: staticVersion})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// encodeRuling is a result in one of reports' encoders (reports.JSON:
// ruling adjust --format json).
func encodeRuling(t *testing.T, enc reports.Encoder, res *engine.Ruling) string {
	t.Helper()
	var b strings.Builder
	if err := enc.Encode(&b, res); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// solveLine is ruling solve --par's tsv line for one deal with its
// dealer and vulnerability: the command's own path (ReadSolveInput,
// Solve, ResultWriter).
func solveLine(t *testing.T, deal string, dealer dds.Seat, vul dds.Vulnerability) string {
	t.Helper()
	var out strings.Builder
	w := dds.NewResultWriter(&out, "tsv")
	w.Par = true
	if err := w.Configure(dealer.String(), vul.String()); err != nil {
		t.Fatal(err)
	}
	in, err := dds.ReadSolveInput([]byte(deal+"\n"), "deals.tsv", false, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := in.Solve(context.Background(), dds.Stream{Factory: solver.Factory(solver.Options{}), Threads: 1}, w); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(out.String())
}

// ddLine is the page's #dd-table and par as ruling solve's line: the 20
// cells in document order, then the par's score and contracts.
func (p *browserPage) ddLine() string {
	p.t.Helper()
	return p.eval(`(() => {
		const cells = [...document.querySelectorAll("#dd-table tbody td")].map((td) => td.textContent);
		const par = document.querySelector("#par").textContent.match(/^Par NS \+?(-?\d+): ([^(]+) \(/);
		return document.querySelector("#dd-table").dataset.deal + "\t" + cells.join(" ") + "\t" + (par ? par[1] + "\t" + par[2].split(", ").join(",") : "no par");
	})()`)
}

// TestStaticDealLinks: #deal= (URL-encoded with %20 or + for spaces, and
// not, with a board number)
// and #lin= (a BBO handviewer record) open the deal with its diagram and
// a #dd-table whose 20 numbers and par are ruling solve --par's.
func TestStaticDealLinks(t *testing.T) {
	t.Parallel()
	site := staticSite(t)
	const deal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"
	for _, c := range []struct {
		name, hash  string
		deal        string
		dealer      dds.Seat
		vul         dds.Vulnerability
		diagramHand string
	}{
		{"encoded, board 7", "#deal=" + url.PathEscape(deal) + "&board=7", deal, dds.South, dds.VulAll, "KJ6"},
		{"as typed", "#deal=N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765", deal, dds.North, dds.VulNone, "98765"},
		{"form-encoded, board 2", "#deal=" + url.QueryEscape(deal) + "&board=2", deal, dds.East, dds.VulNS, "Q5432"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := openStatic(t, site, "/"+c.hash)
			p.wait(`document.body.dataset.solved !== undefined || document.querySelector("#dd-error").textContent !== "" || document.querySelector("#deal-error").textContent !== ""`)
			if e := p.text("#dd-error") + p.text("#deal-error"); e != "" {
				t.Fatalf("the link %s: %s", c.hash, e)
			}
			if got, want := p.ddLine(), solveLine(t, c.deal, c.dealer, c.vul); got != want {
				t.Errorf("the page's table and par:\n%s\nruling solve --par:\n%s", got, want)
			}
			if d := p.text("#diagram"); !strings.Contains(d, c.diagramHand) {
				t.Errorf("the diagram: %q", d)
			}
		})
	}
	t.Run("lin", func(t *testing.T) {
		lin, err := os.ReadFile(filepath.Join(eventData, "bbo-wronie-board1.lin"))
		if err != nil {
			t.Fatal(err)
		}
		ev, err := event.ReadLIN(strings.NewReader(string(lin)), "board1.lin")
		if err != nil {
			t.Fatal(err)
		}
		b := ev.Boards[0]
		p := openStatic(t, site, "/#lin="+url.QueryEscape(strings.TrimSpace(string(lin))))
		p.wait(`document.body.dataset.solved !== undefined || document.querySelector("#dd-error").textContent !== "" || document.querySelector("#deal-error").textContent !== ""`)
		if e := p.text("#dd-error") + p.text("#deal-error"); e != "" {
			t.Fatalf("the LIN link: %s", e)
		}
		if got, want := p.ddLine(), solveLine(t, b.Deal.PBN(dds.North), b.Dealer, b.Vulnerable); got != want {
			t.Errorf("the page's table and par:\n%s\nruling solve --par:\n%s", got, want)
		}
		p.screenshot("static-lin")
	})
}

// workerTargets counts the browser's dedicated workers (DevTools' targets
// of type "worker").
func (p *browserPage) workerTargets() int {
	p.t.Helper()
	infos, err := cdp.Targets(p.ctx)
	if err != nil {
		p.t.Fatalf("targets: %v", err)
	}
	n := 0
	for _, ti := range infos {
		if ti.Type == "worker" {
			n++
		}
	}
	return n
}

// workerIDs are DevTools' ids of the browser's dedicated workers, sorted.
func (p *browserPage) workerIDs() []string {
	p.t.Helper()
	infos, err := cdp.Targets(p.ctx)
	if err != nil {
		p.t.Fatalf("targets: %v", err)
	}
	var ids []string
	for _, ti := range infos {
		if ti.Type == "worker" {
			ids = append(ids, string(ti.TargetID))
		}
	}
	slices.Sort(ids)
	return ids
}

// liveWorkers is the number of workers the page's engine keeps alive.
func (p *browserPage) liveWorkers() int {
	p.t.Helper()
	n, err := strconv.Atoi(p.eval(`(async () => String((await rulingAPI.status()).workers))()`))
	if err != nil {
		p.t.Fatal(err)
	}
	return n
}

// TestStaticCancel: a long run shows its progress on a coordinator and
// two solver workers; Cancel terminates them at once, leaving the
// workers the page had before the run (its quick calls', its condition
// checks').
func TestStaticCancel(t *testing.T) {
	t.Parallel()
	site := staticSite(t)
	p := openStatic(t, site, "/?workers=2")
	p.fillCase("1000000")
	before, beforeTargets := p.liveWorkers(), p.workerTargets()
	p.do(cdp.Click(cdp.CSS("#run")))
	p.wait(`document.querySelector("#run-status").textContent.includes("deals solved")`)
	if got := p.liveWorkers(); got != before+3 {
		t.Errorf("%d workers alive during the run, %d before: want the coordinator and two solvers more", got, before)
	}
	during := p.workerTargets()
	p.screenshot("static-progress")
	p.do(cdp.Click(cdp.CSS("#cancel")))
	p.wait(`document.querySelector("#run").disabled === false`)
	if s := p.text("#run-status") + p.text("#run-error"); !strings.Contains(s, "ancel") {
		t.Errorf("after Cancel the page says %q", s)
	}
	if got := p.liveWorkers(); got != before {
		t.Errorf("%d workers alive after Cancel, %d before the run", got, before)
	}
	deadline := time.Now().Add(10 * time.Second)
	after := p.workerTargets()
	for after > beforeTargets && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
		after = p.workerTargets()
	}
	if during != beforeTargets+3 || after != beforeTargets {
		t.Errorf("the browser's worker targets: %d before the run, %d during it, %d after Cancel", beforeTargets, during, after)
	}
	t.Logf("workers: %d before the run (DevTools' targets %d), %d targets during it, %d after Cancel", before, beforeTargets, during, after)
}

// TestStaticCaseError: a case file with an error, loaded with the file
// picker, shows the engine's message with its file and line; so does a
// run of a case the engine refuses.
func TestStaticCaseError(t *testing.T) {
	t.Parallel()
	site := staticSite(t)
	p := openStatic(t, site, "/")
	text, err := os.ReadFile(filepath.Join("..", "..", "examples", "misinformation-mp.toml"))
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(text), `weight = "40%"`, `weight = "30%"`, 1)
	_, perr := engine.ParseCaseData("bad.toml", []byte(bad), nil, ".")
	var ee *engine.Error
	if !errors.As(perr, &ee) || ee.Line == 0 {
		t.Fatalf("the engine's error for the bad case: %v", perr)
	}
	file := filepath.Join(t.TempDir(), "bad.toml")
	if err := os.WriteFile(file, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	p.do(cdp.SetUploadFiles(cdp.CSS("#load-case"), []string{file}))
	p.wait(`document.querySelector("#load-error").textContent !== "" || document.querySelector("#load-note").textContent !== ""`)
	if got, want := p.text("#load-error"), fmt.Sprintf("bad.toml:%d: %s", ee.Line, ee.Msg); got != want {
		t.Errorf("the page says %q, the engine %q", got, want)
	}
	// A condition that does not parse, in a run: its scenario's line.
	p.fillCase("20")
	p.setField(`#scenarios .scenario:nth-child(1) .s-condition`, "hearts(east) >= 5 &&")
	p.do(cdp.Click(cdp.CSS("#run")))
	p.wait(`document.querySelector("#run-error").textContent !== "" || !document.querySelector("#result").hidden`)
	if got := p.text("#run-error"); !strings.HasPrefix(got, "case") || !strings.Contains(got, "condition") {
		t.Errorf("a bad condition: the page says %q", got)
	}
}

// TestStaticBuilder: the condition builder's live check runs on the
// check's worker: the page says the deal meets the condition at the rate
// the same call gives natively, a syntax error shows its place, and the
// worker is kept from one check to the next.
func TestStaticBuilder(t *testing.T) {
	t.Parallel()
	site := staticSite(t)
	p := openStatic(t, site, "/")
	p.setField("#deal", testDeal)
	p.wait(`document.querySelector("#diagram table") !== null`)
	p.setField(`tr[data-seat="E"] .hcp-max`, "10")
	p.setField(`tr[data-seat="E"] .hearts-min`, "5")
	p.wait(`document.querySelector("#condition").value === "hcp(east) <= 10 && hearts(east) >= 5"`)
	p.wait(`document.querySelector("#meets").className === "yes" && document.querySelector("#rate").textContent.startsWith("Acceptance rate")`)
	ans, err := (&calls.Engine{}).Condition(context.Background(), calls.ConditionRequest{Deal: testDeal, Condition: "hcp(east) <= 10 && hearts(east) >= 5", Known: "NS"})
	if err != nil {
		t.Fatal(err)
	}
	want := p.eval(fmt.Sprintf(`pct(%v)`, ans.Rate))
	if got := p.text("#rate"); !strings.Contains(got, "Acceptance rate "+want+" ") {
		t.Errorf("rate shown %q, the engine's %q", got, want)
	}
	workers := p.liveWorkers()
	p.setField("#condition", "hcp(east) >= 11 &&")
	p.wait(`document.querySelector("#condition-error").textContent.includes("line 1")`)
	if got := p.liveWorkers(); got != workers || got != 2 {
		t.Errorf("%d workers after the second check, %d after the first: want the page's and the check's", got, workers)
	}
}

// TestStaticNoEngine: a site whose host does not serve ruling.wasm says
// on the page that the engine could not start, and why.
func TestStaticNoEngine(t *testing.T) {
	t.Parallel()
	staticSite(t)
	dir := t.TempDir()
	for _, name := range []string{"index.html", "app.js", "api.js", "engine.js", "worker.js", "style.css", WasmExecFile} {
		b, err := os.ReadFile(filepath.Join(static.site, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ts := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(ts.Close)
	p := openBrowserUntil(t, ts.URL+"/", `document.body.dataset.failed === "1"`)
	if got := p.text("#backend"); !strings.HasPrefix(got, "The engine could not start: ruling.wasm: 404") {
		t.Errorf("the page says %q", got)
	}
}

// TestStaticEvent: an event file opened with the static page's file
// picker is read by the engine in the browser: the board's deal, table
// result and field are the engine's.
func TestStaticEvent(t *testing.T) {
	t.Parallel()
	site := staticSite(t)
	p := openStatic(t, site, "/")
	p.checkEvent()
}

// TestStaticOptions: the options panel in the static page, answered by
// the engine in the browser, gives the server's report.
func TestStaticOptions(t *testing.T) {
	t.Parallel()
	site := staticSite(t)
	p := openStatic(t, site, "/")
	p.checkOptions()
}

// TestStaticWorkerCap: a run's solver workers are one per core
// (navigator.hardwareConcurrency), at most eight, and ?workers=N asks for
// N, at most eight too.
func TestStaticWorkerCap(t *testing.T) {
	t.Parallel()
	site := staticSite(t)
	solvers := func(p *browserPage, cores string) string {
		return p.eval(`(async () => {
			if (` + strconv.Quote(cores) + ` !== "") Object.defineProperty(navigator, "hardwareConcurrency", {value: ` + cmp.Or(cores, "0") + `, configurable: true});
			return String((await rulingAPI.status()).solvers);
		})()`)
	}
	p := openStatic(t, site, "/")
	for _, c := range []struct{ cores, want string }{{"1", "1"}, {"4", "4"}, {"8", "8"}, {"32", "8"}, {"0", "2"}} {
		if got := solvers(p, c.cores); got != c.want {
			t.Errorf("%s cores: %s solver workers, want %s", c.cores, got, c.want)
		}
	}
	p = openStatic(t, site, "/?workers=50")
	if got := solvers(p, "4"); got != "8" {
		t.Errorf("?workers=50: %s solver workers, want 8", got)
	}
	p = openStatic(t, site, "/?workers=3")
	if got := solvers(p, "32"); got != "3" {
		t.Errorf("?workers=3 on 32 cores: %s solver workers, want 3", got)
	}
}

// TestStaticCSP: the static page's Content Security Policy lets nothing
// be fetched from outside its site — neither a fetch, nor an image, nor a
// script from another origin (a server on another loopback port, which
// must see no request).
func TestStaticCSP(t *testing.T) {
	t.Parallel()
	site := staticSite(t)
	var mu sync.Mutex
	var asked []string
	outside := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		asked = append(asked, r.URL.Path)
		mu.Unlock()
		w.Header().Set("Access-Control-Allow-Origin", "*")
		fmt.Fprint(w, "1")
	}))
	t.Cleanup(outside.Close)
	p := openStatic(t, site, "/")
	got := p.eval(`(async () => {
		const out = ` + strconv.Quote(outside.URL) + `;
		const blocked = [];
		document.addEventListener("securitypolicyviolation", (e) => blocked.push(e.effectiveDirective));
		let f;
		try { await fetch(out + "/fetch"); f = "fetched"; } catch (e) { f = "refused"; }
		const load = (el, src) => new Promise((resolve) => {
			el.onload = () => resolve("loaded");
			el.onerror = () => resolve("refused");
			el.src = src;
			if (el.tagName === "SCRIPT") document.head.append(el);
		});
		const img = await load(new Image(), out + "/img");
		const script = await load(document.createElement("script"), out + "/script.js");
		await new Promise((r) => setTimeout(r, 100));
		return [f, img, script, blocked.sort().join(",")].join(" ");
	})()`)
	if want := "refused refused refused connect-src,img-src,script-src-elem"; got != want {
		t.Errorf("fetch, image, script from outside, the policy's refusals: %q, want %q", got, want)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(asked) != 0 {
		t.Errorf("the server outside the site was asked for %v", asked)
	}
}

// TestStaticEngineCall: the engine's export itself, in a Web Worker of the
// static site (worker.js carries rulingEngine.call's arguments): a case's
// TOML and the event file it names, as bytes, give the JSON, HTML,
// Markdown and text reports and the case that the same call gives
// natively, byte for byte, with the progress told after each batch; the
// same case without its event file is refused, naming the file.
func TestStaticEngineCall(t *testing.T) {
	t.Parallel()
	site := staticSite(t)
	const caseText = `title = "club.pbn, board 7"
pbn = "club.pbn"
board = 7
table_pairs = [4, 11]
scoring = "matchpoints"
non_offending = "NS"
table_result = "4S= S"
samples = 120
seed = 11

[[scenario]]
contract = "4S"
declarer = "S"
tricks = "simulate"
weight = "60%"

[[scenario]]
contract = "6S"
declarer = "S"
tricks = "dd"
weight = "40%"
`
	pbn, err := os.ReadFile(filepath.Join(eventData, "club.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	var lastNative calls.Progress
	native := &calls.Engine{Threads: 1, SolverName: wasmSolverName, Version: staticVersion}
	rep, err := native.Adjust(context.Background(), []byte(caseText), calls.Files{"club.pbn": pbn}, nil, func(p calls.Progress) { lastNative = p })
	if err != nil {
		t.Fatal(err)
	}
	want, err := calls.EncodeJSON(rep)
	if err != nil {
		t.Fatal(err)
	}
	p := openStatic(t, site, "/")
	call := func(withFile bool) (ok bool, data string, progress []string) {
		t.Helper()
		files := "{}"
		if withFile {
			files = `{"club.pbn": Uint8Array.from(atob("` + base64.StdEncoding.EncodeToString(pbn) + `"), (c) => c.charCodeAt(0))}`
		}
		out := p.eval(`(async () => {
			const module = await WebAssembly.compileStreaming(fetch("ruling.wasm"));
			const w = new Worker("worker.js");
			const progress = [];
			const answer = new Promise((resolve, reject) => {
				w.onmessage = (ev) => {
					const m = ev.data;
					if (m.type === "ready") w.postMessage({type: "call", id: 1, name: "adjust", request: new TextEncoder().encode(` + strconv.Quote(caseText) + `), files: ` + files + `});
					else if (m.type === "progress") progress.push(m.done + "/" + m.total);
					else if (m.type === "answer") resolve(m);
					else reject(new Error(m.type + ": " + m.error));
				};
			});
			w.postMessage({type: "init", module});
			try {
				const m = await answer;
				return JSON.stringify({ok: m.ok, data: m.data, progress});
			} finally {
				w.terminate();
			}
		})()`)
		var r struct {
			OK       bool
			Data     string
			Progress []string
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("the worker's answer %.200s: %v", out, err)
		}
		return r.OK, r.Data, r.Progress
	}
	ok, data, progress := call(true)
	if !ok || data != string(want) {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "wasm.json"), []byte(data), 0o644)
		os.WriteFile(filepath.Join(dir, "native.json"), want, 0o644)
		t.Errorf("adjust in the browser (ok %v) differs from the same call natively: diff %s/wasm.json %s/native.json", ok, dir, dir)
	}
	for _, key := range []string{`"json":`, `"html":`, `"markdown":`, `"text":`} {
		if !strings.Contains(data, key) {
			t.Errorf("the answer has no %s report", key)
		}
	}
	if wantLast := fmt.Sprintf("%d/%d", lastNative.Done, lastNative.Total); len(progress) < 2 || progress[len(progress)-1] != wantLast {
		t.Errorf("progress told %v, want at least two batches ending %s", progress, wantLast)
	}
	ok, data, _ = call(false)
	if ok || !strings.Contains(data, "club.pbn") {
		t.Errorf("without its event file the call answered ok %v: %.300s", ok, data)
	}
}

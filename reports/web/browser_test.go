package web

import (
	"context"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cdp "github.com/chromedp/chromedp"
)

// The browser tests drive headless Chromium through chromedp. They are
// skipped with a message when no Chromium is found (RULING_CHROMIUM
// names one; else chromium, chromium-browser or google-chrome on PATH)
// and under -short. Screenshots go to RULING_SCREENSHOTS when set (else
// a temporary directory): builder.png, report.png, ...

// browserTimeout bounds one browser test.
const browserTimeout = 90 * time.Second

// chromiumPath finds the browser, or "".
func chromiumPath() string {
	if p := os.Getenv("RULING_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

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
	if testing.Short() {
		t.Skip("browser tests are not run with -short")
	}
	exe := chromiumPath()
	if exe == "" {
		t.Skip("no Chromium found (install Debian's chromium, or set RULING_CHROMIUM): browser tests skipped")
	}
	s := New(opt)
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	allocCtx, cancelAlloc := cdp.NewExecAllocator(context.Background(),
		cdp.ExecPath(exe),
		cdp.Headless, cdp.NoSandbox, cdp.DisableGPU, cdp.NoFirstRun, cdp.NoDefaultBrowserCheck,
		cdp.Flag("disable-quic", true),
		cdp.Flag("disable-background-networking", true),
		cdp.Flag("disable-component-update", true),
		cdp.Flag("disable-sync", true),
		cdp.Flag("disable-extensions", true),
		cdp.Flag("disable-dev-shm-usage", true),
		cdp.UserDataDir(t.TempDir()),
		cdp.WindowSize(1200, 900),
	)
	ctx, cancelCtx := cdp.NewContext(allocCtx)
	ctx, cancelTimeout := context.WithTimeout(ctx, browserTimeout)
	t.Cleanup(func() { cancelTimeout(); cancelCtx(); cancelAlloc() })
	dir := os.Getenv("RULING_SCREENSHOTS")
	if dir == "" {
		dir = t.TempDir()
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	p := &browserPage{t: t, ctx: ctx, url: ts.URL, dir: dir, srv: s}
	p.do(cdp.Navigate(ts.URL + "/"))
	p.wait(`document.body.dataset.ready === "1"`)
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
	b, err := cdp.Run(p.ctx, cdp.FullScreenshot(100))
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
	p := newBrowserPage(t, Options{})
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

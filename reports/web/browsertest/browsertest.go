// browsertest.go: the headless Chromium that the page's browser tests, the report's print test and the benchmarks drive — which browser, and how it starts.

// Package browsertest finds and starts the headless Chromium that tests
// and benchmarks drive through chromedp:
//
//	exe := browsertest.Find()
//	if exe == "" {
//		t.Skip("no Chromium found (install Debian's chromium, or set RULING_CHROMIUM)")
//	}
//	ctx, cancel := browsertest.Start(context.Background(), exe, t.TempDir(), cdp.WindowSize(1280, 900))
//	defer cancel()
//
// Only tests and benchmarks import it: ruling itself never starts a
// browser, and chromedp stays out of its binary.
package browsertest

import (
	"context"
	"os"
	"os/exec"

	cdp "github.com/chromedp/chromedp"
)

// Names are the browser's names Find looks for on PATH, in order.
var Names = []string{"chromium", "chromium-browser", "google-chrome"}

// Find is the browser to drive: $RULING_CHROMIUM when set, else the first
// of Names on PATH; "" when there is none.
func Find() string {
	if p := os.Getenv("RULING_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range Names {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// Start starts exe headless with a profile of its own in userDir (no
// sandbox, GPU, first-run page, background networking, extensions or
// /dev/shm: as a test machine or a container needs) and the options
// given besides, and returns a browser context for chromedp; cancel
// stops the browser.
func Start(ctx context.Context, exe, userDir string, opts ...cdp.ExecAllocatorOption) (context.Context, context.CancelFunc) {
	all := append([]cdp.ExecAllocatorOption{cdp.ExecPath(exe),
		cdp.Headless, cdp.NoSandbox, cdp.DisableGPU, cdp.NoFirstRun, cdp.NoDefaultBrowserCheck,
		cdp.Flag("disable-background-networking", true),
		cdp.Flag("disable-extensions", true),
		cdp.Flag("disable-dev-shm-usage", true),
		cdp.UserDataDir(userDir)}, opts...)
	alloc, cancelAlloc := cdp.NewExecAllocator(ctx, all...)
	browser, cancelBrowser := cdp.NewContext(alloc)
	return browser, func() { cancelBrowser(); cancelAlloc() }
}

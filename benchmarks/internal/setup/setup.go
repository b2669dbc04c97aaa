// setup.go: what the benchmark programs that run ruling as a user does build and start before they time anything — the ruling command, and the headless browser.

// Package setup builds the ruling command for the benchmark programs
// (servebench, wasmbench) and starts the headless Chromium they drive:
//
//	bin, err := setup.Ruling(tmp)
//	exe, err := setup.Chromium(*chromiumFlag)
//	browser, stop, version, err := setup.Browser(ctx, exe, filepath.Join(tmp, "profile"))
//	defer stop()
//
// Nothing here is timed.
package setup

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"

	cdp "github.com/chromedp/chromedp"
	"github.com/ruling-bridge/ruling/reports/web/browsertest"
)

// Ruling builds ./cmd/ruling (run from the repository root) as dir/ruling,
// with go build's flags besides, and returns its path.
func Ruling(dir string, flags ...string) (string, error) {
	bin := filepath.Join(dir, "ruling")
	args := append(append([]string{"build"}, flags...), "-o", bin, "./cmd/ruling")
	if out, err := exec.Command("go", args...).CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build ./cmd/ruling: %v\n%s", err, out)
	}
	return bin, nil
}

// Chromium is the browser to drive: exe (--chromium) when given, else the
// one the tests find (RULING_CHROMIUM, else chromium, chromium-browser or
// google-chrome on PATH).
func Chromium(exe string) (string, error) {
	if exe == "" {
		if exe = browsertest.Find(); exe == "" {
			return "", errors.New("no Chromium found: give --chromium PATH")
		}
	}
	return exe, nil
}

// Browser starts exe headless with its profile in profile and checks that
// it answers. It returns the browser's context for chromedp, the function
// that stops it, and its --version line.
func Browser(ctx context.Context, exe, profile string, opts ...cdp.ExecAllocatorOption) (browser context.Context, stop context.CancelFunc, version string, err error) {
	browser, stop = browsertest.Start(ctx, exe, profile, opts...)
	if err := cdp.Do(browser, cdp.Navigate("about:blank")); err != nil {
		stop()
		return nil, nil, "", fmt.Errorf("starting %s: %v", exe, err)
	}
	return browser, stop, chromiumVersion(exe), nil
}

// chromiumVersion is the browser's --version line, or its file's name.
func chromiumVersion(path string) string {
	out, err := exec.Command(path, "--version").Output()
	if err != nil {
		return filepath.Base(path)
	}
	return strings.TrimSpace(string(out))
}

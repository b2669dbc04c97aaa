// print_test.go: the HTML report of README's main example printed to PDF by Chromium: at most two A4 pages, nothing cut.

package reports

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	cdp "github.com/chromedp/chromedp"
	"github.com/ruling-bridge/ruling/reports/web/browsertest"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// printMaxPages is how many A4 pages the main example's report may take.
const printMaxPages = 2

// a4PrintableWidth is A4's width less the report's @page margins of 12 mm
// each side, in CSS pixels (96 to the inch): (210 − 2 × 12) / 25.4 × 96
// = 703.
const a4PrintableWidth = 703

// mainExampleHTML is the HTML report of README's main command,
// ruling adjust --samples 1000 --round 5 examples/misinformation-mp.toml.
func mainExampleHTML(t *testing.T) []byte {
	t.Helper()
	dir := filepath.Join("..", "examples")
	c, err := engine.ParseCase(os.DirFS(dir), "misinformation-mp.toml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.Adjust(context.Background(), c, engine.Options{Samples: 1000, Round: 5, Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := (HTML{}).Encode(&b, r); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestPrintedReport prints the report on A4 with Chromium and counts the
// PDF's pages; on a printable width, no part of the page is wider than
// the paper (nothing cut at the right).
func TestPrintedReport(t *testing.T) {
	if testing.Short() {
		t.Skip("the print test solves 1,000 deals and runs Chromium: not with -short")
	}
	exe := browsertest.Find()
	if exe == "" {
		t.Skip("no Chromium found (install Debian's chromium, or set RULING_CHROMIUM): print test skipped")
	}
	page := filepath.Join(t.TempDir(), "report.html")
	if err := os.WriteFile(page, mainExampleHTML(t), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := browsertest.Start(context.Background(), exe, t.TempDir(), cdp.WindowSize(a4PrintableWidth, 1000))
	defer cancel()
	ctx, cancelTimeout := context.WithTimeout(ctx, 90*time.Second)
	defer cancelTimeout()
	if err := cdp.Do(ctx, cdp.Navigate("file://"+page)); err != nil {
		t.Fatal(err)
	}
	pdf, err := cdp.Run(ctx, cdp.PrintToPDF(cdp.PDFPaper(cdp.PaperA4)))
	if err != nil {
		t.Fatal(err)
	}
	pages := len(regexp.MustCompile(`/Type\s*/Page\b[^s]`).FindAll(pdf, -1))
	t.Logf("the report of README's main example prints on %d A4 page(s)", pages)
	if out := os.Getenv("RULING_SCREENSHOTS"); out != "" {
		os.WriteFile(filepath.Join(out, "report.pdf"), pdf, 0o644)
	}
	if pages < 1 || pages > printMaxPages {
		t.Errorf("the report prints on %d A4 pages, want at most %d", pages, printMaxPages)
	}
	// Nothing wider than the paper: with the print styles applied (the
	// print media emulated) at the printable width, no element reaches
	// beyond the page's right edge.
	if err := cdp.Do(ctx, cdp.Func(func(ctx context.Context, tg *cdp.Target) error {
		if _, err := cdproto.Call(ctx, tg, emulation.SetDeviceMetricsOverride,
			emulation.SetDeviceMetricsOverrideParams{Width: a4PrintableWidth, Height: 1000, DeviceScaleFactor: 1}); err != nil {
			return err
		}
		_, err := cdproto.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"})
		return err
	})); err != nil {
		t.Fatal(err)
	}
	printing, err := cdp.Run(ctx, cdp.Evaluate[bool](`matchMedia("print").matches && document.documentElement.clientWidth === `+strconv.Itoa(a4PrintableWidth)))
	if err != nil || !printing {
		t.Fatalf("print media at the printable width (%d px) not emulated: %v %v", a4PrintableWidth, printing, err)
	}
	wide, err := cdp.Run(ctx, cdp.Evaluate[float64](`(() => {
		const w = document.documentElement.clientWidth;
		let over = 0;
		for (const e of document.querySelectorAll("body *")) {
			over = Math.max(over, e.getBoundingClientRect().right - w);
		}
		return over;
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	if wide > 0.5 {
		t.Errorf("an element reaches %.0f px beyond the printable width", wide)
	}
}

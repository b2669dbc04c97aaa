// main.go: wasmbench — ruling's engine compiled to WebAssembly, in Chromium, against the native build in the same run: a full double-dummy table, a ruling, the page's load, the engine's size.
//
// Usage (from the repository root):
//
//	go run ./benchmarks/wasmbench [--deals 100] [--seed 1] [--workers 2] [--reps 5]
//	                              [--case examples/misinformation-mp.toml] [--samples 1000] [--round 5]
//	                              [--pgo] [--entries] [--wasm-opt FLAGS] [--chromium PATH] [--results DIR] [--no-record]
//	go run ./benchmarks/wasmbench --vs 'GO BUILD FLAGS' [--vs-entries] [--vs-wasm-opt FLAGS] [--js-flags V8FLAGS] [--pgo] [--deals 30] [--reps 3] [--no-record]
//
// The figures of record, both sides built as ruling ships (each with its
// profile: the native side cmd/ruling/default.pgo, the engine
// cmd/ruling-wasm/default.pgo; the report warns when only one side is):
//
//	go run -pgo=cmd/ruling/default.pgo ./benchmarks/wasmbench --pgo --results benchmarks/results
//
// It builds the static site as ruling serve --export does (the engine
// with GOOS=js GOARCH=wasm; --pgo with its profile, as ruling serve
// --export builds it; without, -pgo=off) and the ruling command, serves the site on a
// loopback port, and drives headless Chromium:
//
//   - page load to ready: a fresh tab opened on the page until the page
//     says it is ready (its engine instantiated and answering), --reps
//     times; the first load compiles ruling.wasm, later ones may take the
//     compiled code from the browser's cache;
//   - a full double-dummy table: --deals random deals (from --seed), each
//     solved in the page by its one engine worker (rulingAPI.solve, timed
//     in the page with performance.now: the call to the worker, the
//     solve, the answer) and natively by the same call (calls.Engine.Solve
//     with solver.Reusing, as the page's engine has it: each deal's solver
//     starts on the table the last one left, emptied), deal by deal, the
//     order alternating; the tables must agree;
//   - a ruling: the README's example (`ruling adjust --samples 1000 --round
//     5 examples/misinformation-mp.toml`) run in the page with --workers
//     solver workers (a coordinator besides; the first run starts them, the
//     later ones find them waiting) against `ruling adjust --threads N` as
//     a new process, interleaved, the order rotating; the JSON reports must
//     agree but for the solver's name;
//   - the size of ruling.wasm, raw and gzip-compressed (level 9), and of
//     the whole site.
//
// The figures are medians, with the ratio WebAssembly / native. Do not
// trust them on a loaded machine: the load average is in the report.
//
// --wasm-opt passes the engine through Binaryen's wasm-opt with the
// given flags (e.g. -O2; web.OptimizeEngine), a step after the Go build
// that docs/wasm.md describes; --jumps first rewrites it with
// web.DirectJumps (each jump forward inside a function a direct branch,
// not a pass through the function's dispatch loop; docs/wasm.md).
// --vs compares two builds of the engine on the clock, the only measure
// of a change whose worth the instructions do not show (docs/wasm.md):
// engine A built as above, engine B with the given go build flags added
// (a build tag, a -gcflags, another -pgo; "same" builds B as A, to see
// the noise), each on a site and a tab of its own; each deal is solved
// by A, by B and natively, the order rotating, and the report gives B/A
// of the medians and the median and quartiles of the deals' own ratios
// B/A (each pair solved within a second of each other, so a loaded
// machine moves both alike). Each deal is solved --reps times a side
// (each solve on an emptied table: the same work) and the fastest kept.
// Only the tables are run.
package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	cdp "github.com/chromedp/chromedp"
	"github.com/ruling-bridge/ruling/benchmarks/internal/record"
	"github.com/ruling-bridge/ruling/benchmarks/internal/setup"
	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/reports/web"
	"github.com/ruling-bridge/ruling/reports/web/calls"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "wasmbench: error: %v\n", err)
		os.Exit(1)
	}
}

// options are the command's flags.
type options struct {
	deals, workers, reps, samples, round int
	seed                                 uint64
	casePath, chromium, results          string
	pgo, noRecord, jumps, vsJumps        bool
	count, countRaw, loops, vsLoops      bool
	entries, vsEntries                   bool
	countTop                             int
	vs, vsWasmOpt, wasmOpt, jsFlags      string
}

func run(args []string, stdout io.Writer) error {
	var o options
	fs := flag.NewFlagSet("wasmbench", flag.ContinueOnError)
	fs.IntVar(&o.deals, "deals", 100, "random deals to solve both ways")
	fs.Uint64Var(&o.seed, "seed", 1, "the random deals' seed")
	fs.IntVar(&o.workers, "workers", 2, "solver workers of the page's ruling, and --threads of the command line's")
	fs.IntVar(&o.reps, "reps", 5, "repetitions of the ruling and of the page's load")
	fs.StringVar(&o.casePath, "case", filepath.Join("examples", "misinformation-mp.toml"), "the ruling's case file")
	fs.IntVar(&o.samples, "samples", 1000, "deals per simulated scenario of the ruling")
	fs.IntVar(&o.round, "round", 5, "the ruling's weights rounded to 5 or 10 % (0: exact)")
	fs.BoolVar(&o.pgo, "pgo", false, "build the engine with its profile ("+EngineProfile+"), as ruling serve --export builds it")
	fs.StringVar(&o.chromium, "chromium", "", "the browser (default: $RULING_CHROMIUM, else chromium, chromium-browser or google-chrome on PATH)")
	fs.StringVar(&o.results, "results", "", "directory for the dated results file (default: a new temporary one, printed; benchmarks/results keeps the figures)")
	fs.BoolVar(&o.noRecord, "no-record", false, "do not write a results file")
	fs.StringVar(&o.wasmOpt, "wasm-opt", "", "the engine (A) passed through Binaryen's wasm-opt with these flags (e.g. -O2), as docs/wasm.md builds it")
	fs.StringVar(&o.vsWasmOpt, "vs-wasm-opt", "", "with --vs: engine B passed through Binaryen's wasm-opt with these flags (e.g. -O2)")
	fs.BoolVar(&o.jumps, "jumps", false, "the engine (A) rewritten by web.DirectJumps (jumps forward made direct branches; before --wasm-opt)")
	fs.BoolVar(&o.vsJumps, "vs-jumps", false, "with --vs: engine B rewritten by web.DirectJumps (before --vs-wasm-opt)")
	fs.BoolVar(&o.loops, "loops", false, "the engine (A) rewritten by web.LoopJumps after DirectJumps (its loops given loops of their own; before --wasm-opt); with --count, the counted module too")
	fs.BoolVar(&o.vsLoops, "vs-loops", false, "with --vs: engine B rewritten by web.LoopJumps (after DirectJumps, before --vs-wasm-opt)")
	fs.StringVar(&o.jsFlags, "js-flags", "", "V8 flags for Chromium (--js-flags; a diagnosis, e.g. --no-turbo-use-mid-tier-regalloc-for-huge-functions: no page can set them)")
	fs.StringVar(&o.vs, "vs", "", "compare engine A with engine B, built with these go build flags added (\"same\": none, an A/A run); only the tables")
	fs.BoolVar(&o.entries, "entries", false, "the engine (A), and with --count the counted module, rewritten by web.DirectEntries after the jump passes (a dispatch loop no branch goes back to made a block, entered at once on a call)")
	fs.BoolVar(&o.vsEntries, "vs-entries", false, "with --vs: engine B rewritten by web.DirectEntries after the jump passes")
	fs.BoolVar(&o.count, "count", false, "instead of timing: count the engine's calls and jumps through its dispatch loops on --deals tables of dd-tables.tsv, the solver's js/wasm test binary under node (web.CountDispatch; node on PATH)")
	fs.BoolVar(&o.countRaw, "count-raw", false, "with --count: the module as Go writes it (no DirectJumps, no LoopJumps)")
	fs.IntVar(&o.countTop, "count-top", 15, "with --count: the functions listed")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil // -h: the usage is printed
		}
		return err
	}
	tmp, err := os.MkdirTemp("", "wasmbench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if o.count {
		return countDispatch(context.Background(), stdout, o, tmp)
	}
	if !o.noRecord {
		if o.results, err = record.Dir(o.results, "wasmbench", stdout); err != nil {
			return err
		}
	}
	load := record.LoadAverage()
	if o.chromium, err = setup.Chromium(o.chromium); err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	// The site, the command line, the server.
	fmt.Fprintln(stdout, "building the engine for the browser and the ruling command…")
	// The engine's own profile (EngineProfile) is go build's default
	// for its package: ruling serve --export builds with it; --pgo=false
	// builds without.
	flags := []string{"-pgo=off"}
	if o.pgo {
		flags = nil
	}
	wasm := filepath.Join(tmp, web.EngineFile)
	if err := web.BuildEngineWith(ctx, o.passes(false), "go", ".", wasm, "wasmbench", flags...); err != nil {
		return err
	}
	engine, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	wasmExec, err := web.WasmExec(ctx, "go")
	if err != nil {
		return err
	}
	site := filepath.Join(tmp, "site")
	names, err := web.Export(site, engine, wasmExec)
	if err != nil {
		return err
	}
	bin, err := setup.Ruling(tmp)
	if err != nil {
		return err
	}
	url, stopServer, err := serveSite(site)
	if err != nil {
		return err
	}
	defer stopServer()
	var urlB string
	var engineB []byte
	if o.vs != "" {
		// Engine B: A's flags and --vs's.
		flagsB := slices.Clone(flags)
		if o.vs != "same" {
			flagsB = append(flagsB, strings.Fields(o.vs)...)
		}
		wasmB := filepath.Join(tmp, "b-"+web.EngineFile)
		if err := web.BuildEngineWith(ctx, o.passes(true), "go", ".", wasmB, "wasmbench", flagsB...); err != nil {
			return err
		}
		if engineB, err = os.ReadFile(wasmB); err != nil {
			return err
		}
		if _, err := web.Export(filepath.Join(tmp, "site-b"), engineB, wasmExec); err != nil {
			return err
		}
		var stopB func()
		if urlB, stopB, err = serveSite(filepath.Join(tmp, "site-b")); err != nil {
			return err
		}
		defer stopB()
	}

	// The browser.
	// Each engine's tab is in the background while the other's works:
	// no lower priority for a background tab's page and workers.
	browserFlags := []cdp.ExecAllocatorOption{
		cdp.Flag("disable-renderer-backgrounding", true),
		cdp.Flag("disable-background-timer-throttling", true),
		cdp.Flag("disable-backgrounding-occluded-windows", true),
	}
	if o.jsFlags != "" {
		browserFlags = append(browserFlags, cdp.Flag("js-flags", o.jsFlags))
	}
	browser, stopBrowser, version, err := setup.Browser(ctx, o.chromium, filepath.Join(tmp, "profile"), browserFlags...)
	if err != nil {
		return err
	}
	defer stopBrowser()

	var b strings.Builder
	fmt.Fprintf(&b, "# wasmbench %s\n\n", time.Now().UTC().Format("2006-01-02 15:04 UTC"))
	fmt.Fprintf(&b, "ruling's engine compiled to WebAssembly (GOOS=js GOARCH=wasm, %s) in headless %s, against the native build (%s) in the same run; %d CPUs, load average before: %s.\n\n",
		buildText(o), version, record.Build(), runtime.NumCPU(), load)
	goRun, nativePGO := "go run", !strings.HasSuffix(record.Build(), "PGO none")
	if nativePGO {
		goRun += " -pgo=" + record.Profile
	}
	fmt.Fprintf(&b, "Command: `%s ./benchmarks/wasmbench %s`\n\n", goRun, strings.Join(args, " "))
	if o.jsFlags != "" {
		fmt.Fprintf(&b, "**Chromium ran with V8 flags `%s`**: a diagnosis, not the page as a Director's browser runs it.\n\n", o.jsFlags)
	}
	if nativePGO != o.pgo {
		// One side with its profile and not the other: the ratios are not
		// the shipped builds'.
		warn := fmt.Sprintf("**The two sides are built differently:** the native one %s, the engine for the browser %s; give both go run's -pgo=%s and --pgo, or neither.\n\n", record.Build(), pgoText(o.pgo), record.Profile)
		fmt.Fprint(stdout, "wasmbench: warning: "+strings.TrimPrefix(warn, "**The two sides are built differently:** "))
		b.WriteString(warn)
	}

	if o.vs != "" {
		if o.vs == "same" {
			b.WriteString("Engine B: engine A's build")
		} else {
			fmt.Fprintf(&b, "Engine B: engine A's build with `%s` added", o.vs)
		}
		fmt.Fprintf(&b, "; %s", o.passes(true))
		if o.vsWasmOpt != "" {
			fmt.Fprintf(&b, " (`wasm-opt %s %s`)", strings.Join(web.WasmOptFeatures, " "), o.vsWasmOpt)
		}
		fmt.Fprintf(&b, "; %s %.2f MB raw against A's %.2f MB.\n\n", web.EngineFile, float64(len(engineB))/1e6, float64(len(engine))/1e6)
		if err := abTables(&b, stdout, browser, url, urlB, o); err != nil {
			return err
		}
		fmt.Fprint(stdout, "\n"+b.String())
		if o.noRecord {
			return nil
		}
		return record.Write(o.results, time.Now().UTC().Format("2006-01-02-wasm-ab-1504")+".md", b.String(), stdout)
	}
	if err := sizes(&b, site, names, engine); err != nil {
		return err
	}
	if err := pageLoad(&b, stdout, browser, url, o); err != nil {
		return err
	}
	if err := tables(&b, stdout, browser, url, o); err != nil {
		return err
	}
	if err := ruling(&b, stdout, browser, url, bin, tmp, o); err != nil {
		return err
	}
	fmt.Fprint(stdout, "\n"+b.String())
	if o.noRecord {
		return nil
	}
	return record.Write(o.results, time.Now().UTC().Format("2006-01-02-wasm-1504")+".md", b.String(), stdout)
}

// serveSite serves the folder site on a loopback port.
func serveSite(site string) (url string, stop func(), err error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{Handler: http.FileServer(http.Dir(site))}
	go srv.Serve(ln)
	return "http://" + ln.Addr().String(), func() { srv.Close() }, nil
}

// EngineProfile is the engine's profile for profile-guided optimisation,
// go build's default (-pgo=auto) for cmd/ruling-wasm: the Go solver's
// profile without PEXT (the purego build tag), the code the WebAssembly
// build runs, where cmd/ruling's profile is the amd64 solver's (see
// docs/wasm.md).
const EngineProfile = "cmd/ruling-wasm/default.pgo"

func pgoText(pgo bool) string {
	if pgo {
		return "PGO " + EngineProfile
	}
	return "no PGO"
}

// buildText is how the engine (A) was built.
func buildText(o options) string {
	return pgoText(o.pgo) + ", " + o.passes(false).String()
}

// passes are engine A's rewritings after go build (b: engine B's):
// ruling serve --export's (web.ShippedPasses) and what the flags add.
func (o options) passes(b bool) web.EnginePasses {
	jumps, loops, entries, opt := o.jumps, o.loops, o.entries, o.wasmOpt
	if b {
		jumps, loops, entries, opt = o.vsJumps, o.vsLoops, o.vsEntries, o.vsWasmOpt
	}
	p := web.ShippedPasses
	p.Jumps = p.Jumps || jumps || loops
	p.Loops = p.Loops || loops
	p.Entries = p.Entries || entries
	p.WasmOpt = strings.Fields(opt)
	return p
}

// gzipSize is the size of b compressed with gzip at level 9.
func gzipSize(b []byte) int {
	var z bytes.Buffer
	w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	w.Write(b)
	w.Close()
	return z.Len()
}

// sizes writes the engine's size and the site's, raw and gzip-compressed.
func sizes(b *strings.Builder, site string, names []string, engine []byte) error {
	var raw, gz int
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(site, n))
		if err != nil {
			return err
		}
		raw += len(data)
		gz += gzipSize(data)
	}
	fmt.Fprintf(b, "## Size\n\n| file | raw | gzip -9 |\n|---|---:|---:|\n")
	fmt.Fprintf(b, "| %s | %.2f MB | %.2f MB |\n", web.EngineFile, float64(len(engine))/1e6, float64(gzipSize(engine))/1e6)
	fmt.Fprintf(b, "| the whole site (%d files) | %.2f MB | %.2f MB |\n\n", len(names), float64(raw)/1e6, float64(gz)/1e6)
	return nil
}

// tab opens a new tab of the browser.
func tab(browser context.Context) (context.Context, context.CancelFunc) {
	ctx, cancel := cdp.NewContext(browser)
	ctx, cancelT := context.WithTimeout(ctx, 30*time.Minute)
	return ctx, func() { cancelT(); cancel() }
}

// open navigates a tab to page and waits until the page is ready.
func open(ctx context.Context, page string) (time.Duration, error) {
	start := time.Now()
	if err := cdp.Do(ctx, cdp.Navigate(page)); err != nil {
		return 0, err
	}
	if _, err := cdp.Run(ctx, cdp.Poll[any](`document.body && document.body.dataset.ready === "1"`, cdp.WithPollingInterval(5*time.Millisecond), cdp.WithPollingTimeout(5*time.Minute))); err != nil {
		return 0, fmt.Errorf("the page did not get ready: %v", err)
	}
	return time.Since(start), nil
}

// pageLoad times a fresh tab's load to ready, --reps times.
func pageLoad(b *strings.Builder, stdout io.Writer, browser context.Context, url string, o options) error {
	var ts []time.Duration
	for r := range max(o.reps, 2) {
		ctx, cancel := tab(browser)
		d, err := open(ctx, url+"/")
		cancel()
		if err != nil {
			return err
		}
		ts = append(ts, d)
		fmt.Fprintf(stdout, "load %d  %7.0f ms\n", r+1, ms(d))
	}
	rest := slices.Clone(ts[1:])
	slices.Sort(rest)
	fmt.Fprintf(b, "## Page load to ready\n\nA new tab on the page until it says it is ready (its engine worker instantiated and answering the page's first calls): the first load %.0f ms (ruling.wasm compiled), the %d later ones median %.0f ms (%s).\n\n",
		ms(ts[0]), len(rest), ms(rest[len(rest)/2]), msList(ts))
	return nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func msList(ts []time.Duration) string {
	var s []string
	for _, t := range ts {
		s = append(s, strconv.FormatFloat(ms(t), 'f', 0, 64))
	}
	return strings.Join(s, ", ") + " ms"
}

// randomDeals are n random deals from seed.
func randomDeals(n int, seed uint64) []string {
	rng := rand.New(rand.NewPCG(seed, 0x7761736d))
	out := make([]string, n)
	for i := range out {
		var d dds.Deal
		for k, c := range rng.Perm(52) {
			d[k%4] = d[k%4].With(dds.NewCard(dds.Suit(c/13), dds.Rank(c%13)+dds.Two))
		}
		out[i] = d.PBN(dds.North)
	}
	return out
}

// tables solves the random deals in the page (one worker) and natively.
func tables(b *strings.Builder, stdout io.Writer, browser context.Context, url string, o options) error {
	ctx, cancel := tab(browser)
	defer cancel()
	if _, err := open(ctx, url+"/"); err != nil {
		return err
	}
	// The page's engine solves each deal on the table the last one left
	// (solver.Reusing, cmd/ruling-wasm); so does the native side, as a
	// native worker keeps its solver from deal to deal.
	native := &calls.Engine{Solver: solver.Reusing(solver.Options{})}
	cpu := newBrowserCPU(browser)
	var tw, tn, cw, cn []time.Duration
	for i, deal := range randomDeals(o.deals, o.seed) {
		var wasmTricks, nativeTricks []int
		page := func() error {
			d, tricks, err := pageSolve(ctx, cpu, deal, i)
			tw, cw = append(tw, d.wall), append(cw, d.cpu)
			wasmTricks = tricks
			return err
		}
		nat := func() error {
			d, tricks, err := nativeSolve(native, deal)
			tn, cn = append(tn, d.wall), append(cn, d.cpu)
			nativeTricks = tricks
			return err
		}
		first, second := page, nat
		if i%2 == 1 {
			first, second = nat, page
		}
		if err := first(); err != nil {
			return err
		}
		if err := second(); err != nil {
			return err
		}
		if !slices.Equal(wasmTricks, nativeTricks) {
			return fmt.Errorf("deal %d %s: the page's table %v, the native one %v", i+1, deal, wasmTricks, nativeTricks)
		}
		if (i+1)%10 == 0 {
			fmt.Fprintf(stdout, "tables %3d  page %7.1f ms  native %7.1f ms (this deal)\n", i+1, ms(tw[i]), ms(tn[i]))
		}
	}
	mw, mn := record.Median(tw), record.Median(tn)
	sw, sn := sum(tw), sum(tn)
	fmt.Fprintf(b, "## A full double-dummy table, one worker\n\n%d random deals (seed %d), each solved by the page's engine worker (rulingAPI.solve, timed in the page) and natively by the same call (calls.Engine.Solve), each side's solvers reusing one table from deal to deal (solver.Reusing), the order alternating; every table agreed.\n\n", o.deals, o.seed)
	fmt.Fprintf(b, "| | median | mean | total |\n|---|---:|---:|---:|\n")
	fmt.Fprintf(b, "| WebAssembly in Chromium | %.1f ms | %.1f ms | %.2f s |\n", ms(mw), ms(sw)/float64(len(tw)), sw.Seconds())
	fmt.Fprintf(b, "| native Go | %.1f ms | %.1f ms | %.2f s |\n", ms(mn), ms(sn)/float64(len(tn)), sn.Seconds())
	fmt.Fprintf(b, "\nWebAssembly / native: %.2f× (medians), %.2f× (totals). Anchors (each on its author's machine): DDS 3.1's WebAssembly build 706 ms a board; a Rust port of bridge-solver about 250 ms a table.\n\n", ms(mw)/ms(mn), sw.Seconds()/sn.Seconds())
	if cpuKnown(cw) && cpuKnown(cn) {
		fmt.Fprintf(b, "CPU time (cpu.go: the browser's threads, the native solve's thread): medians %.1f ms and %.1f ms, %.2f× (totals %.2f×); the deals' own ratios: median %.2f×, quartiles %.2f–%.2f×. On an idle machine it is about the wall time; on a loaded one the measure to read.\n\n",
			ms(record.Median(cw)), ms(record.Median(cn)), ms(record.Median(cw))/ms(record.Median(cn)), sum(cw).Seconds()/sum(cn).Seconds(),
			record.Median(ratiosOf(cw, cn)), record.Percentile(ratiosOf(cw, cn), 25), record.Percentile(ratiosOf(cw, cn), 75))
	}
	// The first table is the worker's first solve: V8 starts the engine's
	// functions in Liftoff and moves the hot ones to TurboFan (compiled
	// in the background) while they run, a cost the median leaves out.
	if len(tw) > 0 {
		fmt.Fprintf(b, "The first deal, the worker's first table (V8's tier-up among it; the median is of warm code): the page %.1f ms, native %.1f ms.\n\n", ms(tw[0]), ms(tn[0]))
	}
	return nil
}

// timing is a solve's wall time and CPU time (cpu.go; 0 where unknown).
type timing struct{ wall, cpu time.Duration }

// pageSolve solves deal (the i-th) in the page of tab ctx: the time the
// page took (the call to the worker, the solve, the answer), the CPU
// time of the browser's threads meanwhile, and the table.
func pageSolve(ctx context.Context, cpu browserCPU, deal string, i int) (timing, []int, error) {
	js := `(async () => { const t0 = performance.now(); const r = await rulingAPI.solve({deal: ` + strconv.Quote(deal) + `});
		return JSON.stringify({ms: performance.now() - t0, tricks: r.ok ? r.data.tricks : null, error: r.ok ? "" : r.data.error}); })()`
	c0, okCPU := cpu.now()
	s, err := cdp.Run(ctx, cdp.Evaluate[string](js, cdp.EvalAwaitPromise))
	if err != nil {
		return timing{}, nil, err
	}
	c1, _ := cpu.now()
	var ans struct {
		MS     float64
		Tricks []int
		Error  string
	}
	if err := json.Unmarshal([]byte(s), &ans); err != nil || ans.Error != "" {
		return timing{}, nil, fmt.Errorf("deal %d in the page: %v %s", i+1, err, ans.Error)
	}
	t := timing{wall: time.Duration(ans.MS * float64(time.Millisecond))}
	if okCPU {
		t.cpu = c1 - c0
	}
	return t, ans.Tricks, nil
}

// nativeSolve solves deal natively by the page's call.
func nativeSolve(native *calls.Engine, deal string) (timing, []int, error) {
	var ans *calls.SolveAnswer
	var err error
	var t timing
	t.cpu = threadCPU(func() {
		start := time.Now()
		ans, err = native.Solve(calls.SolveRequest{Deal: deal})
		t.wall = time.Since(start)
	})
	if err != nil {
		return timing{}, nil, err
	}
	return t, ans.Tricks, nil
}

// abTables solves the random deals by engine A (the page at urlA), engine
// B (at urlB), each in a tab of its own with its one worker, and
// natively, the order rotating deal by deal; the tables must agree.
func abTables(b *strings.Builder, stdout io.Writer, browser context.Context, urlA, urlB string, o options) error {
	ctxA, cancelA := tab(browser)
	defer cancelA()
	ctxB, cancelB := tab(browser)
	defer cancelB()
	if _, err := open(ctxA, urlA+"/"); err != nil {
		return err
	}
	if _, err := open(ctxB, urlB+"/"); err != nil {
		return err
	}
	native := &calls.Engine{Solver: solver.Reusing(solver.Options{})}
	cpu := newBrowserCPU(browser)
	// Two deals of another seed first, untimed: each worker's tier-up.
	for i, deal := range randomDeals(2, o.seed+1) {
		for _, ctx := range []context.Context{ctxA, ctxB} {
			if _, _, err := pageSolve(ctx, cpu, deal, i); err != nil {
				return err
			}
		}
	}
	// The six orders of A (0), B (1) and native (2), in turn.
	orders := [][3]int{{0, 1, 2}, {1, 0, 2}, {2, 0, 1}, {2, 1, 0}, {0, 2, 1}, {1, 2, 0}}
	var ta, tb, tn, ca, cb, cn []time.Duration
	var ratios []float64
	for i, deal := range randomDeals(o.deals, o.seed) {
		var got [3][]int
		var ts, cs [3]time.Duration
		for r := range max(o.reps, 1) {
			for _, side := range orders[(i*max(o.reps, 1)+r)%len(orders)] {
				var t timing
				var err error
				switch side {
				case 0:
					t, got[0], err = pageSolve(ctxA, cpu, deal, i)
				case 1:
					t, got[1], err = pageSolve(ctxB, cpu, deal, i)
				default:
					t, got[2], err = nativeSolve(native, deal)
				}
				if err != nil {
					return err
				}
				// The fastest of the deal's --reps solves, on each clock:
				// the load only adds.
				if r == 0 || t.wall < ts[side] {
					ts[side] = t.wall
				}
				if r == 0 || t.cpu < cs[side] {
					cs[side] = t.cpu
				}
			}
		}
		if !slices.Equal(got[0], got[2]) || !slices.Equal(got[1], got[2]) {
			return fmt.Errorf("deal %d %s: engine A's table %v, B's %v, the native one %v", i+1, deal, got[0], got[1], got[2])
		}
		ta, tb, tn = append(ta, ts[0]), append(tb, ts[1]), append(tn, ts[2])
		ca, cb, cn = append(ca, cs[0]), append(cb, cs[1]), append(cn, cs[2])
		ratios = append(ratios, float64(ts[1])/float64(ts[0]))
		fmt.Fprintf(stdout, "table %3d  A %7.1f ms  B %7.1f ms  native %7.1f ms  B/A %.3f  CPU A %7.1f B %7.1f native %7.1f B/A %.3f\n",
			i+1, ms(ts[0]), ms(ts[1]), ms(ts[2]), ratios[i], ms(cs[0]), ms(cs[1]), ms(cs[2]), float64(cs[1])/float64(max(cs[0], 1)))
	}
	ma, mb, mn := record.Median(ta), record.Median(tb), record.Median(tn)
	q := func(p float64) float64 { return record.Percentile(ratios, p) }
	fmt.Fprintf(b, "## Engine A against engine B: a full double-dummy table, one worker each\n\n%d random deals (seed %d), each solved %d times by A, by B (each in a tab of its own, rulingAPI.solve timed in the page) and natively (calls.Engine.Solve), the order rotating, and each side's fastest kept; every table agreed.\n\n", o.deals, o.seed, max(o.reps, 1))
	fmt.Fprintf(b, "| | median | total | / native (medians) |\n|---|---:|---:|---:|\n")
	fmt.Fprintf(b, "| engine A | %.1f ms | %.2f s | %.2f× |\n", ms(ma), sum(ta).Seconds(), ms(ma)/ms(mn))
	fmt.Fprintf(b, "| engine B | %.1f ms | %.2f s | %.2f× |\n", ms(mb), sum(tb).Seconds(), ms(mb)/ms(mn))
	fmt.Fprintf(b, "| native Go | %.1f ms | %.2f s | |\n", ms(mn), sum(tn).Seconds())
	fmt.Fprintf(b, "\nB / A: %.3f (medians), %.3f (totals); the deals' own ratios B/A: median %.3f, quartiles %.3f–%.3f.\n", ms(mb)/ms(ma), sum(tb).Seconds()/sum(ta).Seconds(), record.Median(ratios), q(25), q(75))
	if cpuKnown(ca) && cpuKnown(cb) && cpuKnown(cn) {
		cr := ratiosOf(cb, ca)
		fmt.Fprintf(b, "\nCPU time (cpu.go: the browser's threads, the native solve's thread; each side's least of the --reps), the measure a loaded machine inflates least: A %.1f ms, B %.1f ms, native %.1f ms (medians); A / native %.2f×, B / native %.2f×; B / A %.3f (medians), %.3f (totals); the deals' own ratios B/A: median %.3f, quartiles %.3f–%.3f.\n",
			ms(record.Median(ca)), ms(record.Median(cb)), ms(record.Median(cn)), ms(record.Median(ca))/ms(record.Median(cn)), ms(record.Median(cb))/ms(record.Median(cn)),
			ms(record.Median(cb))/ms(record.Median(ca)), sum(cb).Seconds()/sum(ca).Seconds(), record.Median(cr), record.Percentile(cr, 25), record.Percentile(cr, 75))
	}
	return nil
}

// cpuKnown says whether every CPU time in ts was measured.
func cpuKnown(ts []time.Duration) bool {
	return len(ts) > 0 && !slices.Contains(ts, 0)
}

// ratiosOf are the ratios x[i]/y[i].
func ratiosOf(x, y []time.Duration) []float64 {
	out := make([]float64, len(x))
	for i := range x {
		out[i] = float64(x[i]) / float64(y[i])
	}
	return out
}

func sum(ts []time.Duration) time.Duration {
	var t time.Duration
	for _, x := range ts {
		t += x
	}
	return t
}

// rulingCase is the case file with samples and the rounding set in it.
func rulingCase(o options) ([]byte, error) {
	text, err := os.ReadFile(o.casePath)
	if err != nil {
		return nil, err
	}
	s := string(text)
	set := func(key, line string) {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if strings.HasPrefix(strings.TrimSpace(l), "[") {
				break
			}
			if f := strings.Fields(l); len(f) > 0 && f[0] == key {
				lines[i] = line
				s = strings.Join(lines, "\n")
				return
			}
		}
		s = line + "\n" + s
	}
	set("samples", fmt.Sprintf("samples = %d", o.samples))
	if o.round > 0 {
		// round is an option of the form of scoring: under [options].
		line := fmt.Sprintf("round = %d", o.round)
		switch {
		case strings.Contains(s, "\n[options]\n"):
			s = strings.Replace(s, "\n[options]\n", "\n[options]\n"+line+"\n", 1)
		case strings.Contains(s, "\n[[scenario]]"):
			s = strings.Replace(s, "\n[[scenario]]", "\n[options]\n"+line+"\n\n[[scenario]]", 1)
		default:
			return nil, fmt.Errorf("%s: no [options] or [[scenario]] to put round = %d before", o.casePath, o.round)
		}
	}
	return []byte(s), nil
}

// ruling runs the case in the page and on the command line, interleaved.
func ruling(b *strings.Builder, stdout io.Writer, browser context.Context, url, bin, tmp string, o options) error {
	text, err := rulingCase(o)
	if err != nil {
		return err
	}
	caseFile := filepath.Join(tmp, "case.toml")
	if err := os.WriteFile(caseFile, text, 0o644); err != nil {
		return err
	}
	ctx, cancel := tab(browser)
	defer cancel()
	if _, err := open(ctx, url+"/?workers="+strconv.Itoa(o.workers)); err != nil {
		return err
	}
	cli := func() (string, error) {
		var out, errOut bytes.Buffer
		cmd := exec.Command(bin, "adjust", "--format", "json", "--threads", strconv.Itoa(o.workers), caseFile)
		cmd.Stdout, cmd.Stderr = &out, &errOut
		if err := cmd.Run(); err != nil {
			return "", fmt.Errorf("ruling adjust: %v: %s", err, errOut.String())
		}
		return out.String(), nil
	}
	var pageMS float64
	page := func() (string, error) {
		js := `(async () => {
			const t0 = performance.now();
			let report = null, error = null;
			await rulingAPI.adjust(` + strconv.Quote(string(text)) + `, (ev, data) => {
				if (ev === "report") report = data; else if (ev === "error") error = data.error;
			});
			return JSON.stringify({ms: performance.now() - t0, json: report ? JSON.stringify(report.json, null, 2) + "\n" : "", error});
		})()`
		s, err := cdp.Run(ctx, cdp.Evaluate[string](js, cdp.EvalAwaitPromise))
		if err != nil {
			return "", err
		}
		var ans struct {
			MS    float64
			JSON  string
			Error *string
		}
		if err := json.Unmarshal([]byte(s), &ans); err != nil {
			return "", err
		}
		if ans.Error != nil {
			return "", errors.New(*ans.Error)
		}
		pageMS = ans.MS
		return strings.Replace(ans.JSON, `"solver": "go (WebAssembly)"`, `"solver": "go"`, 1), nil
	}
	var tc, tp []time.Duration
	var jc, jp string
	for r := range o.reps {
		for k := range 2 {
			if (k+r)%2 == 0 {
				start := time.Now()
				if jc, err = cli(); err != nil {
					return err
				}
				tc = append(tc, time.Since(start))
				fmt.Fprintf(stdout, "ruling %d  command line  %7.2f s\n", r+1, tc[r].Seconds())
			} else {
				if jp, err = page(); err != nil {
					return err
				}
				tp = append(tp, time.Duration(pageMS*float64(time.Millisecond)))
				fmt.Fprintf(stdout, "ruling %d  page          %7.2f s\n", r+1, tp[r].Seconds())
			}
		}
	}
	version := func(s string) string { // the builds' versions differ
		var m struct {
			Method struct{ Version string }
		}
		json.Unmarshal([]byte(s), &m)
		return strings.Replace(s, `"version": "`+m.Method.Version+`"`, `"version": ""`, 1)
	}
	same := version(jc) == version(jp)
	fmt.Fprintf(b, "## A ruling: %s, %d samples, round %d\n\n", o.casePath, o.samples, o.round)
	fmt.Fprintf(b, "The page with %d solver workers and a coordinator against `ruling adjust --threads %d` as a new process, %d repetitions interleaved. The page's first run starts its workers (%.2f s); the later ones find them waiting, as a Director's second run does.\n\n", o.workers, o.workers, o.reps, tp[0].Seconds())
	fmt.Fprintf(b, "| way | median | runs |\n|---|---:|---|\n")
	fmt.Fprintf(b, "| the page (WebAssembly) | %.2f s | %s |\n", record.Median(tp).Seconds(), secList(tp))
	fmt.Fprintf(b, "| the command line | %.2f s | %s |\n", record.Median(tc).Seconds(), secList(tc))
	fmt.Fprintf(b, "\nPage / command line: %.2f× (medians).", record.Median(tp).Seconds()/record.Median(tc).Seconds())
	if same {
		fmt.Fprintf(b, " The JSON reports agree (but for the solver's name and the builds' versions).\n")
	} else {
		fmt.Fprintf(b, " **The JSON reports differ.**\n")
	}
	return nil
}

func secList(ts []time.Duration) string {
	var s []string
	for _, t := range ts {
		s = append(s, strconv.FormatFloat(t.Seconds(), 'f', 2, 64))
	}
	return strings.Join(s, ", ")
}

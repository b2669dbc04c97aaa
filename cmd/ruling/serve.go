// serve.go: the serve command — the Director's web page, served from this binary.

package main

import (
	"fmt"
	"net"
	"os/exec"
	"runtime"

	"github.com/ruling-bridge/ruling/reports/web"
)

func init() {
	register(command{name: "serve", summary: "serve the Director's web page (build, run and print a ruling)", order: 40, run: runServe})
}

const serveHelp = `Usage: ruling serve [--addr 127.0.0.1:8080] [--open]

Serves a web page to build a case, check the conditions of its simulated
scenarios, run it and print the ruling, from this binary: nothing is
fetched from the internet. Stop it with Ctrl-C.

Options:
    --addr A        address to listen on (default 127.0.0.1:8080, this
                    computer only); another address lets anyone on that
                    network use the page, and says so
    --open          open the page in the default browser
    --max-runs N    rulings that may run at once (default 2); more are refused
    --threads N     worker threads of a run (default: one per core)
    --solver S      double-dummy solver: go or libdds

The HTTP API the page uses is described in README ("The web page").
`

func runServe(e *env) error {
	fs := newFlags(e, "serve", serveHelp)
	addr := fs.String("addr", "127.0.0.1:8080", "")
	open := fs.Bool("open", false, "")
	maxRuns := fs.Int("max-runs", web.DefaultMaxRuns, "")
	threads := fs.Int("threads", 0, "")
	solverName := fs.String("solver", defaultSolver, "")
	if err := parseFlags(e, fs, "serve"); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return badInput("serve: unexpected argument %q", fs.Arg(0))
	}
	if *maxRuns < 1 {
		return badInput("--max-runs must be at least 1, not %d", *maxRuns)
	}
	factory, err := solverFactory(*solverName, *threads)
	if err != nil {
		return err
	}
	opt := web.Options{MaxRuns: *maxRuns, Threads: *threads, Solver: factory, SolverName: *solverName, Version: versionString()}
	if !web.IsLoopback(*addr) {
		opt.Hosts = web.HostsFor(*addr)
		fmt.Fprintf(e.stderr, "ruling: warning: listening on %s: anyone on that network can use this page and run rulings on this computer\n", *addr)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("serve: %v", err)
	}
	url := "http://" + ln.Addr().String() + "/"
	fmt.Fprintf(e.stdout, "ruling: serving the Director's page at %s (Ctrl-C stops)\n", url)
	if *open {
		if err := openBrowser(url); err != nil {
			fmt.Fprintf(e.stderr, "ruling: warning: could not open a browser (%v); open %s yourself\n", err, url)
		}
	}
	err = web.New(opt).Serve(e.ctx, ln)
	fmt.Fprintln(e.stdout, "ruling: stopped")
	return err
}

// openBrowser opens url in the system's browser.
func openBrowser(url string) error {
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	case "darwin":
		cmd = exec.Command("open", url)
	default:
		cmd = exec.Command("xdg-open", url)
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	go cmd.Wait()
	return nil
}

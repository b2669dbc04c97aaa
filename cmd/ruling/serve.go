// serve.go: the serve command — the Director's web page, served from this binary.

package main

import (
	"errors"
	"fmt"
	"net"
	"strconv"

	"github.com/ruling-bridge/ruling/internal/version"
	"github.com/ruling-bridge/ruling/reports/web"
)

func runServe(e *env) error {
	fs := newFlags("serve")
	addr := fs.String("addr", "127.0.0.1:8080", "")
	open := fs.Bool("open", false, "")
	maxRuns := fs.Int("max-runs", web.DefaultMaxRuns, "")
	export := fs.String("export", "", "")
	wasm := fs.String("wasm", "", "")
	sf := addSolveFlags(fs, 0)
	if err := parseFlags(e, fs, "serve"); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return badInput("serve: unexpected argument %q", fs.Arg(0))
	}
	if *export != "" {
		return exportSite(e, *export, *wasm)
	}
	if *wasm != "" {
		return withHint(badInput("--wasm goes with --export"), "ruling serve --export DIR [--wasm FILE] writes the static site")
	}
	if *maxRuns < 1 {
		return badInput("--max-runs must be at least 1, not %d", *maxRuns)
	}
	if err := checkAddr(*addr); err != nil {
		return withHint(badInput("--addr %q: %v", *addr, err), "give a host and a port, as 127.0.0.1:8080 or :8080")
	}
	factory, err := sf.factory()
	if err != nil {
		return err
	}
	opt := web.Options{MaxRuns: *maxRuns, Threads: sf.threads, Solver: factory, SolverName: sf.solver, Version: version.String()}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		var ae *net.AddrError
		var de *net.DNSError
		if errors.As(err, &ae) || errors.As(err, &de) {
			return withHint(badInput("--addr %q: %v", *addr, err), "give a host and a port, as 127.0.0.1:8080 or :8080")
		}
		return fmt.Errorf("serve: %v", err)
	}
	if !web.IsLoopback(*addr) {
		opt.Hosts = web.HostsFor(*addr)
		fmt.Fprintf(e.stderr, "ruling: warning: listening on %s: anyone on that network can use this page and run rulings on this computer\n", *addr)
	}
	url := "http://" + ln.Addr().String() + "/"
	fmt.Fprintf(e.stdout, "ruling: serving the Director's page at %s (Ctrl-C stops)\n", url)
	if *open {
		if err := web.OpenBrowser(url); err != nil {
			fmt.Fprintf(e.stderr, "ruling: warning: could not open a browser (%v); open %s yourself\n", err, url)
		}
	}
	err = web.New(opt).Serve(e.ctx, ln)
	fmt.Fprintln(e.stdout, "ruling: stopped")
	return err
}

// checkAddr checks a listening address before anything else is done: a
// host (or none) and a port number.
func checkAddr(addr string) error {
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		return errors.New("not host:port")
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return fmt.Errorf("port %q is not a number from 0 to 65535", port)
	}
	return nil
}

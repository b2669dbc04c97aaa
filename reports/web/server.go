// server.go: the Server, its routes, the http.Server's timeouts and a clean shutdown.

package web

import (
	"context"
	"embed"
	"errors"
	"io/fs"
	"net"
	"net/http"
	"time"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/reports/web/calls"
)

//go:embed assets
var assets embed.FS

// Timeouts of the http.Server. Runs stream their progress for as long as
// they take, so no server-wide write timeout is set; ordinary answers get
// answerTimeout each (see guard.go), runs at most MaxRunTime.
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 30 * time.Second
	idleTimeout       = 2 * time.Minute
	answerTimeout     = 30 * time.Second
	shutdownGrace     = 5 * time.Second
)

// Defaults of Options.
const (
	DefaultMaxRuns   = 2
	DefaultMaxChecks = 4
	DefaultRunTime   = 30 * time.Minute
)

// Options configure a Server. The zero value serves with the Go solver.
type Options struct {
	// MaxRuns is how many rulings may run at once (DefaultMaxRuns when 0);
	// a run asked for beyond that is refused with status 503.
	MaxRuns int
	// MaxChecks is how many condition checks may run at once.
	MaxChecks int
	// MaxRunTime bounds one run (DefaultRunTime when 0).
	MaxRunTime time.Duration
	// Solver makes the double-dummy solvers (the Go solver when nil).
	Solver dds.Factory
	// SolverName names the solver in reports ("go" when empty).
	SolverName string
	// Threads is the workers of a run; 0 means one per CPU.
	Threads int
	// Version is ruling's version, for reports.
	Version string
	// Hosts are host names, besides the loopback ones, that requests may
	// name in their Host header (the address served when it is not
	// loopback).
	Hosts []string
}

// loopbackHosts are the names of this machine a Host header may give.
var loopbackHosts = []string{"localhost", "127.0.0.1", "::1"}

// Server is the page and its API.
type Server struct {
	opt    Options
	runs   *slots
	checks *slots
	mux    *http.ServeMux
	hosts  map[string]bool
	active *active
	engine *calls.Engine
	// adjust runs a case (engine.Adjust; tests put stand-ins here).
	adjust runFunc
}

// New makes a Server.
func New(opt Options) *Server {
	if opt.MaxRuns <= 0 {
		opt.MaxRuns = DefaultMaxRuns
	}
	if opt.MaxChecks <= 0 {
		opt.MaxChecks = DefaultMaxChecks
	}
	if opt.MaxRunTime <= 0 {
		opt.MaxRunTime = DefaultRunTime
	}
	if opt.Solver == nil {
		opt.Solver = solver.Reusing(solver.Options{})
	}
	s := &Server{
		opt:    opt,
		runs:   newSlots(opt.MaxRuns, "rulings"),
		checks: newSlots(opt.MaxChecks, "condition checks"),
		mux:    http.NewServeMux(),
		hosts:  map[string]bool{},
		engine: &calls.Engine{Solver: opt.Solver, SolverName: opt.SolverName, Threads: opt.Threads, Version: opt.Version},
	}
	for _, h := range loopbackHosts {
		s.hosts[h] = true
	}
	for _, h := range opt.Hosts {
		s.hosts[h] = true
	}
	static, err := fs.Sub(assets, "assets")
	if err != nil {
		panic(err) // the embedded directory is part of the build
	}
	s.mux.Handle("GET /", http.FileServerFS(static))
	s.mux.HandleFunc("GET /api/templates", s.handleTemplates)
	s.mux.HandleFunc("GET /api/scorings", s.handleScorings)
	s.mux.HandleFunc("GET /api/defaults", s.handleDefaults)
	s.mux.HandleFunc("POST /api/deal", s.handleDeal)
	s.mux.HandleFunc("POST /api/condition/build", s.handleBuild)
	s.mux.HandleFunc("POST /api/condition", s.handleCondition)
	s.mux.HandleFunc("POST /api/case", s.handleCase)
	s.mux.HandleFunc("POST /api/case/load", s.handleLoad)
	s.mux.HandleFunc("POST /api/event", s.handleEvent)
	s.mux.HandleFunc("POST /api/solve", s.handleSolve)
	s.mux.HandleFunc("POST /api/options", s.handleOptions)
	s.routeRuns()
	s.adjust = s.engine.Adjust
	return s
}

// Handler is the server's handler with its guards: host check, same-origin
// POSTs, security headers.
func (s *Server) Handler() http.Handler { return s.guard(s.mux) }

// Serve answers on ln until ctx is done, then shuts down: no new
// connections, runs in progress cancelled, at most shutdownGrace to finish.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	runCtx, cancelRuns := context.WithCancel(context.Background())
	defer cancelRuns()
	hs := &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    64 << 10,
		BaseContext:       func(net.Listener) context.Context { return runCtx },
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	cancelRuns() // streams end, runs stop
	sctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	err := hs.Shutdown(sctx)
	if e := <-done; !errors.Is(e, http.ErrServerClosed) && err == nil {
		err = e
	}
	return err
}

// IsLoopback reports whether an address to listen on ("host:port") stays
// on this machine.
func IsLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// HostsFor is Options.Hosts for a server listening on addr: its host, or
// any host ("*") when it listens on every address.
func HostsFor(addr string) []string {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = addr
	}
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		return []string{"*"}
	}
	return []string{host}
}

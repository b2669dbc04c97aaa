// guard.go: the checks every request passes — host, same origin for POSTs, body limits — and JSON errors.

package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/ruling-bridge/ruling/reports/web/calls"
)

// Body limits.
const (
	maxJSONBody = 64 << 10 // a deal, a condition, the builder's ranges
	maxCaseBody = 4 << 20  // a case file with the event files it names
)

// apiError is the JSON body of every error answer.
type apiError = calls.ErrorBody

// writeJSON answers v as JSON with the given status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false) // JSON, never sniffed as HTML (nosniff)
	enc.Encode(v)
}

// fail answers an error message with the given status.
func fail(w http.ResponseWriter, status int, format string, a ...any) {
	writeJSON(w, status, apiError{Error: fmt.Sprintf(format, a...)})
}

// guard wraps the routes: the Host header must name this server (a page
// whose name was made to resolve to 127.0.0.1 cannot reach it: DNS
// rebinding), POSTs must come from the same origin, and every answer gets
// a write deadline and headers that keep it out of other sites' frames.
func (s *Server) guard(next http.Handler) http.Handler {
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusForbidden, "cross-origin request refused: only the ruling page itself may post to this server")
	}))
	inner := cop.Handler(next)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.hostAllowed(r.Host) {
			fail(w, http.StatusMisdirectedRequest, "this server answers requests for %s only, not %q", s.hostList(), r.Host)
			return
		}
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		http.NewResponseController(w).SetWriteDeadline(time.Now().Add(answerTimeout))
		inner.ServeHTTP(w, r)
	})
}

// contentSecurityPolicy allows nothing from outside: the page's own
// script and styles, inline styles and data: images for the report shown
// in a frame (its SVG charts), no frames of this page elsewhere.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data:; frame-src 'self' about:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// hostAllowed reports whether a Host header names this server.
func (s *Server) hostAllowed(hostport string) bool {
	if s.hosts["*"] {
		return true
	}
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	return s.hosts[strings.ToLower(host)]
}

// hostList names the hosts this server answers, for the refusal.
func (s *Server) hostList() string {
	return strings.Join(append(slices.Clone(loopbackHosts), s.opt.Hosts...), ", ")
}

// readJSON decodes a JSON body of at most maxJSONBody bytes into v. On
// failure it has answered and returns false.
func readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	if !hasType(r, "application/json") {
		fail(w, http.StatusUnsupportedMediaType, "send JSON (Content-Type: application/json)")
		return false
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxJSONBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		bodyError(w, err, "bad JSON")
		return false
	}
	if _, err := dec.Token(); err != io.EOF {
		fail(w, http.StatusBadRequest, "the body holds more than one JSON value")
		return false
	}
	return true
}

// bodyError answers a failure to read a body: 413 when it was too large,
// else 400 with what, the kind of body ("bad JSON", "bad multipart form").
func bodyError(w http.ResponseWriter, err error, what string) {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		fail(w, http.StatusRequestEntityTooLarge, "the request is larger than %d KiB", tooBig.Limit>>10)
		return
	}
	fail(w, http.StatusBadRequest, "%s: %v", what, err)
}

// hasType reports whether the request's Content-Type is want.
func hasType(r *http.Request, want string) bool {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return err == nil && mt == want
}

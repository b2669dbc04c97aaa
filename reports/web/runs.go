// runs.go: POST /api/adjust — a ruling run, answered whole or streamed as server-sent events, and its cancellation.

package web

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"mime/multipart"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ruling-bridge/ruling/reports/web/calls"
)

// progressEvery is the least time between two progress events of a stream.
const progressEvery = 100 * time.Millisecond

// Progress is how far a run is; Reports a finished run in every format.
type (
	Progress = calls.Progress
	Reports  = calls.Reports
)

// runFunc runs a case (TOML, with the files it names in files) and renders
// the result in the formats asked for (json, html, md, text, toml; every
// one when formats is nil); progress may be called from any goroutine.
type runFunc func(ctx context.Context, caseText []byte, files fs.FS, formats []string, progress func(Progress)) (*Reports, error)

// active are the runs going on, by id, for cancellation.
type active struct {
	mu  sync.Mutex
	run map[string]context.CancelFunc
}

func (a *active) add(id string, cancel context.CancelFunc) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.run[id] = cancel
}

func (a *active) remove(id string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	delete(a.run, id)
}

func (a *active) cancel(id string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	c, ok := a.run[id]
	if ok {
		c()
	}
	return ok
}

func (s *Server) routeRuns() {
	s.active = &active{run: map[string]context.CancelFunc{}}
	s.mux.HandleFunc("POST /api/adjust", s.handleAdjust)
	s.mux.HandleFunc("POST /api/runs/{id}/cancel", s.handleCancel)
}

func newID() string {
	var b [12]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// readCase reads the case of a run: a TOML body, or a multipart form with
// the case in the part "case" and the files it names in parts named by
// their file names (an in-memory file system: the run reads nothing else).
func readCase(w http.ResponseWriter, r *http.Request) (text []byte, files fs.FS, ok bool) {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch mt {
	case "application/toml":
		b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxCaseBody))
		if err != nil {
			bodyError(w, err, "reading the case")
			return nil, nil, false
		}
		return b, calls.Files{}, true
	case "multipart/form-data":
		return readParts(w, r, "case")
	}
	fail(w, http.StatusUnsupportedMediaType, "send the case file as Content-Type: application/toml (or a multipart form with the case and its files)")
	return nil, nil, false
}

// readParts reads a multipart form of at most maxCaseBody bytes: the part
// named main, and the files (parts with a file name) as an in-memory file
// system. On failure it has answered and returns false.
func readParts(w http.ResponseWriter, r *http.Request, main string) (text []byte, files fs.FS, ok bool) {
	mt, params, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt != "multipart/form-data" {
		fail(w, http.StatusUnsupportedMediaType, "send a multipart form (Content-Type: multipart/form-data)")
		return nil, nil, false
	}
	mfs := calls.Files{}
	mr := newMultipart(http.MaxBytesReader(w, r.Body, maxCaseBody), params["boundary"])
	for {
		name, data, err := mr.next(main)
		if err == io.EOF {
			break
		}
		if err != nil {
			bodyError(w, err, "bad multipart form")
			return nil, nil, false
		}
		if name == main {
			text = data
			continue
		}
		if !fs.ValidPath(name) || strings.Contains(name, "/") {
			fail(w, http.StatusBadRequest, "file %q: give a plain file name", name)
			return nil, nil, false
		}
		mfs[name] = data
	}
	if text == nil {
		fail(w, http.StatusBadRequest, "the form has no part named %q", main)
		return nil, nil, false
	}
	return text, mfs, true
}

func (s *Server) handleAdjust(w http.ResponseWriter, r *http.Request) {
	text, files, ok := readCase(w, r)
	if !ok {
		return
	}
	format := r.URL.Query().Get("format")
	if format == "" {
		format = "json"
	}
	if !validFormat(format) {
		fail(w, http.StatusBadRequest, "format %q: choose json, html, md, text or toml", format)
		return
	}
	if !s.runs.take(w) {
		return
	}
	defer s.runs.release()
	// A run may last longer than an ordinary answer, and stops when
	// the client goes away (r.Context) or at MaxRunTime.
	http.NewResponseController(w).SetWriteDeadline(time.Time{})
	ctx, cancel := context.WithTimeout(r.Context(), s.opt.MaxRunTime)
	defer cancel()
	id := newID()
	s.active.add(id, cancel)
	defer s.active.remove(id)

	if wantsStream(r) {
		s.stream(ctx, w, id, text, files)
		return
	}
	w.Header().Set("X-Run-Id", id)
	rep, err := s.adjust(ctx, text, files, []string{format}, func(Progress) {})
	if err != nil {
		runError(w, ctx, err)
		return
	}
	answerReport(w, rep, format)
}

// wantsStream reports whether the client asked for server-sent events.
func wantsStream(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept"), ",") {
		if mt, _, err := mime.ParseMediaType(strings.TrimSpace(part)); err == nil && mt == "text/event-stream" {
			return true
		}
	}
	return false
}

func validFormat(f string) bool {
	return slices.Contains(calls.Formats, f)
}

// answerReport answers a finished run in one format.
func answerReport(w http.ResponseWriter, rep *Reports, format string) {
	var body, ctype string
	switch format {
	case "json":
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.WriteHeader(http.StatusOK)
		w.Write(rep.JSON)
		io.WriteString(w, "\n") // as the command line ends it
		return
	case "html":
		body, ctype = rep.HTML, "text/html; charset=utf-8"
		// The report is shown as a document of its own: no script runs in it.
		w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
	case "md":
		body, ctype = rep.Markdown, "text/markdown; charset=utf-8"
	case "text":
		body, ctype = rep.Text, "text/plain; charset=utf-8"
	case "toml":
		body, ctype = rep.Case, "application/toml; charset=utf-8"
	}
	w.Header().Set("Content-Type", ctype)
	w.WriteHeader(http.StatusOK)
	io.WriteString(w, body)
}

// runError answers a failed run: 400 with the line for a bad case, 503
// when it was cancelled or timed out, 500 otherwise.
func runError(w http.ResponseWriter, ctx context.Context, err error) {
	status, body := errorBody(ctx, err)
	writeJSON(w, status, body)
}

func errorBody(ctx context.Context, err error) (int, apiError) {
	var ce *calls.Error
	switch {
	case errors.As(err, &ce):
		return http.StatusBadRequest, apiError{Error: ce.Msg, Line: ce.Line, Column: ce.Column}
	case errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil:
		return http.StatusServiceUnavailable, apiError{Error: "the run took longer than this server allows and was stopped"}
	case errors.Is(err, context.Canceled) || ctx.Err() != nil:
		return http.StatusServiceUnavailable, apiError{Error: "the run was cancelled"}
	}
	return http.StatusInternalServerError, apiError{Error: err.Error()}
}

// stream runs the case and writes server-sent events: "start" (the run's
// id, for /api/runs/{id}/cancel), "progress" (at most every
// progressEvery), then "report" (Reports) or "error" ({error, line}).
func (s *Server) stream(ctx context.Context, w http.ResponseWriter, id string, text []byte, files fs.FS) {
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	rc := http.NewResponseController(w)
	var mu sync.Mutex // progress comes from the run's goroutines
	send := func(event string, v any) {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false) // as the JSON report itself is written
		if err := enc.Encode(v); err != nil {
			buf.Reset()
			enc.Encode(apiError{Error: err.Error()})
			event = "error"
		}
		b := bytes.TrimSpace(buf.Bytes())
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(w, "event: %s\ndata: %s\n\n", event, b)
		rc.Flush()
	}
	send("start", map[string]string{"id": id})
	var last time.Time
	var lastMu sync.Mutex
	rep, err := s.adjust(ctx, text, files, nil, func(p Progress) {
		lastMu.Lock()
		now := time.Now()
		due := now.Sub(last) >= progressEvery || p.Done == p.Total
		if due {
			last = now
		}
		lastMu.Unlock()
		if due {
			send("progress", p)
		}
	})
	if err != nil {
		_, body := errorBody(ctx, err)
		send("error", body)
		return
	}
	send("report", rep)
}

func (s *Server) handleCancel(w http.ResponseWriter, r *http.Request) {
	if !s.active.cancel(r.PathValue("id")) {
		fail(w, http.StatusNotFound, "no run %q is going on (it may have finished)", r.PathValue("id"))
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// maxParts bounds the files of a multipart case.
const maxParts = 16

// multipartCase reads the parts of a multipart case, each whole.
type multipartCase struct {
	r *multipart.Reader
	n int
}

func newMultipart(body io.Reader, boundary string) *multipartCase {
	return &multipartCase{r: multipart.NewReader(body, boundary)}
}

// next is the next part's name (its file name, or its form name for the
// part main) and data.
func (m *multipartCase) next(main string) (string, []byte, error) {
	p, err := m.r.NextPart()
	if err != nil {
		return "", nil, err
	}
	defer p.Close()
	if m.n++; m.n > maxParts {
		return "", nil, fmt.Errorf("more than %d parts in the form", maxParts)
	}
	name := p.FormName()
	if name != main && p.FileName() != "" {
		name = p.FileName()
	}
	data, err := io.ReadAll(p)
	return name, data, err
}

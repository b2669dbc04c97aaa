package web

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// testDeal is board 7 of examples/misinformation-mp.toml.
const testDeal = "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.98765"

func newTestServer(t *testing.T, opt Options) (*Server, *httptest.Server) {
	t.Helper()
	s := New(opt)
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	return s, ts
}

// postJSON posts body as the page would (same origin).
func postJSON(t *testing.T, ts *httptest.Server, path, body string, header ...string) (*http.Response, map[string]any) {
	t.Helper()
	req, err := http.NewRequest("POST", ts.URL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", ts.URL)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	for i := 0; i+1 < len(header); i += 2 {
		if header[i+1] == "" {
			req.Header.Del(header[i])
		} else {
			req.Header.Set(header[i], header[i+1])
		}
	}
	res, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var m map[string]any
	if err := json.NewDecoder(res.Body).Decode(&m); err != nil {
		t.Fatalf("%s: answer is not JSON: %v", path, err)
	}
	return res, m
}

func TestPageServed(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	for path, want := range map[string]string{"/": "Condition builder", "/api.js": "/api/condition", "/app.js": "window.rulingAPI", "/style.css": "table.diagram"} {
		res, err := ts.Client().Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || !strings.Contains(string(b), want) {
			t.Errorf("GET %s: %d, body lacks %q", path, res.StatusCode, want)
		}
		if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") {
			t.Errorf("GET %s: Content-Security-Policy %q", path, csp)
		}
	}
	// Nothing in the page comes from outside.
	// The page reaches the engine only through api.js (one layer another
	// back end can replace): app.js has no URL of the server and no fetch.
	app, err := assets.ReadFile("assets/app.js")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(app), "fetch(") || strings.Contains(string(app), "/api/") {
		t.Errorf("app.js calls the server itself: every call goes through api.js")
	}
	for _, name := range []string{"index.html", "api.js", "app.js", "engine.js", "worker.js", "style.css"} {
		b, err := fs.ReadFile(assets, "assets/"+name)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(b), "http://") || strings.Contains(string(b), "https://") {
			t.Errorf("%s refers to an outside address", name)
		}
	}
}

func TestDeal(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	res, m := postJSON(t, ts, "/api/deal", `{"deal": "`+testDeal+`"}`)
	if res.StatusCode != 200 {
		t.Fatalf("status %d: %v", res.StatusCode, m)
	}
	w := m["hands"].(map[string]any)["W"].(map[string]any)
	if w["hearts"] != "KJ6" || w["hcp"].(float64) != 4 || m["complete"] != true {
		t.Errorf("West = %v, complete %v", w, m["complete"])
	}
	res, m = postJSON(t, ts, "/api/deal", `{"deal": "N:AKQ2.T98.KJ5.A43 T965.Q5432.A2.K2 J874.A7.QT98.QJT 3.KJ6.7643.9876A"}`)
	if res.StatusCode != 400 || !strings.Contains(m["error"].(string), "twice") {
		t.Errorf("a card twice: %d %v", res.StatusCode, m)
	}
}

func TestConditionCheck(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	check := func(cond, known string) (int, map[string]any) {
		b, _ := json.Marshal(conditionRequest{Deal: testDeal, Condition: cond, Known: known})
		res, m := postJSON(t, ts, "/api/condition", string(b))
		return res.StatusCode, m
	}
	// West holds ♥K: with North–South's hands known, East or West holds
	// it with probability exactly 1/2.
	code, m := check("hascard(west, KH)", "NS")
	if code != 200 {
		t.Fatalf("status %d: %v", code, m)
	}
	rate, lo, hi := m["rate"].(float64), m["low"].(float64), m["high"].(float64)
	if m["meets"] != true || !(lo <= 0.5 && 0.5 <= hi) || !(lo <= rate && rate <= hi) || hi-lo > 0.01 {
		t.Errorf("hascard(west, KH): %v", m)
	}
	code, m = check("hascard(east, KH)", "NS")
	if code != 200 || m["meets"] != false {
		t.Errorf("hascard(east, KH): %d %v", code, m)
	}
	// East has 5 hearts and 8 HCP; a shape-first condition's rate is the
	// share of all deals, not of those dealt.
	code, m = check("hearts(east) >= 5 && hcp(east) >= 6", "NS")
	if code != 200 || m["meets"] != true || m["rate"].(float64) > 0.5 || m["rate"].(float64) < 0.01 {
		t.Errorf("hearts(east) >= 5: %d %v", code, m)
	}
	// Everything known: the rate is 1 or 0 and says whether it meets.
	code, m = check("hcp(north) == 17", "NESW")
	if code != 200 || m["meets"] != true || m["rate"] != 1.0 {
		t.Errorf("all known: %d %v", code, m)
	}
	// An impossible shape: rate 0 and a note.
	code, m = check("spades(east) == 13", "NS")
	if code != 200 || m["rate"] != 0.0 || m["meets"] != false {
		t.Errorf("impossible: %d %v", code, m)
	}
	code, m = check("hcp(west) >= 11 &&\n  spades(west) >> 5", "NS")
	if code != 400 || m["line"] != 2.0 || m["column"] == nil {
		t.Errorf("syntax error: %d %v", code, m)
	}
	code, m = check("hcp(west)", "XY")
	if code != 400 || !strings.Contains(m["error"].(string), "known") {
		t.Errorf("bad seats: %d %v", code, m)
	}
}

func TestBadRequests(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	big := `{"deal": "` + strings.Repeat("x", maxJSONBody) + `"}`
	if res, m := postJSON(t, ts, "/api/deal", big); res.StatusCode != 413 {
		t.Errorf("oversized body: %d %v", res.StatusCode, m)
	}
	if res, m := postJSON(t, ts, "/api/deal", `{"deal": "`+testDeal+`"}`, "Content-Type", "text/plain"); res.StatusCode != 415 {
		t.Errorf("text/plain: %d %v", res.StatusCode, m)
	}
	if res, m := postJSON(t, ts, "/api/deal", `{"deal": 7}`); res.StatusCode != 400 {
		t.Errorf("a number for a deal: %d %v", res.StatusCode, m)
	}
	if res, m := postJSON(t, ts, "/api/deal", `{"dael": "x"}`); res.StatusCode != 400 {
		t.Errorf("unknown field: %d %v", res.StatusCode, m)
	}
	if res, m := postJSON(t, ts, "/api/deal", `{"deal": "x"} {}`); res.StatusCode != 400 {
		t.Errorf("two values: %d %v", res.StatusCode, m)
	}
	if res, m := postJSON(t, ts, "/api/condition", `{"deal": "`+testDeal+`", "condition": "hcp(north) > 1", "tries": 2000000000}`); res.StatusCode != 400 {
		t.Errorf("too many tries: %d %v", res.StatusCode, m)
	}
}

// TestCrossOrigin: a page on another site (or another port of this
// machine) cannot post; a name made to resolve here (DNS rebinding)
// cannot reach the server at all.
func TestCrossOrigin(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	body := `{"deal": "` + testDeal + `"}`
	for _, c := range []struct {
		name   string
		header []string
		want   int
	}{
		{"same origin", nil, 200},
		{"no browser headers (curl)", []string{"Origin", "", "Sec-Fetch-Site", ""}, 200},
		{"cross-site", []string{"Origin", "https://evil.example", "Sec-Fetch-Site", "cross-site"}, 403},
		{"another port", []string{"Origin", "http://127.0.0.1:1", "Sec-Fetch-Site", "same-site"}, 403},
		{"old browser, other origin", []string{"Origin", "https://evil.example", "Sec-Fetch-Site", ""}, 403},
		{"rebinding", []string{"Host", "evil.example"}, 421},
	} {
		req, _ := http.NewRequest("POST", ts.URL+"/api/deal", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Origin", ts.URL)
		req.Header.Set("Sec-Fetch-Site", "same-origin")
		for i := 0; i < len(c.header); i += 2 {
			if c.header[i] == "Host" {
				req.Host = c.header[i+1]
			} else if c.header[i+1] == "" {
				req.Header.Del(c.header[i])
			} else {
				req.Header.Set(c.header[i], c.header[i+1])
			}
		}
		res, err := ts.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != c.want {
			t.Errorf("%s: status %d, want %d (%s)", c.name, res.StatusCode, c.want, b)
		}
	}
}

// blockingRuns makes the server's runs wait until released (or
// cancelled), so that tests can hold slots.
type blockingRuns struct {
	started  chan struct{}
	release  chan struct{}
	mu       sync.Mutex
	canceled int
}

func newBlockingRuns() *blockingRuns {
	return &blockingRuns{started: make(chan struct{}, 16), release: make(chan struct{})}
}

func (b *blockingRuns) run(ctx context.Context, text []byte, files fs.FS, formats []string, progress func(Progress)) (*Reports, error) {
	b.started <- struct{}{}
	progress(Progress{Done: 1, Total: 2})
	select {
	case <-b.release:
		return &Reports{JSON: json.RawMessage(`{"ok":true}`), HTML: "<p>report</p>", Case: string(text)}, nil
	case <-ctx.Done():
		b.mu.Lock()
		b.canceled++
		b.mu.Unlock()
		return nil, ctx.Err()
	}
}

func (b *blockingRuns) cancels() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.canceled
}

func adjustRequest(t *testing.T, ctx context.Context, ts *httptest.Server, body string, stream bool) *http.Request {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, "POST", ts.URL+"/api/adjust", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/toml")
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	if stream {
		req.Header.Set("Accept", "text/event-stream")
	}
	return req
}

// TestConcurrentRuns: two runs at a time; a third is refused in plain
// words, and accepted once one has finished.
func TestConcurrentRuns(t *testing.T) {
	s, ts := newTestServer(t, Options{MaxRuns: 2})
	b := newBlockingRuns()
	s.adjust = b.run
	type answer struct {
		code int
		body string
	}
	answers := make(chan answer, 3)
	for range 2 {
		go func() {
			res, err := ts.Client().Do(adjustRequest(t, context.Background(), ts, "deal = 1", false))
			if err != nil {
				answers <- answer{0, err.Error()}
				return
			}
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			answers <- answer{res.StatusCode, string(body)}
		}()
	}
	<-b.started
	<-b.started
	res, err := ts.Client().Do(adjustRequest(t, context.Background(), ts, "deal = 1", false))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 503 || !strings.Contains(string(body), "2 rulings are already running") || res.Header.Get("Retry-After") == "" {
		t.Errorf("third run: %d %s", res.StatusCode, body)
	}
	b.release <- struct{}{}
	if a := <-answers; a.code != 200 || strings.TrimSpace(a.body) != `{"ok":true}` {
		t.Errorf("first run: %d %s", a.code, a.body)
	}
	go func() {
		res, err := ts.Client().Do(adjustRequest(t, context.Background(), ts, "deal = 2", false))
		if err == nil {
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			answers <- answer{res.StatusCode, string(body)}
		}
	}()
	<-b.started // a slot was free again
	b.release <- struct{}{}
	b.release <- struct{}{}
	for range 2 {
		if a := <-answers; a.code != 200 {
			t.Errorf("run: %d %s", a.code, a.body)
		}
	}
}

// readEvents reads server-sent events until the stream ends.
func readEvents(r io.Reader, each func(event, data string) bool) {
	sc := bufio.NewScanner(r)
	var event string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			event = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			if !each(event, strings.TrimPrefix(line, "data: ")) {
				return
			}
		}
	}
}

// TestStreamAndCancel: a streamed run says its id and progress; the
// cancel endpoint stops it; a client that goes away stops it too.
func TestStreamAndCancel(t *testing.T) {
	s, ts := newTestServer(t, Options{})
	b := newBlockingRuns()
	s.adjust = b.run
	res, err := ts.Client().Do(adjustRequest(t, context.Background(), ts, "deal = 1", true))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if ct := res.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("Content-Type %q", ct)
	}
	var events []string
	readEvents(res.Body, func(event, data string) bool {
		events = append(events, event)
		switch event {
		case "start":
			var m map[string]string
			json.Unmarshal([]byte(data), &m)
			req, _ := http.NewRequest("POST", ts.URL+"/api/runs/"+m["id"]+"/cancel", nil)
			req.Header.Set("Sec-Fetch-Site", "same-origin")
			res, err := ts.Client().Do(req)
			if err != nil || res.StatusCode != http.StatusNoContent {
				t.Errorf("cancel: %v %v", res, err)
			}
		case "error":
			if !strings.Contains(data, "cancelled") {
				t.Errorf("error event %s", data)
			}
		}
		return true
	})
	if strings.Join(events, " ") != "start progress error" || b.cancels() != 1 {
		t.Errorf("events %v, %d cancelled", events, b.cancels())
	}

	// The client goes away: the run stops.
	<-b.started // the first run's
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		<-b.started
		cancel()
	}()
	if res, err := ts.Client().Do(adjustRequest(t, ctx, ts, "deal = 1", false)); err == nil {
		res.Body.Close()
	}
	deadline := time.Now().Add(5 * time.Second)
	for b.cancels() != 2 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if b.cancels() != 2 {
		t.Errorf("a run whose client went away was not cancelled")
	}
	// An unknown run.
	if res, m := postJSON(t, ts, "/api/runs/nope/cancel", ``); res.StatusCode != 404 {
		t.Errorf("unknown run: %d %v", res.StatusCode, m)
	}
}

// TestShutdown: Serve returns once its context is done, ending the runs
// in progress.
func TestShutdown(t *testing.T) {
	s := New(Options{})
	b := newBlockingRuns()
	s.adjust = b.run
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- s.Serve(ctx, ln) }()
	url := "http://" + ln.Addr().String()
	req, _ := http.NewRequest("POST", url+"/api/adjust", strings.NewReader("deal = 1"))
	req.Header.Set("Content-Type", "application/toml")
	req.Header.Set("Accept", "text/event-stream")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	<-b.started
	stop()
	select {
	case err := <-served:
		if err != nil {
			t.Errorf("Serve: %v", err)
		}
	case <-time.After(shutdownGrace + 2*time.Second):
		t.Fatal("Serve did not return after its context was done")
	}
	if b.cancels() != 1 {
		t.Errorf("the run in progress was not stopped")
	}
	if _, err := http.Get(url + "/"); err == nil {
		t.Errorf("the server still answers after shutdown")
	}
}

func TestIsLoopback(t *testing.T) {
	for addr, want := range map[string]bool{"127.0.0.1:8080": true, "localhost:80": true, "[::1]:8080": true,
		"0.0.0.0:8080": false, ":8080": false, "192.168.1.5:8080": false, "bad": false} {
		if IsLoopback(addr) != want {
			t.Errorf("IsLoopback(%q) = %v", addr, !want)
		}
	}
}

func TestHostsFor(t *testing.T) {
	for addr, want := range map[string]string{"0.0.0.0:8080": "*", ":8080": "*", "[::]:80": "*", "192.168.1.5:8080": "192.168.1.5", "laptop.local:80": "laptop.local"} {
		if got := HostsFor(addr); len(got) != 1 || got[0] != want {
			t.Errorf("HostsFor(%q) = %v, want [%s]", addr, got, want)
		}
	}
	// A server for 192.168.1.5 answers that name and loopback only.
	s := New(Options{Hosts: HostsFor("192.168.1.5:8080")})
	for host, want := range map[string]bool{"192.168.1.5:8080": true, "localhost:8080": true, "[::1]:8080": true, "evil.example:8080": false} {
		if s.hostAllowed(host) != want {
			t.Errorf("host %s allowed: %v", host, !want)
		}
	}
}

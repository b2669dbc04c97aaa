// hostile_test.go: hostile conditions and bodies at every endpoint — nesting past sim.MaxNesting, a malformed multipart form — answered 400 with the parser's message, never a crash.

package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/sim"
)

func TestHostileConditions(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	deep := strings.Repeat("(", 100000) + "1" + strings.Repeat(")", 100000)
	nested := strings.Repeat("(", sim.MaxNesting+1) + "1" + strings.Repeat(")", sim.MaxNesting+1)
	want := fmt.Sprintf("nesting deeper than %d", sim.MaxNesting)

	// A case file's condition, through /api/adjust: 400 with the message.
	for _, cond := range []string{nested, deep} {
		text := strings.Replace(testCase, `condition = "hearts(east) >= 5 && hcp(east) >= 8 && hcp(east) <= 11"`, `condition = "`+cond+`"`, 1)
		res, body := postCase(t, ts, "/api/adjust", "application/toml", strings.NewReader(text))
		if res.StatusCode != 400 || !strings.Contains(string(body), want) && !strings.Contains(string(body), "larger than") {
			t.Errorf("/api/adjust: %d %.300s", res.StatusCode, body)
		}
	}
	// /api/condition: the condition checked on its own.
	b, _ := json.Marshal(conditionRequest{Deal: testDeal, Condition: nested, Known: "NS"})
	if res, m := postJSON(t, ts, "/api/condition", string(b)); res.StatusCode != 400 || !strings.Contains(fmt.Sprint(m["error"]), want) {
		t.Errorf("/api/condition: %d %v", res.StatusCode, m)
	}
}

// A malformed multipart body is named as such, not as bad JSON.
func TestMalformedMultipart(t *testing.T) {
	_, ts := newTestServer(t, Options{})
	for _, path := range []string{"/api/adjust", "/api/event"} {
		res, body := postCase(t, ts, path, "multipart/form-data; boundary=xyz", strings.NewReader("--xyz\r\nContent-Disposition: form-data; name=\"case\"\r\n\r\nno end"))
		if res.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), "bad multipart form") || strings.Contains(string(body), "JSON") {
			t.Errorf("%s: %d %s", path, res.StatusCode, body)
		}
	}
}

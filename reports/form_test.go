package reports

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// formCase is a teams case read from the event package's test files, with
// every ruling-form key.
const formCase = `pbn = "teams.pbn"
board = 7
table_pairs = [1, 2]
scoring = "imps"
non_offending = "EW"
session = "Evening"
director = "J. Smith"
facts = "South's 2S came after a break in tempo by North."
laws = ["16B1", "12C1(c)"]
poll = ["Three of five polled bid 4S", "Two passed 2S"]

[[scenario]]
result = "2S+2 S"
weight = "60%"

[[scenario]]
result = "4S= S"
weight = "40%"
`

func formRuling(t *testing.T) *engine.Ruling { t.Helper(); return teamsRuling(t, formCase) }

// teamsRuling is the ruling of a case text over the event package's
// teams.pbn (read as the case's "teams.pbn").
func teamsRuling(t *testing.T, caseText string) *engine.Ruling {
	t.Helper()
	fsys := fstest.MapFS{"case.toml": {Data: []byte(caseText)}}
	data, err := os.ReadFile(filepath.Join("..", "weighting", "event", "testdata", "teams.pbn"))
	if err != nil {
		t.Fatal(err)
	}
	fsys["teams.pbn"] = &fstest.MapFile{Data: data}
	c, err := engine.ParseCase(fsys, "case.toml")
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.Adjust(context.Background(), c, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The ruling form in all four formats: the event line, the facts, the
// auction as a bidding diagram with its alert's explanation, the table
// result with its own score, the other room, the poll, the Laws and the
// appeal line — in that order.
func TestRulingForm(t *testing.T) {
	r := formRuling(t)
	// The table: 4S= S, NS +620; the other room 6S-1 S, -100: NS +720, 12 IMPs.
	if r.TableValue[dds.NS] != 12 || r.TableValue[dds.EW] != -12 {
		t.Fatalf("table value %v", r.TableValue)
	}
	order := map[string][]string{
		"text": {"Event: Club Teams · Session: Evening · Board 7 · Table: NS 1 v EW 2 · Director: J. Smith",
			"Facts", "South's 2S came after a break in tempo", "Auction", "West  North   East  South", "2♣ (1)", "(1) game forcing (artificial)",
			"Table result:       4♠= by S, NS +620; its own score: NS +12, EW -12 IMPs",
			"The other room", "6♠-1 by S", "Poll", "Three of five polled bid 4S", "Scenarios", "Weighted scores", "Ruling",
			"Laws applied: 16B1, 12C1(c)", engine.DefaultAppeal},
		"md": {"Event: Club Teams · Session: Evening", "## Facts", "## Auction", "| West | North | East | South |", "2♣ (1)", "(1) game forcing (artificial)",
			"its own score: NS +12, EW -12 IMPs", "## The other room", "## Poll", "## Scenarios", "## Ruling", "Laws applied: 16B1, 12C1(c)", "*Either side may appeal"},
		"html": {`<p class="event">Event: Club Teams`, "<h2>Facts</h2>", "<h2>Auction</h2>", "<th class=\"text\">West</th>", "2♣ (1)", "<li>(1) game forcing (artificial)</li>",
			"its own score: NS &#43;12, EW -12 IMPs", "<h2>The other room</h2>", "<h2>Poll</h2>", "<h2>Scenarios</h2>", "<h2>Ruling</h2>",
			`<p class="laws">Laws applied: 16B1, 12C1(c)</p>`, `<p class="appeal"><em>Either side may appeal`},
	}
	for name, wants := range order {
		enc, err := ByName(name)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := enc.Encode(&b, r); err != nil {
			t.Fatal(err)
		}
		out, at := b.String(), 0
		for _, w := range wants {
			i := strings.Index(out[at:], w)
			if i < 0 {
				t.Errorf("%s: %q missing after offset %d:\n%s", name, w, at, out)
				break
			}
			at += i + len(w)
		}
	}
	var b bytes.Buffer
	if err := (JSON{}).Encode(&b, r); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Auction []struct {
			Seat, Call, Explanation string
			Alert                   bool
		} `json:"auction"`
		Appeal string `json:"appeal"`
		Laws   []string
		Field  []struct {
			Result  string `json:"result"`
			NSScore *int   `json:"ns_score"`
			Count   int    `json:"count"`
		} `json:"field"`
		TableResult struct {
			NSScore int `json:"ns_score"`
		} `json:"table_result"`
		TableValue map[string]float64 `json:"table_value"`
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Auction) != 10 || doc.Auction[0].Seat != "S" || doc.Auction[0].Call != "1S" || doc.Auction[2].Call != "2C" ||
		!doc.Auction[2].Alert || doc.Auction[2].Explanation != "game forcing (artificial)" || doc.Auction[9].Call != "P" {
		t.Errorf("auction %+v", doc.Auction)
	}
	if doc.TableValue["NS"] != 12 || doc.TableValue["EW"] != -12 {
		t.Errorf("table_value %v", doc.TableValue)
	}
	if doc.Appeal != engine.DefaultAppeal || len(doc.Laws) != 2 || len(doc.Field) != 1 || doc.Field[0].Result != "6♠-1 by S" || *doc.Field[0].NSScore != -100 || doc.TableResult.NSScore != 620 {
		t.Errorf("appeal %q laws %v field %+v table %+v", doc.Appeal, doc.Laws, doc.Field, doc.TableResult)
	}
}

func TestBiddingGrid(t *testing.T) {
	a, err := dds.ParseAuction(dds.North, "1NT(15-17) X XX! P P")
	if err != nil {
		t.Fatal(err)
	}
	g, notes := biddingGrid(&a)
	want := [][]string{{"", "1NT (1)", "Dbl", "Rdbl!"}, {"Pass", "Pass", "…", ""}}
	if len(g.Rows) != 2 || strings.Join(g.Rows[0], "|") != strings.Join(want[0], "|") || strings.Join(g.Rows[1], "|") != strings.Join(want[1], "|") {
		t.Errorf("rows %q", g.Rows)
	}
	if len(notes) != 1 || notes[0] != "15-17" {
		t.Errorf("notes %q", notes)
	}
	// Dealer West: the first column.
	a, _ = dds.ParseAuction(dds.West, "P P P P")
	if g, _ := biddingGrid(&a); len(g.Rows) != 1 || g.Rows[0][0] != "Pass" {
		t.Errorf("dealer West: %q", g.Rows)
	}
}

func TestAppealWording(t *testing.T) {
	r := formRuling(t)
	r.Form.Appeal = "Appeals to the Chief Tournament Director, in writing, within 30 minutes."
	var b bytes.Buffer
	if err := (Text{}).Encode(&b, r); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(b.String(), "Appeals to the Chief Tournament Director, in writing, within 30 minutes.\n") || strings.Contains(b.String(), engine.DefaultAppeal) {
		t.Errorf("appeal line:\n%s", b.String())
	}
}

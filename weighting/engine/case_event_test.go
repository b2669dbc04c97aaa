// case_event_test.go: cases that read their board, table result, field, auction and lead from event files.

package engine

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// eventFS is a file system holding the event package's test files and a case.
func eventFS(t *testing.T, caseText string) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{"case.toml": {Data: []byte(caseText)}}
	dir := filepath.Join("..", "event", "testdata")
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	real, _ := filepath.Glob(filepath.Join(dir, "real", "*"))
	for _, f := range append(files, real...) {
		if fi, err := os.Stat(f); err != nil || !fi.Mode().IsRegular() || strings.HasSuffix(f, ".gz") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(dir, f)
		fsys[filepath.ToSlash(rel)] = &fstest.MapFile{Data: data}
	}
	return fsys
}

func parseEventCase(t *testing.T, text string) *Case {
	t.Helper()
	c, err := ParseCase(eventFS(t, text), "case.toml")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

const scenariosMP = `
[[scenario]]
result = "4S= S"
weight = "30%"

[[scenario]]
result = "4S+1 S"
weight = "70%"
`

// The case's field and table result are the file's rows, and the
// adjusted matchpoints equal those of the same case with the results
// typed by hand.
func TestCaseFromPBNScoreTable(t *testing.T) {
	for _, tt := range []struct{ name, keys string }{
		{"pbn", `pbn = "club.pbn"`},
		{"usebio", `usebio = "club-usebio.xml"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := parseEventCase(t, tt.keys+`
board = 7
table_pairs = [4, 11]
scoring = "matchpoints"
non_offending = "EW"
`+scenariosMP)
			if c.TableResult.String() != "4S+1 S" || c.Dealer != dds.South || c.Vulnerability.String() != "All" {
				t.Fatalf("table result %v, dealer %v, vul %v", c.TableResult, c.Dealer, c.Vulnerability)
			}
			want := []string{"6S= N", "4S= S", "3NT+1 N", "Pass", "6S-1 S", "A60/40", "4S+1 N", "4S+1 N"}
			if tt.name == "usebio" {
				want = want[:6] // the USEBIO export has no multiplicity rows
			}
			var got []string
			for _, f := range c.Field {
				got = append(got, f.String())
			}
			if strings.Join(got, ",") != strings.Join(want, ",") {
				t.Errorf("field %v, want %v", got, want)
			}
			if !strings.Contains(c.Form.Table, "NS 4 (Ann Smith & Bob Jones) v EW 11") || c.Form.Event != "Tuesday Pairs" {
				t.Errorf("form %+v", c.Form)
			}
			byHand, err := ParseCaseData("typed.toml", []byte(`deal = "`+c.Deal.PBN(dds.North)+`"
board = 7
scoring = "matchpoints"
field = ["`+strings.Join(want, `", "`)+`"]
non_offending = "EW"
table_result = "4S+1 S"
`+scenariosMP), nil, ".")
			if err != nil {
				t.Fatal(err)
			}
			a, err := Adjust(context.Background(), c, Options{})
			if err != nil {
				t.Fatal(err)
			}
			b, err := Adjust(context.Background(), byHand, Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, side := range []dds.Side{dds.NS, dds.EW} {
				x, _ := a.Score(side)
				y, _ := b.Score(side)
				if x.Value != y.Value || a.TableValue[side] != b.TableValue[side] {
					t.Errorf("%v: %v (table %v) from the file, %v (table %v) typed", side, x.Value, a.TableValue[side], y.Value, b.TableValue[side])
				}
			}
			if len(a.Field) == 0 || a.Field[0].Result != "6S= N" || *a.Field[0].NSScore != 1430 {
				t.Errorf("field counts %+v", a.Field)
			}
			if !strings.Contains(strings.Join(a.Notes, "\n"), "the table result is the row of NS 4 v EW 11") {
				t.Errorf("notes %q", a.Notes)
			}
			roundTrip(t, c)
		})
	}
}

// At teams, the other room's result is the row of the same match with the
// pairs the other way round.
func TestCaseTeamsOtherRoom(t *testing.T) {
	c := parseEventCase(t, `pbn = "teams.pbn"
board = 7
table_pairs = [1, 2]
scoring = "imps"
non_offending = "EW"
`+scenariosMP)
	if c.TableResult.String() != "4S= S" || c.Vs == nil || c.Vs.String() != "6S-1 S" {
		t.Fatalf("table %v, vs %v", c.TableResult, c.Vs)
	}
	if c.Auction == nil || c.Auction.String() != "1S P 2C(game forcing (artificial)) P 2S P 4S P P P" {
		t.Errorf("auction %v", c.Auction)
	}
	// The closed room's table: the file's auction (the open room's) is
	// another table's, left out with a note.
	c = parseEventCase(t, `pbn = "teams.pbn"
board = 7
table_pairs = [2, 1]
scoring = "imps"
non_offending = "NS"
`+scenariosMP)
	if c.TableResult.String() != "6S-1 S" || c.Vs.String() != "4S= S" || c.Auction != nil ||
		!strings.Contains(strings.Join(c.Sources, "\n"), "is another table's: the auction ends in 4S S but the table result is 6S-1 S") {
		t.Errorf("closed room: table %v, vs %v, auction %v, notes %q", c.TableResult, c.Vs, c.Auction, c.Sources)
	}
	// vs in the case file wins over the file.
	c = parseEventCase(t, `pbn = "teams.pbn"
board = 7
table_pairs = [1, 2]
scoring = "imps"
vs = "4S+1 S"
non_offending = "EW"
`+scenariosMP)
	if c.Vs.String() != "4S+1 S" {
		t.Errorf("vs %v", c.Vs)
	}
	roundTrip(t, c)
}

// A LIN handviewer link gives the deal, dealer, vulnerability, auction
// and the lead played.
func TestCaseFromLINLink(t *testing.T) {
	link, err := os.ReadFile(filepath.Join("..", "event", "testdata", "handviewer-board7.url"))
	if err != nil {
		t.Fatal(err)
	}
	c := parseEventCase(t, `lin = "`+strings.TrimSpace(string(link))+`"
scoring = "imps"
vs = "4S= S"
non_offending = "EW"
event = "Online Teams"
director = "J. Smith"
facts = "North hesitated before 4S."
laws = ["16B1", "12C1(c)"]
poll = ["3 of 5 players bid 4S", "2 passed"]

[[scenario]]
contract = "4S"
declarer = "S"
lead = "played"
weight = "100%"
`)
	deal, _ := dds.ParseDeal("N:AKQ2.K54.A32.K76 T98.QJ9.QJT9.QJ8 J7654.A32.K5.A43 3.T876.8764.T952")
	if c.Deal != deal || c.Dealer != dds.South || c.Vulnerability.String() != "All" || c.Board != 7 {
		t.Fatalf("deal %v dealer %v vul %v board %d", c.Deal, c.Dealer, c.Vulnerability, c.Board)
	}
	if c.TableResult.String() != "4S+1 S" || c.Auction == nil || c.Auction.String() != "1S P 2C(game forcing (artificial)) P 2S P 4S P P P" {
		t.Errorf("table %v auction %v", c.TableResult, c.Auction)
	}
	if s := c.Scenarios[0]; s.Lead.Card == nil || s.Lead.Card.String() != "HT" || s.Lead.Text != "HT" {
		t.Errorf("lead %+v", s.Lead)
	}
	if c.Form.Director != "J. Smith" || len(c.Form.Laws) != 2 || len(c.Form.Poll) != 2 || c.Form.AppealLine() != DefaultAppeal {
		t.Errorf("form %+v", c.Form)
	}
	roundTrip(t, c)
	var b bytes.Buffer
	if err := EncodeCase(&b, c); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`auction = "1S P 2C(game forcing (artificial)) P 2S P 4S P P P"`, `laws = ["16B1", "12C1(c)"]`, `lead = "HT"`, `facts = "North hesitated before 4S."`} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("encoding lacks %s:\n%s", want, b.String())
		}
	}
}

func TestCaseAuctionKey(t *testing.T) {
	base := `deal = "N:AKQ2.K54.A32.K76 T98.QJ9.QJT9.QJ8 J7654.A32.K5.A43 3.T876.8764.T952"
board = 7
scoring = "imps"
vs = "4S= S"
non_offending = "EW"
table_result = "4S+1 S"
appeal = "Appeals to the Tournament Committee within 30 minutes."
`
	c, err := ParseCaseData("case.toml", []byte(base+`auction = "1♠ P 2♣! P 2♠ P 4♠ All pass"`+"\n"+scenariosMP), nil, ".")
	if err != nil {
		t.Fatal(err)
	}
	if c.Auction.String() != "1S P 2C! P 2S P 4S P P P" || c.Form.AppealLine() != "Appeals to the Tournament Committee within 30 minutes." {
		t.Errorf("auction %v, appeal %q", c.Auction, c.Form.AppealLine())
	}
	roundTrip(t, c)
}

func TestCaseEventErrors(t *testing.T) {
	mp := "\nscoring = \"matchpoints\"\nnon_offending = \"NS\"\n" + scenariosMP
	tests := []struct{ name, text, want string }{
		{"pairs without file", "deal = \"N:AKQ2.K54.A32.K76 T98.QJ9.QJT9.QJ8 J7654.A32.K5.A43 3.T876.8764.T952\"\nboard = 7\ntable_pairs = [4, 11]" + mp, "case.toml:3: table_pairs needs the event file"},
		{"file without pairs", "usebio = \"club-usebio.xml\"\nboard = 7" + mp, "case.toml:1: usebio: give the table's pairs"},
		{"no row", "pbn = \"club.pbn\"\nboard = 7\ntable_pairs = [4, 12]" + mp, "case.toml:3: club.pbn: board 7: no row has NS pair 4 against EW pair 12"},
		{"bad pairs", "pbn = \"club.pbn\"\nboard = 7\ntable_pairs = [4]" + mp, "table_pairs: give the North-South and the East-West pair"},
		{"no board", "pbn = \"club.pbn\"\nboard = 8\ntable_pairs = [4, 11]" + mp, "no board 8 (the file has boards 7)"},
		{"artificial table", "pbn = \"club.pbn\"\nboard = 7\ntable_pairs = [14, 13]" + mp, "the table's row is an artificial score (A60/40)"},
		{"missing file", "pbn = \"none.pbn\"\nboard = 7\ntable_pairs = [4, 11]" + mp, "pbn: none.pbn: no such file"},
		{"bad file", "usebio = \"club.pbn\"\nboard = 7\ntable_pairs = [4, 11]" + mp, "usebio: club.pbn:1: not a USEBIO file"},
		{"auction", "pbn = \"club.pbn\"\nboard = 7\ntable_pairs = [4, 11]\nauction = \"1S P 4H P P P\"" + mp, "case.toml:4: the auction ends in 4H N but the table result is 4S+1 S"},
		{"illegal auction", "pbn = \"club.pbn\"\nboard = 7\ntable_pairs = [4, 11]\nauction = \"1S 1H\"" + mp, "case.toml:4: auction (from the dealer, South): call 2 (1H by West): insufficient"},
		{"lead played", "deal = \"N:AKQ2.K54.A32.K76 T98.QJ9.QJT9.QJ8 J7654.A32.K5.A43 3.T876.8764.T952\"\nboard = 7\nvs = \"+620\"\ntable_result = \"+650\"\nscoring = \"imps\"\nnon_offending = \"NS\"\n[[scenario]]\ncontract = \"4S\"\ndeclarer = \"S\"\nlead = \"played\"\nweight = \"100%\"\n", "case.toml:10: scenario 1: lead = \"played\" needs the lead made at the table"},
		{"poll", "deal = \"N:AKQ2.K54.A32.K76 T98.QJ9.QJT9.QJ8 J7654.A32.K5.A43 3.T876.8764.T952\"\nboard = 7\npoll = 3\nfield = [\"+620\"]\ntable_result = \"+650\"" + mp, "case.toml:3: poll: give text"},
		{"lin and pbn", "lin = \"x.lin\"\npbn = \"club.pbn\"\nboard = 7" + mp, "lin gives the deal: leave out pbn and deal"},
	}
	for _, tt := range tests {
		_, err := ParseCase(eventFS(t, tt.text), "case.toml")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v\nwant it to contain %q", tt.name, err, tt.want)
		}
	}
}

// The table's row with a multiplicity counts its other tables in the field.
func TestFieldCounts(t *testing.T) {
	c := &Case{Vulnerability: dds.VulNone}
	for _, s := range []string{"+620", "4S= N", "A60/40", "-100", "4S= N"} {
		r, _, err := weighting.ParseEntry(s, weighting.EntryOptions{})
		if err != nil {
			t.Fatal(err)
		}
		c.Field = append(c.Field, r)
	}
	got := fieldCounts(c)
	if len(got) != 4 || got[0].Result != "+620" || got[1].Result != "4S= N" || got[1].Count != 2 || *got[1].NSScore != 420 ||
		got[2].Result != "-100" || got[3].Result != "A60/40" || got[3].NSScore != nil {
		t.Errorf("counts %+v", got)
	}
}

// StarterCase writes a case that parses and reads its board from the file.
func TestStarterCase(t *testing.T) {
	fsys := eventFS(t, "")
	for _, tt := range []struct {
		s     Starter
		wants []string
	}{
		{Starter{File: "teams.pbn", Format: event.PBN, Pairs: []string{"2", "1"}, NonOffending: dds.EW},
			[]string{`pbn = "teams.pbn"`, "table_pairs = [2, 1]", `scoring = "imps"`, "#   other room 4S= S", "is another table's", `result = "6S-1 S"`, `tricks = "dd"`}},
		{Starter{File: "club-usebio.xml", Format: event.USEBIO, Pairs: []string{"4", "11"}},
			[]string{`usebio = "club-usebio.xml"`, `scoring = "matchpoints"`, "#   field (6 tables): 6S= N", "#   opening lead HT"}},
		{Starter{File: "bbo-wronie-board1.lin", Format: event.LIN},
			[]string{`lin = "bbo-wronie-board1.lin"`, "board = 1", `vs = "2S+1 W"   # CHECK`, "#   auction P 1D P 1S P 2D P 2H P 2S P P P"}},
	} {
		ev, err := readEventFile(fsys, tt.s.File, tt.s.Format)
		if err != nil {
			t.Fatal(err)
		}
		data, err := StarterCase(ev, tt.s, fsys, ".")
		if err != nil {
			t.Fatalf("%s: %v", tt.s.File, err)
		}
		for _, w := range tt.wants {
			if !strings.Contains(string(data), w) {
				t.Errorf("%s: the starter lacks %q:\n%s", tt.s.File, w, data)
			}
		}
		c, err := ParseCaseData("case.toml", data, fsys, ".")
		if err != nil {
			t.Fatalf("%s: %v", tt.s.File, err)
		}
		if _, err := Adjust(context.Background(), c, Options{}); err != nil {
			t.Errorf("%s: %v", tt.s.File, err)
		}
	}
	ev, _ := readEventFile(fsys, "club.pbn", event.PBN)
	if _, err := StarterCase(ev, Starter{File: "club.pbn", Format: event.PBN, Pairs: []string{"14", "13"}}, fsys, "."); err == nil || !strings.Contains(err.Error(), "artificial score (A60/40)") {
		t.Errorf("artificial row: %v", err)
	}
}

// readEventFile reads an event file from fsys.
func readEventFile(fsys fstest.MapFS, name string, f event.Format) (*event.Event, error) {
	p := &parser{c: &Case{}, fsys: fsys, dir: "."}
	return p.readEvent(name, f)
}

// A Case built in code with a bad auction is refused by Adjust's check.
func TestCheckAuctionInCode(t *testing.T) {
	c, err := ParseCaseData("case.toml", []byte(`deal = "N:AKQ2.K54.A32.K76 T98.QJ9.QJT9.QJ8 J7654.A32.K5.A43 3.T876.8764.T952"
board = 7
scoring = "imps"
vs = "4S= S"
non_offending = "EW"
table_result = "4S+1 S"
`+scenariosMP), nil, ".")
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{
		"1S P 4H P P P": "the auction ends in 4H N but the table result is 4S+1 S",
		"1S 1H":         "insufficient",
	} {
		a := dds.Auction{Dealer: dds.South}
		for _, w := range strings.Fields(text) {
			call, err := dds.ParseCall(w)
			if err != nil {
				t.Fatal(err)
			}
			a.Calls = append(a.Calls, call) // unchecked, as code may build it
		}
		c.Auction = &a
		if _, err := Adjust(context.Background(), c, Options{}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", text, err, want)
		}
	}
	c.Auction = &dds.Auction{Dealer: dds.North}
	if _, err := Adjust(context.Background(), c, Options{}); err == nil || !strings.Contains(err.Error(), "the auction starts with North but the dealer is South") {
		t.Errorf("dealer: %v", err)
	}
}

// FuzzParseEventCase: case files with the event keys a fuzzer can reach
// without files (a handviewer link, the auction, the form's keys) give a
// Case that round-trips or an *Error.
func FuzzParseEventCase(f *testing.F) {
	link, err := os.ReadFile(filepath.Join("..", "event", "testdata", "handviewer-board7.url"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte(`lin = "` + strings.TrimSpace(string(link)) + `"
scoring = "imps"
vs = "4S= S"
non_offending = "EW"
laws = ["16B1"]
poll = "all bid 4S"
[[scenario]]
contract = "4S"
declarer = "S"
lead = "played"
weight = "100%"
`))
	f.Add([]byte(`deal = "N:AKQ2.K54.A32.K76 T98.QJ9.QJT9.QJ8 J7654.A32.K5.A43 3.T876.8764.T952"
board = 7
scoring = "imps"
vs = "4S= S"
non_offending = "EW"
table_result = "4S+1 S"
auction = "1S P 2C(gf) P 2S P 4S All pass"
event = "x"
` + scenariosMP))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ParseCaseData("f.toml", data, nil, ".")
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Errorf("error %v (%T) is not an *Error", err, err)
			}
			return
		}
		roundTrip(t, c)
	})
}

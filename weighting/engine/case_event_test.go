// case_event_test.go: cases that read their board, table result, field, auction and lead from event files.

package engine

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"slices"
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
			if len(a.Field) == 0 || a.Field[0].Ruling.String() != "6S= N" || *a.Field[0].NSScore != 1430 {
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
		{"bad pairs", "pbn = \"club.pbn\"\nboard = 7\ntable_pairs = [4]" + mp, "table_pairs: one pair number (4) does not name a table"},
		{"no board", "pbn = \"club.pbn\"\nboard = 8\ntable_pairs = [4, 11]" + mp, "no board 8 (the file has boards 7)"},
		{"artificial table", "pbn = \"club.pbn\"\nboard = 7\ntable_pairs = [14, 13]" + mp, "the table's row is an artificial score (A60/40)"},
		{"missing file", "pbn = \"none.pbn\"\nboard = 7\ntable_pairs = [4, 11]" + mp, "pbn: none.pbn: no such file"},
		{"bad file", "usebio = \"club.pbn\"\nboard = 7\ntable_pairs = [4, 11]" + mp, "usebio: club.pbn:1: not a USEBIO file"},
		{"auction", "pbn = \"club.pbn\"\nboard = 7\ntable_pairs = [4, 11]\nauction = \"1S P 4H P P P\"" + mp, "case.toml:4: the auction ends in 4H N but the table result is 4S+1 S"},
		{"illegal auction", "pbn = \"club.pbn\"\nboard = 7\ntable_pairs = [4, 11]\nauction = \"1S 1H\"" + mp, "case.toml:4: auction (from the dealer, South): call 2 (1H by West): insufficient"},
		{"lead played", "deal = \"N:AKQ2.K54.A32.K76 T98.QJ9.QJT9.QJ8 J7654.A32.K5.A43 3.T876.8764.T952\"\nboard = 7\nvs = \"+620\"\ntable_result = \"+650\"\nscoring = \"imps\"\nnon_offending = \"NS\"\n[[scenario]]\ncontract = \"4S\"\ndeclarer = \"S\"\nlead = \"played\"\nweight = \"100%\"\n", "case.toml:10: scenario 1: lead = \"played\" needs the lead made at the table"},
		{"poll", "deal = \"N:AKQ2.K54.A32.K76 T98.QJ9.QJT9.QJ8 J7654.A32.K5.A43 3.T876.8764.T952\"\nboard = 7\npoll = 3\nfield = [\"+620\"]\ntable_result = \"+650\"" + mp, "case.toml:3: poll: give text"},
		{"lin and pbn", "lin = \"x.lin\"\npbn = \"club.pbn\"\nboard = 7" + mp, "lin gives the deal: leave out pbn and deal"},
		{"hand record", "pbn = \"real/bigdeal-psbridge.pbn\"\nboard = 3\ntable_pairs = [1, 2]" + mp, "case.toml:3: real/bigdeal-psbridge.pbn has no results: it is a hand record (deals only); leave out table_pairs and give table_result = \"...\" and the other tables' results, field = [...]"},
		{"unfinished", "lin = \"real/bbo-skyclub-20784108.lin\"\nfield = [\"+100\"]" + mp, "case.toml:1: lin: board 1: the table's row has no result (the play stops after 26 cards (6 tricks, declarer's side 2) without a claim): give the result obtained at the table, table_result = \"4S-1 N\""},
		{"one room imps", "lin = \"bbo-wronie-board1.lin\"\nscoring = \"imps\"\nnon_offending = \"NS\"" + scenariosMP, "case.toml:1: lin: bbo-wronie-board1.lin holds one room of board 1: scoring imps needs the other room's result; give it, vs = \"4S= N\""},
		{"one table mp", "lin = \"bbo-wronie-board1.lin\"" + mp, "lin: bbo-wronie-board1.lin is one table of board 1: scoring matchpoints needs the other tables' results"},
		{"one number", "pbn = \"club.pbn\"\nboard = 7\ntable_pairs = 4" + mp, "table_pairs: give the North-South and the East-West pair"},
		{"player twice", "pbn = \"real/aba_17901_aba_pairs.pbn\"\nboard = 1\ntable_pairs = [\"GiB\"]" + mp, "real/aba_17901_aba_pairs.pbn: board 1: two rows have a player called GiB"},
	}
	for _, tt := range tests {
		_, err := ParseCase(eventFS(t, tt.text), "case.toml")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v\nwant it to contain %q", tt.name, err, tt.want)
		}
	}
}

// TestCaseEventNames: a table named by its pairs' names or by one
// player, a row's own auction and lead, and a result given for a play
// the file leaves unfinished (the declarer taken from the auction).
func TestCaseEventNames(t *testing.T) {
	c := parseEventCase(t, "pbn = \"real/aba_17901_aba_pairs.pbn\"\nboard = 1\ntable_pairs = [\"Sheldoon\"]\nscoring = \"matchpoints\"\nnon_offending = \"NS\"\n"+scenariosMP)
	if c.TableResult.String() != "3C+2 N" || len(c.Field) != 27 || c.Auction == nil || c.Auction.String() != "1C(Minor suit opening -- 3+ !C; 11-21 HCP; 12-22 total points) P 2H(Soloway jump shift -- rebiddable !H; 17+ total points) P 3C(6+ !C; 11-21 HCP; 12-22 total points) P P P" ||
		c.Form.Table != "N GiB, S Sheldoon v E GiB, W Scotty48" {
		t.Errorf("Sheldoon: %v, field %d, auction %v, table %q", c.TableResult, len(c.Field), c.Auction, c.Form.Table)
	}
	c = parseEventCase(t, "pbn = \"real/sm0807.pbn\"\nboard = 1\ntable_pairs = [\"Para-1\", \"Para-2\"]\nscoring = \"butler\"\nnon_offending = \"NS\"\n"+scenariosMP)
	if c.TableResult.String() != "4NT+1 W" || len(c.Field) != 3 || !strings.HasPrefix(c.Form.Event, "Turniej MONIKA Chorzów") {
		t.Errorf("Para-1 v Para-2: %v, field %d, event %q", c.TableResult, len(c.Field), c.Form.Event)
	}
	c = parseEventCase(t, "lin = \"real/bbo-skyclub-20784108.lin\"\ntable_result = \"3NTX-2\"\nscoring = \"imps\"\nvs = \"-200\"\nnon_offending = \"NS\"\n[[scenario]]\ncontract = \"3NTX\"\ndeclarer = \"W\"\nlead = \"played\"\nweight = \"100%\"\n")
	if c.TableResult.String() != "3NTX-2 W" || c.Auction == nil || c.Scenarios[0].Lead.Text != "D6" {
		t.Errorf("unfinished play: %v, auction %v", c.TableResult, c.Auction)
	}
	if !slices.ContainsFunc(c.Sources, func(s string) bool {
		return strings.Contains(s, "the table result is the case's (3NTX-2 W): the file's row has none")
	}) {
		t.Errorf("sources %q", c.Sources)
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
	if len(got) != 4 || got[0].Ruling.String() != "+620" || got[1].Ruling.String() != "4S= N" || got[1].Count != 2 || *got[1].NSScore != 420 ||
		got[2].Ruling.String() != "-100" || got[3].Ruling.String() != "A60/40" || got[3].NSScore != nil {
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
		{Starter{File: "bbo-wronie-board1.lin", Format: event.LIN, Scoring: "imps", Vs: "2S= W"},
			[]string{`lin = "bbo-wronie-board1.lin"`, "board = 1", `scoring = "imps"` + "\n", `vs = "2S= W"   # the other room's result, the Director's`, "#   auction P 1D P 1S P 2D P 2H P 2S P P P"}},
		// Names: a player of each side in a BBO tournament's PBN.
		{Starter{File: "real/aba_17901_aba_pairs.pbn", Format: event.PBN, Pairs: []string{"maebegood", "mrsghill"}, Board: 1},
			[]string{`table_pairs = ["maebegood", "mrsghill"]`, `scoring = "matchpoints"   # CHECK: the file names no form of scoring`, "#   table result 2H+2 S", "#   auction 1C P 1H P 2C P 2H P P P", "#   opening lead S9", "#   field (27 tables)"}},
		// IMP pairs: Butler, to check.
		{Starter{File: "real/sm0807.pbn", Format: event.PBN, Pairs: []string{"Para-1", "Para-2"}, Board: 1},
			[]string{`table_pairs = ["Para-1", "Para-2"]`, `scoring = "butler"   # CHECK: the file says IMPs, but board 1 has 4 tables`, "#   field (3 tables): 3NT+2 E, 3NT+2 W, 3NT+2 W"}},
		// A play not finished: the Director's result, the declarer from the auction.
		{Starter{File: "real/bbo-skyclub-20784108.lin", Format: event.LIN, Scoring: "matchpoints", Result: "3NTX-2", Field: []string{"3NT-2 E", "+100"}},
			[]string{`table_result = "3NTX-2 W"   # the Director's`, `field = ["3NT-2 E", "+100"]`, "#   no table result: the play stops after 26 cards", "#   opening lead D6"}},
		// A hand record: the deal from the file, the rest the Director's.
		{Starter{File: "real/bigdeal-psbridge.pbn", Format: event.PBN, Board: 7, Scoring: "imps", Result: "4H-1 S", Vs: "4H= S"},
			[]string{`pbn = "real/bigdeal-psbridge.pbn"   # the hand record`, "board = 7", `table_result = "4H-1 S"`, `vs = "4H= S"`, "#   no results: a hand record"}},
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
	// An event file whose texts would make a huge case says so, naming
	// the event file, not "the case file".
	big := *ev
	big.Title = strings.Repeat("x", MaxCaseBytes)
	if _, err := StarterCase(&big, Starter{File: "club.pbn", Shown: "club.pbn", Format: event.PBN, Pairs: []string{"4", "11"}}, fsys, "."); err == nil ||
		err.Error() != "club.pbn: board 7: the texts this file gives it (event, names, tags) would make a case file larger than 1024 KiB: one of them is far too long" {
		t.Errorf("huge tag: %v", err)
	}
	if _, err := StarterCase(ev, Starter{File: "club.pbn", Format: event.PBN, Pairs: []string{"14", "13"}}, fsys, "."); err == nil || !strings.Contains(err.Error(), "artificial score (A60/40)") {
		t.Errorf("artificial row: %v", err)
	}
	// What the file cannot give is asked for, each item with its flag.
	for _, tt := range []struct {
		s    Starter
		want string
	}{
		{Starter{File: "bbo-wronie-board1.lin", Format: event.LIN},
			`bbo-wronie-board1.lin: board 1 needs what the file does not give: the form of scoring (--scoring; the file names no form of scoring: a LIN record is most often a teams match); the other room's result (--vs "4S= N"; the record is one room of board 1)`},
		{Starter{File: "bbo-wronie-board1.lin", Format: event.LIN, Scoring: "matchpoints"},
			`board 1 needs what the file does not give: the other tables' results (--field "4S= N, 3NT+1 S"; the record is one room of board 1)`},
		{Starter{File: "real/bbo-skyclub-20784108.lin", Format: event.LIN, Scoring: "imps", Vs: "+200"},
			`board 1 needs what the file does not give: the table result (--result "4S-1"; the play stops after 26 cards (6 tricks, declarer's side 2) without a claim)`},
		{Starter{File: "real/bigdeal-psbridge.pbn", Format: event.PBN, Board: 3},
			`board 3 needs what the file does not give: the form of scoring (--scoring; the file names no form of scoring); the table result (--result "4S-1 N"; the file is a hand record); the other tables' results (--field "4S= N, 3NT+1 S"; the file is a hand record)`},
		{Starter{File: "real/bigdeal-psbridge.pbn", Format: event.PBN, Board: 3, Pairs: []string{"1", "2"}},
			"the file has no results: it is a hand record (deals only); leave out the table's pairs"},
		{Starter{File: "real/aba_17901_aba_pairs.pbn", Format: event.PBN, Board: 1, Pairs: []string{"GiB"}},
			"board 1: two rows have a player called GiB"},
	} {
		ev, err := readEventFile(fsys, tt.s.File, tt.s.Format)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := StarterCase(ev, tt.s, fsys, "."); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v\nwant %q", tt.s.File, err, tt.want)
		}
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

// A case on a fouled board (Law 87) takes its field from its own group:
// pairs 8 and 18 played board 1 of fouled.pbn in its second form, with
// pairs 7 v 17 (−50) and 9 v 19 (−100); ten tables played the board in
// all, so the group's matchpoints are factored to ten results. 3S= N
// (+140) beats both: 4 raw, (4+1) × 10/3 − 1 = 47/3 of a top of 18 —
// the fouled-board test's figure for the same table.
func TestCaseOnFouledBoard(t *testing.T) {
	for _, file := range []string{`pbn = "fouled.pbn"`, `usebio = "fouled-usebio.xml"`} {
		c := parseEventCase(t, file+`
board = 1
table_pairs = [8, 18]
scoring = "matchpoints"
non_offending = "NS"
[[scenario]]
result = "3S= N"
weight = "100%"
`)
		if len(c.Field) != 2 || c.Expected != 10 || c.TableResult.String() != "3S= N" {
			t.Fatalf("%s: field %v, expected %d, table %s", file, c.Field, c.Expected, c.TableResult)
		}
		if !strings.Contains(strings.Join(c.Sources, "\n"), "board 1 was fouled (Law 87): played in 3 forms by 10 tables; this table played form 2") {
			t.Errorf("%s: sources %q", file, c.Sources)
		}
		b := &weighting.Board{Vul: c.Vulnerability, Tables: append([]weighting.Ruling{weighting.Plain(c.TableResult)}, c.Field...), Expected: c.Expected}
		v, err := c.Scoring.Score(b)
		if err != nil {
			t.Fatal(err)
		}
		if got := v[0].NS.Value; got.Cmp(big.NewRat(47, 3)) != 0 {
			t.Errorf("%s: %s, want 47/3", file, got.FloatString(3))
		}
		// The group of one has nobody to compare with.
		_, err = ParseCase(eventFS(t, file+`
board = 1
table_pairs = [10, 20]
scoring = "matchpoints"
non_offending = "NS"
[[scenario]]
result = "4S= N"
weight = "100%"
`), "case.toml")
		if err == nil || !strings.Contains(err.Error(), "played at no other table") {
			t.Errorf("%s: group of one: %v", file, err)
		}
	}
}

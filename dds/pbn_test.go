// pbn_test.go: the PBN file reader and writer — a file with several games, round trips, and malformed input.

package dds

import (
	"bytes"
	"errors"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func readPBNFile(t *testing.T, path string) []Game {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := ReadPBN(f, path)
	if err != nil {
		t.Fatal(err)
	}
	return games
}

func tagNames(g Game) string {
	var names []string
	for _, t := range g.Tags {
		names = append(names, t.Name)
	}
	return strings.Join(names, " ")
}

// TestReadPBNSeveral reads testdata/pbn/several.pbn; every expected value
// below was worked out by hand from the file.
func TestReadPBNSeveral(t *testing.T) {
	games := readPBNFile(t, "testdata/pbn/several.pbn")
	checkSeveral(t, games, false)
}

// checkSeveral checks the games of several.pbn; written says they were
// written and read back, so lines differ and the derived tags are present.
func checkSeveral(t *testing.T, games []Game, written bool) {
	t.Helper()
	want := []struct {
		board  int
		dealer Seat
		vul    Vulnerability
		deal   string // North first
		line   int
		tags   string
		added  string // the tags after WritePBN added the derived ones
	}{
		{1, North, VulNone, "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94", 5,
			"Event Site Board West Dealer Vulnerable Deal Declarer Contract Result Auction Play OptimumResultTable", ""},
		// Dealer and Vulnerable derived from board 2: East, NS.
		{2, East, VulNS, "N:94.JT43.852.6543 AQ85.AK8.A63.AQJ T632.Q6.KJT94.KT KJ7.9752.Q7.9872", 27,
			"Event Site Board Deal", "Event Site Board Dealer Vulnerable Deal"},
		// Board 3 is EW in the cycle, but the tag says Love.
		{3, South, VulNone, "N:Q652.9832.A643.A KJ97.Q6.9.KT9872 A3.KJT7.J8.QJ653 T84.A54.KQT752.4", 33,
			"Board Dealer Vulnerable Note Note Deal", ""},
		// Dealer derived from board 4 (West); Both is All.
		{4, West, VulAll, "N:5432.AKQ.AKQ.AK - AKQJ.T98.765.432 -", 40, "Board Vulnerable Deal", "Board Vulnerable Dealer Deal"},
		// Board 20 is W All in the cycle; the tags say W and "-" (None).
		{20, West, VulNone, "N:KJ7.9752.Q7.9872 94.JT43.852.6543 AQ85.AK8.A63.AQJ T632.Q6.KJT94.KT", 44,
			"Board Dealer Vulnerable Deal", ""},
	}
	if len(games) != len(want) {
		t.Fatalf("%d games, want %d", len(games), len(want))
	}
	for i, w := range want {
		g := games[i]
		if g.Board != w.board || g.Dealer != w.dealer || g.Vulnerable != w.vul {
			t.Errorf("game %d: board %d dealer %v vul %v; want %d %v %v", i+1, g.Board, g.Dealer, g.Vulnerable, w.board, w.dealer, w.vul)
		}
		if got := g.Deal.String(); got != w.deal {
			t.Errorf("game %d: deal %s, want %s", i+1, got, w.deal)
		}
		if !written && g.Line != w.line {
			t.Errorf("game %d: line %d, want %d", i+1, g.Line, w.line)
		}
		wantTags := w.tags
		if written && w.added != "" {
			wantTags = w.added
		}
		if got := tagNames(g); got != wantTags {
			t.Errorf("game %d: tags %s, want %s", i+1, got, wantTags)
		}
	}
	g := games[0]
	if v, _ := g.Get("Event"); v != `Club "Pairs" night \ heat 1` {
		t.Errorf("escaped Event value read as %q", v)
	}
	if v, _ := g.Get("West"); v != "Alice" {
		t.Errorf("West = %q", v)
	}
	if _, ok := g.Get("Fake"); ok {
		t.Error("a tag inside a { } comment was read")
	}
	if _, ok := g.Get("event"); ok {
		t.Error("tag names must be case-sensitive")
	}
	sections := map[string][]string{
		"Auction":            {"1S Pass 2S Pass", "4S Pass Pass Pass"},
		"Play":               {"D5 D6 DA DT"},
		"OptimumResultTable": {"N NT 8", "N  S 9"},
		"Deal":               nil,
	}
	for _, tag := range g.Tags {
		if want, ok := sections[tag.Name]; ok && !reflect.DeepEqual(tag.Section, want) {
			t.Errorf("section of %s: %q, want %q", tag.Name, tag.Section, want)
		}
	}
	if v, _ := g.Get("OptimumResultTable"); v != `Declarer;Denomination\2R;Result\2R` {
		t.Errorf("OptimumResultTable = %q", v)
	}
	// "#" repeats the previous game's value.
	if v, _ := games[1].Get("Event"); v != `Club "Pairs" night \ heat 1` {
		t.Errorf("inherited Event = %q", v)
	}
	if v, _ := games[1].Get("Site"); v != "Town hall" {
		t.Errorf("inherited Site = %q", v)
	}
	var notes []string
	for _, tag := range games[2].Tags {
		if tag.Name == "Note" {
			notes = append(notes, tag.Value)
		}
	}
	if !reflect.DeepEqual(notes, []string{"1:strong", "2:relay"}) {
		t.Errorf("notes %q", notes)
	}
}

func TestReadPBNLineEndings(t *testing.T) {
	data, err := os.ReadFile("testdata/pbn/several.pbn")
	if err != nil {
		t.Fatal(err)
	}
	crlf := bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))
	games, err := ReadPBN(bytes.NewReader(append([]byte("\uFEFF"), crlf...)), "crlf.pbn")
	if err != nil {
		t.Fatal(err)
	}
	checkSeveral(t, games, false)
}

// TestPBNRoundTrip writes the games and reads them back unchanged; the
// dealer and vulnerability derived from the board number are now written.
func TestPBNRoundTrip(t *testing.T) {
	games := readPBNFile(t, "testdata/pbn/several.pbn")
	var buf bytes.Buffer
	if err := WritePBN(&buf, games); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{
		"% PBN 2.1\n",
		"[Event \"Club \\\"Pairs\\\" night \\ heat 1\"]\n",
		"[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n[Deal \"E:AQ85.AK8.A63.AQJ",
		"[Vulnerable \"Love\"]\n",
		"[Auction \"N\"]\n1S Pass 2S Pass\n4S Pass Pass Pass\n[Play",
		"[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\nN NT 8\nN  S 9\n\n[Event",
		"[Board \"4\"]\n[Vulnerable \"Both\"]\n[Dealer \"W\"]\n[Deal \"S:AKQJ.T98.765.432 - 5432.AKQ.AKQ.AK -\"]\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("written file lacks %q:\n%s", want, out)
		}
	}
	again, err := ReadPBN(strings.NewReader(out), "again.pbn")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	checkSeveral(t, again, true)
	if len(again) == len(games) {
		for i := range games {
			if games[i].Deal != again[i].Deal || !reflect.DeepEqual(values(games[i]), values(again[i])) {
				t.Errorf("game %d changed: %v / %v", i+1, games[i].Tags, again[i].Tags)
			}
		}
	}
}

// tagText is a tag without its place in the file.
type tagText struct {
	Name, Value string
	Section     []string
}

// values is a game's tags without the four the writer may add, and
// without their lines (a written file places them anew).
func values(g Game) []tagText {
	var out []tagText
	for _, t := range g.Tags {
		switch t.Name {
		case "Board", "Dealer", "Vulnerable", "Deal":
			continue
		}
		out = append(out, tagText{t.Name, t.Value, t.Section})
	}
	return out
}

func TestGameFormat(t *testing.T) {
	d, err := ParseDeal(rotations[0].text)
	if err != nil {
		t.Fatal(err)
	}
	g := Game{Board: 7, Dealer: South, Vulnerable: VulAll, Deal: d}
	g.Set("Event", "Test")
	g.Set("Auction", "S", "Pass 1NT Pass 3NT", "AP")
	text, err := g.Format()
	if err != nil {
		t.Fatal(err)
	}
	want := `[Event "Test"]
[Auction "S"]
Pass 1NT Pass 3NT
AP
[Board "7"]
[Dealer "S"]
[Vulnerable "All"]
[Deal "S:T64.AT3.K642.T73 K82.Q9.AJ983.Q94 AQJ93.K876.T.AJ8 75.J542.Q75.K652"]
`
	if text != want {
		t.Errorf("Format:\n%s\nwant:\n%s", text, want)
	}
	// A changed field replaces the tag's text; an unchanged one keeps it.
	g.Set("Deal", "n:aqj93.k876.t.aj8 75.j542.q75.k652 t64.at3.k642.t73 k82.q9.aj983.q94")
	g.Set("Vulnerable", "Both")
	g.Set("Dealer", "North")
	text, _ = g.Format()
	for _, w := range []string{
		`[Deal "n:aqj93.k876.t.aj8 75.j542.q75.k652 t64.at3.k642.t73 k82.q9.aj983.q94"]`,
		`[Vulnerable "Both"]`, `[Dealer "S"]`,
	} {
		if !strings.Contains(text, w) {
			t.Errorf("Format lacks %s:\n%s", w, text)
		}
	}
	if v, ok := g.Get("Auction"); !ok || v != "S" {
		t.Errorf("Get(Auction) = %q, %v", v, ok)
	}
	g.Set("Bad Name", "x")
	if _, err := g.Format(); err == nil || !strings.Contains(err.Error(), `"Bad Name" is not a PBN tag name`) {
		t.Errorf("bad tag name: %v", err)
	}
	g.Tags = g.Tags[:len(g.Tags)-1]
	g.Set("Note", "two\nlines")
	if _, err := g.Format(); err == nil || !strings.Contains(err.Error(), "line break") {
		t.Errorf("line break in a value: %v", err)
	}
	g.Tags = g.Tags[:len(g.Tags)-1]
	g.Deal[West] = g.Deal[West].With(NewCard(Spades, Ace))
	if _, err := g.Format(); err == nil || !strings.Contains(err.Error(), "card SA appears twice (North and West)") {
		t.Errorf("bad deal: %v", err)
	}
}

func TestEscapeTagValue(t *testing.T) {
	for _, v := range []string{``, `plain`, `a"b`, `a\b`, `a\\b`, `a\"b`, `end\`, `\`, `"`, `\2R`, `\\\"`} {
		g := Game{Board: 1, Dealer: North, Deal: Deal{}}
		g.Set("Note", v)
		text, err := g.Format()
		if err != nil {
			t.Fatal(err)
		}
		games, err := ReadPBN(strings.NewReader(text), "x.pbn")
		if err != nil {
			t.Fatalf("%q: %v\n%s", v, err, text)
		}
		if got, _ := games[0].Get("Note"); got != v {
			t.Errorf("value %q came back as %q from %s", v, got, text)
		}
	}
}

func TestReadPBNErrors(t *testing.T) {
	const full = "N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94"
	tests := []struct{ name, in, msg string }{
		{"duplicate card",
			"% PBN 2.1\n[Event \"x\"]\n[Board \"7\"]\n[Deal \"N:AQJ93.K876.K.AJ8 - - K82.Q9.AKJ98.Q94\"]\n",
			`bad.pbn:4: board 7: card DK appears twice (North and West)`},
		{"14 cards",
			"[Board \"3\"]\n[Deal \"N:- - - AKQJT98765432.A..\"]\n",
			`bad.pbn:2: board 3: West holds 14 cards`},
		{"x spot",
			"[Board \"1\"]\n[Deal \"N:- - - -\"]\n\n[Board \"2\"]\n[Deal \"E:AKxx.QJT.987.654 - - -\"]\n",
			`bad.pbn:5: board 2: East: spades: 'x' is not a rank in a deal; give every card`},
		{"bad first seat",
			"[Board \"1\"]\n[Deal \"X:- - - -\"]\n",
			`bad.pbn:2: board 1: deal: first seat "X" is not N, E, S or W`},
		{"bad dealer",
			"[Board \"1\"]\n[Dealer \"Q\"]\n[Deal \"" + full + "\"]\n",
			`bad.pbn:2: board 1: dealer "Q" is not N, E, S or W`},
		{"three hands",
			"[Board \"9\"]\n[Deal \"N:AQJ93.K876.T.AJ8 - -\"]\n",
			`bad.pbn:2: board 9: deal has 3 hands, want 4 separated by spaces`},
		{"bad rank",
			"[Board \"9\"]\n[Deal \"S:- - AQJ93.K876.T.AJ1 -\"]\n",
			`bad.pbn:2: board 9: North: clubs: '1' is not a rank (use AKQJT98765432)`},
		{"bad vulnerability",
			"[Board \"9\"]\n[Vulnerable \"Sometimes\"]\n[Deal \"" + full + "\"]\n",
			`bad.pbn:2: board 9: vulnerability "Sometimes" is not None, NS, EW or All`},
		{"unterminated comment",
			"[Board \"5\"]\n{ never\nclosed\n[Deal \"" + full + "\"]\n",
			`bad.pbn:2: board 5: comment opened with { is never closed with }`},
		{"unterminated value",
			"[Board \"5\"]\n[Deal \"" + full + "]\n",
			`bad.pbn:2: board 5: value of tag [Deal is not closed with a double quote on its line`},
		{"unclosed tag",
			"[Board \"5\"\n[Deal \"" + full + "\"]\n",
			`bad.pbn:1: tag [Board "5" is not closed with ]`},
		{"tag without a value",
			"[Board 5]\n",
			`bad.pbn:1: tag [Board has no value in double quotes`},
		{"tag without a name",
			"[ \"5\"]\n",
			`bad.pbn:1: tag has no name (tags look like [Name "value"])`},
		{"missing Deal",
			"[Board \"1\"]\n[Deal \"" + full + "\"]\n\n;next\n[Board \"2\"]\n[Dealer \"E\"]\n",
			`bad.pbn:5: board 2: the game has no [Deal] tag`},
		{"text outside a game",
			"hello there\n[Board \"1\"]\n",
			`bad.pbn:1: "hello there" is neither a tag nor data after one (tags look like [Name "value"])`},
		{"two games without an empty line",
			"[Board \"1\"]\n[Deal \"" + full + "\"]\n[Board \"2\"]\n",
			`bad.pbn:3: board 1: second [Board] tag in one game (the first is on line 1; end each game with an empty line)`},
		{"bad board number",
			"[Board \"seven\"]\n",
			`bad.pbn:1: game 1: board number "seven" is not a positive whole number`},
		{"nothing to derive the dealer from",
			"[Vulnerable \"NS\"]\n[Deal \"" + full + "\"]\n",
			`bad.pbn:1: game 1: no [Dealer] tag and no board number to derive it from`},
		{"nothing to derive the vulnerability from",
			"[Board \"1\"]\n[Deal \"" + full + "\"]\n\n[Dealer \"N\"]\n[Deal \"" + full + "\"]\n",
			`bad.pbn:4: game 2: no [Vulnerable] tag and no board number to derive it from`},
		{"nothing to inherit",
			"[Board \"1\"]\n[Deal \"#\"]\n",
			`bad.pbn:2: board 1: deal "#" has no first seat`},
		{"deal without colon",
			"[Board \"1\"]\n[Deal \"AQJ93.K876.T.AJ8 - - -\"]\n",
			`bad.pbn:2: board 1: deal "AQJ93.K876.T.AJ8 - - -" has no first seat`},
	}
	for _, tt := range tests {
		games, err := ReadPBN(strings.NewReader(tt.in), "bad.pbn")
		if err == nil {
			t.Errorf("%s: accepted (%d games)", tt.name, len(games))
			continue
		}
		if !strings.HasPrefix(err.Error(), tt.msg) {
			t.Errorf("%s:\n got %s\nwant %s", tt.name, err, tt.msg)
		}
		var pe *PBNError
		if !errors.As(err, &pe) || pe.File != "bad.pbn" {
			t.Errorf("%s: %T is not a *PBNError for bad.pbn", tt.name, err)
		}
	}
}

func TestReadPBNEmpty(t *testing.T) {
	for _, in := range []string{"", "\n\n", "% PBN 2.1\n% EXPORT\n", "; only a comment\n", "{ a\n comment }\n"} {
		games, err := ReadPBN(strings.NewReader(in), "empty.pbn")
		if err != nil || len(games) != 0 {
			t.Errorf("ReadPBN(%q) = %d games, %v", in, len(games), err)
		}
	}
}

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

func TestReadPBNReadError(t *testing.T) {
	_, err := ReadPBN(failingReader{}, "x.pbn")
	var pe *PBNError
	if err == nil || errors.As(err, &pe) || err.Error() != "reading x.pbn: disk on fire" {
		t.Errorf("read error: %v", err)
	}
}

func TestPBNSectionLines(t *testing.T) {
	src := "% PBN 2.1\n[Board \"1\"]\n[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n" +
		"[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N 10\n; a comment line\n3 4 3NT S 9 [Note \"x\"]\n"
	games, err := ReadPBN(strings.NewReader(src), "t.pbn")
	if err != nil {
		t.Fatal(err)
	}
	var st *Tag
	for i := range games[0].Tags {
		if games[0].Tags[i].Name == "ScoreTable" {
			st = &games[0].Tags[i]
		}
	}
	if st == nil || st.Line != 4 || !slices.Equal(st.SectionLines, []int{5, 7}) || st.SectionLine(1) != 7 || st.SectionLine(2) != 0 {
		t.Fatalf("ScoreTable tag %+v", st)
	}
}

// A string element in section data may hold the characters that start a
// comment or a tag ("Smith;Jones"), and is written back as read.
func TestPBNSectionStrings(t *testing.T) {
	src := "[Board \"1\"]\n[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n" +
		"[TotalScoreTable \"PairId;Names\"]\n4 \"Ann Smith;Bob [Jones] {x}\" ; a comment\n"
	games, err := ReadPBN(strings.NewReader(src), "t.pbn")
	if err != nil {
		t.Fatal(err)
	}
	tag := games[0].Tags[len(games[0].Tags)-1]
	if !slices.Equal(tag.Section, []string{`4 "Ann Smith;Bob [Jones] {x}"`}) {
		t.Fatalf("section %q", tag.Section)
	}
	var buf bytes.Buffer
	if err := WritePBN(&buf, games); err != nil {
		t.Fatal(err)
	}
	again, err := ReadPBN(&buf, "again.pbn")
	if err != nil || !reflect.DeepEqual(values(again[0]), values(games[0])) {
		t.Fatalf("read back %v, %v", again, err)
	}
}

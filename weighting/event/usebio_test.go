package event

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

func TestUSEBIO(t *testing.T) {
	ev := mustLoad(t, "testdata/club-usebio.xml", USEBIO)
	if ev.Title != "Tuesday Pairs" || ev.Names["11"] != "Cat Brown & Dan Gréen" || ev.Scoring != "matchpoints" {
		t.Errorf("title %q, names %q", ev.Title, ev.Names)
	}
	b := mustBoard(t, ev, 7)
	deal, _ := dds.ParseDeal("N:AKQ2.K54.A32.K76 T98.QJ9.QJT9.QJ8 J7654.A32.K5.A43 3.T876.8764.T952")
	if !b.HasDeal || b.Deal != deal || b.Dealer != dds.South || b.Vulnerable.String() != "All" {
		t.Fatalf("deal %v dealer %v vul %v", b.Deal, b.Dealer, b.Vulnerable)
	}
	table, field, err := b.Table("4", "11")
	if err != nil {
		t.Fatal(err)
	}
	if table.Result.String() != "4S+1 S" || *table.Score != 650 || table.Lead != "HT" {
		t.Errorf("table %v", table)
	}
	if got, want := results(field), []string{"6S= N", "4S= S", "3NT+1 N", "Pass", "6S-1 S", "A60/40"}; !slices.Equal(got, want) {
		t.Errorf("field %v, want %v", got, want)
	}
	// The same rows from the PBN export of the same board (less its two
	// tables without pair numbers) give the same matchpoints.
	pbn := mustBoard(t, mustLoad(t, "testdata/club.pbn", PBN), 7)
	pt, pf, err := pbn.Table("4", "11")
	if err != nil {
		t.Fatal(err)
	}
	pf = pf[:len(pf)-2]
	score := func(table Row, field []Row) string {
		vals, err := weighting.MatchpointScoring{}.Score(&weighting.Board{Vul: b.Vulnerable, Tables: append([]weighting.Ruling{table.Result}, Rulings(field)...)})
		if err != nil {
			t.Fatal(err)
		}
		return vals[0].NS.Value.RatString()
	}
	if a, c := score(table, field), score(pt, pf); a != c {
		t.Errorf("USEBIO %s matchpoints, PBN %s", a, c)
	}
}

func TestUSEBIOSwiss(t *testing.T) {
	ev := mustLoad(t, "testdata/swiss-usebio.xml", USEBIO)
	b := mustBoard(t, ev, 1)
	if b.HasDeal || b.Dealer != dds.North || b.Vulnerable != dds.VulNone {
		t.Errorf("board 1 without a hand record: dealer %v vul %v", b.Dealer, b.Vulnerable)
	}
	table, field, err := b.Table("5", "7")
	if err != nil {
		t.Fatal(err)
	}
	if table.Result.String() != "4HX-2 E" || table.Round != "1" || len(field) != 1 || field[0].Result.String() != "3NT= N" {
		t.Errorf("table %v round %s, field %v", table.Result, table.Round, results(field))
	}
}

func TestUSEBIOErrors(t *testing.T) {
	head := `<USEBIO Version="1.2"><EVENT><BOARD><BOARD_NUMBER>7</BOARD_NUMBER>`
	line := func(ns, ew, contract, by, tricks, score string) string {
		return "\n<TRAVELLER_LINE><NS_PAIR_NUMBER>" + ns + "</NS_PAIR_NUMBER><EW_PAIR_NUMBER>" + ew + "</EW_PAIR_NUMBER><CONTRACT>" + contract +
			"</CONTRACT><PLAYED_BY>" + by + "</PLAYED_BY><TRICKS>" + tricks + "</TRICKS><SCORE>" + score + "</SCORE></TRAVELLER_LINE>"
	}
	tail := "\n</BOARD></EVENT></USEBIO>"
	tests := []struct{ name, xml, want string }{
		{"score", head + line("1", "2", "4S", "S", "10", "620") + line("3", "4", "4S", "S", "10", "420") + tail, "u.xml:3: board 7: NS 3 v EW 4, line 3: 4S= S scores +620 at vulnerability All, but the row says +420"},
		{"two tables", head + line("1", "2", "4S", "S", "10", "620") + line("1", "4", "4S", "S", "10", "620") + tail, "u.xml:3: board 7: pair 1 sits North-South at two tables"},
		{"tricks", head + line("1", "2", "4S", "S", "14", "620") + tail, "u.xml:2: board 7: NS 1 v EW 2, line 2: result 14 is not a number of tricks"},
		{"bad score", head + line("1", "2", "4S", "S", "10", "lots") + tail, "SCORE \"lots\" is not a score"},
		{"artificial", head + line("1", "2", "", "", "", "A160/40") + tail, "neither a score nor an artificial score"},
		{"nothing", head + line("1", "2", "", "", "", "") + tail, "no CONTRACT and no SCORE"},
		{"no number", `<USEBIO><BOARD><TRAVELLER_LINE/></BOARD></USEBIO>`, "a BOARD without a BOARD_NUMBER"},
		{"not usebio", `<PBN/>`, "not a USEBIO file"},
		{"xml", `<USEBIO><BOARD>`, "u.xml:1: not well-formed XML"},
		{"deep", strings.Repeat("<USEBIO>", 100), "nested more than 64 deep"},
		{"hand", `<USEBIO><HANDSET><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><HAND><DIRECTION>North</DIRECTION><SPADES>AA</SPADES></HAND></BOARD></HANDSET></USEBIO>`, "North's hand"},
		{"charset", `<?xml version="1.0" encoding="koi8-r"?><USEBIO/>`, "character set"},
		{"empty", `<USEBIO/>`, "no boards"},
		{"ruling comment", head + "\n<TRAVELLER_LINE><!-- ruling: 60% 4S= N --><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>A60/40</SCORE></TRAVELLER_LINE>" + tail, `the weighted score "60% 4S= N": weights sum to 60%, not 100%`},
		{"awarded", head + "\n<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>620</SCORE><NS_MATCH_POINTS>lots</NS_MATCH_POINTS></TRAVELLER_LINE>" + tail, `NS_MATCH_POINTS "lots" is not a number`},
		{"datum", head + "<BOARD_AVERAGE>x</BOARD_AVERAGE>" + line("1", "2", "4S", "S", "10", "620") + tail, `BOARD_AVERAGE "x" is not a score`},
		{"ew score", head + "\n<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>9</TRICKS><EW_SCORE>200</EW_SCORE></TRAVELLER_LINE>" + tail, "4S-1 S scores -100 at vulnerability All, but the row says -200"},
	}
	for _, tt := range tests {
		_, err := ReadUSEBIO(strings.NewReader(tt.xml), "u.xml")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v\nwant it to contain %q", tt.name, err, tt.want)
		}
	}
}

// A pair number that is not a number is kept, with a warning.
func TestUSEBIOPairNumbers(t *testing.T) {
	head := `<USEBIO Version="1.2"><EVENT><BOARD><BOARD_NUMBER>7</BOARD_NUMBER>`
	row := "\n<TRAVELLER_LINE><NS_PAIR_NUMBER>one</NS_PAIR_NUMBER><EW_PAIR_NUMBER>-2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>10</TRICKS><SCORE>620</SCORE></TRAVELLER_LINE>"
	ev, err := ReadUSEBIO(strings.NewReader(head+row+"\n</BOARD></EVENT></USEBIO>"), "u.xml")
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(ev.BoardWarnings(7), "\n")
	for _, want := range []string{`u.xml: board 7: NS one v EW -2, line 2: NS_PAIR_NUMBER "one" is not a pair number (a whole number, as 4, or with its section, as A4); kept as written`,
		`EW_PAIR_NUMBER "-2" is not a pair number`} {
		if !strings.Contains(got, want) {
			t.Errorf("warnings %q lack %q", got, want)
		}
	}
}

func FuzzReadUSEBIO(f *testing.F) {
	for _, p := range []string{"testdata/club-usebio.xml", "testdata/swiss-usebio.xml"} {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	// A real export's first board, and a name in Windows-1252.
	f.Add(`<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="BUTLER_PAIRS"><BOARD><BOARD_NUMBER>2</BOARD_NUMBER><BOARD_AVERAGE>-450</BOARD_AVERAGE>` +
		`<TRAVELLER_LINE><NS_PAIR_NUMBER>2NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>7EW</EW_PAIR_NUMBER><CONTRACT>5C</CONTRACT><PLAYED_BY>E</PLAYED_BY><LEAD>KH</LEAD><TRICKS>10</TRICKS><SCORE>50</SCORE>` +
		`<NS_BUTLER_POINTS>11</NS_BUTLER_POINTS><EW_BUTLER_POINTS>-11</EW_BUTLER_POINTS></TRAVELLER_LINE><TRAVELLER_LINE><NS_PAIR_NUMBER>1NS</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1EW</EW_PAIR_NUMBER><SCORE>A6040</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>`)
	f.Add("<USEBIO><EVENT><EVENT_DESCRIPTION>O\x92Brien</EVENT_DESCRIPTION></EVENT></USEBIO>")
	f.Fuzz(func(t *testing.T, text string) {
		ev, err := ReadUSEBIO(strings.NewReader(text), "f.xml")
		if err != nil {
			return
		}
		checkEvent(t, ev)
	})
}

// NS_SCORE and EW_SCORE stand for SCORE when it is missing.
func TestUSEBIOSideScores(t *testing.T) {
	doc := `<USEBIO><BOARD><BOARD_NUMBER>7</BOARD_NUMBER>
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>9</TRICKS><EW_SCORE>100</EW_SCORE></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><NS_SCORE>620</NS_SCORE></TRAVELLER_LINE>
</BOARD></USEBIO>`
	ev, err := ReadUSEBIO(strings.NewReader(doc), "u.xml")
	if err != nil {
		t.Fatal(err)
	}
	b := mustBoard(t, ev, 7)
	if *b.Rows[0].Score != -100 || b.Rows[1].Result.String() != "+620" {
		t.Errorf("rows %v %v", *b.Rows[0].Score, b.Rows[1].Result)
	}
}

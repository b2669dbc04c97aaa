// case_new.go: the case command — "ruling case new" writes a starter case file from the event's files.

package main

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
	"github.com/ruling-bridge/ruling/weighting/event"
)

func init() {
	register(command{name: "case", summary: "start a case file from the event's files (ruling case new)", order: 5, run: runCase})
}

const caseHelp = `Usage: ruling case new (--pbn FILE | --usebio FILE | --lin FILE|LINK)
                       [--board N] [--table-pairs NS,EW] [--scoring S]
                       [--non-offending NS|EW] [-o CASE.toml]

Writes a starter case file for a ruling from the files the scoring program
exports: a PBN file with score tables, a USEBIO XML file, or a BBO LIN
file or handviewer link. The case reads the deal, dealer, vulnerability,
the table result (the row of the table's pairs), the field (every other
row) or the other room, the auction and the lead from that file when it
runs; the starter shows them in comments and adds two scenario stubs (the
table result, and the table contract double dummy) to edit. It parses and
runs as written: "ruling adjust CASE.toml".

Options:
    --pbn FILE          PBN file with a ScoreTable for the board
    --usebio FILE       USEBIO XML file (hand record, or give --deal-pbn)
    --deal-pbn FILE     with --usebio: a PBN hand record for the deal
    --lin FILE|LINK     BBO LIN file or handviewer link
    --board N           the board (may be left out when the file has one)
    --table-pairs NS,EW the pairs at the table (PBN, USEBIO), e.g. 4,11
    --scoring S         matchpoints, imps, cross-imps, butler, bam or total
                        (default: what the file says, else matchpoints, or
                        imps when the file has the other room)
    --non-offending S   NS or EW (default NS: check it)
    -o FILE             write the case to FILE (whole, or not at all)
`

func runCase(e *env) error {
	hint := `run "ruling help case" for its options`
	if len(e.args) > 0 && (e.args[0] == "-h" || e.args[0] == "--help" || e.args[0] == "-help") {
		fmt.Fprint(e.stdout, caseHelp)
		return errHelpShown
	}
	if len(e.args) == 0 || e.args[0] != "new" {
		return withHint(badInput("case: want the subcommand new (ruling case new --pbn FILE --board N --table-pairs NS,EW)"), hint)
	}
	e = &env{ctx: e.ctx, args: e.args[1:], stdin: e.stdin, stdout: e.stdout, stderr: e.stderr}
	fs := newFlags(e, "case", caseHelp)
	pbn := fs.String("pbn", "", "")
	usebio := fs.String("usebio", "", "")
	dealPBN := fs.String("deal-pbn", "", "")
	lin := fs.String("lin", "", "")
	board := fs.Int("board", 0, "")
	pairsText := fs.String("table-pairs", "", "")
	scoring := fs.String("scoring", "", "")
	nos := fs.String("non-offending", "NS", "")
	outPath := fs.String("o", "", "")
	if err := parseFlags(e, fs, "case"); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return withHint(badInput("case new: unexpected %q", fs.Arg(0)), hint)
	}
	s := starter{board: *board, dealPBN: *dealPBN, scoring: *scoring}
	given := 0
	for _, f := range []struct {
		name string
		f    event.Format
	}{{*pbn, event.PBN}, {*usebio, event.USEBIO}, {*lin, event.LIN}} {
		if f.name != "" {
			s.file, s.format = f.name, f.f
			given++
		}
	}
	if given != 1 {
		return withHint(badInput("case new: give one event file: --pbn, --usebio or --lin"), hint)
	}
	if s.dealPBN != "" && s.format != event.USEBIO {
		return withHint(badInput("case new: --deal-pbn goes with --usebio"), hint)
	}
	if *pairsText != "" {
		p := strings.Split(*pairsText, ",")
		if len(p) != 2 || strings.TrimSpace(p[0]) == "" || strings.TrimSpace(p[1]) == "" {
			return withHint(badInput("--table-pairs %q: give the North-South and East-West pairs, e.g. 4,11", *pairsText), hint)
		}
		s.pairs = []string{strings.TrimSpace(p[0]), strings.TrimSpace(p[1])}
	}
	switch {
	case s.format != event.LIN && s.pairs == nil:
		return withHint(badInput("case new: --%s needs --table-pairs NS,EW to find the table's row", s.format), hint)
	case s.format == event.LIN && s.pairs != nil:
		return withHint(badInput("case new: --table-pairs is not used with --lin (a LIN record is one table)"), hint)
	}
	side, err := dds.ParseSide(*nos)
	if err != nil {
		return withHint(badInput("--non-offending: %v", err), hint)
	}
	s.nos = side
	text, err := s.write(*outPath)
	if err != nil {
		return err
	}
	out := output{path: *outPath}
	out.Write(text)
	return out.commit(e)
}

// starter is what "ruling case new" was asked for.
type starter struct {
	file    string
	format  event.Format
	dealPBN string
	board   int
	pairs   []string
	scoring string
	nos     dds.Side
}

// write makes the starter case's text, with the event file named relative
// to the folder the case is written to, and checks that it parses.
func (s *starter) write(outPath string) ([]byte, error) {
	ev, err := event.Load(s.file, s.format)
	if err != nil {
		return nil, badInput("%v", err)
	}
	if s.board == 0 {
		if len(ev.Boards) != 1 {
			return nil, badInput("case new: %s has %d boards: give --board N", s.file, len(ev.Boards))
		}
		s.board = ev.Boards[0].Number
	}
	b, err := ev.Board(s.board)
	if err != nil {
		return nil, badInput("%v", err)
	}
	var table *event.Row
	switch {
	case s.pairs != nil:
		t, _, err := b.Table(s.pairs[0], s.pairs[1])
		if err != nil {
			return nil, badInput("%s: %v", s.file, err)
		}
		table = &t
	case len(b.Rows) == 1:
		table = &b.Rows[0]
	default:
		return nil, badInput("case new: the LIN record of board %d has no result (the auction or the play is not finished); write the case by hand from examples/", b.Number)
	}
	res, ok := table.Plain()
	if !ok {
		return nil, badInput("case new: the table's row is an artificial score (%s): no result to rule on", table.Result)
	}
	if s.scoring == "" {
		s.scoring = s.guessScoring(ev, b)
	}
	if sc, err := weighting.ScoringByName(s.scoring); err != nil || sc.Name() != s.scoring {
		return nil, badInput("--scoring %q: use matchpoints, imps, cross-imps, butler, bam or total", s.scoring)
	}

	dir := "."
	if outPath != "" && outPath != "-" {
		dir = filepath.Dir(outPath)
	}
	shown := s.file
	if s.format == event.LIN && event.IsHandviewerURL(s.file) {
		shown = "the handviewer link"
	}
	var t bytes.Buffer
	w := func(format string, a ...any) { fmt.Fprintf(&t, format, a...) }
	w("# A starter case made by \"ruling case new\" from %s, board %d.\n", shown, b.Number)
	w("# The deal, the table result, the %s and the auction are read from\n", map[bool]string{true: "other room", false: "field"}[teams(s.scoring)])
	w("# that file each time the case runs; a key written here (deal, field, vs,\n")
	w("# table_result, auction) wins over the file. Edit the scenarios and their\n")
	w("# weights, check non_offending, then run:  ruling adjust CASE.toml\n\n")
	w("title = %s\n", engine.TOMLString(fmt.Sprintf("Board %d", b.Number)))
	if ev.Title != "" {
		w("event = %s\n", engine.TOMLString(ev.Title))
	}
	w("# session = \"\"\n# director = \"\"\n")
	w("facts = \"What happened at the table, in the Director's words.\"\n")
	w("laws = []               # the Laws applied, e.g. [\"16B1\", \"12C1(c)\"]\n")
	w("# poll = [\"...\"]        # who was polled and what they chose\n")
	w("# appeal = \"...\"        # the appeal line, if not the default (Laws 92A, 92B)\n\n")
	key := s.format.String()
	w("%s = %s\n", key, engine.TOMLString(relativeTo(dir, s.file, s.format)))
	if s.dealPBN != "" {
		w("pbn = %s\n", engine.TOMLString(relativeTo(dir, s.dealPBN, event.PBN)))
	}
	w("board = %d\n", b.Number)
	if s.pairs != nil {
		w("table_pairs = [%s, %s]\n", pairValue(s.pairs[0]), pairValue(s.pairs[1]))
	}
	w("scoring = %s\n", engine.TOMLString(s.scoring))
	if s.format == event.LIN {
		switch {
		case teams(s.scoring) && !hasOtherRoom(ev, b):
			w("vs = %s   # CHECK: the other room's result (a placeholder: the table's own)\n", engine.TOMLString(res.String()))
		case !teams(s.scoring) && s.scoring != "total":
			w("field = [%s]   # CHECK: the other tables' results (a placeholder)\n", engine.TOMLString(res.String()))
		}
	}
	w("non_offending = %s   # CHECK: the side damaged by the infraction\n\n", engine.TOMLString(s.nos.String()))

	w("# What %s gives for board %d:\n", shown, b.Number)
	if b.HasDeal {
		w("#   deal %s, dealer %s, vulnerability %s\n", b.Deal.PBN(dds.North), b.Dealer.Name(), b.Vulnerable)
	} else if s.dealPBN == "" {
		w("#   no hand record: add deal = \"N:...\" or pbn = \"hands.pbn\"\n")
	}
	w("#   table result %s (NS %+d)\n", res, res.Score(b.Vulnerable))
	if b.Auction != nil {
		if msg := engine.AuctionMismatch(b.Auction, res); msg == "" {
			w("#   auction %s\n", b.Auction)
		} else {
			w("#   the file's auction, %s, is another table's (%s): add auction = \"...\"\n", b.Auction, msg)
		}
	}
	if table.Lead != "" {
		w("#   opening lead %s (lead = \"played\" in a scenario uses it)\n", table.Lead)
	}
	if s.pairs != nil {
		_, field, _ := b.Table(s.pairs[0], s.pairs[1])
		if teams(s.scoring) {
			if o, err := b.OtherRoom(s.pairs[0], s.pairs[1]); err == nil {
				w("#   other room %s (the row of the same match, the pairs the other way round)\n", o.Result)
			} else {
				w("#   no other-room row: add vs = \"...\"\n")
			}
		} else {
			var list []string
			for _, f := range field {
				list = append(list, f.Result.String())
			}
			w("#   field (%d tables): %s\n", len(field), strings.Join(list, ", "))
		}
	}
	for _, warn := range ev.BoardWarnings(b.Number) {
		w("#   warning: %s\n", warn)
	}
	w("\n[[scenario]]\nname = \"As at the table\"\nresult = %s\nweight = \"%s\"\n", engine.TOMLString(res.String()),
		map[bool]string{true: "50%", false: "100%"}[res.Kind == weighting.Played])
	if res.Kind == weighting.Played {
		c := res.Contract
		w("\n[[scenario]]\nname = \"The table contract, double dummy\"\n# description = \"What would have happened without the infraction\"\n")
		w("contract = %s\ndeclarer = %s\ntricks = \"dd\"\nweight = \"50%%\"\n", engine.TOMLString(c.String()), engine.TOMLString(c.Declarer.String()))
		w("# Other ways to find the tricks: tricks = \"simulate\" with condition = \"...\",\n")
		w("# lead = \"SK\" (or \"played\") for double dummy after that lead; see examples/.\n")
	}
	data := t.Bytes()
	if _, err := engine.ParseCaseData(filepath.Join(dir, "case.toml"), data, diskFS{}, dir); err != nil {
		var ce *engine.Error
		if errors.As(err, &ce) {
			return nil, badInput("case new: the file's board does not make a case: %v", err)
		}
		return nil, err
	}
	return data, nil
}

// hasOtherRoom reports whether a LIN file holds the other room of board b.
func hasOtherRoom(ev *event.Event, b *event.Board) bool {
	for _, o := range ev.Boards {
		if o.Number == b.Number && b.Room != "" && o.Room != "" && o.Room != b.Room && len(o.Rows) == 1 {
			return true
		}
	}
	return false
}

// teams reports a form of scoring against the other room.
func teams(scoring string) bool { return scoring == "imps" || scoring == "bam" }

// guessScoring is the form of scoring the file names, else imps when the
// table's match has its other room (or the file is a LIN record: online
// teams), else matchpoints.
func (s *starter) guessScoring(ev *event.Event, b *event.Board) string {
	if ev.Scoring != "" {
		return ev.Scoring
	}
	if s.format == event.LIN {
		return "imps"
	}
	if s.pairs != nil {
		if _, err := b.OtherRoom(s.pairs[0], s.pairs[1]); err == nil {
			return "imps"
		}
	}
	return "matchpoints"
}

// relativeTo names file relative to dir, as a case file in dir names it
// (a LIN link stays as it is).
func relativeTo(dir, file string, f event.Format) string {
	if f == event.LIN && event.IsHandviewerURL(file) {
		return file
	}
	absDir, err1 := filepath.Abs(dir)
	absFile, err2 := filepath.Abs(file)
	if err1 != nil || err2 != nil {
		return file
	}
	if rel, err := filepath.Rel(absDir, absFile); err == nil {
		return filepath.ToSlash(rel)
	}
	return absFile
}

// pairValue writes a pair number as a TOML integer, other identifiers as strings.
func pairValue(p string) string {
	if n, err := strconv.Atoi(p); err == nil {
		return strconv.Itoa(n)
	}
	return engine.TOMLString(p)
}

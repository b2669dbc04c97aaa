// starter.go: StarterCase — a commented starter case file from an event file's board, that parses and runs.

package engine

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// Starter is what a starter case is made from: the event file as the case
// will name it, its format, the board and the table's pairs (PBN, USEBIO),
// the form of scoring ("" for the file's, else a guess), the non-offending
// side, and a PBN hand record for a USEBIO file without one.
type Starter struct {
	File         string // the event file as the case names it (relative to the case's folder), or a LIN link
	Shown        string // the file as messages and comments name it; File when empty
	Format       event.Format
	DealPBN      string // with USEBIO: a PBN hand record, as the case names it
	Board        int    // 0: the file's only board
	Pairs        []string
	Scoring      string
	NonOffending dds.Side
}

// ParsePairs reads a table's pairs as "NS,EW" (e.g. "4,11"): the
// North-South pair, then the East-West pair.
func ParsePairs(text string) ([]string, error) {
	p := strings.Split(text, ",")
	if len(p) != 2 || strings.TrimSpace(p[0]) == "" || strings.TrimSpace(p[1]) == "" {
		return nil, errors.New("give the North-South and East-West pairs, e.g. 4,11")
	}
	return []string{strings.TrimSpace(p[0]), strings.TrimSpace(p[1])}, nil
}

// CheckEventFile is the one rule of an event file, a hand record and the
// table's pairs, for a case file and ruling case new alike: a PBN or
// USEBIO file needs the pairs (table_pairs) to find the table's row; a LIN
// record is one table and takes none; a PBN hand record (deal_pbn) goes
// with USEBIO. An error is an *OptionError by its key.
func CheckEventFile(format event.Format, dealPBN, pairs bool) error {
	switch {
	case dealPBN && format != event.USEBIO:
		return dds.OptionErr("deal_pbn", " goes with usebio").WithHint("", "usebio")
	case format != event.LIN && !pairs:
		return dds.OptionErr(format.String(), ": give the table's pairs as table_pairs, NS then EW (e.g. 4 and 11), to find its row").WithHint("", "table_pairs")
	case format == event.LIN && pairs:
		return dds.OptionErr("table_pairs", " is not used with lin: a LIN record is one table").WithHint("", "lin")
	}
	return nil
}

// NameFiles sets s.File, s.Shown and s.DealPBN from the event file and a
// PBN hand record ("" for none), paths on this computer, as a case file
// written to the folder caseDir names them (CasePath); a LIN handviewer
// link stays as it is.
func (s *Starter) NameFiles(file, dealPBN, caseDir string) {
	s.File, s.Shown = CasePath(caseDir, file), file
	if s.Format == event.LIN && event.IsHandviewerURL(file) {
		s.File, s.Shown = file, "the handviewer link"
	}
	if dealPBN != "" {
		s.DealPBN = CasePath(caseDir, dealPBN)
	}
}

// StarterCase writes a starter case for s from the event ev read from
// s.File: the keys that make the case read the board, the table result,
// the field or other room, the auction and the lead from the file when it
// runs; what the file gives, in comments; the ruling form's keys to fill
// in; and two scenario stubs (the table result, and the table contract
// double dummy) to replace. The text is checked with ParseCaseData through
// fsys, relative to dir (the case's folder), before it is returned.
func StarterCase(ev *event.Event, s Starter, fsys fs.FS, dir string) ([]byte, error) {
	if s.Shown == "" {
		s.Shown = s.File
	}
	if s.Board == 0 {
		if len(ev.Boards) != 1 {
			return nil, &Error{File: s.Shown, Msg: fmt.Sprintf("the file has %d boards: give the board number", len(ev.Boards))}
		}
		s.Board = ev.Boards[0].Number
	}
	b, err := ev.Board(s.Board)
	if err != nil {
		return nil, &Error{Msg: err.Error()}
	}
	var table *event.Row
	switch {
	case s.Pairs != nil:
		t, _, err := b.Table(s.Pairs[0], s.Pairs[1])
		if err != nil {
			return nil, &Error{File: s.Shown, Msg: err.Error()}
		}
		table = &t
	case len(b.Rows) == 1:
		table = &b.Rows[0]
	default:
		return nil, &Error{File: s.Shown, Msg: fmt.Sprintf("board %d has no result (the auction or the play is not finished): write the case by hand (see examples/)", b.Number)}
	}
	res, ok := table.Plain()
	if !ok {
		return nil, &Error{File: s.Shown, Msg: fmt.Sprintf("the table's row is an artificial score (%s): no result to rule on", table.Result)}
	}
	if s.Scoring == "" {
		s.Scoring = s.guessScoring(ev, b)
	}
	if sc, err := weighting.ScoringByName(s.Scoring); err != nil || sc.Name() != s.Scoring {
		return nil, &Error{Msg: fmt.Sprintf("scoring %q: use one of %s", s.Scoring, strings.Join(scoringNames, ", "))}
	}
	teams := s.Scoring == "imps" || s.Scoring == "bam"

	var t bytes.Buffer
	w := func(format string, a ...any) { fmt.Fprintf(&t, format, a...) }
	w("# A starter case made by \"ruling case new\" from %s, board %d.\n", s.Shown, b.Number)
	w("# The deal, the table result, the %s and the auction are read from\n", map[bool]string{true: "other room", false: "field"}[teams])
	w("# that file each time the case runs; a key written here (deal, field, vs,\n")
	w("# table_result, auction) wins over the file. Edit the scenarios and their\n")
	w("# weights, check non_offending, then run:  ruling adjust CASE.toml\n\n")
	w("title = %s\n", quote(fmt.Sprintf("Board %d", b.Number)))
	if ev.Title != "" {
		w("event = %s\n", quote(ev.Title))
	}
	w("# session = \"\"\n# director = \"\"\n")
	w("facts = \"What happened at the table, in the Director's words.\"\n")
	w("laws = []               # the Laws applied, e.g. [\"16B1\", \"12C1(c)\"]\n")
	w("# poll = [\"...\"]        # who was polled and what they chose\n")
	w("# appeal = \"...\"        # the appeal line, if not the default (Laws 92A, 92B)\n\n")
	w("%s = %s\n", s.Format, quote(s.File))
	if s.DealPBN != "" {
		w("pbn = %s\n", quote(s.DealPBN))
	}
	w("board = %d\n", b.Number)
	if s.Pairs != nil {
		w("table_pairs = [%s, %s]\n", pairValue(s.Pairs[0]), pairValue(s.Pairs[1]))
	}
	w("scoring = %s\n", quote(s.Scoring))
	if s.Format == event.LIN {
		switch {
		case teams && !hasOtherRoom(ev, b):
			w("vs = %s   # CHECK: the other room's result (a placeholder: the table's own)\n", quote(res.String()))
		case !teams && s.Scoring != "total":
			w("field = [%s]   # CHECK: the other tables' results (a placeholder)\n", quote(res.String()))
		}
	}
	w("non_offending = %s   # CHECK: the side damaged by the infraction\n\n", quote(s.NonOffending.String()))

	w("# What %s gives for board %d:\n", s.Shown, b.Number)
	if b.HasDeal {
		w("#   deal %s, dealer %s, vulnerability %s\n", b.Deal.PBN(dds.North), b.Dealer.Name(), b.Vulnerable)
	} else if s.DealPBN == "" {
		w("#   no hand record: add deal = \"N:...\" or pbn = \"hands.pbn\"\n")
	}
	w("#   table result %s (NS %+d)\n", res, res.Score(b.Vulnerable))
	if b.Auction != nil {
		if msg := AuctionMismatch(b.Auction, res); msg == "" {
			w("#   auction %s\n", b.Auction)
		} else {
			w("#   the file's auction, %s, is another table's (%s): add auction = \"...\"\n", b.Auction, msg)
		}
	}
	if table.Lead != "" {
		w("#   opening lead %s (lead = \"played\" in a scenario uses it)\n", table.Lead)
	}
	if s.Pairs != nil {
		_, field, _ := b.Table(s.Pairs[0], s.Pairs[1])
		if teams {
			if o, err := b.OtherRoom(s.Pairs[0], s.Pairs[1]); err == nil {
				w("#   other room %s (the row of the same match, the pairs the other way round)\n", o.Result)
			} else {
				w("#   no other-room row: add vs = \"...\"\n")
			}
		} else {
			list := make([]string, len(field))
			for i, f := range field {
				list[i] = f.Result.String()
			}
			w("#   field (%d tables): %s\n", len(field), strings.Join(list, ", "))
		}
	}
	for _, warn := range ev.BoardWarnings(b.Number) {
		w("#   warning: %s\n", warn)
	}
	w("\n[[scenario]]\nname = \"As at the table\"\nresult = %s\nweight = \"%s\"\n", quote(res.String()),
		map[bool]string{true: "50%", false: "100%"}[res.Kind == weighting.Played])
	if res.Kind == weighting.Played {
		c := res.Contract
		w("\n[[scenario]]\nname = \"The table contract, double dummy\"\n# description = \"What would have happened without the infraction\"\n")
		w("contract = %s\ndeclarer = %s\ntricks = \"dd\"\nweight = \"50%%\"\n", quote(c.String()), quote(c.Declarer.String()))
		w("# Other ways to find the tricks: tricks = \"simulate\" with condition = \"...\",\n")
		w("# lead = \"SK\" (or \"played\") for double dummy after that lead; see examples/.\n")
	}
	data := t.Bytes()
	if _, err := ParseCaseData(path.Join(dir, "case.toml"), data, fsys, dir); err != nil {
		var ce *Error
		if errors.As(err, &ce) {
			return nil, &Error{File: s.Shown, Msg: fmt.Sprintf("board %d does not make a case: %s", b.Number, ce.Msg)}
		}
		return nil, err
	}
	return data, nil
}

// guessScoring is the form of scoring the file names; else imps when the
// table's match has its other room, or the file is a LIN record (online
// teams); else matchpoints.
func (s *Starter) guessScoring(ev *event.Event, b *event.Board) string {
	switch {
	case ev.Scoring != "":
		return ev.Scoring
	case s.Format == event.LIN:
		return "imps"
	case s.Pairs != nil:
		if _, err := b.OtherRoom(s.Pairs[0], s.Pairs[1]); err == nil {
			return "imps"
		}
	}
	return "matchpoints"
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

// pairValue writes a pair number as a TOML integer, other identifiers as strings.
func pairValue(p string) string {
	if p != "" && strings.Trim(p, "0123456789") == "" {
		return pairKey(p)
	}
	return quote(p)
}

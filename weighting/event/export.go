// export.go: one board's traveller written back for a scoring program to import — PBN ScoreTable, USEBIO TRAVELLER_LINEs — with the adjusted table's weighted score.

package event

import (
	"bufio"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// Traveller is one board's rows as a scoring program imports them: the
// board, the form of scoring (as weighting names it), and every row with
// its result — the adjusted table's a weighted one — and the scores the
// form of scoring gives it (Row.Awarded).
type Traveller struct {
	Title    string
	Board    Board
	Scoring  string
	Rows     []Row
	Adjusted int    // the adjusted table's row
	Note     string // how the file carries the weighted score, for its readers
}

// Decimals of the scores an export writes, as scoring programs write them.
const exportDecimals = 2

// unitOf is the unit a form of scoring's values are in, for an export;
// ok is false for forms no traveller column carries.
func unitOf(scoring string) (Unit, bool) {
	switch scoring {
	case "matchpoints":
		return Matchpoints, true
	case "imps", "cross-imps", "butler":
		return IMPs, true
	}
	return 0, false
}

// pbnScoring is PBN's Scoring tag for a form of scoring.
var pbnScoring = map[string]string{"matchpoints": "MatchPoints", "imps": "IMP", "cross-imps": "Cross-IMPs", "butler": "Butler"}

// WritePBNTraveller writes the board as one PBN 2.1 game with a
// ScoreTable: for each row its pairs, room, contract, declarer, tricks,
// North-South score and the scores it gets (MP_NS and MP_EW with
// Percentage_NS and Percentage_EW at matchpoints, IMP_NS and IMP_EW at
// IMPs). The adjusted table has no single result: its contract is "-",
// its percentages are marked artificial ("^55.32") so that a program
// takes them as given, and the column Ruling holds the weighted score
// itself ("60% 4S= N, 40% 4S-1 N"), which ReadPBN reads back; a
// commentary before the table says so.
func WritePBNTraveller(w io.Writer, t *Traveller) error {
	unit, ok := unitOf(t.Scoring)
	if !ok {
		return fmt.Errorf("scoring %s: a PBN score table carries matchpoints or IMPs; give the %s scores to the scoring program by hand", t.Scoring, t.Scoring)
	}
	if !t.Board.HasDeal {
		return errors.New("the board has no deal: a PBN game needs one")
	}
	bw := bufio.NewWriter(w)
	tag := func(name, value string) { fmt.Fprintf(bw, "[%s \"%s\"]\n", name, pbnEscape(value)) }
	bw.WriteString("% PBN 2.1\n% EXPORT\n")
	if t.Title != "" {
		tag("Event", t.Title)
	}
	if t.Board.Number > 0 {
		tag("Board", strconv.Itoa(t.Board.Number))
	}
	tag("Dealer", t.Board.Dealer.String())
	tag("Vulnerable", t.Board.Vulnerable.String())
	tag("Deal", t.Board.Deal.PBN(dds.North))
	tag("Scoring", pbnScoring[t.Scoring])
	if t.Note != "" {
		fmt.Fprintf(bw, "{ruling: %s}\n", strings.ReplaceAll(t.Note, "}", ")"))
	}
	cols := []string{"Table", "Round", "Room", "PairId_NS", "PairId_EW", "Contract", "Declarer", "Result", "Score_NS"}
	if unit == Matchpoints {
		cols = append(cols, "MP_NS", "MP_EW")
	} else {
		cols = append(cols, "IMP_NS", "IMP_EW")
	}
	cols = append(cols, "Percentage_NS", "Percentage_EW", "Ruling")
	tag("ScoreTable", strings.Join(cols, ";"))
	for i := range t.Rows {
		r := &t.Rows[i]
		cells := []string{dash(r.Table), dash(r.Round), dash(r.Room), quoted(r.NS), quoted(r.EW)}
		cells = append(cells, resultCells(r, i == t.Adjusted, t.Board.Vulnerable)...)
		a, _ := r.AwardedIn(unit)
		cells = append(cells, number(a.NS), number(a.EW))
		// Percentages: the row's at matchpoints; an artificial score's
		// own (and the adjusted table's at matchpoints) marked "^".
		p, ok := r.AwardedIn(Percent)
		if art := r.Result.Artificial; art != nil && (!ok || unit != Matchpoints) {
			p, ok = Awarded{NS: float64(art.NS), EW: float64(art.EW)}, true
		}
		switch mark := ""; {
		case !ok:
			cells = append(cells, "-", "-")
		default:
			if i == t.Adjusted || r.Result.Artificial != nil {
				mark = "^"
			}
			cells = append(cells, mark+number(p.NS), mark+number(p.EW))
		}
		ruling := "-"
		if i == t.Adjusted {
			ruling = `"` + pbnEscape(r.Result.Entry()) + `"`
		}
		cells = append(cells, ruling)
		bw.WriteString(strings.Join(cells, " ") + "\n")
	}
	return bw.Flush()
}

// resultCells are a row's Contract, Declarer, Result and Score_NS cells:
// "-" for what the row has none of (the adjusted table, an artificial
// score, a passed-out board's declarer).
func resultCells(r *Row, adjusted bool, vul dds.Vulnerability) []string {
	res, plain := r.Plain()
	switch {
	case adjusted || !plain:
		return []string{"-", "-", "-", "-"}
	case res.Kind == weighting.PassedOut:
		return []string{"Pass", "-", "-", "0"}
	case res.Kind == weighting.Points:
		return []string{"-", "-", "-", strconv.Itoa(res.NS)}
	}
	c := res.Contract
	return []string{c.String(), c.Declarer.String(), strconv.Itoa(res.Tricks), strconv.Itoa(res.Score(vul))}
}

func dash(s string) string {
	if strings.TrimSpace(s) == "" {
		return "-"
	}
	return s
}

func quoted(s string) string {
	if strings.TrimSpace(s) == "" {
		return "-"
	}
	return `"` + pbnEscape(s) + `"`
}

// pbnEscape escapes a PBN string's backslashes and double quotes.
func pbnEscape(s string) string { return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) }

// number writes a score with exportDecimals, trailing zeros dropped; "-"
// for none.
func number(f float64) string {
	if math.IsNaN(f) {
		return "-"
	}
	s := strconv.FormatFloat(f, 'f', exportDecimals, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		s = "0"
	}
	return s
}

// usebioScoring names a form of scoring as USEBIO 1.2 does: the event
// type and the elements of a traveller line that carry the scores.
var usebioScoring = map[string]struct{ eventType, method, ns, ew string }{
	"matchpoints": {"MP_PAIRS", "MATCH_POINTS", "NS_MATCH_POINTS", "EW_MATCH_POINTS"},
	"cross-imps":  {"CROSS_IMP", "CROSS_IMPS", "NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS"},
	"butler":      {"BUTLER_PAIRS", "BUTLER_IMPS", "NS_BUTLER_POINTS", "EW_BUTLER_POINTS"},
}

// WriteUSEBIOTraveller writes the board as a USEBIO 1.2 document: the
// event, the board's TRAVELLER_LINEs with each row's pairs, contract,
// declarer, tricks, North-South score and the scores it gets (to two
// decimals, as Compscore writes them), and the hand record. USEBIO has no
// element for a weighted score: the adjusted table's line carries its
// weighted matchpoints (or IMPs) exactly, for a program that takes the
// scores as given, and as its SCORE the nearest artificial score
// ("A55/45"), for a program that scores the board again; a comment in
// the line ("<!-- ruling: 60% 4S= N, 40% 4S-1 N -->") holds the weighted
// score itself, which ReadUSEBIO reads back. Teams IMPs and total points
// are not written: a traveller line of USEBIO 1.2 carries neither a
// match's IMPs nor a fractional score.
func WriteUSEBIOTraveller(w io.Writer, t *Traveller) error {
	sc, ok := usebioScoring[t.Scoring]
	if !ok {
		return fmt.Errorf("scoring %s: a USEBIO traveller line carries matchpoints, cross-IMPs or Butler IMPs; export the board as PBN (--export pbn), or give the %s scores to the scoring program by hand", t.Scoring, t.Scoring)
	}
	if t.Board.Number < 1 {
		return errors.New("the board has no number: a USEBIO BOARD needs one (give board = N)")
	}
	unit, _ := unitOf(t.Scoring)
	bw := bufio.NewWriter(w)
	el := func(indent, name, value string) {
		bw.WriteString(indent + "<" + name + ">")
		xml.EscapeText(bw, []byte(value))
		bw.WriteString("</" + name + ">\n")
	}
	bw.WriteString("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE USEBIO SYSTEM \"http://www.ebu.co.uk/usebio/usebio_v1_2.dtd\">\n<USEBIO Version=\"1.2\">\n")
	fmt.Fprintf(bw, "<EVENT EVENT_TYPE=\"%s\">\n", sc.eventType)
	if t.Title != "" {
		el("  ", "EVENT_DESCRIPTION", t.Title)
	}
	el("  ", "BOARD_SCORING_METHOD", sc.method)
	el("  ", "PROGRAM_NAME", "ruling")
	bw.WriteString("  <BOARD>\n")
	el("    ", "BOARD_NUMBER", strconv.Itoa(t.Board.Number))
	for i := range t.Rows {
		r := &t.Rows[i]
		bw.WriteString("    <TRAVELLER_LINE>\n")
		if i == t.Adjusted {
			bw.WriteString("      <!-- " + rulingComment + " " + strings.ReplaceAll(r.Result.Entry(), "--", "- -") + " -->\n")
		}
		if r.NS != "" {
			el("      ", "NS_PAIR_NUMBER", r.NS)
		}
		if r.EW != "" {
			el("      ", "EW_PAIR_NUMBER", r.EW)
		}
		if r.Table != "" {
			el("      ", "TABLE_NUMBER", r.Table)
		}
		if r.Round != "" {
			el("      ", "ROUND_NUMBER", r.Round)
		}
		res, plain := r.Plain()
		a, _ := r.AwardedIn(unit)
		switch {
		case i == t.Adjusted:
			p, ok := r.AwardedIn(Percent)
			if !ok {
				p = Awarded{NS: 50, EW: 50}
			}
			el("      ", "SCORE", fmt.Sprintf("A%d/%d", int(math.Round(p.NS)), int(math.Round(p.EW))))
		case !plain:
			el("      ", "SCORE", r.Result.String())
		case res.Kind == weighting.PassedOut:
			el("      ", "CONTRACT", "PASS")
			el("      ", "SCORE", "0")
		case res.Kind == weighting.Points:
			el("      ", "SCORE", strconv.Itoa(res.NS))
		default:
			el("      ", "CONTRACT", res.Contract.String())
			el("      ", "PLAYED_BY", res.Contract.Declarer.String())
			el("      ", "TRICKS", strconv.Itoa(res.Tricks))
			el("      ", "SCORE", strconv.Itoa(res.Score(t.Board.Vulnerable)))
		}
		if r.Lead != "" && i != t.Adjusted {
			el("      ", "LEAD", r.Lead)
		}
		el("      ", sc.ns, number(a.NS))
		el("      ", sc.ew, number(a.EW))
		bw.WriteString("    </TRAVELLER_LINE>\n")
	}
	bw.WriteString("  </BOARD>\n</EVENT>\n")
	if t.Board.HasDeal {
		bw.WriteString("<HANDSET>\n  <BOARD>\n")
		el("    ", "BOARD_NUMBER", strconv.Itoa(t.Board.Number))
		el("    ", "DEALER", t.Board.Dealer.String())
		el("    ", "VULNERABLE", t.Board.Vulnerable.String())
		for _, seat := range dds.Seats {
			bw.WriteString("    <HAND>\n")
			el("      ", "DIRECTION", seat.Name())
			for _, suit := range []struct {
				name string
				s    dds.Suit
			}{{"SPADES", dds.Spades}, {"HEARTS", dds.Hearts}, {"DIAMONDS", dds.Diamonds}, {"CLUBS", dds.Clubs}} {
				el("      ", suit.name, suitHolding(t.Board.Deal[seat], suit.s))
			}
			bw.WriteString("    </HAND>\n")
		}
		bw.WriteString("  </BOARD>\n</HANDSET>\n")
	}
	bw.WriteString("</USEBIO>\n")
	return bw.Flush()
}

// suitHolding is a hand's cards in one suit, highest first ("AKT3"), ""
// for a void.
func suitHolding(h dds.Cards, s dds.Suit) string {
	parts := strings.Split(h.Holding(), ".")
	if len(parts) != 4 {
		return ""
	}
	return parts[3-int(s)]
}

// event.go: Event — an event file (PBN, USEBIO, BBO LIN or a handviewer link) read by the engine, as ruling case new reads it, into the page's board fields.

package calls

import (
	"io/fs"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting/engine"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// EventRequest is what ruling case new takes, as the page's fields give
// it (the JSON part "request" of /api/event).
type EventRequest struct {
	// File is the event file's name (a part of the form), or a BBO
	// handviewer link for lin.
	File   string `json:"file"`
	Format string `json:"format"` // pbn, usebio or lin
	Board  int    `json:"board"`
	// TablePairs are North-South's and East-West's pairs (by number or
	// name), or one player's name; none for lin.
	TablePairs []string `json:"table_pairs"`
	// LIN, when not "", is a LIN record itself (a page link's #lin=…),
	// read instead of a file (Format lin; File names it in messages).
	LIN string `json:"lin,omitempty"`
	// Scoring is the form of scoring; "" for the file's (else a guess).
	Scoring string `json:"scoring"`
	// Result, Vs and Field are what the file may not give: the table
	// result, the other room, the other tables.
	Result string   `json:"result"`
	Vs     string   `json:"vs"`
	Field  []string `json:"field"`
}

// EventAnswer is the board's fields, the form of scoring (and why, when
// it was guessed), and what the file does not give in ruling case new's
// words.
type EventAnswer struct {
	Form    CaseForm `json:"form"`
	Scoring string   `json:"scoring_note,omitempty"`
	Note    string   `json:"note,omitempty"`
}

// Event reads a board from an event file (among files, or a handviewer
// link) with the engine's starter (engine.ReadStart, which ruling case
// new uses), and answers the board's fields: the deal, dealer,
// vulnerability, the form of scoring (the file's, or a guess it says),
// the table result, the field or the other room, the auction, and the
// ruling form's title, event and table lines. What the file cannot give
// is the note, in ruling case new's words; a file that cannot be read,
// or has no such board or table, is the *Error ruling case new gives.
func Event(req EventRequest, files fs.FS) (*EventAnswer, error) {
	var format event.Format
	switch req.Format {
	case "pbn":
		format = event.PBN
	case "usebio":
		format = event.USEBIO
	case "lin":
		format = event.LIN
	default:
		return nil, bad("format %q: choose pbn, usebio or lin", req.Format)
	}
	st := engine.Starter{File: req.File, Format: format, Board: req.Board, Scoring: req.Scoring,
		Result: strings.TrimSpace(req.Result), Vs: strings.TrimSpace(req.Vs), Field: req.Field}
	for _, p := range req.TablePairs {
		if p = strings.TrimSpace(p); p != "" {
			st.Pairs = append(st.Pairs, p)
		}
	}
	if format == event.LIN && event.IsHandviewerURL(req.File) {
		st.Shown = "the handviewer link"
	}
	var ev *event.Event
	var err error
	switch {
	case req.LIN != "" && format != event.LIN:
		return nil, bad("a LIN record goes with format lin, not %q", req.Format)
	case req.LIN != "":
		if req.File == "" {
			req.File = "the link"
		}
		st.File, st.Shown = req.File, req.File
		ev, err = event.ReadLIN(strings.NewReader(req.LIN), req.File)
	default:
		ev, err = engine.ReadEventFile(files, ".", req.File, format)
	}
	if err != nil {
		return nil, bad("%v", err)
	}
	if err := engine.CheckEventFile(format, false, st.Pairs != nil || !ev.HasResults()); err != nil {
		return nil, bad("%v", err)
	}
	sb, err := engine.ReadStart(ev, st)
	if err != nil {
		return nil, bad("%v", err)
	}
	b := sb.Board
	f := CaseForm{Title: "Board " + strconv.Itoa(b.Number), Board: b.Number, Scoring: sb.Scoring, Field: sb.Field, Vs: sb.Vs,
		Event: ev.Title, Table: sb.TableLine}
	if b.HasDeal {
		f.Deal, f.Dealer, f.Vulnerability = b.Deal.PBN(dds.North), b.Dealer.String(), b.Vulnerable.String()
	}
	if sb.HasResult {
		f.TableResult = sb.Result.String()
	}
	if a := sb.Auction(); a != nil {
		f.Auction = a.String()
	}
	ans := &EventAnswer{Form: f, Note: sb.MissingText()}
	if sb.Guessed != "" {
		ans.Scoring = "The form of scoring is a guess: " + sb.Guessed + "."
	}
	return ans, nil
}

// form.go: the ruling form's parts — event line, facts, bidding diagram, the table's own score, the field's frequency table, poll, Laws and the appeal line.

package reports

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// biddingSeats are the bidding diagram's columns, in the usual order.
var biddingSeats = [4]dds.Seat{dds.West, dds.North, dds.East, dds.South}

// formView is the ruling form's parts as text, for every encoder: the top
// (event line, facts, auction; the board's particulars follow, the table
// result with its own score among them), the evidence (the field, the
// poll) and the end (Laws, appeal line).
type formView struct {
	EventLine    string
	Facts        string
	Auction      *grid
	AuctionNotes []string // the alerts' explanations, numbered as in the diagram
	Field        *grid
	Poll         []string
	Laws         string
	Appeal       string
}

// form builds the ruling form's parts of r.
func form(r *engine.Ruling) formView {
	f := r.Form
	v := formView{EventLine: eventLine(r), Facts: f.Facts, Poll: f.Poll, Appeal: f.AppealLine()}
	if len(f.Laws) > 0 {
		v.Laws = "Laws applied: " + strings.Join(f.Laws, ", ")
	}
	if r.Auction != nil {
		g, notes := biddingGrid(r.Auction)
		v.Auction, v.AuctionNotes = &g, notes
	}
	if len(r.Field) > 0 {
		g := fieldGrid(r)
		v.Field = &g
	}
	return v
}

// eventLine is "Event: … · Session: … · Board 7 · Table: … · Director: …",
// "" when the case names none of them.
func eventLine(r *engine.Ruling) string {
	f := r.Form
	var parts []string
	add := func(label, value string) {
		if value != "" {
			parts = append(parts, label+": "+value)
		}
	}
	add("Event", f.Event)
	add("Session", f.Session)
	if len(parts) == 0 && f.Table == "" && f.Director == "" {
		return ""
	}
	if r.Board > 0 {
		parts = append(parts, "Board "+strconv.Itoa(r.Board))
	}
	add("Table", f.Table)
	add("Director", f.Director)
	return strings.Join(parts, " · ")
}

// biddingGrid is the auction as a bidding diagram, West North East South,
// the dealer's column first filled; an alerted call with an explanation
// carries a note number, "(1)", one without carries "!". notes are the
// explanations in order.
func biddingGrid(a *dds.Auction) (g grid, notes []string) {
	g = grid{Align: "llll"}
	for _, s := range biddingSeats {
		g.Header = append(g.Header, s.Name())
	}
	col := 0
	for col < 4 && biddingSeats[col] != a.Dealer {
		col++
	}
	row := make([]string, 4)
	for i := 0; i < col; i++ {
		row[i] = ""
	}
	for _, c := range a.Calls {
		cell := c.Pretty()
		switch {
		case c.Explanation != "":
			notes = append(notes, c.Explanation)
			cell += fmt.Sprintf(" (%d)", len(notes))
		case c.Alert:
			cell += "!"
		}
		row[col] = cell
		col++
		if col == 4 {
			g.Rows = append(g.Rows, row)
			row, col = make([]string, 4), 0
		}
	}
	if !a.Complete() {
		row[col] = "…"
		col++
	}
	if col > 0 {
		g.Rows = append(g.Rows, row)
	}
	return g, notes
}

// auctionNoteLines are the explanations as "(1) game forcing".
func auctionNoteLines(notes []string) []string {
	out := make([]string, len(notes))
	for i, n := range notes {
		out[i] = fmt.Sprintf("(%d) %s", i+1, n)
	}
	return out
}

// tableResultText is the table result with its own score under the form
// of scoring: "4♠+1 by S, NS +650; its own score: NS 11, EW 3
// matchpoints".
func tableResultText(r *engine.Ruling) string {
	if r.NoResult {
		return "none obtained (Law 12C2(a))"
	}
	s := ResultText(r.TableResult.Result)
	if r.TableResult.Result.Kind != weighting.Points {
		s += ", NS " + signedInt(r.TableResult.NSScore)
	}
	return s + "; its own score: NS " + formatValue(r.Scoring, r.TableValue[dds.NS]) +
		", EW " + formatValue(r.Scoring, r.TableValue[dds.EW]) + " " + unitPlural(r.Scoring.Name())
}

// fieldGrid is the other tables as a frequency table: result, North-South
// score, count.
func fieldGrid(r *engine.Ruling) grid {
	g := grid{Header: []string{"result", "NS score", "tables"}, Align: "lrr"}
	for _, f := range r.Field {
		score := "—"
		if f.NSScore != nil {
			score = strconv.Itoa(*f.NSScore)
			if *f.NSScore > 0 {
				score = "+" + score
			}
		}
		res := AwardText(f.Ruling)
		if f.NSScore != nil && f.Ruling.NS[0].Result.Kind == weighting.Points {
			res = "—" // a bare score: no contract known
		}
		g.Rows = append(g.Rows, []string{res, score, strconv.Itoa(f.Count)})
	}
	return g
}

// fieldHeading names the field's table: the other room at teams.
func fieldHeading(r *engine.Ruling) string {
	if n := r.Scoring.Name(); n == "imps" || n == "bam" {
		return "The other room"
	}
	return "The field"
}

// jsonCall is one call of the JSON report's auction.
type jsonCall struct {
	Seat  string `json:"seat"`
	Call  string `json:"call"`
	Alert bool   `json:"alert"`
	Text  string `json:"explanation"`
}

// jsonForm is the ruling form in the JSON report.
type jsonForm struct {
	Event    string        `json:"event"`
	Session  string        `json:"session"`
	Table    string        `json:"table"`
	Director string        `json:"director"`
	Facts    string        `json:"facts"`
	Laws     []string      `json:"laws"`
	Poll     []string      `json:"poll"`
	Appeal   string        `json:"appeal"`
	Auction  []jsonCall    `json:"auction"`
	Field    []jsonFieldAt `json:"field"`
}

// jsonFieldAt is one line of the field's frequency table.
type jsonFieldAt struct {
	Result  string `json:"result"`
	NSScore *int   `json:"ns_score"`
	Count   int    `json:"count"`
}

// formJSON is the ruling form's part of the JSON report: the auction is
// the list of calls from the dealer, each with its alert and explanation.
func formJSON(r *engine.Ruling) jsonForm {
	f := r.Form
	j := jsonForm{Event: f.Event, Session: f.Session, Table: f.Table, Director: f.Director, Facts: f.Facts,
		Laws: nonNil(f.Laws), Poll: nonNil(f.Poll), Appeal: f.AppealLine(), Auction: []jsonCall{}, Field: []jsonFieldAt{}}
	if a := r.Auction; a != nil {
		for i, c := range a.Calls {
			j.Auction = append(j.Auction, jsonCall{Seat: a.Seat(i).String(), Call: c.String(), Alert: c.Alert, Text: c.Explanation})
		}
	}
	for _, fc := range r.Field {
		j.Field = append(j.Field, jsonFieldAt{Result: AwardText(fc.Ruling), NSScore: fc.NSScore, Count: fc.Count})
	}
	return j
}

// textFormTop writes the form's top for the text report: the event line,
// the facts and the auction.
func textFormTop(b *strings.Builder, v formView) {
	var t strings.Builder
	if v.EventLine != "" {
		t.WriteString(v.EventLine + "\n")
	}
	if v.Facts != "" {
		textHeading(&t, "Facts")
		t.WriteString(v.Facts + "\n")
	}
	if v.Auction != nil {
		textHeading(&t, "Auction")
		textTable(&t, "", v.Auction.Header, v.Auction.Align, v.Auction.Rows)
		for _, n := range auctionNoteLines(v.AuctionNotes) {
			t.WriteString(n + "\n")
		}
	}
	if s := strings.TrimPrefix(t.String(), "\n"); s != "" {
		b.WriteString(s + "\n")
	}
}

// textFormEvidence writes the field and the poll.
func textFormEvidence(b *strings.Builder, r *engine.Ruling, v formView) {
	if v.Field != nil {
		textHeading(b, fieldHeading(r))
		textTable(b, "", v.Field.Header, v.Field.Align, v.Field.Rows)
	}
	if len(v.Poll) > 0 {
		textHeading(b, "Poll")
		for _, p := range v.Poll {
			b.WriteString("- " + p + "\n")
		}
	}
}

// textFormEnd writes the Laws applied and the appeal line.
func textFormEnd(b *strings.Builder, v formView) {
	if v.Laws != "" {
		b.WriteString(v.Laws + "\n")
	}
	b.WriteString("\n" + v.Appeal + "\n")
}

// mdFormTop is textFormTop in Markdown.
func mdFormTop(b *strings.Builder, v formView) {
	if v.EventLine != "" {
		b.WriteString(mdEscape(v.EventLine) + "\n\n")
	}
	if v.Facts != "" {
		b.WriteString("## Facts\n\n" + mdEscape(v.Facts) + "\n\n")
	}
	if v.Auction != nil {
		b.WriteString("## Auction\n\n")
		mdTable(b, *v.Auction)
		for _, n := range auctionNoteLines(v.AuctionNotes) {
			b.WriteString("\n" + mdEscape(n) + "\n")
		}
		b.WriteString("\n")
	}
}

// mdFormEvidence is textFormEvidence in Markdown.
func mdFormEvidence(b *strings.Builder, r *engine.Ruling, v formView) {
	if v.Field != nil {
		b.WriteString("\n## " + fieldHeading(r) + "\n\n")
		mdTable(b, *v.Field)
	}
	if len(v.Poll) > 0 {
		b.WriteString("\n## Poll\n\n")
		for _, p := range v.Poll {
			b.WriteString("- " + mdEscape(p) + "\n")
		}
	}
}

// mdFormEnd is textFormEnd in Markdown.
func mdFormEnd(b *strings.Builder, v formView) {
	if v.Laws != "" {
		b.WriteString("\n" + mdEscape(v.Laws) + "\n")
	}
	b.WriteString("\n*" + mdEscape(v.Appeal) + "*\n")
}

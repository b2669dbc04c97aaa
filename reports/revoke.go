// revoke.go: the report of ruling revoke — the play trick by trick, each revoke ruled on (Laws 61–64), the table result recorded and after rectification, and the Law 64C line — as text, Markdown, JSON (schema ruling-revoke/1) or HTML.

package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// EncodeRevokes writes a revoke study as text, md (markdown), json or html.
func EncodeRevokes(w io.Writer, format string, st *engine.RevokeStudy) error {
	v := revokeView(st)
	return writers{
		text: func(b *bytes.Buffer) error { v.writeRevokeText(b); return nil },
		md:   func(b *bytes.Buffer) error { v.writeRevokeMarkdown(b); return nil },
		json: func(b *bytes.Buffer) error { return writeRevokeJSON(b, st) },
		html: func(b *bytes.Buffer) error { return revokeHTML.Execute(b, v) },
	}.encode(w, format, "a revoke ruling")
}

// revokeSection is a heading and its paragraphs.
type revokeSection struct {
	Heading string
	Lines   []string
}

// revokeReport is a revoke study as every readable format shows it.
type revokeReport struct {
	frame
	PlayHead []string
	Play     [][]string
	Sections []revokeSection
}

func revokeView(st *engine.RevokeStudy) *revokeReport {
	r := st.Ruling
	c := r.Play.Contract
	v := &revokeReport{frame: frame{Title: "Revokes (Laws 61–64)"}}
	if st.Source != "" {
		v.Title += " — " + st.Source
	}
	v.Facts = append(v.Facts,
		fmt.Sprintf("Contract: %s; vulnerability %s; deal %s.", ContractText(c), r.Play.Vul, r.Play.Deal.PBN(dds.North)),
		fmt.Sprintf("Play: %d cards (%d complete tricks)%s.", len(r.Play.Play), len(r.Play.Play)/4, claimText(r)))
	if st.Auction != nil {
		v.Facts = append(v.Facts, "Auction: "+st.Auction.String()+".")
	}
	// The play trick by trick, a revoke marked.
	v.PlayHead = []string{"trick", "leader", "cards", "won by"}
	for k, t := range r.Tricks {
		var cards []string
		for i, card := range t.Cards {
			s := card.Pretty()
			if t.Unfollowed[i] {
				s += "*"
			}
			cards = append(cards, s)
		}
		won := ""
		if t.Complete() {
			won = t.Winner.Name()
		}
		v.Play = append(v.Play, []string{fmt.Sprint(k + 1), t.Leader.Name(), strings.Join(cards, " "), won})
	}
	if len(r.Revokes) == 0 {
		v.Sections = append(v.Sections, revokeSection{"No revoke", []string{"Every player followed suit whenever he could: the play holds no revoke (Law 61A)."}})
		return v
	}
	for i, rv := range r.Revokes {
		sec := revokeSection{Heading: fmt.Sprintf("Revoke %d: trick %d, %s", i+1, rv.Trick, rv.Player.Name())}
		sec.Lines = append(sec.Lines, fmt.Sprintf("%s played %s to a %s lead while holding %s (Law 61A).",
			rv.Player.Name(), rv.Card.Pretty(), strings.TrimSuffix(rv.Led.Name(), "s"), heldAt(r, rv)))
		est := "Established: " + rv.EstablishedBy + "."
		if !rv.Established {
			est = "Not established: " + rv.EstablishedBy + "."
		}
		sec.Lines = append(sec.Lines, est)
		if rv.Correction != "" {
			sec.Lines = append(sec.Lines, rv.Correction)
		}
		if rv.Established && r.Known {
			sec.Lines = append(sec.Lines, transferText(r, rv)...)
		}
		v.Sections = append(v.Sections, sec)
	}
	v.Sections = append(v.Sections, resultSection(r))
	if e := r.Equity; e != nil {
		v.Sections = append(v.Sections, equitySection(st))
	}
	return v
}

// claimText says how the record ends.
func claimText(r *weighting.RevokeRuling) string {
	switch {
	case r.Play.Final != nil && len(r.Play.Play) < 52:
		return fmt.Sprintf(", then a claim: declarer %d tricks in all", *r.Play.Final)
	case !r.Known:
		return ", no claim: the result is not recorded"
	}
	return ""
}

// heldAt is what the revoker held in the suit led when he revoked.
func heldAt(r *weighting.RevokeRuling, rv weighting.Revoke) string {
	h := r.Play.Deal[rv.Player]
	for _, c := range r.Play.Play[:rv.Index] {
		h = h.Without(c)
	}
	var cards []string
	for _, c := range h.SuitCards(rv.Led).List() {
		cards = append(cards, c.Pretty())
	}
	return strings.Join(cards, " ")
}

// transferText is the Law 64 sentence of an established revoke.
func transferText(r *weighting.RevokeRuling, rv weighting.Revoke) []string {
	off, nos := rv.Offender(), rv.Offender().Other()
	var out []string
	for _, e := range rv.Exceptions {
		out = append(out, fmt.Sprintf("Law %s: %s.", e.Law, e.Text))
	}
	if len(rv.Exceptions) > 0 {
		return append(out, "No trick is transferred for this revoke (Law 64B).")
	}
	won := fmt.Sprintf("%s won %d %s from the revoke trick on", off, rv.SideWon, plural(rv.SideWon, "trick", "tricks"))
	var why string
	if rv.TransferLaw == "64A1" {
		why = fmt.Sprintf("the revoke trick was won by %s, the offending player, and %s", rv.Player.Name(), won)
	} else {
		t := r.Tricks[rv.Trick-1]
		who := "not yet decided"
		if t.Complete() {
			who = t.Winner.Name()
		}
		why = fmt.Sprintf("the revoke trick was won by %s, not by the offending player; %s", who, won)
	}
	n := fmt.Sprintf("%d %s", rv.Transfer, plural(rv.Transfer, "trick is", "tricks are"))
	return append(out, fmt.Sprintf("Law %s: %s: %s transferred to %s.", rv.TransferLaw, why, n, nos))
}

// resultSection is the table result as recorded and after rectification.
func resultSection(r *weighting.RevokeRuling) revokeSection {
	sec := revokeSection{Heading: "The table result"}
	rec, ok := r.RecordedResult()
	if !ok {
		sec.Lines = append(sec.Lines, "The record does not give the result (the play stops without a claim); the Director corrects the revoke and play continues (Law 62).")
		return sec
	}
	after, _ := r.AfterResult()
	sec.Lines = append(sec.Lines, fmt.Sprintf("As recorded: %s, declarer %d tricks, NS %s.", ResultText(rec), rec.Tricks, signedInt(rec.Score(r.Play.Vul))))
	switch {
	case r.Corrected != nil:
		rv := r.Revokes[r.Corrected.Revoke]
		sec.Lines = append(sec.Lines, fmt.Sprintf("After correcting the revoke on trick 12 (Law 62D; tricks 12 and 13 played double dummy, %s following suit)%s: %s, declarer %d tricks, NS %s.",
			rv.Player.Name(), transferred(r), ResultText(after), after.Tricks, signedInt(after.Score(r.Play.Vul))))
	case r.Transferred > 0:
		sec.Lines = append(sec.Lines, fmt.Sprintf("After rectification%s: %s, declarer %d tricks, NS %s.", transferred(r), ResultText(after), after.Tricks, signedInt(after.Score(r.Play.Vul))))
	default:
		sec.Lines = append(sec.Lines, "No trick is transferred: the result stands as recorded, subject to Law 64C.")
	}
	return sec
}

// transferred is ", 2 tricks transferred to NS", or "".
func transferred(r *weighting.RevokeRuling) string {
	if r.Transferred == 0 {
		return ""
	}
	nos, _ := r.NonOffending()
	return fmt.Sprintf(", %d %s transferred to %s (Law 64A)", r.Transferred, plural(r.Transferred, "trick", "tricks"), nos)
}

// equitySection is the Law 64C check.
func equitySection(st *engine.RevokeStudy) revokeSection {
	r := st.Ruling
	e := r.Equity
	rv := r.Revokes[e.Revoke]
	c := r.Play.Contract
	sec := revokeSection{Heading: "Law 64C: is the non-offending side sufficiently compensated?"}
	var cards []string
	for _, cv := range e.Cards {
		cards = append(cards, fmt.Sprintf("%s %d", cv.Card.Pretty(), cv.Tricks))
	}
	sec.Lines = append(sec.Lines, fmt.Sprintf("Without the revoke: at trick %d %s follows suit instead of playing %s. Double dummy from there declarer takes %d tricks in all (%s's cards: %s).",
		rv.Trick, rv.Player.Name(), rv.Card.Pretty(), e.Tricks, rv.Player.Name(), strings.Join(cards, ", ")))
	if sd := st.SingleDummy; sd != nil {
		var dist []string
		for _, t := range sd.Tricks {
			dist = append(dist, fmt.Sprintf("%d tricks %s", t.Tricks, fixedPercent(t.P)))
		}
		sec.Lines = append(sec.Lines, fmt.Sprintf("Single dummy from the same position (%d playouts, %d layouts a decision, seed %d): declarer takes %s tricks on average (%s).",
			sd.Playouts, sd.Layouts, sd.Seed, trimmed(sd.Mean, valueDecimals), strings.Join(dist, ", ")))
	}
	if !r.Known {
		sec.Lines = append(sec.Lines, "The record gives no result to compare it with.")
		return sec
	}
	after, _ := r.AfterResult()
	without := weighting.Result{Kind: weighting.Played, Contract: c, Tricks: e.Tricks}
	switch {
	case e.Short && r.BothSides:
		sec.Lines = append(sec.Lines, fmt.Sprintf("Both sides revoked: no trick is transferred (Law 64B7), and the table's %d tricks are not what the play would have given without the revokes (%d). The Director restores equity (Law 64C): adjusted result %s, NS %s.",
			after.Tricks, e.Tricks, ResultText(e.Adjusted), signedInt(e.Adjusted.Score(r.Play.Vul))))
	case e.Short:
		nos, _ := r.NonOffending()
		sec.Lines = append(sec.Lines, fmt.Sprintf("%s %s have %s (NS %s); without the revoke they could expect %s (NS %s): the rectification does not restore equity. Law 64C: adjusted result %s, NS %s.",
			afterWords(r), nos, ResultText(after), signedInt(after.Score(r.Play.Vul)), ResultText(without), signedInt(without.Score(r.Play.Vul)), ResultText(e.Adjusted), signedInt(e.Adjusted.Score(r.Play.Vul))))
	default:
		nos, _ := r.NonOffending()
		sec.Lines = append(sec.Lines, fmt.Sprintf("%s %s have %s, no worse for them than %s without the revoke: equity is restored; no further adjustment (Law 64C).", afterWords(r), nos, ResultText(after), ResultText(without)))
	}
	return sec
}

// afterWords opens the 64C comparison: "After rectification", or "With
// no trick transferred".
func afterWords(r *weighting.RevokeRuling) string {
	if r.Transferred == 0 && r.Corrected == nil {
		return "With no trick transferred"
	}
	return "After rectification"
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func (v *revokeReport) writeRevokeText(b *bytes.Buffer) {
	v.writeText(b)
	b.WriteString("\nThe play (* a card that did not follow suit):\n")
	var t strings.Builder
	textTable(&t, "  ", v.PlayHead, "rlll", v.Play)
	b.WriteString(t.String())
	for _, s := range v.Sections {
		b.WriteString("\n" + s.Heading + "\n")
		for _, l := range s.Lines {
			b.WriteString("  " + l + "\n")
		}
	}
}

func (v *revokeReport) writeRevokeMarkdown(b *bytes.Buffer) {
	v.writeMarkdown(b)
	b.WriteString("\n## The play\n\n| " + strings.Join(v.PlayHead, " | ") + " |\n|---:|---|---|---|\n")
	for _, row := range v.Play {
		cells := make([]string, len(row))
		for i, c := range row {
			cells[i] = mdEscape(c)
		}
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
	}
	b.WriteString("\n\\* a card that did not follow suit\n")
	for _, s := range v.Sections {
		b.WriteString("\n## " + mdEscape(s.Heading) + "\n\n")
		for _, l := range s.Lines {
			b.WriteString(mdEscape(l) + "\n\n")
		}
	}
}

var revokeHTML = framePage("revoke", "52em", "td:first-child{text-align:right}h2{margin-top:1.4em;font-size:1.15em}",
	`<h2>The play</h2><table><tr>{{range .PlayHead}}<th>{{.}}</th>{{end}}</tr>
{{range .Play}}<tr>{{range .}}<td>{{.}}</td>{{end}}</tr>{{end}}</table>
<p>* a card that did not follow suit</p>
{{range .Sections}}<h2>{{.Heading}}</h2>{{range .Lines}}<p>{{.}}</p>{{end}}{{end}}
`)

// revokeJSON is ruling revoke --json (schema ruling-revoke/1).
type revokeJSON struct {
	Schema         string             `json:"schema"`
	Source         string             `json:"source"`
	Board          int                `json:"board"`
	Deal           string             `json:"deal"`
	Vulnerability  string             `json:"vulnerability"`
	Contract       string             `json:"contract"`
	Declarer       string             `json:"declarer"`
	Play           string             `json:"play"`
	Claim          *int               `json:"claim"`
	Revokes        []revokeItemJSON   `json:"revokes"`
	BothSides      bool               `json:"both_sides"`
	NonOffending   *string            `json:"non_offending"`
	Transferred    int                `json:"transferred"`
	DeclarerTricks revokeTricksJSON   `json:"declarer_tricks"`
	Result         revokeResultJSON   `json:"result"`
	Corrected      *revokeCorrectJSON `json:"corrected_trick12"`
	Equity         *revokeEquityJSON  `json:"equity"`
}

type revokeItemJSON struct {
	Trick         int             `json:"trick"`
	Player        string          `json:"player"`
	Card          string          `json:"card"`
	Led           string          `json:"led"`
	Established   bool            `json:"established"`
	EstablishedBy string          `json:"established_by"`
	Correction    string          `json:"correction"`
	Penalty       string          `json:"penalty_card_rule"`
	Exceptions    []revokeExcJSON `json:"exceptions"`
	WonByPlayer   bool            `json:"won_by_offending_player"`
	SideWon       int             `json:"offending_side_tricks_from_revoke"`
	Transferred   int             `json:"transferred"`
	Law           string          `json:"law"`
}

type revokeExcJSON struct {
	Law  string `json:"law"`
	Text string `json:"text"`
}

type revokeTricksJSON struct {
	Recorded *int `json:"recorded"`
	After    *int `json:"after"`
}

type revokeResultJSON struct {
	Recorded      string `json:"recorded"`
	RecordedScore *int   `json:"recorded_ns_score"`
	After         string `json:"after"`
	AfterScore    *int   `json:"after_ns_score"`
}

type revokeCorrectJSON struct {
	Trick  int `json:"trick"`
	Tricks int `json:"declarer_tricks"`
}

type revokeEquityJSON struct {
	Trick         int              `json:"trick"`
	Player        string           `json:"player"`
	Cards         []revokeCardJSON `json:"cards"`
	Tricks        int              `json:"declarer_tricks"`
	Restored      *bool            `json:"restored"`
	Adjusted      string           `json:"adjusted"`
	AdjustedScore *int             `json:"adjusted_ns_score"`
	SingleDummy   *revokeSDJSON    `json:"single_dummy"`
}

type revokeCardJSON struct {
	Card   string `json:"card"`
	Tricks int    `json:"declarer_tricks"`
}

type revokeSDJSON struct {
	Playouts int                `json:"playouts"`
	Layouts  int                `json:"layouts"`
	Seed     uint64             `json:"seed"`
	Mean     float64            `json:"mean"`
	Tricks   []revokeTricksLine `json:"tricks"`
}

type revokeTricksLine struct {
	Tricks int     `json:"tricks"`
	Count  int     `json:"count"`
	P      float64 `json:"p"`
}

func writeRevokeJSON(b *bytes.Buffer, st *engine.RevokeStudy) error {
	r := st.Ruling
	c := r.Play.Contract
	doc := revokeJSON{Schema: "ruling-revoke/1", Source: st.Source, Board: st.Board, Deal: r.Play.Deal.PBN(dds.North), Vulnerability: r.Play.Vul.String(),
		Contract: c.String(), Declarer: c.Declarer.String(), Play: dds.FormatTricks(r.Play.Play), Claim: r.Play.Final,
		Revokes: []revokeItemJSON{}, BothSides: r.BothSides, Transferred: r.Transferred}
	for _, rv := range r.Revokes {
		item := revokeItemJSON{Trick: rv.Trick, Player: rv.Player.String(), Card: rv.Card.String(), Led: rv.Led.String(), Established: rv.Established,
			EstablishedBy: rv.EstablishedBy, Correction: rv.Correction, Exceptions: []revokeExcJSON{}, WonByPlayer: rv.WonByPlayer, SideWon: rv.SideWon,
			Transferred: rv.Transfer, Law: rv.TransferLaw}
		if rv.Penalty != nil {
			item.Penalty = rv.Penalty.String()
		}
		for _, e := range rv.Exceptions {
			item.Exceptions = append(item.Exceptions, revokeExcJSON{Law: e.Law, Text: e.Text})
		}
		doc.Revokes = append(doc.Revokes, item)
	}
	if nos, ok := r.NonOffending(); ok {
		s := nos.String()
		doc.NonOffending = &s
	}
	if rec, ok := r.RecordedResult(); ok {
		after, _ := r.AfterResult()
		rt, at := rec.Tricks, after.Tricks
		rs, as := rec.Score(r.Play.Vul), after.Score(r.Play.Vul)
		doc.DeclarerTricks = revokeTricksJSON{Recorded: &rt, After: &at}
		doc.Result = revokeResultJSON{Recorded: ResultText(rec), RecordedScore: &rs, After: ResultText(after), AfterScore: &as}
	}
	if cr := r.Corrected; cr != nil {
		doc.Corrected = &revokeCorrectJSON{Trick: r.Revokes[cr.Revoke].Trick, Tricks: cr.Tricks}
	}
	if e := r.Equity; e != nil {
		rv := r.Revokes[e.Revoke]
		ej := &revokeEquityJSON{Trick: rv.Trick, Player: rv.Player.String(), Tricks: e.Tricks}
		for _, cv := range e.Cards {
			ej.Cards = append(ej.Cards, revokeCardJSON{Card: cv.Card.String(), Tricks: cv.Tricks})
		}
		if r.Known {
			restored := !e.Short
			ej.Restored = &restored
			if e.Short {
				s := e.Adjusted.Score(r.Play.Vul)
				ej.Adjusted, ej.AdjustedScore = ResultText(e.Adjusted), &s
			}
		}
		if sd := st.SingleDummy; sd != nil {
			sj := &revokeSDJSON{Playouts: sd.Playouts, Layouts: sd.Layouts, Seed: sd.Seed, Mean: sd.Mean}
			for _, t := range sd.Tricks {
				sj.Tricks = append(sj.Tricks, revokeTricksLine{Tricks: t.Tricks, Count: t.Count, P: t.P})
			}
			ej.SingleDummy = sj
		}
		doc.Equity = ej
	}
	out, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	b.Write(append(out, '\n'))
	return nil
}

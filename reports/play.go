// play.go: the play record (ruling play) — one deal played out single dummy, as text or JSON.

package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim/singledummy"
)

// EncodePlay writes a play record (ruling play) as text, Markdown (md)
// or json.
func EncodePlay(w io.Writer, format string, h PlayHead, p *singledummy.Playout) error {
	return writers{
		text: func(b *bytes.Buffer) error { writePlayText(b, h, p); return nil },
		md:   func(b *bytes.Buffer) error { writePlayMarkdown(b, h, p); return nil },
		json: func(b *bytes.Buffer) error { return writePlayJSON(b, h, p) },
	}.encode(w, format, "a play record")
}

// CheckPlayFormat reports whether format names a form of the play
// record: text (txt), md (markdown) or json, in any case.
func CheckPlayFormat(format string) error {
	switch strings.ToLower(format) {
	case "text", "txt", "md", "markdown", "json":
		return nil
	}
	return fmt.Errorf("unknown format %q for a play record (use text, md or json)", format)
}

// PlayHead is what a play record says about how it was made.
type PlayHead struct {
	Contract, Text string // "4♥", "4H"
	Declarer       dds.Seat
	Condition      string
	Seed           uint64
	Samples        int
	Aim            string
}

// playCard is one card of a play record as the text and Markdown forms
// show it.
type playCard struct {
	trick         int // 1-13
	seat, card    string
	forced        bool
	tricks, makes string // the chosen card's mean and make share
	next          string // the best alternative, or ""
	notes         []string
	wonBy         string // after the trick's fourth card: "North (declarer 5 of 6)"
}

// playCards are the cards of p as a record shows them.
func playCards(h PlayHead, p *singledummy.Playout) []playCard {
	var out []playCard
	won := 0
	for i, st := range p.Steps {
		c := playCard{trick: i/4 + 1, seat: st.Seat.Name(), card: st.Card.Pretty(), forced: st.Forced}
		if !st.Forced {
			best := st.Choices[0]
			c.tricks, c.makes = fixed(best.Tricks, valueDecimals), fixed(100*best.Makes, makesDecimals)+" %"
			if len(st.Choices) > 1 {
				alt := st.Choices[1]
				c.next = alt.Card.Pretty() + " " + fixed(alt.Tricks, valueDecimals) + ", " + fixed(100*alt.Makes, makesDecimals) + " %"
			}
			if st.Chooser != st.Seat {
				c.notes = append(c.notes, "chosen by "+st.Chooser.Name())
			}
			if st.Dropped {
				c.notes = append(c.notes, "no layout fitted the condition: the facts of the play alone")
			}
		}
		if i%4 == 3 {
			trick := make([]dds.Card, 4)
			for k := range 4 {
				trick[k] = p.Steps[i-3+k].Card
			}
			w := p.Steps[i-3+dds.TrickWinner(trick, p.Contract.Strain)].Seat
			if w.Side() == h.Declarer.Side() {
				won++
			}
			c.wonBy = fmt.Sprintf("%s (declarer %d of %d)", w.Name(), won, i/4+1)
		}
		out = append(out, c)
	}
	return out
}

// playClaimLine is the sentence of a claim, "" when there was none.
func playClaimLine(p *singledummy.Playout) string {
	cl := p.Claim
	if cl == nil {
		return ""
	}
	left := 13 - cl.After/4
	return fmt.Sprintf("Trick %d, %s on lead claims: declarer takes %d of the remaining %d %s.", cl.After/4+1, cl.By.Name(), cl.Tricks, left, plural(left, "trick", "tricks"))
}

// playVerdict is the closing sentence of a record: "Declarer took 12
// tricks: 7NT-1 by S. Double dummy: 13 tricks. Layouts solved: 56." — the
// result in the Director's notation (ResultText), like every report's.
func playVerdict(h PlayHead, p *singledummy.Playout) string {
	return fmt.Sprintf("Declarer took %d %s: %s. Double dummy: %d %s. Layouts solved: %d.",
		p.Tricks, plural(p.Tricks, "trick", "tricks"), tricksResultBy(p.Contract, p.Tricks),
		p.DoubleDummy, plural(p.DoubleDummy, "trick", "tricks"), p.Layouts)
}

// playTitle and playMethod open a record.
func playTitle(h PlayHead) string {
	return fmt.Sprintf("%s by %s, played single dummy: %d layouts per decision, aim %s, seed %d", h.Contract, h.Declarer.Name(), h.Samples, h.Aim, h.Seed)
}

const playMethod = "Each card: declarer's mean tricks after it over the chooser's layouts, the share of them on which the contract makes, and the best alternative."

func writePlayText(out *bytes.Buffer, h PlayHead, p *singledummy.Playout) {
	h = *cleanCopy(&h)
	fmt.Fprintf(out, "%s\n", playTitle(h))
	fmt.Fprintf(out, "Deal: %s\n", p.Deal.PBN(dds.North))
	if h.Condition != "" {
		fmt.Fprintf(out, "Condition: %s\n", h.Condition)
	}
	fmt.Fprintf(out, "%s\n", playMethod)
	for i, c := range playCards(h, p) {
		if i%4 == 0 {
			fmt.Fprintf(out, "\nTrick %d, %s leads\n", c.trick, c.seat)
		}
		fmt.Fprintf(out, "  %-6s %-4s", c.seat, c.card)
		if c.forced {
			fmt.Fprintf(out, " (no choice)")
		} else {
			fmt.Fprintf(out, " %5s tricks, makes %5s", c.tricks, c.makes)
			if c.next != "" {
				fmt.Fprintf(out, "; next best %s", c.next)
			}
			for _, n := range c.notes {
				fmt.Fprintf(out, "; %s", n)
			}
		}
		fmt.Fprintln(out)
		if c.wonBy != "" {
			fmt.Fprintf(out, "  won by %s\n", c.wonBy)
		}
	}
	if l := playClaimLine(p); l != "" {
		fmt.Fprintf(out, "\n%s\n", l)
	}
	fmt.Fprintf(out, "\n%s\n", playVerdict(h, p))
}

// writePlayMarkdown is the record as a Markdown document: the play in
// one table, a row per card.
func writePlayMarkdown(out *bytes.Buffer, h PlayHead, p *singledummy.Playout) {
	h = *cleanCopy(&h)
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", mdEscape(playTitle(h)))
	fmt.Fprintf(&b, "Deal: `%s`  \n", p.Deal.PBN(dds.North))
	if h.Condition != "" {
		fmt.Fprintf(&b, "Condition: %s  \n", mdEscape(h.Condition))
	}
	fmt.Fprintf(&b, "%s\n\n", mdEscape(playMethod))
	g := grid{Header: []string{"Trick", "Seat", "Card", "Tricks", "Makes", "Next best", "Note", "Won by"}, Align: "rllrrlll"}
	for i, c := range playCards(h, p) {
		trick := ""
		if i%4 == 0 {
			trick = fmt.Sprint(c.trick)
		}
		tricks, makes, note := c.tricks, c.makes, strings.Join(c.notes, "; ")
		if c.forced {
			note = "no choice"
		}
		g.Rows = append(g.Rows, []string{trick, c.seat, c.card, tricks, makes, c.next, note, c.wonBy})
	}
	mdTable(&b, g)
	if l := playClaimLine(p); l != "" {
		fmt.Fprintf(&b, "\n%s\n", mdEscape(l))
	}
	fmt.Fprintf(&b, "\n%s\n", mdEscape(playVerdict(h, p)))
	out.WriteString(b.String())
}

// playJSON is "ruling play --json".
type playJSON struct {
	Schema      string         `json:"schema"`
	Deal        string         `json:"deal"`
	Contract    string         `json:"contract"`
	Declarer    string         `json:"declarer"`
	Condition   string         `json:"condition"`
	Seed        uint64         `json:"seed"`
	Samples     int            `json:"samples"`
	Aim         string         `json:"aim"`
	Tricks      int            `json:"tricks"`
	DoubleDummy int            `json:"double_dummy"`
	Made        bool           `json:"made"`
	Play        []playStepJSON `json:"play"`
	Claim       *playClaimJSON `json:"claim,omitempty"`
}

// playClaimJSON is the claim that ended the play early.
type playClaimJSON struct {
	Trick          int    `json:"trick"`
	By             string `json:"by"`
	DeclarerTricks int    `json:"declarer_tricks"`
	Remaining      int    `json:"remaining"`
}

type playStepJSON struct {
	Trick   int              `json:"trick"`
	Seat    string           `json:"seat"`
	Card    string           `json:"card"`
	Chooser string           `json:"chooser"`
	Forced  bool             `json:"forced"`
	Layouts int              `json:"layouts"`
	Tries   int              `json:"tries"`
	Dropped bool             `json:"condition_dropped"`
	Choices []playChoiceJSON `json:"choices"`
}

type playChoiceJSON struct {
	Card   string  `json:"card"`
	Tricks float64 `json:"tricks"`
	Makes  float64 `json:"makes"`
}

func writePlayJSON(out *bytes.Buffer, h PlayHead, p *singledummy.Playout) error {
	doc := playJSON{Schema: "ruling-play/1", Deal: p.Deal.PBN(dds.North), Contract: h.Text, Declarer: h.Declarer.String(),
		Condition: h.Condition, Seed: h.Seed, Samples: h.Samples, Aim: h.Aim, Tricks: p.Tricks, DoubleDummy: p.DoubleDummy, Made: p.Made()}
	for i, st := range p.Steps {
		s := playStepJSON{Trick: i/4 + 1, Seat: st.Seat.String(), Card: st.Card.String(), Chooser: st.Chooser.String(),
			Forced: st.Forced, Layouts: st.Layouts, Tries: st.Tries, Dropped: st.Dropped, Choices: []playChoiceJSON{}}
		for _, c := range st.Choices {
			s.Choices = append(s.Choices, playChoiceJSON{Card: c.Card.String(), Tricks: c.Tricks, Makes: c.Makes})
		}
		doc.Play = append(doc.Play, s)
	}
	if cl := p.Claim; cl != nil {
		doc.Claim = &playClaimJSON{Trick: cl.After/4 + 1, By: cl.By.String(), DeclarerTricks: cl.Tricks, Remaining: 13 - cl.After/4}
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	out.Write(append(b, '\n'))
	return nil
}

// play.go: the play record (ruling play) — one deal played out single dummy, as text or JSON.

package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim/singledummy"
)

// EncodePlay writes a play record (ruling play) as text or json.
func EncodePlay(w io.Writer, format string, h PlayHead, p *singledummy.Playout) error {
	return encodeAs(w, format, "a play record",
		func(b *bytes.Buffer) error { writePlayText(b, h, p); return nil },
		func(b *bytes.Buffer) error { return writePlayJSON(b, h, p) })
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

func writePlayText(out *bytes.Buffer, h PlayHead, p *singledummy.Playout) {
	fmt.Fprintf(out, "%s by %s, played single dummy: %d layouts per decision, aim %s, seed %d\n", h.Contract, h.Declarer.Name(), h.Samples, h.Aim, h.Seed)
	fmt.Fprintf(out, "Deal: %s\n", p.Deal.PBN(dds.North))
	if h.Condition != "" {
		fmt.Fprintf(out, "Condition: %s\n", cleanText(h.Condition))
	}
	fmt.Fprintf(out, "Each card: declarer's mean tricks after it over the chooser's layouts, the share of them on which the contract makes, and the best alternative.\n")
	won := 0
	for i, st := range p.Steps {
		if i%4 == 0 {
			fmt.Fprintf(out, "\nTrick %d, %s leads\n", i/4+1, st.Seat.Name())
		}
		fmt.Fprintf(out, "  %-6s %-4s", st.Seat.Name(), st.Card.Pretty())
		switch {
		case st.Forced:
			fmt.Fprintf(out, " (no choice)")
		default:
			best := st.Choices[0]
			fmt.Fprintf(out, " %5.2f tricks, makes %3.0f %%", best.Tricks, 100*best.Makes)
			if len(st.Choices) > 1 {
				alt := st.Choices[1]
				fmt.Fprintf(out, "; next best %s %.2f, %.0f %%", alt.Card.Pretty(), alt.Tricks, 100*alt.Makes)
			}
			if st.Chooser != st.Seat {
				fmt.Fprintf(out, "; chosen by %s", st.Chooser.Name())
			}
			if st.Dropped {
				fmt.Fprintf(out, "; no layout fitted the condition: the facts of the play alone")
			}
		}
		fmt.Fprintln(out)
		if i%4 == 3 {
			trick := make([]dds.Card, 4)
			for k := range 4 {
				trick[k] = p.Steps[i-3+k].Card
			}
			w := p.Steps[i-3+dds.TrickWinner(trick, p.Contract.Strain)].Seat
			if w.Side() == h.Declarer.Side() {
				won++
			}
			fmt.Fprintf(out, "  won by %s (declarer %d of %d)\n", w.Name(), won, i/4+1)
		}
	}
	verdict := "made"
	if !p.Made() {
		verdict = fmt.Sprintf("down %d", p.Contract.Need()-p.Tricks)
	} else if p.Tricks > p.Contract.Need() {
		verdict = fmt.Sprintf("made with %d over", p.Tricks-p.Contract.Need())
	}
	fmt.Fprintf(out, "\nDeclarer took %d tricks: %s %s. Double dummy: %d tricks. Layouts solved: %d.\n", p.Tricks, h.Contract, verdict, p.DoubleDummy, p.Layouts)
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
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	out.Write(append(b, '\n'))
	return nil
}

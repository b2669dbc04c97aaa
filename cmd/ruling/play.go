// play.go: the play command — one deal played out single dummy, trick by trick, with what each card was worth to its chooser.

package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/sim/singledummy"
	"github.com/ruling-bridge/ruling/weighting"
)

func init() {
	register(command{name: "play", summary: "play a deal out single dummy, card by card, with the reasons", order: 16, run: runPlay})
}

var playHelp = helpFile("play")

// maxPlaySamples bounds --samples: each decision solves that many layouts.
const maxPlaySamples = 1000

func runPlay(e *env) error {
	fs := newFlags(e, "play", playHelp)
	contractText := fs.String("contract", "", "")
	declText := fs.String("declarer", "", "")
	condText := fs.String("condition", "", "")
	samples := fs.Int("samples", singledummy.DefaultSamples, "")
	aimText := fs.String("aim", "tricks", "")
	seedText := fs.String("seed", "", "")
	threads := fs.Int("threads", 0, "")
	solverName := fs.String("solver", defaultSolver, "")
	asJSON := fs.Bool("json", false, "")
	outPath := fs.String("o", "", "")
	args, err := parseInterspersed(e, fs, "play")
	if err != nil {
		return err
	}
	if err := checkOutputPath(*outPath); err != nil {
		return err
	}
	hint := `run "ruling help play" for its options`
	if len(args) != 1 {
		return withHint(badInput("play: want one DEAL, got %d arguments", len(args)), hint+`; quote the deal: "N:AKQ2.T98.KJ5.A43 ..."`)
	}
	deal, err := dds.ParseDeal(args[0])
	if err == nil {
		err = deal.CheckComplete()
	}
	if err != nil {
		return withHint(badInput("play: deal: %v", err), `give all four hands, e.g. "N:AKQ2.T98.KJ5.A43 ..."`)
	}
	if *contractText == "" || *declText == "" {
		return withHint(badInput("play: give --contract and --declarer"), hint)
	}
	decl, err := dds.ParseSeat(*declText)
	if err != nil {
		return withHint(badInput("--declarer: %v", err), hint)
	}
	r, err := weighting.ParseResult(*contractText + "= " + decl.String())
	if err != nil || r.Kind != weighting.Played {
		return withHint(badInput("--contract %q: write level, strain and any double: 3NT, 4S, 4HX", *contractText), hint)
	}
	var aim singledummy.Aim
	switch *aimText {
	case "tricks":
	case "contract":
		aim = singledummy.AimContract
	default:
		return withHint(badInput("--aim %q: use tricks or contract", *aimText), hint)
	}
	switch {
	case *samples < 1 || *samples > maxPlaySamples:
		return withHint(badInput("--samples %d: want 1 to %d", *samples, maxPlaySamples), hint)
	case *threads < 0:
		return withHint(badInput("--threads %d is negative", *threads), hint)
	}
	var cond *sim.Condition
	if strings.TrimSpace(*condText) != "" {
		if cond, err = sim.ParseCondition(*condText); err == nil && cond.UsesTricks() {
			err = sim.ErrTricksInCondition
		}
		if err != nil {
			return withHint(badInput("--condition: %v", err), "see \"ruling help deal\" for the condition language")
		}
	}
	seed := rand.Uint64() >> 1
	if *seedText != "" {
		if seed, err = strconv.ParseUint(*seedText, 10, 63); err != nil {
			return withHint(badInput("--seed %q: want a whole number", *seedText), hint)
		}
	}
	factory, err := solverFactory(*solverName, *threads)
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stderr, "ruling: seed %d (rerun with --seed %d for the same play)\n", seed, seed)
	c := singledummy.Contract{Level: r.Contract.Level, Strain: r.Contract.Strain, Declarer: decl}
	opts := singledummy.Options{Samples: *samples, Condition: cond, Aim: aim, Seed: seed, Solver: factory, Threads: *threads}
	p, err := singledummy.PlayOne(e.ctx, deal, c, opts)
	if err != nil {
		return err
	}
	out := output{path: *outPath}
	head := playHead{Contract: fmt.Sprintf("%d%s", r.Contract.Level, r.Contract.Strain.Symbol()), Text: r.Contract.String(), Declarer: decl, Condition: *condText, Seed: seed, Samples: *samples, Aim: *aimText}
	if *asJSON {
		if err := writePlayJSON(&out, head, p); err != nil {
			return err
		}
	} else {
		writePlayText(&out, head, p)
	}
	return out.commit(e)
}

// playHead is what a play record says about how it was made.
type playHead struct {
	Contract, Text string // "4♥", "4H"
	Declarer       dds.Seat
	Condition      string
	Seed           uint64
	Samples        int
	Aim            string
}

func writePlayText(out *output, h playHead, p *singledummy.Playout) {
	fmt.Fprintf(out, "%s by %s, played single dummy: %d layouts per decision, aim %s, seed %d\n", h.Contract, h.Declarer.Name(), h.Samples, h.Aim, h.Seed)
	fmt.Fprintf(out, "Deal: %s\n", p.Deal.PBN(dds.North))
	if h.Condition != "" {
		fmt.Fprintf(out, "Condition: %s\n", h.Condition)
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

func writePlayJSON(out *output, h playHead, p *singledummy.Playout) error {
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

// leads.go: the leads command — the opening leader's view: every lead scored over deals that fit the auction.

package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
	"github.com/schollz/progressbar/v3"
)

func init() {
	register(command{name: "leads", summary: "compare the opening leads over deals that fit the auction", order: 15, run: runLeads})
}

const leadsHelp = `Usage: ruling leads [options] --contract C --declarer SEAT HAND

The opening leader's view, as in Bird and Anthias's lead studies: the
leader's HAND (spades.hearts.diamonds.clubs, e.g. KQJ9.A.T986.7532) is
kept, the other three hands are dealt under --condition (what the auction
showed), and every deal is solved double dummy for every lead. For each
lead: the mean tricks for the defence, the probability of beating the
contract and the mean score against the best lead on the same deals, each
with its 95 % interval, best lead first. Touching cards (KQJ) are one lead.

Options:
    --contract C    the contract: 3NT, 4S, 4HX
    --declarer S    declarer: N, E, S or W (the leader is on declarer's left)
    --condition C   dealer-language condition, e.g. "hcp(north) >= 15"
    --vul V         vulnerability: None (default), NS, EW or All
    --scoring S     imps (default; IMPs against the best lead), matchpoints
                    (head to head against the best lead) or total (points)
    --samples N     deals (default 1000; with --precision, the most)
    --precision X   stop once every lead's probability of beating the
                    contract is known within ±X
    --seed S        random seed (default: a fresh one, printed)
    --threads N     worker threads (default: one per core)
    --solver S      double-dummy solver: go or libdds
    --json          print JSON instead of a table
    -o FILE         write to FILE (whole, or not at all)

Example:
    ruling leads --contract 3NT --declarer S --condition "hcp(north) >= 15" KQJ9.A.T986.7532
`

func runLeads(e *env) error {
	fs := newFlags(e, "leads", leadsHelp)
	contractText := fs.String("contract", "", "")
	declText := fs.String("declarer", "", "")
	condText := fs.String("condition", "", "")
	vulText := fs.String("vul", "None", "")
	scoring := fs.String("scoring", "imps", "")
	samples := fs.Int("samples", engine.DefaultSamples, "")
	precision := fs.Float64("precision", 0, "")
	seedText := fs.String("seed", "", "")
	threads := fs.Int("threads", 0, "")
	solverName := fs.String("solver", defaultSolver, "")
	asJSON := fs.Bool("json", false, "")
	outPath := fs.String("o", "", "")
	args, err := parseInterspersed(e, fs, "leads")
	if err != nil {
		return err
	}
	hint := `run "ruling help leads" for its options`
	if len(args) != 1 {
		return withHint(badInput("leads: want the leader's HAND, got %d arguments", len(args)), hint)
	}
	hand, err := dds.ParseHand(args[0])
	if err == nil && hand.Len() != 13 {
		err = fmt.Errorf("the hand holds %d cards, not 13", hand.Len())
	}
	if err != nil {
		return withHint(badInput("leads: hand %q: %v", args[0], err), "write the hand as spades.hearts.diamonds.clubs: KQJ9.A.T986.7532")
	}
	if *contractText == "" || *declText == "" {
		return withHint(badInput("leads: give --contract and --declarer"), hint)
	}
	decl, err := dds.ParseSeat(*declText)
	if err != nil {
		return withHint(badInput("--declarer: %v", err), hint)
	}
	r, err := weighting.ParseResult(*contractText + "= " + decl.String())
	if err != nil || r.Kind != weighting.Played {
		return withHint(badInput("--contract %q: write level, strain and any double: 3NT, 4S, 4HX", *contractText), hint)
	}
	vul, err := dds.ParseVulnerability(*vulText)
	if err != nil {
		return withHint(badInput("--vul: %v", err), hint)
	}
	switch *scoring {
	case "imps", "matchpoints", "total":
	default:
		return withHint(badInput("--scoring %q: use imps, matchpoints or total", *scoring), hint)
	}
	switch {
	case *samples < 1 || *samples > engine.MaxSamples:
		return withHint(badInput("--samples %d: want 1 to %d", *samples, engine.MaxSamples), hint)
	case *precision < 0 || *precision >= 1:
		return withHint(badInput("--precision %v: want a half-width between 0 and 1", *precision), hint)
	case *threads < 0:
		return withHint(badInput("--threads %d is negative", *threads), hint)
	}
	var cond *sim.Condition
	if strings.TrimSpace(*condText) != "" {
		if cond, err = sim.ParseCondition(*condText); err != nil {
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
	fmt.Fprintf(e.stderr, "ruling: seed %d (rerun with --seed %d for the same table)\n", seed, seed)

	var deal dds.Deal
	deal[decl.LHO()] = hand
	c := r.Contract
	opts := sim.Options{Seed: seed, Samples: *samples, Precision: *precision, Threads: *threads, Solver: factory}
	var bar *progressbar.ProgressBar
	if isTerminal(e.stderr) {
		opts.Progress = func(done, total int) {
			if bar == nil {
				bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(e.stderr),
					progressbar.OptionSetDescription("solving deals"), progressbar.OptionShowCount(),
					progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionClearOnFinish())
			}
			bar.Set(done)
		}
	}
	set, _, err := sim.EstimateLeads(e.ctx, sim.LeaderView{Deal: deal, Declarer: decl, Strain: c.Strain, Condition: cond}, c.Level, opts)
	if bar != nil {
		bar.Finish()
	}
	if err != nil {
		var se *sim.SolverError
		if errors.As(err, &se) || e.ctx.Err() != nil {
			return err
		}
		return withHint(badInput("--condition: %v", err), "loosen the condition")
	}
	ls := engine.LeadScoring(*scoring, vul, c)
	sum := set.Summarize(c.Level, ls.Value, ls.Diff)
	out := output{path: *outPath}
	if *asJSON {
		err = writeLeadsJSON(&out, set.Deals(), seed, *contractText, decl, *condText, ls.Unit, sum)
	} else {
		writeLeadsText(&out, set.Deals(), seed, c.String(), decl, *condText, ls.Unit, sum)
	}
	if err != nil {
		return err
	}
	return out.commit(e)
}

func writeLeadsText(out *output, n int, seed uint64, contract string, decl dds.Seat, cond, unit string, sum []sim.LeadSummary) {
	fmt.Fprintf(out, "Opening leads against %s by %s (%s on lead): %d deals, seed %d\n", contract, decl.Name(), decl.LHO().Name(), n, seed)
	if cond != "" {
		fmt.Fprintf(out, "Condition: %s\n", cond)
	}
	fmt.Fprintf(out, "Score vs best: %s.\n\n", unit)
	rows := engine.LeadRows(sum, n > 1)
	fmt.Fprintf(out, "%-12s  %-20s  %-24s  %s\n", "lead", "defence tricks", "beats it", "score vs best")
	for _, r := range rows {
		def := fmt.Sprintf("%.2f", r.Defence)
		if !r.DefenceCI.IsZero() {
			def += fmt.Sprintf(" (%.2f–%.2f)", r.DefenceCI.Low, r.DefenceCI.High)
		}
		beat := fmt.Sprintf("%.1f %%", 100*r.Beat)
		if !r.BeatCI.IsZero() {
			beat += fmt.Sprintf(" (%.1f–%.1f %%)", 100*r.BeatCI.Low, 100*r.BeatCI.High)
		}
		score := fmt.Sprintf("%+.2f", r.Score)
		if !r.ScoreCI.IsZero() {
			score += fmt.Sprintf(" (%+.2f–%+.2f)", r.ScoreCI.Low, r.ScoreCI.High)
		}
		fmt.Fprintf(out, "%-*s  %-20s  %-24s  %s\n", 12+len(r.Lead)-len([]rune(r.Lead)), r.Lead, def, beat, score)
	}
}

// leadJSON is one row of "ruling leads --json".
type leadJSON struct {
	Lead      string     `json:"lead"`
	Cards     string     `json:"cards"`
	Defence   float64    `json:"defence"`
	DefenceCI [2]float64 `json:"defence_ci"`
	Beat      float64    `json:"beat"`
	BeatCI    [2]float64 `json:"beat_ci"`
	Score     float64    `json:"score"`
	ScoreCI   [2]float64 `json:"score_ci"`
	Best      bool       `json:"best"`
}

func writeLeadsJSON(out *output, n int, seed uint64, contract string, decl dds.Seat, cond, unit string, sum []sim.LeadSummary) error {
	doc := struct {
		Schema    string     `json:"schema"`
		Contract  string     `json:"contract"`
		Declarer  string     `json:"declarer"`
		Condition string     `json:"condition"`
		Deals     int        `json:"deals"`
		Seed      uint64     `json:"seed"`
		ScoreUnit string     `json:"score_unit"`
		Leads     []leadJSON `json:"leads"`
	}{Schema: "ruling-leads/1", Contract: strings.ToUpper(contract), Declarer: decl.String(), Condition: cond, Deals: n, Seed: seed, ScoreUnit: unit}
	for _, l := range sum {
		doc.Leads = append(doc.Leads, leadJSON{Lead: l.Lead.String(), Cards: engine.LeadRows([]sim.LeadSummary{l}, false)[0].Cards,
			Defence: l.Defence, DefenceCI: [2]float64{l.DefenceLow, l.DefenceHigh}, Beat: l.Beat, BeatCI: [2]float64{l.BeatLow, l.BeatHigh},
			Score: l.Score, ScoreCI: [2]float64{l.ScoreLow, l.ScoreHigh}, Best: l.Best})
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	out.Write(append(b, '\n'))
	return nil
}

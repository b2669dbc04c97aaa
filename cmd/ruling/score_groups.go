// score_groups.go: ruling score --groups, --pbn/--usebio with --board — a board scored in groups, as a fouled board is (Law 87).

package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/reports"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
	"github.com/ruling-bridge/ruling/weighting/event"
)

// groupFlags are ruling score's options for a board scored in groups.
type groupFlags struct {
	groups, pbn, usebio, lone string
	board                     int
	small                     bool
}

func addGroupFlags(fs *flag.FlagSet) *groupFlags {
	g := &groupFlags{}
	fs.StringVar(&g.groups, "groups", "", "")
	fs.StringVar(&g.pbn, "pbn", "", "")
	fs.StringVar(&g.usebio, "usebio", "", "")
	fs.IntVar(&g.board, "board", 0, "")
	fs.StringVar(&g.lone, "lone", "avplus", "")
	fs.BoolVar(&g.small, "small-groups", false, "")
	return g
}

// active reports whether the command scores groups.
func (g *groupFlags) active() bool { return g.groups != "" || g.pbn != "" || g.usebio != "" }

func (g *groupFlags) run(e *env, fs *flag.FlagSet, vul dds.Vulnerability, units weighting.Units) error {
	hint := `run "ruling help score" for its options`
	lone, err := weighting.ParseLoneGroup(g.lone)
	if err != nil {
		return withHint(badInput("--lone: %v", err), "use --lone avplus or --lone factored")
	}
	t := &reports.GroupTable{Units: units, SmallGroups: g.small, Lone: lone}
	files := 0
	for _, f := range []string{g.groups, g.pbn, g.usebio} {
		if f != "" {
			files++
		}
	}
	switch {
	case files > 1:
		return withHint(badInput("score: give one of --groups, --pbn and --usebio"), hint)
	case g.groups != "":
		if given(fs, "board") {
			return withHint(badInput("--board goes with --pbn or --usebio"), hint)
		}
		if t.Groups, err = engine.ParseGroups(g.groups, vul); err != nil {
			return optionError(err, "", hint)
		}
	default:
		format, path := event.PBN, g.pbn
		if g.usebio != "" {
			format, path = event.USEBIO, g.usebio
		}
		if g.board < 1 {
			return withHint(badInput("score: --%s needs the board: --board N", format), hint)
		}
		if given(fs, "vul") {
			return withHint(badInput("--vul: the file gives each board's vulnerability"), hint)
		}
		ev, err := event.Load(path, format)
		if err != nil {
			return badInput("%v", err)
		}
		if _, err := ev.Board(g.board); err != nil {
			return badInput("%v", err)
		}
		var rows [][]event.Row
		t.Groups, rows = ev.Groups(g.board)
		t.Title = fmt.Sprintf("Board %d of %s", g.board, path)
		for i, f := range ev.Forms(g.board) {
			label := ""
			if f.Form > 0 {
				label = fmt.Sprintf("Form %d", f.Form)
				if f.HasDeal {
					label += " (" + f.Deal.PBN(dds.North) + ", dealer " + f.Dealer.String() + ")"
				}
			}
			t.Labels = append(t.Labels, label)
			var names []string
			for _, r := range rows[i] {
				names = append(names, r.Where())
			}
			t.Names = append(t.Names, names)
		}
	}
	t.Values, err = weighting.ScoreFouled(weighting.MatchpointScoring{Units: units, SmallGroups: g.small}, t.Groups, lone)
	if err != nil {
		return badInput("%v", err)
	}
	return writeOutput(e, "", func(w io.Writer) error { return reports.EncodeGroups(w, t) })
}

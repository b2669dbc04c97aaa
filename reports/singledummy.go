// singledummy.go: single-dummy evidence in every format — the method in plain words, the single- and double-dummy distributions side by side (a two-series chart in HTML), and the breakdown tables.

package reports

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/sim/singledummy"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// The single-dummy model types, from the engine.
type (
	SingleDummyEvidence = engine.SingleDummyEvidence
	BreakdownTable      = engine.BreakdownTable
	BreakdownRow        = engine.BreakdownRow
)

// SingleDummy is the kind of a single-dummy scenario.
const SingleDummy = engine.SingleDummy

// sdLines says in plain words how a single-dummy scenario was played and
// what it found; nil for other scenarios.
func sdLines(s engine.ScenarioReport) []string {
	ev := s.SingleDummy
	if ev == nil {
		return nil
	}
	where := fmt.Sprintf("%d playouts of the actual deal", ev.Playouts)
	if ev.View == engine.ViewDeclarer {
		where = fmt.Sprintf("%d deals, the defenders' cards redealt from declarer's view (as a simulation does), each played out once", ev.Playouts)
	}
	need := s.Contract.Need()
	lines := []string{
		fmt.Sprintf("Single dummy: %s. Before each card the player to play (declarer for dummy) dealt up to %d layouts of the cards he could not see, "+
			"consistent with his hand, dummy once faced, every card played, every show-out and the condition; solved each layout double dummy "+
			"for every card he could play, setting aside after the first %d layouts (%d in the first trick) a card that could no longer catch the best; and played the card with the best average. "+
			"The opening leader chose his lead the same way from his own hand.%s A player on lead holding nothing but sure winners claimed the rest.",
			where, ev.Layouts, singledummy.SeqFirst, singledummy.SeqFirstPooled, verdictWords(ev)),
		fmt.Sprintf("%s made (%d+ tricks) in %s of playouts (95 %%: %s); double dummy on the same deals: %s (95 %%: %s).",
			ContractText(s.Contract), need, fixedPercent(ev.MakesSD), percentInterval(ev.MakesSDCI), fixedPercent(ev.MakesDD), percentInterval(ev.MakesDDCI)),
		fmt.Sprintf("Mean tricks: single dummy %s, double dummy %s; single minus double dummy %s%s.",
			trimmed(ev.MeanSD, 2), trimmed(ev.MeanDD, 2), signed(ev.MeanDiff), intervalOr(ev.DiffCI, func(i engine.Interval) string {
				return " (95 %: " + signed(i.Low) + " to " + signed(i.High) + ")"
			})),
	}
	if ev.Dropped > 0 {
		lines = append(lines, fmt.Sprintf("In %d decisions no layout met the condition; those used the cards seen alone.", ev.Dropped))
	}
	return lines
}

// verdictWords is the sentence on verdicts when the scenario's playouts
// used them (many playouts of the actual deal), else "".
func verdictWords(ev *engine.SingleDummyEvidence) string {
	if ev.View == engine.ViewDeclarer || ev.Playouts < singledummy.VerdictMinPlayouts {
		return ""
	}
	return fmt.Sprintf(" A decision of the first %d tricks that was clear on %d layouts (one card as good as every other on each) was taken once for all the playouts that reached it.",
		singledummy.VerdictCards/4, singledummy.VerdictLayouts(ev.Layouts))
}

// sdGrid is a single-dummy scenario's two distributions side by side.
func sdGrid(s engine.ScenarioReport) grid {
	ev := s.SingleDummy
	g := grid{Header: []string{"tricks", "result", "single dummy", "95 % interval", "double dummy"}, Align: "rlrrr"}
	sd, dd := map[int]engine.TrickCount{}, map[int]engine.TrickCount{}
	lo, hi := 13, 0
	for _, t := range s.Tricks {
		sd[t.Tricks] = t
		lo, hi = min(lo, t.Tricks), max(hi, t.Tricks)
	}
	for _, t := range ev.DoubleDummy {
		dd[t.Tricks] = t
		lo, hi = min(lo, t.Tricks), max(hi, t.Tricks)
	}
	for n := lo; n <= hi; n++ {
		a, b := sd[n], dd[n]
		ci := ""
		if !a.CI.IsZero() {
			ci = percentInterval(a.CI)
		}
		g.Rows = append(g.Rows, []string{strconv.Itoa(n), tricksResult(s.Contract, n), fixedPercent(a.P), ci, fixedPercent(b.P)})
	}
	return g
}

// breakdownGrid is one breakdown table, with its title.
func breakdownGrid(s engine.ScenarioReport, t engine.BreakdownTable) (title string, g grid) {
	title = "Split by " + t.Expr
	g = grid{Header: []string{"value", "deals", "share", "95 % interval", "mean tricks", "makes", "95 % interval"}, Align: "lrrrrrr"}
	if t.DoubleDummy {
		g.Header = []string{"value", "deals", "share", "95 % interval", "mean tricks", "makes", "95 % interval", "double dummy: mean", "makes"}
		g.Align += "rr"
	}
	for _, r := range t.Rows {
		row := []string{r.Label, strconv.Itoa(r.Deals), fixedPercent(r.Share), percentInterval(r.ShareCI),
			trimmed(r.Mean, 2), fixedPercent(r.Makes), percentInterval(r.MakesCI)}
		if t.DoubleDummy {
			row = append(row, trimmed(r.DDMean, 2), fixedPercent(r.DDMakes))
		}
		g.Rows = append(g.Rows, row)
	}
	return title, g
}

// sdText writes a scenario's single-dummy evidence and breakdowns as
// text, each line after indent; tables are drawn by table.
func sdText(b *strings.Builder, s engine.ScenarioReport, indent string, para func(string), table func(grid)) {
	for _, l := range sdLines(s) {
		para(l)
	}
	if s.SingleDummy != nil {
		table(sdGrid(s))
	}
	for _, t := range s.Breakdown {
		title, g := breakdownGrid(s, t)
		para(title + ":")
		table(g)
	}
}

// sdChart is a single-dummy scenario's two distributions as grouped
// bars, single dummy blue and double dummy amber (their intervals are in
// the table beside it), with a legend; nil without them.
func sdChart(s engine.ScenarioReport) *chart {
	ev := s.SingleDummy
	if ev == nil || len(s.Tricks) == 0 {
		return nil
	}
	sd := chartSeries{fill: chartBarColor, label: "single dummy", p: map[int]float64{}}
	dd := chartSeries{fill: chartDDColor, label: "double dummy", p: map[int]float64{}}
	for _, t := range s.Tricks {
		sd.p[t.Tricks] = t.P
	}
	for _, t := range ev.DoubleDummy {
		dd.p[t.Tricks] = t.P
	}
	return newChart([]chartSeries{sd, dd})
}

// chartFor is a scenario's chart: both distributions for a single-dummy
// scenario, the one distribution otherwise; nil for none.
func chartFor(s engine.ScenarioReport) *chart {
	if s.SingleDummy != nil {
		return sdChart(s)
	}
	return trickChart(s)
}

// htmlBlock is a paragraph or a table of the single-dummy evidence.
type htmlBlock struct {
	Para string
	Grid *grid
}

// sdBlocks is a scenario's single-dummy evidence and breakdowns for HTML.
func sdBlocks(s engine.ScenarioReport) []htmlBlock {
	var out []htmlBlock
	sdText(nil, s, "", func(l string) { out = append(out, htmlBlock{Para: l}) }, func(g grid) { out = append(out, htmlBlock{Grid: &g}) })
	return out
}

// The JSON form of the single-dummy evidence and the breakdowns.
type (
	jsonSingleDummy struct {
		View        string        `json:"view"`
		Playouts    int           `json:"playouts"`
		Layouts     int           `json:"layouts_per_decision"`
		DoubleDummy []jsonTricks  `json:"double_dummy_tricks"`
		MeanSD      float64       `json:"mean_single_dummy"`
		MeanDD      float64       `json:"mean_double_dummy"`
		MeanDiff    float64       `json:"mean_difference"`
		DiffCI      *jsonInterval `json:"mean_difference_ci95"`
		MakesSD     float64       `json:"p_make_single_dummy"`
		MakesSDCI   *jsonInterval `json:"p_make_single_dummy_ci95"`
		MakesDD     float64       `json:"p_make_double_dummy"`
		MakesDDCI   *jsonInterval `json:"p_make_double_dummy_ci95"`
		Dropped     int           `json:"decisions_without_condition"`
	}
	jsonBreakdown struct {
		Expr string             `json:"expr"`
		Rows []jsonBreakdownRow `json:"rows"`
	}
	jsonBreakdownRow struct {
		Value   string        `json:"value"`
		Deals   int           `json:"deals"`
		Share   float64       `json:"share"`
		ShareCI *jsonInterval `json:"share_ci95"`
		Mean    float64       `json:"mean_tricks"`
		Makes   float64       `json:"p_make"`
		MakesCI *jsonInterval `json:"p_make_ci95"`
		DDMean  *float64      `json:"double_dummy_mean_tricks"`
		DDMakes *float64      `json:"double_dummy_p_make"`
	}
)

// sdJSON is a scenario's single-dummy evidence (nil for others) and its
// breakdowns ([] when none).
func sdJSON(s engine.ScenarioReport) (*jsonSingleDummy, []jsonBreakdown) {
	bs := []jsonBreakdown{}
	for _, t := range s.Breakdown {
		jb := jsonBreakdown{Expr: t.Expr, Rows: []jsonBreakdownRow{}}
		for _, r := range t.Rows {
			jr := jsonBreakdownRow{Value: r.Label, Deals: r.Deals, Share: r.Share, ShareCI: intervalJSON(r.ShareCI),
				Mean: r.Mean, Makes: r.Makes, MakesCI: intervalJSON(r.MakesCI)}
			if t.DoubleDummy {
				m, k := r.DDMean, r.DDMakes
				jr.DDMean, jr.DDMakes = &m, &k
			}
			jb.Rows = append(jb.Rows, jr)
		}
		bs = append(bs, jb)
	}
	ev := s.SingleDummy
	if ev == nil {
		return nil, bs
	}
	j := &jsonSingleDummy{View: ev.View, Playouts: ev.Playouts, Layouts: ev.Layouts, DoubleDummy: []jsonTricks{},
		MeanSD: ev.MeanSD, MeanDD: ev.MeanDD, MeanDiff: ev.MeanDiff, DiffCI: intervalJSON(ev.DiffCI),
		MakesSD: ev.MakesSD, MakesSDCI: intervalJSON(ev.MakesSDCI), MakesDD: ev.MakesDD, MakesDDCI: intervalJSON(ev.MakesDDCI), Dropped: ev.Dropped}
	for _, t := range ev.DoubleDummy {
		j.DoubleDummy = append(j.DoubleDummy, jsonTricks{Tricks: t.Tricks, Count: t.Count, P: t.P, CI: intervalJSON(t.CI)})
	}
	return j, bs
}

// playrules.go: a scenario's play rules (lead restrictions, penalty cards) and declarer's options at the opening lead under them, for every format.

package reports

import (
	"strconv"

	"github.com/ruling-bridge/ruling/weighting/engine"
)

// rulesLines are a scenario's play rules in words, each with its Law.
func rulesLines(s engine.ScenarioReport) []string {
	var out []string
	for _, r := range s.Rules {
		out = append(out, "Play rule: "+r.Describe()+".")
	}
	return out
}

// optionGrid is declarer's options at the opening lead under the rules,
// each with declarer's tricks and the result, the one the play took
// marked.
func optionGrid(s engine.ScenarioReport) grid {
	g := grid{Header: []string{"declarer's option", "tricks", "result", ""}, Align: "lrll"}
	sd := s.How == engine.SingleDummy
	if sd {
		g.Header = []string{"declarer's option", "mean tricks", "taken"}
		g.Align = "lrl"
	}
	for _, o := range s.Options {
		mark := ""
		if o.Chosen {
			mark = "taken"
			if sd {
				mark = "most often"
			}
		}
		if sd {
			g.Rows = append(g.Rows, []string{o.Option.String(), fixed(o.Tricks, valueDecimals), mark})
			continue
		}
		t := int(o.Tricks)
		g.Rows = append(g.Rows, []string{o.Option.String(), strconv.Itoa(t), tricksResult(s.Contract, t), mark})
	}
	return g
}

// rulesText writes the rules and the options through para and table (as
// sdText does).
func rulesText(s engine.ScenarioReport, para func(string), table func(grid)) {
	for _, l := range rulesLines(s) {
		para(l)
	}
	switch {
	case len(s.Options) == 0:
	case s.How == engine.SingleDummy:
		para("Declarer's options at the opening lead, taken from his view (each playout's mean over his layouts, then over the playouts):")
		table(optionGrid(s))
	default:
		para("Declarer's options at the opening lead (double dummy):")
		table(optionGrid(s))
	}
}

// rulesBlocks is the rules and options for HTML.
func rulesBlocks(s engine.ScenarioReport) []htmlBlock {
	var out []htmlBlock
	rulesText(s, func(l string) { out = append(out, htmlBlock{Para: l}) }, func(g grid) { out = append(out, htmlBlock{Grid: &g}) })
	return out
}

// The JSON form of a scenario's rules and options.
type (
	jsonRule struct {
		Rule  string `json:"rule"`
		Words string `json:"words"`
	}
	jsonOption struct {
		Option string  `json:"option"`
		Law    string  `json:"law"`
		Tricks float64 `json:"tricks"`
		Result string  `json:"result,omitempty"` // double dummy only
		Chosen bool    `json:"taken"`            // single dummy: taken most often
	}
)

// rulesJSON is a scenario's rules and options as JSON.
func rulesJSON(s engine.ScenarioReport) ([]jsonRule, []jsonOption) {
	var rules []jsonRule
	for _, r := range s.Rules {
		rules = append(rules, jsonRule{Rule: r.String(), Words: r.Describe()})
	}
	var opts []jsonOption
	for _, o := range s.Options {
		jo := jsonOption{Option: o.Option.String(), Law: o.Option.Law, Tricks: o.Tricks, Chosen: o.Chosen}
		if s.How != engine.SingleDummy {
			jo.Result = tricksResult(s.Contract, int(o.Tricks))
		}
		opts = append(opts, jo)
	}
	return rules, opts
}

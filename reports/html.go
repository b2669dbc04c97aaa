// html.go: the HTML report — one self-contained page, no external assets, escaped by html/template.

package reports

import (
	"bytes"
	_ "embed"
	"html/template"
	"io"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// HTML writes a ruling as one self-contained HTML page that works offline:
// the deal diagram, each scenario's trick distribution as an inline SVG
// chart, the outcome tables, each side's weighted score, the method and the
// ruling wording. All user text goes through html/template's escaping; the
// charts carry no user text.
type HTML struct{}

//go:embed report.html.tmpl
var htmlSource string

var htmlTemplate = template.Must(template.New("report").Parse(htmlSource))

// htmlView is what the template sees.
type htmlView struct {
	Title           string
	Facts           [][2]string
	Hands           map[string][]htmlSuit // by seat letter
	Scenarios       []htmlScenario
	Outcomes        []htmlOutcomes
	Scores          grid
	Damage          string
	Datums          []string
	Serious         []string
	Awards          []section
	Sensitivity     *grid
	SensitivityLine string
	Scorer          *grid
	ScorerLines     []string
	ScoresHeading   string
	Notes           []string
	Method          []string
	Wording         []string
	Warnings        []string
	Form            formView
	FieldHead       string
	FormNotes       []string // the auction's explanations, "(1) …"
}

type htmlSuit struct {
	Symbol string
	Red    bool
	Ranks  string
}

type htmlScenario struct {
	Heading     string
	Description string
	How         string
	Condition   string
	Leads       *grid
	Tricks      *grid
	Chart       *chart      // drawn by the template "chart"; no user text
	Extra       []htmlBlock // single-dummy evidence and breakdowns (singledummy.go)
}

type htmlOutcomes struct {
	For  string
	Grid grid
}

// Encode implements Encoder.
func (HTML) Encode(w io.Writer, r *engine.Ruling) error {
	if r == nil {
		return errNoRuling
	}
	r = cleaned(r) // html/template escapes markup; the controls and bidi overrides go too
	v := htmlView{Title: heading(r), Facts: facts(r), Hands: map[string][]htmlSuit{},
		Damage: damageLine(r), Datums: datumLines(r), Serious: seriousLines(r), Awards: awardSections(r), ScoresHeading: scoresHeading(r), Notes: r.Notes, Method: methodLines(r), Wording: WordingLines(r), Warnings: warningLines(r),
		Form: form(r), FieldHead: fieldHeading(r)}
	v.FormNotes = auctionNoteLines(v.Form.AuctionNotes)
	for _, seat := range dds.Seats {
		for i, line := range suitLines(r.Deal[seat]) {
			s := dds.SuitsPBN[i]
			v.Hands[seat.String()] = append(v.Hands[seat.String()], htmlSuit{
				Symbol: s.Symbol(), Red: s == dds.Hearts || s == dds.Diamonds, Ranks: line[len(s.Symbol())+1:]})
		}
	}
	for i, s := range r.Scenarios {
		hs := htmlScenario{Heading: scenarioHeading(i, s), Description: s.Description, How: howText(s, r.Scoring), Condition: s.Condition}
		if len(s.Leads) > 0 {
			g := leadGrid(s, r.Scoring)
			hs.Leads = &g
		}
		if len(s.Tricks) > 0 {
			g := trickGrid(s)
			hs.Tricks = &g
			hs.Chart = chartFor(s)
		}
		hs.Extra = append(sdBlocks(s), rulesBlocks(s)...)
		v.Scenarios = append(v.Scenarios, hs)
	}
	for _, a := range r.Adjustments {
		v.Outcomes = append(v.Outcomes, htmlOutcomes{For: sidesName(a.Sides), Grid: outcomeGrid(r, a)})
	}
	if len(r.Scores) > 0 {
		v.Scores = scoreGrid(r)
	}
	if len(r.Sensitivity) > 0 {
		g := sensitivityGrid(r)
		v.Sensitivity, v.SensitivityLine = &g, sensitivityLine(r)
	}
	if lines := scorerLines(r); len(lines) > 0 {
		g := scorerGrid(r)
		v.Scorer, v.ScorerLines = &g, lines
	}
	var b bytes.Buffer
	if err := htmlTemplate.Execute(&b, v); err != nil {
		return err
	}
	return deliver(w, &b)
}

// playoptions.go: the report of ruling options — after a lead out of turn, an exposed card or a premature play, every option the Laws give the non-offending side with its double-dummy tricks and result, the best marked, a Law on every line — as text, Markdown, JSON (schema ruling-options/1) or HTML.

package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
	"github.com/ruling-bridge/ruling/weighting/engine"
)

// EncodeOptions writes the options after an irregularity as text, md
// (markdown), json or html.
func EncodeOptions(w io.Writer, format string, rep *engine.OptionsReport) error {
	v := optionsView(rep)
	return writers{
		text: func(b *bytes.Buffer) error {
			v.writeText(b)
			b.WriteString("\n" + dealDiagram(rep.Irregularity.Deal) + "\n")
			var t strings.Builder
			textTable(&t, "", v.Grid.Header, v.Grid.Align, v.Grid.Rows)
			b.WriteString(t.String())
			for _, n := range v.Notes {
				b.WriteString("\n" + n + "\n")
			}
			return nil
		},
		md: func(b *bytes.Buffer) error {
			v.writeMarkdown(b)
			b.WriteString("\n```text\n" + dealDiagram(rep.Irregularity.Deal) + "```\n\n")
			var t strings.Builder
			mdTable(&t, v.Grid)
			for _, n := range v.Notes {
				t.WriteString("\n" + mdEscape(n) + "\n")
			}
			b.WriteString(t.String())
			return nil
		},
		json: func(b *bytes.Buffer) error { return writeOptionsJSON(b, rep) },
		html: func(b *bytes.Buffer) error {
			v.Diagram = dealDiagram(rep.Irregularity.Deal)
			return optionsHTML.Execute(b, v)
		},
	}.encode(w, format, "ruling options")
}

// optionsReport is the options report as every readable format shows it.
type optionsReport struct {
	frame
	Grid    grid
	Notes   []string
	Diagram string
}

// irregularityWords names the irregularity and its Laws.
func irregularityWords(ir *weighting.Irregularity) (title, what string) {
	c := ir.Card.Pretty()
	x := ir.Offender.Name()
	switch ir.Kind {
	case weighting.LeadOutOfTurn:
		return "Lead out of turn (Laws 53–56)", x + " led the " + c + " out of turn"
	case weighting.ExposedCard:
		how := "exposed unintentionally"
		if ir.Deliberate {
			how = "exposed through deliberate play"
		}
		return "Card exposed by a defender (Law 50)", x + "'s " + c + " was " + how
	default:
		return "Premature lead or play (Law 57)", x + " led or played the " + c + " before his partner had played to the trick"
	}
}

func optionsView(rep *engine.OptionsReport) *optionsReport {
	ir := &rep.Irregularity
	c := ir.Contract
	title, what := irregularityWords(ir)
	v := &optionsReport{frame: frame{Title: title}}
	nos := ir.NonOffending()
	at := "at the opening lead"
	if n := len(ir.Played); n > 0 {
		at = fmt.Sprintf("at trick %d, after %s", n/4+1, dds.FormatPlayField(ir.Played))
	}
	v.Facts = append(v.Facts,
		"Contract: "+ContractText(c)+", the deal as given; "+what+" "+at+".",
		"The options are the non-offending side's ("+nos.String()+"); each is valued double dummy, declarer's tricks in all.",
		"Without the irregularity: "+strconv.Itoa(rep.Before)+" tricks, "+tricksResultBy(c, rep.Before)+" (double dummy).")
	sd := rep.SingleDummy > 0
	v.Grid = grid{Header: []string{"option", "Law", "tricks", "result", ""}, Align: "llrll"}
	if sd {
		v.Grid = grid{Header: []string{"option", "Law", "tricks", "result", "single dummy", ""}, Align: "llrlll"}
	}
	var taken []string
	var rows func(opts []engine.OptionValue, indent string, mark string)
	rows = func(opts []engine.OptionValue, indent string, mark string) {
		for _, o := range opts {
			m := ""
			if o.Best {
				m = mark
			}
			oc := o.Contract(c)
			row := []string{indent + o.Option.Text, "Law " + o.Option.Law, strconv.Itoa(o.Tricks), tricksResultBy(oc, o.Tricks)}
			if sd {
				row = append(row, sdCell(o.SingleDummy))
			}
			v.Grid.Rows = append(v.Grid.Rows, append(row, m))
			if len(o.Sub) > 0 {
				if t := takenWords(o); t != "" {
					taken = append(taken, t)
				}
				rows(o.Sub, indent+"→ ", "declarer's best")
			}
		}
	}
	rows(rep.Options, "", "best for "+nos.String())
	if sd {
		n := "Single dummy: each option played out " + strconv.Itoa(rep.SingleDummy) + plural(rep.SingleDummy, " time", " times") + " by players who cannot see each other's cards (" +
			strconv.Itoa(rep.Layouts) + plural(rep.Layouts, " layout", " layouts") + " a decision, seed " + strconv.FormatUint(rep.Seed, 10) + "), declarer's mean tricks and how often he took each number; " +
			"an accepted lead goes on from the card led, a refused one from the correct leader with the penalty card on the table (Law 50E1: known to all)."
		if len(taken) > 0 {
			n += " Where declarer's Law 50D2 options come at once, the first row plays them as he takes them from his own view (" + strings.Join(taken, "; ") + "), each row below as he chose it."
		}
		v.Notes = append(v.Notes, n)
	}
	switch ir.Kind {
	case weighting.LeadOutOfTurn:
		if len(ir.Played) == 0 && ir.Offender.Side() != c.Declarer.Side() {
			v.Notes = append(v.Notes, "Law 54C: a declarer who could have seen any of dummy's cards must accept the lead (54B).")
		}
		v.Notes = append(v.Notes, "The Director's flowchart \"Procedure after a lead out of turn\" (Laws 53–56, 50D) lists these options; a penalty card left on the table brings declarer's Law 50D2 options again at each lead by the offender's partner (footnote 8), and the values count them.")
	case weighting.ExposedCard:
		v.Notes = append(v.Notes, "A penalty card's information is authorised for every player while it lies on the table (Law 50E1); the values count declarer's Law 50D2 options at every lead by the offender's partner.")
	case weighting.PrematurePlay:
		v.Notes = append(v.Notes, "Law 57B: if the offender's partner cannot comply he may play any card (Law 59). Law 57C: no rectification if declarer had played from both hands, or dummy played or suggested a card first.")
	}
	return v
}

// sdCell is an option's single-dummy figure: "9.6 (9: 40 %, 10: 60 %)".
func sdCell(t *engine.SingleDummyTricks) string {
	if t == nil {
		return ""
	}
	var d []string
	for _, r := range t.Tricks {
		d = append(d, strconv.Itoa(r.Tricks)+": "+fixedPercent(r.P))
	}
	return trimmed(t.Mean, valueDecimals) + " (" + strings.Join(d, ", ") + ")"
}

// takenWords says how often declarer took each of his options in the
// playouts of o: "Law 54D: require ♦ 12 times, neither 4 times".
func takenWords(o engine.OptionValue) string {
	var w []string
	for j, n := range o.Taken {
		if n > 0 && o.Sub[j].Option.Choice != nil {
			w = append(w, fmt.Sprintf("%s %d of %d", o.Sub[j].Option.Choice.Words(), n, o.SingleDummy.Playouts))
		}
	}
	if len(w) == 0 {
		return ""
	}
	return "Law " + o.Option.Law + ": " + strings.Join(w, ", ")
}

var optionsHTML = framePage("options", "60em", "td.num{text-align:right}pre{font-size:1em}",
	`<pre>{{.Diagram}}</pre>
<table><tr>{{range .Grid.Header}}<th>{{.}}</th>{{end}}</tr>
{{$g := .Grid}}{{range .Grid.Rows}}<tr>{{range $i, $c := .}}<td class="{{$g.Class $i}}">{{$c}}</td>{{end}}</tr>{{end}}</table>
{{range .Notes}}<p>{{.}}</p>{{end}}
`)

// The JSON of ruling options (schema ruling-options/1).
type (
	optionsJSON struct {
		Schema       string           `json:"schema"`
		Irregularity string           `json:"irregularity"`
		Deal         string           `json:"deal"`
		Contract     string           `json:"contract"`
		Declarer     string           `json:"declarer"`
		Played       string           `json:"played"`
		Offender     string           `json:"offender"`
		Card         string           `json:"card"`
		NonOffending string           `json:"non_offending"`
		Before       int              `json:"tricks_without_irregularity"`
		Options      []optionItemJSON `json:"options"`
		Solver       string           `json:"solver"`
		SingleDummy  *optionsSDJSON   `json:"single_dummy,omitempty"`
	}
	optionItemJSON struct {
		Option      string           `json:"option"`
		Law         string           `json:"law"`
		Declarer    string           `json:"declarer"`
		Tricks      int              `json:"tricks"`
		Result      string           `json:"result"`
		Best        bool             `json:"best"`
		SingleDummy *optionSDJSON    `json:"single_dummy,omitempty"`
		Then        []optionItemJSON `json:"then,omitempty"`
	}
	optionsSDJSON struct {
		Playouts int    `json:"playouts"`
		Layouts  int    `json:"layouts"`
		Seed     uint64 `json:"seed"`
	}
	// optionSDJSON is an option's playouts: declarer's mean tricks in
	// all, how often he took each number, and (an option decided by
	// declarer's options at once) how often he took each of them, in
	// the order of "then".
	optionSDJSON struct {
		Mean   float64            `json:"mean"`
		Tricks []revokeTricksLine `json:"tricks"`
		Taken  []int              `json:"taken,omitempty"`
	}
)

func writeOptionsJSON(b *bytes.Buffer, rep *engine.OptionsReport) error {
	ir := &rep.Irregularity
	j := optionsJSON{Schema: "ruling-options/1", Irregularity: ir.Kind.String(), Deal: ir.Deal.PBN(dds.North),
		Contract: ir.Contract.String(), Declarer: ir.Contract.Declarer.String(), Played: dds.FormatPlayField(ir.Played),
		Offender: ir.Offender.String(), Card: ir.Card.String(), NonOffending: ir.NonOffending().String(), Before: rep.Before, Solver: rep.Solver}
	var items func(opts []engine.OptionValue) []optionItemJSON
	items = func(opts []engine.OptionValue) []optionItemJSON {
		var out []optionItemJSON
		for _, o := range opts {
			oc := o.Contract(ir.Contract)
			it := optionItemJSON{Option: o.Option.Text, Law: o.Option.Law, Declarer: oc.Declarer.String(), Tricks: o.Tricks,
				Result: tricksResult(oc, o.Tricks), Best: o.Best, Then: items(o.Sub)}
			if t := o.SingleDummy; t != nil {
				it.SingleDummy = &optionSDJSON{Mean: t.Mean, Taken: o.Taken}
				for _, r := range t.Tricks {
					it.SingleDummy.Tricks = append(it.SingleDummy.Tricks, revokeTricksLine{Tricks: r.Tricks, Count: r.Count, P: r.P})
				}
			}
			out = append(out, it)
		}
		return out
	}
	j.Options = items(rep.Options)
	if rep.SingleDummy > 0 {
		j.SingleDummy = &optionsSDJSON{Playouts: rep.SingleDummy, Layouts: rep.Layouts, Seed: rep.Seed}
	}
	enc := json.NewEncoder(b)
	enc.SetIndent("", "  ")
	return enc.Encode(j)
}

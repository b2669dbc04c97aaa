// markdown.go: the Markdown report (CommonMark with pipe tables).

package reports

import (
	"bytes"
	"io"
	"strings"

	"github.com/ruling-bridge/ruling/weighting/engine"
)

// Markdown writes a ruling as CommonMark with GitHub-style pipe tables.
// User text is backslash-escaped, so a title cannot inject markup or HTML.
type Markdown struct{}

// Encode implements Encoder.
func (Markdown) Encode(w io.Writer, r *engine.Ruling) error {
	if r == nil {
		return errNoRuling
	}
	r = cleaned(r)
	var b strings.Builder
	title := heading(r)
	b.WriteString("# " + mdEscape(title) + "\n\n")
	fv := form(r)
	mdFormTop(&b, fv)
	for _, f := range facts(r) {
		if f[0] == "" {
			b.WriteString("  - " + mdEscape(f[1]) + "\n")
		} else {
			b.WriteString("- **" + f[0] + ":** " + mdEscape(f[1]) + "\n")
		}
	}
	b.WriteString("\n```text\n" + dealDiagram(r.Deal) + "```\n")
	mdFormEvidence(&b, r, fv)

	if len(r.Scenarios) > 0 {
		b.WriteString("\n## Scenarios\n")
		for i, s := range r.Scenarios {
			b.WriteString("\n### " + mdEscape(scenarioHeading(i, s)) + "\n\n")
			if s.Description != "" {
				b.WriteString(mdEscape(s.Description) + "\n\n")
			}
			b.WriteString("Tricks: " + mdEscape(howText(s, r.Scoring)) + ".\n")
			if s.Condition != "" {
				b.WriteString("Condition: `" + strings.ReplaceAll(s.Condition, "`", "'") + "`\n")
			}
			if len(s.Leads) > 0 {
				b.WriteString("\n")
				mdTable(&b, leadGrid(s, r.Scoring))
			}
			if len(s.Tricks) > 0 {
				b.WriteString("\n")
				mdTable(&b, trickGrid(s))
			}
			sdText(&b, s, "", func(l string) { b.WriteString("\n" + mdEscape(l) + "\n") },
				func(g grid) { b.WriteString("\n"); mdTable(&b, g) })
			rulesText(s, func(l string) { b.WriteString("\n" + mdEscape(l) + "\n") },
				func(g grid) { b.WriteString("\n"); mdTable(&b, g) })
		}
	}
	for _, a := range r.Adjustments {
		b.WriteString("\n## Outcomes for " + sidesName(a.Sides) + "\n\n")
		mdTable(&b, outcomeGrid(r, a))
	}
	if len(r.Scores) > 0 {
		b.WriteString("\n## " + scoresHeading(r) + "\n\n")
		mdTable(&b, scoreGrid(r))
		if l := damageLine(r); l != "" {
			b.WriteString("\n" + mdEscape(l) + "\n")
		}
	}
	if len(r.Sensitivity) > 0 {
		b.WriteString("\n## Sensitivity\n\n" + mdEscape(sensitivityLine(r)) + "\n\n")
		mdTable(&b, sensitivityGrid(r))
	}
	if lines := scorerLines(r); len(lines) > 0 {
		b.WriteString("\n## For the scorer\n\n")
		for _, l := range lines {
			b.WriteString(mdEscape(l) + "\n\n")
		}
		mdTable(&b, scorerGrid(r))
	}
	if lines := datumLines(r); len(lines) > 0 {
		b.WriteString("\n## Butler datums\n\n")
		for _, l := range lines {
			b.WriteString("- " + mdEscape(l) + "\n")
		}
	}
	for _, s := range awardSections(r) {
		b.WriteString("\n## " + mdEscape(s.Heading) + "\n\n")
		for _, l := range s.Lines {
			b.WriteString("- " + mdEscape(l) + "\n")
		}
	}
	if lines := seriousLines(r); len(lines) > 0 {
		b.WriteString("\n## Serious error (Law 12C1(e))\n\n")
		for _, l := range lines {
			b.WriteString("- " + mdEscape(l) + "\n")
		}
	}
	if len(r.Notes) > 0 {
		b.WriteString("\n## Notes\n\n")
		for _, n := range r.Notes {
			b.WriteString("- " + mdEscape(n) + "\n")
		}
	}
	b.WriteString("\n## Method\n\n")
	for _, l := range methodLines(r) {
		b.WriteString("- " + mdEscape(l) + "\n")
	}
	if ws := warningLines(r); len(ws) > 0 {
		b.WriteString("\n## Warnings\n\n")
		for _, w := range ws {
			b.WriteString("- " + mdEscape(w) + "\n")
		}
	}
	b.WriteString("\n## Ruling\n")
	for _, l := range WordingLines(r) {
		b.WriteString("\n**" + mdEscape(l) + "**\n")
	}
	mdFormEnd(&b, fv)

	var out bytes.Buffer
	out.WriteString(b.String())
	return deliver(w, &out)
}

// mdSpecial are the characters a CommonMark backslash escape neutralises
// that could otherwise start markup in running text or a table cell.
var mdSpecial = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", "*", `\*`, "_", `\_`, "[", `\[`, "]", `\]`,
	"<", `\<`, ">", `\>`, "|", `\|`, "#", `\#`, "&", `\&`, "\n", " ", "\r", " ")

func mdEscape(s string) string { return mdSpecial.Replace(s) }

// mdTable writes a pipe table; cells are escaped here.
func mdTable(b *strings.Builder, g grid) {
	row := func(cells []string) {
		b.WriteString("|")
		for _, c := range cells {
			b.WriteString(" " + mdEscape(c) + " |")
		}
		b.WriteString("\n")
	}
	row(g.Header)
	b.WriteString("|")
	for i := range g.Header {
		if g.Align[i] == 'r' {
			b.WriteString("---:|")
		} else {
			b.WriteString("---|")
		}
	}
	b.WriteString("\n")
	for _, r := range g.Rows {
		row(r)
	}
}

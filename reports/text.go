// text.go: the plain-text report for the terminal.

package reports

import (
	"bytes"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/ruling-bridge/ruling/weighting/engine"
)

// Text writes a ruling as plain UTF-8 text for a terminal, tables aligned
// in columns. The ruling wording comes last.
type Text struct{}

// Encode implements Encoder.
func (Text) Encode(w io.Writer, r *engine.Ruling) error {
	if r == nil {
		return errNoRuling
	}
	r = cleaned(r)
	var b strings.Builder
	title := heading(r)
	b.WriteString(title + "\n" + strings.Repeat("=", utf8.RuneCountInString(title)) + "\n\n")
	fv := form(r)
	textFormTop(&b, fv)

	fs := facts(r)
	width := 0
	for _, f := range fs {
		width = max(width, utf8.RuneCountInString(f[0]))
	}
	for _, f := range fs {
		label := f[0]
		if label != "" {
			label += ":"
		}
		b.WriteString(strings.TrimRight(label+strings.Repeat(" ", width+2-utf8.RuneCountInString(label))+f[1], " ") + "\n")
	}
	b.WriteString("\n" + dealDiagram(r.Deal))
	textFormEvidence(&b, r, fv)

	if len(r.Scenarios) > 0 {
		textHeading(&b, "Scenarios")
		for i, s := range r.Scenarios {
			if i > 0 {
				b.WriteString("\n")
			}
			b.WriteString(scenarioHeading(i, s) + "\n")
			if s.Description != "" {
				b.WriteString("   " + s.Description + "\n")
			}
			b.WriteString("   Tricks: " + howText(s, r.Scoring) + ".\n")
			if s.Condition != "" {
				b.WriteString("   Condition: " + s.Condition + "\n")
			}
			if len(s.Leads) > 0 {
				b.WriteString("\n")
				g := leadGrid(s, r.Scoring)
				textTable(&b, "   ", g.Header, g.Align, g.Rows)
			}
			if len(s.Tricks) > 0 {
				b.WriteString("\n")
				g := trickGrid(s)
				textTable(&b, "   ", g.Header, g.Align, g.Rows)
			}
			sdText(&b, s, "   ", func(l string) { b.WriteString("\n   " + l + "\n") },
				func(g grid) { b.WriteString("\n"); textTable(&b, "   ", g.Header, g.Align, g.Rows) })
			rulesText(s, func(l string) { b.WriteString("\n   " + l + "\n") },
				func(g grid) { b.WriteString("\n"); textTable(&b, "   ", g.Header, g.Align, g.Rows) })
		}
	}

	for _, a := range r.Adjustments {
		textHeading(&b, "Outcomes for "+sidesName(a.Sides))
		g := outcomeGrid(r, a)
		textTable(&b, "", g.Header, g.Align, g.Rows)
	}

	if len(r.Scores) > 0 {
		textHeading(&b, scoresHeading(r))
		g := scoreGrid(r)
		textTable(&b, "", g.Header, g.Align, g.Rows)
		if l := damageLine(r); l != "" {
			b.WriteString("\n" + l + "\n")
		}
	}
	if len(r.Sensitivity) > 0 {
		textHeading(&b, "Sensitivity")
		b.WriteString(sensitivityLine(r) + "\n\n")
		g := sensitivityGrid(r)
		textTable(&b, "", g.Header, g.Align, g.Rows)
	}
	if lines := scorerLines(r); len(lines) > 0 {
		textHeading(&b, "For the scorer")
		for _, l := range lines {
			b.WriteString(l + "\n")
		}
		b.WriteString("\n")
		g := scorerGrid(r)
		textTable(&b, "", g.Header, g.Align, g.Rows)
	}
	if lines := datumLines(r); len(lines) > 0 {
		textHeading(&b, "Butler datums")
		for _, l := range lines {
			b.WriteString(l + "\n")
		}
	}
	for _, s := range awardSections(r) {
		textHeading(&b, s.Heading)
		for _, l := range s.Lines {
			b.WriteString(l + "\n")
		}
	}
	if lines := seriousLines(r); len(lines) > 0 {
		textHeading(&b, "Serious error (Law 12C1(e))")
		for _, l := range lines {
			b.WriteString(l + "\n")
		}
	}
	if len(r.Notes) > 0 {
		textHeading(&b, "Notes")
		for _, n := range r.Notes {
			b.WriteString("- " + n + "\n")
		}
	}
	textHeading(&b, "Method")
	for _, l := range methodLines(r) {
		b.WriteString(l + "\n")
	}
	if ws := warningLines(r); len(ws) > 0 {
		textHeading(&b, "Warnings")
		for _, w := range ws {
			b.WriteString("- " + w + "\n")
		}
	}
	textHeading(&b, "Ruling")
	b.WriteString(Wording(r) + "\n")
	textFormEnd(&b, fv)

	var out bytes.Buffer
	out.WriteString(b.String())
	return deliver(w, &out)
}

func textHeading(b *strings.Builder, h string) {
	b.WriteString("\n" + h + "\n" + strings.Repeat("-", utf8.RuneCountInString(h)) + "\n")
}

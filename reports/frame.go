// frame.go: what the study reports (ruling options, ruling revoke, weigh, leads, play) share — the choice of format by name and the frame of a readable report: its title, its facts, the page's head.

package reports

import (
	"bytes"
	"fmt"
	"html/template"
	"io"
	"strings"
)

// writers are a report's forms, by format; nil where it has none.
type writers struct {
	text, md, json, html func(*bytes.Buffer) error
}

// encode writes the form format names (text or txt, md or markdown, json,
// html or htm, in any case) whole, or an error naming what the report is
// and the formats it has: "unknown format "pdf" for a revoke ruling (use
// text, md, json or html)".
func (f writers) encode(w io.Writer, format, what string) error {
	var write func(*bytes.Buffer) error
	switch strings.ToLower(format) {
	case "text", "txt":
		write = f.text
	case "md", "markdown":
		write = f.md
	case "json":
		write = f.json
	case "html", "htm":
		write = f.html
	}
	if write == nil {
		return fmt.Errorf("unknown format %q for %s (use %s)", format, what, f.names())
	}
	var b bytes.Buffer
	if err := write(&b); err != nil {
		return err
	}
	return deliver(w, &b)
}

// names lists the formats a report has: "text, md, json or html".
func (f writers) names() string {
	var n []string
	for _, x := range []struct {
		name string
		w    func(*bytes.Buffer) error
	}{{"text", f.text}, {"md", f.md}, {"json", f.json}, {"html", f.html}} {
		if x.w != nil {
			n = append(n, x.name)
		}
	}
	if len(n) == 1 {
		return n[0]
	}
	return strings.Join(n[:len(n)-1], ", ") + " or " + n[len(n)-1]
}

// frame is the top of a readable study report: its title and facts.
type frame struct {
	Title string
	Facts []string
}

// writeText writes the title, a blank line and the facts, a line each.
func (f *frame) writeText(b *bytes.Buffer) {
	b.WriteString(f.Title + "\n\n")
	for _, x := range f.Facts {
		b.WriteString(x + "\n")
	}
}

// writeMarkdown writes the title as a heading and the facts, a line each.
func (f *frame) writeMarkdown(b *bytes.Buffer) {
	b.WriteString("# " + mdEscape(f.Title) + "\n\n")
	for _, x := range f.Facts {
		b.WriteString(mdEscape(x) + "  \n")
	}
}

// framePage is a study report's page: the head and style every one has
// (the report's own style added, its width), the title and facts, then
// body (a template over the report's view, which embeds frame).
func framePage(name, width, style, body string) *template.Template {
	return template.Must(template.New(name).Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{.Title}}</title>
<style>body{font-family:system-ui,sans-serif;max-width:` + width + `;margin:2em auto;padding:0 1em;line-height:1.4}
table{border-collapse:collapse}td,th{padding:.15em .8em;border-bottom:1px solid #ddd;text-align:left}
` + style + `</style></head>
<body><h1>{{.Title}}</h1>
{{range .Facts}}<p>{{.}}</p>{{end}}
` + body + `</body></html>
`))
}

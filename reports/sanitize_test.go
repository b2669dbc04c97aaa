// sanitize_test.go: one hostile string — a terminal escape and a bidi override — through every string of every report, in every format.

package reports

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/ruling-bridge/ruling/weighting/engine"
)

// hostile clears the screen on a terminal and turns the rest of the line
// around in a bidi-aware viewer.
const hostile = "x \u001b[2J \u202e\u2066 \u0085\u200f y\u0007"

// hostileClean is hostile as the text and Markdown reports show it.
const hostileClean = "x [2J   y"

// fillStrings sets every plain string reachable from v (exported fields,
// slices, arrays, pointers) to s.
func fillStrings(v reflect.Value, s string) {
	switch v.Kind() {
	case reflect.String:
		if v.CanSet() && v.Type() == reflect.TypeOf("") {
			v.SetString(s)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fillStrings(v.Field(i), s)
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			fillStrings(v.Index(i), s)
		}
	case reflect.Pointer:
		if !v.IsNil() {
			fillStrings(v.Elem(), s)
		}
	}
}

// unsafeRune is a rune a text or Markdown report must not hold: a control
// character other than the line break, or a bidirectional control.
func unsafeRune(out []byte) (rune, bool) {
	for len(out) > 0 {
		r, n := utf8.DecodeRune(out)
		out = out[n:]
		if r != '\n' && r != '\t' && cleanText(string(r)) != string(r) {
			return r, true
		}
	}
	return 0, false
}

// hostileCase is formCase with the hostile string in every text a case
// file can hold.
func hostileCase() string {
	q := func(s string) string {
		return `"` + strings.NewReplacer("\u001b", `\u001b`, "\u0007", `\u0007`, "\u0085", `\u0085`).Replace(s) + `"`
	}
	h := q(hostile)
	return `title = ` + h + `
event = ` + h + `
pbn = "teams.pbn"
board = 7
table_pairs = [1, 2]
scoring = "imps"
non_offending = "EW"
session = ` + h + `
table = ` + h + `
director = ` + h + `
facts = ` + h + `
laws = [` + h + `]
poll = [` + h + `, ` + h + `]
appeal = ` + h + `

[[scenario]]
name = ` + h + `
description = ` + h + `
result = "2S+2 S"
weight = "60%"

[[scenario]]
name = ` + h + `
result = "4S= S"
weight = "40%"
`
}

func TestHostileStringEveryField(t *testing.T) {
	rulings := map[string]*engine.Ruling{}
	for name, f := range map[string]func(testing.TB) *engine.Ruling{"weighted": weightedRuling, "split": splitRuling, "thirds": thirdsRuling, "no damage": noDamageRuling} {
		r := f(t)
		fillStrings(reflect.ValueOf(r), hostile)
		rulings[name] = r
	}
	form := formRuling(t)
	fillStrings(reflect.ValueOf(form), hostile)
	rulings["form"] = form

	// And through a case file, as a Director's (or an attacker's) case.
	fromCase := teamsRuling(t, hostileCase())
	rulings["case file"] = fromCase

	for name, r := range rulings {
		for _, format := range Formats {
			enc, err := ByName(format)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := enc.Encode(&b, r); err != nil {
				t.Fatalf("%s %s: %v", name, format, err)
			}
			out := b.Bytes()
			if bytes.IndexByte(out, 0x1b) >= 0 {
				t.Errorf("%s %s: a raw escape character", name, format)
			}
			if format == "json" {
				continue // data: escaped by encoding/json, kept as written
			}
			if format == "html" {
				if r, bad := unsafeRune(out); bad {
					t.Errorf("%s %s: holds %U", name, format, r)
				}
				continue
			}
			if false {
				continue
			}
			if r, bad := unsafeRune(out); bad {
				t.Errorf("%s %s: holds %U", name, format, r)
			}
			n := bytes.Count(out, []byte(hostileClean)) + bytes.Count(out, []byte(mdEscape(hostileClean)))
			if n < 3 {
				t.Errorf("%s %s: the cleaned string shows %d times", name, format, n)
			}
		}
	}
	// The facts keep their line breaks, each line cleaned.
	if got := cleanBlock("a\u202e\nb\u001b"); got != "a\nb" {
		t.Errorf("cleanBlock: %q", got)
	}
	// The ruling given is not changed.
	if form.Title != hostile {
		t.Error("encoding changed the ruling")
	}
}

// The other reports: leads, play, weigh — every string of their data.
func TestHostileStringOtherReports(t *testing.T) {
	var h PlayHead
	fillStrings(reflect.ValueOf(&h), hostile)
	var x engine.Weighing
	fillStrings(reflect.ValueOf(&x), hostile)
	var l engine.LeadStudy
	fillStrings(reflect.ValueOf(&l), hostile)
	h2 := cleanCopy(&h)
	if h2.Condition != hostileClean || h.Condition != hostile {
		t.Errorf("cleanCopy: %q from %q", h2.Condition, h.Condition)
	}
	var b bytes.Buffer
	writeLeadsText(&b, &l)
	if r, bad := unsafeRune(b.Bytes()); bad || !strings.Contains(b.String(), hostileClean) {
		t.Errorf("leads: %U in %q", r, b.String())
	}
}

// sanitize.go: the one rule for user text in the text, Markdown and HTML reports — control and bidirectional characters dropped — applied to every string of what is rendered.

package reports

import (
	"reflect"
	"strings"

	"github.com/ruling-bridge/ruling/weighting/engine"
)

// cleanText is user text made safe for a terminal, a Markdown file or a
// page:
// line breaks and tabs become spaces, and control characters (C0, DEL,
// C1) and the Unicode bidirectional controls, which could rewrite what a
// reader sees (U+202E turns the rest of a line around), are dropped.
// It is the only sanitiser of the reports: cleaned applies it to every
// string of a report's data.
func cleanText(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\r' || r == '\t':
			return ' '
		case r < 0x20 || r >= 0x7f && r < 0xa0:
			return -1
		case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c:
			return -1
		case r == 0xfeff: // a byte order mark inside a text
			return -1
		}
		return r
	}, s)
}

// cleanBlock is cleanText for a text of several lines (a case's facts):
// each line cleaned, the line breaks kept.
func cleanBlock(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	for i, l := range lines {
		lines[i] = cleanText(l)
	}
	return strings.Join(lines, "\n")
}

// cleaned is a copy of r with every string in it cleaned (cleanText),
// the facts line by line (cleanBlock): the title, names, the form's
// fields, event-file names and tags, poll lines, alerts and every other
// text, whether a user wrote it or an event file did. r is not changed.
func cleaned(r *engine.Ruling) *engine.Ruling {
	c := cleanCopy(r)
	c.Form.Facts = cleanBlock(r.Form.Facts)
	return c
}

// cleanCopy is a deep copy of *p with cleanText applied to every string
// reachable through exported fields, slices, arrays, maps and pointers.
func cleanCopy[T any](p *T) *T {
	if p == nil {
		return nil
	}
	c := cleanValue(reflect.ValueOf(p).Elem())
	out := new(T)
	reflect.ValueOf(out).Elem().Set(c)
	return out
}

func cleanValue(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.String:
		return reflect.ValueOf(cleanText(v.String())).Convert(v.Type())
	case reflect.Struct:
		c := reflect.New(v.Type()).Elem()
		c.Set(v)
		for i := range v.NumField() {
			if c.Field(i).CanSet() {
				c.Field(i).Set(cleanValue(v.Field(i)))
			}
		}
		return c
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		c := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := range v.Len() {
			c.Index(i).Set(cleanValue(v.Index(i)))
		}
		return c
	case reflect.Array:
		c := reflect.New(v.Type()).Elem()
		for i := range v.Len() {
			c.Index(i).Set(cleanValue(v.Index(i)))
		}
		return c
	case reflect.Pointer:
		if v.IsNil() {
			return v
		}
		c := reflect.New(v.Type().Elem())
		c.Elem().Set(cleanValue(v.Elem()))
		return c
	case reflect.Map:
		if v.IsNil() {
			return v
		}
		c := reflect.MakeMapWithSize(v.Type(), v.Len())
		for it := v.MapRange(); it.Next(); {
			c.SetMapIndex(cleanValue(it.Key()), cleanValue(it.Value()))
		}
		return c
	}
	return v
}

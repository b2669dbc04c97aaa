// case_toml.go: where things are in the case file — TOML errors, unknown keys and the line of a table or key (locator).

package main

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// tomlError turns the TOML library's errors into "file:line: message".
func tomlError(name string, err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return badInput("%s:%d: %s", name, pe.Position.Line, pe.Message)
	}
	// Type mismatches: "toml: line 3 (last key "board"): incompatible types: ..."
	if m := typeErrorRE.FindStringSubmatch(err.Error()); m != nil {
		msg := m[3]
		if t := typesRE.FindStringSubmatch(msg); t != nil {
			msg = fmt.Sprintf("want %s, not %s", t[2], t[1])
		}
		return badInput("%s:%s: %s: %s", name, m[1], m[2], msg)
	}
	return badInput("%s: %s", name, strings.TrimPrefix(err.Error(), "toml: "))
}

var (
	typeErrorRE = regexp.MustCompile(`^toml: line (\d+) \(last key "([^"]*)"\): (.*)$`)
	typesRE     = regexp.MustCompile(`^incompatible types: TOML value has type ([^;]+); destination has type (.+)$`)
)

// unknownKeys names every key the case file does not know, with its line.
func unknownKeys(c *caseFile, loc *locator, md toml.MetaData, keys []toml.Key) error {
	type found struct {
		key  string // the key, or "[table]" for an unknown table
		line int
	}
	undecoded := map[string]bool{}
	for _, k := range keys {
		undecoded[k.String()] = true
	}
	var list []found
	seen := map[string]bool{}
	for _, k := range keys {
		ks := k.String()
		// Name an unknown table once, not each key inside it; keys of an
		// array of tables come once per table; a split weight's sides are
		// read (and checked) by readScenario.
		if len(k) > 1 && undecoded[k[:len(k)-1].String()] || seen[ks] || strings.HasPrefix(ks, "scenario.weight.") {
			continue
		}
		seen[ks] = true
		shown := "key " + strconv.Quote(ks)
		if t := md.Type(k...); t == "Hash" || t == "ArrayHash" {
			shown = "table [" + ks + "]"
		}
		list = append(list, found{shown, loc.line(ks)})
	}
	if len(list) == 0 {
		return nil
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].line < list[j].line })
	var more []string
	for _, f := range list[1:] {
		more = append(more, fmt.Sprintf("%s (line %d)", strings.TrimPrefix(f.key, "key "), f.line))
	}
	msg := "unknown " + list[0].key
	if len(more) > 0 {
		msg += "; also " + strings.Join(more, ", ")
	}
	return c.errorAt(list[0].line, "%s (a typo must not silently change a ruling; see examples/ for the keys)", msg)
}

// locator finds the line of a key in the TOML text: it tracks table
// headers ([options], [[scenario]]) and matches "key =" lines. It is a
// reading aid for messages, not a TOML parser.
type locator struct {
	lines []string
}

func newLocator(data []byte) *locator {
	return &locator{lines: strings.Split(string(data), "\n")}
}

var (
	headerRE = regexp.MustCompile(`^\s*\[\[?\s*([A-Za-z0-9_.\-"]+)\s*\]\]?`)
	keyRE    = regexp.MustCompile(`^\s*"?([A-Za-z0-9_\-]+)"?\s*=`)
)

// header is the line of the n-th header of table name (0-based), or 0.
func (l *locator) header(name string, n int) int {
	for i, line := range l.lines {
		if m := headerRE.FindStringSubmatch(line); m != nil && strings.Trim(m[1], `"`) == name {
			if n == 0 {
				return i + 1
			}
			n--
		}
	}
	return 0
}

// keyIn is the line of key inside the n-th instance of table ("" for the
// top level, before any header), or 0 when the key is not there.
func (l *locator) keyIn(table string, n int, key string) int {
	start := 0 // the index of the first line to search
	if table != "" {
		if start = l.header(table, n); start == 0 {
			return 0
		}
	}
	for i := start; i < len(l.lines); i++ {
		if headerRE.MatchString(l.lines[i]) {
			break
		}
		if m := keyRE.FindStringSubmatch(l.lines[i]); m != nil && m[1] == key {
			return i + 1
		}
	}
	return 0
}

// line is the line of a dotted key ("dealer", "options.units",
// "scenario.wieght"): the first match, or the table header, or 1.
func (l *locator) line(dotted string) int {
	parts := strings.Split(dotted, ".")
	key := parts[len(parts)-1]
	table := strings.Join(parts[:len(parts)-1], ".")
	if table == "" {
		if n := l.keyIn("", 0, key); n > 0 {
			return n
		}
		if n := l.header(key, 0); n > 0 {
			return n
		}
		return 1
	}
	for n := 0; ; n++ {
		h := l.header(table, n)
		if h == 0 {
			break
		}
		if k := l.keyIn(table, n, key); k > 0 {
			return k
		}
	}
	if h := l.header(table, 0); h > 0 {
		return h
	}
	// An inline table (weight = { NS = ..., EW = ... }) or a dotted key.
	if len(parts) >= 2 {
		return l.line(strings.Join(parts[:len(parts)-1], "."))
	}
	return 1
}

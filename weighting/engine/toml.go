// toml.go: where things are in a case file — one pass over the text finds the line of every table and key, and caps nesting.

package engine

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// maxDepth is the deepest nesting of arrays and inline tables a case file
// may have; a real one needs two (weight = { NS = "60%" } in a scenario).
const maxDepth = 8

// Error is bad input: the file, the line (0 when no line applies) and
// the problem in plain words. Every error ParseCase returns is an *Error,
// and so is every error Adjust returns about the case itself (a condition
// no deal meets, a lead the leader does not hold). Its text is
// "case.toml:12: weights sum to 95%, not 100%".
type Error struct {
	File string // the file's name as given; may be empty
	Line int    // 1-based; 0 when not known
	Msg  string // the problem in plain words
	Err  error  // the cause, when it has a name (ErrNoFile); nil otherwise
}

// Unwrap is the cause, if any.
func (e *Error) Unwrap() error { return e.Err }

func (e *Error) Error() string {
	switch {
	case e.File == "" && e.Line == 0:
		return e.Msg
	case e.File == "":
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	case e.Line == 0:
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
}

// errorAt is an *Error in c's file at line.
func (c *Case) errorAt(line int, format string, a ...any) error {
	if line < 1 && c.pos != nil {
		line = 1
	}
	return &Error{File: c.Name, Line: line, Msg: fmt.Sprintf(format, a...)}
}

// positions maps where things are in a case file to their lines:
// "samples", "options.units", "scenario#2" (the third [[scenario]]
// header), "scenario#2.lead", "serious_error.without"; also
// "scenario.lead" for the first such key in any [[scenario]].
type positions map[string]int

// line is the line of the first of keys found, or 0.
func (p positions) line(keys ...string) int {
	for _, k := range keys {
		if l := p[k]; l > 0 {
			return l
		}
	}
	return 0
}

// scanLines reads a TOML text once: the line of every table header and
// key at the top of a line, and the deepest nesting of brackets. It is a
// reading aid for messages (the decoder checks the syntax), so it only
// needs to tell strings, comments and brackets apart.
func scanLines(data []byte) (p positions, depth, depthLine int) {
	p = positions{}
	count := map[string]int{} // arrays of tables seen so far, by name
	table := ""
	line := 1
	lineStart := true // at the start of a line, outside any string or bracket
	level := 0
	record := func(key string, at int) {
		if _, ok := p[key]; !ok {
			p[key] = at
		}
	}
	for i := 0; i < len(data); {
		if lineStart && level == 0 {
			j := i
			for j < len(data) && (data[j] == ' ' || data[j] == '\t') {
				j++
			}
			end := j
			for end < len(data) && data[end] != '\n' {
				end++
			}
			text := string(data[j:end])
			switch {
			case strings.HasPrefix(text, "[["):
				name := headerName(text[2:])
				table = fmt.Sprintf("%s#%d", name, count[name])
				count[name]++
				record(table, line)
				record(name, line)
			case strings.HasPrefix(text, "["):
				table = headerName(text[1:])
				record(table, line)
			default:
				if key, ok := keyName(text); ok {
					if table == "" {
						record(key, line)
					} else {
						record(table+"."+key, line)
						if base, _, ok := strings.Cut(table, "#"); ok {
							record(base+"."+key, line)
						}
					}
				}
			}
		}
		lineStart = false
		c := data[i]
		switch {
		case c == '\n':
			line++
			i++
			lineStart = true
		case c == '#':
			for i < len(data) && data[i] != '\n' {
				i++
			}
		case c == '"' || c == '\'':
			delim := string(c)
			if i+2 < len(data) && data[i+1] == c && data[i+2] == c {
				delim = strings.Repeat(delim, 3)
			}
			i += len(delim)
			for i < len(data) && !strings.HasPrefix(string(data[i:min(i+3, len(data))]), delim) {
				switch {
				case data[i] == '\\' && c == '"':
					i++
				case data[i] == '\n' && len(delim) == 1:
					// an unterminated string: the decoder reports it
					delim = ""
				}
				if delim == "" {
					break
				}
				if i < len(data) && data[i] == '\n' {
					line++
				}
				i++
			}
			i += len(delim)
		case c == '[' || c == '{':
			level++
			if level > depth {
				depth, depthLine = level, line
			}
			i++
		case c == ']' || c == '}':
			level = max(level-1, 0)
			i++
		default:
			i++
		}
	}
	return p, depth, depthLine
}

// headerName is the table name in the rest of a header line: "scenario]]".
func headerName(rest string) string {
	name, _, _ := strings.Cut(rest, "]")
	parts := strings.Split(name, ".")
	for i, s := range parts {
		parts[i] = unquoteKey(strings.TrimSpace(s))
	}
	return strings.Join(parts, ".")
}

// keyName is the (dotted) key a line assigns: `weight = ...` → "weight".
func keyName(text string) (string, bool) {
	eq := -1
	quote := byte(0)
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case quote != 0 && c == quote:
			quote = 0
		case quote != 0:
		case c == '"' || c == '\'':
			quote = c
		case c == '=':
			eq = i
		}
		if eq >= 0 {
			break
		}
	}
	if eq <= 0 {
		return "", false
	}
	parts := strings.Split(text[:eq], ".")
	for i, s := range parts {
		parts[i] = unquoteKey(strings.TrimSpace(s))
	}
	return strings.Join(parts, "."), true
}

func unquoteKey(s string) string {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		if u, err := strconv.Unquote(`"` + s[1:len(s)-1] + `"`); err == nil {
			return u
		}
		return s[1 : len(s)-1]
	}
	return s
}

// tomlError turns the TOML decoder's errors into an *Error at a line.
func tomlError(name string, err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return &Error{File: name, Line: pe.Position.Line, Msg: pe.Message}
	}
	// Type mismatches: "toml: line 3 (last key "board"): incompatible types: ..."
	if m := typeErrorRE.FindStringSubmatch(err.Error()); m != nil {
		line, _ := strconv.Atoi(m[1])
		return &Error{File: name, Line: line, Msg: typeMessage(m[2], m[3])}
	}
	return &Error{File: name, Msg: strings.TrimPrefix(err.Error(), "toml: ")}
}

var (
	typeErrorRE = regexp.MustCompile(`^toml: line (\d+) \(last key "([^"]*)"\): (.*)$`)
	typesRE     = regexp.MustCompile(`^incompatible types: TOML value has type ([^;]+); destination has type (.+)$`)
)

// typeMessage says in plain words what a key wants.
func typeMessage(key, msg string) string {
	last := key[strings.LastIndexByte(key, '.')+1:]
	if want, ok := keyWants[last]; ok {
		return fmt.Sprintf("%s: %s", last, want)
	}
	if t := typesRE.FindStringSubmatch(msg); t != nil {
		return fmt.Sprintf("%s: want %s, not %s", key, t[2], t[1])
	}
	return fmt.Sprintf("%s: %s", key, msg)
}

// keyWants says what each key takes, for a value of the wrong type.
var keyWants = map[string]string{
	"title": `give a text, e.g. title = "Board 7: a slow raise"`, "board": "give a board number, e.g. board = 7",
	"deal": `give the deal as text, e.g. deal = "N:AKQ2.T98.KJ5.A43 ..."`, "pbn": `give a file name, e.g. pbn = "event.pbn"`,
	"dealer": `give a seat, e.g. dealer = "N"`, "vulnerability": `give None, NS, EW or All, e.g. vulnerability = "NS"`,
	"scoring": `give a form of scoring, e.g. scoring = "matchpoints"`, "non_offending": `give a side, e.g. non_offending = "NS"`,
	"samples": "give a whole number of deals, e.g. samples = 1000", "seed": "give a whole number, e.g. seed = 1",
	"precision": "give a half-width, e.g. precision = 0.02", "units": `give ebu or acbl, e.g. units = "acbl"`,
	"expected": "give a number of results, e.g. expected = 12", "small_group": "give true or false",
	"divisor": `give n-1 or n, e.g. divisor = "n"`, "butler_drop": `give a share, e.g. butler_drop = "5%"`,
	"datum": `give exclude, fractional or mean, e.g. datum = "mean"`, "datum_with_table": "give true or false",
	"average_plus": "give a number of IMPs, e.g. average_plus = 3", "knockout": "give true or false",
	"normalize": "give true or false", "round": "give 5 or 10, e.g. round = 5",
	"scenario": "write each scenario as a [[scenario]] table", "serious_error": "write it as a [serious_error] table",
	"options": "write the options as an [options] table",
	"name":    `give a text, e.g. name = "North passes"`, "description": "give a text", "contract": `give a contract, e.g. contract = "4S"`,
	"declarer": `give a seat, e.g. declarer = "N"`, "result": `give a result, e.g. result = "4S-1 N"`,
	"tricks": `give dd, simulate or leads, e.g. tricks = "dd"`, "lead": `give a card or a suit, e.g. lead = "SK"`,
	"condition": `give a condition as text, e.g. condition = "hcp(east) <= 9"`, "side": `give a side, e.g. side = "NS"`,
	"error": "give a text", "without": `give a result, e.g. without = "5HX-2 E"`,
}

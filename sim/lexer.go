// lexer.go: the tokens of dealer's input language, with line and column for messages.

package sim

import (
	"fmt"
	"strings"
)

// tokKind is the kind of a token.
type tokKind uint8

const (
	tEOF        tokKind = iota
	tWord               // a keyword, identifier, number, shape, card or contract: a run of letters, digits and _
	tString             // "…" (may span lines)
	tNewlineEsc         // \n outside a string, in printes
	tOp                 // punctuation and operators
)

// token is one lexeme and where it starts.
type token struct {
	kind tokKind
	text string // the word, the string's contents, or the operator
	line int
	col  int
}

func (t token) String() string {
	switch t.kind {
	case tEOF:
		return "end of file"
	case tString:
		return fmt.Sprintf("string %q", t.text)
	case tNewlineEsc:
		return `\n`
	}
	return fmt.Sprintf("%q", t.text)
}

// SyntaxError is an error in a script, with its place.
type SyntaxError struct {
	File string
	Line int
	Col  int
	Msg  string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// operators, longest first.
var operators = []string{"&&", "||", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "%", "!", "?", ":", "(", ")", ",", "="}

// lex splits a script into tokens. Comments are # to the end of the line,
// // to the end of the line, and /* … */.
func lex(file, src string) ([]token, error) {
	var toks []token
	line, col := 1, 1
	i := 0
	advance := func(n int) {
		for k := 0; k < n; k++ {
			if src[i] == '\n' {
				line++
				col = 1
			} else {
				col++
			}
			i++
		}
	}
	fail := func(l, c int, format string, a ...any) error {
		return &SyntaxError{File: file, Line: l, Col: c, Msg: fmt.Sprintf(format, a...)}
	}
	for i < len(src) {
		ch := src[i]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f' || ch == '\v':
			advance(1)
		case ch == '#' || strings.HasPrefix(src[i:], "//"):
			for i < len(src) && src[i] != '\n' {
				advance(1)
			}
		case strings.HasPrefix(src[i:], "/*"):
			l, c := line, col
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return nil, fail(l, c, "comment /* is never closed")
			}
			advance(end + 4)
		case ch == '"':
			l, c := line, col
			end := strings.IndexByte(src[i+1:], '"')
			if end < 0 {
				return nil, fail(l, c, "string is never closed (missing \")")
			}
			toks = append(toks, token{kind: tString, text: src[i+1 : i+1+end], line: l, col: c})
			advance(end + 2)
		case ch == '\\':
			if i+1 < len(src) && src[i+1] == 'n' {
				toks = append(toks, token{kind: tNewlineEsc, text: `\n`, line: line, col: col})
				advance(2)
				continue
			}
			return nil, fail(line, col, `unexpected "\" (only \n is known)`)
		case isWordByte(ch):
			l, c := line, col
			j := i
			for j < len(src) && isWordByte(src[j]) {
				j++
			}
			toks = append(toks, token{kind: tWord, text: src[i:j], line: l, col: c})
			advance(j - i)
		default:
			op := ""
			for _, o := range operators {
				if strings.HasPrefix(src[i:], o) {
					op = o
					break
				}
			}
			if op == "" {
				if ch == '{' || ch == '}' {
					return nil, fail(line, col, "unexpected %q: DealerV2's shape{...} notation is not supported; use shape(seat, ...)", string(ch))
				}
				if ch == '$' {
					return nil, fail(line, col, "unexpected \"$\": DealerV2's script variables $0…$9 are not supported")
				}
				if ch == '.' && i > 0 && src[i-1] >= '0' && src[i-1] <= '9' {
					return nil, fail(line, col, "unexpected \".\": decimal numbers (DealerV2's 11.5) are not supported; dealer's language counts in whole numbers (hcp(north) >= 12)")
				}
				r := []rune(src[i:])[0]
				return nil, fail(line, col, "unexpected character %q", r)
			}
			toks = append(toks, token{kind: tOp, text: op, line: line, col: col})
			advance(len(op))
		}
	}
	toks = append(toks, token{kind: tEOF, line: line, col: col})
	return toks, nil
}

func isWordByte(ch byte) bool {
	return ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || ch == '_'
}

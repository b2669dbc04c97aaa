// parse.go: reading results as Directors and scorers write them ("4SX+1 S", "3N+2 E", "Pass", "+420").

package weighting

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/ruling-bridge/ruling/dds"
)

// dashes maps the typographic minus and dashes to '-', and a full-width
// plus to '+'.
var dashes = strings.NewReplacer("−", "-", "–", "-", "—", "-", "＋", "+")

// normalise is text upper-cased and trimmed, with its suit symbols as
// letters (dds.SymbolsToLetters) and its dashes as '-'.
func normalise(text string) string {
	return strings.TrimSpace(dashes.Replace(dds.SymbolsToLetters(strings.ToUpper(text))))
}

// passWords are the ways of writing a passed-out board.
var passWords = map[string]bool{
	"PASS": true, "PASSED": true, "PASSED OUT": true, "PASSOUT": true, "PASS OUT": true,
	"PASSED-OUT": true, "ALL PASS": true, "PO": true, "AP": true, "P": true,
}

// ParseResult reads one result:
//
//	4S= N   4S-1 N   4SX+1 S   3NT= W   3N+2 E   4HXX-3 by W   6C=S   4♠= N
//	Pass   passed out
//	+420   -50   420   (North-South scores; "EW 420" is North-South -420)
//
// The declarer may also come before the result ("4SN=", "4S N -1"). Lower
// case, suit symbols and "*" for a double are accepted. It rejects what
// cannot happen (8S, 4S+4, 3NT-10) and says why.
func ParseResult(text string) (Result, error) {
	r, err := parseResult(text)
	if err != nil {
		return Result{}, fmt.Errorf("%q: %v", strings.TrimSpace(text), err)
	}
	return r, nil
}

func parseResult(text string) (Result, error) {
	t := normalise(text)
	t = strings.Join(strings.Fields(t), " ")
	if t == "" {
		return Result{}, errors.New("empty result")
	}
	if passWords[t] {
		return PassOut(), nil
	}
	if isScore(t) {
		return parseScore(t)
	}
	if t[0] >= '0' && t[0] <= '9' {
		return parseContract(t)
	}
	return Result{}, errors.New("not a result (write e.g. 4S= N, 3NTX-2 W, Pass or +420)")
}

// isScore reports whether t looks like a bare score: digits with an
// optional sign and an optional NS/EW prefix.
func isScore(t string) bool {
	t = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(t, "NS"), "EW"))
	t = strings.TrimSpace(strings.TrimLeft(t, "+-"))
	if t == "" {
		return false
	}
	for _, c := range t {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func parseScore(t string) (Result, error) {
	sign := 1
	if strings.HasPrefix(t, "EW") {
		sign = -1
	}
	t = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(t, "NS"), "EW"))
	n, err := strconv.Atoi(strings.ReplaceAll(t, " ", ""))
	if err != nil || n > 10000 || n < -10000 {
		return Result{}, errors.New("not a score a contract can produce")
	}
	r := Result{Kind: Points, NS: sign * n}
	if err := r.Check(); err != nil {
		return Result{}, fmt.Errorf("%+d is not a score any contract can produce", r.NS)
	}
	return r, nil
}

// ParseContract reads a contract as a Director writes it, without its
// result: "4S", "3NT", "4HX", "6♣XX", "3N*", with an optional declarer
// ("4S N", "4S by North"); declared reports whether one was written (the
// contract's Declarer is North when not). It rejects what cannot be bid
// (8S, 4SXXX) and says why.
func ParseContract(text string) (c dds.Contract, declared bool, err error) {
	t := normalise(text)
	t = strings.Join(strings.Fields(t), " ")
	if t == "" {
		return dds.Contract{}, false, errors.New("empty contract (write e.g. 4S, 3NT or 4HX)")
	}
	if t[0] < '0' || t[0] > '9' {
		return dds.Contract{}, false, fmt.Errorf("%q: write level, strain and any double: 4S, 3NT, 4HX", strings.TrimSpace(text))
	}
	s := &scanner{text: t}
	if c, err = s.contract(); err != nil {
		return dds.Contract{}, false, fmt.Errorf("%q: %v", strings.TrimSpace(text), err)
	}
	decl, declared := s.seat()
	s.space()
	if s.more() {
		return dds.Contract{}, false, fmt.Errorf("%q: unexpected %q after the contract (write the contract alone: 4S, 3NTX)", strings.TrimSpace(text), s.rest())
	}
	c.Declarer = decl
	return c, declared, nil
}

// contract reads LEVEL STRAIN [X|XX].
func (s *scanner) contract() (dds.Contract, error) {
	level := 0
	for s.more() && s.peek() >= '0' && s.peek() <= '9' {
		level = level*10 + int(s.next()-'0')
		if level > 99 {
			break
		}
	}
	if level < 1 || level > 7 {
		return dds.Contract{}, fmt.Errorf("there is no level %d contract (levels are 1 to 7)", level)
	}
	c := dds.Contract{Level: level}
	switch {
	case s.take("NT"):
		c.Strain = dds.NoTrump
	case s.more() && strings.IndexByte("CDHSN", s.peek()) >= 0:
		st, _ := dds.ParseStrain(string(s.next()))
		c.Strain = st
	default:
		return dds.Contract{}, errors.New("no strain after the level (use C, D, H, S or NT)")
	}
	s.space()
	switch {
	case s.take("XXX") || s.take("***"):
		return dds.Contract{}, errors.New("a contract can be at most redoubled (XX)")
	case s.take("XX") || s.take("**") || s.take("R"):
		c.Doubling = dds.Redoubled
	case s.take("X") || s.take("*"):
		c.Doubling = dds.Doubled
	}
	s.space()
	return c, nil
}

// parseContract reads LEVEL STRAIN [X|XX] [DECLARER] RESULT [DECLARER].
func parseContract(t string) (Result, error) {
	s := &scanner{text: t}
	c, err := s.contract()
	if err != nil {
		return Result{}, err
	}
	level := c.Level
	decl, haveDecl := s.seat()
	s.space()
	over, err := s.outcome()
	if err != nil {
		return Result{}, err
	}
	s.space()
	if !haveDecl {
		decl, haveDecl = s.seat()
		s.space()
	}
	if s.more() {
		return Result{}, fmt.Errorf("unexpected %q after the result", s.rest())
	}
	if !haveDecl {
		return Result{}, fmt.Errorf("no declarer (write it after the result, e.g. %s%s N)", c, signed(over))
	}
	c.Declarer = decl
	r := Result{Kind: Played, Contract: c, Tricks: 6 + level + over}
	return r, r.Check()
}

func signed(over int) string {
	if over == 0 {
		return "="
	}
	return fmt.Sprintf("%+d", over)
}

// scanner walks a normalised result string.
type scanner struct {
	text string
	pos  int
}

func (s *scanner) more() bool   { return s.pos < len(s.text) }
func (s *scanner) peek() byte   { return s.text[s.pos] }
func (s *scanner) next() byte   { s.pos++; return s.text[s.pos-1] }
func (s *scanner) rest() string { return s.text[s.pos:] }
func (s *scanner) space()       { s.skip(func(c byte) bool { return c == ' ' || c == ',' }) }
func (s *scanner) take(p string) bool {
	if strings.HasPrefix(s.text[s.pos:], p) {
		s.pos += len(p)
		return true
	}
	return false
}

func (s *scanner) skip(f func(byte) bool) {
	for s.more() && f(s.peek()) {
		s.pos++
	}
}

// seat reads an optional "BY" and a seat's initial or name.
func (s *scanner) seat() (dds.Seat, bool) {
	save := s.pos
	if s.take("BY ") || s.take("BY") {
		s.space()
	}
	start := s.pos
	s.skip(func(c byte) bool { return c >= 'A' && c <= 'Z' })
	word := s.text[start:s.pos]
	if seat, err := dds.ParseSeat(word); err == nil {
		return seat, true
	}
	s.pos = save
	return 0, false
}

// outcome reads "=", "+N", "-N" (also "MADE"/"M" for "=") and returns
// tricks over the contract.
func (s *scanner) outcome() (int, error) {
	switch {
	case s.take("="):
		return 0, nil
	case s.take("MADE"):
		return 0, nil
	case s.more() && (s.peek() == '+' || s.peek() == '-'):
		sign := 1
		if s.next() == '-' {
			sign = -1
		}
		start := s.pos
		s.skip(func(c byte) bool { return c >= '0' && c <= '9' })
		if start == s.pos {
			return 0, errors.New("no number of tricks after the + or -")
		}
		if s.pos-start > 2 {
			return 0, fmt.Errorf("%s%s tricks is more than there are", string("+-"[(1-sign)/2]), s.text[start:s.pos])
		}
		n, _ := strconv.Atoi(s.text[start:s.pos])
		return sign * n, nil
	}
	if !s.more() {
		return 0, errors.New("no result after the contract (write =, +N or -N)")
	}
	if unicode.IsDigit(rune(s.peek())) {
		return 0, errors.New("write the result as =, +N or -N, not a trick count")
	}
	return 0, fmt.Errorf("unexpected %q where the result (=, +N or -N) should be", s.rest())
}

// maxResultWords is the most words one result takes: "4HXX-3 by W".
const maxResultWords = 3

// ParseResultWords reads results from a list of words, as a shell splits
// a command line: a result may take several words ("4S=" "N", "4HXX-3"
// "by" "W", "passed" "out") and a word may hold several results separated
// by commas. At each place it takes the longest run of words (up to three)
// that reads as one result.
func ParseResultWords(words []string) ([]Result, error) {
	var flat []string
	for _, w := range words {
		for _, part := range strings.Split(w, ",") {
			flat = append(flat, strings.Fields(part)...)
		}
	}
	var out []Result
	for i := 0; i < len(flat); {
		var (
			got  Result
			used int
		)
		for n := min(maxResultWords, len(flat)-i); n >= 1; n-- {
			if r, err := parseResult(strings.Join(flat[i:i+n], " ")); err == nil {
				got, used = r, n
				break
			}
		}
		if used == 0 {
			// Report the words up to the next that starts a result.
			n := 1
			for i+n < len(flat) && n < maxResultWords && !startsResult(flat[i+n]) {
				n++
			}
			_, err := ParseResult(strings.Join(flat[i:i+n], " "))
			return nil, err
		}
		out = append(out, got)
		i += used
	}
	return out, nil
}

// startsResult reports whether a word looks like the start of a result.
func startsResult(w string) bool {
	if w == "" {
		return false
	}
	c := w[0]
	return c >= '0' && c <= '9' || c == '+' || c == '-' || passWords[strings.ToUpper(w)]
}

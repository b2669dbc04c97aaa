// auction.go: the auction — calls from the dealer with their alerts, checked against the Laws of bidding, and the contract they reach.

package dds

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// CallKind is what a call is: a pass, a double, a redouble or a bid.
type CallKind uint8

// The four kinds of call.
const (
	PassCall CallKind = iota
	DoubleCall
	RedoubleCall
	BidCall
)

// Limits on an auction's text (hostile input stays bounded).
const (
	// MaxAuctionText is the longest auction text ParseAuction reads.
	MaxAuctionText = 64 << 10
	// MaxExplanation is the longest alert explanation kept, in bytes.
	MaxExplanation = 2000
	// MaxCalls is the longest legal auction: 7NT redoubled after every
	// bid from 1C, each doubled and redoubled, then three passes (319).
	MaxCalls = 319
)

// Call is one call of an auction: a pass, a double, a redouble or a bid
// (level 1-7 in a strain), alerted or not, with the alert's explanation
// when one was given.
type Call struct {
	Kind        CallKind
	Level       int    // 1-7 for a bid
	Strain      Strain // for a bid
	Alert       bool   // the call was alerted (or announced)
	Explanation string // what the alert said; "" when not given
}

// Bid is the call of level in strain, not alerted.
func Bid(level int, strain Strain) Call { return Call{Kind: BidCall, Level: level, Strain: strain} }

// String is the call without its alert: "P", "X", "XX", "1S", "3NT".
func (c Call) String() string {
	switch c.Kind {
	case PassCall:
		return "P"
	case DoubleCall:
		return "X"
	case RedoubleCall:
		return "XX"
	}
	return fmt.Sprintf("%d%s", c.Level, c.Strain)
}

// Pretty is the call as a bidding diagram shows it: "Pass", "Dbl",
// "Rdbl", "1♠", "3NT".
func (c Call) Pretty() string {
	switch c.Kind {
	case PassCall:
		return "Pass"
	case DoubleCall:
		return "Dbl"
	case RedoubleCall:
		return "Rdbl"
	}
	return fmt.Sprintf("%d%s", c.Level, c.Strain.Symbol())
}

// Text is the call as ParseAuction reads it back: "1S", "2C!" (alerted,
// no explanation), "2C(strong, artificial)".
func (c Call) Text() string {
	s := c.String()
	switch {
	case c.Explanation != "":
		return s + "(" + c.Explanation + ")"
	case c.Alert:
		return s + "!"
	}
	return s
}

// outranks reports whether bid c is higher than bid d.
func (c Call) outranks(d Call) bool {
	return c.Level > d.Level || c.Level == d.Level && c.Strain > d.Strain
}

// Auction is the calls of one board from the dealer on, in order.
type Auction struct {
	Dealer Seat
	Calls  []Call
}

// Seat is the seat that made call i.
func (a *Auction) Seat(i int) Seat { return (a.Dealer + Seat(i&3)) & 3 }

// Complete reports whether the auction is over: four passes, or three
// passes in a row after a bid.
func (a *Auction) Complete() bool {
	n := len(a.Calls)
	if n < 4 {
		return false
	}
	for _, c := range a.Calls[n-3:] {
		if c.Kind != PassCall {
			return false
		}
	}
	return true
}

// lastBid is the index of the last bid, -1 when there is none.
func (a *Auction) lastBid() int {
	for i := len(a.Calls) - 1; i >= 0; i-- {
		if a.Calls[i].Kind == BidCall {
			return i
		}
	}
	return -1
}

// doubling is 0, 1 or 2: whether the last bid stands undoubled, doubled
// or redoubled.
func (a *Auction) doubling(last int) Doubling {
	d := Undoubled
	for _, c := range a.Calls[last+1:] {
		switch c.Kind {
		case DoubleCall:
			d = Doubled
		case RedoubleCall:
			d = Redoubled
		}
	}
	return d
}

// Add appends call c after checking that it is legal (Laws 18, 19, 22):
// a bid must be higher than the last bid; a double needs an opponent's
// bid not yet doubled; a redouble needs the side's own bid doubled by an
// opponent and not yet redoubled; nothing follows the end of the auction.
// The error names the call and says why in plain words.
func (a *Auction) Add(c Call) error {
	n := len(a.Calls)
	who := a.Seat(n)
	fail := func(format string, args ...any) error {
		return fmt.Errorf("call %d (%s by %s): %s", n+1, c, who.Name(), fmt.Sprintf(format, args...))
	}
	if len(c.Explanation) > MaxExplanation {
		return fail("the explanation is longer than %d bytes", MaxExplanation)
	}
	if a.Complete() {
		if a.lastBid() < 0 {
			return fail("the board was passed out: four passes end the auction")
		}
		return fail("the auction ended with three passes after %s", a.Calls[a.lastBid()])
	}
	last := a.lastBid()
	switch c.Kind {
	case PassCall:
	case BidCall:
		if c.Level < 1 || c.Level > 7 {
			return fail("there is no level %d (bids are 1 to 7)", c.Level)
		}
		if c.Strain > NoTrump {
			return fail("strain %d is not a strain", c.Strain)
		}
		if last >= 0 && !c.outranks(a.Calls[last]) {
			return fail("insufficient: %s is not higher than %s by %s", c, a.Calls[last], a.Seat(last).Name())
		}
	case DoubleCall:
		switch {
		case last < 0:
			return fail("there is no bid to double")
		case a.Seat(last).Side() == who.Side():
			return fail("the last bid, %s, is partner's (only an opponent's bid can be doubled)", a.Calls[last])
		case a.doubling(last) != Undoubled:
			return fail("%s is already doubled", a.Calls[last])
		}
	case RedoubleCall:
		switch {
		case last < 0:
			return fail("there is no bid to redouble")
		case a.Seat(last).Side() != who.Side():
			return fail("the last bid, %s, is the opponents' (only one's own side's doubled bid can be redoubled)", a.Calls[last])
		case a.doubling(last) == Undoubled:
			return fail("%s has not been doubled", a.Calls[last])
		case a.doubling(last) == Redoubled:
			return fail("%s is already redoubled", a.Calls[last])
		}
	default:
		return fail("unknown kind of call %d", c.Kind)
	}
	a.Calls = append(a.Calls, c)
	return nil
}

// Check replays the auction's calls and reports the first illegal one.
func (a Auction) Check() error {
	b := Auction{Dealer: a.Dealer, Calls: make([]Call, 0, len(a.Calls))}
	for _, c := range a.Calls {
		if err := b.Add(c); err != nil {
			return err
		}
	}
	return nil
}

// Final is the contract a complete auction reaches, with its declarer —
// the first player of the side that won the auction to name the final
// strain — or the zero Contract when it was passed out; it fails when the
// auction is not complete.
func (a *Auction) Final() (Contract, error) {
	if !a.Complete() {
		return Contract{}, errors.New("the auction is not over (it ends with three passes after a bid, or four passes)")
	}
	last := a.lastBid()
	if last < 0 {
		return Contract{}, nil
	}
	c := a.Calls[last]
	f := Contract{Level: c.Level, Strain: c.Strain, Doubling: a.doubling(last)}
	side := a.Seat(last).Side()
	for i := 0; i <= last; i++ {
		if d := a.Calls[i]; d.Kind == BidCall && d.Strain == c.Strain && a.Seat(i).Side() == side {
			f.Declarer = a.Seat(i)
			break
		}
	}
	return f, nil
}

// Lead is the seat that makes the opening lead (declarer's left-hand
// opponent); ok is false when the auction is not over or was passed out.
func (a *Auction) Lead() (s Seat, ok bool) {
	f, err := a.Final()
	if err != nil || f.PassedOut() {
		return 0, false
	}
	return f.Declarer.LHO(), true
}

// String is the auction as ParseAuction reads it: calls from the dealer,
// alerts written "2C!" or "2C(explanation)".
func (a Auction) String() string {
	parts := make([]string, len(a.Calls))
	for i, c := range a.Calls {
		parts[i] = c.Text()
	}
	return strings.Join(parts, " ")
}

// ParseAuction reads an auction from the dealer on:
//
//	1S 2H X P 4S P P P
//	1NT(15-17) P 2C!(Stayman) P 2S All pass
//	1♠ - 2♥ - Dbl - Pass - 4♠ - AP
//
// Calls are separated by spaces, commas or dashes. A bid is a level and a
// strain (C D H S, N or NT, or a suit symbol); P, Pass; X, D, Dbl,
// Double; XX, R, Rdbl, Redouble; any case. A call followed by "!" was
// alerted; one followed by a parenthesised text was alerted with that
// explanation. "All pass" (or AP) ends the auction with the passes it
// needs. Every call is checked as it is read (see Auction.Add); the error
// names the call. An auction that is not over is accepted: Complete says
// whether it is.
func ParseAuction(dealer Seat, text string) (Auction, error) {
	a := Auction{Dealer: dealer}
	if len(text) > MaxAuctionText {
		return a, fmt.Errorf("the auction is longer than %d bytes", MaxAuctionText)
	}
	if !utf8.ValidString(text) {
		return a, errors.New("the auction is not valid UTF-8 text")
	}
	p := auctionScanner{text: text}
	for {
		word, ok, err := p.word()
		if err != nil {
			return a, err
		}
		if !ok {
			break
		}
		up := strings.ToUpper(word)
		if up == "AP" || up == "ALL" && p.peekWord("PASS") {
			if err := a.allPass(); err != nil {
				return a, err
			}
			continue
		}
		c, err := ParseCall(word)
		if err != nil {
			return a, fmt.Errorf("call %d: %v", len(a.Calls)+1, err)
		}
		if err := p.alert(&c); err != nil {
			return a, fmt.Errorf("call %d (%s): %v", len(a.Calls)+1, c, err)
		}
		if err := a.Add(c); err != nil {
			return a, err
		}
	}
	return a, nil
}

// allPass ends the auction with passes.
func (a *Auction) allPass() error {
	if a.Complete() {
		return a.Add(Call{Kind: PassCall}) // the error says why
	}
	for !a.Complete() {
		if err := a.Add(Call{Kind: PassCall}); err != nil {
			return err
		}
	}
	return nil
}

// callWords maps the words for a pass, double and redouble to their kind.
var callWords = map[string]CallKind{
	"P": PassCall, "PASS": PassCall, "PAS": PassCall, "NB": PassCall,
	"X": DoubleCall, "D": DoubleCall, "DBL": DoubleCall, "DOUBLE": DoubleCall, "*": DoubleCall,
	"XX": RedoubleCall, "R": RedoubleCall, "RD": RedoubleCall, "RDBL": RedoubleCall, "REDOUBLE": RedoubleCall, "**": RedoubleCall,
}

// ParseCall reads one call without its alert: "1S", "3NT", "2♥", "P",
// "Pass", "X", "Dbl", "XX", "Rdbl". A trailing "!" marks it alerted.
func ParseCall(text string) (Call, error) {
	t := strings.TrimSpace(text)
	var c Call
	if strings.HasSuffix(t, "!") {
		c.Alert = true
		t = strings.TrimSpace(strings.TrimSuffix(t, "!"))
	}
	up := strings.ToUpper(symbolLetters.Replace(t))
	if k, ok := callWords[up]; ok {
		c.Kind = k
		return c, nil
	}
	if up == "" || up[0] < '1' || up[0] > '9' {
		return Call{}, fmt.Errorf("%q is not a call (write e.g. 1S, 3NT, P, X or XX)", abbreviate(text))
	}
	if up[0] > '7' || len(up) > 1 && up[1] >= '0' && up[1] <= '9' {
		return Call{}, fmt.Errorf("%q: there is no level %s (bids are 1 to 7)", abbreviate(text), strings.TrimRight(up, "CDHSNT"))
	}
	st, err := ParseStrain(up[1:])
	if err != nil || up[1:] == "" {
		return Call{}, fmt.Errorf("%q is not a call: no strain after the level (use C, D, H, S or NT)", abbreviate(text))
	}
	c.Kind, c.Level, c.Strain = BidCall, int(up[0]-'0'), st
	return c, nil
}

// auctionScanner walks an auction's text word by word.
type auctionScanner struct {
	text string
	pos  int
}

// isSeparator reports the bytes that separate calls.
func isSeparator(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ';' || c == '-' || c == '/'
}

func (p *auctionScanner) skip() {
	for p.pos < len(p.text) {
		if isSeparator(p.text[p.pos]) {
			p.pos++
			continue
		}
		if strings.HasPrefix(p.text[p.pos:], "–") || strings.HasPrefix(p.text[p.pos:], "—") {
			p.pos += len("–")
			continue
		}
		break
	}
}

// word is the next call's word (up to a separator or an opening
// parenthesis); ok is false at the end.
func (p *auctionScanner) word() (string, bool, error) {
	p.skip()
	if p.pos >= len(p.text) {
		return "", false, nil
	}
	if p.text[p.pos] == '(' {
		return "", false, errors.New("an explanation in parentheses must follow a call")
	}
	start := p.pos
	for p.pos < len(p.text) && !isSeparator(p.text[p.pos]) && p.text[p.pos] != '(' && p.text[p.pos] != ')' {
		if strings.HasPrefix(p.text[p.pos:], "–") || strings.HasPrefix(p.text[p.pos:], "—") {
			break
		}
		p.pos++
	}
	if p.pos == start { // a stray ')'
		return "", false, fmt.Errorf("unexpected %q", p.text[p.pos:p.pos+1])
	}
	return p.text[start:p.pos], true, nil
}

// peekWord reports whether the next word is w (in any case) and, if so, consumes it.
func (p *auctionScanner) peekWord(w string) bool {
	save := p.pos
	got, ok, err := p.word()
	if ok && err == nil && strings.EqualFold(got, w) {
		return true
	}
	p.pos = save
	return false
}

// alert reads an explanation in parentheses right after a call (spaces
// allowed before it), nested parentheses kept.
func (p *auctionScanner) alert(c *Call) error {
	i := p.pos
	for i < len(p.text) && (p.text[i] == ' ' || p.text[i] == '\t') {
		i++
	}
	if i < len(p.text) && p.text[i] == '!' { // "2C !" or "2C!(…)" split by a space
		c.Alert = true
		i++
		p.pos = i
		for i < len(p.text) && (p.text[i] == ' ' || p.text[i] == '\t') {
			i++
		}
	}
	if i >= len(p.text) || p.text[i] != '(' {
		return nil
	}
	depth := 0
	for j := i; j < len(p.text); j++ {
		switch p.text[j] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				expl := strings.Join(strings.Fields(p.text[i+1:j]), " ")
				if len(expl) > MaxExplanation {
					return fmt.Errorf("the explanation is longer than %d bytes", MaxExplanation)
				}
				c.Alert, c.Explanation = true, expl
				p.pos = j + 1
				return nil
			}
		}
	}
	return errors.New("the explanation's parenthesis is never closed")
}

// CleanExplanation makes text fit to be an explanation in an auction's
// text: white space runs made single spaces, unbalanced parentheses made
// brackets, cut to MaxExplanation bytes on a character boundary.
func CleanExplanation(text string) string {
	t := strings.Join(strings.Fields(strings.ToValidUTF8(text, "?")), " ")
	depth, balanced := 0, true
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth < 0 {
				balanced = false
			}
		}
	}
	if depth != 0 || !balanced {
		t = strings.NewReplacer("(", "[", ")", "]").Replace(t)
	}
	if len(t) > MaxExplanation {
		cut := MaxExplanation
		for cut > 0 && !utf8.RuneStart(t[cut]) {
			cut--
		}
		t = t[:cut]
	}
	return t
}

// lin.go: BBO LIN files and handviewer links — deal, dealer, vulnerability, board, auction with alerts, play and claim.

package event

import (
	"errors"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// IsHandviewerURL reports whether text is a web link, such as BBO's
// handviewer link that carries a LIN record in its "lin" parameter.
func IsHandviewerURL(text string) bool {
	t := strings.ToLower(strings.TrimSpace(text))
	return strings.HasPrefix(t, "http://") || strings.HasPrefix(t, "https://")
}

// linFromURL takes the LIN record out of a handviewer link.
func linFromURL(text string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(text))
	if err != nil {
		return "", fmt.Errorf("not a web link: %v", err)
	}
	q, err := url.ParseQuery(u.RawQuery)
	if err != nil {
		// Links pasted from a browser often hold a raw "|" or "%" the
		// query grammar refuses; take the text after lin= as it is.
		i := strings.Index(u.RawQuery, "lin=")
		if i < 0 {
			return "", errors.New("the link has no lin= part")
		}
		raw := u.RawQuery[i+len("lin="):]
		if j := strings.IndexByte(raw, '&'); j >= 0 {
			raw = raw[:j]
		}
		if s, err := url.QueryUnescape(raw); err == nil {
			return s, nil
		}
		return raw, nil
	}
	lin := q.Get("lin")
	if lin == "" {
		if q.Get("myhand") != "" || q.Get("linurl") != "" {
			return "", errors.New("the link points to a hand stored at BBO, not a LIN record; open it in a browser and copy the handviewer link that holds lin=…")
		}
		return "", errors.New("the link has no lin= part")
	}
	return lin, nil
}

// linToken is one key|value| pair of a LIN record.
type linToken struct {
	n          int // 1-based
	key, value string
}

func (t linToken) String() string {
	v := t.value
	if len(v) > 30 {
		v = v[:30] + "…"
	}
	return fmt.Sprintf("token %d (%s|%s)", t.n, t.key, v)
}

// linTokens walks a LIN record's key|value| pairs one at a time, without
// a list of them (memory stays that of the record and the boards read);
// white space between pairs (line breaks in files of several boards) is
// dropped. next gives ok false at the end, or an error.
type linTokens struct {
	s string
	n int // tokens given so far
}

func (l *linTokens) next() (t linToken, ok bool, err error) {
	for l.s != "" {
		bar := strings.IndexByte(l.s, '|')
		if bar < 0 {
			if strings.TrimSpace(l.s) != "" {
				return t, false, fmt.Errorf("token %d: %s has no value (LIN is key|value|)", l.n+1, abbreviate(l.s))
			}
			return t, false, nil
		}
		key := l.s[:bar]
		rest := l.s[bar+1:]
		end := strings.IndexByte(rest, '|')
		var value string
		if end < 0 {
			value, l.s = rest, ""
		} else {
			value, l.s = rest[:end], rest[end+1:]
		}
		key = strings.TrimSpace(key)
		if key == "" && strings.TrimSpace(value) == "" {
			continue
		}
		if len(key) != 2 {
			return t, false, fmt.Errorf("token %d: %s is not a LIN key (two letters, as md, mb, pc)", l.n+1, abbreviate(strings.ToLower(key)))
		}
		l.n++
		return linToken{n: l.n, key: strings.ToLower(key), value: value}, true, nil
	}
	return t, false, nil
}

// linBoard is a board being read from a LIN record.
type linBoard struct {
	Board
	started  bool
	hasMD    bool
	hasSV    bool
	lead     *dds.Card
	firstTok linToken
}

// ReadLIN reads a BBO LIN file — one board or several (each starting with
// qx| or md|), from a handviewer link too: a text starting http(s)://
// with a lin= parameter. Per board: md| (dealer digit 1 South, 2 West,
// 3 North, 4 East, then the hands of South, West, North and East, the last
// one optional), sv| (o none, n NS, e EW, b both), ah| or qx| (the board
// number; qx|o7 is the open room, c7 the closed), pn| (players South,
// West, North, East), mb| calls ("!" alerted), an| the last call's
// explanation, pc| cards played, mc| tricks claimed by declarer in all.
// The auction is checked call by call, the play card by card (each card
// in its player's hand; a revoke is a warning, not an error), the claim
// against the tricks already won. A board whose auction is over and whose
// result is known (claim, or all 13 tricks) gets one row: its table's
// result, with the room (Open or Closed) when qx| gives it.
func ReadLIN(r io.Reader, name string) (*Event, error) {
	data, err := readLimited(r, name)
	if err != nil {
		return nil, err
	}
	text := string(data)
	if IsHandviewerURL(text) {
		text, err = linFromURL(text)
		if err != nil {
			return nil, &Error{File: name, Err: err}
		}
	}
	toks := &linTokens{s: text}
	ev := &Event{File: name, Names: map[string]string{}}
	var (
		cur   linBoard
		names []string
	)
	finish := func() error {
		if !cur.started {
			return nil
		}
		b, warns, err := cur.finish(names)
		if err != nil {
			return &Error{File: name, Token: cur.firstTok.String(), Board: cur.Number, Err: err}
		}
		ev.Warnings = append(ev.Warnings, prefixAll(fmt.Sprintf("%s: board %d: ", name, b.Number), warns)...)
		ev.Boards = append(ev.Boards, b)
		cur = linBoard{}
		return nil
	}
	for {
		t, ok, err := toks.next()
		if err != nil {
			return nil, &Error{File: name, Err: err}
		}
		if !ok {
			break
		}
		fail := func(err error) error {
			return &Error{File: name, Token: t.String(), Board: cur.Number, Err: err}
		}
		start := func() {
			cur.started, cur.firstTok = true, t
		}
		switch t.key {
		case "qx":
			if err := finish(); err != nil {
				return nil, err
			}
			start()
			v := strings.TrimSpace(t.value)
			switch {
			case strings.HasPrefix(strings.ToLower(v), "o"):
				cur.Board.Room = "Open"
			case strings.HasPrefix(strings.ToLower(v), "c"):
				cur.Board.Room = "Closed"
			}
			n, ok, err := boardDigits(v)
			if err != nil {
				return nil, fail(err)
			}
			if ok {
				cur.Number = n
			}
		case "md":
			if cur.hasMD {
				if err := finish(); err != nil {
					return nil, err
				}
			}
			if !cur.started {
				start()
			}
			if err := cur.readDeal(t.value); err != nil {
				return nil, fail(err)
			}
			cur.hasMD = true
		case "pn":
			names = strings.Split(t.value, ",")
		case "sv":
			v, err := linVulnerability(t.value)
			if err != nil {
				return nil, fail(err)
			}
			cur.Vulnerable, cur.hasSV = v, true
		case "ah":
			n, ok, err := boardDigits(t.value)
			if err != nil {
				return nil, fail(err)
			}
			if ok && cur.Number == 0 {
				cur.Number = n
			}
		case "mb":
			if !cur.hasMD {
				return nil, fail(errors.New("a call before the deal (md|)"))
			}
			if cur.Auction == nil {
				cur.Auction = &dds.Auction{Dealer: cur.Dealer}
			}
			c, err := dds.ParseCall(strings.TrimSpace(t.value))
			if err != nil {
				return nil, fail(err)
			}
			if err := cur.Auction.Add(c); err != nil {
				return nil, fail(err)
			}
		case "an":
			if cur.Auction == nil || len(cur.Auction.Calls) == 0 {
				return nil, fail(errors.New("an explanation (an|) before any call"))
			}
			c := &cur.Auction.Calls[len(cur.Auction.Calls)-1]
			c.Alert, c.Explanation = true, dds.CleanExplanation(t.value)
		case "pc":
			if !cur.hasMD {
				return nil, fail(errors.New("a card played before the deal (md|)"))
			}
			c, err := dds.ParseCard(strings.TrimSpace(t.value))
			if err != nil {
				return nil, fail(err)
			}
			if len(cur.Play) >= 52 {
				return nil, fail(errors.New("more than 52 cards played"))
			}
			cur.Play = append(cur.Play, c)
		case "mc":
			n, err := strconv.Atoi(strings.TrimSpace(t.value))
			if err != nil || n < 0 || n > 13 {
				return nil, fail(fmt.Errorf("claim %q is not a number of tricks (0 to 13)", t.value))
			}
			cur.Claim = &n
		}
	}
	if err := finish(); err != nil {
		return nil, err
	}
	if len(ev.Boards) == 0 {
		return nil, &Error{File: name, Err: errors.New("no board: a LIN record needs md| with the deal")}
	}
	return ev, nil
}

// cardList writes cards as "S2 H5 D9".
func cardList(cs []dds.Card) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return strings.Join(out, " ")
}

func prefixAll(p string, s []string) []string {
	out := make([]string, len(s))
	for i, x := range s {
		out[i] = p + x
	}
	return out
}

// maxLINBoard is the largest board number a LIN record may give: far
// beyond any event's boards, small enough to be a mistake when passed.
const maxLINBoard = 99999

// boardDigits is the board number in s, the value of qx| (o7, c12) or
// ah| (Board 7): its first run of digits; ok is false when s has none.
// A number below 1 (Board 0, Board -1) or above maxLINBoard is an error.
func boardDigits(s string) (n int, ok bool, err error) {
	i := strings.IndexAny(s, "0123456789")
	if i < 0 {
		return 0, false, nil
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	n, err = strconv.Atoi(s[i:j])
	switch {
	case i > 0 && s[i-1] == '-':
		return 0, false, fmt.Errorf("board number %q is negative", strings.TrimSpace(s))
	case err != nil || n > maxLINBoard:
		return 0, false, fmt.Errorf("board number %s is larger than %d", abbreviate(strings.TrimSpace(s)), maxLINBoard)
	case n < 1:
		return 0, false, fmt.Errorf("board number %q is not a board (they start at 1)", strings.TrimSpace(s))
	}
	return n, true, nil
}

// linVulnerability reads sv|: o (or 0, -) none, n NS, e EW, b both.
func linVulnerability(v string) (dds.Vulnerability, error) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "o", "0", "-", "":
		return dds.VulNone, nil
	case "n":
		return dds.ParseVulnerability("NS")
	case "e":
		return dds.ParseVulnerability("EW")
	case "b":
		return dds.ParseVulnerability("All")
	}
	return 0, fmt.Errorf("vulnerability %q is not o, n, e or b", v)
}

// linSeats is the order of md|'s hands and dealer digits: 1 South, 2 West, 3 North, 4 East.
var linSeats = [4]dds.Seat{dds.South, dds.West, dds.North, dds.East}

// readDeal reads md|: a dealer digit, then the hands of South, West,
// North and East (East may be left out: it holds the rest).
func (b *linBoard) readDeal(v string) error {
	v = strings.TrimSpace(v)
	if v != "" && v[0] >= '1' && v[0] <= '4' {
		b.Dealer = linSeats[v[0]-'1']
		v = v[1:]
	} else {
		b.Dealer = dds.BoardDealer(b.Number)
	}
	hands := strings.Split(v, ",")
	if len(hands) > 4 {
		return fmt.Errorf("%d hands; md| gives at most four (South, West, North, East)", len(hands))
	}
	var d dds.Deal
	for i, h := range hands {
		cards, err := linHand(h)
		if err != nil {
			return fmt.Errorf("%s's hand: %v", linSeats[i].Name(), err)
		}
		d[linSeats[i]] = cards
	}
	if err := d.Check(); err != nil {
		return err
	}
	if d[dds.South].Len() == 13 && d[dds.West].Len() == 13 && d[dds.North].Len() == 13 && d[dds.East].Len() == 0 {
		d[dds.East] = d.Unknown()
	}
	b.Deal, b.HasDeal = d, d.Complete()
	return nil
}

// linHand reads a LIN hand: suit letters each followed by its ranks, in
// any order ("S49KH6D356KC245TQ"); "10" is accepted for the ten.
func linHand(h string) (dds.Cards, error) {
	var (
		cards dds.Cards
		suit  = -1
	)
	h = strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(h), "10", "T"))
	for i := 0; i < len(h); i++ {
		c := h[i]
		if strings.IndexByte("SHDC", c) >= 0 {
			s, _ := dds.ParseSuit(string(c))
			suit = int(s)
			continue
		}
		if suit < 0 {
			return 0, fmt.Errorf("%q: a rank before any suit letter", abbreviate(h))
		}
		r, err := dds.ParseRank(string(c))
		if err != nil {
			return 0, fmt.Errorf("%q: %q is not a rank", abbreviate(h), string(c))
		}
		card := dds.NewCard(dds.Suit(suit), r)
		if cards.Has(card) {
			return 0, fmt.Errorf("%s twice", card)
		}
		cards = cards.With(card)
	}
	if cards.Len() > 13 {
		return 0, fmt.Errorf("%d cards", cards.Len())
	}
	return cards, nil
}

// finish checks a board read from LIN and makes its row.
func (b *linBoard) finish(names []string) (Board, []string, error) {
	if !b.hasMD {
		return Board{}, nil, errors.New("no deal (md|)")
	}
	if !b.hasSV {
		b.Vulnerable = dds.BoardVulnerability(b.Number)
	}
	for i := range 4 {
		if b.Room == "Closed" && len(names) >= 8 {
			b.Players[linSeats[i]] = strings.TrimSpace(names[4+i])
		} else if i < len(names) {
			b.Players[linSeats[i]] = strings.TrimSpace(names[i])
		}
	}
	var warns []string
	if b.Auction == nil || !b.Auction.Complete() {
		if len(b.Play) > 0 {
			return Board{}, nil, errors.New("cards are played but the auction is not over")
		}
		return b.Board, nil, nil
	}
	final, _ := b.Auction.Final()
	row := Row{Room: b.Board.Room, Multiplicity: 1, Players: b.Players, Auction: b.Auction}
	if final.PassedOut() {
		if len(b.Play) > 0 || b.Claim != nil {
			return Board{}, nil, errors.New("the board was passed out but cards are played or tricks claimed")
		}
		row.Result = weighting.Plain(weighting.PassOut())
		b.Rows = []Row{row}
		return b.Board, nil, nil
	}
	if !b.HasDeal {
		return b.Board, nil, nil
	}
	won, revokes, err := replay(b.Deal, final, b.Play)
	if err != nil {
		return Board{}, nil, err
	}
	warns = append(warns, revokes...)
	if len(b.Play) > 0 {
		row.Lead = b.Play[0].String()
	}
	if b.Claim == nil {
		rest, ok, err := forcedLastTrick(b.Deal, final, b.Play)
		if err != nil {
			return Board{}, nil, err
		}
		if ok {
			row.Note = fmt.Sprintf("the record stops after %d cards without a claim; the last trick, forced, is completed: %s", len(b.Play), cardList(rest))
			b.Play = append(b.Play, rest...)
			if won, _, err = replay(b.Deal, final, b.Play); err != nil {
				return Board{}, nil, err
			}
		}
	}
	tricks := -1
	played := len(b.Play) / 4
	switch {
	case b.Claim != nil:
		left := 13 - played
		if *b.Claim < won || *b.Claim > won+left {
			return Board{}, nil, fmt.Errorf("declarer claims %d tricks in all, but has won %d with %d to play", *b.Claim, won, left)
		}
		tricks = *b.Claim
	case len(b.Play) == totalCards:
		tricks = won
	}
	if tricks < 0 {
		// The play stops without a claim: the deal, auction and lead
		// stand; the result is the Director's to give.
		row.Unfinished = fmt.Sprintf("the play stops after %d cards (%d tricks, declarer's side %d) without a claim", len(b.Play), played, won)
		b.Rows = []Row{row}
		return b.Board, warns, nil
	}
	res, err := weighting.MakeResult(final, tricks)
	if err != nil {
		return Board{}, nil, err
	}
	row.Result = weighting.Plain(res)
	b.Rows = []Row{row}
	return b.Board, warns, nil
}

// replay plays the cards out from the deal after final: each card must
// be in its player's hand; a player who does not follow suit while able
// to has revoked (a warning: the Director may be ruling on exactly that).
// It returns the tricks declarer's side won in the complete tricks.
func replay(d dds.Deal, final dds.Contract, play []dds.Card) (won int, warns []string, err error) {
	st, err := replayState(d, final, play)
	return st.won, st.warns, err
}

// played is the state of a play record replayed: the tricks declarer's
// side won, the revokes, the cards each player still holds and the
// player to play next.
type played struct {
	won   int
	warns []string
	hands dds.Deal
	next  dds.Seat
}

// replayState replays play as replay does and returns the state after it.
// A card its player does not hold, or one played twice, is a
// *dds.PlayError naming its trick.
func replayState(d dds.Deal, final dds.Contract, play []dds.Card) (played, error) {
	tricks, err := dds.PlayTricks(d, final.Strain, final.Declarer.LHO(), play)
	if err != nil {
		return played{}, err
	}
	st := played{hands: d, next: final.Declarer.LHO()}
	for k, t := range tricks {
		for i, c := range t.Cards {
			st.hands[t.Player(i)] = st.hands[t.Player(i)].Without(c)
			if t.Unfollowed[i] {
				st.warns = append(st.warns, fmt.Sprintf("card %d of the play (%s by %s): a revoke — %s still holds %s (trick %d; ruling revoke rules on it)",
					4*k+i+1, c, t.Player(i).Name(), t.Player(i).Name(), t.Cards[0].Suit().Name(), k+1))
			}
		}
		st.next = t.Player(len(t.Cards))
		if t.Complete() {
			st.next = t.Winner
			if t.Winner.Side() == final.Declarer.Side() {
				st.won++
			}
		}
	}
	return st, nil
}

// forcedLastTrick completes a play record that stops in the last trick,
// or just before it, with no claim — BBO leaves out the cards nobody had
// to choose: each player still to play holds one card. ok is false when
// the record stops earlier.
func forcedLastTrick(d dds.Deal, final dds.Contract, play []dds.Card) (rest []dds.Card, ok bool, err error) {
	if len(play) < lastTrickCards || len(play) >= totalCards {
		return nil, false, nil
	}
	st, err := replayState(d, final, play)
	if err != nil {
		return nil, false, err
	}
	for seat, n := st.next, len(play); n < totalCards; seat, n = seat.Next(), n+1 {
		if st.hands[seat].Len() != 1 {
			return nil, false, nil
		}
		rest = append(rest, st.hands[seat].Lowest())
	}
	return rest, true, nil
}

// The cards of a deal, and the cards played before the last trick.
const (
	totalCards     = 52
	lastTrickCards = 48
)

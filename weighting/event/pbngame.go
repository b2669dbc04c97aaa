// pbngame.go: PBN as scoring programs and BBO write it — one game per table result, its pairs, teams, room, result, score, auction and play.

package event

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// The tags of a game that is one table's result.
const (
	tagContract        = "Contract"
	tagDeclarer        = "Declarer"
	tagResult          = "Result"
	tagScore           = "Score"
	tagScorePercentage = "ScorePercentage"
	tagScoreMP         = "ScoreMP"
	tagScoreIMP        = "ScoreIMP"
	tagPlay            = "Play"
	tagRoom            = "Room"
	tagHomeTeam        = "HomeTeam"
	tagVisitTeam       = "VisitTeam"
	tagPairIDNS        = "PairId_NS"
	tagPairIDEW        = "PairId_EW"
)

// gameRow reads the table result a game gives by its own tags — the
// commonest export of club scoring programs and of BBO: Contract,
// Declarer and Result (tricks taken), Score ("NS 420", "EW 100", or the
// declaring side's), ScorePercentage, ScoreMP and ScoreIMP (the file's own
// scores), the players (North, East, South, West), the pairs (PairId_NS
// and PairId_EW, or HomeTeam and VisitTeam by Room: the home team sits
// North-South in the open room; else a side whose two players have the
// same name, as "Para-1"), Table, Round, Section, the Auction and the
// opening lead from the Play section. ok is false for a game that is a
// hand record only (no contract, no auction, no play). A game whose play
// or result is missing gives a row without a result (Row.Unfinished).
func gameRow(g *dds.Game, auction *dds.Auction) (r Row, ok bool, warns []string, err error) {
	get := func(name string) string {
		v, _ := g.Get(name)
		if unknown(v) {
			return ""
		}
		return strings.TrimSpace(v)
	}
	contract, declarer, tricks := get(tagContract), get(tagDeclarer), get(tagResult)
	_, hasPlay := g.Get(tagPlay)
	if contract == "" && auction == nil && !hasPlay {
		return Row{}, false, nil, nil
	}
	r = Row{Line: g.Line, Multiplicity: 1, Auction: auction}
	for _, s := range dds.Seats {
		r.Players[s] = get(s.Name())
	}
	r.Table, r.Round, r.Section = get("Table"), get("Round"), get("Section")
	r.NS, r.EW = get(tagPairIDNS), get(tagPairIDEW)
	switch room := strings.ToLower(get(tagRoom)); {
	case strings.HasPrefix(room, "o"):
		r.Room = "Open"
	case strings.HasPrefix(room, "c"):
		r.Room = "Closed"
	}
	if home, visit := get(tagHomeTeam), get(tagVisitTeam); r.NS == "" && r.EW == "" && home != "" && visit != "" && r.Room != "" {
		r.NS, r.EW = home, visit
		if r.Room == "Closed" {
			r.NS, r.EW = visit, home
		}
	}
	if r.NS == "" && r.Players[dds.North] != "" && strings.EqualFold(r.Players[dds.North], r.Players[dds.South]) {
		r.NS = r.Players[dds.North]
	}
	if r.EW == "" && r.Players[dds.East] != "" && strings.EqualFold(r.Players[dds.East], r.Players[dds.West]) {
		r.EW = r.Players[dds.East]
	}
	if c, err := leadOf(g); err != nil {
		warns = append(warns, err.Error())
	} else {
		r.Lead = c
	}

	switch {
	case contract == "" && auction != nil && auction.Complete():
		if f, _ := auction.Final(); f.PassedOut() {
			contract = "Pass"
		}
	case contract == "":
	}
	if contract == "" {
		r.Unfinished = "the game gives no contract and no result (the play was not finished)"
		return r, true, warns, nil
	}
	if res, err := weighting.ParseResult(contract); err == nil && res.Kind == weighting.PassedOut {
		r.Result = weighting.Plain(res)
	} else {
		if tricks == "" {
			r.Unfinished = fmt.Sprintf("the game gives the contract %s and no result (tricks taken)", contract)
			return r, true, warns, nil
		}
		res, err := contractResult(contract, declarer, tricks, true)
		if err != nil {
			return r, true, warns, err
		}
		r.Result = weighting.Plain(res)
	}
	res, _ := r.Plain()
	if v := get(tagScore); v != "" {
		s, err := gameScore(v, res)
		if err != nil {
			return r, true, warns, err
		}
		r.Score = &s
	}
	for _, t := range []struct {
		tag  string
		unit Unit
	}{{tagScorePercentage, Percent}, {tagScoreMP, Matchpoints}, {tagScoreIMP, IMPs}} {
		v := get(t.tag)
		if v == "" {
			continue
		}
		a, err := awardedTag(v, t.unit, res)
		if err != nil {
			return r, true, warns, fmt.Errorf("%s %q: %v", t.tag, v, err)
		}
		r.Awarded = append(r.Awarded, a)
	}
	if w := playCheck(g, auction, res); w != "" {
		warns = append(warns, w)
	}
	return r, true, warns, nil
}

// sideValue splits "NS 420", "EW 55.2" or "420" into the side and the number.
func sideValue(v string) (side string, num float64, err error) {
	f := strings.Fields(v)
	if len(f) == 2 {
		side = strings.ToUpper(f[0])
		if side != "NS" && side != "EW" {
			return "", 0, fmt.Errorf("%q is not NS or EW", f[0])
		}
		f = f[1:]
	}
	if len(f) != 1 {
		return "", 0, fmt.Errorf("want a number, or NS or EW and a number")
	}
	num, err = strconv.ParseFloat(strings.TrimPrefix(f[0], "+"), 64)
	if err != nil || math.IsInf(num, 0) || math.IsNaN(num) || math.Abs(num) > 100000 {
		return "", 0, fmt.Errorf("%q is not a number", f[0])
	}
	return side, num, nil
}

// gameScore reads a Score tag as the North-South score: "NS 420", "EW 100"
// (North-South -100), or a bare number, the declaring side's score (PBN
// 2.1 §3.4).
func gameScore(v string, res weighting.Result) (int, error) {
	side, num, err := sideValue(v)
	if err != nil || num != math.Trunc(num) {
		return 0, fmt.Errorf("Score %q is not a score (NS 420, EW 100, or the declaring side's score)", v)
	}
	n := int(num)
	switch {
	case side == "EW", side == "" && res.Kind == weighting.Played && res.Contract.Declarer.Side() == dds.EW:
		n = -n
	}
	return n, nil
}

// awardedTag reads ScorePercentage, ScoreMP or ScoreIMP: a side and its
// score, or a bare number for the declaring side (North-South when the
// board was passed out).
func awardedTag(v string, u Unit, res weighting.Result) (Awarded, error) {
	side, num, err := sideValue(v)
	if err != nil {
		return Awarded{}, err
	}
	if side == "" {
		side = "NS"
		if res.Kind == weighting.Played && res.Contract.Declarer.Side() == dds.EW {
			side = "EW"
		}
	}
	a := Awarded{Unit: u, NS: num, EW: math.NaN()}
	switch u {
	case Percent:
		a.EW = 100 - num
	case IMPs:
		a.EW = -num
	}
	if side == "EW" {
		a.NS, a.EW = a.EW, a.NS
		if u == Matchpoints {
			a.NS, a.EW = math.NaN(), num
		}
	}
	return a, nil
}

// leadOf is the opening lead of a game's Play section: its first card,
// played by the seat the Play tag names; "" when there is none.
func leadOf(g *dds.Game) (string, error) {
	for _, t := range g.Tags {
		if t.Name != tagPlay {
			continue
		}
		for _, line := range t.Section {
			for _, tok := range strings.Fields(line) {
				if tok == "-" || tok == "*" || tok == "+" {
					return "", nil
				}
				c, err := dds.ParseCard(strings.TrimRight(tok, "!?"))
				if err != nil {
					return "", fmt.Errorf("play: the first card %q is not a card; the lead is ignored", tok)
				}
				return c.String(), nil
			}
		}
	}
	return "", nil
}

// playCheck replays a game's Play section — its lines are tricks, the
// cards in seat order from the opening leader (PBN 2.1 §3.5), "-" for a
// card not played — and says where the tricks the result gives disagree
// with the tricks the play won; "" when they agree or cannot be told.
func playCheck(g *dds.Game, auction *dds.Auction, res weighting.Result) string {
	if res.Kind != weighting.Played || auction == nil || !g.Deal.Complete() {
		return ""
	}
	final, err := auction.Final()
	if err != nil || final.PassedOut() || final.Declarer != res.Contract.Declarer || final.Level != res.Contract.Level || final.Strain != res.Contract.Strain {
		return ""
	}
	var section []string
	var leader dds.Seat
	for _, t := range g.Tags {
		if t.Name == tagPlay {
			s, err := dds.ParseSeat(t.Value)
			if err != nil || s != final.Declarer.LHO() {
				return ""
			}
			leader, section = s, t.Section
		}
	}
	var tokens []string
	for _, line := range section {
		tokens = append(tokens, strings.Fields(line)...)
	}
	// Tricks in play order: each trick's cards by seat from the opening
	// leader, played from the seat that won the trick before.
	var play []dds.Card
	next := leader
	for t := 0; t+4 <= len(tokens) && t < 52; t += 4 {
		var bySeat [4]dds.Card
		full := true
		for i := range 4 {
			c, err := dds.ParseCard(strings.TrimRight(tokens[t+i], "!?"))
			if err != nil {
				full = false
				break
			}
			bySeat[(int(leader)+i)%4] = c
		}
		if !full {
			break
		}
		trick := make([]dds.Card, 4)
		for i := range 4 {
			trick[i] = bySeat[(int(next)+i)%4]
		}
		play = append(play, trick...)
		next = dds.Seat((int(next) + dds.TrickWinner(trick, final.Strain)) % 4)
	}
	won, _, err := replay(g.Deal, final, play)
	if err != nil {
		return fmt.Sprintf("play: %v (the result stands)", err)
	}
	took := res.Tricks
	left := 13 - len(play)/4
	if took < won || took > won+left {
		return fmt.Sprintf("the play record gives declarer %d tricks with %d to play, but the result is %s (the result stands)", won, left, res)
	}
	return ""
}

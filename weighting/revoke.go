// revoke.go: revokes found in a play record and ruled on as the Director's flowcharts do — established or not (Law 63), corrected (62), the 64B exceptions and the 64A trick transfer.

package weighting

import (
	"errors"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

// TablePlay is a board as played, for ruling on its revokes: the deal, the
// final contract with its declarer, the vulnerability, the cards played
// in order, and how the play ended.
type TablePlay struct {
	Deal     dds.Deal
	Contract dds.Contract
	Vul      dds.Vulnerability
	Play     []dds.Card
	// Final is declarer's tricks in all when the record ends before the
	// last trick: a claim or concession both sides agreed to (LIN mc|), or
	// the result as entered. Nil when the record has all 13 tricks, or
	// when it stops with the result unknown.
	Final *int
	// NoticedLate says attention was first drawn to the revoke only after
	// a member of the non-offending side called on the next deal, or after
	// the round ended (Laws 64B4, 64B5): the record cannot show it.
	NoticedLate bool
}

// RevokeException is one Law 64B case in which an established revoke
// transfers no trick.
type RevokeException struct {
	Law  string // "64B1"
	Text string // what the Law says, for this revoke
}

// Revoke is one revoke (Law 61A: a failure to follow suit by a player who
// held a card of the suit led) and the Director's ruling on it.
type Revoke struct {
	Trick  int // 1-13
	Index  int // the card's place in the whole play, 0-based
	Player dds.Seat
	Card   dds.Card
	Led    dds.Suit
	// Established is Law 63A's answer; EstablishedBy says what
	// established it ("South played to trick 7", "the claim"), or why
	// not.
	Established   bool
	EstablishedBy string
	// Correction is what Law 62 requires of a revoke that is not
	// established (and of one on trick 12, 62D); "" otherwise. Penalty
	// is the major penalty card a defender's corrected revoke leaves
	// (62B1), as a play rule ("penalty E S2"); nil for none.
	Correction string
	Penalty    *dds.PlayRule
	// Exceptions are the Law 64B cases that apply (no transfer when any does).
	Exceptions []RevokeException
	// WonByPlayer: the offending player won the revoke trick. SideWon:
	// the tricks the offending side won from the revoke trick on (the
	// claim's included).
	WonByPlayer bool
	SideWon     int
	// Transfer is the tricks Law 64A transfers to the non-offending side
	// for this revoke, and TransferLaw the paragraph ("64A1", "64A2").
	Transfer    int
	TransferLaw string
}

// Offender is the revoking side.
func (r *Revoke) Offender() dds.Side { return r.Player.Side() }

// RevokeRuling is the Laws 61–64 ruling on a board's play record: its
// tricks as played, every revoke found, and declarer's tricks as recorded
// and after the transfers. Equity (Law 64C) is filled in by
// RevokeRuling.Solve, which needs a double-dummy solver.
type RevokeRuling struct {
	Play    TablePlay
	Tricks  []dds.PlayedTrick
	Revokes []Revoke
	// Known: the record gives the result (13 tricks played, or Final).
	// Recorded is then declarer's tricks as recorded, Transferred the
	// tricks moved by Law 64A (towards the non-offending side), After
	// declarer's tricks once they are moved.
	Known       bool
	Recorded    int
	Transferred int
	After       int
	// BothSides: both sides revoked (Law 64B7).
	BothSides bool
	// Equity is the Law 64C check; nil until Solve runs.
	Equity *RevokeEquity
	// Corrected is the 62D correction of a revoke on trick 12; nil when
	// there is none, or until Solve runs.
	Corrected *Trick12Correction
}

// ErrNoContractPlay is returned for a play record of a passed-out board.
var ErrNoContractPlay = errors.New("no contract: the board was passed out")

// RuleRevokes finds the revokes of tp's play and rules on each: whether it
// is established (Law 63A; never on trick 12, 62D), what Law 62 requires
// when it is not, the Law 64B exceptions that apply, and the Law 64A
// transfer, capped by the tricks the offending side won from the revoke
// trick on (no trick is transferred twice). A play its players could not
// have made is a *dds.PlayError.
func RuleRevokes(tp TablePlay) (*RevokeRuling, error) {
	c := tp.Contract
	if err := (Result{Kind: Played, Contract: c, Tricks: 6 + c.Level}).Check(); err != nil {
		return nil, err
	}
	tricks, err := dds.PlayTricks(tp.Deal, c.Strain, c.Declarer.LHO(), tp.Play)
	if err != nil {
		return nil, err
	}
	r := &RevokeRuling{Play: tp, Tricks: tricks}
	decl := c.Declarer.Side()
	complete := len(tp.Play) / 4
	won := [2]int{} // tricks won in complete tricks, by side
	for _, t := range tricks {
		if t.Complete() {
			won[t.Winner.Side()]++
		}
	}
	switch {
	case tp.Final != nil:
		f := *tp.Final
		if f < won[decl] || f > won[decl]+13-complete {
			return nil, fmt.Errorf("declarer's %d tricks in all cannot be: declarer won %d of the %d tricks played, with %d to play", f, won[decl], complete, 13-complete)
		}
		r.Known, r.Recorded = true, f
	case complete == 13:
		r.Known, r.Recorded = true, won[decl]
	}
	// sideWonFrom is the tricks side s won from trick k (1-based) on,
	// the claim's share included.
	sideWonFrom := func(s dds.Side, k int) int {
		n := 0
		for i := k - 1; i < complete; i++ {
			if tricks[i].Winner.Side() == s {
				n++
			}
		}
		if r.Known {
			rest := r.Recorded - won[decl] // declarer's side's tricks after the last complete one
			if s != decl {
				rest = 13 - complete - rest
			}
			n += rest
		}
		return n
	}
	for k, t := range tricks {
		for i, c := range t.Cards {
			if !t.Unfollowed[i] {
				continue
			}
			rv := Revoke{Trick: k + 1, Index: 4*k + i, Player: t.Player(i), Card: c, Led: t.Cards[0].Suit()}
			r.establish(&rv)
			r.Revokes = append(r.Revokes, rv)
		}
	}
	sides := [2]bool{}
	for _, rv := range r.Revokes {
		if rv.Established {
			sides[rv.Offender()] = true
		}
	}
	r.BothSides = sides[0] && sides[1]
	moved := [2]int{} // tricks already transferred from each offending side
	for i := range r.Revokes {
		rv := &r.Revokes[i]
		if !rv.Established || !r.Known {
			continue
		}
		off := rv.Offender()
		t := tricks[rv.Trick-1]
		rv.WonByPlayer = t.Complete() && t.Winner == rv.Player
		rv.SideWon = sideWonFrom(off, rv.Trick)
		r.exceptions(rv, i, tp)
		if len(rv.Exceptions) > 0 {
			continue
		}
		// Law 64A1: the revoke trick and one more won later; 64A2: one.
		n, law := 1, "64A2"
		if rv.WonByPlayer {
			law = "64A1"
			if rv.SideWon >= 2 {
				n = 2
			}
		}
		rv.Transfer = min(n, rv.SideWon-moved[off])
		rv.TransferLaw = law
		moved[off] += rv.Transfer
	}
	if r.Known {
		r.Transferred = moved[0] + moved[1]
		r.After = r.Recorded + moved[decl.Other()] - moved[decl]
	}
	return r, nil
}

// establish answers Law 63A for rv: established when a member of the
// offending side played to a later trick (63A1), or the play ended in a
// claim or concession (63A3); never on trick 12 (62D).
func (r *RevokeRuling) establish(rv *Revoke) {
	if rv.Trick == 12 {
		rv.EstablishedBy = "a revoke on trick 12 is never established: it must be corrected (Law 62D)"
		rv.Correction = fmt.Sprintf("Law 62D: the revoke is corrected: %s withdraws %s and follows with a %s, and tricks 12 and 13 are played again from there; each member of the non-offending side may withdraw a card played after the revoke (62C1).", rv.Player.Name(), rv.Card.Pretty(), suitSingular(rv.Led))
		return
	}
	for k := rv.Trick; k < len(r.Tricks); k++ {
		t := r.Tricks[k]
		for i := range t.Cards {
			if p := t.Player(i); p.Side() == rv.Offender() {
				rv.Established = true
				rv.EstablishedBy = fmt.Sprintf("%s played to trick %d (Law 63A1)", p.Name(), k+1)
				return
			}
		}
	}
	if r.Play.Final != nil {
		rv.Established = true
		rv.EstablishedBy = "the play ended in a claim or concession the offending side agreed to (Law 63A3)"
		return
	}
	rv.EstablishedBy = "the offending side has not played to the next trick, and nobody has claimed"
	rv.Correction = "Law 62A: the revoke must be corrected: " + r.replaced(rv) + " Each member of the non-offending side may withdraw a card played after the revoke (62C1)."
	if !r.declaringSide(rv.Player) {
		rv.Penalty = &dds.PlayRule{Kind: dds.Penalty, Seat: rv.Player, Card: rv.Card}
	}
}

// declaringSide reports whether s is declarer or dummy.
func (r *RevokeRuling) declaringSide(s dds.Seat) bool {
	return s.Side() == r.Play.Contract.Declarer.Side()
}

// replaced is what becomes of the revoke card on correction (Law 62B).
func (r *RevokeRuling) replaced(rv *Revoke) string {
	who := fmt.Sprintf("%s withdraws %s and follows with a %s", rv.Player.Name(), rv.Card.Pretty(), suitSingular(rv.Led))
	if r.declaringSide(rv.Player) {
		return who + "; the card is replaced without further rectification (62B2)."
	}
	return who + "; " + rv.Card.Pretty() + " becomes a major penalty card (62B1, Law 50): the play rule " + (dds.PlayRule{Kind: dds.Penalty, Seat: rv.Player, Card: rv.Card}).String() + "."
}

// exceptions lists the Law 64B cases that apply to the i-th revoke.
func (r *RevokeRuling) exceptions(rv *Revoke, i int, tp TablePlay) {
	add := func(law, format string, a ...any) {
		rv.Exceptions = append(rv.Exceptions, RevokeException{Law: law, Text: fmt.Sprintf(format, a...)})
	}
	if rv.SideWon == 0 {
		add("64B1", "the offending side won neither the revoke trick nor any later trick")
	}
	for _, e := range r.Revokes[:i] {
		if e.Established && e.Player == rv.Player && e.Led == rv.Led {
			add("64B2", "a second revoke in %s by %s (the first was on trick %d): only the first is rectified; Law 64C may apply", rv.Led.Name(), rv.Player.Name(), e.Trick)
			break
		}
	}
	if rv.Player == tp.Contract.Declarer.Partner() {
		add("64B3", "a revoke by dummy (a failure to play a card faced on the table); the Director restores equity under Law 64C if the non-offending side was damaged")
	}
	if tp.NoticedLate {
		add("64B4/B5", "attention was first drawn to the revoke after a member of the non-offending side called on the next deal, or after the round ended")
	}
	if r.BothSides {
		add("64B7", "both sides revoked on this board; the Director restores equity under Law 64C")
	}
}

// suitSingular is "spade", "heart", "diamond" or "club".
func suitSingular(s dds.Suit) string {
	n := s.Name()
	return n[:len(n)-1]
}

// RecordedResult is the result as recorded; ok is false when the record
// does not give it.
func (r *RevokeRuling) RecordedResult() (Result, bool) {
	if !r.Known {
		return Result{}, false
	}
	return Result{Kind: Played, Contract: r.Play.Contract, Tricks: r.Recorded}, true
}

// AfterResult is the result after the Law 64A transfers (and the Law 62D
// correction of a revoke on trick 12, once Solve has found it: After
// then holds it); ok is false when the record does not give the result.
func (r *RevokeRuling) AfterResult() (Result, bool) {
	if !r.Known {
		return Result{}, false
	}
	return Result{Kind: Played, Contract: r.Play.Contract, Tricks: r.After}, true
}

// NonOffending is the side the revokes were against; ok is false when no
// revoke is established or both sides revoked.
func (r *RevokeRuling) NonOffending() (dds.Side, bool) {
	var s dds.Side
	found := false
	for _, rv := range r.Revokes {
		if rv.Established || rv.Trick == 12 {
			s, found = rv.Offender().Other(), true
		}
	}
	return s, found && !r.BothSides
}

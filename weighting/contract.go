// contract.go: results — what happened at a table (a dds.Contract and its tricks, a pass-out or a bare score), and its canonical printed form.

package weighting

import (
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

// Kind is what a Result records.
type Kind uint8

// The kinds of result.
const (
	Played    Kind = iota // a contract played, with the tricks declarer took
	PassedOut             // all four players passed: 0
	Points                // only the North-South score is known
)

// Result is the outcome at one table: a contract and the tricks taken by
// declarer, a passed-out board, or a bare North-South score. The zero
// Result is not valid; make one with ParseResult, MakeResult, PassOut or
// NSPoints.
type Result struct {
	Kind     Kind
	Contract dds.Contract // when Kind is Played
	Tricks   int          // tricks taken by declarer, 0-13, when Kind is Played
	NS       int          // the North-South score, when Kind is Points
}

// MakeResult is contract c with declarer taking tricks tricks; it fails
// for a contract or a trick count that cannot happen.
func MakeResult(c dds.Contract, tricks int) (Result, error) {
	r := Result{Kind: Played, Contract: c, Tricks: tricks}
	return r, r.Check()
}

// PassOut is a passed-out board.
func PassOut() Result { return Result{Kind: PassedOut} }

// NSPoints is a bare North-South score; it fails for a score no result
// can produce at any vulnerability.
func NSPoints(ns int) (Result, error) {
	r := Result{Kind: Points, NS: ns}
	return r, r.Check()
}

// Check reports why r cannot happen, or nil.
func (r Result) Check() error {
	switch r.Kind {
	case PassedOut:
		return nil
	case Points:
		if !possibleAnywhere(r.NS) {
			return fmt.Errorf("%+d is not a score any contract can produce", r.NS)
		}
		return nil
	case Played:
	default:
		return fmt.Errorf("unknown kind of result %d", r.Kind)
	}
	c := r.Contract
	if err := c.Check(); err != nil {
		return err
	}
	need := c.Need()
	switch {
	case r.Tricks > 13:
		return fmt.Errorf("%s%+d needs %d tricks; there are only 13", c, r.Tricks-need, r.Tricks)
	case r.Tricks < 0:
		return fmt.Errorf("%s can go down at most %d (declarer takes no tricks)", c, need)
	}
	return nil
}

// Declarer's side, for a played contract.
func (r Result) DeclarerSide() dds.Side { return r.Contract.Declarer.Side() }

// String is the canonical form: "4S= N", "4SX+1 S", "3NT-2 W", "Pass",
// "+420", "-50", "0".
func (r Result) String() string {
	switch r.Kind {
	case PassedOut:
		return "Pass"
	case Points:
		if r.NS == 0 {
			return "0"
		}
		return fmt.Sprintf("%+d", r.NS)
	}
	c := r.Contract
	return c.String() + signed(r.Tricks-6-c.Level) + " " + c.Declarer.String()
}

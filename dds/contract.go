// contract.go: Contract — the final contract of an auction (level, strain, doubling, declarer), the one type every package uses.

package dds

import (
	"fmt"
	"strconv"
)

// Doubling is whether a contract was doubled or redoubled.
type Doubling uint8

// The three doubling levels.
const (
	Undoubled Doubling = iota
	Doubled
	Redoubled
)

// String is "", "X" or "XX", as a contract is written.
func (d Doubling) String() string { return [3]string{"", "X", "XX"}[d%3] }

// Symbol is "", "×" or "××", as a Director writes it.
func (d Doubling) Symbol() string { return [3]string{"", "×", "××"}[d%3] }

// Contract is a final contract: level 1-7, strain, doubling and declarer.
// The zero Contract (level 0) is a passed-out board, as Auction.Final
// gives it.
type Contract struct {
	Level    int
	Strain   Strain
	Doubling Doubling
	Declarer Seat
}

// PassedOut reports whether c is no contract: the board was passed out.
func (c Contract) PassedOut() bool { return c.Level == 0 }

// String is the contract without declarer, as the parsers read it: "4S",
// "3NTX", "6CXX"; "Pass" when passed out.
func (c Contract) String() string {
	if c.PassedOut() {
		return "Pass"
	}
	return strconv.Itoa(c.Level) + c.Strain.String() + c.Doubling.String()
}

// Pretty is the contract without declarer in symbols: "4♠", "3NT×",
// "6♣××"; "Pass" when passed out.
func (c Contract) Pretty() string {
	if c.PassedOut() {
		return "Pass"
	}
	return strconv.Itoa(c.Level) + c.Strain.Symbol() + c.Doubling.Symbol()
}

// Need is the number of tricks declarer needs: level + 6.
func (c Contract) Need() int { return c.Level + 6 }

// Leader is the opening leader, declarer's left-hand opponent.
func (c Contract) Leader() Seat { return c.Declarer.LHO() }

// Dummy is declarer's partner.
func (c Contract) Dummy() Seat { return c.Declarer.Partner() }

// Check reports why c is not a contract (level 1-7, a strain, a doubling,
// a seat), or nil.
func (c Contract) Check() error {
	switch {
	case c.Level < 1 || c.Level > 7:
		return fmt.Errorf("there is no level %d contract (levels are 1 to 7)", c.Level)
	case c.Strain > NoTrump:
		return fmt.Errorf("strain %d is not a strain", c.Strain)
	case c.Doubling > Redoubled:
		return fmt.Errorf("doubling %d is not undoubled, X or XX", c.Doubling)
	case c.Declarer > West:
		return fmt.Errorf("declarer %d is not a seat", c.Declarer)
	}
	return nil
}

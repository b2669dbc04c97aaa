// par.go: par contracts and par scores from a double-dummy table — the types, the notation and the scores they use.

package dds

import (
	"strconv"
	"strings"
)

// Par is the best result each side can force when both sides bid
// perfectly, knowing the double-dummy table: a side bids a contract it
// makes when that scores more than the opponents' best action, and
// sacrifices (doubled, going down) when that costs less than letting the
// opponents' contract stand. ruling computes it as DDS 2.9 does, to the
// last contract of the list, with two functions:
//
//   - DealerPar (DDS's DealerPar) is the par of the board as dealt: the
//     dealer opens the bidding, so when both sides can make the same
//     highest contract, the side whose player able to make it comes first
//     from the dealer bids it first and gets the plus score. It gives the
//     North-South score and every par contract.
//   - SidesPar (DDS's Par) is the par twice over, once with North-South
//     bidding first and once with East-West: the two differ only when
//     both sides can make something and the first to bid gets the plus
//     score (a "hot" deal).
//
// The contract notation is DDS's (see ParContract.String): "4S-EW",
// "3S*-EW-1", "1S-EW+2", "6N-NS", "pass".

// ParContract is one par contract.
type ParContract struct {
	Level  int // 1-7
	Strain Strain
	// Declarer is the seat that declares it; when Either is set, both
	// partners take the same tricks in Strain and Declarer is the first
	// of the side (North or East).
	Declarer Seat
	Either   bool
	// Overtricks: the contract makes this many more tricks, and bidding
	// that many levels higher would score the same (DDS's Par writes
	// the levels, "345N"; DealerPar writes "3N-NS+2").
	Overtricks int
	// Undertricks > 0: a sacrifice, doubled, going down this many.
	Undertricks int
	// Sole: a sacrifice in the strain of the contract it defeats, that
	// DealerPar credits to the one player who can bid it at the lowest
	// level (the order of bidding from the dealer decides). DDS 2.9
	// writes it without the "*": "4N-N-1".
	Sole bool
}

// Side is the declaring side.
func (c ParContract) Side() Side { return c.Declarer.Side() }

// Sacrifice reports whether the contract is a doubled sacrifice.
func (c ParContract) Sacrifice() bool { return c.Undertricks > 0 }

// declarers is "N", "S", "NS", "E", "W" or "EW".
func (c ParContract) declarers() string {
	if c.Either {
		return c.Side().String()
	}
	return c.Declarer.String()
}

// String is the contract in DDS's DealerPar notation: level, strain
// letter (N for notrump), "*" when doubled, "-", the declarer(s), then
// "+n" overtricks or "-n" undertricks: "4S-EW", "3S*-EW-1", "4H*-W-2",
// "1S-EW+2", "6N-NS" — and, as DDS 2.9 writes a Sole sacrifice, "4N-N-1".
func (c ParContract) String() string {
	var b strings.Builder
	b.WriteByte(byte('0' + c.Level))
	b.WriteByte(c.Strain.Letter())
	if c.Sacrifice() && !c.Sole {
		b.WriteByte('*')
	}
	b.WriteByte('-')
	b.WriteString(c.declarers())
	switch {
	case c.Sacrifice():
		b.WriteString("-" + strconv.Itoa(c.Undertricks))
	case c.Overtricks > 0:
		b.WriteString("+" + strconv.Itoa(c.Overtricks))
	}
	return b.String()
}

// sidesText is the contract in DDS's Par notation: the declarer(s), a
// space, then every level that scores par and the strain ("NS 345N"), or
// for a sacrifice the level, strain and "x" ("EW 4Sx").
func (c ParContract) sidesText() string {
	var b strings.Builder
	b.WriteString(c.declarers())
	b.WriteByte(' ')
	if c.Sacrifice() {
		b.WriteByte(byte('0' + c.Level))
		b.WriteByte(c.Strain.Letter())
		b.WriteByte('x')
		return b.String()
	}
	for l := c.Level; l <= c.Level+c.Overtricks; l++ {
		b.WriteByte(byte('0' + l))
	}
	b.WriteByte(c.Strain.Letter())
	return b.String()
}

// DealerParResult is DealerPar's answer.
type DealerParResult struct {
	// Score is North-South's par score (negative when East-West score).
	Score int
	// Contracts are the par contracts, in DDS's order; none when the deal
	// is passed out.
	Contracts []ParContract
}

// PassedOut reports whether par is to pass the deal out.
func (p DealerParResult) PassedOut() bool { return len(p.Contracts) == 0 && p.Score == 0 }

// Strings are the contracts in DDS's notation, ["pass"] for a deal
// passed out.
func (p DealerParResult) Strings() []string {
	if p.PassedOut() {
		return []string{"pass"}
	}
	out := make([]string, len(p.Contracts))
	for i, c := range p.Contracts {
		out[i] = c.String()
	}
	return out
}

// String is the score and the contracts as DDS's test files write
// DealerPar: `-110 2S-EW`, `0 pass`.
func (p DealerParResult) String() string {
	return strconv.Itoa(p.Score) + " " + strings.Join(p.Strings(), " ")
}

// OptimumScore is the value of PBN's OptimumScore tag (PBN 2.1 §4.2.7):
// North-South's par score, "NS 420", "NS -110", "NS 0".
func (p DealerParResult) OptimumScore() string { return "NS " + strconv.Itoa(p.Score) }

// PBNContracts is the value of the ParContract tag that files carry beside
// PBN 2.1's tags: each par contract as the declarer(s) and the contract in
// the syntax of PBN's Contract tag ("NS 4S", "EW 5HX", "N 3NT"), joined by
// commas; "Pass" for a deal passed out.
func (p DealerParResult) PBNContracts() string {
	if p.PassedOut() {
		return "Pass"
	}
	var b strings.Builder
	for i, c := range p.Contracts {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(c.declarers() + " " + strconv.Itoa(c.Level) + c.Strain.String())
		if c.Sacrifice() {
			b.WriteByte('X')
		}
	}
	return b.String()
}

// SidePar is the par when one side starts the bidding.
type SidePar struct {
	// Score is the par score from the view of the side that starts the
	// bidding (DDS's "NS -110" and "EW 110" for the same deal).
	Score int
	// Contracts are the par contracts, in DDS's order; none when the
	// deal is passed out.
	Contracts []ParContract
}

// SidesParResult is SidesPar's answer, indexed by the side that starts
// the bidding: [NS] with North-South first, [EW] with East-West first.
type SidesParResult [2]SidePar

// ScoreText is DDS's parScore string for side s: "NS -110", "EW 110".
func (p SidesParResult) ScoreText(s Side) string {
	return s.String() + " " + strconv.Itoa(p[s&1].Score)
}

// ContractsText is DDS's parContractsString for side s: "NS:" then the
// contracts joined by commas, e.g. "NS:EW 2S", "EW:NS 45S,NS 45H",
// "NS:EW 4Sx"; just "NS:" when the deal is passed out.
func (p SidesParResult) ContractsText(s Side) string {
	var b strings.Builder
	b.WriteString(s.String() + ":")
	for i, c := range p[s&1].Contracts {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(c.sidesText())
	}
	return b.String()
}

// The scores par compares (Law 77, Contract.Score): a contract bid and
// made exactly, undoubled, and a doubled contract going down. Par never
// needs another: a par contract is either made undoubled or a doubled
// sacrifice.

// madeScore is the score of making level in strain exactly, undoubled.
func madeScore(level int, strain Strain, vul bool) int {
	c := Contract{Level: level, Strain: strain}
	return c.Score(c.Need(), vul)
}

// penalty is what the declaring side loses going down n doubled (Law 77:
// 100, 300, 500, then 300 a trick not vulnerable; 200, then 300 a trick
// vulnerable). For n ≤ 0 the first trick's step is extended linearly
// below it, as DDS's Par does where it ranks the strains (never as a
// score).
func penalty(n int, vul bool) int {
	if n < 1 {
		return penalty(1, vul) - (1-n)*pick(vul, 300, 200)
	}
	c := Contract{Level: 7, Doubling: Doubled}
	return -c.Score(c.Need()-n, vul)
}

func pick(c bool, a, b int) int {
	if c {
		return a
	}
	return b
}

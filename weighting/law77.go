// law77.go: the Law 77 scoring table — the total-point score of a result at any vulnerability.

package weighting

import (
	"github.com/ruling-bridge/ruling/dds"
)

// Law 77 premiums and penalties.
const (
	partScoreBonus     = 50
	gameBonusNV        = 300
	gameBonusV         = 500
	smallSlamBonusNV   = 500
	smallSlamBonusV    = 750
	grandSlamBonusNV   = 1000
	grandSlamBonusV    = 1500
	gameTrickScore     = 100 // a trick score of 100 or more is a game
	insultDoubled      = 50  // for making a doubled contract
	insultRedoubled    = 100 // for making a redoubled contract
	overtrickDoubledNV = 100
	overtrickDoubledV  = 200
	undertrickNV       = 50 // undoubled, each
	undertrickV        = 100
)

// DeclarerScore is the score of contract c making tricks tricks for the
// declaring side, vulnerable or not (negative when it goes down). c and
// tricks must be valid (see Result.Check).
func DeclarerScore(c Contract, tricks int, vulnerable bool) int {
	mult := 1 << c.Doubling // 1, 2 or 4
	need := 6 + c.Level
	if tricks < need {
		return -undertricks(need-tricks, c.Doubling, vulnerable)
	}
	// TRICK SCORE for the contracted odd tricks.
	trick := oddTrickValue(c.Strain) * c.Level * mult
	if c.Strain == dds.NoTrump {
		trick += 10 * mult // the first notrump trick is worth 40
	}
	score := trick
	// GAME or PART-SCORE premium.
	switch {
	case trick >= gameTrickScore && vulnerable:
		score += gameBonusV
	case trick >= gameTrickScore:
		score += gameBonusNV
	default:
		score += partScoreBonus
	}
	// SLAM premiums.
	switch {
	case c.Level == 6 && vulnerable:
		score += smallSlamBonusV
	case c.Level == 6:
		score += smallSlamBonusNV
	case c.Level == 7 && vulnerable:
		score += grandSlamBonusV
	case c.Level == 7:
		score += grandSlamBonusNV
	}
	// OVERTRICKS and the INSULT bonus.
	over := tricks - need
	switch c.Doubling {
	case Undoubled:
		score += over * oddTrickValue(c.Strain)
	case Doubled:
		score += insultDoubled + over*overtrickDoubled(vulnerable)
	case Redoubled:
		score += insultRedoubled + over*2*overtrickDoubled(vulnerable)
	}
	return score
}

// oddTrickValue is an undoubled odd trick's worth (after the first in notrump).
func oddTrickValue(t dds.Strain) int {
	if t == dds.Strain(dds.Clubs) || t == dds.Strain(dds.Diamonds) {
		return 20
	}
	return 30
}

func overtrickDoubled(vulnerable bool) int {
	if vulnerable {
		return overtrickDoubledV
	}
	return overtrickDoubledNV
}

// undertricks is the penalty for going down by down tricks: undoubled 50
// or 100 each; doubled not vulnerable 100, 200, 200, then 300 each;
// doubled vulnerable 200, then 300 each; redoubled twice doubled.
func undertricks(down int, d Doubling, vulnerable bool) int {
	if d == Undoubled {
		if vulnerable {
			return down * undertrickV
		}
		return down * undertrickNV
	}
	var p int
	for i := 1; i <= down; i++ {
		switch {
		case vulnerable && i == 1:
			p += 200
		case vulnerable:
			p += 300
		case i == 1:
			p += 100
		case i <= 3:
			p += 200
		default:
			p += 300
		}
	}
	if d == Redoubled {
		p *= 2
	}
	return p
}

// Score is r's North-South score at vulnerability v: positive when
// North-South gain. r must be valid (see Check).
func (r Result) Score(v dds.Vulnerability) int {
	switch r.Kind {
	case PassedOut:
		return 0
	case Points:
		return r.NS
	}
	side := r.Contract.Declarer.Side()
	s := DeclarerScore(r.Contract, r.Tricks, v.Vulnerable(side))
	if side == dds.EW {
		return -s
	}
	return s
}

// Possible reports whether some result scores ns for North-South at
// vulnerability v.
func Possible(ns int, v dds.Vulnerability) bool {
	return possible[v&3][ns]
}

// possibleAnywhere reports whether ns is a score at some vulnerability.
func possibleAnywhere(ns int) bool {
	for v := range possible {
		if possible[v][ns] {
			return true
		}
	}
	return false
}

// possible holds, per vulnerability, every North-South score some result
// produces, found by enumerating every contract, doubling, declarer and
// trick count.
var possible = func() (sets [4]map[int]bool) {
	for v := range sets {
		sets[v] = map[int]bool{0: true}
		for level := 1; level <= 7; level++ {
			for _, t := range dds.Strains {
				for d := Undoubled; d <= Redoubled; d++ {
					for _, decl := range []dds.Seat{dds.North, dds.East} {
						c := Contract{Level: level, Strain: t, Doubling: d, Declarer: decl}
						for tricks := 0; tricks <= 13; tricks++ {
							r := Result{Kind: Played, Contract: c, Tricks: tricks}
							sets[v][r.Score(dds.Vulnerability(v))] = true
						}
					}
				}
			}
		}
	}
	return sets
}()

// score.go: the Law 77 scoring table — a contract's score for the declaring side, made or defeated, at either vulnerability.

package dds

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

// Score is the score of c when declarer takes tricks tricks, for the
// declaring side, vulnerable or not: negative when it goes down. c must
// be a contract (see Check) and tricks 0-13.
func (c Contract) Score(tricks int, vulnerable bool) int {
	mult := 1 << c.Doubling // 1, 2 or 4
	need := c.Need()
	if tricks < need {
		return -undertricks(need-tricks, c.Doubling, vulnerable)
	}
	// TRICK SCORE for the contracted odd tricks.
	trick := oddTrickValue(c.Strain) * c.Level * mult
	if c.Strain == NoTrump {
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
func oddTrickValue(t Strain) int {
	if t == Strain(Clubs) || t == Strain(Diamonds) {
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

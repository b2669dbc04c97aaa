// score.go: dealer's score() and imps() — undoubled contract scores and the IMP scale.

package sim

import "github.com/ruling-bridge/ruling/dds"

// contractScore is the score of an undoubled contract of level (1–7) in
// strain, made or defeated with tricks taken by declarer (Law 77):
// positive when it makes, negative when it goes down.
func contractScore(vul bool, level int, strain dds.Strain, tricks int) int {
	need := level + 6
	if tricks < need {
		per := 50
		if vul {
			per = 100
		}
		return -per * (need - tricks)
	}
	perTrick := 30
	first := 30
	switch strain {
	case dds.Strain(dds.Clubs), dds.Strain(dds.Diamonds):
		perTrick, first = 20, 20
	case dds.NoTrump:
		first = 40
	}
	contracted := first + perTrick*(level-1)
	score := contracted + perTrick*(tricks-need)
	switch {
	case contracted >= 100 && vul:
		score += 500
	case contracted >= 100:
		score += 300
	default:
		score += 50
	}
	switch {
	case level == 6 && vul:
		score += 750
	case level == 6:
		score += 500
	case level == 7 && vul:
		score += 1500
	case level == 7:
		score += 1000
	}
	return score
}

// impLimits are the upper ends of the IMP scale's bands (Law 78B): a
// difference up to impLimits[k] is worth k IMPs.
var impLimits = [...]int{10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890,
	1090, 1290, 1490, 1740, 1990, 2240, 2490, 2990, 3490, 3990}

// imps converts a score difference to IMPs, keeping its sign.
func imps(diff int) int {
	sign := 1
	if diff < 0 {
		sign, diff = -1, -diff
	}
	for k, lim := range impLimits {
		if diff <= lim {
			return sign * k
		}
	}
	return sign * len(impLimits)
}

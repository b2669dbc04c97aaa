// score.go: dealer's score() and imps() — through dds, the one home of Law 77 and the IMP scale.

package sim

import "github.com/ruling-bridge/ruling/dds"

// contractScore is the score of an undoubled contract of level (1–7) in
// strain, made or defeated with tricks taken by declarer (Law 77):
// positive when it makes, negative when it goes down.
func contractScore(vul bool, level int, strain dds.Strain, tricks int) int {
	return dds.Contract{Level: level, Strain: strain}.Score(tricks, vul)
}

// imps converts a score difference to IMPs (Law 78B), keeping its sign.
func imps(diff int) int { return dds.IMPs(float64(diff)) }

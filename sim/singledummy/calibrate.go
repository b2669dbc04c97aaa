// calibrate.go: the contract of the single-minus-double-dummy calibration — for any deal, the contract its stronger side makes double dummy at its best.

package singledummy

import "github.com/ruling-bridge/ruling/dds"

// CalibrationContract is the contract the single-dummy calibration plays
// on deal d (sdbench's diff mode, ruling-bulk --single-dummy): the side
// with more high-card points (North-South on a tie) declares the strain
// and seat of its most double-dummy tricks — notrump, spades, hearts,
// diamonds, clubs in that order, and within a strain North (East) before
// South (West), the first of equals winning — at the level those tricks
// make (at least 1). tricks is that double-dummy total, from t, d's table.
func CalibrationContract(d dds.Deal, t dds.Table) (c dds.Contract, tricks int) {
	side := dds.North
	if d[dds.East].HCP()+d[dds.West].HCP() > d[dds.North].HCP()+d[dds.South].HCP() {
		side = dds.East
	}
	best, bestT, bestDecl := dds.NoTrump, -1, side
	for _, strain := range []dds.Strain{dds.NoTrump, dds.SuitStrain(dds.Spades), dds.SuitStrain(dds.Hearts), dds.SuitStrain(dds.Diamonds), dds.SuitStrain(dds.Clubs)} {
		for _, s := range []dds.Seat{side, side.Partner()} {
			if n := t.Tricks(strain, s); n > bestT {
				best, bestT, bestDecl = strain, n, s
			}
		}
	}
	return dds.Contract{Level: max(1, bestT-6), Strain: best, Declarer: bestDecl}, bestT
}

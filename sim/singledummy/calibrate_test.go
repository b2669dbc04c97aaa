package singledummy

import (
	"testing"

	"github.com/ruling-bridge/ruling/dds"
)

// TestCalibrationContract: the stronger side's most tricks, notrump first
// among equals, at the level they make; East-West when they hold more
// points; at least the one level.
func TestCalibrationContract(t *testing.T) {
	// North-South hold 35 points (North 16, South 19); in ew, East-West do.
	ns, _ := dds.ParseDeal("N:AKQJ.AKQ.432.432 T987.T98.T98.T98 5432.J32.AKQ.AKQ 6.7654.J765.J765")
	ew, _ := dds.ParseDeal("N:T987.T98.T98.T98 AKQJ.AKQ.432.432 6.7654.J765.J765 5432.J32.AKQ.AKQ")
	var tab dds.Table
	tab[dds.SuitStrain(dds.Spades)][dds.South] = 10
	tab[dds.NoTrump][dds.North] = 9
	tab[dds.SuitStrain(dds.Hearts)][dds.East] = 12
	for _, c := range []struct {
		deal   dds.Deal
		edit   func(*dds.Table)
		want   string
		tricks int
	}{
		{ns, func(*dds.Table) {}, "4S by S", 10},
		{ns, func(t *dds.Table) { t[dds.NoTrump][dds.South] = 10 }, "4NT by S", 10},
		{ew, func(*dds.Table) {}, "6H by E", 12},
		{ns, func(t *dds.Table) { *t = dds.Table{} }, "1NT by N", 0},
	} {
		tb := tab
		c.edit(&tb)
		got, tricks := CalibrationContract(c.deal, tb)
		if s := got.String() + " by " + got.Declarer.String(); s != c.want || tricks != c.tricks {
			t.Errorf("%s by %d tricks, want %s by %d", s, tricks, c.want, c.tricks)
		}
	}
}

package singledummy_test

import (
	"context"
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
	"github.com/ruling-bridge/ruling/sim/singledummy"
)

// 7NT by South with thirteen top tricks between the hands: West leads,
// and at the second trick South, on lead with nothing but winners
// whatever the defenders hold, claims the rest.
func ExamplePlayOne() {
	d, err := dds.ParseDeal("N:5432.5432.5432.2 T987.T98.T98.T98 AKQJ.AKQ.AKQ.AKQ 6.J76.J76.J76543")
	if err != nil {
		fmt.Println(err)
		return
	}
	c := dds.Contract{Level: 7, Strain: dds.NoTrump, Declarer: dds.South}
	p, err := singledummy.PlayOne(context.Background(), d, c, singledummy.Options{
		Samples: 4, Seed: 4, Threads: 1, Solver: solver.Factory(solver.Options{MemoryMB: 8})})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("opening lead:", p.Steps[0].Card, "by", p.Steps[0].Seat)
	if p.Claim != nil {
		fmt.Println("claim after", p.Claim.After, "cards by", p.Claim.By)
	}
	fmt.Println("declarer took", p.Tricks, "of", p.DoubleDummy, "double dummy")
	// Output:
	// opening lead: C3 by W
	// claim after 4 cards by S
	// declarer took 13 of 13 double dummy
}

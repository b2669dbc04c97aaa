package dds_test

import (
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

// An auction read and checked call by call, its final contract, the Law 77
// score of nine tricks vulnerable and of ten, and the IMPs of a swing.
func ExampleContract_Score() {
	a, err := dds.ParseAuction(dds.South, "1D P 1S 3H P P P")
	if err != nil {
		fmt.Println(err)
		return
	}
	c, err := a.Final()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(c.Pretty(), "by", c.Declarer)
	fmt.Println(c.Score(9, true), c.Score(8, true))
	four := dds.Contract{Level: 4, Strain: dds.Strain(dds.Spades), Declarer: dds.North}
	fmt.Println(four.Score(10, true), "against +170:", dds.IMPs(float64(four.Score(10, true)-170)), "IMPs")
	// Output:
	// 3♥ by E
	// 140 -100
	// 620 against +170: 10 IMPs
}

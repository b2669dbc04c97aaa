package dds_test

import (
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
)

// The par of the first deal of DDS's list100.txt from its double-dummy
// table (a Solver's Table gives it): East-West make 2♠ (8 tricks) for 110;
// North-South's cheapest sacrifice, 3♣ doubled with 7 tricks, would go
// two down for 300, so it does not pay.
func ExampleDealerPar() {
	table := dds.Table{
		{7, 5, 7, 5}, // clubs: tricks by declarer N, E, S, W
		{5, 7, 5, 7}, // diamonds
		{6, 6, 6, 6}, // hearts
		{5, 8, 5, 8}, // spades
		{6, 6, 6, 6}, // notrump
	}
	p := dds.DealerPar(table, dds.North, dds.VulNone)
	fmt.Println(p.Score, p.Strings(), p.OptimumScore(), p.PBNContracts())
	sp := dds.SidesPar(table, dds.VulNone)
	fmt.Println(sp.ScoreText(dds.NS), sp.ContractsText(dds.NS))
	// Output:
	// -110 [2S-EW] NS -110 EW 2S
	// NS -110 NS:EW 2S
}

// example_test.go: runnable examples of the card model and PBN.

package dds_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

func ExampleParseDeal() {
	d, err := dds.ParseDeal("W:K82.Q9.AJ983.Q94 AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(d[dds.North])
	fmt.Println(d.PBN(dds.North))
	fmt.Println(d[dds.South].Pretty())
	_, err = dds.ParseDeal("N:AQJ93.K876.T.AJ8 - - AK2.Q9.AJ983.Q94")
	fmt.Println(err)
	// Output:
	// AQJ93.K876.T.AJ8
	// N:AQJ93.K876.T.AJ8 75.J542.Q75.K652 T64.AT3.K642.T73 K82.Q9.AJ983.Q94
	// ♠T64 ♥AT3 ♦K642 ♣T73
	// card SA appears twice (North and West)
}

func ExampleCards_HCP() {
	h, _ := dds.ParseHand("AQJ93.K876.T.AJ8")
	fmt.Println(h.HCP(), h.Shape(), h.Pattern(), h.SuitLen(dds.Hearts))
	// Output: 15 [5 4 1 3] [5 4 3 1] 4
}

func ExampleReadPBN() {
	const file = `% PBN 2.1
[Board "7"]
[Dealer "S"]
[Vulnerable "All"]
[Deal "S:T64.AT3.K642.T73 K82.Q9.AJ983.Q94 AQJ93.K876.T.AJ8 75.J542.Q75.K652"]
[Contract "4S"] ; a tag ruling does not interpret is kept

[Board "8"]
{ no Dealer or Vulnerable: board 8 is West, None }
[Deal "N:- - - -"]
`
	games, err := dds.ReadPBN(strings.NewReader(file), "hands.pbn")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, g := range games {
		contract, _ := g.Get("Contract")
		fmt.Printf("board %d: dealer %v, vulnerable %v, contract %q, North %d HCP\n",
			g.Board, g.Dealer, g.Vulnerable, contract, g.Deal[dds.North].HCP())
	}
	if err := dds.WritePBN(os.Stdout, games[1:]); err != nil {
		fmt.Println(err)
	}
	// Output:
	// board 7: dealer S, vulnerable All, contract "4S", North 15 HCP
	// board 8: dealer W, vulnerable None, contract "", North 0 HCP
	// % PBN 2.1
	// % EXPORT
	// [Board "8"]
	// [Dealer "W"]
	// [Vulnerable "None"]
	// [Deal "N:- - - -"]
}

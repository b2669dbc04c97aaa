package event_test

import (
	"fmt"
	"os"

	"github.com/ruling-bridge/ruling/weighting/event"
)

// A club's PBN export with score tables: board 7, the table where pair 4
// sat North-South against pair 11, and the other tables' results (a
// row of two tables counts twice).
func ExampleReadPBN() {
	f, err := os.Open("testdata/club.pbn")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer f.Close()
	ev, err := event.ReadPBN(f, "club.pbn")
	if err != nil {
		fmt.Println(err)
		return
	}
	b, err := ev.Board(7)
	if err != nil {
		fmt.Println(err)
		return
	}
	table, field, err := b.Table("4", "11")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("board", b.Number, "dealer", b.Dealer, "vulnerable", b.Vulnerable)
	fmt.Println("table:", table.Result, "line", table.Line)
	fmt.Print("field (", len(field), " tables):")
	for _, r := range field {
		fmt.Print(" ", r.Result)
	}
	fmt.Println()
	// Output:
	// board 7 dealer S vulnerable All
	// table: 4S+1 S line 10
	// field (8 tables): 6S= N 4S= S 3NT+1 N Pass 6S-1 S A60/40 4S+1 N 4S+1 N
}

package solver_test

import (
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/solver"
)

// A two-card ending: North's ♠AQ over West's ♠K4. From South the finesse
// works and North-South take both tricks; North on lead must lose one.
func Example() {
	d, err := dds.ParseDeal("N:AQ... 65... 32... K4...")
	if err != nil {
		fmt.Println(err)
		return
	}
	s := solver.New(solver.Options{MemoryMB: 8})
	fromSouth, _ := s.Tricks(d, dds.NoTrump, dds.South) // declarer East
	fromNorth, _ := s.Tricks(d, dds.NoTrump, dds.North) // declarer West
	fmt.Println("East-West take", fromSouth, "when South leads,", fromNorth, "when North leads")
	values, _ := s.CardValues(dds.Position{Hands: d, Trump: dds.NoTrump, Leader: dds.South})
	for _, v := range values {
		fmt.Printf("%v:%d ", v.Card, v.Tricks)
	}
	fmt.Println()
	// Output:
	// East-West take 0 when South leads, 1 when North leads
	// S3:2 S2:2
}

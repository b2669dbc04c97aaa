// example_test.go: runnable examples of the package API.

package sim_test

import (
	"context"
	"fmt"
	"os"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/sim"
)

// Deal West's hand after a 1♠ overcall, with North and South known (32 HCP).
func ExampleSample() {
	known, _ := dds.ParseDeal("N:KQ2.A54.KJ93.Q72 - AJ5.KQ62.A74.K83 -")
	west, _ := sim.ParseCondition("spades(west) >= 5 && hcp(west) >= 6")
	spades := 0
	st, err := sim.Sample(context.Background(), sim.SampleSpec{Known: known, Condition: west, Seed: 1, N: 1000},
		func(i int, d dds.Deal) error {
			spades += d[dds.West].SuitLen(dds.Spades)
			return nil
		})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("deals:", st.Accepted, "West dealt shape first:", st.ExactSeats)
	fmt.Println("West has five spades or more:", spades >= 5*1000)
	// Output:
	// deals: 1000 West dealt shape first: [W]
	// West has five spades or more: true
}

// Run a dealer script.
func ExampleScript_Run() {
	script, err := sim.ParseScript("nt.dl", `
condition hcp(north) >= 15 && hcp(north) <= 17 && shape(north, any 4333 + any 4432 + any 5332)
produce 1000
action average "south hcp" hcp(south) >= 0
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	st, err := script.Run(context.Background(), os.Stdout, sim.RunOptions{Seed: 1})
	fmt.Println(st.Accepted, err)
	// Output:
	// south hcp: 1
	// 1000 <nil>
}

// A syntax error names the place.
func ExampleParseScript_error() {
	_, err := sim.ParseScript("nt.dl", "produce 10\ncondition hcp(north) > 10 &&\n  hcpx(south) > 3\n")
	fmt.Println(err)
	// Output:
	// nt.dl:3:3: unknown function "hcpx"
}

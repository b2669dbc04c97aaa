//go:build !race

package libdds_test

import (
	"fmt"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/dds/libdds"
)

// Solve a deal's table with libdds; without the library, say why.
func Example() {
	s, err := libdds.NewSolver()
	if err != nil {
		fmt.Println(err) // ... apt-get install -y libdds0 ...
		return
	}
	d, _ := dds.ParseDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
	t, _ := s.Table(d)
	fmt.Println("West in spades:", t.Tricks(dds.Strain(dds.Spades), dds.West))
	fmt.Println("North in notrump:", t.Tricks(dds.NoTrump, dds.North))
}

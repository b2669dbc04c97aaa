// leads.go: --leads — the value of every opening lead of each deal: its 20 opening positions (each strain, each leader), solved as "ruling solve --positions" solves them.

package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// leadsPerDeal is the opening positions of a deal: 5 strains, 4 leaders.
const leadsPerDeal = 20

// leadPositions are the opening positions of deal i, as "ruling solve
// --positions" reads them from lines "deal, strain, leader, no play":
// strains C D H S N, within each leaders N E S W; their line numbers
// those of a file of such lines, 20 a deal, deal 0's first.
func leadPositions(d dds.Deal, i int64) ([]dds.SolveItem, error) {
	var b strings.Builder
	for _, strain := range dds.Strains {
		for _, leader := range dds.Seats {
			fmt.Fprintf(&b, "%s\t%c\t%s\t\n", d, strain.Letter(), leader)
		}
	}
	items := make([]dds.SolveItem, 0, leadsPerDeal)
	err := dds.EachSolveItem([]byte(b.String()), "leads", nil, true, func(it dds.SolveItem, err error) error {
		if err != nil {
			return err
		}
		it.Line += int(i) * leadsPerDeal
		items = append(items, it)
		return nil
	})
	return items, err
}

// leadsWriter renders the leads as "ruling solve --positions" does.
func (s *runSpec) leadsWriter(out io.Writer) (*dds.ResultWriter, error) {
	w := dds.NewResultWriter(out, s.leadsFormat())
	w.Positions = true
	return w, w.Configure("", "")
}

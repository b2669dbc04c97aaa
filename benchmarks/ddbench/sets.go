// sets.go: the deal sets ddbench times — random deals, deals from real play, slow deals.

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ruling-bridge/ruling/dds"
)

// dealSet is a named list of deals, each with a strain and an opening
// leader for the single-result and opening-lead solves.
type dealSet struct {
	name  string
	about string
	leads []dds.Lead
}

// setSpec says where a set comes from and how many deals it takes.
type setSpec struct {
	name, file, about string
	full, quick       int // deals taken in a full and a --quick run
	// more are further files of the set, read after file.
	more []string
}

var setSpecs = []setSpec{
	{"random", "dd-tables.tsv", "first deals of dd-tables.tsv (uniform random deals)", 100, 20, nil},
	{"list100", "dds-hands/list100.txt", "DDS's list100.txt (deals from top-level play)", 100, 20, nil},
	{"largest", "dds-hands/largest.txt", "DDS's largest.txt (the slowest deals of its master list)", 21, 3, nil},
	{"hard", "dds-hands/thomas1.txt", "DDS's thomas1.txt and thomas2.txt (constructed worst cases; tables take seconds to minutes)", 2, 1, []string{"dds-hands/thomas2.txt"}},
	{"bs-hard", "bridge-solver/hard_deals", "bridge-solver's hard_deals/deal.1 … deal.19 in that order (slow deals; tables take up to seconds)", 19, 3, nil},
	{"bs-long", "bridge-solver/long_deals", "bridge-solver's long_deals/deal.01 … deal.14 in that order (deals that take bridge-solver long)", 14, 3, nil},
	{"champion", "bridge-solver/hard_deals/champion", "bridge-solver's champion deal (its README's hardest: 70.5 s and 1.68 GB for bridge-solver there; time it with --ops table --reps 1)", 1, 1, nil},
}

// bridgeSolverDir is the folder of the sets in bridge-solver's format.
const bridgeSolverDir = "bridge-solver"

// loadSet reads a set's first n deals from dir. dd-tables.tsv has no
// strain or leader, so deal i gets strain C D H S N in turn and leader
// N E S W in turn; the DDS files give their own, bridge-solver's files
// some of theirs (the rest are taken in turn too).
func loadSet(dir string, spec setSpec, n int) (dealSet, error) {
	set := dealSet{name: spec.name, about: spec.about}
	path := filepath.Join(dir, spec.file)
	if strings.HasPrefix(spec.file, bridgeSolverDir+"/") {
		return set, loadBridgeSolver(&set, path, n)
	}
	if filepath.Ext(spec.file) == ".tsv" {
		recs, err := dds.ReadTableRecordsFile(path, n)
		if err != nil {
			return set, err
		}
		for i, r := range recs {
			set.leads = append(set.leads, dds.Lead{Deal: r.Deal, Trump: dds.Strains[i%5], Leader: dds.Seats[i%4]})
		}
		return set, nil
	}
	for _, file := range append([]string{spec.file}, spec.more...) {
		hands, err := dds.ReadDDSHandsFile(filepath.Join(dir, file))
		if err != nil {
			return set, err
		}
		for _, h := range hands[:min(n-len(set.leads), len(hands))] {
			set.leads = append(set.leads, dds.Lead{Deal: h.Deal, Trump: h.Trump, Leader: h.Leader})
		}
	}
	return set, nil
}

// loadBridgeSolver reads the first n deals of path, a deal file of
// bridge-solver or a folder of them (dds.ReadBridgeSolverSet).
func loadBridgeSolver(set *dealSet, path string, n int) error {
	var files []dds.BridgeSolverDeal
	if st, err := os.Stat(path); err != nil {
		return err
	} else if st.IsDir() {
		all, err := dds.ReadBridgeSolverSet(path)
		if err != nil {
			return err
		}
		for _, f := range all {
			files = append(files, f.BridgeSolverDeal)
		}
	} else {
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		d, err := dds.ParseBridgeSolverDeal(string(data))
		if err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
		files = append(files, d)
	}
	for _, d := range files[:min(n, len(files))] {
		i := len(set.leads)
		l := dds.Lead{Deal: d.Deal, Trump: dds.Strains[i%5], Leader: dds.Seats[i%4]}
		if d.HasTrump {
			l.Trump = d.Trump
		}
		if d.HasLeader {
			l.Leader = d.Leader
		}
		set.leads = append(set.leads, l)
	}
	return nil
}

func (s *dealSet) deals() []dds.Deal {
	out := make([]dds.Deal, len(s.leads))
	for i, l := range s.leads {
		out[i] = l.Deal
	}
	return out
}

func (s *dealSet) starts() []dds.Position {
	out := make([]dds.Position, len(s.leads))
	for i, l := range s.leads {
		out[i] = dds.Position{Hands: l.Deal, Trump: l.Trump, Leader: l.Leader}
	}
	return out
}
